// MARK: - What the line classifier looks at

/// The facts about one source line that the classification rules read, computed in one pass over its bytes.
///
/// Works on UTF-8 bytes rather than `Character`s: ingestion must run at tens of MB/s, and every rule
/// only needs ASCII punctuation plus one question about non-ASCII text (is it a natural-language letter?).
struct LineClassifierFeatures {
    /// Leading spaces and tabs (a tab counts as one).
    let indent: Int
    /// The line without leading and trailing whitespace.
    let trimmed: [UInt8]
    /// `trimmed` with string-literal contents and any trailing `//` or `/*` comment removed, trailing
    /// whitespace dropped: the part of a code line that is code.
    let code: [UInt8]
    /// The text of a trailing or whole-line comment, "" when none.
    let comment: String
    /// Letters of a non-Latin script (Cyrillic, Devanagari, Han, kana, …) occur in `code`.
    let hasNativeLetters: Bool
    /// Opening minus closing brackets `( [ {` in `code`.
    let bracketDelta: Int
    /// Count of `( ) { } [ ] ; = < > * & | ^ \` in `code`: punctuation that prose rarely uses.
    let symbolCount: Int
    /// Whitespace-separated tokens in `trimmed`.
    let wordCount: Int

    init(_ line: String) {
        let bytes = Array(line.utf8)
        var start = 0
        var end = bytes.count
        while start < end, LineClassifierFeatures.isSpace(bytes, at: start) { start += LineClassifierFeatures.spaceWidth(bytes, at: start) }
        while end > start, LineClassifierFeatures.isTrailingSpace(bytes, end: end) { end -= LineClassifierFeatures.trailingSpaceWidth(bytes, end: end) }
        var indent = 0
        for index in 0..<start where bytes[index] == 0x20 || bytes[index] == 0x09 { indent += 1 }
        self.indent = indent
        let trimmed = Array(bytes[start..<end])
        self.trimmed = trimmed

        // Strip string contents and the comment; count brackets and symbols in what remains.
        var code: [UInt8] = []
        code.reserveCapacity(trimmed.count)
        var commentStart: Int? = nil
        var inString = false
        var index = 0
        var delta = 0
        var symbols = 0
        var nonASCII = false
        while index < trimmed.count {
            let byte = trimmed[index]
            if inString {
                if byte == 0x5C { index += 2; continue }          // backslash escape
                if byte == 0x22 { inString = false; code.append(byte) }
                index += 1
                continue
            }
            if byte == 0x22 { inString = true; code.append(byte); index += 1; continue }
            if byte == 0x2F, index + 1 < trimmed.count {
                let next = trimmed[index + 1]
                // "//" starts a comment unless it is the "://" of a URL.
                if (next == 0x2F && (index == 0 || trimmed[index - 1] != 0x3A)) || next == 0x2A {
                    commentStart = index
                    break
                }
            }
            switch byte {
            case 0x28, 0x5B, 0x7B: delta += 1; symbols += 1
            case 0x29, 0x5D, 0x7D: delta -= 1; symbols += 1
            case 0x3B, 0x3D, 0x3C, 0x3E, 0x2A, 0x26, 0x7C, 0x5E, 0x5C: symbols += 1
            default: if byte >= 0x80 { nonASCII = true }
            }
            code.append(byte)
            index += 1
        }
        while let last = code.last, last == 0x20 || last == 0x09 { code.removeLast() }
        self.code = code
        self.bracketDelta = delta
        self.symbolCount = symbols
        if let commentStart {
            var body = trimmed[(commentStart + 2)...]
            while let first = body.first, first == 0x2F || first == 0x2A || first == 0x20 || first == 0x21 { body = body.dropFirst() }
            while let last = body.last, last == 0x2F || last == 0x2A || last == 0x20 { body = body.dropLast() }
            self.comment = String(decoding: body, as: UTF8.self)
        } else {
            self.comment = ""
        }
        self.hasNativeLetters = nonASCII && LineClassifierFeatures.containsNativeLetter(code)

        var words = 0
        var inWord = false
        for byte in trimmed {
            let space = byte == 0x20 || byte == 0x09
            if !space && !inWord { words += 1 }
            inWord = !space
        }
        self.wordCount = words
    }

    // MARK: - Byte helpers

    /// A letter of a script other than Latin (and not a symbol such as `°` or `→`).
    static func containsNativeLetter(_ bytes: [UInt8]) -> Bool {
        for scalar in String(decoding: bytes, as: UTF8.self).unicodeScalars where scalar.value >= 0x370 {
            if scalar.properties.isAlphabetic { return true }
        }
        return false
    }

    static func isSpace(_ bytes: [UInt8], at index: Int) -> Bool {
        let byte = bytes[index]
        if byte == 0x20 || byte == 0x09 { return true }
        return spaceWidth(bytes, at: index) > 1
    }

    /// Width in bytes of the whitespace character at `index` (NBSP, ideographic space, BOM count too); 1 otherwise.
    static func spaceWidth(_ bytes: [UInt8], at index: Int) -> Int {
        let byte = bytes[index]
        if byte == 0xC2, index + 1 < bytes.count, bytes[index + 1] == 0xA0 { return 2 }
        if byte == 0xE3, index + 2 < bytes.count, bytes[index + 1] == 0x80, bytes[index + 2] == 0x80 { return 3 }
        if byte == 0xEF, index + 2 < bytes.count, bytes[index + 1] == 0xBB, bytes[index + 2] == 0xBF { return 3 }
        return 1
    }

    static func isTrailingSpace(_ bytes: [UInt8], end: Int) -> Bool {
        let byte = bytes[end - 1]
        if byte == 0x20 || byte == 0x09 { return true }
        return trailingSpaceWidth(bytes, end: end) > 1
    }

    static func trailingSpaceWidth(_ bytes: [UInt8], end: Int) -> Int {
        if end >= 2, bytes[end - 2] == 0xC2, bytes[end - 1] == 0xA0 { return 2 }
        if end >= 3, bytes[end - 3] == 0xE3, bytes[end - 2] == 0x80, bytes[end - 1] == 0x80 { return 3 }
        if end >= 3, bytes[end - 3] == 0xEF, bytes[end - 2] == 0xBB, bytes[end - 1] == 0xBF { return 3 }
        return 1
    }

    static func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A }
    static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
    static func isIdentifierStart(_ byte: UInt8) -> Bool { isLetter(byte) || byte == 0x5F }
    static func isIdentifier(_ byte: UInt8) -> Bool { isIdentifierStart(byte) || isDigit(byte) }
}
