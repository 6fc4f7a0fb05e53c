import DocumentModel
import Foundation
import Ingestion
import SearchIndex
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The per-page analyses of the previous run, kept in `index/cache/`, so an unchanged page is not read,
/// parsed and analysed again.
///
/// An entry is a `PageAnalysis` in `CompactCoding` (Foundation's JSON took longer to read back than analysing the
/// page again), kept in a pack file of `cache/` and found through `cache/pages.table` (`CachePack`); its key is
/// the SHA-256 of
/// everything the analysis reads: the page's bytes (their hash), its corpus path, topic, declared
/// language and format, the reader's limits, `analyserVersion`, the index format and doctool's version.
/// Changing any of them changes the key, so an entry is never used for a page it was not made from
/// (and a loaded entry whose path or content hash does not match is ignored). `cache/corpus.json`
/// holds the key of the whole run (every page's key, discovery's messages, the stages): when it is the
/// key of the run about to start, the previous index is already its result and nothing is rewritten.
///
/// New entries are written into a pack in a pending folder beside index/ while pages are analysed (not kept
/// in memory: they are several times the corpus) and linked into the staging folder by `IndexWriter`, with
/// the previous packs that hold the reused ones: index/ and its cache are replaced in the same atomic step,
/// and the table lists exactly the entries of the current pages. The cache is not listed in the manifest: it
/// is not part of the index's content, only of how fast the next run is, and deleting it changes no other file.
public struct AnalysisCache: Sendable {
    /// The version of page analysis (ingestion, sample extraction and classification). Bump it with any
    /// change that alters a `PageAnalysis` for the same page, so that no entry of an older doctool is reused.
    /// A forgotten bump shows in CI: `.ci/run` indexes a fresh clone (no cache) and `doctool check` indexes
    /// without the cache, so a committed index/ made from stale entries is reported as out of date.
    public static let analyserVersion = 4
    /// The folder in index/.
    public static let folderName = "cache"
    /// The file holding the whole run's key.
    public static let corpusRecordName = "corpus.json"

    /// The previous index's cache folder, nil when entries are not reused (no previous index, `--rebuild`).
    public var previous: URL?
    /// Where new entries go until the index is written.
    public var pending: URL
    /// doctool's version, part of every key.
    public var toolVersion: String
    /// Where the previous run's entries are, by key (`previous`'s table; empty when not `readingEntries`).
    let previousEntries: [String: CachePack.Location]

    /// `readingEntries`: whether the previous table is read (not for a look at the run's record alone).
    public init(previous: URL?, pending: URL, toolVersion: String, readingEntries: Bool = true) {
        self.previous = previous
        self.pending = pending
        self.toolVersion = toolVersion
        previousEntries = readingEntries ? previous.map { CachePack.entries(in: $0) } ?? [:] : [:]
    }

    // MARK: - Keys

    /// The key of a page's analysis: a hash of every input of it, separated so no two inputs run together.
    public static func key(
        for page: CorpusPage, contentHash: String, reader: DocumentReader.Options,
        toolVersion: String
    ) -> String {
        let fields: [String] = [
            "analyser \(analyserVersion)", "format \(IndexWriter.formatVersion)", "doctool \(toolVersion)",
            "search \(SearchIndexBuilder.formatVersion)",
            "limits \(reader.maxFileBytes) \(reader.longLineBytes) \(reader.htmlMaxDepth)",
            page.path, page.topic, page.declaredLanguage?.rawValue ?? "-", page.format?.rawValue ?? "-", contentHash
        ]
        return SHA256.hex(of: Array(fields.joined(separator: "\u{0}").utf8))
    }

    // MARK: - Entries

    /// The previous run's analysis for `key` and where it is, if it has one that matches the page.
    func load(_ key: String, path: String, contentHash: String) -> (analysis: PageAnalysis, location: CachePack.Location)? {
        guard let previous, let location = previousEntries[key], let data = CachePack.read(location, in: previous),
            let entry = try? CompactCoding.decode(PageAnalysis.self, from: data),
            entry.document.path == path, entry.document.contentHash == contentHash
        else { return nil }
        return (entry, location)
    }

    /// An entry's bytes, for this run's pack (`PackBuilder`).
    static func encode(_ analysis: PageAnalysis) throws -> [UInt8] {
        try CompactCoding.encodedBytes(analysis, expectedCount: expectedSize(of: analysis))
    }

    /// About how many bytes `analysis`'s entry takes, from its text, rounded up: an entry is 3.2-3.3 times its page's
    /// text (the text, each sample's code again, symbols and ranges; 3,499 benchmark pages and a 30 MB page).
    static func expectedSize(of analysis: PageAnalysis) -> Int {
        var text = analysis.document.title.utf8.count
        for section in analysis.document.sections {
            text += section.heading?.text.utf8.count ?? 0
            for block in section.blocks { text += block.text.utf8.count }
        }
        return 4 * text + 4096
    }

    // MARK: - The whole run

    /// `cache/corpus.json`: the run's key, and what its report said and its index holds, so that a run with the
    /// same key reports the same without reading the manifest (12 MB at 3,500 pages).
    struct CorpusRecord: Codable, Equatable {
        var key: String
        var summary: IndexSummary
        var diagnostics: [Diagnostic]
        var failed: [String]
        /// The index's files (the manifest's list and the manifest).
        var files: [String]
    }

    /// The previous run's record, nil when there is none (or it cannot be read).
    func previousCorpusRecord() -> CorpusRecord? {
        guard let previous,
            let data = FileManager.default.contents(atPath: previous.appendingPathComponent(Self.corpusRecordName).path)
        else { return nil }
        return try? JSONDecoder().decode(CorpusRecord.self, from: data)
    }
}
