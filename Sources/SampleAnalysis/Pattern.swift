import Foundation

/// A compiled regular expression (NSRegularExpression is Sendable; Swift's `Regex` is not, and rule tables are static).
struct Pattern: Sendable {
    let regex: NSRegularExpression
    /// Literals of which a text must hold at least one for the pattern to match (empty: no such test), as
    /// UTF-8. Every call into NSRegularExpression costs about 9,000 instructions whatever the text (it bridges
    /// the string and copies it to UTF-16; callgrind, 2026-12-02), so a byte search that rules most lines out
    /// first is most of the saving. Each list must be implied by its pattern: tests check it on the corpus's lines.
    let requiredLiterals: [[UInt8]]

    init(_ pattern: String, requiring literals: [String] = []) {
        // Patterns are literals in this module; a bad one is a programming error caught by the tests.
        regex = try! NSRegularExpression(pattern: pattern)
        requiredLiterals = literals.map { Array($0.utf8) }
    }

    /// Whether `text` holds one of the required literals (true when there are none).
    func mayMatch(_ text: String) -> Bool {
        guard !requiredLiterals.isEmpty else { return true }
        let bytes = Array(text.utf8)
        return requiredLiterals.contains { bytes.contains(bytes: $0) }
    }

    func matches(_ text: String) -> Bool {
        mayMatch(text) && regex.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
    }

    /// The capture groups of the first match (index 0 is the whole match); nil groups are "".
    func firstGroups(_ text: String) -> [String]? {
        guard mayMatch(text), let match = regex.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) else {
            return nil
        }
        return groups(of: match, in: text)
    }

    /// The capture groups of every match.
    func allGroups(_ text: String) -> [[String]] {
        guard mayMatch(text) else { return [] }
        return regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).map { groups(of: $0, in: text) }
    }

    private func groups(of match: NSTextCheckingResult, in text: String) -> [String] {
        (0..<match.numberOfRanges).map { index in
            let range = match.range(at: index)
            guard range.location != NSNotFound, let swiftRange = Range(range, in: text) else { return "" }
            return String(text[swiftRange])
        }
    }
}
