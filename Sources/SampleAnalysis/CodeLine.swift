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
    ///
    /// The rules are defined on `Character`s (`linesByCharacter`). Most code is ASCII, and in ASCII text with no
    /// carriage return every byte is one `Character`, so such lines are read byte by byte with the same rules;
    /// any other line goes through the `Character` rules (tests check that both give the same lines).
    static func lines(of text: String, firstLine: Int) -> [CodeLine] {
        // "\r\n" is one Character, which the byte reading would split: such text is read by Character throughout.
        if text.utf8.contains(0x0D) { return linesByCharacter(of: text, firstLine: firstLine) }
        var text = text
        return text.withUTF8 { bytes -> [CodeLine] in
            var result: [CodeLine] = []
            var inBlockComment = false
            var braceDepth = 0
            var parenDepth = 0
            var lineStart = 0
            var offset = 0
            var code: [UInt8] = []
            while lineStart <= bytes.count {
                var lineEnd = lineStart
                var isASCII = true
                while lineEnd < bytes.count, bytes[lineEnd] != 0x0A {
                    if bytes[lineEnd] >= 0x80 { isASCII = false }
                    lineEnd += 1
                }
                let line = UnsafeBufferPointer(rebasing: bytes[lineStart..<lineEnd])
                let lineText = String(decoding: line, as: UTF8.self)
                let stripped: String
                if isASCII {
                    code.removeAll(keepingCapacity: true)
                    stripASCII(line, into: &code, inBlockComment: &inBlockComment)
                    stripped = String(decoding: code, as: UTF8.self)
                } else {
                    stripped = strip(lineText, inBlockComment: &inBlockComment)
                }
                result.append(CodeLine(number: firstLine + offset, text: lineText, code: stripped,
                                       braceDepth: braceDepth, parenDepth: parenDepth))
                if isASCII {
                    countDepth(code, braceDepth: &braceDepth, parenDepth: &parenDepth)
                } else {
                    countDepth(stripped, braceDepth: &braceDepth, parenDepth: &parenDepth)
                }
                offset += 1
                lineStart = lineEnd + 1
            }
            return result
        }
    }

    /// `lines(of:firstLine:)` by its definition: every line read `Character` by `Character`.
    static func linesByCharacter(of text: String, firstLine: Int) -> [CodeLine] {
        var result: [CodeLine] = []
        var inBlockComment = false
        var braceDepth = 0
        var parenDepth = 0
        let rawLines = text.split(separator: "\n", omittingEmptySubsequences: false)
        for (offset, raw) in rawLines.enumerated() {
            let lineText = raw.hasSuffix("\r") ? String(raw.dropLast()) : String(raw)
            let code = strip(lineText, inBlockComment: &inBlockComment)
            result.append(CodeLine(number: firstLine + offset, text: lineText, code: code,
                                   braceDepth: braceDepth, parenDepth: parenDepth))
            countDepth(code, braceDepth: &braceDepth, parenDepth: &parenDepth)
        }
        return result
    }

    /// One line's code: comments removed, string contents emptied; `inBlockComment` carries a `/* */` across lines.
    private static func strip(_ lineText: String, inBlockComment: inout Bool) -> String {
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
        return code
    }

    /// `strip` for a line of ASCII bytes (each byte one `Character`), appending the code to `code`.
    private static func stripASCII(_ line: UnsafeBufferPointer<UInt8>, into code: inout [UInt8], inBlockComment: inout Bool) {
        let slash: UInt8 = 0x2F, star: UInt8 = 0x2A, quote: UInt8 = 0x22, backslash: UInt8 = 0x5C
        var inString = false
        var index = 0
        let count = line.count
        while index < count {
            let byte = line[index]
            let following: UInt8? = index + 1 < count ? line[index + 1] : nil
            if inBlockComment {
                if byte == star && following == slash { inBlockComment = false; index += 2; continue }
                index += 1
                continue
            }
            if inString {
                if byte == backslash { index += following == nil ? 1 : 2; continue }
                if byte == quote { inString = false; code.append(quote) }
                index += 1
                continue
            }
            if byte == slash && following == slash { break }
            if byte == slash && following == star { inBlockComment = true; index += 2; continue }
            if byte == quote { inString = true; code.append(quote); index += 1; continue }
            code.append(byte)
            index += 1
        }
    }

    /// The bracket depths after a line's code.
    private static func countDepth(_ code: String, braceDepth: inout Int, parenDepth: inout Int) {
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

    /// `countDepth` for ASCII code bytes.
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
