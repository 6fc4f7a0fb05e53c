// MARK: - What the line classifier looks at

/// The facts about one source line that the classification rules read, computed in one pass over its
/// bytes, together with the context-free verdict those rules give.
///
/// Plain data with no heap storage: a page has one of these per line, and ingestion must run at tens of
/// MB/s, so the bytes the rules read (the trimmed line, and the line with strings and comments cut out)
/// live only while the line is classified. Texts are cut back out of the line on demand.
struct LineClassifierFeatures {
    /// Leading spaces and tabs (a tab counts as one).
    var indent = 0
    /// Byte offsets of the line without leading and trailing whitespace.
    var trimmedStart = 0
    var trimmedEnd = 0
    /// Byte offset of a `//` or `/*` comment outside strings, -1 when none.
    var commentStart = -1
    /// Letters of a non-Latin script (Cyrillic, Devanagari, Han, kana, …) occur outside strings and comments.
    var hasNativeLetters = false
    /// Opening minus closing brackets `( [ {` outside strings and comments.
    var bracketDelta = 0
    /// Count of `( ) { } [ ] ; = < > * & | ^ \` outside strings and comments: punctuation prose rarely uses.
    var symbolCount = 0
    /// Whitespace-separated tokens.
    var wordCount = 0
    /// The verdict of the rule table on this line alone.
    var verdict = LineClassifier.Verdict(kind: .blank, rule: .blank)

    /// Classifies `line`; `scratch` is a buffer reused from line to line.
    init(_ line: String, scratch: inout [UInt8]) {
        if let done = line.utf8.withContiguousStorageIfAvailable({ bytes in
            LineClassifierFeatures(bytes: bytes, scratch: &scratch)
        }) {
            self = done
        } else {
            self = Array(line.utf8).withUnsafeBufferPointer { LineClassifierFeatures(bytes: $0, scratch: &scratch) }
        }
    }

    /// Classifies one line (convenience for single lines and tests).
    init(_ line: String) {
        var scratch: [UInt8] = []
        self.init(line, scratch: &scratch)
    }

    /// Classifies one line given as its UTF-8 bytes (terminator excluded).
    init(bytes: UnsafeBufferPointer<UInt8>, scratch: inout [UInt8]) {
        var start = 0
        var end = bytes.count
        while start < end, let width = LineClassifierFeatures.spaceWidth(bytes, at: start) { start += width }
        while end > start, let width = LineClassifierFeatures.trailingSpaceWidth(bytes, end: end) { end -= width }
        for index in 0..<start where bytes[index] == 0x20 || bytes[index] == 0x09 { indent += 1 }
        trimmedStart = start
        trimmedEnd = end
        let trimmed = UnsafeBufferPointer(rebasing: bytes[start..<end])

        // Pass 1: find the comment, count brackets and symbols outside strings, note what is not ASCII, count
        // words. One table load per byte; most bytes are class 0 and cost nothing more.
        var inString = false
        var hasString = false
        var nonASCII = false
        var codeEnd = trimmed.count
        var inWord = false
        var index = 0
        // Locals, written back after the loop: properties of `self` would be stored to memory on every byte.
        var words = 0
        var brackets = 0
        var symbols = 0
        LineClassifierFeatures.byteClasses.withUnsafeBufferPointer { classes in
            let count = trimmed.count
            while index < count {
                let byte = trimmed[index]
                let isSpace = byte == 0x20 || byte == 0x09
                if !isSpace && !inWord { words += 1 }
                inWord = !isSpace
                let kind = classes[Int(byte)]
                if kind == 0 { index += 1; continue }
                if inString {
                    if kind == 7 { index += 2; continue }                 // backslash escape
                    if kind == 4 { inString = false }
                    index += 1
                    continue
                }
                switch kind {
                case 1: brackets += 1; symbols += 1
                case 2: brackets -= 1; symbols += 1
                case 3, 7: symbols += 1
                case 4: inString = true; hasString = true
                case 5:
                    // "//" starts a comment unless it is the "://" of a URL.
                    if index + 1 < count {
                        let next = trimmed[index + 1]
                        if (next == 0x2F && (index == 0 || trimmed[index - 1] != 0x3A)) || next == 0x2A {
                            codeEnd = index
                        }
                    }
                default: nonASCII = true
                }
                if codeEnd < count { break }
                index += 1
            }
        }
        if codeEnd < trimmed.count { commentStart = start + codeEnd }
        bracketDelta = brackets
        symbolCount = symbols
        // Words of the comment, if the scan stopped there.
        while index < trimmed.count {
            let isSpace = trimmed[index] == 0x20 || trimmed[index] == 0x09
            if !isSpace && !inWord { words += 1 }
            inWord = !isSpace
            index += 1
        }
        wordCount = words

        // Pass 2, only for lines with string literals: copy the code without the strings' contents.
        // Every other line's code is a prefix of the trimmed line and needs no copy.
        if hasString {
            scratch.removeAll(keepingCapacity: true)
            var inString = false
            var position = 0
            while position < codeEnd {
                let byte = trimmed[position]
                if inString {
                    if byte == 0x5C { position += 2; continue }
                    if byte == 0x22 { inString = false; scratch.append(byte) }
                    position += 1
                    continue
                }
                if byte == 0x22 { inString = true }
                scratch.append(byte)
                position += 1
            }
            while let last = scratch.last, last == 0x20 || last == 0x09 { scratch.removeLast() }
            hasNativeLetters = nonASCII && scratch.withUnsafeBufferPointer(LineClassifierFeatures.containsNativeLetter)
            let features = self
            verdict = scratch.withUnsafeBufferPointer { LineClassifier.verdict(features, trimmed: trimmed, code: $0) }
        } else {
            while codeEnd > 0, trimmed[codeEnd - 1] == 0x20 || trimmed[codeEnd - 1] == 0x09 { codeEnd -= 1 }
            let code = UnsafeBufferPointer(rebasing: trimmed[0..<codeEnd])
            hasNativeLetters = nonASCII && LineClassifierFeatures.containsNativeLetter(code)
            verdict = LineClassifier.verdict(self, trimmed: trimmed, code: code)
        }
    }

    // MARK: - Texts cut back out of the line

    /// The line without leading and trailing whitespace.
    func trimmedText(_ line: String) -> String {
        guard trimmedEnd > trimmedStart else { return "" }
        return cut(line, trimmedStart, trimmedEnd)
    }

    /// The text of the line's comment without its markers, "" when it has none.
    func commentText(_ line: String) -> String {
        guard commentStart >= 0 else { return "" }
        var line = line
        return line.withUTF8 { String(decoding: commentBytes($0), as: UTF8.self) }
    }

    /// `trimmedText` of line `index` (0-based) of `source`, cut straight from the file's bytes.
    func trimmedText(in source: SourceText, line index: Int) -> String {
        guard trimmedEnd > trimmedStart else { return "" }
        return source.text(ofLine: index, from: trimmedStart, to: trimmedEnd)
    }

    /// `commentText` of line `index` (0-based) of `source`, cut straight from the file's bytes.
    func commentText(in source: SourceText, line index: Int) -> String {
        guard commentStart >= 0 else { return "" }
        return source.bytes.withUnsafeBufferPointer { file in
            let line = UnsafeBufferPointer(rebasing: file[source.lines.starts[index]..<source.lines.ends[index]])
            return String(decoding: commentBytes(line), as: UTF8.self)
        }
    }

    /// The comment's bytes within `line` (the line the features were computed from), markers removed.
    private func commentBytes(_ bytes: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8> {
        var start = commentStart + 2
        var end = trimmedEnd
        func isMarker(_ byte: UInt8) -> Bool { byte == 0x2F || byte == 0x2A || byte == 0x20 }
        while start < end, isMarker(bytes[start]) || bytes[start] == 0x21 { start += 1 }
        while end > start, isMarker(bytes[end - 1]) { end -= 1 }
        return UnsafeBufferPointer(rebasing: bytes[start..<end])
    }

    private func cut(_ line: String, _ start: Int, _ end: Int) -> String {
        var line = line
        return line.withUTF8 { String(decoding: UnsafeBufferPointer(rebasing: $0[start..<end]), as: UTF8.self) }
    }

    // MARK: - Byte helpers

    /// What pass 1 does with each byte: 0 nothing, 1 opening bracket, 2 closing bracket, 3 other symbol,
    /// 4 double quote, 5 slash, 6 non-ASCII, 7 backslash (a symbol, and an escape inside strings).
    private static let byteClasses: [UInt8] = {
        var classes = [UInt8](repeating: 0, count: 256)
        for byte in "([{".utf8 { classes[Int(byte)] = 1 }
        for byte in ")]}".utf8 { classes[Int(byte)] = 2 }
        for byte in ";=<>*&|^".utf8 { classes[Int(byte)] = 3 }
        classes[0x22] = 4
        classes[0x2F] = 5
        for byte in 0x80...0xFF { classes[byte] = 6 }
        classes[0x5C] = 7
        return classes
    }()

    /// A letter of a script other than Latin (and not a symbol such as `°` or `→`).
    ///
    /// Cyrillic, Devanagari and CJK letters are recognised from their UTF-8 lead bytes; anything else
    /// non-ASCII is decoded and its Unicode properties asked, which is slower but rare.
    static func containsNativeLetter(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var needsDecoding = false
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte < 0x80 { index += 1; continue }
            switch byte {
            case 0xD0...0xD3:                                            // U+0400–U+04FF Cyrillic
                return true
            case 0xE0 where index + 2 < bytes.count && (bytes[index + 1] == 0xA4 || bytes[index + 1] == 0xA5):
                // U+0900–U+097F Devanagari, except the dandas and digits (U+0964–U+096F).
                if !(bytes[index + 1] == 0xA5 && bytes[index + 2] >= 0xA4 && bytes[index + 2] <= 0xAF) { return true }
            case 0xE4...0xE9:                                            // U+4000–U+9FFF CJK ideographs
                return true
            default:
                needsDecoding = true
            }
            index += 1
        }
        guard needsDecoding else { return false }
        for scalar in String(decoding: bytes, as: UTF8.self).unicodeScalars where scalar.value >= 0x370 {
            if scalar.properties.isAlphabetic { return true }
        }
        return false
    }

    /// Width in bytes of the whitespace character at `index` (space, tab, NBSP, ideographic space, BOM), nil otherwise.
    static func spaceWidth(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int? {
        let byte = bytes[index]
        if byte == 0x20 || byte == 0x09 { return 1 }
        if byte == 0xC2, index + 1 < bytes.count, bytes[index + 1] == 0xA0 { return 2 }
        if byte == 0xE3, index + 2 < bytes.count, bytes[index + 1] == 0x80, bytes[index + 2] == 0x80 { return 3 }
        if byte == 0xEF, index + 2 < bytes.count, bytes[index + 1] == 0xBB, bytes[index + 2] == 0xBF { return 3 }
        return nil
    }

    /// Width in bytes of the whitespace character ending at `end`, nil when the line does not end in one.
    static func trailingSpaceWidth(_ bytes: UnsafeBufferPointer<UInt8>, end: Int) -> Int? {
        let byte = bytes[end - 1]
        if byte == 0x20 || byte == 0x09 { return 1 }
        if end >= 2, bytes[end - 2] == 0xC2, byte == 0xA0 { return 2 }
        if end >= 3, bytes[end - 3] == 0xE3, bytes[end - 2] == 0x80, byte == 0x80 { return 3 }
        if end >= 3, bytes[end - 3] == 0xEF, bytes[end - 2] == 0xBB, byte == 0xBF { return 3 }
        return nil
    }

    static func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A }
    static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
    static func isIdentifierStart(_ byte: UInt8) -> Bool { isLetter(byte) || byte == 0x5F }
    static func isIdentifier(_ byte: UInt8) -> Bool { isIdentifierStart(byte) || isDigit(byte) }
}
