import DocumentModel

/// What discovery found under corpus/: the pages to ingest (sorted by path) and what it had to say.
public struct CorpusScan: Sendable {
    public var pages: [CorpusPage]
    /// Symlink loops, broken links, unreadable folders, bad or orphaned manifests, skipped files.
    public var diagnostics: [Diagnostic]

    public init(pages: [CorpusPage], diagnostics: [Diagnostic]) {
        self.pages = pages
        self.diagnostics = diagnostics
    }

    /// True when discovery found a problem that means the index is incomplete.
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}
