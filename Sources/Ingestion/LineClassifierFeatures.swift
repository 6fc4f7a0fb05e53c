import CodeLexer

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
        // Spaces and tabs (the indentation of code) byte by byte; the wider blanks through `spaceWidth`.
        while start < end {
            if bytes[start] == 0x20 || bytes[start] == 0x09 {
                indent += 1
                start += 1
            } else if let width = LineClassifierFeatures.spaceWidth(bytes, at: start) {
                start += width
            } else {
                break
            }
        }
        while end > start, let width = LineClassifierFeatures.trailingSpaceWidth(bytes, end: end) { end -= width }
        trimmedStart = start
        trimmedEnd = end
        let trimmed = UnsafeBufferPointer(rebasing: bytes[start..<end])

        // Pass 1: count words, brackets and symbols over the whole line, and the bytes CodeLexer marks as
        // possibly opening a literal or a comment; only a line with such a byte is read by the tokenizer
        // (`LexingRules.classifying`: the forms Swift and Objective-C share, and `://` is a URL's), and what
        // its strings and its comment added is taken back.
        var highBits: UInt64 = 0
        var words = LineClassifierFeatures.countWords(trimmed, highBits: &highBits)
        var codeEnd = trimmed.count
        var hasString = false
        // Locals, written back after the loop: properties of `self` would be stored to memory on every byte.
        var counts = Counts()
        LineClassifierFeatures.byteWeights.withUnsafeBufferPointer { weights in
            LineClassifierFeatures.count(weights, trimmed, 0, trimmed.count, sign: 1, into: &counts)
            guard counts.marks > 0 else { return }
            var tokenizer = CodeTokenizer(rules: LineClassifierFeatures.rules)
            var position = 0
            while let token = tokenizer.nextLiteralOrComment(in: trimmed, at: &position) {
                if token.kind == .lineComment || token.kind == .blockComment {
                    codeEnd = token.start
                    LineClassifierFeatures.count(weights, trimmed, codeEnd, trimmed.count, sign: -1, into: &counts)
                    break
                }
                hasString = true
                LineClassifierFeatures.count(weights, trimmed, token.start, token.end, sign: -1, into: &counts)
                // A word goes on after an escaped space or tab.
                for backslash in tokenizer.escapingBackslashes(of: token, in: trimmed) {
                    let count = trimmed.count
                    if backslash + 2 < count, trimmed[backslash + 1] == 0x20 || trimmed[backslash + 1] == 0x09,
                        trimmed[backslash + 2] != 0x20, trimmed[backslash + 2] != 0x09
                    {
                        words -= 1
                    }
                }
            }
        }
        let opens = counts.opens, closes = counts.closes, symbols = counts.symbols
        if codeEnd < trimmed.count { commentStart = start + codeEnd }
        bracketDelta = opens - closes
        symbolCount = symbols
        wordCount = words
        let nonASCII = highBits & 0x8080_8080_8080_8080 != 0

        // Pass 2, only for lines with string literals: the code without the strings' contents, as the
        // tokenizer cuts it. Every other line's code is a prefix of the trimmed line and needs no copy.
        if hasString {
            scratch.removeAll(keepingCapacity: true)
            var cutter = CodeTokenizer(rules: LineClassifierFeatures.rules)
            cutter.appendCode(ofLine: UnsafeBufferPointer(rebasing: trimmed[0..<codeEnd]), to: &scratch)
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

    /// How lines are read for comments and literals before their language is known.
    static let rules = LexingRules.classifying

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

    /// The bytes of `commentText` of line `index` (0-based) of `source`, as a slice of the file; nil when
    /// the line has no comment.
    func commentBytes(in source: SourceText, line index: Int) -> ArraySlice<UInt8>? {
        guard commentStart >= 0 else { return nil }
        let lineStart = source.lines.starts[index]
        let range = source.bytes.withUnsafeBufferPointer { file -> Range<Int> in
            let line = UnsafeBufferPointer(rebasing: file[lineStart..<source.lines.ends[index]])
            let comment = commentBytes(line)
            let start = line.baseAddress.map { comment.baseAddress.map($0.distance) ?? 0 } ?? 0
            return (lineStart + start)..<(lineStart + start + comment.count)
        }
        return source.bytes[range]
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

    /// What pass 1 adds up for each byte, in 16-bit lanes: opening brackets `( [ {` (lane 0), closing
    /// brackets (lane 1), symbols `( ) { } [ ] ; = < > * & | ^ \` (lane 2), and the bytes that may open a
    /// literal or a comment under `rules` (lane 3: `CodeTokenizer.mayOpenLiteral`; a line without one is not lexed).
    private static let byteWeights: [UInt64] = {
        var weights = [UInt64](repeating: 0, count: 256)
        let open: UInt64 = 1, close: UInt64 = 1 << 16, symbol: UInt64 = 1 << 32, mark: UInt64 = 1 << 48
        for byte in "([{".utf8 { weights[Int(byte)] = open | symbol }
        for byte in ")]}".utf8 { weights[Int(byte)] = close | symbol }
        for byte in ";=<>*&|^\\".utf8 { weights[Int(byte)] = symbol }
        for byte in 0...255 where CodeTokenizer.mayOpenLiteral(UInt8(byte), rules: rules) { weights[byte] |= mark }
        return weights
    }()

    /// What pass 1 adds up.
    private struct Counts {
        var opens = 0, closes = 0, symbols = 0, marks = 0
    }

    /// Adds the counts of `bytes[start..<end]` to `counts` (`sign` -1 takes them away), eight bytes at a
    /// time: a chunk's lanes hold at most 8 each, so no lane carries into the next.
    @inline(__always)
    private static func count(
        _ weights: UnsafeBufferPointer<UInt64>, _ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int,
        sign: Int, into counts: inout Counts
    ) {
        guard let base = bytes.baseAddress else { return }
        var index = start
        var opens = 0, closes = 0, symbols = 0, marks = 0
        while index < end {
            var chunk: UInt64 = 0
            if index + 8 <= end {
                for offset in 0..<8 { chunk &+= weights[Int(base[index + offset])] }
                index += 8
            } else {
                chunk = weights[Int(base[index])]
                index += 1
            }
            opens &+= Int(truncatingIfNeeded: chunk & 0xFFFF)
            closes &+= Int(truncatingIfNeeded: (chunk >> 16) & 0xFFFF)
            symbols &+= Int(truncatingIfNeeded: (chunk >> 32) & 0xFFFF)
            marks &+= Int(truncatingIfNeeded: chunk >> 48)
        }
        counts.opens &+= sign &* opens
        counts.closes &+= sign &* closes
        counts.symbols &+= sign &* symbols
        counts.marks &+= sign &* marks
    }

    /// Whitespace-separated tokens of `bytes` (space and tab separate), eight bytes at a time; ORs every
    /// byte into `highBits`.
    static func countWords(_ bytes: UnsafeBufferPointer<UInt8>, highBits: inout UInt64) -> Int {
        guard let base = bytes.baseAddress else { return 0 }
        /// The high bit of each byte of `value` that is zero, and nothing else (exact, no carries across bytes).
        @inline(__always) func zeroBytes(_ value: UInt64) -> UInt64 {
            let low7: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
            return ~(((value & low7) &+ low7) | value | low7)
        }
        let count = bytes.count
        var words = 0
        var index = 0
        var inWord: UInt64 = 0
        while index + 8 <= count {
            let chunk = UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
            highBits |= chunk
            let spaces = zeroBytes(chunk ^ 0x2020_2020_2020_2020) | zeroBytes(chunk ^ 0x0909_0909_0909_0909)
            let nonSpace = ~spaces & 0x8080_8080_8080_8080
            // A word starts at a non-space byte whose predecessor (the previous chunk's last, for the first) is a space.
            // The starts are one bit per byte: multiplying by 0x0101…01 adds them up in the top byte (a population
            // count without the POPCNT instruction, which the baseline x86-64 target lacks).
            let starts = (nonSpace & ~((nonSpace << 8) | (inWord << 7))) >> 7
            words &+= Int(truncatingIfNeeded: (starts &* 0x0101_0101_0101_0101) >> 56)
            inWord = nonSpace >> 63
            index += 8
        }
        while index < count {
            let byte = base[index]
            highBits |= UInt64(byte)
            let nonSpace: UInt64 = byte == 0x20 || byte == 0x09 ? 0 : 1
            words &+= Int(truncatingIfNeeded: nonSpace & ~inWord)
            inWord = nonSpace
            index += 1
        }
        return words
    }

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
            case 0xD0...0xD3:  // U+0400–U+04FF Cyrillic
                return true
            case 0xE0 where index + 2 < bytes.count && (bytes[index + 1] == 0xA4 || bytes[index + 1] == 0xA5):
                // U+0900–U+097F Devanagari, except the dandas and digits (U+0964–U+096F).
                if !(bytes[index + 1] == 0xA5 && bytes[index + 2] >= 0xA4 && bytes[index + 2] <= 0xAF) { return true }
            case 0xE4...0xE9:  // U+4000–U+9FFF CJK ideographs
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
