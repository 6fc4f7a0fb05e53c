import DocumentModel

/// One page found under corpus/, with what its manifest or its place in the folder says about it.
public struct CorpusPage: Hashable, Sendable {
    /// The path relative to the corpus root, forward slashes: the document's name everywhere.
    public var path: String
    /// The file to read (absolute).
    public var filePath: String
    /// The manifest's path relative to the corpus root, nil when the page has none.
    public var manifestPath: String?
    public var manifest: PageManifest?
    /// The format the manifest declares; nil to detect it from extension and content.
    public var format: DocumentFormat?
    /// The manifest's topic, else the first folder under corpus/, else the file stem.
    public var topic: String
    /// The manifest's language, else a language-code file stem (`ru.txt`), else nil.
    public var declaredLanguage: Language?
    /// Where `declaredLanguage` came from, for messages: the manifest path or "the file name".
    public var languageSource: String?

    public init(
        path: String, filePath: String, manifestPath: String? = nil, manifest: PageManifest? = nil,
        format: DocumentFormat? = nil, topic: String, declaredLanguage: Language? = nil,
        languageSource: String? = nil
    ) {
        self.path = path
        self.filePath = filePath
        self.manifestPath = manifestPath
        self.manifest = manifest
        self.format = format
        self.topic = topic
        self.declaredLanguage = declaredLanguage
        self.languageSource = languageSource
    }
}
