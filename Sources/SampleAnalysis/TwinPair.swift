/// The Swift and Objective-C versions of one example, with what differs between them.
public struct TwinPair: Hashable, Codable, Sendable {
    /// The Swift version's sample id.
    public var swiftID: String
    /// The Objective-C version's sample id (its `@implementation` when the page shows a header too).
    public var objcID: String
    /// The Objective-C header (`@interface` block) shown before the implementation as a block of its own
    /// (the `.h` of a `.h`/`.m` pair): part of the same version, its declarations compared with the Swift ones.
    public var objcHeaderID: String?
    /// Why they were paired: the type names they share, or adjacency for fragments without types.
    public var reason: String
    /// Disagreements found through Swift's import of Objective-C (constants, calls, selectors).
    public var findings: [SampleFinding]

    public init(swiftID: String, objcID: String, objcHeaderID: String? = nil, reason: String, findings: [SampleFinding]) {
        self.swiftID = swiftID
        self.objcID = objcID
        self.objcHeaderID = objcHeaderID
        self.reason = reason
        self.findings = findings
    }
}
