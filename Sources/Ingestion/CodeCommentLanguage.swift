import DocumentModel
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The natural language of a code block's comments (`// …`, `/* … */`, ` * …`), which is what
/// `Block.language` means for code: nil when the code has no comment prose to judge.
enum CodeCommentLanguage {
    static func language(of code: String) -> Language? {
        var code = code
        let prose: [UInt8] = code.withUTF8 { utf8 in
            var prose: [UInt8] = []
            guard let base = utf8.baseAddress else { return prose }
            let count = utf8.count
            var lineStart = 0
            while lineStart <= count {
                let lineEnd = lineStart == count ? count
                    : memchr(base + lineStart, 0x0A, count - lineStart).map { UnsafeRawPointer(base).distance(to: UnsafeRawPointer($0)) } ?? count
                if let comment = commentStart(utf8, lineStart, lineEnd) {
                    prose.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[comment..<lineEnd]))
                    prose.append(0x20)
                }
                lineStart = lineEnd + 1
            }
            return prose
        }
        // Drop comment markers and blanks at the ends.
        let text = String(decoding: prose, as: UTF8.self).trimmed(" */")
        guard !text.isEmpty else { return nil }
        let language = LanguageIdentifier.identify(text)
        return language == .und ? nil : language
    }

    /// Where the comment prose of line `start..<end` begins, nil when the line has none.
    /// A line comment is `//` not preceded by `:` (so `https://` is not one); a block-comment
    /// line starts with `/*` or `*`.
    private static func commentStart(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Int? {
        guard start < end else { return nil }
        var index = start
        while index < end, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 }
        guard index < end else { return nil }
        if bytes[index] == 0x2A { return index + 1 }   // " * continued block comment"
        if bytes[index] == 0x2F, index + 1 < end, bytes[index + 1] == 0x2A { return index + 2 }
        while index + 1 < end, let slash = memchr(bytes.baseAddress! + index, 0x2F, end - index - 1) {
            index = UnsafeRawPointer(bytes.baseAddress!).distance(to: UnsafeRawPointer(slash))
            if bytes[index + 1] == 0x2F, index == start || bytes[index - 1] != 0x3A { return index + 2 }
            index += 1
        }
        return nil
    }
}

extension StringProtocol {
    /// The string without leading and trailing whitespace or characters from `set` (no Foundation needed).
    func trimmed(_ set: String = "") -> String {
        let isTrimmed: (Character) -> Bool = { set.contains($0) || $0.isWhitespace }
        guard let first = firstIndex(where: { !isTrimmed($0) }),
              let last = lastIndex(where: { !isTrimmed($0) }) else { return "" }
        return String(self[first...last])
    }
}
