/// Tracks brace depth across Swift source lines, ignoring braces inside strings and comments.
///
/// Only what the assembler needs to find top-level declarations: not a parser. Handles `//`
/// comments, nested `/* */` comments, "…" strings with escapes, and multi-line `"""` strings.
struct BraceTracker {
    private(set) var depth = 0
    private var blockCommentDepth = 0
    private var inMultilineString = false

    /// Depth before `line` is consumed, then consumes it.
    mutating func consume(_ line: String) -> Int {
        let before = depth
        let characters = Array(line)
        var index = 0
        var inString = false
        while index < characters.count {
            let character = characters[index]
            let next: Character? = index + 1 < characters.count ? characters[index + 1] : nil
            if blockCommentDepth > 0 {
                if character == "*" && next == "/" { blockCommentDepth -= 1; index += 2; continue }
                if character == "/" && next == "*" { blockCommentDepth += 1; index += 2; continue }
                index += 1
                continue
            }
            if inMultilineString {
                if line.dropFirst(index).hasPrefix("\"\"\"") { inMultilineString = false; index += 3; continue }
                index += 1
                continue
            }
            if inString {
                if character == "\\" { index += 2; continue }
                if character == "\"" { inString = false }
                index += 1
                continue
            }
            switch character {
            case "/" where next == "/":
                return before
            case "/" where next == "*":
                blockCommentDepth += 1
                index += 2
                continue
            case "\"":
                if line.dropFirst(index).hasPrefix("\"\"\"") {
                    inMultilineString = true
                    index += 3
                    continue
                }
                inString = true
            case "{":
                depth += 1
            case "}":
                depth = max(0, depth - 1)
            default:
                break
            }
            index += 1
        }
        return before
    }
}
