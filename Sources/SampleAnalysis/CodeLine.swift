import CodeLexer

/// One line of a sample prepared for the rules: its text, the code with comments and string contents removed,
/// and the bracket depth at its start.
struct CodeLine: Sendable {
    /// 1-based source line.
    var number: Int
    var text: String
    /// The text with comments removed and string literal contents emptied (`"Tap Me"` → `""`), so rules never
    /// match inside prose or Chinese comments.
    var code: String
    /// `{` depth before the line.
    var braceDepth: Int
    /// `(` and `[` depth before the line (a continuation line of a call has depth > 0).
    var parenDepth: Int
    /// Indices into `LanguageClassifier.markers` of the markers that fire on this line, once computed
    /// (the splitter and the classifier both score the same lines).
    var markerHits: [Int]? = nil

    var isBlank: Bool { text.allSatisfy { $0 == " " || $0 == "\t" || $0 == "\u{3000}" } }
    /// A line with nothing but a comment (or nothing) on it.
    var isCodeEmpty: Bool { code.allSatisfy { $0 == " " || $0 == "\t" } }
    /// At the outermost level: not inside a type, function or call.
    var isTopLevel: Bool { braceDepth == 0 && parenDepth == 0 }
    var trimmedCode: String {
        var slice = Substring(code)
        while let first = slice.first, first == " " || first == "\t" { slice = slice.dropFirst() }
        while let last = slice.last, last == " " || last == "\t" { slice = slice.dropLast() }
        return String(slice)
    }

    /// Splits `text` into lines numbered from `firstLine`, stripping comments and strings with the C-family rules
    /// Swift and Objective-C share (`//`, `/* */`, `"…"` with escapes, Objective-C `@"…"`): `CodeTokenizer` with
    /// `LexingRules.shared`, since the language is what the lines are about to decide.
    ///
    /// Lines end at line feeds that are a `Character` of their own: a line feed after a carriage return is
    /// one `Character` with it, and does not end the line (what splitting at "\n" by `Character` did; the
    /// readers hand over text with line feeds only). A carriage return at the very end is dropped.
    static func lines(of text: String, firstLine: Int) -> [CodeLine] {
        var text = text
        return text.withUTF8 { bytes -> [CodeLine] in
            var result: [CodeLine] = []
            var tokenizer = CodeTokenizer(rules: .shared)
            var braceDepth = 0
            var parenDepth = 0
            var lineStart = 0
            var offset = 0
            var code: [UInt8] = []
            while lineStart <= bytes.count {
                var lineEnd = lineStart
                while lineEnd < bytes.count, bytes[lineEnd] != 0x0A || (lineEnd > lineStart && bytes[lineEnd - 1] == 0x0D) {
                    lineEnd += 1
                }
                var textEnd = lineEnd
                if textEnd == bytes.count, textEnd > lineStart, bytes[textEnd - 1] == 0x0D { textEnd -= 1 }
                let line = UnsafeBufferPointer(rebasing: bytes[lineStart..<textEnd])
                code.removeAll(keepingCapacity: true)
                tokenizer.appendCode(ofLine: line, to: &code)
                result.append(
                    CodeLine(
                        number: firstLine + offset, text: String(decoding: line, as: UTF8.self),
                        code: String(decoding: code, as: UTF8.self),
                        braceDepth: braceDepth, parenDepth: parenDepth))
                countDepth(code, braceDepth: &braceDepth, parenDepth: &parenDepth)
                offset += 1
                lineStart = lineEnd + 1
            }
            return result
        }
    }

    /// The bracket depths after a line's code bytes.
    private static func countDepth(_ code: [UInt8], braceDepth: inout Int, parenDepth: inout Int) {
        for byte in code {
            switch byte {
            case 0x7B: braceDepth += 1
            case 0x7D: braceDepth = max(0, braceDepth - 1)
            case 0x28, 0x5B: parenDepth += 1
            case 0x29, 0x5D: parenDepth = max(0, parenDepth - 1)
            default: break
            }
        }
    }
}
