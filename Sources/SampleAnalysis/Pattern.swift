import Foundation

/// A compiled regular expression (NSRegularExpression is Sendable; Swift's `Regex` is not, and rule tables are static).
struct Pattern: Sendable {
    let regex: NSRegularExpression
    /// Literals of which a text must hold at least one for the pattern to match (empty: no such test), as
    /// UTF-8. Every call into NSRegularExpression costs about 9,000 instructions whatever the text (it bridges
    /// the string and copies it to UTF-16; callgrind, 2026-12-02), so a byte search that rules most lines out
    /// first is most of the saving. Each list must be implied by its pattern: tests check it on the corpus's lines.
    private(set) var requiredLiterals: [[UInt8]]
    /// Words of which a text must hold at least one as a whole word (ASCII letters, digits and `_` on neither side),
    /// for a pattern that needs one of several words that also occur inside others (`ls` in `cells`). Empty: no test.
    private(set) var requiredWords: [[UInt8]]

    init(_ pattern: String, requiring literals: [String] = []) {
        // Patterns are literals in this module; a bad one is a programming error caught by the tests.
        regex = try! NSRegularExpression(pattern: pattern)
        requiredLiterals = literals.map { Array($0.utf8) }
        requiredWords = []
    }

    /// This pattern with `literals` and `words` required as well (a table of rules that lists them apart).
    func requiring(_ literals: [String], words: [String] = []) -> Pattern {
        var pattern = self
        pattern.requiredLiterals += literals.map { Array($0.utf8) }
        pattern.requiredWords += words.map { Array($0.utf8) }
        return pattern
    }

    /// Whether `text` holds one of the required literals and one of the required words (true when there are none).
    func mayMatch(_ text: String) -> Bool {
        guard !requiredLiterals.isEmpty || !requiredWords.isEmpty else { return true }
        return mayMatch(bytes: Array(text.utf8))
    }

    /// `mayMatch` for text already in UTF-8, for callers that test one line against many patterns.
    func mayMatch(bytes: [UInt8]) -> Bool {
        (requiredLiterals.isEmpty || requiredLiterals.contains { bytes.contains(bytes: $0) })
            && (requiredWords.isEmpty || requiredWords.contains { bytes.contains(word: $0) })
    }

    func matches(_ text: String) -> Bool {
        mayMatch(text) && regexMatches(text)
    }

    /// `matches` for `text` whose UTF-8 bytes are `bytes`.
    func matches(_ text: String, bytes: [UInt8]) -> Bool {
        mayMatch(bytes: bytes) && regexMatches(text)
    }

    private func regexMatches(_ text: String) -> Bool {
        regex.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
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
