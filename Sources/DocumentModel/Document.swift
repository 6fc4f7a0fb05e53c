/// One page of the corpus, whatever format it was saved in.
public struct Document: Hashable, Codable, Sendable {
    /// The file, relative to the corpus root (forward slashes).
    public var path: String
    public var format: DocumentFormat
    /// The topic the page belongs to (a tutorial and its translations share one).
    public var topic: String
    /// The language the manifest declares, nil when the page came without one.
    public var declaredLanguage: Language?
    /// The language detected from the page's prose.
    public var detectedLanguage: Language
    /// The page title (first heading, `<title>`, or front matter), "" when none.
    public var title: String
    public var sections: [Section]
    /// SHA-256 of the file's bytes, hex: what incremental re-indexing compares.
    public var contentHash: String
    /// Problems found while reading the page (they never stop ingestion).
    public var diagnostics: [Diagnostic]

    public init(
        path: String, format: DocumentFormat, topic: String, declaredLanguage: Language?,
        detectedLanguage: Language, title: String, sections: [Section], contentHash: String,
        diagnostics: [Diagnostic] = []
    ) {
        self.path = path
        self.format = format
        self.topic = topic
        self.declaredLanguage = declaredLanguage
        self.detectedLanguage = detectedLanguage
        self.title = title
        self.sections = sections
        self.contentHash = contentHash
        self.diagnostics = diagnostics
    }

    /// The language to treat the page as: the declared one when given, else the detected one.
    public var language: Language { declaredLanguage ?? detectedLanguage }

    /// Every block in page order, headings included.
    public var allBlocks: [Block] { sections.flatMap(\.allBlocks) }
}
