/// Why a sample of the smoke tier did not compile, read from the compiler's first error in it.
public struct SmokeCause: Hashable, Codable, Sendable {
    public enum Category: String, Hashable, Codable, Sendable, CaseIterable {
        /// The sample uses a UIKit (or Core Graphics, Core Animation, Foundation) API the engine lacks.
        case engineGap = "engine gap"
        /// The page's own mistake: an undeclared name, a type error.
        case pageError = "page error"
        /// A Swift 2–4 spelling that Swift 5 renamed.
        case obsoleteSwift = "obsolete Swift"
        /// A framework other than UIKit and Foundation (MapKit, Alamofire…).
        case otherFramework = "other framework"
        /// Key-value coding, associated objects: the Objective-C runtime, which Linux does not have.
        case objectiveCRuntime = "Objective-C runtime"
    }

    public var category: Category
    /// In the words of a reader of the page ("`UITableView` is not implemented by the engine").
    public var explanation: String

    /// The cause of a compiler error `message` (the first on the sample's lines), at `line` of the sample.
    public static func classify(_ message: String, line: String? = nil) -> SmokeCause {
        // The host is ours, so an override it rejects is a method the engine's superclass lacks.
        if message.contains("does not override any method from its superclass") {
            let name = line.flatMap { text -> String? in
                guard let range = text.range(of: "func ") else { return nil }
                return String(text[range.upperBound...].prefix { $0 != "(" && $0 != "<" && $0 != " " })
            } ?? "the overridden method"
            return SmokeCause(category: .engineGap, explanation: "`\(name)` is not implemented by the engine's superclass")
        }
        if let module = quoted(after: "no such module ", in: message) {
            return SmokeCause(category: .otherFramework, explanation: "the sample imports \(module), which is not UIKit")
        }
        for marker in ["value(forKey", "setValue(_:forKey", "objc_getAssociatedObject", "objc_setAssociatedObject",
                       "#keyPath", "perform(_:", "responds(to:"] where message.contains(marker) {
            return SmokeCause(category: .objectiveCRuntime, explanation: "it needs the Objective-C runtime (\(marker)): \(message)")
        }
        if message.contains("has been renamed") || message.contains("has been replaced by")
            || message.contains("is unavailable: use") {
            return SmokeCause(category: .obsoleteSwift, explanation: message)
        }
        for spelling in obsoleteFunctions where message.contains("'\(spelling)'") {
            return SmokeCause(category: .obsoleteSwift, explanation: "`\(spelling)` is a Swift 2–3 spelling (\(message))")
        }
        for prefix in ["cannot find type ", "cannot find "] {
            guard message.hasPrefix(prefix), let name = quoted(after: prefix, in: message) else { continue }
            if isAppleName(name) {
                return SmokeCause(category: .engineGap, explanation: "`\(name)` is not implemented by the engine")
            }
            return SmokeCause(category: .pageError, explanation: "`\(name)` is used but not declared in the sample or before it in its section")
        }
        // `value of type 'UILabel' has no member 'textColor'`, `type 'UIColor' has no member 'redColor'`
        if message.contains("has no member"), let type = quoted(after: "type ", in: message),
           let member = quoted(after: "has no member ", in: message) {
            if obsoleteMembers.contains(member) || (member.hasSuffix("Color") && type.hasPrefix("UIColor")) {
                return SmokeCause(category: .obsoleteSwift, explanation: "`\(type).\(member)` is a Swift 2–3 spelling (\(message))")
            }
            if isAppleName(type) {
                return SmokeCause(category: .engineGap, explanation: "`\(type).\(member)` is not implemented by the engine")
            }
        }
        return SmokeCause(category: .pageError, explanation: message)
    }

    /// Names the system frameworks give their types (`UIView`, `CGRect`, `CALayer`, `NSAttributedString`).
    static func isAppleName(_ name: String) -> Bool {
        let prefixes = ["UI", "CG", "CA", "NS"]
        return prefixes.contains { prefix in
            name.hasPrefix(prefix) && name.dropFirst(prefix.count).first?.isUppercase == true
        }
    }

    /// Members Swift 3 renamed (SE-0005, SE-0006, and the Foundation and UIKit overlays).
    static let obsoleteMembers: Set<String> = [
        "sharedApplication", "mainScreen", "currentDevice", "defaultCenter", "mainBundle", "standardUserDefaults",
        "presentViewController", "dismissViewControllerAnimated", "whiteColor", "blackColor",
        "TouchUpInside", "ValueChanged", "Horizontal", "Vertical", "ScaleAspectFit", "ScaleAspectFill", "Normal",
        "Highlighted", "Selected", "Disabled", "characters", "respondsToSelector",
    ]

    /// Free functions Swift 3 replaced by initializers and methods.
    static let obsoleteFunctions: [String] = [
        "CGRectMake", "CGPointMake", "CGSizeMake", "CGRectGetMidX", "CGRectGetMidY", "CGRectGetWidth", "CGRectGetHeight",
        "CGAffineTransformMakeRotation", "CGAffineTransformMakeScale", "CGAffineTransformMakeTranslation",
        "UIEdgeInsetsMake", "dispatch_async", "dispatch_get_main_queue", "NSFontAttributeName",
        "NSForegroundColorAttributeName",
    ]

    /// The text between the quotes that follow `marker` (`'UITableView'`).
    static func quoted(after marker: String, in message: String) -> String? {
        guard let start = message.range(of: marker + "'") else { return nil }
        let rest = message[start.upperBound...]
        guard let end = rest.firstIndex(of: "'") else { return nil }
        return String(rest[..<end])
    }
}
