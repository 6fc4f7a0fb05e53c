import CLibXML2
import DocumentModel

/// Parses a page saved as HTML into sections and blocks, through libxml2's HTML parser.
///
/// libxml2 runs in recover mode (sloppy pages are the norm: unclosed `<p>`, stray closing tags)
/// with the network off and no external entities; it decodes entities and legacy encodings.
/// `XML_PARSE_HUGE` lifts libxml2's 10 MB limit on one text node (a page under the reader's size
/// limit may hold one) and raises its nesting bound from 256 to 2048 levels; our walker stops
/// recursing at `maxDepth` anyway.
/// The tree is then read as *flow*: block elements (`p`, `div`, `h1`…, `pre`, lists) close the
/// current run of inline text and open their own block; inline elements only add to the run.
/// Site chrome (`nav`, `aside`, `footer`, a `header` without a heading, breadcrumb and cookie
/// boxes) becomes `chrome` blocks; `script`, `style` and the like are dropped.
///
/// Lines: libxml2 records, for each element, the line on which its start tag ends; text nodes'
/// own lines are unreliable (they are taken when a text chunk is flushed), so a block's lines are
/// counted from its start tag through the newlines of its text. Byte ranges cover whole lines.
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
            // Recover mode swallows most errors; a fatal one (too deep, out of memory) means the
            // tree stops short, and the user must hear about it.
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
                              title: walker.title, declaredLanguage: walker.pageLanguage)
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

// MARK: - Element roles

/// What an element does to the flow of the page.
private enum ElementRole {
    case drop, document, head, chrome, heading(Int), preformatted, list, table, container, lineBreak, image,
         codeInline, inline, rule

    static func of(_ name: String) -> ElementRole {
        switch name {
        case "script", "style", "noscript", "template", "iframe", "object", "embed", "svg", "canvas", "button",
             "input", "select", "textarea", "link", "meta", "base":
            return .drop
        case "html": return .document
        case "head": return .head
        case "nav", "aside", "footer", "header", "form", "menu": return .chrome
        case "h1", "h2", "h3", "h4", "h5", "h6": return .heading(Int(name.dropFirst())!)
        case "pre", "listing", "xmp", "plaintext": return .preformatted
        case "ul", "ol", "dl": return .list
        case "table": return .table
        case "br": return .lineBreak
        case "img": return .image
        case "code", "kbd", "samp", "tt": return .codeInline
        case "hr": return .rule
        case "p", "div", "section", "article", "main", "body", "blockquote", "figure", "figcaption", "center",
             "address", "details", "summary", "li", "dd", "dt", "fieldset", "caption", "td", "th", "tr":
            return .container
        default: return .inline
        }
    }
}

// MARK: - Inline run

/// The inline content gathered since the last block boundary.
private struct InlineRun {
    /// Whitespace collapsed, `<br>` as a newline: what prose shows.
    var prose = ""
    /// Text as written (newlines kept, `<br>` as a newline): what a code run shows.
    var verbatim = ""
    var firstLine: Int?
    var lastLine: Int?
    /// Non-blank text found outside `code`/`kbd` elements, and outside links.
    var hasPlainText = false
    var hasTextOutsideCode = false
    var hasLineBreak = false
    var mediaURLs: [String] = []
    var codeHint: CodeHint?

    var isEmpty: Bool { firstLine == nil }
}

// MARK: - Walker

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
        let name = Self.name(of: node)
        var role = ElementRole.of(name)
        if case .inline = role, Self.isChrome(node) { role = .chrome }
        if case .container = role, Self.isChrome(node) { role = .chrome }
        if name == "header", Self.containsHeading(node) { role = .container }
        switch role {
        case .drop:
            skip(node)
        case .document:
            if let lang = Self.attribute(node, "lang") ?? Self.attribute(node, "xml:lang") {
                pageLanguage = Language(tag: lang)
            }
            walk(node, depth: depth)
        case .head:
            readHead(node)
        case .chrome:
            flush()
            let first = line
            let text = Self.collapse(textContent(node))
            skip(node)
            if !text.isEmpty { emit(.chrome, text: text, first: first, last: line) }
        case .heading(let level):
            flush()
            walk(node, depth: depth)
            let text = run.prose.trimmed()
            let range = (run.firstLine ?? line, run.lastLine ?? line)
            run = InlineRun()
            if !text.isEmpty { emit(.heading, text: text, first: range.0, last: range.1, level: level) }
        case .preformatted:
            flush()
            readPreformatted(node)
        case .list, .table:
            flush()
            readRows(node, depth: depth, isTable: { if case .table = role { return true } else { return false } }())
        case .container:
            flush()
            walk(node, depth: depth)
            flush()
        case .rule:
            flush()
        case .lineBreak:
            run.prose += "\n"
            run.verbatim += "\n"
            run.hasLineBreak = true
        case .image:
            if let source = Self.attribute(node, "src") {
                run.mediaURLs.append(source)
                mark(line)
            }
        case .codeInline:
            if run.codeHint == nil, let hint = Self.classHint(node) { run.codeHint = hint }
            insideCode += 1
            walk(node, depth: depth)
            insideCode -= 1
        case .inline:
            let isLink = name == "a"
            if isLink, let href = Self.attribute(node, "href"), !href.hasPrefix("#"),
               !href.lowercased().hasPrefix("javascript:") {
                run.mediaURLs.append(href)
            }
            if isLink { insideLink += 1 }
            walk(node, depth: depth)
            if isLink { insideLink -= 1 }
        }
    }

    mutating func addText(_ node: xmlNodePtr) {
        guard let content = node.pointee.content else { return }
        let text = String(cString: content)
        run.verbatim += text
        var collapsed = ""
        var pendingSpace = !run.prose.isEmpty && !(run.prose.last?.isWhitespace ?? true)
        for character in text {
            if character == "\n" { line += 1 }
            if character.isWhitespace, character != "\u{00A0}" {
                pendingSpace = pendingSpace || !(collapsed.isEmpty && (run.prose.isEmpty || run.prose.last == "\n"))
                continue
            }
            if pendingSpace { collapsed.append(" ") }
            pendingSpace = false
            collapsed.append(character == "\u{00A0}" ? " " : character)
            mark(line)
            if insideCode == 0 {
                run.hasTextOutsideCode = true
                if insideLink == 0 { run.hasPlainText = true }
            }
        }
        if pendingSpace, !collapsed.isEmpty { collapsed.append(" ") }
        run.prose += collapsed
    }

    /// Reads a subtree past the depth bound without recursion.
    mutating func addFlatText(_ node: xmlNodePtr) {
        var stack: [xmlNodePtr] = [node]
        while let current = stack.popLast() {
            if current.pointee.type == XML_TEXT_NODE {
                addText(current)
                continue
            }
            var children: [xmlNodePtr] = []
            var child = current.pointee.children
            while let next = child {
                children.append(next)
                child = next.pointee.next
            }
            stack.append(contentsOf: children.reversed())
        }
    }

    mutating func mark(_ at: Int) {
        if run.firstLine == nil { run.firstLine = at }
        run.lastLine = at
    }

    // MARK: Special elements

    mutating func readHead(_ node: xmlNodePtr) {
        var child = node.pointee.children
        while let current = child {
            if current.pointee.type == XML_ELEMENT_NODE, Self.name(of: current) == "title" {
                let text = Self.collapse(textContent(current))
                if !text.isEmpty { title = text }
            }
            child = current.pointee.next
        }
        skip(node)
    }

    /// `pre` (with or without a `code` inside): the text as written, `<br>` as a line break.
    mutating func readPreformatted(_ node: xmlNodePtr) {
        let startLine = line
        var hint = Self.classHint(node)
        var text = ""
        var stack: [xmlNodePtr] = []
        var child = node.pointee.children
        while let current = child { stack.append(current); child = current.pointee.next }
        stack.reverse()
        while let current = stack.popLast() {
            switch current.pointee.type {
            case XML_TEXT_NODE, XML_CDATA_SECTION_NODE:
                if let content = current.pointee.content { text += String(cString: content) }
            case XML_ELEMENT_NODE:
                let name = Self.name(of: current)
                if name == "br" { text += "\n" }
                if hint == nil, name == "code" { hint = Self.classHint(current) }
                var children: [xmlNodePtr] = []
                var grandchild = current.pointee.children
                while let next = grandchild { children.append(next); grandchild = next.pointee.next }
                stack.append(contentsOf: children.reversed())
            default:
                break
            }
        }
        text = text.replacingNBSP()
        // Lines: count from the start tag; blank lines before and after the code are not part of it.
        let leading = text.prefix(while: { $0.isWhitespace })
        let body = text.dropFirst(leading.count)
        let trailingCount = body.reversed().prefix(while: { $0.isWhitespace }).count
        let code = Self.trimBlankLines(String(body.dropLast(trailingCount)), leadingIndent: leading)
        let first = startLine + leading.filter { $0 == "\n" }.count
        let last = first + body.dropLast(trailingCount).filter { $0 == "\n" }.count
        line = max(line, startLine + text.filter { $0 == "\n" }.count)
        guard !code.isEmpty else { return }
        emit(.code, text: code, first: first, last: last, hint: hint)
    }

    /// Lists (one item per line) and tables (one row per line, cells joined by " | ").
    mutating func readRows(_ node: xmlNodePtr, depth: Int, isTable: Bool) {
        let first = line
        var rows: [String] = []
        var stack: [xmlNodePtr] = [node]
        var lastLine = line
        while let current = stack.popLast() {
            var child = current.pointee.children
            var children: [xmlNodePtr] = []
            while let next = child { children.append(next); child = next.pointee.next }
            for item in children where item.pointee.type == XML_ELEMENT_NODE {
                let name = Self.name(of: item)
                let isRow = isTable ? name == "tr" : (name == "li" || name == "dt" || name == "dd")
                if isRow {
                    let cells: String
                    if isTable {
                        var parts: [String] = []
                        var cell = item.pointee.children
                        while let next = cell {
                            if next.pointee.type == XML_ELEMENT_NODE { parts.append(Self.collapse(textContent(next))) }
                            cell = next.pointee.next
                        }
                        cells = parts.filter { !$0.isEmpty }.joined(separator: " | ")
                    } else {
                        cells = Self.collapse(textContent(item))
                    }
                    if !cells.isEmpty { rows.append(cells) }
                } else if ["thead", "tbody", "tfoot", "ul", "ol", "div"].contains(name) {
                    stack.append(item)
                }
            }
        }
        // Every element and text newline inside moves the line forward; count them once.
        skip(node)
        lastLine = max(lastLine, line)
        guard !rows.isEmpty else { return }
        emit(isTable ? .prose : .list, text: rows.joined(separator: "\n"), first: first, last: lastLine)
    }

    /// Moves `line` past a subtree that is not read as flow: its text's newlines, or the last
    /// start tag inside it, whichever is further.
    mutating func skip(_ node: xmlNodePtr) {
        var stack: [xmlNodePtr] = []
        var child = node.pointee.children
        while let current = child { stack.append(current); child = current.pointee.next }
        var maxElementLine = line
        var newlines = 0
        while let current = stack.popLast() {
            switch current.pointee.type {
            case XML_ELEMENT_NODE:
                maxElementLine = max(maxElementLine, sourceLine(of: current))
                var grandchild = current.pointee.children
                while let next = grandchild { stack.append(next); grandchild = next.pointee.next }
            case XML_TEXT_NODE, XML_CDATA_SECTION_NODE, XML_COMMENT_NODE:
                newlines += Self.newlines(in: current.pointee.content)
            default:
                break
            }
        }
        line = max(line + newlines, maxElementLine)
    }

    /// The text of a subtree read as one line of words: block elements separate words, dropped
    /// elements (scripts, buttons) say nothing.
    func textContent(_ node: xmlNodePtr) -> String {
        var text = ""
        // nil marks the end of a block element: a word break.
        var stack: [xmlNodePtr?] = []
        var child = node.pointee.children
        while let current = child { stack.append(current); child = current.pointee.next }
        stack.reverse()
        while let entry = stack.popLast() {
            guard let current = entry else { text += " "; continue }
            switch current.pointee.type {
            case XML_TEXT_NODE, XML_CDATA_SECTION_NODE:
                if let content = current.pointee.content { text += String(cString: content) }
            case XML_ELEMENT_NODE:
                let role = ElementRole.of(Self.name(of: current))
                if case .drop = role { continue }
                var isInline = false
                if case .inline = role { isInline = true } else if case .codeInline = role { isInline = true }
                if !isInline { text += " "; stack.append(nil) }
                var children: [xmlNodePtr] = []
                var grandchild = current.pointee.children
                while let next = grandchild { children.append(next); grandchild = next.pointee.next }
                stack.append(contentsOf: children.reversed().map { Optional($0) })
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
        let prose = run.prose.trimmed()
        if !run.hasTextOutsideCode, run.hasLineBreak || run.verbatim.contains("\n"),
           !run.verbatim.trimmed().isEmpty {
            // `<code>a<br>b</code>`: code written with line breaks instead of a `pre`.
            let code = Self.trimBlankLines(run.verbatim.replacingNBSP(), leadingIndent: "")
            emit(.code, text: code, first: first, last: last, hint: run.codeHint)
            return
        }
        if !run.hasPlainText, run.mediaURLs.count == 1, first == last || prose.isEmpty {
            emit(.media, text: run.mediaURLs[0], first: first, last: last)
            return
        }
        guard !prose.isEmpty else { return }
        if !prose.contains("\n"), labels(prose) != nil {
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
        default: language = LanguageIdentifier.identify(text)
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

    static func name(of node: xmlNodePtr) -> String {
        guard let name = node.pointee.name else { return "" }
        return String(cString: name).lowercased()
    }

    static func attribute(_ node: xmlNodePtr, _ name: String) -> String? {
        guard let value = xmlGetProp(node, name) else { return nil }
        defer { doctool_xmlFree(value) }
        return String(cString: value)
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

    /// `class="language-swift"`, `lang-objc`, `highlight-source-swift`: the hint a page gives on the element.
    static func classHint(_ node: xmlNodePtr) -> CodeHint? {
        if let language = attribute(node, "data-lang") ?? attribute(node, "data-language"), !language.isEmpty {
            return CodeHint(raw: language, normalized: CodeLabels.normalizedLabel(language) ?? language.lowercased(),
                            range: nil)
        }
        guard let classes = attribute(node, "class") else { return nil }
        for token in classes.split(separator: " ") {
            for prefix in ["language-", "lang-", "highlight-source-"] where token.hasPrefix(prefix) {
                let language = String(token.dropFirst(prefix.count))
                guard !language.isEmpty else { continue }
                return CodeHint(raw: String(token),
                                normalized: CodeLabels.normalizedLabel(language) ?? language.lowercased(), range: nil)
            }
        }
        return nil
    }

    /// Boxes a site puts around its pages, whatever element they use.
    static func isChrome(_ node: xmlNodePtr) -> Bool {
        if let role = attribute(node, "role"), ["navigation", "banner", "contentinfo", "complementary"].contains(role) {
            return true
        }
        let words = ((attribute(node, "class") ?? "") + " " + (attribute(node, "id") ?? "")).lowercased()
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
            var child = current.pointee.children
            while let next = child {
                if next.pointee.type == XML_ELEMENT_NODE {
                    if case .heading = ElementRole.of(name(of: next)) { return true }
                    stack.append(next)
                }
                child = next.pointee.next
            }
        }
        return false
    }

    static func collapse(_ text: String) -> String {
        text.split(whereSeparator: { $0.isWhitespace && $0 != "\u{00A0}" }).joined(separator: " ")
            .replacingNBSP().trimmed()
    }

    /// Drops blank lines at either end of a code block, keeping the indentation of its first line.
    static func trimBlankLines(_ code: String, leadingIndent: Substring) -> String {
        let indent = leadingIndent.split(separator: "\n", omittingEmptySubsequences: false).last ?? ""
        var lines = (indent + code).split(separator: "\n", omittingEmptySubsequences: false)
        while let first = lines.first, first.allSatisfy({ $0.isWhitespace }) { lines.removeFirst() }
        while let last = lines.last, last.allSatisfy({ $0.isWhitespace }) { lines.removeLast() }
        return lines.map { String($0.reversed().drop(while: { $0 == " " || $0 == "\t" || $0 == "\r" }).reversed()) }
            .joined(separator: "\n")
    }
}

extension String {
    /// Non-breaking spaces (`&nbsp;`) as plain spaces: pages indent code with them.
    func replacingNBSP() -> String {
        contains("\u{00A0}") ? String(map { $0 == "\u{00A0}" ? " " : $0 }) : self
    }
}
