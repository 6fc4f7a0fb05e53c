import DocumentModel
import Foundation

/// Everything one run puts into index/, gathered before anything is written.
///
/// The pipeline fills in the documents; each later stage (code samples, alignment groups, the
/// search database) adds its records here — a top-level manifest entry under its own key and/or
/// files of its own — and `IndexWriter` writes it all at once, atomically. Nothing in index/ is
/// written any other way, so index/ is always one complete run.
public struct IndexContents: Sendable {
    /// Ingested documents, sorted by path.
    public var documents: [Document]
    /// What the pipeline derived from each page alone (its samples), sorted by path; stages use it through
    /// `pageAnalyses()`, which analyses documents that have none (contents built by hand).
    public var pages: [PageAnalysis] = []
    /// Every message of the run (discovery, failed pages, page diagnostics, language checks).
    public var diagnostics: [Diagnostic]
    /// Corpus paths of pages that could not be ingested (their message is in `diagnostics`).
    public var failedPaths: [String]

    /// The index folder this run will replace (its files are the previous run's), so a stage can
    /// reuse or update a file of its own instead of rebuilding it; nil when there is none.
    public var previousIndex: URL?
    /// One-line remarks of stages for the run's summary (never written into index/, which must not
    /// depend on what the previous run left).
    public var notes: [String] = []

    /// Threads a stage may use for its own work (the pipeline's `jobs`).
    public var jobs = 1

    /// The run's key and the cache's files for the next run (name in `index/cache/` → the file holding it now:
    /// the page packs and their table, the topic summaries), written there with the index; nil and empty when the
    /// run keeps no cache.
    public var corpusKey: String?
    public var cacheEntries: [String: URL] = [:]
    /// Document path → the previous index's `documents/` record of that page, for pages whose analysis came
    /// from the cache: the cache key covers every input of the document (and doctool's and the format's
    /// versions), so that record holds exactly the bytes this run would encode, and is linked instead.
    public var reusableRecords: [String: URL] = [:]
    /// Document path → the key of its page's analysis (`AnalysisCache.key`): what identifies its inputs, for a
    /// stage that keeps its own entries in the cache; empty when the run keeps no cache.
    public var analysisKeys: [String: String] = [:]
    /// Where a stage's own cache entries go until the index is written, and the previous index's cache folder
    /// when this run may reuse what is there (nil with `--rebuild`); nil when the run keeps no cache.
    public var cacheFolders: (previous: URL?, pending: URL)?
    /// Cache entries of large pages not written yet (`IndexPipeline` writes them while the stages run).
    var deferredCacheEntries: [(analysis: PageAnalysis, key: String)] = []

    /// Manifest entries added by stages, by top-level key: each value's encoding where it sits (`IndexJSON.member`).
    public private(set) var manifestEntries: [String: Data] = [:]
    /// Manifest members written as the manifest is (`setManifestEntry(_:writing:)`); no key is in both.
    private(set) var writtenManifestEntries: [String: any PrettyJSONWritable & Sendable] = [:]
    /// Files added by stages, by path relative to index/.
    public private(set) var files: [String: IndexFile] = [:]

    /// A file a stage adds: bytes it already has, or a producer that writes it into the staging folder
    /// (for files a library writes itself, like an SQLite database).
    public enum IndexFile: Sendable {
        case bytes(Data)
        case produced(@Sendable (URL) throws -> Void)
    }

    /// Top-level manifest keys the pipeline itself writes.
    public static let reservedKeys: Set<String> = ["documents", "diagnostics", "failed", "files", "formatVersion", "summary"]

    public init(documents: [Document] = [], diagnostics: [Diagnostic] = [], failedPaths: [String] = []) {
        self.documents = documents
        self.diagnostics = diagnostics
        self.failedPaths = failedPaths
    }

    // MARK: - What stages call

    /// Adds (or replaces) the manifest entry `key` with `value`, encoded like the rest of the manifest.
    public mutating func setManifestEntry<T: Encodable>(_ key: String, _ value: T) throws {
        try Self.checkStageKey(key)
        manifestEntries[key] = try IndexJSON.member(value)
        writtenManifestEntries[key] = nil
    }

    /// A stage's manifest key must not be one the pipeline writes itself.
    private static func checkStageKey(_ key: String) throws {
        guard !reservedKeys.contains(key) else {
            throw IndexContentsError("'\(key)' is a manifest key of the pipeline itself; pick another")
        }
    }

    /// Sets the manifest's member `key` to `value`, written straight into the manifest when it is (not held encoded
    /// until then).
    mutating func setManifestEntry(_ key: String, writing value: some PrettyJSONWritable & Sendable) throws {
        try Self.checkStageKey(key)
        manifestEntries[key] = nil
        writtenManifestEntries[key] = value
    }

    /// Adds a JSON file at `path` (relative to index/), encoded deterministically.
    public mutating func addJSONFile<T: Encodable>(_ path: String, _ value: T) throws {
        try addFile(path, .bytes(IndexJSON.encode(value)))
    }

    /// Adds a file at `path` (relative to index/, no `..`, not `manifest.json` or under `documents/`).
    public mutating func addFile(_ path: String, _ file: IndexFile) throws {
        let parts = path.split(separator: "/")
        guard !path.hasPrefix("/"), !parts.isEmpty, !parts.contains(".."), !parts.contains("."),
            path != "manifest.json", parts.first != "documents"
        else {
            throw IndexContentsError("'\(path)' is not a path a stage may write in index/")
        }
        files[path] = file
    }

    /// Every document's `PageAnalysis`, in document order: the pipeline's where it has one for the document.
    public func pageAnalyses() -> [PageAnalysis] {
        let matches =
            pages.count == documents.count
            && zip(pages, documents).allSatisfy { $0.document.path == $1.path && $0.document.contentHash == $1.contentHash }
        return matches ? pages : documents.map { PageAnalysis($0) }
    }

    // MARK: - What the pipeline reads

    /// True when some page failed or some message is an error.
    public var hasFailures: Bool { !failedPaths.isEmpty || diagnostics.contains { $0.severity == .error } }

    public var summary: IndexSummary { IndexSummary(documents: documents, failed: failedPaths.count) }
}
