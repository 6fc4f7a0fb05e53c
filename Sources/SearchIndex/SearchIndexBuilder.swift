import DocumentModel
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Builds `index/search.sqlite` from the pipeline's documents: the one call the index pipeline makes.
///
/// Atomic: the new index is written to a temporary file in the same folder and renamed over the
/// old one, so a reader sees either the old index or the new one, never a half-built file (a reader
/// that already has the old file open keeps reading it). Incremental: each document's fingerprint
/// is stored; when none changed the build writes nothing, otherwise the previous index is copied
/// and only added, changed and removed documents are touched before the rename.
///
/// Determinism: a from-scratch build inserts documents sorted by path and sections in page order,
/// so two from-scratch builds of the same input are byte-identical. An incremental update has the
/// same rows but its page layout depends on its history (see `rebuild`).
public enum SearchIndexBuilder {
    /// The database's file name inside the index folder.
    public static let fileName = "search.sqlite"
    /// The schema and analyzer versions together: a cache of an earlier run is stale when this differs.
    public static let formatVersion = "schema \(SearchSchema.version) analyzer \(Analyzer.version)"

    /// Builds or updates the index in `directory` (created when missing) from `documents`.
    /// - Parameters:
    ///   - rebuild: write from scratch even when an up-to-date previous index exists
    ///     (for a committed index that must be byte-identical on every machine).
    ///   - plan: what `plan(previous:documents:)` said of the file now in `directory` (the same bytes),
    ///     so the previous index is not read and checked a second time; nil reads it here.
    @discardableResult
    public static func build(
        at directory: URL, documents: [SearchableDocument],
        rebuild: Bool = false, following plan: SearchIndexBuildReport? = nil
    ) throws -> SearchIndexBuildReport {
        let sorted = documents.sorted { $0.path < $1.path }
        try checkUnique(sorted)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let target = directory.appendingPathComponent(fileName)
        let report: SearchIndexBuildReport
        if rebuild {
            report = Self.plan(sorted, previous: nil)
        } else if let plan {
            report = plan
        } else {
            report = Self.plan(sorted, previous: storedFingerprints(at: target))
        }
        if report.isNoOp { return report }
        let reused = !report.rebuilt
        let changed = Set(report.added + report.updated)
        let toWrite = sorted.filter { changed.contains($0.path) }
        let updated = report.updated, removed = report.removed
        // Only the documents written need their fingerprint here (hashing every document's text again after the
        // plan had was a pass over the corpus).
        let fingerprints = Dictionary(uniqueKeysWithValues: toWrite.map { ($0.path, $0.fingerprint) })

        let temporary = directory.appendingPathComponent(
            ".\(fileName).\(ProcessInfo.processInfo.processIdentifier).\(UUID().uuidString).tmp")
        do {
            if reused {
                try copyFile(target, to: temporary)
            }
            try write(
                to: temporary, fresh: !reused, documents: toWrite,
                fingerprints: fingerprints,
                deleting: updated + removed)
            try syncFile(temporary)
            guard rename(temporary.path, target.path) == 0 else {
                throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: target.path])
            }
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw error
        }
        return report
    }

    /// What `build` would do to the index file `previous` (nil: none, build from scratch), without
    /// writing anything.
    public static func plan(previous: URL?, documents: [SearchableDocument]) -> SearchIndexBuildReport {
        plan(stored: previous.flatMap { storedFingerprints(at: $0) }, documents: documents)
    }

    /// `plan(previous:documents:)` from the previous index's `storedFingerprints` (read by the caller, which may
    /// read them while it does other work), hashing the documents on `jobs` threads.
    public static func plan(stored: [String: String]?, documents: [SearchableDocument], jobs: Int = 1) -> SearchIndexBuildReport {
        plan(documents.sorted { $0.path < $1.path }, previous: stored, jobs: jobs)
    }

    /// Each document's fate, by comparing its fingerprint with the previous index's (computed only for the
    /// documents the previous index has).
    private static func plan(
        _ sorted: [SearchableDocument], previous: [String: String]?, jobs: Int = 1
    ) -> SearchIndexBuildReport {
        // Hashing every document's text is the plan's cost: 0.05 s on one core after one edit at 3,500 pages.
        let fingerprints: [String?] = ParallelMap.map(count: sorted.count, jobs: previous == nil ? 1 : jobs) { index in
            previous?[sorted[index].path] == nil ? nil : sorted[index].fingerprint
        }
        var added: [String] = [], updated: [String] = [], unchanged: [String] = []
        for (document, fingerprint) in zip(sorted, fingerprints) {
            guard let stored = previous?[document.path] else {
                added.append(document.path)
                continue
            }
            if stored == fingerprint {
                unchanged.append(document.path)
            } else {
                updated.append(document.path)
            }
        }
        let given = Set(sorted.map(\.path))
        let removed = (previous?.keys.filter { !given.contains($0) } ?? []).sorted()
        return SearchIndexBuildReport(
            added: added, updated: updated, removed: removed, unchanged: unchanged,
            rebuilt: previous == nil, sectionCount: sorted.reduce(0) { $0 + $1.sections.count })
    }

    // MARK: - Reading the previous index

    /// The fingerprints of the index at `url` by document path, nil when there is no usable index
    /// (missing, unreadable, or written by another schema or analyzer version).
    public static func storedFingerprints(at url: URL) -> [String: String]? {
        guard FileManager.default.fileExists(atPath: url.path),
            let database = try? SQLiteDatabase(path: url.path, mode: .readOnly),
            let meta = try? SearchIndexReader.meta(of: database),
            meta["schema"] == String(SearchSchema.version),
            meta["analyzer"] == String(Analyzer.version),
            isIntact(database),
            let statement = try? database.prepare("SELECT path, fingerprint FROM documents"),
            let rows = try? statement.rows([], { (row: SQLiteStatement) -> (String, String) in (row.text(0), row.text(1)) })
        else { return nil }
        return Dictionary(rows, uniquingKeysWith: { first, _ in first })
    }

    /// Every table of the schema is there and SQLite finds the file sound: a damaged database is rebuilt, not reused.
    private static func isIntact(_ database: SQLiteDatabase) -> Bool {
        for table in SearchSchema.tables {
            guard (try? database.prepare("SELECT 1 FROM \(table) LIMIT 1")) != nil else { return false }
        }
        guard let check = try? database.prepare("PRAGMA quick_check"),
            let results = try? check.rows([], { (row: SQLiteStatement) -> String in row.text(0) })
        else { return false }
        return results == ["ok"]
    }

    // MARK: - Writing

    private static func checkUnique(_ sorted: [SearchableDocument]) throws {
        for (earlier, later) in zip(sorted, sorted.dropFirst()) where earlier.path == later.path {
            throw SearchIndexError.duplicateDocument(path: later.path)
        }
        var ids = Set<String>()
        for section in sorted.lazy.flatMap(\.sections) where !ids.insert(section.id).inserted {
            throw SearchIndexError.duplicateSection(id: section.id)
        }
    }

    private static func write(
        to url: URL, fresh: Bool, documents: [SearchableDocument],
        fingerprints: [String: String], deleting: [String]
    ) throws {
        let database = try SQLiteDatabase(path: url.path, mode: .readWrite)
        // The file is private until the rename, so no journal is needed: a failed build is deleted. A 4 MB page cache
        // builds as fast as 64 MB did (3,499 and 35,000 pages, from scratch and one page edited) and is 60 MB less
        // of the write step's peak.
        try database.execute("PRAGMA journal_mode = OFF; PRAGMA synchronous = OFF; PRAGMA cache_size = -4096;")
        if fresh { try database.execute(SearchSchema.create) }
        let writer = try SectionWriter(database: database)
        if fresh {
            // Merge segments only once, at the end ('optimize'); restored so later updates merge as usual.
            try database.execute(
                """
                INSERT INTO section_text(section_text, rank) VALUES('automerge', 0);
                INSERT INTO section_text(section_text, rank) VALUES('crisismerge', 64);
                """)
        }
        let analysis = AnalysisPipeline(documents)
        defer { analysis.finish() }
        try database.transaction {
            for path in deleting { try writer.deleteDocument(path) }
            for document in documents {
                try writer.insert(document, text: analysis.nextText, fingerprint: fingerprints[document.path] ?? "")
            }
            try writer.setMeta("schema", String(SearchSchema.version))
            try writer.setMeta("analyzer", String(Analyzer.version))
        }
        // A fresh build merges each FTS index into one segment: faster queries, and a layout that
        // does not depend on how many segments the inserts left behind. An update leaves its few new
        // segments to FTS5's automatic merging: merging everything would rewrite the whole index
        // for one changed page (its layout depends on its history anyway).
        if fresh {
            try database.execute(
                """
                INSERT INTO section_text(section_text, rank) VALUES('automerge', 4);
                INSERT INTO section_text(section_text, rank) VALUES('crisismerge', 16);
                INSERT INTO section_text(section_text) VALUES('optimize');
                INSERT INTO heading_text(heading_text) VALUES('optimize');
                """)
        }
        try database.execute(SearchSchema.refreshTerms)
    }

    /// Copies the file at `source` to the new file `destination` (its permissions too) with the kernel's `sendfile`, a
    /// gigabyte per call. `FileManager.copyItem` copied it 4 KiB per call: 31,000 calls for the 128 MB database of
    /// 3,500 pages, about half a second of an edit. A partial copy is removed. The index writer copies with it too,
    /// where a hard link cannot be made.
    public static func copyFile(_ source: URL, to destination: URL) throws {
        func failure(_ path: String) -> any Error {
            let code = errno
            return CocoaError(
                .fileWriteUnknown,
                userInfo: [NSFilePathErrorKey: path, NSUnderlyingErrorKey: POSIXError(POSIXErrorCode(rawValue: code) ?? .EIO)])
        }
        let input = open(source.path, O_RDONLY | O_CLOEXEC)
        guard input >= 0 else { throw failure(source.path) }
        defer { close(input) }
        var status = stat()
        guard fstat(input, &status) == 0 else { throw failure(source.path) }
        let output = open(destination.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, status.st_mode & 0o777)
        guard output >= 0 else { throw failure(destination.path) }
        var complete = false
        defer {
            close(output)
            if !complete { unlink(destination.path) }
        }
        var left = Int(status.st_size)
        while left > 0 {
            let copied = sendfile(output, input, nil, min(left, 1 << 30))
            if copied < 0, errno == EINTR { continue }
            guard copied > 0 else { throw failure(destination.path) }  // an error, or the file ended early
            left -= copied
        }
        complete = true
    }

    private static func syncFile(_ url: URL) throws {
        let handle = try FileHandle(forUpdating: url)
        defer { try? handle.close() }
        try handle.synchronize()
    }
}
