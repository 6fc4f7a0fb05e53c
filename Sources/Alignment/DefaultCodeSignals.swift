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
        let lines = normalizedLines(code)
        let identifiers = Set(lines.flatMap { CodeTokens.identifiers(in: blankingStrings($0)) })
            .filter { $0.count >= 3 && !CodeTokens.keywords.contains($0) }
        let fingerprint = StableHash.hex(lines.map(blankingStrings).joined(separator: "\n"))
        return CodeSignals(fingerprint: fingerprint, apiNames: identifiers)
    }

    /// The line with the contents of every double-quoted string removed (`"Tap Me"` → `""`).
    public static func blankingStrings(_ line: String) -> String {
        var result = ""
        var inString = false
        var previous: Character = " "
        for character in line {
            if character == "\"" && (!inString || previous != "\\") {
                inString.toggle()
                result.append(character)
            } else if !inString {
                result.append(character)
            }
            previous = character
        }
        return result
    }

    /// The code's non-blank lines with comments removed and runs of whitespace collapsed to one space.
    public static func normalizedLines(_ code: String) -> [String] {
        var result: [String] = []
        var inBlockComment = false
        for rawLine in code.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
            var kept = ""
            var inString = false
            var previous: Character = " "
            var index = rawLine.startIndex
            while index < rawLine.endIndex {
                let character = rawLine[index]
                let next = rawLine.index(after: index)
                let following: Character? = next < rawLine.endIndex ? rawLine[next] : nil
                if inBlockComment {
                    if character == "*" && following == "/" {
                        inBlockComment = false
                        index = rawLine.index(after: next)
                        continue
                    }
                } else if inString {
                    kept.append(character)
                    if character == "\"" && previous != "\\" { inString = false }
                } else if character == "/" && following == "/" {
                    break
                } else if character == "/" && following == "*" {
                    inBlockComment = true
                    index = rawLine.index(after: next)
                    continue
                } else {
                    if character == "\"" { inString = true }
                    kept.append(character)
                }
                previous = character
                index = next
            }
            let collapsed = kept.split(whereSeparator: { $0 == " " || $0 == "\t" }).joined(separator: " ")
            if !collapsed.isEmpty { result.append(collapsed) }
        }
        return result
    }
}
