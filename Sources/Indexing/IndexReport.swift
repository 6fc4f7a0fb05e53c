import DocumentModel

/// What a run of the pipeline did: the summary, every message, and whether index/ was replaced.
public struct IndexReport: Sendable {
    public var summary: IndexSummary
    /// Every message, sorted by file, line and text.
    public var diagnostics: [Diagnostic]
    /// Corpus paths of pages that could not be ingested.
    public var failedPaths: [String]
    /// True when index/ now holds this run's index.
    public var wroteIndex: Bool
    /// The stages' remarks (what the search index reused or rebuilt).
    public var notes: [String]
    /// Each step of the run ("pages", each stage by name, "write"), in order: for `--timings`.
    public var timings: [Step] = []

    /// One step's seconds, and the run's peak resident memory when it ended (the peak so far, never lower
    /// than the step before's): where the memory went.
    public struct Step: Sendable {
        public var step: String
        public var seconds: Double
        public var peakRSSBytes: Int
    }

    public init(
        summary: IndexSummary, diagnostics: [Diagnostic], failedPaths: [String], wroteIndex: Bool,
        notes: [String] = []
    ) {
        self.summary = summary
        self.diagnostics = diagnostics
        self.failedPaths = failedPaths
        self.wroteIndex = wroteIndex
        self.notes = notes
    }

    /// True when anything failed: a page, discovery, a stage, or the write (the exit status says so).
    public var hasFailures: Bool {
        !wroteIndex || !failedPaths.isEmpty || diagnostics.contains { $0.severity == .error }
    }
}
