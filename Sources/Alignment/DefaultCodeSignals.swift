import CodeLexer
import DocumentModel

// MARK: - Default code signals

/// Code signals computed without the classifier: a fingerprint of the normalised code and its identifiers.
///
/// Normalisation drops comments (a translator may translate them; the code stays the same) and collapses
/// whitespace (re-indentation is not a change), so two copies of one sample get one fingerprint.
public enum DefaultCodeSignals {
    /// The signals of one code block (the `CodeSignalExtractor` alignment uses by default).
    @Sendable public static func extract(_ block: Block) -> CodeSignals {
        extract(code: block.text)
    }

    /// The signals of a code block's text. String literals are blanked in the fingerprint: translators
    /// translate button titles and log messages, and that alone does not make a copy stale.
    public static func extract(code: String) -> CodeSignals {
        let blanked = normalizedLines(code).map(blankingStrings)
        let identifiers = Set(blanked.flatMap { CodeTokens.identifiers(in: $0) })
            .filter { $0.count >= 3 && !CodeTokens.keywords.contains($0) }
        let fingerprint = StableHash.hex(blanked.joined(separator: "\n"))
        return CodeSignals(fingerprint: fingerprint, apiNames: identifiers)
    }

    /// A normalized line (`normalizedLines`) with the contents of every double-quoted string removed
    /// (`"Tap Me"` → `""`). Read by `CodeTokenizer` with the fingerprints' rules; a normalized line has no
    /// comments left, and a comment in another line is dropped too.
    public static func blankingStrings(_ line: String) -> String {
        var tokenizer = CodeTokenizer(rules: .fingerprinting)
        return tokenizer.code(ofLine: line)
    }

    /// The code's non-blank lines with comments removed and runs of spaces and tabs collapsed to one space.
    ///
    /// Comments and strings are `CodeTokenizer`'s with `LexingRules.fingerprinting` (the C-family forms Swift
    /// and Objective-C share; a quote after a backslash does not close a string). Lines end at every line
    /// break Swift knows (LF, VT, FF, CR, CR LF, NEL, LS, PS), as splitting by `Character.isNewline` did.
    public static func normalizedLines(_ code: String) -> [String] {
        var code = code
        return code.withUTF8 { bytes -> [String] in
            var result: [String] = []
            var tokenizer = CodeTokenizer(rules: .fingerprinting)
            var kept: [UInt8] = []
            var line: [UInt8] = []
            let count = bytes.count
            var start = 0
            while start <= count {
                var end = start
                var breakWidth = 1
                while end < count {
                    let byte = bytes[end]
                    if byte == 0x0A || byte == 0x0B || byte == 0x0C || byte == 0x0D { break }
                    if byte == 0xC2, end + 1 < count, bytes[end + 1] == 0x85 { breakWidth = 2; break }
                    if byte == 0xE2, end + 2 < count, bytes[end + 1] == 0x80, bytes[end + 2] == 0xA8 || bytes[end + 2] == 0xA9 {
                        breakWidth = 3
                        break
                    }
                    end += 1
                }
                // The line without its comments (strings kept whole).
                let raw = UnsafeBufferPointer(rebasing: bytes[start..<end])
                kept.removeAll(keepingCapacity: true)
                var position = 0
                var copied = 0
                while let token = tokenizer.next(in: raw, at: &position) {
                    guard token.isComment else { continue }
                    kept.append(contentsOf: UnsafeBufferPointer(rebasing: raw[copied..<token.start]))
                    copied = token.end
                }
                kept.append(contentsOf: UnsafeBufferPointer(rebasing: raw[copied..<raw.count]))
                // Runs of spaces and tabs become one space; blanks at either end go.
                line.removeAll(keepingCapacity: true)
                var pendingSpace = false
                for byte in kept {
                    if byte == 0x20 || byte == 0x09 {
                        pendingSpace = !line.isEmpty
                    } else {
                        if pendingSpace { line.append(0x20) }
                        pendingSpace = false
                        line.append(byte)
                    }
                }
                if !line.isEmpty { result.append(String(decoding: line, as: UTF8.self)) }
                start = end + breakWidth
            }
            return result
        }
    }
}
