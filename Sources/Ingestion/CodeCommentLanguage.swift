import DocumentModel
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The natural language of a code block's comments (`// …`, `/* … */`, ` * …`), which is what
/// `Block.language` means for code: nil when the code has no comment prose to judge.
///
/// The comments are judged as one text: each comment's prose followed by a space, without the comment
/// markers and blanks at its two ends (trimmed by `Character`, as `trimmed(_:)` does).
enum CodeCommentLanguage {
    static func language(of code: String) -> Language? {
        var code = code
        return code.withUTF8 { language(ofUTF8: $0) }
    }

    /// `language(of:)` for the UTF-8 bytes of the code.
    ///
    /// Only a `/` or a `*` can start a comment, so the scan jumps from one such byte to the next and reads
    /// the rules of `commentStart` there. Each comment's evidence is added where it lies: evidence adds up, and the space that separates
    /// comments ends any word, so this counts what the joined text counts. Trimming removes only blanks,
    /// `*` and `/`, which count nothing, unless a combining mark joins a trimmed blank into one `Character`
    /// (then the trimmed text differs): when the first or last kept scalar can be such a mark, the joined
    /// text is built and trimmed as specified.
    static func language(ofUTF8 bytes: UnsafeBufferPointer<UInt8>) -> Language? {
        guard let base = bytes.baseAddress else { return nil }
        let count = bytes.count
        var evidence = LanguageEvidence()
        // The first and last scalars of the joined text that trimming keeps (nil: none seen yet).
        var first: Unicode.Scalar?
        var last: Unicode.Scalar?
        // The next byte to look at, the start of its line, and the line's first byte that is not a blank
        // (-1 until needed).
        var position = 0
        var lineStart = 0
        var firstNonBlank = -1
        // The next `/` and `*` at or after `position` (`count` when there is none).
        var slash = -1
        var star = -1
        while position < count {
            if slash < position { slash = find(0x2F, base, from: position, count) }
            if star < position { star = find(0x2A, base, from: position, count) }
            let marker = min(slash, star)
            guard marker < count else { break }
            // A newline between `position` and the marker starts a new line (found from the marker backwards:
            // a marker can stand far into the code, past many lines).
            if let newline = lastNewline(base, from: position, to: marker) {
                lineStart = newline + 1
                firstNonBlank = -1
            }
            if firstNonBlank < 0 {
                firstNonBlank = lineStart
                while base[firstNonBlank] == 0x20 || base[firstNonBlank] == 0x09 { firstNonBlank += 1 }  // stops at the marker
            }
            // The rules of `commentStart`, read at the marker: `*` or `/*` first on the line, or `//` anywhere
            // not after `:`.
            let next: UInt8 = marker + 1 < count ? base[marker + 1] : 0
            let comment: Int
            if marker == firstNonBlank, base[marker] == 0x2A {
                comment = marker + 1
            } else if marker == firstNonBlank, next == 0x2A || next == 0x2F {
                comment = marker + 2
            } else if marker > firstNonBlank, base[marker] == 0x2F, next == 0x2F, base[marker - 1] != 0x3A {
                comment = marker + 2
            } else {
                position = marker + 1
                continue
            }
            let lineEnd = find(0x0A, base, from: comment, count)
            if comment < lineEnd {
                let prose = UnsafeBufferPointer(start: base + comment, count: lineEnd - comment)
                evidence.add(utf8: prose)
                if first == nil { first = firstKept(prose) }
                if let scalar = lastKept(prose) { last = scalar }
            }
            position = lineEnd + 1
            lineStart = position
            firstNonBlank = -1
        }
        guard let first, let last else { return nil }
        if mayJoinPrevious(first) || mayJoinPrevious(last) { return joinedLanguage(bytes) }
        let language = evidence.language
        return language == .und ? nil : language
    }

    // MARK: - Finding comments

    /// The offset of the first `byte` in `base[from..<count]`, `count` when there is none.
    @inline(__always)
    private static func find(_ byte: UInt8, _ base: UnsafePointer<UInt8>, from start: Int, _ count: Int) -> Int {
        guard start < count, let found = memchr(base + start, Int32(byte), count - start) else { return count }
        return UnsafeRawPointer(base).distance(to: UnsafeRawPointer(found))
    }

    /// The offset of the last LF in `base[from..<to]`, nil when there is none: eight bytes at a time, from the end.
    static func lastNewline(_ base: UnsafePointer<UInt8>, from: Int, to: Int) -> Int? {
        var end = to
        while end - from >= 8 {
            let x = UnsafeRawPointer(base + end - 8).loadUnaligned(as: UInt64.self) ^ 0x0A0A_0A0A_0A0A_0A0A
            // The high bit of each lane that was an LF, and no other bit (exact: no carries between lanes).
            let low7: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
            let newlines = ~(((x & low7) &+ low7) | x | low7)
            if newlines != 0 { return end - 8 + (63 - newlines.leadingZeroBitCount) >> 3 }
            end -= 8
        }
        while end > from {
            end -= 1
            if base[end] == 0x0A { return end }
        }
        return nil
    }

    /// Where the comment prose of line `start..<end` begins, nil when the line has none.
    /// A line comment is `//` not preceded by `:` (so `https://` is not one); a block-comment
    /// line starts with `/*` or `*`.
    private static func commentStart(_ bytes: UnsafePointer<UInt8>, _ start: Int, _ end: Int) -> Int? {
        guard start < end else { return nil }
        var index = start
        while index < end, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 }
        guard index < end else { return nil }
        if bytes[index] == 0x2A { return index + 1 }  // " * continued block comment"
        if bytes[index] == 0x2F, index + 1 < end, bytes[index + 1] == 0x2A { return index + 2 }
        while index + 1 < end, let slash = memchr(bytes + index, 0x2F, end - index - 1) {
            index = UnsafeRawPointer(bytes).distance(to: UnsafeRawPointer(slash))
            if bytes[index + 1] == 0x2F, index == start || bytes[index - 1] != 0x3A { return index + 2 }
            index += 1
        }
        return nil
    }

    // MARK: - Trimming

    /// Whether trimming removes the scalar: a blank (any White_Space scalar), `*` or `/`.
    @inline(__always)
    private static func isTrimmed(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value < 0x80 { return value == 0x20 || value == 0x2A || value == 0x2F || (value >= 0x09 && value <= 0x0D) }
        return scalar.properties.isWhitespace
    }

    /// The first scalar of valid UTF-8 `prose` that trimming keeps, nil when it keeps none.
    private static func firstKept(_ prose: UnsafeBufferPointer<UInt8>) -> Unicode.Scalar? {
        var iterator = prose.makeIterator()
        var decoder = UTF8()
        while case .scalarValue(let scalar) = decoder.decode(&iterator) {
            if !isTrimmed(scalar) { return scalar }
        }
        return nil
    }

    /// The last scalar of valid UTF-8 `prose` that trimming keeps, nil when it keeps none.
    private static func lastKept(_ prose: UnsafeBufferPointer<UInt8>) -> Unicode.Scalar? {
        var end = prose.count
        while end > 0 {
            var start = end - 1
            while start > 0, prose[start] & 0xC0 == 0x80 { start -= 1 }
            var iterator = UnsafeBufferPointer(rebasing: prose[start..<end]).makeIterator()
            var decoder = UTF8()
            guard case .scalarValue(let scalar) = decoder.decode(&iterator) else { return nil }
            if !isTrimmed(scalar) { return scalar }
            end = start
        }
        return nil
    }

    /// Whether `scalar` may belong to the `Character` of the scalar before it (a combining mark, a spacing
    /// mark, a joiner): then a trimmed blank before it takes it along. Scalars of the scripts the corpus is
    /// written in are answered without asking; the ranges are checked against the `Character` rules by the
    /// tests.
    static func mayJoinPrevious(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value < 0x300 { return false }  // ASCII, Latin-1, Latin Extended
        if ScalarJoining.isKnownBase(value) { return false }
        var pair = " "
        pair.unicodeScalars.append(scalar)
        return pair.count == 1
    }

    // MARK: - The comments joined as text

    /// The language of the comments joined and trimmed by `Character`: the definition, used when a
    /// combining mark stands where the trimming stops.
    private static func joinedLanguage(_ utf8: UnsafeBufferPointer<UInt8>) -> Language? {
        var prose: [UInt8] = []
        guard let base = utf8.baseAddress else { return nil }
        let count = utf8.count
        var lineStart = 0
        while lineStart <= count {
            let lineEnd = find(0x0A, base, from: lineStart, count)
            if let comment = commentStart(base, lineStart, lineEnd) {
                prose.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[comment..<lineEnd]))
                prose.append(0x20)
            }
            lineStart = lineEnd + 1
        }
        // Drop comment markers and blanks at the ends.
        let text = String(decoding: prose, as: UTF8.self).trimmed(" */")
        guard !text.isEmpty else { return nil }
        let language = LanguageIdentifier.identify(text)
        return language == .und ? nil : language
    }
}

extension StringProtocol {
    /// The string without leading and trailing whitespace or characters from `set` (no Foundation needed).
    func trimmed(_ set: String = "") -> String {
        let isTrimmed: (Character) -> Bool = { set.contains($0) || $0.isWhitespace }
        guard let first = firstIndex(where: { !isTrimmed($0) }),
            let last = lastIndex(where: { !isTrimmed($0) })
        else { return "" }
        return String(self[first...last])
    }
}
