/// A module a sample imports (`import SnapKit`, `#import <UIKit/UIKit.h>`).
public struct SampleImport: Hashable, Codable, Sendable {
    /// The module name (`SnapKit`; `UIKit` for `#import <UIKit/UIKit.h>`).
    public var module: String
    /// True for modules that are not part of Apple's SDK (SnapKit, Alamofire, …): the sample needs a dependency.
    public var isThirdParty: Bool
    /// The 1-based line of the import.
    public var line: Int

    public init(module: String, isThirdParty: Bool, line: Int) {
        self.module = module
        self.isThirdParty = isThirdParty
        self.line = line
    }
}
