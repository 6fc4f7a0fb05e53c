import Foundation

/// Swift 2–4 spellings of UIKit, Core Graphics and Foundation APIs, and their Swift 5 forms, as errata.
///
/// Written from Swift's API changes: SE-0005 (better translation of Objective-C APIs: `redColor()` →
/// `red`, `sharedApplication()` → `shared`, argument labels into base names), SE-0006 (lowercase enum
/// cases), the Core Graphics overlay's initializers replacing the `…Make` functions and `CGRectGet…`
/// (Swift 3), and the typed attribute keys (`NSAttributedString.Key`, Swift 4). Each rule is an ordered
/// entry with a name; an erratum is only proposed after verify has compiled and run the sample with it.
public enum SwiftRenames {
    /// One rename: what it matches and how the Swift 5 text is made.
    struct Rule: Sendable {
        var name: String
        var rename: @Sendable (String) -> [(old: String, new: String)]
    }

    /// The errata that rewrite every obsolete spelling in `text`, each replacing one exact substring.
    public static func errata(for text: String, fingerprint: String) -> [Scenario.Erratum] {
        var errata: [Scenario.Erratum] = []
        var seen: Set<String> = []
        var current = text
        for rule in rules {
            // An erratum applies to the text the earlier ones left, so each must still be found there.
            for (old, new) in rule.rename(current) where old != new && !seen.contains(old) && current.contains(old) {
                seen.insert(old)
                errata.append(Scenario.Erratum(fingerprint: fingerprint, original: old, replacement: new, line: 0))
                current = current.replacingOccurrences(of: old, with: new)
            }
        }
        return errata
    }

    // MARK: - The table

    static let colours = [
        "black", "darkGray", "lightGray", "white", "gray", "red", "green", "blue", "cyan", "yellow",
        "magenta", "orange", "purple", "brown", "clear"
    ]

    static let rules: [Rule] = [
        Rule(name: "colour class methods (SE-0005)") { text in
            colours.flatMap { colour in
                ["UIColor.\(colour)Color()", ".\(colour)Color()"].filter { text.contains($0) }.map { old in
                    (old, old.hasPrefix("UIColor") ? "UIColor.\(colour)" : ".\(colour)")
                }
            }
        },
        Rule(name: "singletons become properties (SE-0005)") { text in
            let renames = [
                ("UIApplication.sharedApplication()", "UIApplication.shared"), ("UIScreen.mainScreen()", "UIScreen.main"),
                ("UIDevice.currentDevice()", "UIDevice.current"),
                ("NSNotificationCenter.defaultCenter()", "NotificationCenter.default"),
                ("NSUserDefaults.standardUserDefaults()", "UserDefaults.standard"), ("NSBundle.mainBundle()", "Bundle.main"),
                ("UIFont.systemFontOfSize(", "UIFont.systemFont(ofSize: "),
                ("UIFont.boldSystemFontOfSize(", "UIFont.boldSystemFont(ofSize: ")
            ]
            return renames.filter { text.contains($0.0) }
        },
        Rule(name: "Core Graphics initializers replace the Make functions (Swift 3)") { text in
            let makers: [(function: String, type: String, labels: [String])] = [
                ("CGRectMake", "CGRect", ["x", "y", "width", "height"]), ("CGPointMake", "CGPoint", ["x", "y"]),
                ("CGSizeMake", "CGSize", ["width", "height"]), ("CGVectorMake", "CGVector", ["dx", "dy"]),
                ("UIEdgeInsetsMake", "UIEdgeInsets", ["top", "left", "bottom", "right"]),
                ("CGAffineTransformMakeRotation", "CGAffineTransform", ["rotationAngle"]),
                ("CGAffineTransformMakeScale", "CGAffineTransform", ["scaleX", "y"]),
                ("CGAffineTransformMakeTranslation", "CGAffineTransform", ["translationX", "y"])
            ]
            var found: [(String, String)] = []
            for maker in makers {
                for call in calls(of: maker.function, in: text) where call.arguments.count == maker.labels.count {
                    let labelled = zip(maker.labels, call.arguments).map { "\($0): \($1)" }.joined(separator: ", ")
                    found.append((call.text, "\(maker.type)(\(labelled))"))
                }
            }
            return found
        },
        Rule(name: "CGRectGet… become properties (Swift 3)") { text in
            let getters = [
                "MinX": "minX", "MidX": "midX", "MaxX": "maxX", "MinY": "minY", "MidY": "midY", "MaxY": "maxY",
                "Width": "width", "Height": "height"
            ]
            var found: [(String, String)] = []
            for (suffix, property) in getters.sorted(by: { $0.key < $1.key }) {
                for call in calls(of: "CGRectGet" + suffix, in: text) where call.arguments.count == 1 {
                    found.append((call.text, "\(call.arguments[0]).\(property)"))
                }
            }
            return found
        },
        Rule(name: "argument labels move into base names (SE-0005)") { text in
            let renames = [
                ("presentViewController(", "present("), ("dismissViewControllerAnimated(", "dismiss(animated: "),
                ("UIView.animateWithDuration(", "UIView.animate(withDuration: "), ("forControlEvents:", "for:"),
                ("forState:", "for:"), (".CGColor", ".cgColor"), ("respondsToSelector(", "responds(to: ")
            ]
            return renames.filter { text.contains($0.0) }
        },
        Rule(name: "lowercase enum cases (SE-0006)") { text in
            let cases = [
                "TouchUpInside", "TouchDown", "ValueChanged", "EditingChanged", "Normal", "Highlighted", "Selected",
                "Disabled", "ScaleAspectFit", "ScaleAspectFill", "ScaleToFill", "Horizontal", "Vertical", "CurveEaseInOut",
                "CurveEaseIn", "CurveEaseOut", "CurveLinear", "Continuous", "Instantaneous"
            ]
            return cases.compactMap { name in
                let old = "." + name
                guard contains(old, asWholeWordIn: text) else { return nil }
                return (old, "." + name.prefix(1).lowercased() + name.dropFirst())
            }
        },
        Rule(name: "string selectors become #selector (SE-0022), their methods @objc (SE-0160)") { text in
            // `action: "handleTap:"` and `Selector("tick")` name a method by its Objective-C selector; the base
            // name is enough for `#selector` when the page declares one method of that name, and Swift 4 wants
            // that method marked @objc. (Proposed only if the sample then compiles and runs, like every erratum.)
            var found: [(String, String)] = []
            let pattern = try! NSRegularExpression(
                pattern: #"action:\s*"([A-Za-z_]\w*)(?::[\w:]*)?"|Selector\(\s*"([A-Za-z_]\w*)(?::[\w:]*)?"\s*\)"#)
            let range = NSRange(text.startIndex..., in: text)
            for match in pattern.matches(in: text, range: range) {
                guard let whole = Range(match.range, in: text) else { continue }
                let viaSelector = match.range(at: 2).location != NSNotFound
                guard let baseRange = Range(match.range(at: viaSelector ? 2 : 1), in: text) else { continue }
                let old = String(text[whole]), base = String(text[baseRange])
                found.append((old, viaSelector ? "#selector(\(base))" : old.prefix { $0 != "\"" } + "#selector(\(base))"))
                let declaration = "func \(base)("
                if text.contains(declaration), !text.contains("@objc " + declaration), !text.contains("@IBAction " + declaration)
                {
                    found.append((declaration, "@objc " + declaration))
                }
            }
            return found
        },
        Rule(name: "typed attribute keys (Swift 4)") { text in
            let keys = [
                "NSFontAttributeName": "NSAttributedString.Key.font",
                "NSForegroundColorAttributeName": "NSAttributedString.Key.foregroundColor",
                "NSBackgroundColorAttributeName": "NSAttributedString.Key.backgroundColor",
                "NSKernAttributeName": "NSAttributedString.Key.kern",
                "NSParagraphStyleAttributeName": "NSAttributedString.Key.paragraphStyle"
            ]
            return keys.sorted(by: { $0.key < $1.key }).filter { text.contains($0.key) }.map { ($0.key, $0.value) }
        }
    ]

    // MARK: - Helpers

    /// Each call `name(a, b…)` in `text`: its exact text and its arguments split at top-level commas.
    static func calls(of name: String, in text: String) -> [(text: String, arguments: [String])] {
        var found: [(String, [String])] = []
        var searchStart = text.startIndex
        while let range = text.range(of: name + "(", range: searchStart..<text.endIndex) {
            searchStart = range.upperBound
            if range.lowerBound > text.startIndex {
                let before = text[text.index(before: range.lowerBound)]
                if before.isLetter || before.isNumber || before == "_" { continue }
            }
            var depth = 1
            var index = range.upperBound
            var arguments: [String] = []
            var current = ""
            while index < text.endIndex, depth > 0 {
                let character = text[index]
                if character == "(" || character == "[" { depth += 1 }
                if character == ")" || character == "]" { depth -= 1 }
                if depth == 0 { break }
                if character == ",", depth == 1 {
                    arguments.append(current.trimmingCharacters(in: .whitespaces))
                    current = ""
                } else {
                    current.append(character)
                }
                index = text.index(after: index)
            }
            guard depth == 0, index < text.endIndex else { continue }
            arguments.append(current.trimmingCharacters(in: .whitespaces))
            found.append((String(text[range.lowerBound...index]), arguments))
        }
        return found
    }

    /// Whether `word` stands in `text` not followed by another identifier character (`.Normal`, not `.NormalState`).
    static func contains(_ word: String, asWholeWordIn text: String) -> Bool {
        var searchStart = text.startIndex
        while let range = text.range(of: word, range: searchStart..<text.endIndex) {
            searchStart = range.upperBound
            if range.upperBound == text.endIndex { return true }
            let after = text[range.upperBound]
            if !(after.isLetter || after.isNumber || after == "_") { return true }
        }
        return false
    }
}
