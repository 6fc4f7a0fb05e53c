import DocumentModel

/// The natural language of a code block's comments (`// …`, `/* … */`, `# …`), which is what
/// `Block.language` means for code: nil when the code has no comment prose to judge.
enum CodeCommentLanguage {
    static func language(of code: String) -> Language? {
        var prose: [Substring] = []
        for line in code.split(separator: "\n", omittingEmptySubsequences: true) {
            let trimmed = line.drop(while: { $0 == " " || $0 == "\t" })
            if trimmed.hasPrefix("//") {
                prose.append(trimmed.dropFirst(2))
            } else if trimmed.hasPrefix("/*") || trimmed.hasPrefix("*") {
                prose.append(trimmed.drop(while: { $0 == "/" || $0 == "*" }))
            } else if let range = trimmed.firstRange(of: " // ") {
                // A trailing comment after code on the same line.
                prose.append(trimmed[range.upperBound...])
            }
        }
        let text = prose.joined(separator: " ").trimmed(" */")
        guard !text.isEmpty else { return nil }
        let language = LanguageIdentifier.identify(text)
        return language == .und ? nil : language
    }
}

extension StringProtocol {
    /// The string without leading and trailing characters from `set` (no Foundation needed).
    func trimmed(_ set: String = "") -> String {
        let isTrimmed: (Character) -> Bool = { set.contains($0) || $0.isWhitespace }
        guard let first = firstIndex(where: { !isTrimmed($0) }),
              let last = lastIndex(where: { !isTrimmed($0) }) else { return "" }
        return String(self[first...last])
    }
}
