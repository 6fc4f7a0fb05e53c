import DocumentModel
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The one entry point that turns a page file into a `Document`, whatever its format.
///
/// It reads the bytes (refusing a file over the size limit before reading it), checks the
/// encoding, picks the ingester by extension and content, and fills in what the document says
/// about itself. Everything that stops a page from being read is one `DocumentReadError` with
/// file and line; everything else is a diagnostic on the document, and ingestion goes on.
public struct DocumentReader: Sendable {
    /// Limits that keep one bad file from taking the run down.
    public struct Options: Sendable {
        /// Larger files are refused unread (memory stays bounded by this, not by the corpus).
        public var maxFileBytes: Int
        /// Lines longer than this get a warning.
        public var longLineBytes: Int
        /// HTML elements nested deeper are read as plain text.
        public var htmlMaxDepth: Int

        public init(maxFileBytes: Int = 32 << 20, longLineBytes: Int = 64 << 10, htmlMaxDepth: Int = 256) {
            self.maxFileBytes = maxFileBytes
            self.longLineBytes = longLineBytes
            self.htmlMaxDepth = htmlMaxDepth
        }
    }

    public var options: Options

    public init(options: Options = Options()) {
        self.options = options
    }

    // MARK: - Reading

    /// Reads the file at `filePath` (absolute or relative to the current directory).
    ///
    /// - Parameters:
    ///   - path: the name messages and source ranges use (relative to the corpus root in a corpus).
    ///   - format: the format a manifest declares; nil to detect it.
    ///   - topic: the topic a manifest or folder gives; nil to take front matter or the file stem.
    ///   - declaredLanguage: the language a manifest declares; nil to take what the page declares.
    public func read(
        filePath: String, as path: String, format: DocumentFormat? = nil, topic: String? = nil,
        declaredLanguage: Language? = nil
    ) throws(DocumentReadError) -> Document {
        let bytes = try readBytes(filePath, as: path)
        return try document(from: bytes, path: path, format: format, topic: topic, declaredLanguage: declaredLanguage)
    }

    /// Builds the document from bytes already in memory.
    public func document(
        from bytes: [UInt8], path: String, format: DocumentFormat? = nil, topic: String? = nil,
        declaredLanguage: Language? = nil
    ) throws(DocumentReadError) -> Document {
        if bytes.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }) {
            throw DocumentReadError(
                Diagnostic(
                    .error, file: path,
                    bytes.isEmpty
                        ? "the file is empty; nothing to index"
                        : "the file holds only whitespace; nothing to index"))
        }
        if let problem = EncodingCheck.binaryProblem(in: bytes, file: path) { throw DocumentReadError(problem) }
        let format = format ?? FormatDetector.detect(path: path, bytes: bytes)
        var diagnostics: [Diagnostic] = []
        let page: ParsedPage
        switch format {
        case .html:
            let encoding = try htmlEncoding(bytes, path: path, diagnostics: &diagnostics)
            page = HTMLParser(maxDepth: options.htmlMaxDepth).parse(
                bytes, file: path, encoding: encoding,
                diagnostics: &diagnostics)
        case .markdown, .plainText:
            if let problem = EncodingCheck.utf8Problem(in: bytes, file: path) { throw DocumentReadError(problem) }
            var source = SourceText(file: path, utf8: Self.droppingBOM(bytes))
            source.fileOffset = bytes.count - source.bytes.count  // the byte-order mark, if any
            if format == .markdown {
                page = MarkdownParser().parse(source, diagnostics: &diagnostics)
            } else {
                page = PlainTextParser().parsePage(source, diagnostics: &diagnostics)
            }
        }
        if let long = EncodingCheck.longLine(in: bytes, file: path, limit: options.longLineBytes) {
            diagnostics.append(long)
        }
        let title = page.title ?? page.sections.first(where: { !$0.heading.isNone })?.title ?? ""
        return Document(
            path: path, format: format, topic: topic ?? page.topic ?? Self.stem(of: path),
            declaredLanguage: declaredLanguage ?? page.declaredLanguage,
            detectedLanguage: page.proseLanguage ?? Self.detectLanguage(page.sections), title: title,
            sections: page.sections, contentHash: SHA256.hex(of: bytes), diagnostics: diagnostics)
    }

    // MARK: - Steps

    /// Reads a whole file with POSIX calls, so a vanished file, a directory or an oversized file
    /// each get their own plain message (and an oversized file is never loaded).
    public func readBytes(_ filePath: String, as path: String) throws(DocumentReadError) -> [UInt8] {
        // A FIFO, socket or device is refused before it is opened: opening one can block or have effects.
        var named = stat()
        if stat(filePath, &named) == 0, FileKind(mode: named.st_mode).isSpecial {
            throw DocumentReadError(Self.notAPage(FileKind(mode: named.st_mode), path: path))
        }
        // Non-blocking, so a file swapped for a FIFO since the check above fails the regular-file test below instead
        // of waiting for a writer forever; no controlling terminal, should it have become a terminal device.
        let descriptor = open(filePath, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY)
        guard descriptor >= 0 else {
            let failure = errno  // lstat below may change errno
            let missing = failure == ENOENT
            // A link whose target is missing is there (lstat finds it), so it is not a vanished file.
            var link = stat()
            let dangling = missing && lstat(filePath, &link) == 0 && (link.st_mode & S_IFMT) == S_IFLNK
            let reason =
                dangling
                ? "the file is a symbolic link to nothing (a broken link)"
                : failure == ELOOP
                    ? "the file is a symbolic link loop (its links lead back to themselves)"
                    : missing
                        ? "the file no longer exists (removed while indexing?)"
                        : "cannot open the file: \(String(cString: strerror(failure)))"
            throw DocumentReadError(Diagnostic(.error, file: path, reason))
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            throw DocumentReadError(Diagnostic(.error, file: path, "cannot stat the file: \(String(cString: strerror(errno)))"))
        }
        guard (status.st_mode & S_IFMT) == S_IFREG else {
            let kind = FileKind(mode: status.st_mode)
            throw DocumentReadError(
                kind.isSpecial
                    ? Self.notAPage(kind, path: path)
                    : Diagnostic(.error, file: path, "not a regular file (\(kind.phrase))"))
        }
        let size = Int(status.st_size)
        guard size <= options.maxFileBytes else {
            throw DocumentReadError(
                Diagnostic(
                    .error, file: path,
                    "the file is \(EncodingCheck.formatBytes(size)), over the \(EncodingCheck.formatBytes(options.maxFileBytes)) limit for one page; split it or raise the limit"
                ))
        }
        // Read straight into the array's storage: zero-filling it first was a pass over every page for nothing.
        return [UInt8](unsafeUninitializedCapacity: size) { buffer, initialized in
            var filled = 0
            while filled < size, let base = buffer.baseAddress {
                let count = systemRead(descriptor, base + filled, size - filled)
                if count < 0, errno == EINTR { continue }
                guard count > 0 else { break }  // the file shrank while we read it: keep what is there
                filled += count
            }
            initialized = filled
        }
    }

    /// The error for a FIFO, socket or device given as a page.
    static func notAPage(_ kind: FileKind, path: String) -> Diagnostic {
        Diagnostic(.error, file: path, "\(kind.phrase), not a page file; not read")
    }

    /// The encoding to hand libxml2: UTF-8 unless the page declares another and its bytes are not UTF-8.
    func htmlEncoding(_ bytes: [UInt8], path: String, diagnostics: inout [Diagnostic]) throws(DocumentReadError) -> String? {
        let invalid = EncodingCheck.firstInvalidUTF8(in: bytes)
        var declared = HTMLCharset.declared(in: bytes)
        if let wide = declared, HTMLCharset.isWide(wide.name) {
            // The declaration was read as ASCII bytes, so the page is not UTF-16 or UTF-32: browsers
            // read such a page as UTF-8 (WHATWG encoding sniffing), and so does doctool.
            diagnostics.append(
                Diagnostic(
                    .warning, file: path, line: wide.line,
                    "the page declares charset \(wide.name), but a declaration readable as ASCII cannot be in it; read as UTF-8"))
            declared = nil
        }
        guard let declared, !HTMLCharset.isUTF8(declared.name) else {
            if invalid != nil, let problem = EncodingCheck.utf8Problem(in: bytes, file: path) {
                throw DocumentReadError(
                    Diagnostic(
                        .error, file: path, line: problem.line,
                        problem.message.replacingOccurrences(
                            "save the file as UTF-8",
                            "declare the page's charset in <meta charset> or save it as UTF-8")))
            }
            return nil
        }
        if invalid == nil, !EncodingCheck.isASCII(bytes) {
            // Re-saved pages keep their old meta tag: trust the bytes.
            diagnostics.append(
                Diagnostic(
                    .warning, file: path, line: declared.line,
                    "the page declares charset \(declared.name) but its bytes are valid UTF-8; read as UTF-8"))
            return nil
        }
        guard Self.libxml2Knows(declared.name) else {
            throw DocumentReadError(
                Diagnostic(
                    .error, file: path, line: declared.line,
                    "the page declares charset '\(declared.name)', which this system cannot decode; save it as UTF-8"))
        }
        diagnostics.append(
            Diagnostic(
                .note, file: path, line: declared.line,
                "decoded from \(declared.name) as the page declares"))
        return declared.name
    }

    // MARK: - Helpers

    static func libxml2Knows(_ encoding: String) -> Bool {
        HTMLEncodingSupport.isSupported(encoding)
    }

    static func droppingBOM(_ bytes: [UInt8]) -> [UInt8] {
        bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
    }

    /// The file name without folder and extension: the topic of a page with nothing better.
    static func stem(of path: String) -> String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return name }
        return String(name[..<dot])
    }

    /// The language of the page's prose (headings, paragraphs, lists), from a bounded sample.
    static func detectLanguage(_ sections: [Section]) -> Language {
        ProseLanguageSample.language(of: sections)
    }
}

extension String {
    /// Every occurrence of `target` replaced (no Foundation in this module's hot paths).
    func replacingOccurrences(_ target: String, _ replacement: String) -> String {
        guard !target.isEmpty else { return self }
        return split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}

/// `read(2)`, named apart from the `read` methods above.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
        return Glibc.read(descriptor, buffer, count)
    #else
        return Darwin.read(descriptor, buffer, count)
    #endif
}
