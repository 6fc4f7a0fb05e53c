import CLibXML2
import DocumentModel
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Parses a page saved as HTML into sections and blocks, through libxml2's HTML parser.
///
/// libxml2 runs in recover mode (sloppy pages are the norm: unclosed `<p>`, stray closing tags)
/// with the network off and no external entities; it decodes entities and legacy encodings.
/// `XML_PARSE_HUGE` lifts libxml2's 10 MB limit on one text node (a page under the reader's size
/// limit may hold one) and its 256-level nesting limit; our walker stops recursing at `maxDepth`
/// and reads anything deeper as flat text, so nesting stays bounded where it matters.
///
/// The tree is read as *flow*: block elements (`p`, `div`, `h1`…, `pre`, lists) close the current
/// run of inline text and open their own block; inline elements only add to the run. Site chrome
/// (`nav`, `aside`, `footer`, a `header` without a heading, breadcrumb and cookie boxes) becomes
/// `chrome` blocks; `script`, `style` and the like are dropped.
///
/// Lines: each element's start-tag line is recorded as libxml2 creates it (libxml2's own field is
/// 16 bits); text nodes carry no reliable line, so a block's lines are counted from its start tag
/// through the newlines of its text. Byte ranges cover whole lines. Text is handled as UTF-8 bytes:
/// this walk is most of the ingest time, and `Character` iteration would be several times slower.
public struct HTMLParser: Sendable {
    /// Elements nested deeper than this are read as plain text (and reported), so a hostile page
    /// cannot exhaust the stack.
    public var maxDepth: Int
    /// Recognises a paragraph that only names a code language; `CodeLabels` unless a test swaps it.
    public var labels: @Sendable (String) -> String?

    public init(maxDepth: Int = 256, labels: @escaping @Sendable (String) -> String? = CodeLabels.normalizedLabel) {
        self.maxDepth = maxDepth
        self.labels = labels
    }

    // MARK: - Entry point

    /// Parses `bytes` (the file as read). `encoding` names the character set to decode with
    /// (an IANA name libxml2 knows, e.g. "windows-1251"); nil means UTF-8.
    public func parse(_ bytes: [UInt8], file: String, encoding: String? = nil,
                      diagnostics: inout [Diagnostic]) -> ParsedPage {
        bytes.withUnsafeBufferPointer { buffer -> ParsedPage in
            let lines = LineIndex(file: file, bytes: buffer)
            let options = Int32(HTML_PARSE_RECOVER.rawValue | HTML_PARSE_NONET.rawValue | HTML_PARSE_NOERROR.rawValue
                                | HTML_PARSE_NOWARNING.rawValue | HTML_PARSE_COMPACT.rawValue
                                | HTML_PARSE_NODEFDTD.rawValue | XML_PARSE_HUGE.rawValue)
            guard let context = htmlNewParserCtxt() else { return ParsedPage(sections: []) }
            defer { htmlFreeParserCtxt(context) }
            // libxml2 stores element lines in 16 bits and its fallback search past line 65535 is
            // quadratic, so every element's full line is recorded as it is created (see below).
            let original = UnsafeMutablePointer<startElementSAXFunc?>.allocate(capacity: 1)
            defer { original.deallocate() }
            original.pointee = context.pointee.sax.pointee.startElement
            context.pointee._private = UnsafeMutableRawPointer(original)
            context.pointee.sax.pointee.startElement = recordingStartElement
            let document: htmlDocPtr? = buffer.baseAddress.flatMap { base in
                base.withMemoryRebound(to: CChar.self, capacity: buffer.count) { chars in
                    htmlCtxtReadMemory(context, chars, Int32(clamping: buffer.count), file, encoding ?? "UTF-8", options)
                }
            }
            // Recover mode swallows most errors; a fatal one (out of memory, a broken encoding)
            // means the tree stops short, and the user must hear about it.
            if let error = xmlCtxtGetLastError(context), error.pointee.level == XML_ERR_FATAL {
                let message = error.pointee.message.map { String(cString: $0).trimmed() } ?? "unknown error"
                diagnostics.append(Diagnostic(.warning, file: file, line: Int(error.pointee.line),
                                              "the HTML parser stopped early (\(message)); the rest of the page is not indexed"))
            }
            guard let document, let root = xmlDocGetRootElement(document) else {
                if let document { xmlFreeDoc(document) }
                return ParsedPage(sections: [])
            }
            defer { xmlFreeDoc(document) }
            var walker = FlowWalker(lines: lines, maxDepth: maxDepth, labels: labels)
            walker.visit(root, depth: 0)
            walker.flush()
            diagnostics += walker.diagnostics
            return ParsedPage(sections: SectionAssembler.sections(from: walker.blocks),
                              title: walker.title, declaredLanguage: walker.pageLanguage,
                              proseLanguage: walker.proseSample.language)
        }
    }
}

// MARK: - Line numbers

/// Calls libxml2's own start-element handler (kept in the context's `_private`), then stores the
/// parser's current line — a full `Int`, unlike the node's 16-bit `line` — in the new element's
/// unused `psvi` field, where `sourceLine(of:)` reads it.
private let recordingStartElement: startElementSAXFunc = { context, name, attributes in
    guard let context else { return }
    let parser = context.assumingMemoryBound(to: xmlParserCtxt.self)
    let original = parser.pointee._private?.assumingMemoryBound(to: startElementSAXFunc?.self).pointee
    original?(context, name, attributes)
    if let node = parser.pointee.node, let input = parser.pointee.input {
        node.pointee.psvi = UnsafeMutableRawPointer(bitPattern: Int(input.pointee.line))
    }
}

/// The line on which an element's start tag ends.
private func sourceLine(of node: xmlNodePtr) -> Int {
    if let recorded = node.pointee.psvi { return Int(bitPattern: recorded) }
    return Int(node.pointee.line)
}

// MARK: - Inline run

/// The inline content gathered since the last block boundary, as UTF-8 bytes.
private struct InlineRun {
    /// Whitespace collapsed, `<br>` as a newline, `&nbsp;` as a space: what prose shows.
    var prose: [UInt8] = []
    /// Text as written (newlines kept, `<br>` as a newline): what a code run shows.
    var verbatim: [UInt8] = []
    /// Whitespace was seen after the last word: a space goes before the next one.
    var pendingSpace = false
    var firstLine: Int?
    var lastLine: Int?
    /// Non-blank text outside `code`/`kbd` elements, and outside both code and links.
    var hasTextOutsideCode = false
    var hasPlainText = false
    var hasLineBreak = false
    var mediaURLs: [String] = []
    var codeHint: CodeHint?
}

// MARK: - Walker

/// The attributes a code hint is read from.
private struct HintAttributes: Equatable {
    var dataLang: String?
    var dataLanguage: String?
    var classes: String?
}

private struct FlowWalker {
    let lines: LineIndex
    let maxDepth: Int
    let labels: (String) -> String?
    var blocks: [Block] = []
    var diagnostics: [Diagnostic] = []
    var title: String?
    var pageLanguage: Language?
    var run = InlineRun()
    /// The line the text being read is on: resynchronised at every element start tag.
    var line = 1
    var insideCode = 0
    var insideLink = 0
    var pendingLabel: CodeHint?
    var reportedDepth = false
    /// The attributes `classHint` read last and what they gave.
    var lastHint: (attributes: HintAttributes, hint: CodeHint?)?
    /// The page's prose language, weighed block by block as blocks are emitted.
    var proseSample = ProseLanguageSample()

    init(lines: LineIndex, maxDepth: Int, labels: @escaping (String) -> String?) {
        self.lines = lines
        self.maxDepth = maxDepth
        self.labels = labels
    }

    // MARK: Flow

    mutating func walk(_ node: xmlNodePtr, depth: Int) {
        var child = node.pointee.children
        while let current = child {
            visit(current, depth: depth + 1)
            child = current.pointee.next
        }
    }

    mutating func visit(_ node: xmlNodePtr, depth: Int) {
        switch node.pointee.type {
        case XML_TEXT_NODE, XML_CDATA_SECTION_NODE:
            addText(node)
        case XML_COMMENT_NODE:
            line += Self.newlines(in: node.pointee.content)
        case XML_ELEMENT_NODE:
            let elementLine = sourceLine(of: node)
            if elementLine > line { line = elementLine }
            guard depth <= maxDepth else {
                if !reportedDepth {
                    reportedDepth = true
                    diagnostics.append(Diagnostic(.warning, file: lines.file, line: line,
                                                  "elements are nested more than \(maxDepth) deep here; the deeper content is read as plain text"))
                }
                addFlatText(node)
                return
            }
            visitElement(node, depth: depth)
        default:
            break
        }
    }

    mutating func visitElement(_ node: xmlNodePtr, depth: Int) {
        var role = HTMLElementRole.of(node)
        switch role {
        case .inline, .container, .link:
            if node.pointee.properties != nil, Self.isChrome(node) { role = .chrome }
        case .header:
            role = Self.containsHeading(node) ? .container : .chrome
        default:
            break
        }
        switch role {
        case .drop, .title:
            skip(node)
        case .document:
            if let lang = Self.attribute(node, "lang") ?? Self.attribute(node, "xml:lang") {
                pageLanguage = Language(tag: lang)
            }
            walk(node, depth: depth)
        case .head:
            readHead(node)
        case .chrome, .header:
            flush()
            let first = line
            let text = Self.collapse(textContent(node))
            skip(node)
            if !text.isEmpty { emit(.chrome, text: text, first: first, last: line) }
        case .heading(let level):
            flush()
            walk(node, depth: depth)
            let text = Self.string(run.prose)
            let range = (run.firstLine ?? line, run.lastLine ?? line)
            run = InlineRun()
            if !text.isEmpty { emit(.heading, text: text, first: range.0, last: range.1, level: level) }
        case .preformatted:
            flush()
            readPreformatted(node)
        case .list:
            flush()
            readRows(node, isTable: false)
        case .table:
            flush()
            readRows(node, isTable: true)
        case .container:
            flush()
            walk(node, depth: depth)
            flush()
        case .rule:
            flush()
        case .lineBreak:
            run.prose.append(0x0A)
            run.verbatim.append(0x0A)
            run.pendingSpace = false
            run.hasLineBreak = true
        case .image:
            if let source = Self.attribute(node, "src") {
                run.mediaURLs.append(source)
                mark(line)
            }
        case .codeInline:
            if run.codeHint == nil, node.pointee.properties != nil, let hint = classHint(node) { run.codeHint = hint }
            insideCode += 1
            walk(node, depth: depth)
            insideCode -= 1
        case .link:
            if let href = Self.attribute(node, "href"), !href.hasPrefix("#"), !href.lowercased().hasPrefix("javascript:") {
                run.mediaURLs.append(href)
            }
            insideLink += 1
            walk(node, depth: depth)
            insideLink -= 1
        case .inline:
            walk(node, depth: depth)
        }
    }

    mutating func addText(_ node: xmlNodePtr) {
        guard let content = node.pointee.content else { return }
        let bytes = UnsafeBufferPointer(start: content, count: strlen(content))
        run.verbatim.append(contentsOf: bytes)
        let count = bytes.count
        var index = 0
        while index < count {
            let byte = bytes[index]
            if byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D || byte == 0x0C {
                if byte == 0x0A { line += 1 }
                if let last = run.prose.last, last != 0x0A { run.pendingSpace = true }
                index += 1
                continue
            }
            if run.pendingSpace {
                run.prose.append(0x20)
                run.pendingSpace = false
            }
            if byte == 0xC2 {
                if index + 1 < count, bytes[index + 1] == 0xA0 {
                    run.prose.append(0x20)   // &nbsp;
                    index += 2
                } else {
                    run.prose.append(byte)
                    index += 1
                }
            } else {
                // The rest of the word in one copy: up to whitespace or the lead byte of a possible &nbsp;.
                let start = index
                index += 1
                while index < count {
                    let next = bytes[index]
                    if next == 0x20 || next == 0x0A || next == 0x09 || next == 0x0D || next == 0x0C || next == 0xC2 { break }
                    index += 1
                }
                run.prose.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<index]))
            }
            if run.firstLine == nil { run.firstLine = line }
            run.lastLine = line
            if insideCode == 0 {
                run.hasTextOutsideCode = true
                if insideLink == 0 { run.hasPlainText = true }
            }
        }
    }

    /// Reads a subtree past the depth bound without recursion.
    mutating func addFlatText(_ node: xmlNodePtr) {
        var stack: [xmlNodePtr] = [node]
        while let current = stack.popLast() {
            if current.pointee.type == XML_TEXT_NODE {
                addText(current)
                continue
            }
            let children = Self.children(of: current)
            stack.append(contentsOf: children.reversed())
        }
    }

    mutating func mark(_ at: Int) {
        if run.firstLine == nil { run.firstLine = at }
        run.lastLine = at
    }

    // MARK: Special elements

    mutating func readHead(_ node: xmlNodePtr) {
        for child in Self.children(of: node) where child.pointee.type == XML_ELEMENT_NODE {
            if HTMLElementRole.of(child) == .title {
                let text = Self.collapse(textContent(child))
                if !text.isEmpty { title = text }
            }
        }
        skip(node)
    }

    /// `pre` (with or without a `code` inside): the text as written, `<br>` as a line break.
    mutating func readPreformatted(_ node: xmlNodePtr) {
        let startLine = line
        var hint = node.pointee.properties == nil ? nil : classHint(node)
        var text: [UInt8] = []
        var sourceNewlines = 0
        var cursor = node.pointee.children
        while let current = cursor {
            var descend = false
            switch current.pointee.type {
            case XML_TEXT_NODE, XML_CDATA_SECTION_NODE:
                if let content = current.pointee.content {
                    let bytes = UnsafeBufferPointer(start: content, count: strlen(content))
                    text.append(contentsOf: bytes)
                    sourceNewlines += Self.newlines(in: bytes)
                }
            case XML_ELEMENT_NODE:
                let role = HTMLElementRole.of(current)
                if role == .lineBreak { text.append(0x0A) }
                if hint == nil, role == .codeInline, current.pointee.properties != nil { hint = classHint(current) }
                descend = true
            default:
                break
            }
            cursor = Self.next(after: current, in: node, descend: descend)
        }
        // Lines: count from the start tag; blank lines before and after the code are not part of it.
        let code = CodeText.clean(text)
        line = max(line, startLine + sourceNewlines)
        guard code.lineCount > 0 else { return }
        let first = startLine + code.droppedLeadingLines
        emit(.code, text: code.text, first: first, last: first + code.lineCount - 1, hint: hint)
    }

    /// Lists (one item per line) and tables (one row per line, cells joined by " | ").
    mutating func readRows(_ node: xmlNodePtr, isTable: Bool) {
        let first = line
        var rows: [String] = []
        var stack: [xmlNodePtr] = [node]
        while let current = stack.popLast() {
            for item in Self.children(of: current).reversed() where item.pointee.type == XML_ELEMENT_NODE {
                let name = Self.name(of: item)
                let isRow = isTable ? name == "tr" : (name == "li" || name == "dt" || name == "dd")
                if isRow {
                    let cells: String
                    if isTable {
                        cells = Self.children(of: item).filter { $0.pointee.type == XML_ELEMENT_NODE }
                            .map { Self.collapse(textContent($0)) }.filter { !$0.isEmpty }.joined(separator: " | ")
                    } else {
                        cells = Self.collapse(textContent(item))
                    }
                    if !cells.isEmpty { rows.append(cells) }
                } else if ["thead", "tbody", "tfoot", "ul", "ol", "div"].contains(name) {
                    stack.append(item)
                }
            }
        }
        rows.reverse()
        skip(node)
        guard !rows.isEmpty else { return }
        emit(isTable ? .prose : .list, text: rows.joined(separator: "\n"), first: first, last: line)
    }

    /// Moves `line` past a subtree that is not read as flow: its text's newlines, or the last
    /// start tag inside it, whichever is further.
    mutating func skip(_ node: xmlNodePtr) {
        var maxElementLine = line
        var newlines = 0
        var cursor = node.pointee.children
        while let current = cursor {
            var descend = false
            switch current.pointee.type {
            case XML_ELEMENT_NODE:
                maxElementLine = max(maxElementLine, sourceLine(of: current))
                descend = true
            case XML_TEXT_NODE, XML_CDATA_SECTION_NODE, XML_COMMENT_NODE:
                newlines += Self.newlines(in: current.pointee.content)
            default:
                break
            }
            cursor = Self.next(after: current, in: node, descend: descend)
        }
        line = max(line + newlines, maxElementLine)
    }

    /// The text of a subtree read as one line of words: block elements separate words, dropped
    /// elements (scripts, buttons) say nothing.
    func textContent(_ node: xmlNodePtr) -> [UInt8] {
        var text: [UInt8] = []
        // nil marks the end of a block element: a word break.
        var stack: [xmlNodePtr?] = Self.children(of: node).reversed()
        while let entry = stack.popLast() {
            guard let current = entry else { text.append(0x20); continue }
            switch current.pointee.type {
            case XML_TEXT_NODE, XML_CDATA_SECTION_NODE:
                if let content = current.pointee.content {
                    text.append(contentsOf: UnsafeBufferPointer(start: content, count: strlen(content)))
                }
            case XML_ELEMENT_NODE:
                let role = HTMLElementRole.of(current)
                if role == .drop { continue }
                if !role.isInline { text.append(0x20); stack.append(nil) }
                stack.append(contentsOf: Self.children(of: current).reversed().map { Optional($0) })
            default:
                break
            }
        }
        return text
    }

    // MARK: Emitting blocks

    /// Ends the current inline run, turning it into a prose, label, media or code block.
    mutating func flush() {
        defer { run = InlineRun() }
        guard let first = run.firstLine, let last = run.lastLine else { return }
        if !run.hasTextOutsideCode, run.hasLineBreak || run.verbatim.contains(0x0A) {
            // `<code>a<br>b</code>`: code written with line breaks instead of a `pre`.
            let code = CodeText.clean(run.verbatim)
            if code.lineCount > 0 {
                emit(.code, text: code.text, first: first, last: last, hint: run.codeHint)
                return
            }
        }
        let prose = Self.string(run.prose)
        if !run.hasPlainText, run.mediaURLs.count == 1, first == last || prose.isEmpty {
            emit(.media, text: run.mediaURLs[0], first: first, last: last)
            return
        }
        guard !prose.isEmpty else { return }
        if !run.prose.contains(0x0A), run.prose.count < 64, labels(prose) != nil {
            emit(.codeLabel, text: prose, first: first, last: last)
            return
        }
        emit(.prose, text: prose, first: first, last: last)
    }

    mutating func emit(_ kind: BlockKind, text: String, first: Int, last: Int, level: Int? = nil, hint: CodeHint? = nil) {
        let language: Language?
        switch kind {
        case .code: language = CodeCommentLanguage.language(of: text)
        case .media, .codeLabel: language = nil
        default:
            let evidence = LanguageEvidence(text)
            language = evidence.language
            if ProseLanguageSample.reads(kind) { proseSample.add(text, evidence: evidence) }
        }
        let range = lines.range(first, max(first, last))
        var block = Block(kind: kind, text: text, range: range, language: language, headingLevel: level,
                          codeHint: hint)
        if kind == .code, block.codeHint == nil { block.codeHint = pendingLabel }
        pendingLabel = kind == .codeLabel
            ? CodeHint(raw: text, normalized: labels(text) ?? text.lowercased(), range: range)
            : nil
        blocks.append(block)
    }

    // MARK: - Helpers

    static func children(of node: xmlNodePtr) -> [xmlNodePtr] {
        var children: [xmlNodePtr] = []
        var child = node.pointee.children
        while let current = child {
            children.append(current)
            child = current.pointee.next
        }
        return children
    }

    /// The node after `node` in document order inside `root`'s subtree (children first when
    /// `descend`), nil at the end: a walk without a stack or allocations.
    static func next(after node: xmlNodePtr, in root: xmlNodePtr, descend: Bool) -> xmlNodePtr? {
        if descend, let child = node.pointee.children { return child }
        var current = node
        while current != root {
            if let sibling = current.pointee.next { return sibling }
            guard let parent = current.pointee.parent else { return nil }
            current = parent
        }
        return nil
    }

    static func name(of node: xmlNodePtr) -> String {
        guard let name = node.pointee.name else { return "" }
        return String(cString: name)
    }

    /// An attribute's value, read straight from the attribute node (no allocation when absent).
    static func attribute(_ node: xmlNodePtr, _ name: StaticString) -> String? {
        var attribute = node.pointee.properties
        while let current = attribute {
            if let attributeName = current.pointee.name, strcmp(attributeName, name.utf8Start) == 0 {
                guard let value = current.pointee.children, let content = value.pointee.content else { return "" }
                return String(cString: content)
            }
            attribute = current.pointee.next
        }
        return nil
    }

    /// The LFs in `bytes`.
    static func newlines(in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        guard let base = bytes.baseAddress else { return 0 }
        var count = 0
        var offset = 0
        while offset < bytes.count, let hit = memchr(base + offset, 0x0A, bytes.count - offset) {
            count += 1
            offset = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(hit)) + 1
        }
        return count
    }

    static func newlines(in content: UnsafeMutablePointer<xmlChar>?) -> Int {
        guard var cursor = content else { return 0 }
        var count = 0
        while cursor.pointee != 0 {
            if cursor.pointee == 0x0A { count += 1 }
            cursor += 1
        }
        return count
    }

    /// `classHint(dataLang:dataLanguage:classes:)` of the element's attributes. A page gives its code
    /// blocks the same few attributes over and over, so the last answer is kept and reused.
    mutating func classHint(_ node: xmlNodePtr) -> CodeHint? {
        let key = HintAttributes(dataLang: Self.attribute(node, "data-lang"),
                                 dataLanguage: Self.attribute(node, "data-language"),
                                 classes: Self.attribute(node, "class"))
        if let last = lastHint, last.attributes == key { return last.hint }
        let hint = Self.classHint(dataLang: key.dataLang, dataLanguage: key.dataLanguage, classes: key.classes)
        lastHint = (key, hint)
        return hint
    }

    /// `class="language-swift"`, `lang-objc`, `highlight-source-swift`, `data-lang`: the hint a page gives on the element.
    static func classHint(dataLang: String?, dataLanguage: String?, classes: String?) -> CodeHint? {
        if let language = dataLang ?? dataLanguage, !language.isEmpty {
            return CodeHint(raw: language, normalized: CodeLabels.normalizedLabel(language) ?? language.lowercased(),
                            range: nil)
        }
        guard let classes, classes.utf8.contains(0x2D) else { return nil }
        for token in classes.utf8.split(separator: 0x20) {
            for prefix in hintPrefixes where token.starts(with: prefix) {
                let language = String(decoding: token.dropFirst(prefix.count), as: UTF8.self)
                guard !language.isEmpty else { continue }
                return CodeHint(raw: String(decoding: token, as: UTF8.self),
                                normalized: CodeLabels.normalizedLabel(language) ?? language.lowercased(), range: nil)
            }
        }
        return nil
    }

    static let hintPrefixes: [[UInt8]] = [Array("language-".utf8), Array("lang-".utf8), Array("highlight-source-".utf8)]

    /// Boxes a site puts around its pages, whatever element they use.
    static func isChrome(_ node: xmlNodePtr) -> Bool {
        if let role = attribute(node, "role"), ["navigation", "banner", "contentinfo", "complementary"].contains(role) {
            return true
        }
        let classes = attribute(node, "class"), id = attribute(node, "id")
        guard classes != nil || id != nil else { return false }
        let words = ((classes ?? "") + " " + (id ?? "")).lowercased()
        for token in words.split(whereSeparator: { $0 == " " || $0 == "_" }) {
            if token.contains("breadcrumb") || token.contains("cookie") { return true }
            if ["navbar", "sidebar", "site-header", "site-footer", "menu", "nav", "footer", "share", "social",
                "pagination", "categories", "archive"].contains(String(token)) {
                return true
            }
        }
        return false
    }

    static func containsHeading(_ node: xmlNodePtr) -> Bool {
        var stack: [xmlNodePtr] = [node]
        while let current = stack.popLast() {
            for child in children(of: current) where child.pointee.type == XML_ELEMENT_NODE {
                if case .heading = HTMLElementRole.of(child) { return true }
                stack.append(child)
            }
        }
        return false
    }

    /// Bytes as text without whitespace at either end.
    static func string(_ bytes: [UInt8]) -> String {
        var start = 0, end = bytes.count
        while start < end, bytes[start] == 0x20 || bytes[start] == 0x0A { start += 1 }
        while end > start, bytes[end - 1] == 0x20 || bytes[end - 1] == 0x0A { end -= 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// Text with every run of whitespace (`&nbsp;` included) as one space, trimmed.
    static func collapse(_ bytes: [UInt8]) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var pending = false
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            let isNBSP = byte == 0xC2 && index + 1 < bytes.count && bytes[index + 1] == 0xA0
            if byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D || byte == 0x0C || isNBSP {
                pending = !out.isEmpty
                index += isNBSP ? 2 : 1
                continue
            }
            if pending { out.append(0x20); pending = false }
            out.append(byte)
            index += 1
        }
        return String(decoding: out, as: UTF8.self)
    }
}
