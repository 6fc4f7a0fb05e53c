import Foundation

/// A compiled regular expression (NSRegularExpression is Sendable; Swift's `Regex` is not, and rule tables are static).
struct Pattern: Sendable {
    let regex: NSRegularExpression

    init(_ pattern: String) {
        // Patterns are literals in this module; a bad one is a programming error caught by the tests.
        regex = try! NSRegularExpression(pattern: pattern)
    }

    func matches(_ text: String) -> Bool {
        regex.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
    }

    /// The capture groups of the first match (index 0 is the whole match); nil groups are "".
    func firstGroups(_ text: String) -> [String]? {
        guard let match = regex.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) else { return nil }
        return groups(of: match, in: text)
    }

    /// The capture groups of every match.
    func allGroups(_ text: String) -> [[String]] {
        regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).map { groups(of: $0, in: text) }
    }

    private func groups(of match: NSTextCheckingResult, in text: String) -> [String] {
        (0..<match.numberOfRanges).map { index in
            let range = match.range(at: index)
            guard range.location != NSNotFound, let swiftRange = Range(range, in: text) else { return "" }
            return String(text[swiftRange])
        }
    }
}
