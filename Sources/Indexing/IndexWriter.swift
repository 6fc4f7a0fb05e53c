import DocumentModel
import Foundation
import SearchIndex
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes `IndexContents` to index/ so that index/ is always either the previous complete index or
/// the new complete one.
///
/// Everything is written into a staging folder beside index/ (same file system, so renames are
/// atomic); only when every file is written does the staging folder take index/'s place. On Linux
/// the two folders are swapped in one `renameat2(RENAME_EXCHANGE)`; where that is unavailable, index/
/// is renamed aside and the staging folder renamed in, and a run that finds index/ missing but the
/// set-aside copy present puts the copy back first. A failed write deletes the staging folder and
/// leaves index/ untouched.
///
/// Layout: `manifest.json` (summary, documents, failed pages, diagnostics, the file list, stage
/// entries) and `documents/<corpus path>.json` (one `DocumentRecord` per page), plus stage files, and
/// `cache/` when the run keeps one (`AnalysisCache`; not in the file list).
public struct IndexWriter: Sendable {
    /// Called before each file is written (tests make it throw to fail a write midway).
    var beforeWritingFile: (@Sendable (String) throws -> Void)?
    /// Threads that encode and write the document records and the stage files.
    public var jobs = 1

    public init() {}

    /// The manifest's format; bump it when the layout changes incompatibly.
    public static let formatVersion = 1

    // MARK: - Writing

    /// Writes the whole index to `output` atomically; on error index/ is left as it was. Returns how many
    /// document records were linked from the previous index rather than encoded.
    ///
    /// `counted` is `IndexSummary.counted` of the contents' documents when the caller has it (nil: made here).
    @discardableResult
    public func write(
        _ contents: IndexContents, to output: URL,
        counted: (summary: IndexSummary, counts: [IndexSummary.Counts])? = nil
    ) throws(DiagnosticError) -> Int {
        if let problem = IndexDestination.problem(with: output) {
            throw DiagnosticError(Diagnostic(.error, file: output.path, "the index folder \(problem); nothing was written"))
        }
        let output = output.standardizedFileURL
        let parent = output.deletingLastPathComponent()
        let name = output.lastPathComponent
        let staging = parent.appendingPathComponent(".\(name).staging-\(getpid())")
        let aside = parent.appendingPathComponent(".\(name).previous")
        let manager = FileManager.default
        recoverSetAside(output: output, aside: aside)
        Self.removeAbandonedStaging(parent: parent, name: name)
        let linked: Int
        do {
            try? manager.removeItem(at: staging)
            try manager.createDirectory(at: staging, withIntermediateDirectories: true)
            linked = try writeFiles(contents, into: staging, counted: counted)
        } catch {
            try? manager.removeItem(at: staging)
            throw DiagnosticError(
                Diagnostic(
                    .error, file: output.path,
                    "writing the index failed (\(Self.describe(error))); the previous index is unchanged"))
        }
        do {
            try swapIntoPlace(staging: staging, output: output, aside: aside)
        } catch {
            try? manager.removeItem(at: staging)
            throw DiagnosticError(
                Diagnostic(
                    .error, file: output.path,
                    "replacing the index failed (\(Self.describe(error))); the previous index is unchanged"))
        }
        return linked
    }

    /// The files of index/ by relative path (documents, stage files, the cache's record and the manifest); returns the
    /// number of document records linked from the previous index.
    @discardableResult
    func writeFiles(
        _ contents: IndexContents, into staging: URL,
        counted: (summary: IndexSummary, counts: [IndexSummary.Counts])? = nil
    ) throws -> Int {
        let files = contents.files.sorted(by: { $0.key < $1.key })
        for folder in Set(files.map { staging.appendingPathComponent($0.key).deletingLastPathComponent().path }).sorted() {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        }
        // The stage's files, the records and the manifest need nothing of each other: with more than one job each stage
        // file is written on a thread of its own while this one writes the records, then the cache's record and the
        // manifest (the staging folder replaces index/ only once all are written). The largest (the search database,
        // which waits on `fsync`) so never waits for a thread to come free, nor the manifest for the largest. Whatever
        // finishes first, the first failure in this order is the one thrown: stage files a stage produces, the others,
        // the records, the cache's record and the manifest.
        let produced = files.filter { if case .produced = $0.value { true } else { false } }
        let given = files.filter { if case .bytes = $0.value { true } else { false } }
        let writing = (produced + given).map { path, file in
            BackgroundResult<Result<Void, any Error>>(onThread: jobs > 1) {
                Result {
                    try beforeWritingFile?(path)
                    let url = staging.appendingPathComponent(path)
                    switch file {
                    case .bytes(let data): try data.write(to: url)
                    case .produced(let produce): try produce(url)
                    }
                }
            }
        }
        // The file list needs no file written: record paths follow from the documents.
        let recordPaths = contents.documents.map { IndexIDs.recordFile(for: $0.path) }
        let records = Result {
            try writeRecords(contents.documents, at: recordPaths, reusable: contents.reusableRecords, into: staging)
        }
        let written = (recordPaths + files.map(\.key)).sorted()
        // A pass over every block: made once for both files (and by the pipeline, once for its report too).
        let counted = counted ?? IndexSummary.counted(contents.documents, failed: contents.failedPaths.count)
        let closing = Result {
            try writeCache(contents, summary: counted.summary, files: written, into: staging)
            try beforeWritingFile?("manifest.json")
            try writeManifest(contents, counted: counted, files: written, to: staging.appendingPathComponent("manifest.json"))
        }
        for file in writing { try file.value().get() }
        let linked = try records.get()
        try closing.get()
        return linked
    }

    /// From this many sections on, a document's record is written section by section.
    static let streamedSections = 256

    /// `documents/…`: one record per document (at `paths`, relative to `staging`), encoded and written on `jobs` threads (folders made first, so
    /// no two threads create the same one); the first failure in document order is the one thrown. A record the
    /// previous index holds for an unchanged page (`reusableRecords`) is hard-linked, not encoded again: after
    /// one edit, encoding every record was a third of the run. Where no link can be made it is encoded.
    private func writeRecords(
        _ documents: [Document], at paths: [String], reusable: [String: URL] = [:],
        into staging: URL
    ) throws -> Int {
        let folders = Set(paths.map { staging.appendingPathComponent($0).deletingLastPathComponent().path })
        for folder in folders.sorted() {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        }
        // Per document: nil when written, else the failure; and whether it was linked.
        let outcomes = ParallelMap.map(count: documents.count, jobs: jobs) { index -> (failure: String?, linked: Bool) in
            do {
                try beforeWritingFile?(paths[index])
                let destination = staging.appendingPathComponent(paths[index])
                if let previous = reusable[documents[index].path], link(previous.path, destination.path) == 0 {
                    return (nil, true)
                }
                let record = DocumentRecord(documents[index])
                if record.sections.count >= Self.streamedSections {
                    // A page of thousands of sections: its record is written section by section (the same bytes),
                    // or encoding it whole was the peak of indexing it.
                    var skeleton = record
                    skeleton.sections = []
                    try IndexJSON.write(skeleton, key: "sections", elements: record.sections, to: destination, jobs: jobs)
                } else {
                    try IndexJSON.encode(record).write(to: destination)
                }
                return (nil, false)
            } catch {
                return (Self.describe(error), false)
            }
        }
        if let failure = outcomes.compactMap(\.failure).first { throw IndexContentsError(failure) }
        return outcomes.filter(\.linked).count
    }

    /// `cache/`: the run's key and the page analyses, hard links to the files that hold them (the previous
    /// index's cache or the pending folder; a copy where a link cannot be made). Not listed in the manifest.
    private func writeCache(_ contents: IndexContents, summary: IndexSummary, files: [String], into staging: URL) throws {
        guard let key = contents.corpusKey else { return }
        let folder = staging.appendingPathComponent(AnalysisCache.folderName)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (name, source) in contents.cacheEntries.sorted(by: { $0.key < $1.key }) {
            let destination = folder.appendingPathComponent(name)
            if link(source.path, destination.path) != 0 { try SearchIndexBuilder.copyFile(source, to: destination) }
        }
        // What the pipeline's report of this run says (`IndexPipeline.report`), for a run that finds nothing changed.
        let record = AnalysisCache.CorpusRecord(
            key: key, summary: summary,
            diagnostics: IndexPipeline.sorted(contents.diagnostics),
            failed: contents.failedPaths, files: files + ["manifest.json"])
        try IndexJSON.encode(record).write(to: folder.appendingPathComponent(AnalysisCache.corpusRecordName))
    }

    /// Where a run keeps the cache entries it makes until the index is written: beside the staging folder, named
    /// after the process so that a killed run's folder is removed by the next.
    public static func pendingCacheFolder(for output: URL) -> URL {
        let output = output.standardizedFileURL
        return output.deletingLastPathComponent().appendingPathComponent(".\(output.lastPathComponent).cache-\(getpid())")
    }

    // MARK: - The manifest

    /// One document's line in the manifest.
    struct DocumentEntry: Codable {
        var path: String
        var record: String
        var format: DocumentFormat
        var topic: String
        var title: String
        var declaredLanguage: Language?
        var detectedLanguage: Language
        var contentHash: String
        var sections: Int
        var blocks: Int
        var codeBlocks: Int
    }

    /// Writes `manifest.json` at `url`. `counted` is `IndexSummary.counted` of the contents' documents (nil: made here).
    func writeManifest(
        _ contents: IndexContents, counted: (summary: IndexSummary, counts: [IndexSummary.Counts])? = nil,
        files: [String], to url: URL
    ) throws {
        let counted = counted ?? IndexSummary.counted(contents.documents, failed: contents.failedPaths.count)
        var manifest = contents.manifestEntries
        manifest["formatVersion"] = try IndexJSON.member(Self.formatVersion)
        manifest["summary"] = try IndexJSON.member(counted.summary)
        manifest["documents"] = try IndexJSON.member(
            zip(contents.documents, counted.counts).map { document, counts in
                DocumentEntry(
                    path: document.path, record: IndexIDs.recordFile(for: document.path),
                    format: document.format, topic: document.topic, title: document.title,
                    declaredLanguage: document.declaredLanguage,
                    detectedLanguage: document.detectedLanguage, contentHash: document.contentHash,
                    sections: counts.sections, blocks: counts.blocks, codeBlocks: counts.codeBlocks)
            })
        manifest["failed"] = try IndexJSON.member(contents.failedPaths.sorted())
        manifest["diagnostics"] = try IndexJSON.member(contents.diagnostics)
        manifest["files"] = try IndexJSON.member(files)
        try IndexJSON.writeObject(manifest, writing: contents.writtenManifestEntries, to: url)
    }

    // MARK: - Atomic replacement

    private func swapIntoPlace(staging: URL, output: URL, aside: URL) throws {
        let manager = FileManager.default
        guard manager.fileExists(atPath: output.path) else {
            try Self.rename(staging, to: output)
            return
        }
        if Self.exchange(staging, output) {
            try? manager.removeItem(at: staging)  // now holds the previous index
            return
        }
        try? manager.removeItem(at: aside)
        try Self.rename(output, to: aside)
        do {
            try Self.rename(staging, to: output)
        } catch {
            try? Self.rename(aside, to: output)
            throw error
        }
        try? manager.removeItem(at: aside)
    }

    /// Staging folders of runs that were killed (their process is gone) are removed: nothing else ever would.
    static func removeAbandonedStaging(for output: URL) {
        let output = output.standardizedFileURL
        removeAbandonedStaging(parent: output.deletingLastPathComponent(), name: output.lastPathComponent)
    }

    private static func removeAbandonedStaging(parent: URL, name: String) {
        let prefixes = [".\(name).staging-", ".\(name).cache-"]
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: parent.path) else { return }
        for entry in entries {
            guard let prefix = prefixes.first(where: { entry.hasPrefix($0) }),
                let pid = Int32(entry.dropFirst(prefix.count)), pid != getpid(),
                kill(pid, 0) != 0, errno == ESRCH
            else { continue }
            try? FileManager.default.removeItem(at: parent.appendingPathComponent(entry))
        }
    }

    /// A run interrupted between the two renames left index/ aside: put it back.
    private func recoverSetAside(output: URL, aside: URL) {
        let manager = FileManager.default
        if !manager.fileExists(atPath: output.path), manager.fileExists(atPath: aside.path) {
            try? Self.rename(aside, to: output)
        }
    }

    private static func rename(_ from: URL, to: URL) throws {
        guard Foundation.rename(from.path, to.path) == 0 else {
            throw IndexContentsError(
                "rename \(from.lastPathComponent) → \(to.lastPathComponent): \(String(cString: strerror(errno)))")
        }
    }

    /// Swaps two paths atomically with Linux's `renameat2(RENAME_EXCHANGE)`, looked up at run time
    /// (the C library declares it only under `_GNU_SOURCE`, which Swift does not see). False when unavailable.
    private static func exchange(_ first: URL, _ second: URL) -> Bool {
        #if os(Linux)
            typealias RenameAt2 = @convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int32
            guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "renameat2") else { return false }
            let renameat2 = unsafeBitCast(symbol, to: RenameAt2.self)
            let exchangeFlag: UInt32 = 1 << 1  // RENAME_EXCHANGE
            return renameat2(AT_FDCWD, first.path, AT_FDCWD, second.path, exchangeFlag) == 0
        #else
            return false
        #endif
    }

    private static func describe(_ error: Error) -> String {
        if let error = error as? IndexContentsError { return error.description }
        return (error as NSError).localizedDescription
    }
}
