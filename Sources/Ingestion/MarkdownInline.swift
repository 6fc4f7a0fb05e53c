import CLibXML2
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Markdown's inline markup read as the text a reader sees (CommonMark 0.31, section 6): what the Markdown
/// reader gives as the text of headings, paragraphs, lists, quotes and label lines.
///
/// The same content gives the same text as the HTML reader gives for its HTML rendering: emphasis and strong
/// markers go (`**Swift**` → `Swift`, as `<strong>Swift</strong>`); a code span keeps its content verbatim,
/// only its backticks go (as `<code>`), so an identifier in it is a word like any other for search; a link
/// keeps its text, an autolink its address (the text `<a href>` shows); an image in running text goes whole,
/// alt text included, because the HTML reader drops an `<img>` in prose (its alt is an attribute, not text of
/// the flow); inline HTML tags go and leave their text, `<br>` a line break; entities are decoded with
/// libxml2's table, the one the HTML reader decodes with (`&nbsp;` a space, as there). Backslash escapes give
/// their character. Anything that is not markup by these rules stays as written: no text is lost.
///
/// Two choices where pages differ from the spec's reader: a tag is HTML only when its name is a lowercase HTML
/// inline element (`Array<String>` and `<T>` in prose are generics an author forgot to quote, not tags to
/// hide); a `*` run between two digits is arithmetic (`2*3*4`), not emphasis.
///
/// The block's source range is not this text's business: the readers keep the range of the lines as written.
enum MarkdownInline {
    /// `text` with its inline markup read; `references` are the page's link reference definitions by
    /// `normalizedLabel`, deciding whether `[text][label]` and `[text]` are links.
    static func text(_ text: String, references: [String: String] = [:]) -> String {
        // Most paragraphs hold no byte that can start markup: they are returned as they are, without copying.
        guard mayHoldMarkup(text) else { return text }
        var renderer = Renderer(source: Array(text.utf8), references: references)
        renderer.run()
        return String(decoding: renderer.output(), as: UTF8.self)
    }

    /// A link label as the page's definitions are looked up by: case-folded, inner whitespace runs as one space,
    /// trimmed (CommonMark 4.7).
    static func normalizedLabel<S: StringProtocol>(_ label: S) -> String {
        label.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" })
            .joined(separator: " ").lowercased()
    }

    /// Whether `text` holds a byte that can start markup; without one it is plain text. Asked of every
    /// paragraph, heading and list of a page: one `memchr` per byte, which libc runs a vector at a time (a
    /// byte loop testing `isMarkupStart` cost thirty instructions a byte; the seven passes cost under one).
    static func mayHoldMarkup(_ text: String) -> Bool {
        if let found = text.utf8.withContiguousStorageIfAvailable({ bytes -> Bool in
            guard let base = bytes.baseAddress, !bytes.isEmpty else { return false }
            for byte: Int32 in [0x60, 0x5F, 0x2A, 0x5B, 0x3C, 0x26, 0x5C] where memchr(base, byte, bytes.count) != nil {
                return true
            }
            return false
        }) {
            return found
        }
        return text.utf8.contains(where: isMarkupStart)
    }

    /// The bytes without which a text holds no markup: `&` `*` `<` `[` `\` `_` `` ` `` (`![` needs a `[`; a `]`
    /// alone is text), as bits of a mask over 0x26...0x65.
    @inline(__always)
    static func isMarkupStart(_ byte: UInt8) -> Bool {
        let offset = byte &- 0x26
        return offset < 64 && (markupMask >> UInt64(offset)) & 1 == 1
    }

    /// The bytes the scan of a text stops at: those that can start markup, and `!` and `]`.
    @inline(__always)
    static func isScanStop(_ byte: UInt8) -> Bool {
        let offset = byte &- 0x21
        return offset < 64 && (scanMask >> UInt64(offset)) & 1 == 1
    }

    // Constants, so the checks compile to a shift and a test (a table or a computed mask is a global to load).
    // Bits 0, 4, 22, 53, 54, 57, 58: & * < [ \ _ ` above 0x26.
    private static var markupMask: UInt64 { 0x0660000000400011 }
    // Bits 0, 5, 9, 27, 58, 59, 60, 62, 63: ! & * < [ \ ] _ ` above 0x21.
    private static var scanMask: UInt64 { 0xDC00000008000221 }

    /// Inline HTML elements whose tags are dropped, their content kept (`<em>`, `<kbd>`, `<a href>`…).
    static let inlineElements: Set<String> = [
        "a", "abbr", "b", "bdi", "bdo", "big", "br", "cite", "code", "data",
        "del", "dfn", "em", "font", "i", "img", "ins", "kbd", "mark", "nobr", "q", "s", "samp", "small", "span",
        "strike", "strong", "sub", "sup", "time", "tt", "u", "var", "wbr"
    ]
}

// MARK: - Renderer

/// One pass over the text (CommonMark's inline algorithm): code spans, autolinks, tags and entities are read
/// where they start; `*`/`_` runs and brackets go on stacks, and emphasis is matched when a link closes and at
/// the end. The output is a list of pieces of `buffer`; markup is what ends up not written.
private struct Renderer {
    let source: [UInt8]
    let references: [String: String]

    /// Text pieces point into this; a delimiter run's piece holds its characters.
    var buffer: [UInt8] = []
    var pieces: [Piece] = []
    var delimiters: [Delimiter] = []
    /// The top of the delimiter stack (a list linked through `Delimiter.previous/next`), -1 when empty.
    var top = -1
    var brackets: [Bracket] = []
    /// The `[` (not `![`) brackets below this index are inactive: a link closed above them (no link in a link).
    /// One floor instead of a flag on each, so that many links after many open brackets stay linear.
    var linkFloor = 0
    /// A search for `-->` found none: none after a later `<!--` either.
    var commentNeverCloses = false
    /// Where each backtick run starts, by length: the closers a code span is looked up in (lazily).
    var backtickRuns: [Int: [Int]]?
    var backtickCursors: [Int: Int] = [:]

    struct Piece {
        var start: Int
        var end: Int
        /// The delimiter run this piece is, -1 for text.
        var delimiter: Int
        var isBracket: Bool
        var dropped = false
    }

    struct Delimiter {
        var piece: Int
        var character: UInt8
        /// Characters not used by emphasis yet, and the run's length as written (for the rule of three).
        var count: Int
        var length: Int
        var canOpen: Bool
        var canClose: Bool
        var previous: Int
        var next: Int
    }

    struct Bracket {
        var piece: Int
        var isImage: Bool
        /// The first delimiter pushed after it: emphasis inside the link text is matched from there.
        var delimiterBottom: Int
        /// The source offset right after the `[`: where the link text starts.
        var textStart: Int
        /// The source offset of `!` or `[`.
        var sourceStart: Int
    }

    init(source: [UInt8], references: [String: String]) {
        self.source = source
        self.references = references
        buffer.reserveCapacity(source.count)
    }

    // MARK: Scanning

    mutating func run() {
        var index = 0
        let count = source.count
        while index < count {
            let byte = source[index]
            switch byte {
            case 0x5C: index = escape(at: index)
            case 0x60: index = codeSpan(at: index)
            case 0x2A, 0x5F: index = delimiterRun(at: index)
            case 0x5B:
                openBracket(at: index, isImage: false)
                index += 1
            case 0x21 where index + 1 < count && source[index + 1] == 0x5B:
                openBracket(at: index, isImage: true)
                index += 2
            case 0x5D: index = closeBracket(at: index)
            case 0x3C: index = angle(at: index)
            case 0x26: index = entity(at: index)
            default:
                var end = index + 1
                while end < count, !MarkdownInline.isScanStop(source[end]) { end += 1 }
                appendText(source[index..<end])
                index = end
            }
        }
        processEmphasis(bottom: 0)
    }

    /// The text, pieces in order; a delimiter run gives the characters emphasis did not use.
    func output() -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(buffer.count)
        for piece in pieces where !piece.dropped {
            let end = piece.delimiter >= 0 ? piece.start + delimiters[piece.delimiter].count : piece.end
            out.append(contentsOf: buffer[piece.start..<end])
        }
        return out
    }

    mutating func appendText<C: Collection>(_ bytes: C) where C.Element == UInt8 {
        let start = buffer.count
        buffer.append(contentsOf: bytes)
        // Text right after text extends its piece: a paragraph is a few pieces, not one per character.
        if let last = pieces.indices.last, pieces[last].delimiter < 0, !pieces[last].isBracket, !pieces[last].dropped,
            pieces[last].end == start
        {
            pieces[last].end = buffer.count
        } else {
            pieces.append(Piece(start: start, end: buffer.count, delimiter: -1, isBracket: false))
        }
    }

    mutating func appendText(_ byte: UInt8) { appendText(CollectionOfOne(byte)) }

    /// `\*` gives `*` (any ASCII punctuation); a backslash ending a line is a hard line break and goes.
    mutating func escape(at index: Int) -> Int {
        guard index + 1 < source.count else {
            appendText(0x5C)
            return index + 1
        }
        let next = source[index + 1]
        if Self.isASCIIPunctuation(next) {
            appendText(next)
            return index + 2
        }
        if next != 0x0A { appendText(0x5C) }
        return index + 1
    }

    // MARK: Code spans

    /// A run of n backticks opens a code span closed by the next run of exactly n; without one, the run is text.
    mutating func codeSpan(at index: Int) -> Int {
        var end = index
        while end < source.count, source[end] == 0x60 { end += 1 }
        let length = end - index
        guard let closer = closingRun(length: length, after: end) else {
            appendText(source[index..<end])
            return end
        }
        // Line endings are spaces; one space each side goes when both are there and the content is not all spaces.
        var content = source[end..<closer].map { $0 == 0x0A || $0 == 0x0D ? UInt8(0x20) : $0 }
        if content.count >= 2, content.first == 0x20, content.last == 0x20, content.contains(where: { $0 != 0x20 }) {
            content = Array(content[1..<(content.count - 1)])
        }
        appendText(content)
        return closer + length
    }

    /// The start of the first backtick run of exactly `length` at or after `offset`. Runs are listed once per
    /// text and each length's cursor only moves forward, so a page of unmatched backticks stays linear.
    mutating func closingRun(length: Int, after offset: Int) -> Int? {
        if backtickRuns == nil {
            var runs: [Int: [Int]] = [:]
            var index = 0
            while index < source.count {
                guard source[index] == 0x60 else { index += 1; continue }
                let start = index
                while index < source.count, source[index] == 0x60 { index += 1 }
                runs[index - start, default: []].append(start)
            }
            backtickRuns = runs
        }
        guard let starts = backtickRuns?[length] else { return nil }
        var cursor = backtickCursors[length] ?? 0
        while cursor < starts.count, starts[cursor] < offset { cursor += 1 }
        backtickCursors[length] = cursor
        return cursor < starts.count ? starts[cursor] : nil
    }

    // MARK: Emphasis

    /// A run of `*` or `_`: text for now, and a delimiter that may open or close emphasis (CommonMark 6.2).
    mutating func delimiterRun(at index: Int) -> Int {
        let character = source[index]
        var end = index
        while end < source.count, source[end] == character { end += 1 }
        let before = scalar(before: index), after = scalar(at: end)
        let leftFlanking =
            !Self.isWhitespace(after)
            && (!Self.isPunctuation(after) || Self.isWhitespace(before) || Self.isPunctuation(before))
        let rightFlanking =
            !Self.isWhitespace(before)
            && (!Self.isPunctuation(before) || Self.isWhitespace(after) || Self.isPunctuation(after))
        var canOpen: Bool, canClose: Bool
        if character == 0x2A {
            canOpen = leftFlanking
            canClose = rightFlanking
            // Between digits a `*` multiplies (`2*3*4`): the spec would make the 3 emphasis, a page means arithmetic.
            if Self.isDigit(before), Self.isDigit(after) { canOpen = false; canClose = false }
        } else {
            // `_` inside a word (`snake_case_name`) is neither.
            canOpen = leftFlanking && (!rightFlanking || Self.isPunctuation(before))
            canClose = rightFlanking && (!leftFlanking || Self.isPunctuation(after))
        }
        let start = buffer.count
        buffer.append(contentsOf: source[index..<end])
        guard canOpen || canClose else {
            pieces.append(Piece(start: start, end: buffer.count, delimiter: -1, isBracket: false))
            return end
        }
        let id = delimiters.count
        pieces.append(Piece(start: start, end: buffer.count, delimiter: id, isBracket: false))
        delimiters.append(
            Delimiter(
                piece: pieces.count - 1, character: character, count: end - index,
                length: end - index, canOpen: canOpen, canClose: canClose, previous: top, next: -1))
        if top >= 0 { delimiters[top].next = id }
        top = id
        return end
    }

    mutating func unlink(_ id: Int) {
        let previous = delimiters[id].previous, next = delimiters[id].next
        if previous >= 0 { delimiters[previous].next = next }
        if next >= 0 { delimiters[next].previous = previous } else { top = previous }
    }

    /// Matches openers and closers among the delimiters from `bottom` up (CommonMark's "process emphasis"), then
    /// takes them all off the stack; a delimiter's unused characters stay text.
    mutating func processEmphasis(bottom: Int) {
        // Per closer kind (character, whether it can open, length mod 3): below which no opener was found.
        var openersBottom = [Int](repeating: bottom - 1, count: 12)
        var current = top
        var first = -1
        while current >= bottom { first = current; current = delimiters[current].previous }
        current = first
        while current >= 0 {
            let closer = delimiters[current]
            guard closer.canClose else { current = closer.next; continue }
            let kind = (closer.character == 0x2A ? 0 : 6) + (closer.canOpen ? 3 : 0) + closer.length % 3
            var opener = closer.previous
            while opener >= bottom, opener > openersBottom[kind] {
                let candidate = delimiters[opener]
                if candidate.character == closer.character, candidate.canOpen {
                    // The rule of three: `*foo**bar*` is not `*foo*` + `*bar*`.
                    let sum = candidate.length + closer.length
                    let oddMatch =
                        (candidate.canClose || closer.canOpen) && sum % 3 == 0
                        && !(candidate.length % 3 == 0 && closer.length % 3 == 0)
                    if !oddMatch { break }
                }
                opener = candidate.previous
            }
            guard opener >= bottom, opener > openersBottom[kind] else {
                openersBottom[kind] = closer.previous
                let next = closer.next
                if !closer.canOpen { unlink(current) }
                current = next
                continue
            }
            let used = delimiters[opener].count >= 2 && closer.count >= 2 ? 2 : 1
            delimiters[opener].count -= used
            delimiters[current].count -= used
            // Delimiters between the two can no longer match anything: off the stack, left as text.
            delimiters[opener].next = current
            delimiters[current].previous = opener
            if delimiters[opener].count == 0 { unlink(opener) }
            if delimiters[current].count == 0 {
                let next = delimiters[current].next
                unlink(current)
                current = next
            }
        }
        while top >= bottom { unlink(top) }
    }

    // MARK: Links and images

    mutating func openBracket(at index: Int, isImage: Bool) {
        let start = buffer.count
        buffer.append(contentsOf: source[index..<(index + (isImage ? 2 : 1))])
        pieces.append(Piece(start: start, end: buffer.count, delimiter: -1, isBracket: true))
        linkFloor = min(linkFloor, brackets.count)
        brackets.append(
            Bracket(
                piece: pieces.count - 1, isImage: isImage, delimiterBottom: delimiters.count,
                textStart: index + (isImage ? 2 : 1), sourceStart: index))
    }

    /// A `]` closing a link or image (inline `(url "title")`, `[label]`, `[]` or a defined `[text]`), or text.
    mutating func closeBracket(at index: Int) -> Int {
        guard let opener = brackets.last else {
            appendText(0x5D)
            return index + 1
        }
        let isActive = opener.isImage || brackets.count - 1 >= linkFloor
        guard isActive, let end = linkTail(after: index, textStart: opener.textStart) else {
            brackets.removeLast()
            appendText(0x5D)
            return index + 1
        }
        brackets.removeLast()
        processEmphasis(bottom: opener.delimiterBottom)
        if opener.isImage {
            for piece in opener.piece..<pieces.count { pieces[piece].dropped = true }
            // The image stood between two spaces: one of them goes with it.
            let spaceBefore = opener.sourceStart == 0 || Self.isSpaceOrLineEnd(source[opener.sourceStart - 1])
            if spaceBefore, end < source.count, source[end] == 0x20 { return end + 1 }
            return end
        }
        pieces[opener.piece].dropped = true
        // No link inside a link: the brackets opened before this one are text from now on.
        linkFloor = brackets.count
        return end
    }

    /// Where the link that the `]` at `index` closes ends, nil when the brackets make no link.
    func linkTail(after index: Int, textStart: Int) -> Int? {
        let next = index + 1
        if next < source.count, source[next] == 0x28, let end = inlineLinkEnd(from: next) { return end }
        if next < source.count, source[next] == 0x5B, let close = labelEnd(from: next) {
            // `[text][label]`, or `[text][]` whose label is the text.
            let label = close == next + 1 ? source[textStart..<index] : source[(next + 1)..<close]
            return isDefined(label) ? close + 1 : nil
        }
        // `[text]` alone: a shortcut reference.
        return isDefined(source[textStart..<index]) ? next : nil
    }

    func isDefined(_ label: ArraySlice<UInt8>) -> Bool {
        guard !references.isEmpty, label.count <= 999 else { return false }
        let key = MarkdownInline.normalizedLabel(String(decoding: label, as: UTF8.self))
        return !key.isEmpty && references[key] != nil
    }

    /// The `]` closing a link label that starts at the `[` at `index`: no unescaped bracket inside, 999 bytes at most.
    func labelEnd(from index: Int) -> Int? {
        var cursor = index + 1
        while cursor < source.count, cursor - index <= 1000 {
            switch source[cursor] {
            case 0x5C: cursor += 2; continue
            case 0x5B: return nil
            case 0x5D: return cursor
            default: cursor += 1
            }
        }
        return nil
    }

    /// `(destination "title")` from the `(` at `index` (CommonMark 6.3): one past its `)`, nil when malformed.
    /// Looked for within `Self.scanLimit` bytes, so that many `](` each facing an unclosed title stay linear.
    func inlineLinkEnd(from index: Int) -> Int? {
        let limit = min(source.count, index + Self.scanLimit)
        var cursor = skipSpaces(from: index + 1)
        guard cursor < limit else { return nil }
        if source[cursor] == 0x3C {
            // `<destination>`: no line break, no unescaped `<`.
            cursor += 1
            while cursor < limit, source[cursor] != 0x3E {
                let byte = source[cursor]
                if byte == 0x0A || byte == 0x3C { return nil }
                cursor += byte == 0x5C ? 2 : 1
            }
            guard cursor < limit else { return nil }
            cursor += 1
        } else {
            // A bare destination: no blank or control character, parentheses balanced.
            var depth = 0
            while cursor < limit {
                let byte = source[cursor]
                if byte <= 0x20 || byte == 0x7F { break }
                if byte == 0x5C, cursor + 1 < limit, Self.isASCIIPunctuation(source[cursor + 1]) { cursor += 2; continue }
                if byte == 0x28 {
                    depth += 1
                    if depth > 32 { return nil }
                } else if byte == 0x29 {
                    if depth == 0 { break }
                    depth -= 1
                }
                cursor += 1
            }
            guard depth == 0 else { return nil }
        }
        let afterDestination = cursor
        cursor = skipSpaces(from: cursor)
        guard cursor < limit else { return nil }
        let opening = source[cursor]
        if cursor > afterDestination, opening == 0x22 || opening == 0x27 || opening == 0x28 {
            let closing: UInt8 = opening == 0x28 ? 0x29 : opening
            cursor += 1
            while cursor < limit, source[cursor] != closing {
                if opening == 0x28, source[cursor] == 0x28 { return nil }
                cursor += source[cursor] == 0x5C ? 2 : 1
            }
            guard cursor < limit else { return nil }
            cursor = skipSpaces(from: cursor + 1)
        }
        guard cursor < limit, source[cursor] == 0x29 else { return nil }
        return cursor + 1
    }

    /// Past spaces, tabs and at most one line ending.
    func skipSpaces(from index: Int) -> Int {
        var cursor = index
        var lineEndings = 0
        while cursor < source.count {
            let byte = source[cursor]
            if byte == 0x0A {
                lineEndings += 1
                if lineEndings > 1 { break }
            } else if byte != 0x20, byte != 0x09, byte != 0x0D {
                break
            }
            cursor += 1
        }
        return cursor
    }

    // MARK: Autolinks and HTML

    /// `<https://…>` and `<name@host>` give their address; an inline HTML tag goes (`<br>` a line break), a
    /// comment goes; any other `<` is text.
    mutating func angle(at index: Int) -> Int {
        if let end = autolinkEnd(from: index) {
            appendText(source[(index + 1)..<(end - 1)])
            return end
        }
        if let end = commentEnd(from: index) { return end }
        if let (end, name) = tagEnd(from: index) {
            if name == "br", end < source.count, source[end] != 0x0A { appendText(0x0A) }
            return end
        }
        appendText(0x3C)
        return index + 1
    }

    /// One past the `>` of an autolink starting at the `<` at `index` (CommonMark 6.5).
    func autolinkEnd(from index: Int) -> Int? {
        var cursor = index + 1
        // A URI: a scheme of 2 to 32 characters, `:`, then no blank, `<` or `>`.
        if cursor < source.count, Self.isASCIILetter(source[cursor]) {
            var scheme = 1
            cursor += 1
            while cursor < source.count, scheme < 33,
                Self.isASCIILetter(source[cursor]) || Self.isDigit(source[cursor]) || [0x2B, 0x2E, 0x2D].contains(source[cursor])
            {
                scheme += 1
                cursor += 1
            }
            if (2...32).contains(scheme), cursor < source.count, source[cursor] == 0x3A {
                cursor += 1
                while cursor < source.count, source[cursor] > 0x20, source[cursor] != 0x3C, source[cursor] != 0x3E { cursor += 1 }
                if cursor < source.count, source[cursor] == 0x3E { return cursor + 1 }
            }
        }
        // An email address: a local part, `@`, labels of letters, digits and inner hyphens joined by dots.
        cursor = index + 1
        let local = cursor
        while cursor < source.count, Self.isEmailLocal(source[cursor]) { cursor += 1 }
        guard cursor > local, cursor < source.count, source[cursor] == 0x40 else { return nil }
        cursor += 1
        var labelLength = 0
        while cursor < source.count {
            let byte = source[cursor]
            if Self.isASCIILetter(byte) || Self.isDigit(byte) || (byte == 0x2D && labelLength > 0) {
                labelLength += 1
                if labelLength > 63 { return nil }
            } else if byte == 0x2E, labelLength > 0, source[cursor - 1] != 0x2D {
                labelLength = 0
            } else {
                break
            }
            cursor += 1
        }
        guard labelLength > 0, source[cursor - 1] != 0x2D, cursor < source.count, source[cursor] == 0x3E else { return nil }
        return cursor + 1
    }

    /// One past an HTML comment starting at `index` (`<!-- … -->`, also `<!-->` and `<!--->`).
    mutating func commentEnd(from index: Int) -> Int? {
        guard !commentNeverCloses, Self.hasPrefix([0x3C, 0x21, 0x2D, 0x2D], in: source, at: index) else { return nil }
        var cursor = index + 4
        if Self.hasPrefix([0x3E], in: source, at: cursor) { return cursor + 1 }
        if Self.hasPrefix([0x2D, 0x3E], in: source, at: cursor) { return cursor + 2 }
        while cursor + 2 < source.count {
            if source[cursor] == 0x2D, source[cursor + 1] == 0x2D, source[cursor + 2] == 0x3E { return cursor + 3 }
            cursor += 1
        }
        commentNeverCloses = true
        return nil
    }

    /// One past an open or closing tag of an inline element starting at the `<` at `index`, with its name
    /// (CommonMark 6.6: attributes with quoted or unquoted values, `/>`).
    func tagEnd(from index: Int) -> (Int, String)? {
        let limit = min(source.count, index + Self.scanLimit)
        var cursor = index + 1
        let closing = cursor < limit && source[cursor] == 0x2F
        if closing { cursor += 1 }
        let nameStart = cursor
        while cursor < limit, Self.isASCIILetter(source[cursor]) || Self.isDigit(source[cursor]) || source[cursor] == 0x2D {
            cursor += 1
        }
        guard cursor > nameStart, Self.isASCIILetter(source[nameStart]), cursor - nameStart <= 8 else { return nil }
        let name = String(decoding: source[nameStart..<cursor], as: UTF8.self)
        guard MarkdownInline.inlineElements.contains(name) else { return nil }
        if closing {
            cursor = skipSpaces(from: cursor)
            return cursor < limit && source[cursor] == 0x3E ? (cursor + 1, name) : nil
        }
        while cursor < limit {
            let spaced = skipSpaces(from: cursor)
            guard spaced < limit else { return nil }
            let byte = source[spaced]
            if byte == 0x3E { return (spaced + 1, name) }
            if byte == 0x2F { return spaced + 1 < limit && source[spaced + 1] == 0x3E ? (spaced + 2, name) : nil }
            // An attribute needs a blank before it.
            guard spaced > cursor, Self.isASCIILetter(byte) || byte == 0x5F || byte == 0x3A else { return nil }
            cursor = spaced
            while cursor < limit, Self.isAttributeNameByte(source[cursor]) { cursor += 1 }
            let beforeValue = skipSpaces(from: cursor)
            guard beforeValue < limit, source[beforeValue] == 0x3D else { continue }
            cursor = skipSpaces(from: beforeValue + 1)
            guard cursor < limit else { return nil }
            let quote = source[cursor]
            if quote == 0x22 || quote == 0x27 {
                cursor += 1
                while cursor < limit, source[cursor] != quote { cursor += 1 }
                guard cursor < limit else { return nil }
                cursor += 1
            } else {
                let valueStart = cursor
                while cursor < limit, source[cursor] > 0x20,
                    ![0x22, 0x27, 0x3D, 0x3C, 0x3E, 0x60].contains(source[cursor])
                { cursor += 1 }
                guard cursor > valueStart else { return nil }
            }
        }
        return nil
    }

    // MARK: Entities

    /// `&name;`, `&#123;` or `&#x7B;` decoded as the HTML reader decodes it; any other `&` is text.
    mutating func entity(at index: Int) -> Int {
        var cursor = index + 1
        var value: UInt32?
        if cursor < source.count, source[cursor] == 0x23 {
            cursor += 1
            let hex = cursor < source.count && (source[cursor] == 0x78 || source[cursor] == 0x58)
            if hex { cursor += 1 }
            let digitsStart = cursor
            var number: UInt32 = 0
            while cursor < source.count, cursor - digitsStart < (hex ? 6 : 7),
                let digit = Self.digitValue(source[cursor], hex: hex)
            {
                number = number * (hex ? 16 : 10) + digit
                cursor += 1
            }
            if cursor > digitsStart, cursor < source.count, source[cursor] == 0x3B {
                // What cannot be a character is the replacement character (CommonMark 6.2, as browsers do).
                value = number == 0 || Unicode.Scalar(number) == nil ? 0xFFFD : number
            }
        } else {
            let nameStart = cursor
            while cursor < source.count, cursor - nameStart < 32,
                Self.isASCIILetter(source[cursor]) || Self.isDigit(source[cursor])
            {
                cursor += 1
            }
            if cursor > nameStart, cursor < source.count, source[cursor] == 0x3B {
                var name = Array(source[nameStart..<cursor])
                name.append(0)
                value = name.withUnsafeBufferPointer { pointer in htmlEntityLookup(pointer.baseAddress)?.pointee.value }
            }
        }
        guard let value, let scalar = Unicode.Scalar(value) else {
            appendText(0x26)
            return index + 1
        }
        // `&nbsp;` is a space, as in the HTML reader's prose.
        if value == 0xA0 { appendText(0x20) } else { appendText(Array(String(Character(scalar)).utf8)) }
        return cursor + 1
    }

    // MARK: Characters

    /// How far a link's destination and title or a tag's attributes are looked for: far more than any real one
    /// takes, and it keeps a text of many unclosed ones linear.
    static let scanLimit = 4096

    /// The character that ends before `index`, nil at the text's start (which counts as whitespace).
    func scalar(before index: Int) -> Unicode.Scalar? {
        guard index > 0 else { return nil }
        var start = index - 1
        while start > 0, index - start < 4, source[start] & 0xC0 == 0x80 { start -= 1 }
        return scalar(at: start)
    }

    /// The character that starts at `index`, nil at the text's end.
    func scalar(at index: Int) -> Unicode.Scalar? {
        guard index < source.count else { return nil }
        let lead = source[index]
        if lead < 0x80 { return Unicode.Scalar(lead) }
        let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
        guard index + length <= source.count else { return nil }
        var value = UInt32(lead) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
        for offset in 1..<length { value = value << 6 | UInt32(source[index + offset] & 0x3F) }
        return Unicode.Scalar(value)
    }

    /// Unicode whitespace (Zs, tab, line feed, form feed, carriage return); the text's ends count as it.
    static func isWhitespace(_ scalar: Unicode.Scalar?) -> Bool {
        guard let scalar else { return true }
        switch scalar.value {
        case 0x20, 0x09, 0x0A, 0x0C, 0x0D: return true
        case 0..<0x80: return false
        default: return scalar.properties.generalCategory == .spaceSeparator
        }
    }

    /// Unicode punctuation or symbol (CommonMark 0.31: the P and S categories).
    static func isPunctuation(_ scalar: Unicode.Scalar?) -> Bool {
        guard let scalar else { return false }
        if scalar.value < 0x80 { return isASCIIPunctuation(UInt8(scalar.value)) }
        switch scalar.properties.generalCategory {
        case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation, .initialPunctuation,
            .finalPunctuation, .otherPunctuation, .mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol:
            return true
        default:
            return false
        }
    }

    static func isASCIIPunctuation(_ byte: UInt8) -> Bool {
        (0x21...0x2F).contains(byte) || (0x3A...0x40).contains(byte) || (0x5B...0x60).contains(byte)
            || (0x7B...0x7E).contains(byte)
    }

    static func isDigit(_ scalar: Unicode.Scalar?) -> Bool {
        guard let scalar else { return false }
        return (0x30...0x39).contains(scalar.value)
    }

    static func isDigit(_ byte: UInt8) -> Bool { (0x30...0x39).contains(byte) }

    static func isASCIILetter(_ byte: UInt8) -> Bool { (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) }

    static func isSpaceOrLineEnd(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A }

    static func isAttributeNameByte(_ byte: UInt8) -> Bool {
        isASCIILetter(byte) || isDigit(byte) || byte == 0x5F || byte == 0x2E || byte == 0x3A || byte == 0x2D
    }

    /// The characters an email autolink's local part may hold.
    static func isEmailLocal(_ byte: UInt8) -> Bool {
        isASCIILetter(byte) || isDigit(byte)
            || [
                0x2E, 0x21, 0x23, 0x24, 0x25, 0x26, 0x27, 0x2A, 0x2B, 0x2F, 0x3D,
                0x3F, 0x5E, 0x5F, 0x60, 0x7B, 0x7C, 0x7D, 0x7E, 0x2D
            ].contains(byte)
    }

    static func digitValue(_ byte: UInt8, hex: Bool) -> UInt32? {
        if isDigit(byte) { return UInt32(byte - 0x30) }
        guard hex else { return nil }
        if (0x41...0x46).contains(byte) { return UInt32(byte - 0x41 + 10) }
        if (0x61...0x66).contains(byte) { return UInt32(byte - 0x61 + 10) }
        return nil
    }

    static func hasPrefix(_ prefix: [UInt8], in bytes: [UInt8], at index: Int) -> Bool {
        guard index + prefix.count <= bytes.count else { return false }
        for offset in prefix.indices where bytes[index + offset] != prefix[offset] { return false }
        return true
    }
}
