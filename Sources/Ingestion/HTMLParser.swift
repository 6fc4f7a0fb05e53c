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
/// with the network off and no external entities; it decodes entities. `XML_PARSE_HUGE` lifts its
/// 10 MB limit on one text run and its nesting limit; `HTMLFlowBuilder` reads anything nested deeper
/// than `maxDepth` as flat text, so nesting stays bounded where it matters.
///
/// libxml2 is driven through its SAX interface (its push parser, given the page as one chunk): no tree
/// is built, and every event arrives with the parser's position in the input, so each block's byte
/// range is exactly its content in the file (building and freeing the tree was a third of libxml2's
/// time, and the tree knows no byte offsets).
/// A page in a legacy charset is decoded to UTF-8 first; from a single-byte charset its ranges are still
/// exact (each byte became one character), from any other they cover whole lines of the file.
public struct HTMLParser: Sendable {
    /// Elements nested deeper than this are read as plain text (and reported), so a hostile page
    /// cannot make the element stack grow without bound where blocks are built.
    public var maxDepth: Int
    /// Recognises a paragraph that only names a code language; `CodeLabels` unless a test swaps it.
    public var labels: @Sendable (String) -> String?

    public init(maxDepth: Int = 256, labels: @escaping @Sendable (String) -> String? = CodeLabels.normalizedLabel) {
        self.maxDepth = maxDepth
        self.labels = labels
    }

    /// The options libxml2 parses pages with: recover mode, no network, no error output, no default DTD, no
    /// 10 MB text limit, and `IGNORE_ENC`: a `<meta charset>` the bytes contradict is not obeyed
    /// (`DocumentReader` has already decided what the bytes are). The benchmark times libxml2 alone with them too.
    public static let libxml2Options = Int32(
        HTML_PARSE_RECOVER.rawValue | HTML_PARSE_NONET.rawValue
            | HTML_PARSE_NOERROR.rawValue | HTML_PARSE_NOWARNING.rawValue | HTML_PARSE_NODEFDTD.rawValue
            | XML_PARSE_HUGE.rawValue | HTML_PARSE_IGNORE_ENC.rawValue)

    // MARK: - Entry point

    /// Parses `bytes` (the file as read). `encoding` names the character set to decode with
    /// (an IANA name libxml2 knows, e.g. "windows-1251"); nil means UTF-8.
    public func parse(
        _ bytes: [UInt8], file: String, encoding: String? = nil,
        diagnostics: inout [Diagnostic]
    ) -> ParsedPage {
        if let encoding, !HTMLCharset.isUTF8(encoding.lowercased()) {
            guard let (decoded, undecodable) = Self.decode(bytes, from: encoding) else {
                diagnostics.append(Diagnostic(.error, file: file, "no converter for charset '\(encoding)' on this system"))
                return ParsedPage(sections: [])
            }
            if let first = undecodable.first {
                // The rest of the page is still read: each such byte becomes U+FFFD, as a browser shows it.
                let line = EncodingCheck.line(of: first, in: bytes)
                let count = undecodable.count == 1 ? "a byte" : "\(undecodable.count) bytes"
                diagnostics.append(
                    Diagnostic(
                        .warning, file: file, line: line,
                        "\(count) cannot be decoded as \(encoding) (the first, 0x\(String(bytes[first], radix: 16, uppercase: true)), on this line); read as U+FFFD"
                    ))
            }
            let origin: HTMLTextOrigin =
                Self.isOneCharacterPerByte(bytes, decoded: decoded, encoding: encoding)
                ? .oneCharacterPerByte
                : bytes.withUnsafeBufferPointer { .wholeLines(LineIndex(file: file, bytes: $0)) }
            return parseUTF8(decoded, file: file, origin: origin, diagnostics: &diagnostics)
        }
        return parseUTF8(bytes, file: file, origin: .file, diagnostics: &diagnostics)
    }

    /// Runs libxml2 over UTF-8 `text`; `origin` says how its offsets map back to the file.
    private func parseUTF8(
        _ text: [UInt8], file: String, origin: HTMLTextOrigin,
        diagnostics: inout [Diagnostic]
    ) -> ParsedPage {
        text.withUnsafeBufferPointer { buffer -> ParsedPage in
            // libxml2 is handed the text after a byte-order mark, so its offsets are shifted by the mark's length.
            let bias = buffer.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
            guard buffer.count > bias, let base = buffer.baseAddress else { return ParsedPage(sections: []) }
            var handler = htmlSAXHandler()
            handler.startElement = saxStartElement
            handler.endElement = saxEndElement
            handler.characters = saxCharacters
            handler.ignorableWhitespace = saxCharacters
            handler.cdataBlock = saxCDATA
            handler.comment = saxComment
            handler.processingInstruction = saxProcessingInstruction
            handler.internalSubset = saxInternalSubset
            // libxml2's push parser, handed the whole page as one chunk: declared UTF-8, the text is read
            // in place with no conversion pass, which makes it about 8% faster than `htmlCtxtReadMemory`.
            guard let context = htmlCreatePushParserCtxt(&handler, nil, nil, 0, file, XML_CHAR_ENCODING_UTF8) else {
                return ParsedPage(sections: [])
            }
            defer { htmlFreeParserCtxt(context) }
            _ = htmlCtxtUseOptions(context, Self.libxml2Options)
            // The callbacks reach the builder through a plain pointer: no reference counting or
            // exclusivity checks on the hottest path.
            let builder = UnsafeMutablePointer<HTMLFlowBuilder>.allocate(capacity: 1)
            builder.initialize(
                to: HTMLFlowBuilder(
                    file: file, text: buffer, origin: origin, maxDepth: maxDepth,
                    labels: labels))
            defer { builder.deinitialize(count: 1); builder.deallocate() }
            builder.pointee.offsetBias = bias
            context.pointee._private = UnsafeMutableRawPointer(builder)
            _ = (base + bias).withMemoryRebound(to: CChar.self, capacity: buffer.count - bias) { chars in
                htmlParseChunk(context, chars, Int32(clamping: buffer.count - bias), 1)
            }
            if let document = context.pointee.myDoc { xmlFreeDoc(document) }
            // Recover mode swallows most errors; a fatal one (out of memory) means the events stopped
            // short, and the user must hear about it.
            if let error = xmlCtxtGetLastError(context), error.pointee.level == XML_ERR_FATAL {
                let message = error.pointee.message.map { String(cString: $0).trimmed() } ?? "unknown error"
                diagnostics.append(
                    Diagnostic(
                        .warning, file: file, line: Int(error.pointee.line),
                        "the HTML parser stopped early (\(message)); the rest of the page is not indexed"))
            }
            let page = builder.pointee.finish()
            diagnostics += builder.pointee.diagnostics
            return page
        }
    }

    /// Whether each byte of the file became exactly one character of `decoded`, its lines where the file's
    /// are: every ASCII byte value it holds decodes alone to itself, every other one to one character, and
    /// the character count equals the byte count (a multi-byte or stateful charset fails one or the other).
    /// The ASCII test matters: a page that declares UTF-32 and is not can decode to one U+FFFD per byte, its
    /// line feeds lost, and line numbers counted in such text would not be the file's.
    static func isOneCharacterPerByte(_ bytes: [UInt8], decoded: [UInt8], encoding: String) -> Bool {
        let characters = decoded.withUnsafeBufferPointer { HTMLText.characters(in: $0, from: 0, to: $0.count) }
        guard characters == bytes.count else { return false }
        var present = [Bool](repeating: false, count: 256)
        for byte in bytes { present[Int(byte)] = true }
        guard let handler = xmlFindCharEncodingHandler(encoding) else { return false }
        defer { xmlCharEncCloseFunc(handler) }
        for value in 0...0xFF where present[value] {
            let alone = decode([UInt8(value)], with: handler)
            guard alone.undecodable.isEmpty else { return false }
            if value < 0x80 {
                guard alone.utf8 == [UInt8(value)] else { return false }
            } else {
                guard alone.utf8.withUnsafeBufferPointer({ HTMLText.characters(in: $0, from: 0, to: $0.count) }) == 1 else {
                    return false
                }
            }
        }
        return true
    }

    /// `bytes` decoded from the named charset to UTF-8 by libxml2's converters (iconv or its own
    /// tables), with the offsets of bytes the charset has no character for (each read as U+FFFD);
    /// nil when there is no converter for the charset.
    static func decode(_ bytes: [UInt8], from encoding: String) -> (utf8: [UInt8], undecodable: [Int])? {
        guard let handler = xmlFindCharEncodingHandler(encoding) else { return nil }
        defer { xmlCharEncCloseFunc(handler) }
        return decode(bytes, with: handler)
    }

    /// `bytes` decoded to UTF-8 by an open converter, byte by byte past what it cannot convert.
    private static func decode(_ bytes: [UInt8], with handler: xmlCharEncodingHandlerPtr) -> (utf8: [UInt8], undecodable: [Int]) {
        guard let input = xmlBufferCreateSize(bytes.count + 1), let output = xmlBufferCreateSize(bytes.count * 2 + 64) else {
            return ([], [])
        }
        defer { xmlBufferFree(input); xmlBufferFree(output) }
        // libxml2 reports a conversion error on stderr by itself; here it is a diagnostic of ours instead.
        let savedHandler = __xmlStructuredError().pointee, savedContext = __xmlStructuredErrorContext().pointee
        xmlSetStructuredErrorFunc(nil, { _, _ in })
        defer { xmlSetStructuredErrorFunc(savedContext, savedHandler) }
        _ = bytes.withUnsafeBufferPointer { xmlBufferAdd(input, $0.baseAddress, Int32(clamping: $0.count)) }
        var undecodable: [Int] = []
        let replacement: [UInt8] = [0xEF, 0xBF, 0xBD]
        // The converter works in bounded steps and stops at a byte it cannot convert: that byte is skipped.
        while xmlBufferLength(input) > 0 {
            let before = xmlBufferLength(input)
            _ = xmlCharEncInFunc(handler, output, input)
            if xmlBufferLength(input) == before {
                undecodable.append(bytes.count - Int(before))
                _ = xmlBufferAdd(output, replacement, Int32(replacement.count))
                _ = xmlBufferShrink(input, 1)
            }
        }
        guard let content = xmlBufferContent(output) else { return ([], undecodable) }
        return (Array(UnsafeBufferPointer(start: content, count: Int(xmlBufferLength(output)))), undecodable)
    }
}

// MARK: - SAX callbacks

/// The builder kept in the parser context's `_private` (the callbacks get the context itself),
/// with its `position` set to the parser's offset in the text.
private func builder(_ context: UnsafeMutableRawPointer?) -> UnsafeMutablePointer<HTMLFlowBuilder>? {
    guard let context else { return nil }
    let parser = context.assumingMemoryBound(to: xmlParserCtxt.self)
    guard let stored = parser.pointee._private else { return nil }
    let builder = stored.assumingMemoryBound(to: HTMLFlowBuilder.self)
    if let input = parser.pointee.input, let base = input.pointee.base, let cur = input.pointee.cur {
        builder.pointee.position = builder.pointee.offsetBias + Int(input.pointee.consumed) + (cur - base)
    }
    return builder
}

private let saxStartElement: startElementSAXFunc = { context, name, attributes in
    guard let builder = builder(context), let name else { return }
    builder.pointee.startElement(name, attributes)
}

private let saxEndElement: endElementSAXFunc = { context, _ in
    builder(context)?.pointee.endElement()
}

private let saxCharacters: charactersSAXFunc = { context, characters, length in
    guard let builder = builder(context), let characters else { return }
    builder.pointee.characters(UnsafeBufferPointer(start: characters, count: Int(length)), isCDATA: false)
}

private let saxCDATA: cdataBlockSAXFunc = { context, characters, length in
    guard let builder = builder(context), let characters else { return }
    builder.pointee.characters(UnsafeBufferPointer(start: characters, count: Int(length)), isCDATA: true)
}

private let saxComment: commentSAXFunc = { context, _ in
    builder(context)?.pointee.skipped()
}

private let saxProcessingInstruction: processingInstructionSAXFunc = { context, _, _ in
    builder(context)?.pointee.skipped()
}

private let saxInternalSubset: internalSubsetSAXFunc = { context, _, _, _ in
    builder(context)?.pointee.skipped()
}
