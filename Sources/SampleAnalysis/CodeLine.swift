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
    /// Swift and Objective-C share (`//`, `/* */`, `"…"` with escapes, Objective-C `@"…"`).
    static func lines(of text: String, firstLine: Int) -> [CodeLine] {
        var result: [CodeLine] = []
        var inBlockComment = false
        var braceDepth = 0
        var parenDepth = 0
        let rawLines = text.split(separator: "\n", omittingEmptySubsequences: false)
        for (offset, raw) in rawLines.enumerated() {
            let lineText = raw.hasSuffix("\r") ? String(raw.dropLast()) : String(raw)
            var code = ""
            var inString = false
            var index = lineText.startIndex
            while index < lineText.endIndex {
                let character = lineText[index]
                let next = lineText.index(after: index)
                let following: Character? = next < lineText.endIndex ? lineText[next] : nil
                if inBlockComment {
                    if character == "*" && following == "/" { inBlockComment = false; index = lineText.index(after: next); continue }
                    index = next
                    continue
                }
                if inString {
                    if character == "\\" { index = following == nil ? next : lineText.index(after: next); continue }
                    if character == "\"" { inString = false; code.append("\"") }
                    index = next
                    continue
                }
                if character == "/" && following == "/" { break }
                if character == "/" && following == "*" { inBlockComment = true; index = lineText.index(after: next); continue }
                if character == "\"" { inString = true; code.append("\"") ; index = next; continue }
                code.append(character)
                index = next
            }
            result.append(CodeLine(number: firstLine + offset, text: lineText, code: code,
                                   braceDepth: braceDepth, parenDepth: parenDepth))
            for character in code {
                switch character {
                case "{": braceDepth += 1
                case "}": braceDepth = max(0, braceDepth - 1)
                case "(", "[": parenDepth += 1
                case ")", "]": parenDepth = max(0, parenDepth - 1)
                default: break
                }
            }
        }
        return result
    }
}
