import CodeLexer

/// Tracks brace depth across Swift source lines, ignoring braces inside strings and comments.
///
/// Only what the assembler needs to find top-level declarations: not a parser. Strings and comments are
/// Swift's as `CodeTokenizer` reads them (nested `/* */`, multi-line and raw strings, escapes).
struct BraceTracker {
    private(set) var depth = 0
    private var tokenizer = CodeTokenizer(rules: .swift)

    /// Depth before `line` is consumed, then consumes it.
    mutating func consume(_ line: String) -> Int {
        let before = depth
        var line = line
        line.withUTF8 { bytes in
            var position = 0
            while let token = tokenizer.next(in: bytes, at: &position) {
                guard token.kind == .punctuation else { continue }
                if bytes[token.start] == 0x7B { depth += 1 }
                if bytes[token.start] == 0x7D { depth = max(0, depth - 1) }
            }
        }
        return before
    }
}
