import CLibXML2
import DocumentModel
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Turns libxml2's SAX events for one page into blocks, reading the page as *flow*: block elements
/// (`p`, `div`, `h1`…, `pre`, lists) close the current run of inline text and open their own block;
/// inline elements only add to the run. Site chrome (`nav`, `aside`, `footer`, a `header` without a
/// heading, breadcrumb and cookie boxes) becomes `chrome` blocks; `script`, `style` and the like are dropped.
///
/// Positions: before each event `position` is set to the parser's offset in `text`. An event's source
/// is everything since the previous event, so a text chunk is found in the file by comparing bytes
/// (a chunk that differs, an entity, maps to its whole span). A block's range runs from its first
/// content byte to its last; lines are counted from those offsets. Text is handled as UTF-8 bytes:
/// this is most of the ingest time after libxml2's own, and `Character` iteration would be several times slower.
struct HTMLFlowBuilder {
    // MARK: Input

    let file: String
    /// The UTF-8 libxml2 reads; offsets are into it.
    let text: UnsafeBufferPointer<UInt8>
    /// How offsets in `text` map back to the file.
    let origin: HTMLTextOrigin
    let maxDepth: Int
    let labels: (String) -> String?
    /// Bytes of `text` before what libxml2 was given (a byte-order mark).
    var offsetBias = 0

    // MARK: Output

    /// Sections are built as blocks are emitted (as `SectionAssembler` would group them), so blocks are not
    /// copied a second time: a heading closes `section` and opens the next.
    private var sections: [Section] = []
    private var section = Section(heading: nil, level: 0, blocks: [])
    private(set) var diagnostics: [Diagnostic] = []
    private var title: String?
    private var pageLanguage: Language?
    /// The page's prose language, weighed block by block as blocks are emitted.
    private var proseSample = ProseLanguageSample()

    // MARK: State

    /// The parser's offset in `text` (libxml2's own offset plus `offsetBias`), set before each event.
    var position = 0
    /// Where the current event's source starts: the end of the previous event.
    private var eventStart = 0
    /// The end of the last content (text or start tag) seen inside a chrome box, header or list: where it ends.
    private var lastContentEnd = 0
    /// The innermost open element's content mode and whether it is inside a dropped element (kept apart
    /// from `frames` because every text event asks).
    private var currentMode = HTMLContentMode.flow
    private var currentUnderDrop = false
    /// Only a chrome box, header or list (each collects text or rows) asks where its content ended.
    private var tracksContentEnd: Bool { !captures.isEmpty || !rows.isNone }
    private var frames: [HTMLOpenElement] = []
    private var run = HTMLInlineRun()
    /// The open `pre`'s text, when `isInPre`. One value serves every `pre` of the page, reset in place, so
    /// its buffers are reused and never copied.
    private var pre = HTMLPreformatted(hint: nil)
    private var isInPre = false
    /// The open `pre` stands in a list item or table cell: its text is a code block, not row text.
    private var isPreInRows = false

    /// Text collected for `textContent`-style blocks (chrome, headers, list rows, table cells, the title), innermost last.
    private var captures: [HTMLCapturedText] = []
    private var rows: HTMLRowCollector?
    private var insideCode = 0
    private var insideLink = 0
    /// For each open `header` (innermost last), what to go back to if it turns out to be chrome.
    private var headerSnapshots: [HTMLHeaderSnapshot] = []
    private var pendingLabel: CodeHint?
    /// Where `line(at:)` and `fileOffset(at:)` counted to last.
    private var lineCursor = HTMLCountingCursor()
    private var characterCursor = HTMLCountingCursor()
    /// Element roles by libxml2's interned name pointer: a page names the same few elements thousands of times.
    private var roleCache = [(name: UnsafePointer<xmlChar>?, role: HTMLElementRole)](repeating: (nil, .inline), count: 64)
    private var reportedDepth = false
    /// The attributes `classHint` read lately (as bytes) and what they gave, newest first, and the buffer the
    /// next key is built in. A few, not one: a site gives `pre` and its `code` different classes, in turn.
    private var recentHints: [(key: [UInt8], hint: CodeHint?)] = []
    private var hintKey: [UInt8] = []

    init(
        file: String, text: UnsafeBufferPointer<UInt8>, origin: HTMLTextOrigin, maxDepth: Int,
        labels: @escaping (String) -> String?
    ) {
        self.file = file
        self.text = text
        self.origin = origin
        self.maxDepth = maxDepth
        self.labels = labels
    }

    /// Ends the page: what is still open is closed, and the blocks become sections.
    mutating func finish() -> ParsedPage {
        while !frames.isEmpty { endElement() }
        flush()
        if pendingLabel.take() != nil { demoteLastLabel() }
        if !section.isEmpty { sections += CodeLanguageHeadings.resolve(section) }
        return ParsedPage(
            sections: sections, title: title,
            declaredLanguage: pageLanguage, proseLanguage: proseSample.language)
    }

    // MARK: - Events

    /// A comment, processing instruction or doctype: nothing to read, but its source is behind us.
    mutating func skipped() {
        eventStart = position
    }

    mutating func startElement(_ name: UnsafePointer<xmlChar>, _ attributes: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?) {
        // libxml2 reports a start tag with its `>` not yet consumed. An element it implies (`html` and
        // `body` before a page's first tag, a `p` around stray text) is reported while it reads the next
        // real tag, whose name is not the implied one's: it has no source and moves nothing. A `<br/>`
        // is reported at its `/`, so only a tag read to its `>` moves the event start.
        // Stray end tags libxml2 drops send no event, so the tag is looked for, not assumed, after the last one.
        let written = Self.startTag(named: name, in: text, from: eventStart, to: position)
        let isWritten = written != nil
        let tagStart = written ?? HTMLText.firstNonSpace(in: text, from: eventStart, to: position)
        let isFinished = isWritten && position < text.count && text[position] == 0x3E
        let closesItself = isWritten && position + 1 < text.count && text[position] == 0x2F && text[position + 1] == 0x3E
        let tagEnd = isFinished ? position + 1 : closesItself ? position + 2 : isWritten ? position : tagStart
        if isFinished { eventStart = tagEnd }
        let rawRole = role(of: name)
        let parent = frames.last
        var frame = HTMLOpenElement(
            role: rawRole, rawRole: rawRole, mode: parent?.mode ?? .flow, start: tagStart,
            underDrop: (parent?.underDrop ?? false) || rawRole == .drop, place: parent?.place ?? .none)
        if case .heading = rawRole, !headerSnapshots.isEmpty {
            for index in frames.indices where frames[index].isHeader { frames[index].headerHasHeading = true }
        }
        if !(parent?.underDrop ?? false), rawRole != .drop, !rawRole.isInline { appendToCaptures(space) }
        let contentEndBeforeTag = lastContentEnd
        if isWritten, frame.mode != .skip, !frame.underDrop, tracksContentEnd { lastContentEnd = max(lastContentEnd, tagEnd) }
        switch frame.mode {
        case .skip:
            break
        case .head:
            frame.mode = .skip
            if rawRole == .title {
                frame.mode = .capture
                frame.ownsCapture = true
                captures.append(HTMLCapturedText())
            }
        case .capture:
            // A code listing's line-number gutter (Pygments' `linenos`, a `gutter` cell) is not text of the page.
            if attributes != nil, HTMLAttributes.isLineNumberGutter(attributes) { frame.underDrop = true }
            startInCapture(&frame, name: name)
            if rawRole == .preformatted, !rows.isNone, !frame.underDrop, !isInPre {
                startPreInRows(&frame, attributes: attributes, contentEnd: contentEndBeforeTag)
            }
        case .pre:
            if rawRole == .lineBreak {
                if isInPre { pre.append(newlineFrom: tagStart, to: tagEnd) }
            } else if isInPre, rawRole == .codeInline, attributes != nil, pre.hint.isNone {
                let hint = classHint(attributes)
                pre.hint = hint
            } else if isInPre, strcmp(name, "li") == 0 {
                frame.isPreLine = true
            }
        case .flat:
            break
        case .flow:
            if frames.count > maxDepth {
                if !reportedDepth {
                    reportedDepth = true
                    diagnostics.append(
                        Diagnostic(
                            .warning, file: file, line: line(at: tagStart),
                            "elements are nested more than \(maxDepth) deep here; the deeper content is read as plain text"))
                }
                frame.mode = .flat
            } else {
                startInFlow(&frame, attributes: attributes, tagStart: tagStart, tagEnd: tagEnd)
            }
        }
        frames.append(frame)
        currentMode = frame.mode
        currentUnderDrop = frame.underDrop
    }

    mutating func endElement() {
        // An end tag read to its `>`; an element closed by the next start tag leaves that tag's start alone.
        if position > 0, position <= text.count, text[position - 1] == 0x3E { eventStart = max(eventStart, position) }
        guard let frame = frames.popLast() else { return }
        currentMode = frames.last?.mode ?? .flow
        currentUnderDrop = frames.last?.underDrop ?? false
        defer {
            if !currentUnderDrop, frame.rawRole != .drop, !frame.rawRole.isInline { appendToCaptures(space) }
        }
        switch frame.mode {
        case .capture where frame.place == .row || frame.place == .cell:
            endRowOrCell(frame)
        case .capture where frame.ownsCapture:
            let capture = captures.removeLast()
            if frame.role == .title {
                let text = HTMLText.collapsed(capture.bytes)
                if !text.isEmpty { title = text }
            } else if frame.role == .chrome {
                emitChrome(capture, of: frame)
            }
        case .capture where frame.isRowList:
            endRows(frame)
        case .pre where frame.role == .preformatted && frame.ownsPre:
            endPreformatted()
            if isPreInRows {
                isPreInRows = false
                // The rest of the list or table is a block of its own, starting after the code.
                if let list = frames.lastIndex(where: \.isRowList) { frames[list].contentStart = nil }
            }
        case .capture where frame.isNestedRow:
            endNestedRowText()
        case .pre where isInPre && frame.isPreLine:
            // Line-numbered listings (Prettify's `<ol class="linenums">`) give each line its own `li`.
            pre.append(newlineFrom: position, to: position)
        case .flow:
            endInFlow(frame)
        default:
            break
        }
    }

    mutating func characters(_ chunk: UnsafeBufferPointer<UInt8>, isCDATA: Bool) {
        let spanStart = eventStart
        var spanEnd = max(eventStart, position)
        // libxml2 hands over a long text run in pieces of 1000 bytes, each sent before the parser steps past
        // the character it copied last: such a piece ends one character beyond the parser's position.
        if chunk.count >= 1000, spanEnd < text.count, text[spanEnd] != 0x3C, text[spanEnd] != 0x26 {
            spanEnd = min(text.count, spanEnd + HTMLText.utf8Length(leading: text[spanEnd]))
        }
        eventStart = spanEnd
        guard chunk.count > 0 else { return }
        let mode = currentMode, underDrop = currentUnderDrop
        if mode != .skip, !underDrop, tracksContentEnd, let last = HTMLText.lastNonBlank(chunk) {
            let span = HTMLTextSpan(start: spanStart, end: spanEnd, chunk: chunk, text: text)
            lastContentEnd = max(lastContentEnd, span.sourceEnd(of: last + 1))
            // The first content of each open list, table or chrome box is where its block starts (not its tag).
            let first = span.source(of: HTMLText.firstNonSpace(in: chunk, from: 0, to: chunk.count))
            for index in frames.indices.reversed() where frames[index].collectsText && frames[index].contentStart == nil {
                frames[index].contentStart = first
            }
        }
        if !underDrop, !captures.isEmpty, !isCDATA, !isPreInRows {
            for index in captures.indices { captures[index].bytes.append(contentsOf: chunk) }
        }
        switch mode {
        case .flow:
            if !underDrop { addText(chunk, spanStart: spanStart, spanEnd: spanEnd) }
        case .flat:
            if !isCDATA { addText(chunk, spanStart: spanStart, spanEnd: spanEnd) }
        case .pre:
            if isInPre { pre.append(chunk, span: HTMLTextSpan(start: spanStart, end: spanEnd, chunk: chunk, text: text)) }
        case .capture, .skip, .head:
            break
        }
    }

    // MARK: - Flow

    private mutating func startInFlow(
        _ frame: inout HTMLOpenElement, attributes: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?,
        tagStart: Int, tagEnd: Int
    ) {
        var role = frame.role
        switch role {
        case .inline, .container, .link:
            if attributes != nil, HTMLAttributes.isChrome(attributes) { role = .chrome }
            // A heading's permalink (`¶`, `#`) is dropped with its text, as a reader ignores it.
            if role == .link, attributes != nil, HTMLAttributes.isPermalink(attributes) {
                role = .drop
                frame.underDrop = true
            }
        default:
            break
        }
        frame.role = role
        switch role {
        case .drop, .title:
            frame.mode = .skip
        case .document:
            if let lang = HTMLAttributes.value(attributes, "lang") ?? HTMLAttributes.value(attributes, "xml:lang") {
                pageLanguage = Language(tag: lang)
            }
        case .head:
            frame.mode = .head
        case .chrome:
            flush()
            frame.mode = .capture
            frame.ownsCapture = true
            captures.append(HTMLCapturedText())
        case .header:
            // Chrome unless a heading turns up inside: read as flow, and undone at its end if none did.
            flush()
            frame.isHeader = true
            // A header without a heading emitted no heading, so all it emitted is in the current section.
            headerSnapshots.append(
                HTMLHeaderSnapshot(
                    blockCount: section.blocks.count, proseSample: proseSample,
                    pendingLabel: pendingLabel))
            frame.ownsCapture = true
            captures.append(HTMLCapturedText())
        case .heading:
            flush()
        case .preformatted:
            flush()
            startPreformatted(&frame, attributes: attributes)
        case .list, .table:
            flush()
            frame.mode = .capture
            frame.isRowList = true
            frame.place = .rowList
            rows = HTMLRowCollector(isTable: role == .table)
        case .container:
            flush()
        case .rule:
            flush()
        case .lineBreak:
            run.prose.append(0x0A)
            run.verbatim.append(0x0A)
            run.pendingSpace = false
            run.hasLineBreak = true
        case .image:
            if let source = HTMLAttributes.value(attributes, "src") {
                run.mediaURLs.append(source)
                run.mark(tagStart, tagEnd)
            }
        case .codeInline:
            if run.codeHint.isNone, attributes != nil, let hint = classHint(attributes) { run.codeHint = hint }
            insideCode += 1
        case .link:
            if let href = HTMLAttributes.value(attributes, "href"), !href.hasPrefix("#"),
                !href.lowercased().hasPrefix("javascript:")
            {
                run.mediaURLs.append(href)
            }
            insideLink += 1
        case .inline:
            break
        }
    }

    private mutating func endInFlow(_ frame: HTMLOpenElement) {
        switch frame.role {
        case .header:
            let capture = captures.removeLast()
            let snapshot = headerSnapshots.removeLast()
            if frame.headerHasHeading {
                flush()
            } else {
                run.reset()
                section.blocks.removeSubrange(snapshot.blockCount...)
                proseSample = snapshot.proseSample
                pendingLabel = snapshot.pendingLabel
                emitChrome(capture, of: frame)
            }
        case .heading(let level):
            // A heading with text has a run that started somewhere.
            let text = HTMLText.trimmed(run.prose), start = run.start, end = run.end
            run.reset()
            // A heading that only names a code language is a label for the code under it (`CodeLanguageHeadings`).
            if !text.isEmpty, let start {
                emit(labels(text) == nil ? .heading : .codeLabel, text: text, start: start, end: end, level: level)
            }
        case .container:
            flush()
        case .codeInline:
            insideCode -= 1
        case .link:
            insideLink -= 1
        default:
            break
        }
    }

    /// Adds a text chunk to the run: whitespace runs become one space, `&nbsp;` a space of its own.
    /// Words joined by single spaces are copied in one piece (appending word by word was most of this).
    private mutating func addText(_ bytes: UnsafeBufferPointer<UInt8>, spanStart: Int, spanEnd: Int) {
        // The text as written matters only while the run may still be code (no text outside `code` yet).
        if !run.hasTextOutsideCode { run.verbatim.append(contentsOf: bytes) }
        let count = bytes.count
        var index = 0
        var firstWord: Int?
        var lastWordEnd = 0
        while index < count {
            if HTMLText.isSpace(bytes[index]) {
                if let last = run.prose.last, last != 0x0A { run.pendingSpace = true }
                index += 1
                continue
            }
            if run.pendingSpace {
                run.prose.append(0x20)
                run.pendingSpace = false
            }
            if firstWord == nil { firstWord = index }
            // A piece: words with one space between them, up to other whitespace or an `&nbsp;`.
            let start = index
            while index < count {
                let byte = bytes[index]
                if byte == 0xC2, index + 1 < count, bytes[index + 1] == 0xA0 { break }
                if byte == 0x20, index + 1 < count {
                    let next = bytes[index + 1]
                    if HTMLText.isSpace(next) || (next == 0xC2 && index + 2 < count && bytes[index + 2] == 0xA0) { break }
                    index += 1
                    continue
                }
                if HTMLText.isSpace(byte) { break }
                index += 1
            }
            if index > start { run.prose.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<index])) }
            if index + 1 < count, bytes[index] == 0xC2, bytes[index + 1] == 0xA0 {
                run.prose.append(0x20)  // &nbsp;
                index += 2
            }
            lastWordEnd = index
        }
        guard let firstWord else { return }
        let span = HTMLTextSpan(start: spanStart, end: spanEnd, chunk: bytes, text: text)
        run.mark(span.source(of: firstWord), span.sourceEnd(of: lastWordEnd))
        if insideCode == 0 {
            run.hasTextOutsideCode = true
            if insideLink == 0 { run.hasPlainText = true }
        }
    }

    // MARK: - Captured text

    private let space: [UInt8] = [0x20]

    private mutating func appendToCaptures(_ bytes: [UInt8]) {
        guard !captures.isEmpty else { return }
        for index in captures.indices { captures[index].bytes.append(contentsOf: bytes) }
    }

    /// An element inside a chrome box, list or table: only rows and cells matter.
    private mutating func startInCapture(_ frame: inout HTMLOpenElement, name: UnsafePointer<xmlChar>) {
        guard let isTable = rows?.isTable else { return }
        switch frame.place {
        case .rowList:
            if HTMLAttributes.isRow(name, isTable: isTable) {
                frame.place = .row
                if !isTable {
                    frame.ownsCapture = true
                    captures.append(HTMLCapturedText())
                } else {
                    rows?.cells = []
                }
            } else if HTMLAttributes.isRowContainer(name) {
                frame.place = .rowList
            } else {
                frame.place = .ignored
            }
        case .row where isTable:
            frame.place = .cell
            frame.ownsCapture = true
            captures.append(HTMLCapturedText())
        case .row, .insideRow:
            frame.place = .insideRow
            // An item of a list nested in an item: a row of its own, after the text of the item that holds it.
            if !isTable, HTMLAttributes.isRow(name, isTable: false) {
                frame.isNestedRow = true
                endNestedRowText()
            }
        case .cell, .insideCell:
            frame.place = .insideCell
        default:
            break
        }
    }

    /// A `pre` inside a list item or table cell: the rows read so far (with the current row's text up to here)
    /// become their block, then the `pre` is read as code, as in flow; the rest of the list is read on after it.
    private mutating func startPreInRows(
        _ frame: inout HTMLOpenElement, attributes: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?,
        contentEnd: Int
    ) {
        guard !rows.isNone, let list = frames.lastIndex(where: \.isRowList) else { return }
        // The current cell or row ends here, as it would at its end tag; its capture goes on empty.
        if frames.contains(where: { $0.place == .row || $0.place == .cell }) { moveCapturedTextToRows() }
        guard var collected = rows else { return }
        if collected.isTable { collected.endTableRow() }
        let start = frames[list].contentStart ?? frames[list].start
        emitRows(collected, start: start, end: max(contentEnd, start))
        collected.rows = []
        rows = collected
        frame.role = .preformatted
        startPreformatted(&frame, attributes: attributes)
        isPreInRows = true
    }

    /// A `pre` starts: its element owns the preformatted text, with the class hint its attributes give.
    private mutating func startPreformatted(
        _ frame: inout HTMLOpenElement, attributes: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?
    ) {
        frame.mode = .pre
        frame.ownsPre = true
        pre.reset(hint: attributes == nil ? nil : classHint(attributes))
        isInPre = true
    }

    /// The rows of a list or table as one block (a table's as prose), when there are any.
    private mutating func emitRows(_ collected: HTMLRowCollector, start: Int, end: Int) {
        guard !collected.rows.isEmpty else { return }
        emit(collected.isTable ? .prose : .list, text: collected.rows.joined(separator: "\n"), start: start, end: end)
    }

    /// The text the current list row has gathered so far becomes a row, and the row goes on empty: a nested
    /// item starts or ends.
    private mutating func endNestedRowText() {
        guard rows?.isTable == false else { return }
        moveCapturedTextToRows()
    }

    /// The innermost capture's text becomes a row of the list (a cell of the table) being collected, and the
    /// capture goes on empty.
    private mutating func moveCapturedTextToRows() {
        guard !captures.isEmpty, var collected = rows else { return }
        let text = captures[captures.count - 1].bytes
        if collected.isTable { collected.addCell(text) } else { collected.addRow(text) }
        rows = collected
        captures[captures.count - 1].bytes.removeAll(keepingCapacity: true)
    }

    private mutating func endRowOrCell(_ frame: HTMLOpenElement) {
        guard !rows.isNone else { return }
        if frame.place == .cell {
            rows?.addCell(captures.removeLast().bytes)
        } else if rows?.isTable == true {
            rows?.endTableRow()
        } else {
            rows?.addRow(captures.removeLast().bytes)
        }
    }

    private mutating func endRows(_ frame: HTMLOpenElement) {
        guard let collected = rows else { return }
        rows = nil
        emitRows(collected, start: frame.contentStart ?? frame.start, end: contentEnd(of: frame))
    }

    /// A chrome box's text as one block, from its start tag to the end of its content.
    private mutating func emitChrome(_ capture: HTMLCapturedText, of frame: HTMLOpenElement) {
        let text = HTMLText.collapsed(capture.bytes)
        if !text.isEmpty { emit(.chrome, text: text, start: frame.contentStart ?? frame.start, end: contentEnd(of: frame)) }
    }

    /// Where a chrome box, header or list that ends now ended: its last content, or its start tag if it had none.
    private func contentEnd(of frame: HTMLOpenElement) -> Int {
        max(lastContentEnd, frame.start)
    }

    // MARK: - Preformatted text

    /// `pre` (with or without a `code` inside): the text as written, `<br>` as a line break.
    private mutating func endPreformatted() {
        guard isInPre else { return }
        isInPre = false
        let code = CodeCleaning.clean(pre.text)
        guard code.lineCount > 0 else { return }
        emit(
            .code, text: code.text, start: pre.source(of: code.kept.lowerBound), end: pre.sourceEnd(of: code.kept.upperBound),
            hint: pre.hint)
    }

    // MARK: - Emitting blocks

    /// Ends the current inline run, turning it into a prose, label, media or code block.
    private mutating func flush() {
        defer { run.reset() }
        guard let start = run.start else { return }
        let end = run.end
        if !run.hasTextOutsideCode, run.hasLineBreak || run.verbatim.contains(0x0A) {
            // `<code>a<br>b</code>`: code written with line breaks instead of a `pre`.
            let code = CodeCleaning.clean(run.verbatim)
            if code.lineCount > 0 {
                emit(.code, text: code.text, start: start, end: end, hint: run.codeHint)
                return
            }
        }
        let prose = HTMLText.trimmed(run.prose)
        if !run.hasPlainText, run.mediaURLs.count == 1, prose.isEmpty || line(at: start) == line(at: max(start, end - 1)) {
            emit(.media, text: run.mediaURLs[0], start: start, end: end)
            return
        }
        guard !prose.isEmpty else { return }
        if !run.prose.contains(0x0A), run.prose.count < 64, !labels(prose).isNone {
            emit(.codeLabel, text: prose, start: start, end: end)
            return
        }
        emit(.prose, text: prose, start: start, end: end)
    }

    private mutating func emit(_ kind: BlockKind, text: String, start: Int, end: Int, level: Int? = nil, hint: CodeHint? = nil) {
        let language = proseSample.language(ofBlock: kind, text: text)
        let range = sourceRange(start, end)
        // A label line is the hint of the code block right after it, and of nothing else.
        let label = pendingLabel.take()
        if label != nil, kind != .code { demoteLastLabel() }
        var block = Block(
            kind: kind, text: text, range: range, language: language, headingLevel: level,
            codeHint: kind == .code ? hint ?? label : hint)
        if kind == .codeLabel, let level {
            CodeLanguageHeadings.markAsHeading(&block, level: level, normalized: labels(text) ?? text.lowercased())
        } else if kind == .codeLabel {
            pendingLabel = CodeHint(raw: text, normalized: labels(text) ?? text.lowercased(), range: range)
        }
        if kind == .heading {
            // The finished section is moved out, not copied: a copy would retain and release every string of its heading.
            var finished = Section(heading: block, level: level ?? 1, blocks: [])
            swap(&finished, &section)
            if !finished.isEmpty { sections += CodeLanguageHeadings.resolve(finished) }
        } else {
            section.blocks.append(block)
        }
    }

    /// The label line just emitted introduces no code: `ProseLanguageSample.demoteUnusedLabel`.
    private mutating func demoteLastLabel() {
        guard let last = section.blocks.indices.last else { return }
        proseSample.demoteUnusedLabel(&section.blocks[last])
    }

    /// The file's range for bytes `start..<end` of `text`: the same bytes in a UTF-8 file, the bytes they
    /// were decoded from in a single-byte charset, whole lines otherwise.
    private mutating func sourceRange(_ start: Int, _ end: Int) -> SourceRange {
        let end = max(start, end)
        let first = line(at: start)
        let last = line(at: max(start, end - 1))
        switch origin {
        case .file:
            return SourceRange(file: file, firstLine: first, lastLine: last, byteStart: start, byteEnd: end)
        case .oneCharacterPerByte:
            // Both ends through the cursor: the block's characters are counted once, on the way to its end.
            return SourceRange(
                file: file, firstLine: first, lastLine: last, byteStart: fileOffset(at: start),
                byteEnd: fileOffset(at: end))
        case .wholeLines(let lines):
            return lines.range(first, last)
        }
    }

    /// For a page decoded from a single-byte charset: the file offset of `text` byte `offset`, which is the
    /// number of characters before it.
    private mutating func fileOffset(at offset: Int) -> Int {
        characterCursor.count(upTo: offset, in: text, by: HTMLText.characters)
    }

    /// The 1-based line of byte `offset` (lines end at LF, as libxml2 counts them).
    private mutating func line(at offset: Int) -> Int {
        1 + lineCursor.count(upTo: offset, in: text, by: HTMLText.newlines)
    }

    private mutating func role(of name: UnsafePointer<xmlChar>) -> HTMLElementRole {
        // libxml2 keeps names in its dictionary, a few bytes apart: the pointer is mixed before it picks a slot.
        let slot = Int(truncatingIfNeeded: (UInt64(UInt(bitPattern: name)) &* 0x9E37_79B9_7F4A_7C15) >> 58)
        if roleCache[slot].name == name { return roleCache[slot].role }
        let role = HTMLElementRole.of(name: name)
        roleCache[slot] = (name, role)
        return role
    }

    /// The offset of the first start tag named `name` in `text[from...to]`, nil when there is none.
    static func startTag(named name: UnsafePointer<xmlChar>, in text: UnsafeBufferPointer<UInt8>, from: Int, to: Int) -> Int? {
        guard let base = text.baseAddress else { return nil }
        // Usually the tag starts right where the previous event ended.
        if from <= to, tag(at: from, in: text, isNamed: name) { return from }
        var offset = from
        let last = min(to, text.count - 1)
        while offset <= last, let hit = memchr(base + offset, 0x3C, last - offset + 1) {
            let found = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(hit))
            if tag(at: found, in: text, isNamed: name) { return found }
            offset = found + 1
        }
        return nil
    }

    /// Whether the file has a start tag named `name` (in any case) at `offset`.
    static func tag(at offset: Int, in text: UnsafeBufferPointer<UInt8>, isNamed name: UnsafePointer<xmlChar>) -> Bool {
        guard offset < text.count, text[offset] == 0x3C else { return false }
        var index = 0
        while name[index] != 0 {
            let at = offset + 1 + index
            guard at < text.count, text[at] | 0x20 == name[index] | 0x20 else { return false }
            index += 1
        }
        let after = offset + 1 + index
        guard after < text.count else { return true }
        let next = text[after]
        // The name ends here: `>`, `/`, a blank; not a longer name (`<body` is not `<b`).
        return
            !((next >= 0x61 && next <= 0x7A) || (next >= 0x41 && next <= 0x5A) || (next >= 0x30 && next <= 0x39)
            || next == 0x2D || next == 0x5F || next == 0x3A)
    }

    // MARK: - Code hints

    /// `classHint(dataLang:dataLanguage:classes:)` of the element's attributes. A page gives its code
    /// blocks the same few attributes over and over, so the last few answers are kept and reused.
    /// The three attributes are compared as bytes, so a repeat costs no `String`.
    private mutating func classHint(_ attributes: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?) -> CodeHint? {
        hintKey.removeAll(keepingCapacity: true)
        for name in HTMLAttributes.hintNames {
            guard let found = HTMLAttributes.rawValue(attributes, name) else {
                hintKey.append(0)
                continue
            }
            hintKey.append(1)
            if let value = found { hintKey.append(contentsOf: UnsafeBufferPointer(start: value, count: strlen(value))) }
            hintKey.append(0)
        }
        if let found = recentHints.firstIndex(where: { $0.key == hintKey }) { return recentHints[found].hint }
        let hint = HTMLAttributes.codeHint(
            dataLang: HTMLAttributes.value(attributes, "data-lang"),
            dataLanguage: HTMLAttributes.value(attributes, "data-language"),
            classes: HTMLAttributes.value(attributes, "class"))
        if recentHints.count == 4 { recentHints.removeLast() }
        recentHints.insert((Array(hintKey), hint), at: 0)  // a copy: `hintKey`'s buffer stays this builder's alone
        return hint
    }
}
