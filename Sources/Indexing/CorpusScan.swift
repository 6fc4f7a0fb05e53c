import DocumentModel

/// What discovery found under corpus/: the pages to ingest (sorted by path) and what it had to say.
public struct CorpusScan: Sendable {
    public var pages: [CorpusPage]
    /// Symlink loops, broken links, unreadable folders, bad or orphaned manifests, skipped files.
    public var diagnostics: [Diagnostic]
    /// Pages left out because their manifest has an error (sorted); the diagnostics say what.
    public var failedPaths: [String]

    public init(pages: [CorpusPage], diagnostics: [Diagnostic], failedPaths: [String] = []) {
        self.pages = pages
        self.diagnostics = diagnostics
        self.failedPaths = failedPaths
    }

    /// True when discovery found a problem that means the index is incomplete.
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}
