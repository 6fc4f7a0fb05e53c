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
    ///
    /// Read as UTF-8 bytes when that reads the same `Character`s the definition (`characterNormalizedLines`) reads:
    /// every character the rules look at (quotes, `/`, `*`, `\`, blanks, line breaks) is ASCII, so the bytes differ
    /// only where a non-ASCII scalar joins one of them into a larger `Character`, or is a line break itself.
    public static func normalizedLines(_ code: String) -> [String] {
        var code = code
        if let lines = code.withUTF8({ byteNormalizedLines($0) }) { return lines }
        return characterNormalizedLines(code)
    }

    /// `normalizedLines` on UTF-8 bytes; nil when a non-ASCII scalar joins a character the rules look at into one
    /// `Character` (a combining mark after a quote, a prepended mark before a slash), or the code holds a non-ASCII
    /// line break (U+0085, U+2028, U+2029). A comment in Chinese or Russian after `// ` reads as bytes.
    static func byteNormalizedLines(_ bytes: UnsafeBufferPointer<UInt8>) -> [String]? {
        @inline(__always) func isSpecial(_ byte: UInt8) -> Bool {
            switch byte {
            case 0x22, 0x2F, 0x2A, 0x5C, 0x20, 0x09, 0x0A, 0x0B, 0x0C, 0x0D: return true
            default: return false
            }
        }
        let count = bytes.count
        var index = 0
        while index < count {
            guard bytes[index] >= 0x80 else {
                index += 1
                continue
            }
            // One non-ASCII scalar: its bytes, and whether it stands next to a character the rules look at.
            var end = index + 1
            while end < count, bytes[end] & 0xC0 == 0x80 { end += 1 }
            guard let value = Self.scalar(UnsafeBufferPointer(rebasing: bytes[index..<end])) else { return nil }
            if value == "\u{85}" || value == "\u{2028}" || value == "\u{2029}" { return nil }
            if index > 0, isSpecial(bytes[index - 1]), ScalarJoining.joins(Unicode.Scalar(bytes[index - 1]), value) { return nil }
            if end < count, isSpecial(bytes[end]), ScalarJoining.joins(value, Unicode.Scalar(bytes[end])) { return nil }
            index = end
        }
        var result: [String] = []
        var inBlockComment = false
        var kept: [UInt8] = []
        var line: [UInt8] = []
        var start = 0
        while start <= count {
            var end = start
            while end < count, !(bytes[end] == 0x0A || bytes[end] == 0x0B || bytes[end] == 0x0C || bytes[end] == 0x0D) { end += 1 }
            // A CR LF pair ends one line in the definition; here it ends a line and an empty one, which is dropped.
            kept.removeAll(keepingCapacity: true)
            var inString = false
            var previous: UInt8 = 0x20
            var index = start
            while index < end {
                let byte = bytes[index]
                let following: UInt8? = index + 1 < end ? bytes[index + 1] : nil
                if inBlockComment {
                    if byte == 0x2A && following == 0x2F {
                        inBlockComment = false
                        index += 2
                        continue
                    }
                } else if inString {
                    kept.append(byte)
                    if byte == 0x22 && previous != 0x5C { inString = false }
                } else if byte == 0x2F && following == 0x2F {
                    break
                } else if byte == 0x2F && following == 0x2A {
                    inBlockComment = true
                    index += 2
                    continue
                } else {
                    if byte == 0x22 { inString = true }
                    kept.append(byte)
                }
                previous = byte
                index += 1
            }
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
            start = end + 1
        }
        return result
    }

    /// The scalar of one UTF-8 sequence, nil when it is not one.
    private static func scalar(_ bytes: UnsafeBufferPointer<UInt8>) -> Unicode.Scalar? {
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        guard case .scalarValue(let scalar) = decoder.decode(&iterator), iterator.next() == nil else { return nil }
        return scalar
    }

    /// The definition of `normalizedLines`, by `Character`.
    static func characterNormalizedLines(_ code: String) -> [String] {
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
