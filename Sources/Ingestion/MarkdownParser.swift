import DocumentModel
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Parses a page saved as Markdown into sections and blocks.
///
/// A line-oriented reader of the CommonMark block structure a tutorial page uses: front matter,
/// ATX and setext headings, ``` and ~~~ fences (the info string becomes a `CodeHint`), indented
/// code, lists, block quotes, thematic breaks, and images or links standing alone on a line
/// (media). The text of headings, paragraphs, lists, quotes and label lines is their inline markup read
/// (`MarkdownInline`: `**Swift**` is `Swift`, as HTML's `<strong>Swift</strong>` is), code blocks are as
/// written; a block's source range covers its lines as written either way. Lenient: it never fails;
/// problems go to `diagnostics`.
public struct MarkdownParser: Sendable {
    /// Recognises a paragraph that only names a code language; `CodeLabels` unless a test swaps it.
    public var labels: @Sendable (String) -> String?

    public init(labels: @escaping @Sendable (String) -> String? = CodeLabels.normalizedLabel) {
        self.labels = labels
    }

    // MARK: - Entry point

    /// The page's sections and front-matter facts; never throws (lenient parsing).
    public func parse(_ source: SourceText, diagnostics: inout [Diagnostic]) -> ParsedPage {
        var reader = Reader(source: source, labels: labels)
        let frontMatter = reader.readFrontMatter(diagnostics: &diagnostics)
        let blocks = reader.readBlocks(diagnostics: &diagnostics)
        return ParsedPage(
            sections: SectionAssembler.sections(from: blocks).flatMap(CodeLanguageHeadings.resolve),
            title: frontMatter["title"],
            declaredLanguage: (frontMatter["lang"] ?? frontMatter["language"]).flatMap(Language.init(tag:)),
            topic: frontMatter["topic"], proseLanguage: reader.proseSample.language)
    }
}

// MARK: - Reader

/// The cursor over the page's lines; one method per block construct.
private struct Reader {
    let source: SourceText
    var index = 0
    /// The label line just emitted, waiting for the code block it introduces.
    var pendingLabel: CodeHint?
    /// The page's prose language, weighed block by block as blocks are made.
    var proseSample = ProseLanguageSample()

    let labels: @Sendable (String) -> String?

    /// Each line's text, decoded once: the constructs below look at most lines several times.
    let lines: [Line]

    struct Line {
        var text: String
    }

    /// Link reference definitions (`[label]: url`), by lowercased label: a reference-style image or link
    /// standing alone on a line is media with the URL its label defines.
    let references: [String: String]

    init(source: SourceText, labels: @escaping @Sendable (String) -> String?) {
        self.source = source
        self.labels = labels
        lines = source.lines.map { Line(text: $0.text) }
        references = Self.linkReferences(in: lines, bytes: source.bytes)
    }

    /// The definitions outside fenced code (CommonMark 4.7; a label's first definition wins).
    static func linkReferences(in lines: [Line], bytes: [UInt8]) -> [String: String] {
        // A definition needs `]:`; most pages have none, and then their lines are not read a second time.
        guard holdsBracketColon(bytes) else { return [:] }
        var references: [String: String] = [:]
        var fence: Fence?
        for line in lines {
            if let open = fence {
                if closesFence(line.text, open) { fence = nil }
                continue
            }
            if let opening = fenceOpening(line.text) { fence = opening; continue }
            if let definition = linkReferenceDefinition(line.text), references[definition.label] == nil {
                references[definition.label] = definition.url
            }
        }
        return references
    }

    /// Whether `bytes` hold a `]` followed by `:`.
    static func holdsBracketColon(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return false }
            var offset = 0
            while offset < buffer.count, let hit = memchr(base + offset, 0x5D, buffer.count - offset) {
                let found = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(hit))
                if found + 1 < buffer.count, base[found + 1] == 0x3A { return true }
                offset = found + 1
            }
            return false
        }
    }

    /// `[label]: url` (or `<url>`, optionally followed by a title), indented at most three columns.
    static func linkReferenceDefinition(_ line: String) -> (label: String, url: String)? {
        guard indentWidth(line) < 4 else { return nil }
        let body = line.drop(while: { $0 == " " })
        guard body.first == "[", let close = body.firstIndex(of: "]") else { return nil }
        let label = MarkdownInline.normalizedLabel(body[body.index(after: body.startIndex)..<close])
        let after = body[body.index(after: close)...]
        guard !label.isEmpty, after.first == ":" else { return nil }
        let destination = after.dropFirst().trimmed().split(separator: " ", maxSplits: 1).first.map(String.init) ?? ""
        guard !destination.isEmpty else { return nil }
        return (label, withoutAngleBrackets(destination))
    }

    /// `![alt][label]`, `[text][label]`, `![label][]` or `![label]` standing alone, with a defined label.
    func referenceMediaURL(_ line: String) -> String? {
        var rest = line.trimmed()[...]
        if rest.hasPrefix("!") { rest = rest.dropFirst() }
        guard rest.hasPrefix("["), rest.hasSuffix("]"), !references.isEmpty else { return nil }
        let inner = rest.dropFirst().dropLast()
        var parts = [String(inner)]
        // `text][label`: split where a `]` meets a `[`.
        if let bracket = inner.indices.first(where: {
            inner[$0] == "]" && inner.index(after: $0) < inner.endIndex && inner[inner.index(after: $0)] == "["
        }) {
            parts = [String(inner[..<bracket]), String(inner[inner.index(bracket, offsetBy: 2)...])]
        }
        guard !parts[0].contains("["), !parts[0].contains("]") else { return nil }
        let label = MarkdownInline.normalizedLabel(parts.count == 2 && !parts[1].isEmpty ? parts[1] : parts[0])
        return references[label]
    }

    // MARK: Front matter

    /// `---` … `---` (or `...`) at the very top: simple `key: value` lines (YAML subset).
    mutating func readFrontMatter(diagnostics: inout [Diagnostic]) -> [String: String] {
        guard let first = lines.first, first.text.trimmed() == "---" else { return [:] }
        var fields: [String: String] = [:]
        var cursor = 1
        while cursor < lines.count {
            let text = lines[cursor].text
            let trimmed = text.trimmed()
            if trimmed == "---" || trimmed == "..." {
                index = cursor + 1
                return fields
            }
            if let colon = text.firstIndex(of: ":"), !text.hasPrefix(" "), !text.hasPrefix("\t") {
                let key = text[..<colon].trimmed().lowercased()
                let value = text[text.index(after: colon)...].trimmed("\"'")
                if !key.isEmpty, !value.isEmpty { fields[key] = value }
            }
            cursor += 1
        }
        // No closing delimiter: the `---` was a thematic break, not front matter.
        diagnostics.append(
            Diagnostic(
                .warning, file: source.file, line: 1,
                "front matter opened with '---' is never closed; read as Markdown instead"))
        return [:]
    }

    // MARK: Blocks

    mutating func readBlocks(diagnostics: inout [Diagnostic]) -> [Block] {
        var blocks: [Block] = []
        while index < lines.count {
            let line = lines[index].text
            if Self.isBlank(line) { index += 1; continue }
            let indent = Self.indentWidth(line)
            var block: Block?
            if indent >= 4 {
                block = readIndentedCode()
            } else if let fence = Self.fenceOpening(line) {
                block = readFencedCode(fence, diagnostics: &diagnostics)
            } else if let heading = Self.atxHeading(line) {
                block = makeHeading(written: heading.text, first: index + 1, last: index + 1, level: heading.level)
                index += 1
            } else if Self.isThematicBreak(line) {
                index += 1
                pendingLabel = nil
                continue
            } else if Self.listMarkerWidth(line) != nil {
                block = readList()
            } else if !Self.quoteContent(line).isNone {
                for made in readQuote() { append(made, to: &blocks) }
                continue
            } else if let kind = Self.htmlBlockKind(line) {
                for made in readHTMLBlock(kind, diagnostics: &diagnostics) { append(made, to: &blocks) }
                continue
            } else {
                block = readParagraph()
            }
            guard let made = block else { continue }
            append(made, to: &blocks)
        }
        if pendingLabel != nil { demoteLastLabel(in: &blocks) }
        return blocks
    }

    /// The label line just made introduces no code: `ProseLanguageSample.demoteUnusedLabel`.
    mutating func demoteLastLabel(in blocks: inout [Block]) {
        guard let last = blocks.indices.last else { return }
        proseSample.demoteUnusedLabel(&blocks[last])
    }

    /// Adds a block, giving a code block the label line just before it as its hint.
    mutating func append(_ block: Block, to blocks: inout [Block]) {
        var made = block
        if made.kind == .code, made.codeHint.isNone, let label = pendingLabel { made.codeHint = label }
        if made.kind != .code, pendingLabel != nil { demoteLastLabel(in: &blocks) }
        // A code-language heading speaks for all the code under it: `CodeLanguageHeadings.resolve` gives its hint.
        pendingLabel =
            made.kind == .codeLabel && made.headingLevel == nil
            ? CodeHint(
                raw: made.text, normalized: labels(made.text) ?? made.text.lowercased(),
                range: made.range)
            : nil
        blocks.append(made)
    }

    /// Lines indented by four or more columns; blank lines inside belong to the block, trailing ones do not.
    mutating func readIndentedCode() -> Block {
        let first = index
        var last = index
        while index < lines.count {
            let text = lines[index].text
            if Self.isBlank(text) { index += 1; continue }
            guard Self.indentWidth(text) >= 4 else { break }
            last = index
            index += 1
        }
        index = last + 1
        let text = lines[first...last].map { Self.removeIndent(4, from: $0.text) }.joined(separator: "\n")
        return makeBlock(.code, text: text, first: first + 1, last: last + 1)
    }

    mutating func readFencedCode(_ fence: Fence, diagnostics: inout [Diagnostic]) -> Block {
        let openLine = index
        var cursor = index + 1
        var closeLine: Int?
        while cursor < lines.count {
            if Self.closesFence(lines[cursor].text, fence) { closeLine = cursor; break }
            cursor += 1
        }
        if closeLine == nil {
            diagnostics.append(
                Diagnostic(
                    .warning, file: source.file, line: openLine + 1,
                    "code fence '\(fence.marker)' is never closed; the code block runs to the end of the file"))
        }
        let end = closeLine ?? lines.count  // exclusive
        index = min(end + 1, lines.count)
        let isEmpty = end == openLine + 1
        let hint = hint(of: fence, openingLine: openLine)
        // The block's lines are the code's own lines; an empty block points at its fences.
        let (first, last) = isEmpty ? (openLine + 1, (closeLine ?? openLine) + 1) : (openLine + 2, end)
        // Unindented fences keep their lines whole: cut the text out of the file in one piece.
        let text =
            isEmpty
            ? ""
            : fence.indent == 0
                ? source.text(lines: openLine + 2, end)
                : lines[(openLine + 1)..<end].map { Self.removeIndent(fence.indent, from: $0.text) }.joined(separator: "\n")
        var block = makeBlock(.code, text: text, first: first, last: last)
        block.codeHint = hint
        return block
    }

    /// The hint a fence's info string gives (`swift`, `objective-c {.numberLines}`), nil without one;
    /// `openingLine` is the fence's 0-based line.
    func hint(of fence: Fence, openingLine: Int) -> CodeHint? {
        guard !fence.info.isEmpty else { return nil }
        let word = String(fence.info.split(whereSeparator: { $0 == " " || $0 == "{" || $0 == "," }).first ?? "")
        return CodeHint(
            raw: fence.info, normalized: CodeLabels.normalizedLabel(word) ?? word.lowercased(),
            range: source.range(lines: openingLine + 1, openingLine + 1))
    }

    /// List items and their continuation lines, up to a blank line that is not followed by more of the list.
    mutating func readList() -> Block {
        let first = index
        var last = index
        index += 1
        while index < lines.count {
            let text = lines[index].text
            if Self.isBlank(text) {
                var next = index + 1
                while next < lines.count, Self.isBlank(lines[next].text) { next += 1 }
                guard next < lines.count else { break }
                let following = lines[next].text
                guard Self.listMarkerWidth(following) != nil || Self.indentWidth(following) >= 2 else { break }
                index = next
                continue
            }
            if Self.indentWidth(text) < 2, Self.listMarkerWidth(text) == nil,
                !Self.atxHeading(text).isNone || Self.isThematicBreak(text)
            {
                break
            }
            // A fence, also one indented under an item (CommonMark lets list items hold code): the code is a
            // block of its own, so the list ends before it and goes on after it as a new list.
            if !Self.fenceOpening(text).isNone { break }
            last = index
            index += 1
        }
        index = last + 1
        return makeBlock(.list, text: listText(first...last), first: first + 1, last: last + 1)
    }

    /// A list's lines as written, each item's inline markup read on its own (emphasis or a code span does not
    /// run from one item into the next). A marker is never markup: `* ` is followed by a blank, so it can
    /// neither open nor close emphasis.
    func listText(_ range: ClosedRange<Int>) -> String {
        let text = source.text(lines: range.lowerBound + 1, range.upperBound + 1)
        guard MarkdownInline.mayHoldMarkup(text) else { return text }
        var items: [String] = []
        var item: [String] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if !item.isEmpty, Self.listMarkerWidth(String(line)) != nil {
                items.append(MarkdownInline.text(item.joined(separator: "\n"), references: references))
                item = []
            }
            item.append(String(line))
        }
        items.append(MarkdownInline.text(item.joined(separator: "\n"), references: references))
        return items.joined(separator: "\n")
    }

    /// A paragraph's, heading's or quote's text with its inline markup read, without the blanks markup at either
    /// end leaves (an image, a `<br>`).
    func inlineText(_ text: String) -> String {
        let read = MarkdownInline.text(text, references: references)
        return read == text ? text : read.trimmed()
    }

    /// A block quote: its text (nested `>` markers removed) as prose, up to a line that is not part of it; a
    /// fence inside becomes a code block of its own. A line without `>` right after quoted text continues it
    /// (CommonMark's lazy continuation) unless it starts a block of its own.
    mutating func readQuote() -> [Block] {
        var blocks: [Block] = []
        var first = index
        var content: [String] = []
        func flushProse(upTo end: Int) {
            if !content.allSatisfy(Self.isBlank) {
                blocks.append(makeBlock(.prose, text: inlineText(content.joined(separator: "\n")), first: first + 1, last: end))
            }
            content = []
        }
        while index < lines.count {
            let text = lines[index].text
            guard let inner = Self.innermostQuoteContent(text) else {
                // Lazy continuation: plain text right after quoted text.
                let continues =
                    !content.isEmpty && !Self.isBlank(content[content.count - 1]) && !Self.isBlank(text)
                    && Self.indentWidth(text) < 4 && Self.startsBlock(text) == false
                guard continues else { break }
                content.append(text)
                index += 1
                continue
            }
            if let fence = Self.fenceOpening(inner) {
                flushProse(upTo: index)
                let opening = index
                var code: [String] = []
                index += 1
                while index < lines.count, let line = Self.innermostQuoteContent(lines[index].text) {
                    index += 1
                    if Self.closesFence(line, fence) { break }
                    code.append(Self.removeIndent(fence.indent, from: line))
                }
                // As for any fence: the block's lines are the code's own, or the fences when it holds none.
                let (firstLine, lastLine) = code.isEmpty ? (opening + 1, index) : (opening + 2, opening + 1 + code.count)
                var block = makeBlock(.code, text: code.joined(separator: "\n"), first: firstLine, last: lastLine)
                block.codeHint = hint(of: fence, openingLine: opening)
                blocks.append(block)
                first = index
                continue
            }
            content.append(inner)
            index += 1
        }
        flushProse(upTo: index)
        return blocks
    }

    /// How an HTML block (CommonMark 4.6) that starts on a line ends.
    enum HTMLBlockKind: Equatable {
        /// `<pre>`, `<script>`, `<style>`, `<textarea>`: at the line holding the closing tag.
        case closingTag(String)
        /// `<!-- … -->`: at the line holding `-->`.
        case comment
        /// A block-level tag (`<div>`, `<table>`, `<p>`, …): before the next blank line.
        case untilBlankLine
    }

    static let htmlBlockTags: Set<String> = [
        "address", "article", "aside", "blockquote", "center", "details", "dialog",
        "dd", "div", "dl", "dt", "fieldset", "figcaption", "figure", "footer", "form", "h1", "h2", "h3", "h4", "h5", "h6",
        "header", "hr", "li", "main", "nav", "ol", "p", "section", "summary", "table", "tbody", "td", "tfoot", "th",
        "thead", "tr", "ul"
    ]

    /// The kind of HTML block `line` starts, nil when it starts none (inline tags such as `<kbd>` stay paragraph text).
    static func htmlBlockKind(_ line: String) -> HTMLBlockKind? {
        guard indentWidth(line) < 4, firstByteAfterBlanks(line) == 0x3C else { return nil }
        let body = line.drop(while: { $0 == " " || $0 == "\t" })
        if body.hasPrefix("<!--") { return .comment }
        let afterBracket = body.dropFirst().drop(while: { $0 == "/" })
        let name = afterBracket.prefix(while: { $0.isASCII && ($0.isLetter || $0.isNumber) }).lowercased()
        let next = afterBracket.dropFirst(name.count).first
        guard !name.isEmpty, next == nil || next == " " || next == ">" || next == "/" || next == "\t" else { return nil }
        if ["pre", "script", "style", "textarea"].contains(name), !body.hasPrefix("</") { return .closingTag(name) }
        return htmlBlockTags.contains(name) ? .untilBlankLine : nil
    }

    /// An HTML block read by the HTML ingester: its blocks (a comment gives none, `<pre>` gives code), with their
    /// ranges moved to where the block stands in the page.
    mutating func readHTMLBlock(_ kind: HTMLBlockKind, diagnostics: inout [Diagnostic]) -> [Block] {
        let first = index
        var last = index
        while last < lines.count {
            let ends: Bool
            switch kind {
            case .comment: ends = lines[last].text.contains("-->")
            case .closingTag(let name): ends = lines[last].text.lowercased().contains("</\(name)")
            case .untilBlankLine: ends = last + 1 >= lines.count || Self.isBlank(lines[last + 1].text)
            }
            if ends { break }
            last += 1
        }
        last = min(last, lines.count - 1)
        index = last + 1
        let start = source.lines.starts[first], end = source.lines.ends[last]
        var found: [Diagnostic] = []
        // The HTML reader ends lines at LF only, this page also at a lone CR: handed the block with each lone CR
        // made an LF (the same length, so byte offsets hold), it counts the page's lines.
        var html = Array(source.bytes[start..<end])
        for offset in html.indices where html[offset] == 0x0D && (offset + 1 == html.count || html[offset + 1] != 0x0A) {
            html[offset] = 0x0A
        }
        let page = HTMLParser(labels: labels).parse(html, file: source.file, diagnostics: &found)
        // What the HTML reader reports (elements nested too deep, say) is reported at the page's own lines.
        for var diagnostic in found {
            diagnostic.line = diagnostic.line.map { $0 + first }
            diagnostics.append(diagnostic)
        }
        return page.sections.flatMap { (section: Section) -> [Block] in section.allBlocks }.map { (block: Block) -> Block in
            var moved = block
            moved.range = Self.moved(block.range, lines: first, bytes: start + source.fileOffset)
            // The label line the HTML reader gave its code as a hint stands in the block too.
            if let hintRange = block.codeHint?.range {
                moved.codeHint?.range = Self.moved(hintRange, lines: first, bytes: start + source.fileOffset)
            }
            if ProseLanguageSample.reads(moved.kind) {
                proseSample.add(moved.text, evidence: LanguageEvidence(moved.text))
            }
            return moved
        }
    }

    /// A range the HTML reader gave within an HTML block, moved to where the block stands in the page.
    static func moved(_ range: SourceRange, lines: Int, bytes: Int) -> SourceRange {
        SourceRange(
            file: range.file, firstLine: range.firstLine + lines, lastLine: range.lastLine + lines,
            byteStart: range.byteStart + bytes, byteEnd: range.byteEnd + bytes)
    }

    /// Whether `line` starts a block that ends a paragraph (heading, fence, quote, list, thematic break).
    static func startsBlock(_ line: String) -> Bool {
        !atxHeading(line).isNone || !fenceOpening(line).isNone || !quoteContent(line).isNone || isThematicBreak(line)
            || listMarkerWidth(line) != nil
    }

    /// A paragraph, or a setext heading when an `===`/`---` underline ends it.
    mutating func readParagraph() -> Block? {
        let first = index
        index += 1
        while index < lines.count {
            let text = lines[index].text
            if Self.isBlank(text) { break }
            if let level = Self.setextLevel(text) {
                let title = lines[first..<index].map { $0.text.trimmed() }.joined(separator: " ")
                index += 1
                return makeHeading(written: title, first: first + 1, last: index, level: level)
            }
            if Self.indentWidth(text) < 4,
                !Self.atxHeading(text).isNone || !Self.fenceOpening(text).isNone || !Self.quoteContent(text).isNone
                    || Self.isThematicBreak(text) || Self.listInterruptsParagraph(text) || Self.htmlBlockKind(text) != nil
            {
                break
            }
            index += 1
        }
        // Link reference definitions are not content (CommonMark 4.7): they only lend their URLs.
        if !references.isEmpty, lines[first..<index].allSatisfy({ Self.linkReferenceDefinition($0.text) != nil }) { return nil }
        let written = lines[first..<index].map { $0.text.trimmed() }.joined(separator: "\n")
        let text = inlineText(written)
        if first + 1 == index {
            // A link alone on its line is media, also when its text names a language (as in the HTML reader).
            if let url = Self.standaloneMediaURL(written) ?? referenceMediaURL(written) {
                return makeBlock(.media, text: url, first: first + 1, last: index)
            }
            if !labels(text).isNone {
                return makeBlock(.codeLabel, text: text, first: first + 1, last: index)
            }
        }
        // Markup that leaves no text (images in a row, an empty span) makes no block, as in the HTML reader.
        guard !text.isEmpty else { return nil }
        return makeBlock(.prose, text: text, first: first + 1, last: index)
    }

    /// A heading block, or a code-language heading (`### Swift`, `## **Objective-C**`): `CodeLanguageHeadings`.
    /// `written` is the heading's text as written; a heading whose markup leaves no text (`# ![Logo](logo.png)`)
    /// makes no block and opens no section, as an `<h1>` holding only an `<img>` in the HTML reader.
    mutating func makeHeading(written: String, first: Int, last: Int, level: Int) -> Block? {
        let text = inlineText(written)
        if text.isEmpty, !written.isEmpty { return nil }
        guard let label = labels(text) else {
            return makeBlock(.heading, text: text, first: first, last: last, level: level)
        }
        var block = makeBlock(.codeLabel, text: text, first: first, last: last)
        CodeLanguageHeadings.markAsHeading(&block, level: level, normalized: label)
        return block
    }

    mutating func makeBlock(_ kind: BlockKind, text: String, first: Int, last: Int, level: Int? = nil) -> Block {
        let language = proseSample.language(ofBlock: kind, text: text)
        return Block(
            kind: kind, text: text, range: source.range(lines: first, last), language: language,
            headingLevel: level)
    }

    // MARK: - Line tests

    struct Fence {
        var marker: String
        var character: Character
        var length: Int
        var indent: Int
        var info: String
    }

    /// The first byte of `line` that is not a space or tab, nil when there is none.
    static func firstByteAfterBlanks(_ line: String) -> UInt8? {
        line.utf8.first { $0 != 0x20 && $0 != 0x09 }
    }

    static func isBlank(_ line: String) -> Bool { line.allSatisfy { $0 == " " || $0 == "\t" } }

    /// Leading columns, a tab counting to the next multiple of four.
    static func indentWidth(_ line: String) -> Int {
        var width = 0
        for character in line {
            if character == " " { width += 1 } else if character == "\t" { width += 4 - width % 4 } else { break }
        }
        return width
    }

    static func removeIndent(_ columns: Int, from line: String) -> String {
        var removed = 0
        var index = line.startIndex
        while index < line.endIndex, removed < columns {
            let character = line[index]
            if character == " " { removed += 1 } else if character == "\t" { removed += 4 - removed % 4 } else { break }
            index = line.index(after: index)
        }
        return String(line[index...])
    }

    static func fenceOpening(_ line: String) -> Fence? {
        // Asked of every line that starts a block: only a backtick or tilde after the blanks can open a fence.
        guard let first = firstByteAfterBlanks(line), first == 0x60 || first == 0x7E else { return nil }
        let indent = indentWidth(line)
        guard indent < 4 else { return nil }
        let body = line.drop(while: { $0 == " " || $0 == "\t" })
        guard let character = body.first, character == "`" || character == "~" else { return nil }
        let run = body.prefix(while: { $0 == character }).count
        guard run >= 3 else { return nil }
        let info = body.dropFirst(run).trimmed()
        // A backtick fence's info string may not contain a backtick (that is inline code).
        if character == "`", info.contains("`") { return nil }
        return Fence(
            marker: String(repeating: character, count: run), character: character, length: run,
            indent: indent, info: info)
    }

    static func closesFence(_ line: String, _ fence: Fence) -> Bool {
        // Most lines inside a fence are code: a run can only start where the first byte after the blanks is
        // the fence character (a character never starts with another's byte, and a blank that a combining mark
        // joins is no blank to skip, so the run could not start later either).
        guard firstByteAfterBlanks(line) == fence.character.asciiValue else { return false }
        guard indentWidth(line) < 4 else { return false }
        let body = line.drop(while: { $0 == " " || $0 == "\t" })
        let run = body.prefix(while: { $0 == fence.character }).count
        return run >= fence.length && isBlank(String(body.dropFirst(run)))
    }

    static func atxHeading(_ line: String) -> (level: Int, text: String)? {
        guard indentWidth(line) < 4 else { return nil }
        let body = line.drop(while: { $0 == " " })
        let level = body.prefix(while: { $0 == "#" }).count
        guard (1...6).contains(level) else { return nil }
        let rest = body.dropFirst(level)
        guard rest.isEmpty || rest.first == " " || rest.first == "\t" else { return nil }
        var text = rest.trimmed()
        // An optional closing run of #s preceded by a space.
        let trailing = text.reversed().prefix(while: { $0 == "#" }).count
        if trailing > 0 {
            let kept = text.dropLast(trailing)
            if kept.isEmpty || kept.last == " " { text = kept.trimmed() }
        }
        return (level, text)
    }

    static func setextLevel(_ line: String) -> Int? {
        guard indentWidth(line) < 4 else { return nil }
        let body = line.trimmed()
        guard let character = body.first, character == "=" || character == "-",
            body.allSatisfy({ $0 == character })
        else { return nil }
        return character == "=" ? 1 : 2
    }

    static func isThematicBreak(_ line: String) -> Bool {
        // Every paragraph line is asked: a line whose first byte is not a blank or one of `- * _` cannot be one.
        if let first = line.utf8.first, first != 0x20, first != 0x09, first != 0x2D, first != 0x2A, first != 0x5F {
            return false
        }
        guard indentWidth(line) < 4 else { return false }
        let body = line.filter { $0 != " " && $0 != "\t" }
        guard let character = body.first, "-*_".contains(character), body.count >= 3 else { return false }
        return body.allSatisfy { $0 == character }
    }

    /// The width of a list marker (`- `, `* `, `+ `, `1. `, `1) `) at the line's start, nil when none.
    static func listMarkerWidth(_ line: String) -> Int? {
        guard indentWidth(line) < 4 else { return nil }
        let body = line.drop(while: { $0 == " " })
        if let first = body.first, "-*+".contains(first) {
            let after = body.dropFirst()
            return after.isEmpty || after.first == " " || after.first == "\t" ? 2 : nil
        }
        let digits = body.prefix(while: { $0.isASCII && $0.isNumber })
        guard (1...9).contains(digits.count) else { return nil }
        let after = body.dropFirst(digits.count)
        guard let delimiter = after.first, delimiter == "." || delimiter == ")" else { return nil }
        let rest = after.dropFirst()
        return rest.isEmpty || rest.first == " " ? digits.count + 2 : nil
    }

    /// A list item that may interrupt a paragraph (CommonMark 5.2): a bullet, or an ordered item numbered 1,
    /// with content on its line.
    static func listInterruptsParagraph(_ line: String) -> Bool {
        // Asked of every paragraph line: only a bullet or a digit after the blanks can start an item.
        guard let first = firstByteAfterBlanks(line),
            first == 0x2D || first == 0x2A || first == 0x2B || (0x30...0x39).contains(first),
            let width = listMarkerWidth(line)
        else { return false }
        let body = line.drop(while: { $0 == " " })
        guard !isBlank(String(body.dropFirst(width - 1))) else { return false }
        if let first = body.first, "-*+".contains(first) { return true }
        return body.hasPrefix("1.") || body.hasPrefix("1)")
    }

    static func quoteContent(_ line: String) -> String? {
        guard indentWidth(line) < 4 else { return nil }
        let body = line.drop(while: { $0 == " " })
        guard body.first == ">" else { return nil }
        let rest = body.dropFirst()
        return String(rest.first == " " ? rest.dropFirst() : rest)
    }

    /// A quoted line's text with every level of `>` removed (`> > text` → `text`), nil when the line is not quoted.
    static func innermostQuoteContent(_ line: String) -> String? {
        guard var inner = quoteContent(line) else { return nil }
        while let deeper = quoteContent(inner) { inner = deeper }
        return inner
    }

    /// The URL of an image or link standing alone on a line: `![alt](url)`, `[text](url)`,
    /// `[![alt](img)](url)`, `<https://…>` or a bare `https://…`.
    static func standaloneMediaURL(_ line: String) -> String? {
        let text = line.trimmed()
        if text.hasPrefix("<"), text.hasSuffix(">"), isURL(text.dropFirst().dropLast()) {
            return String(text.dropFirst().dropLast())
        }
        if isURL(text[...]) { return text }
        var rest = text[...]
        if rest.hasPrefix("!") { rest = rest.dropFirst() }
        guard rest.hasPrefix("[") else { return nil }
        // Find the `](` that closes the bracketed text, allowing one nested image inside it.
        var depth = 0
        var cursor = rest.startIndex
        while cursor < rest.endIndex {
            let character = rest[cursor]
            if character == "[" { depth += 1 }
            if character == "]" {
                depth -= 1
                if depth == 0 { break }
            }
            cursor = rest.index(after: cursor)
        }
        guard cursor < rest.endIndex else { return nil }
        let tail = rest[rest.index(after: cursor)...]
        guard tail.hasPrefix("("), tail.hasSuffix(")") else { return nil }
        let inside = tail.dropFirst().dropLast()
        let url = inside.split(separator: " ", maxSplits: 1).first.map(String.init) ?? ""
        guard !url.isEmpty, !url.contains("(") else { return nil }
        return withoutAngleBrackets(url)
    }

    /// A link destination without the `<…>` that may wrap it.
    static func withoutAngleBrackets(_ url: String) -> String {
        url.hasPrefix("<") && url.hasSuffix(">") ? String(url.dropFirst().dropLast()) : url
    }

    static func isURL(_ text: Substring) -> Bool {
        (text.hasPrefix("http://") || text.hasPrefix("https://")) && !text.contains(" ")
    }
}
