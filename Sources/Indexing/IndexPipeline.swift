import DocumentModel
import Foundation
import Ingestion
import SampleAnalysis

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What `doctool index` runs: discover the corpus, read and analyse every page, let the stages add
/// their records, write index/ atomically.
///
/// One failing page costs only that page: its message (file and line) goes into the report and
/// the manifest, the rest is indexed, and the report says the run failed.
///
/// Pages are read, parsed and analysed on `jobs` threads (each page's `PageAnalysis` needs no other
/// page); every result has its page's slot, and what spans pages (the stages) runs after, on pages in
/// path order, so the output is the same bytes whatever `jobs` is. With `cache` on, a page whose
/// inputs are those of an entry in the previous index's `cache/` is not analysed again, and a corpus
/// whose every input is that of the previous run is not indexed again (`AnalysisCache`).
public struct IndexPipeline: Sendable {
    public var scanner: CorpusScanner
    public var reader: DocumentReader
    public var stages: [any IndexStage]
    public var writer: IndexWriter
    /// Threads that read and analyse pages (at least 1).
    public var jobs: Int
    /// Whether the per-page analyses are kept in index/cache and reused.
    public var cache: CacheUse
    /// doctool's version: part of each cache key, so another release never reuses an entry.
    public var toolVersion: String
    /// From this size on, a page is worked on every thread: its samples classified in parallel, its cache entry
    /// written while the stages run. The output is the same bytes whatever it is (tests set it low).
    public var largePageBytes = 1 << 20

    /// How a run uses index/cache.
    public enum CacheUse: Sendable {
        /// No cache is read or written (index/ holds only the index).
        case off
        /// Every page is analysed again; the cache is written for the next run (`--rebuild`).
        case refresh
        /// Entries whose key matches are reused, and an unchanged corpus is not indexed again.
        case reuse
    }

    public init(
        reader: DocumentReader = DocumentReader(), stages: [any IndexStage] = [],
        scanner: CorpusScanner = CorpusScanner(), writer: IndexWriter = IndexWriter(),
        jobs: Int = ProcessInfo.processInfo.activeProcessorCount, cache: CacheUse = .off,
        toolVersion: String = ""
    ) {
        self.scanner = scanner
        self.reader = reader
        self.stages = stages
        self.writer = writer
        self.jobs = max(1, jobs)
        self.cache = cache
        self.toolVersion = toolVersion
    }

    /// Called from the calling thread as pages are done, with (pages done, pages in all, the last page's path).
    public typealias Progress = (_ done: Int, _ total: Int, _ path: String) -> Void

    // MARK: - Running

    /// Scans `corpus`, ingests it, and writes `output`.
    public func run(corpus: URL, output: URL, progress: Progress? = nil) -> IndexReport {
        run(scan: scanner.scan(root: corpus), output: output, progress: progress)
    }

    /// Ingests pages already discovered (a page may have vanished since) and writes `output`.
    public func run(scan: CorpusScan, output: URL, progress: Progress? = nil) -> IndexReport {
        var clock = StepClock()
        var report = run(scan: scan, output: output, progress: progress, clock: &clock)
        report.timings = clock.steps
        return report
    }

    /// Seconds per step and the process's peak memory when it ended, for `IndexReport.timings`.
    struct StepClock {
        var steps: [IndexReport.Step] = []
        private var last = ContinuousClock.now

        mutating func lap(_ step: String) {
            let now = ContinuousClock.now
            let elapsed = last.duration(to: now).components
            let seconds = Double(elapsed.seconds) + Double(elapsed.attoseconds) / 1e18
            steps.append(IndexReport.Step(step: step, seconds: seconds, peakRSSBytes: Self.peakRSSBytes()))
            last = now
        }

        /// The process's peak resident set so far (the kernel keeps the maximum; Linux counts it in KiB).
        static func peakRSSBytes() -> Int {
            var usage = rusage()
            #if canImport(Darwin)
                guard getrusage(RUSAGE_SELF, &usage) == 0 else { return 0 }
                return Int(usage.ru_maxrss)
            #else
                guard getrusage(RUSAGE_SELF.rawValue, &usage) == 0 else { return 0 }
                return Int(usage.ru_maxrss) * 1024
            #endif
        }
    }

    private func run(scan: CorpusScan, output: URL, progress: Progress?, clock: inout StepClock) -> IndexReport {
        let previousCache = output.appendingPathComponent(AnalysisCache.folderName)
        let reusable = cache == .reuse && FileManager.default.isFolder(at: previousCache)
        // Checked before any page is analysed: hashing the pages is all an unchanged corpus costs.
        var hashes: [String?]?
        if reusable {
            let check = unchangedCheck(scan, output: output, previousCache: previousCache)
            if let report = check.report {
                IndexWriter.removeAbandonedStaging(for: output)  // what a killed run left, as a write would
                clock.lap("unchanged check")
                progress?(scan.pages.count, scan.pages.count, scan.pages.last?.path ?? "")
                return report
            }
            hashes = check.hashes
        }
        var pageCache: AnalysisCache?
        var pack: PackBuilder?
        if cache != .off {
            let pending = IndexWriter.pendingCacheFolder(for: output)
            try? FileManager.default.removeItem(at: pending)
            if (try? FileManager.default.createDirectory(at: pending, withIntermediateDirectories: true)) != nil {
                pageCache = AnalysisCache(previous: reusable ? previousCache : nil, pending: pending, toolVersion: toolVersion)
                pack = PackBuilder(pending: pending, previous: pageCache?.previous)
            }
        }
        defer { if let pageCache { try? FileManager.default.removeItem(at: pageCache.pending) } }
        clock.lap("unchanged check")
        var contents = ingest(scan, cache: pageCache, pack: pack, hashes: hashes, progress: progress)
        contents.jobs = jobs
        if let pageCache { contents.cacheFolders = (pageCache.previous, pageCache.pending) }
        clock.lap("pages")
        if FileManager.default.isFolder(at: output) { contents.previousIndex = output }
        // With one job the large pages' entries are appended here, before the stages: the pack's order (every other
        // entry in page order, then theirs) is the same whatever `jobs` is.
        let storing = pack.flatMap { pack in
            contents.deferredCacheEntries.isEmpty
                ? nil : Self.storeDeferred(contents.deferredCacheEntries, into: pack, onThread: jobs > 1)
        }
        contents.deferredCacheEntries = []
        defer { _ = storing?.value() }  // before the pending folder goes, on every path
        for stage in stages {
            do {
                try stage.contribute(to: &contents)
                clock.lap(stage.name)
            } catch {
                contents.diagnostics.append(
                    Diagnostic(
                        .error, file: output.path,
                        "the \(stage.name) stage failed: \(error)"))
                return report(contents, wroteIndex: false)
            }
        }
        // An entry that could not be kept is left out of the cache: the index is still right, the next run slower.
        contents.notes += storing?.value() ?? []
        if let pack {
            let finished = pack.finish()
            for (name, file) in finished.files { contents.cacheEntries[name] = file }
            if let note = finished.note { contents.notes.append(note) }
        }
        var writer = self.writer
        writer.jobs = jobs
        let counted = IndexSummary.counted(contents.documents, failed: contents.failedPaths.count)
        do {
            let linked = try writer.write(contents, to: output, counted: counted)
            if linked > 0 {
                contents.notes.append(
                    "document records: \(linked) kept from the previous index, \(contents.documents.count - linked) written")
            }
            clock.lap("write")
        } catch {
            contents.diagnostics.append(error.diagnostic)
            return report(contents, wroteIndex: false)
        }
        let written = report(contents, summary: counted.summary, wroteIndex: true)
        Self.releaseAside(contents)
        return written
    }

    /// Frees `contents` on a thread of its own once the index is written: freeing a corpus's documents, samples and
    /// groups on the caller's thread kept `doctool index` running 0.1–0.3 s after its last byte was written.
    private static func releaseAside(_ contents: consuming IndexContents) {
        final class Held: @unchecked Sendable {  // only the thread below touches it after `init`
            var contents: IndexContents?
            init(_ contents: consuming IndexContents) { self.contents = consume contents }
        }
        let held = Held(consume contents)
        Thread.detachNewThread { held.contents = nil }
    }

    /// Reads and analyses every page of the scan into `IndexContents` (nothing is written).
    public func ingest(_ scan: CorpusScan, progress: Progress? = nil) -> IndexContents {
        ingest(scan, cache: nil, pack: nil, hashes: nil, progress: progress)
    }

    /// `hashes`: each page's content hash as the unchanged check just read it, so a page it finds in the cache
    /// is not read a second time (nil for a page the check could not read). New cache entries go into `pack`
    /// from this thread, page by page in path order; reused ones are kept where they are.
    func ingest(
        _ scan: CorpusScan, cache: AnalysisCache?, pack: PackBuilder?, hashes: [String?]?, progress: Progress?
    ) -> IndexContents {
        var contents = IndexContents(diagnostics: scan.diagnostics, failedPaths: scan.failedPaths)
        var lines: [String] = []
        var reused = 0
        // A translation shows its original's code: each distinct sample is classified once per run.
        let memo = ClassificationMemo()
        // Batches, so progress is reported from this thread between them (no shared counter).
        let batch = max(jobs * 16, 64)
        var start = 0
        while start < scan.pages.count {
            let pages = Array(scan.pages[start..<min(start + batch, scan.pages.count)])
            let known = hashes.map { Array($0[start..<start + pages.count]) }
            let outcomes = ParallelMap.map(count: pages.count, jobs: jobs) { index in
                analyse(pages[index], cache: cache, knownHash: known?[index] ?? nil, memo: memo)
            }
            for (page, outcome) in zip(pages, outcomes) {
                lines.append(outcome.line)
                if cache != nil, let key = outcome.key { contents.analysisKeys[page.path] = key }
                if let note = outcome.cacheNote { contents.notes.append(note) }
                if let key = outcome.key, let pack {
                    if let bytes = outcome.newEntry { pack.append(bytes, key: key) }
                    if let location = outcome.keptEntry { pack.keep(key, at: location) }
                }
                if let key = outcome.deferredStore, let analysis = outcome.analysis {
                    contents.deferredCacheEntries.append((analysis, key))
                }
                if outcome.reused {
                    reused += 1
                    if let analysis = outcome.analysis, let previous = cache?.previous {
                        let record = previous.deletingLastPathComponent().appendingPathComponent(
                            IndexIDs.recordFile(for: analysis.document.path))
                        contents.reusableRecords[analysis.document.path] = record
                    }
                }
                guard let analysis = outcome.analysis else {
                    contents.diagnostics += outcome.failure.map { [$0] } ?? []
                    contents.failedPaths.append(page.path)
                    continue
                }
                contents.diagnostics += analysis.document.diagnostics
                if let mismatch = Self.languageMismatch(page, analysis.document) { contents.diagnostics.append(mismatch) }
                contents.documents.append(analysis.document)
                contents.pages.append(analysis)
            }
            start += pages.count
            progress?(start, scan.pages.count, pages.last?.path ?? "")
        }
        // Scan order is path order already; sorted again so the stages' contract does not rest on the scanner.
        contents.documents.sort { $0.path < $1.path }
        contents.pages.sort { $0.document.path < $1.document.path }
        contents.diagnostics = Self.sorted(contents.diagnostics)
        contents.failedPaths.sort()
        if let cache {
            contents.corpusKey = corpusKey(scan, lines: lines)
            let analysed = contents.pages.count - reused
            contents.notes.append(
                cache.previous == nil
                    ? "page analyses: \(analysed) analysed (no cache reused)"
                    : "page analyses: \(reused) reused from the cache, \(analysed) analysed")
        }
        return contents
    }

    // MARK: - One page

    /// One page's result: its line of the run's key, and its analysis or why it has none.
    struct PageOutcome: Sendable {
        var line: String
        /// The key of the page's analysis (nil when the page could not be read).
        var key: String?
        var analysis: PageAnalysis?
        var failure: Diagnostic?
        var reused = false
        /// The page's new entry for the next run's cache (its bytes, for the pack), or where its reused one is.
        var newEntry: [UInt8]?
        var keptEntry: CachePack.Location?
        /// Why the entry could not be kept (a full disk): the index is still right, the next run slower.
        var cacheNote: String?
        /// The key of the entry still to be written for a large page (`storeDeferred`).
        var deferredStore: String?
    }

    /// Appends the cache entries of large pages to `pack`, on a thread of its own while the stages run when
    /// `onThread`; its value is a note for each entry that could not be encoded, there once the work is done.
    static func storeDeferred(
        _ entries: [(analysis: PageAnalysis, key: String)], into pack: PackBuilder, onThread: Bool
    ) -> BackgroundResult<[String]> {
        BackgroundResult(onThread: onThread) {
            var failures: [String] = []
            for entry in entries {
                do {
                    pack.append(try AnalysisCache.encode(entry.analysis), key: entry.key)
                } catch {
                    failures.append("cache: \(entry.analysis.document.path) not kept (\(error)); the next run analyses it again")
                }
            }
            return failures
        }
    }

    func analyse(
        _ page: CorpusPage, cache: AnalysisCache?, knownHash: String? = nil, memo: ClassificationMemo? = nil
    ) -> PageOutcome {
        if let cache, let knownHash, let outcome = reused(page, cache: cache, contentHash: knownHash) { return outcome }
        let bytes: [UInt8]
        do {
            bytes = try reader.readBytes(page.filePath, as: page.path)
        } catch {
            return PageOutcome(line: unreadableLine(page, error.diagnostic), failure: error.diagnostic)
        }
        let contentHash = SHA256.hex(of: bytes)
        let key = AnalysisCache.key(for: page, contentHash: contentHash, reader: reader.options, toolVersion: toolVersion)
        if let cache, let outcome = reused(page, cache: cache, contentHash: contentHash) { return outcome }
        var outcome = PageOutcome(line: keyLine(page, key), key: key)
        let document: Document
        do {
            document = try reader.document(
                from: bytes, path: page.path, format: page.format, topic: page.topic,
                declaredLanguage: page.declaredLanguage)
        } catch {
            outcome.failure = error.diagnostic
            return outcome
        }
        // A page of megabytes holds thousands of samples: they are classified on every thread (the other pages'
        // threads join in as they finish), or such a page alone would keep one core busy and the other idle.
        let large = bytes.count >= largePageBytes
        let analysis = PageAnalysis(document, jobs: large ? jobs : 1, memo: memo)
        outcome.analysis = analysis
        if cache != nil, large {
            // Kept after the pages (`storeDeferred`), while the stages run with more than one job: encoding the
            // analysis of a page of megabytes took a second on one core while the other waited.
            outcome.deferredStore = key
        } else if cache != nil {
            do {
                outcome.newEntry = try AnalysisCache.encode(analysis)
            } catch {
                outcome.cacheNote = "cache: \(page.path) not kept (\(error)); the next run analyses it again"
            }
        }
        return outcome
    }

    /// The page's analysis from the previous run's cache, if it has one for these bytes.
    private func reused(_ page: CorpusPage, cache: AnalysisCache, contentHash: String) -> PageOutcome? {
        let key = AnalysisCache.key(for: page, contentHash: contentHash, reader: reader.options, toolVersion: toolVersion)
        guard let entry = cache.load(key, path: page.path, contentHash: contentHash) else { return nil }
        return PageOutcome(
            line: keyLine(page, key), key: key, analysis: entry.analysis, reused: true, keptEntry: entry.location)
    }

    // MARK: - The whole run's key

    /// A page's part of the run's key: its cache key (every input of its analysis) and what its messages name.
    private func keyLine(_ page: CorpusPage, _ key: String) -> String {
        [page.path, key, page.manifestPath ?? "-", page.languageSource ?? "-"].joined(separator: "\u{0}")
    }

    /// An unreadable page's part: its message (it is read again next time, and may fail otherwise).
    private func unreadableLine(_ page: CorpusPage, _ diagnostic: Diagnostic) -> String {
        [page.path, "unreadable", diagnostic.description].joined(separator: "\u{0}")
    }

    /// Everything this run's output depends on: versions, stages, discovery's messages and each page's line.
    func corpusKey(_ scan: CorpusScan, lines: [String]) -> String {
        let scanMessages = (try? IndexJSON.encode(scan.diagnostics)).map { String(decoding: $0, as: UTF8.self) } ?? ""
        let head = [
            "analyser \(AnalysisCache.analyserVersion)", "format \(IndexWriter.formatVersion)",
            "doctool \(toolVersion)", "stages \(stages.map(\.name).joined(separator: ","))", scanMessages
        ]
        return SHA256.hex(of: Array((head + lines).joined(separator: "\n").utf8))
    }

    /// Whether the run's key is the previous run's: then index/ already holds this run's output, and `report` is
    /// what the previous run reported. Otherwise (or when the previous index is not complete) the run goes ahead,
    /// with the content hash of each page read here (nil when there was no previous key to compare with).
    func unchangedCheck(_ scan: CorpusScan, output: URL, previousCache: URL) -> (report: IndexReport?, hashes: [String?]?) {
        let probe = AnalysisCache(
            previous: previousCache, pending: previousCache, toolVersion: toolVersion, readingEntries: false)
        guard let previous = probe.previousCorpusRecord() else { return (nil, nil) }
        let pages = ParallelMap.map(count: scan.pages.count, jobs: jobs) { index -> (line: String, hash: String?) in
            let page = scan.pages[index]
            do throws(DocumentReadError) {
                let hash = SHA256.hex(of: try reader.readBytes(page.filePath, as: page.path))
                let key = AnalysisCache.key(for: page, contentHash: hash, reader: reader.options, toolVersion: toolVersion)
                return (keyLine(page, key), hash)
            } catch {
                return (unreadableLine(page, error.diagnostic), nil)
            }
        }
        let hashes = pages.map(\.hash)
        guard corpusKey(scan, lines: pages.map(\.line)) == previous.key,
            previous.files.allSatisfy({ FileManager.default.fileExists(atPath: output.appendingPathComponent($0).path) })
        else { return (nil, hashes) }
        let report = IndexReport(
            summary: previous.summary, diagnostics: previous.diagnostics, failedPaths: previous.failed,
            wroteIndex: true,
            notes: ["index: unchanged (every page and setting as the previous run left them); nothing rewritten"])
        return (report, hashes)
    }

    // MARK: - Checks

    /// A warning when the declared language (manifest or file name) is not what the prose reads as.
    static func languageMismatch(_ page: CorpusPage, _ document: Document) -> Diagnostic? {
        guard let declared = document.declaredLanguage, document.detectedLanguage != .und,
            declared != document.detectedLanguage
        else { return nil }
        let source = page.declaredLanguage == declared ? (page.languageSource ?? "the page") : "the page itself"
        return Diagnostic(
            .warning, file: page.manifestPath ?? page.path,
            "\(source) declares language '\(declared.rawValue)' but \(page.path) reads as '\(document.detectedLanguage.rawValue)'"
        )
    }

    static func sorted(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        diagnostics.sorted { lhs, rhs in
            if lhs.file != rhs.file { return lhs.file < rhs.file }
            if (lhs.line ?? 0) != (rhs.line ?? 0) { return (lhs.line ?? 0) < (rhs.line ?? 0) }
            if (lhs.column ?? 0) != (rhs.column ?? 0) { return (lhs.column ?? 0) < (rhs.column ?? 0) }
            if lhs.severity != rhs.severity { return lhs.severity.rawValue < rhs.severity.rawValue }
            return lhs.message < rhs.message
        }
    }

    private func report(_ contents: IndexContents, summary: IndexSummary? = nil, wroteIndex: Bool) -> IndexReport {
        IndexReport(
            summary: summary ?? contents.summary, diagnostics: Self.sorted(contents.diagnostics),
            failedPaths: contents.failedPaths, wroteIndex: wroteIndex, notes: contents.notes)
    }
}
