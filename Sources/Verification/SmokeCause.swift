import Foundation
import SampleAnalysis

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

    /// Modules the engine provides (UIKit and SnapKit under their own names) or the toolchain has.
    static let engineModules: Set<String> =
        Set(EngineToolchain.moduleAliases.map(\.imported)).union(["Foundation", "Dispatch", "Darwin", "Glibc", "Swift"])

    /// The cause of a compiler error `message` (the first on the sample's lines), at `line` of the sample;
    /// `sample` is the sample's text and `host` the code the smoke tier wrapped it in, for what the message
    /// alone does not say.
    public static func classify(
        _ message: String, line: String? = nil, sample: String? = nil,
        host: SmokeScenario.Host? = nil
    ) -> SmokeCause {
        var cause = classifyMessage(message, line: line)
        // A sample that imports what the engine does not have needs that framework, whatever failed first
        // (an `import MapKit` inside a statements sample lands in the host, where the error is about the import).
        if let sample, let module = foreignImport(in: sample) {
            return SmokeCause(category: .otherFramework, explanation: "the sample imports \(module), which is not UIKit")
        }
        // The line the compiler stopped at is old Swift by the era rules: obsolete, not the page's mistake.
        if cause.category == .pageError || cause.category == .engineGap, let line,
            let era = swiftEra(of: line)
        {
            cause = SmokeCause(category: .obsoleteSwift, explanation: "\(era) (\(message))")
        }
        // The smoke tier's own names are not the page's: say what they stand for.
        let hostName = host.map { "the smoke host (\($0.rawValue))" } ?? "the smoke host"
        cause.explanation = cause.explanation
            .replacingOccurrences(
                of: #"'?Scenario_smoke_\w+\.SampleHost'?|'SampleHost'|\bSampleHost\b"#, with: hostName,
                options: .regularExpression)
        return cause
    }

    /// The first module `sample` imports that the engine does not provide (nor `besides`).
    static func foreignImport(in sample: String, besides: Set<String> = []) -> String? {
        imports(in: sample).map(\.module).first { !engineModules.contains($0) && !besides.contains($0) }
    }

    /// Each `import` line of `source`: the module's top-level name, and whether the line names a submodule
    /// (`import UIKit.UIGestureRecognizerSubclass`) rather than a declaration (`import struct Combine.Published`).
    static func imports(in source: String) -> [(module: String, isSubmodule: Bool)] {
        source.split(separator: "\n").compactMap { raw in
            var words = raw.split(whereSeparator: { $0 == " " || $0 == "\t" })[...]
            if words.first == "@testable" { words = words.dropFirst() }
            guard words.first == "import", let path = words.last else { return nil }
            let module = String(path.split(separator: ".").first ?? path)
            return (module, words.count == 2 && path.contains("."))
        }
    }

    /// What the era rules say of one line when it is Swift 2 or Swift 3 that current Swift rejects.
    static func swiftEra(of line: String) -> String? {
        let verdict = EraDetector.detect(line)
        guard verdict.value != .modern else { return nil }
        return verdict.reason
    }

    static func classifyMessage(_ message: String, line: String?) -> SmokeCause {
        // The host is ours, so an override it rejects is a method the engine's superclass lacks.
        if message.contains("does not override any method from its superclass") {
            let name =
                line.flatMap { text -> String? in
                    guard let range = text.range(of: "func ") else { return nil }
                    return String(text[range.upperBound...].prefix { $0 != "(" && $0 != "<" && $0 != " " })
                } ?? "the overridden method"
            return SmokeCause(category: .engineGap, explanation: "`\(name)` is not implemented by the engine's superclass")
        }
        if let module = quoted(after: "no such module ", in: message) {
            return SmokeCause(category: .otherFramework, explanation: "the sample imports \(module), which is not UIKit")
        }
        // Key-value coding and friends come from NSObject's Objective-C runtime; the compiler names them as calls
        // it cannot find or as members a type lacks.
        let runtime: [(marker: String, feature: String)] = [
            ("value(forKey", "value(forKey:)"), ("setValue(_:forKey", "setValue(_:forKey:)"),
            ("has no member 'value'", "value(forKey:)"), ("has no member 'setValue'", "setValue(_:forKey:)"),
            ("objc_getAssociatedObject", "objc_getAssociatedObject"), ("objc_setAssociatedObject", "objc_setAssociatedObject"),
            ("#keyPath", "#keyPath"), ("perform(_:", "perform(_:)"), ("has no member 'perform'", "perform(_:)"),
            ("responds(to:", "responds(to:)")
        ]
        for (marker, feature) in runtime where message.contains(marker) {
            return SmokeCause(
                category: .objectiveCRuntime, explanation: "it needs the Objective-C runtime (\(feature)): \(message)")
        }
        if message.contains("has been renamed") || message.contains("has been replaced by")
            || message.contains("is unavailable: use")
        {
            return SmokeCause(category: .obsoleteSwift, explanation: message)
        }
        for spelling in obsoleteFunctions where message.contains("'\(spelling)'") {
            return SmokeCause(category: .obsoleteSwift, explanation: "`\(spelling)` is a Swift 2–3 spelling (\(message))")
        }
        for prefix in ["cannot find type ", "cannot find "] {
            guard message.hasPrefix(prefix), let name = quoted(after: prefix, in: message) else { continue }
            if isAppleName(name) || inheritedMembers.contains(name) {
                return SmokeCause(category: .engineGap, explanation: "`\(name)` is not implemented by the engine")
            }
            return SmokeCause(
                category: .pageError, explanation: "`\(name)` is used but not declared in the sample or before it on its page")
        }
        // `value of type 'UILabel' has no member 'textColor'`, `type 'UIColor' has no member 'redColor'`
        if message.contains("has no member"), let type = quoted(after: "type ", in: message),
            let member = quoted(after: "has no member ", in: message)
        {
            if obsoleteMembers.contains(member) || (member.hasSuffix("Color") && type.hasPrefix("UIColor")) {
                return SmokeCause(
                    category: .obsoleteSwift, explanation: "`\(type).\(member)` is a Swift 2–3 spelling (\(message))")
            }
            if isAppleName(type) {
                return SmokeCause(category: .engineGap, explanation: "`\(type).\(member)` is not implemented by the engine")
            }
        }
        // A call the compiler rejects by its labels or arity, on a line that names a system type: UIKit has that
        // form (the page compiled against it), the engine does not.
        let arity = [
            "incorrect argument label", "extra argument", "missing argument label", "missing argument for parameter",
            "argument passed to call that takes no arguments", "extra arguments at positions"
        ]
        if arity.contains(where: { message.hasPrefix($0) }), let line, let type = appleTypeName(in: line) {
            return SmokeCause(
                category: .engineGap, explanation: "the engine's `\(type)` API lacks this form of the call (\(message))")
        }
        return SmokeCause(category: .pageError, explanation: message)
    }

    /// The first system type named on `line` (`UIFont`, `UIBezierPath`, `NSLayoutConstraint`), if any.
    static func appleTypeName(in line: String) -> String? {
        var word = ""
        for character in line + " " {
            if character.isLetter || character.isNumber || character == "_" {
                word.append(character)
                continue
            }
            if isAppleName(word) { return word }
            word = ""
        }
        return nil
    }

    /// Members a UIView or UIViewController subclass uses unqualified, which UIKit declares: not found in the
    /// host, they are members the engine's class lacks, not names the page forgot to declare.
    static let inheritedMembers: Set<String> = [
        "setNeedsDisplay", "setNeedsLayout", "layoutIfNeeded", "navigationController", "tabBarController",
        "navigationItem", "storyboard", "performSegue", "traitCollection", "safeAreaInsets", "presentedViewController",
        "presentingViewController", "splitViewController", "setNeedsStatusBarAppearanceUpdate", "addChild",
        "removeFromParent", "children", "preferredContentSize", "isEditing", "setEditing", "editButtonItem"
    ]

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
        "Highlighted", "Selected", "Disabled", "characters", "respondsToSelector"
    ]

    /// Free functions Swift 3 replaced by initializers and methods.
    static let obsoleteFunctions: [String] = [
        "CGRectMake", "CGPointMake", "CGSizeMake", "CGRectGetMidX", "CGRectGetMidY", "CGRectGetWidth", "CGRectGetHeight",
        "CGAffineTransformMakeRotation", "CGAffineTransformMakeScale", "CGAffineTransformMakeTranslation",
        "UIEdgeInsetsMake", "dispatch_async", "dispatch_get_main_queue", "NSFontAttributeName",
        "NSForegroundColorAttributeName"
    ]

    /// The text between the quotes that follow `marker` (`'UITableView'`).
    static func quoted(after marker: String, in message: String) -> String? {
        guard let start = message.range(of: marker + "'") else { return nil }
        let rest = message[start.upperBound...]
        guard let end = rest.firstIndex(of: "'") else { return nil }
        return String(rest[..<end])
    }
}
