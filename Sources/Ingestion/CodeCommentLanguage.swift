import CodeLexer
import DocumentModel
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The natural language of a code block's comments, which is what `Block.language` means for code: nil
/// when the code has no comment prose to judge.
///
/// The comments are the comment tokens CodeLexer reads (`LexingRules.classifying`: the forms Swift and
/// Objective-C share, `//` after `:` a URL's, a block comment carried from line to line), judged as one text:
/// each comment's prose (without `//`, `/*` and `*/`) followed by a space, without the comment markers and
/// blanks at the two ends of that text (trimmed by `Character`, as `trimmed(_:)` does).
enum CodeCommentLanguage {
    static func language(of code: String) -> Language? {
        var code = code
        return code.withUTF8 { language(ofUTF8: $0) }
    }

    /// `language(of:)` for the UTF-8 bytes of the code.
    ///
    /// Each comment's evidence is added where it lies: evidence adds up, and the space that separates
    /// comments ends any word, so this counts what the joined text counts. Trimming removes only blanks,
    /// `*` and `/`, which count nothing, unless a combining mark joins a trimmed blank into one `Character`
    /// (then the trimmed text differs): when the first or last kept scalar can be such a mark, the joined
    /// text is built and trimmed as specified.
    static func language(ofUTF8 bytes: UnsafeBufferPointer<UInt8>) -> Language? {
        var evidence = LanguageEvidence()
        // The first and last scalars of the joined text that trimming keeps (nil: none seen yet).
        var first: Unicode.Scalar?
        var last: Unicode.Scalar?
        forEachCommentProse(bytes) { prose in
            evidence.add(utf8: prose)
            if first == nil { first = firstKept(prose) }
            if let scalar = lastKept(prose) { last = scalar }
        }
        guard let first, let last else { return nil }
        if mayJoinPrevious(first) || mayJoinPrevious(last) { return joinedLanguage(bytes) }
        let language = evidence.language
        return language == .und ? nil : language
    }

    // MARK: - Finding comments

    /// How code is read for its comments: its language is not known yet.
    static let rules = LexingRules.classifying

    /// Calls `body` with the prose of each comment token of `bytes` that has any, in order: a line comment
    /// after its `//`, a block comment's part on one line without the `/*` it opens with and the `*/` it
    /// closes with there.
    static func forEachCommentProse(_ bytes: UnsafeBufferPointer<UInt8>, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        guard let base = bytes.baseAddress else { return }
        let count = bytes.count
        var tokenizer = CodeTokenizer(rules: rules)
        var lineStart = 0
        while lineStart < count {
            let lineEnd = find(0x0A, base, from: lineStart, count)
            let line = UnsafeBufferPointer(start: base + lineStart, count: lineEnd - lineStart)
            var position = 0
            while let token = tokenizer.nextLiteralOrComment(in: line, at: &position) {
                guard token.kind == .lineComment || token.kind == .blockComment else { continue }
                let start = token.isContinued ? token.start : token.start + 2
                let end = token.kind == .blockComment && token.isClosed ? token.end - 2 : token.end
                if start < end { body(UnsafeBufferPointer(rebasing: line[start..<end])) }
            }
            lineStart = lineEnd + 1
        }
    }

    /// The offset of the first `byte` in `base[from..<count]`, `count` when there is none.
    @inline(__always)
    private static func find(_ byte: UInt8, _ base: UnsafePointer<UInt8>, from start: Int, _ count: Int) -> Int {
        guard start < count, let found = memchr(base + start, Int32(byte), count - start) else { return count }
        return UnsafeRawPointer(base).distance(to: UnsafeRawPointer(found))
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
        forEachCommentProse(utf8) { comment in
            prose.append(contentsOf: comment)
            prose.append(0x20)
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
