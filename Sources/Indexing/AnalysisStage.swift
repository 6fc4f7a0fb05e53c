import Alignment
import Foundation
import SampleAnalysis
import SearchIndex

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Adds what the analyses derive to the index: `samples.json` (every sample, its classification,
/// symbols, fingerprint and text, translation groups, twins, findings), `alignment.json` (section
/// groups with scores and reasons, coverage, related links), the groups and counts in the manifest,
/// and `search.sqlite`, the full-text index.
///
/// The search index is the one costly file, so it is not rebuilt when it need not be: the previous
/// index's `search.sqlite` stores a fingerprint per document (its sections, code facts and
/// alignment groups), and when none changed its bytes are reused as they are (a no-op); when some
/// changed, only those documents are re-indexed in a copy (`SearchIndexBuilder`). A from-scratch
/// build (no previous index, another schema, or `rebuildSearchIndex`) is byte-identical for the same
/// corpus; an updated index holds the same rows, laid out by its history.
public struct AnalysisStage: IndexStage {
    public let name = "analysis"
    /// Build `search.sqlite` from scratch even when the previous one could be reused or updated.
    public var rebuildSearchIndex: Bool

    public init(rebuildSearchIndex: Bool = false) {
        self.rebuildSearchIndex = rebuildSearchIndex
    }

    public func contribute(to contents: inout IndexContents) throws {
        let previousSamples = contents.previousIndex?.appendingPathComponent("samples.json")
        // The previous file's layout needs nothing of this run: it is read while the corpus is analysed (after one
        // edit, reading 80 MB of samples was a fifth of this stage, on one core while the other was idle).
        let keepsSome = !contents.reusableRecords.isEmpty
        let previousLayout = BackgroundResult<[(range: Range<Int>, member: Data?)]?> {
            guard keepsSome, let previousSamples else { return nil }
            return IndexJSON.elements(of: "samples", inFileAt: previousSamples, member: "documentPath")
        }
        // Likewise the previous `alignment.json`, whose topics that come out as then are copied, not encoded again.
        let previousAlignment = contents.previousIndex?.appendingPathComponent("alignment.json")
        let keepsTopics = contents.cacheFolders?.previous != nil
        let alignmentLayout = BackgroundResult<[(range: Range<Int>, member: Data?)]?>(onThread: contents.jobs > 1) {
            guard keepsTopics, let previousAlignment else { return nil }
            return IndexJSON.elements(of: "topics", inFileAt: previousAlignment, member: "topic")
        }
        // And the previous search database's fingerprints (checked by SQLite first: a read of the whole file).
        let previousSearch = contents.previousIndex.flatMap { folder -> URL? in
            let file = folder.appendingPathComponent(SearchIndexBuilder.fileName)
            return FileManager.default.fileExists(atPath: file.path) ? file : nil
        }
        let rebuild = rebuildSearchIndex || previousSearch == nil
        let storedFingerprints = BackgroundResult<[String: String]?>(onThread: contents.jobs > 1) {
            rebuild ? nil : previousSearch.flatMap { SearchIndexBuilder.storedFingerprints(at: $0) }
        }
        let pages = contents.pageAnalyses()
        let (analysis, previousTopics, storingTopics) = corpusAnalysis(pages, &contents)
        defer { _ = storingTopics?.value() }  // on every path: the pending folder goes when the run ends
        // Written in place, sample by sample: the file's bytes are those of `addJSONFile`, without the peak.
        let report = analysis.samples
        var skeleton = report
        skeleton.samples = []
        let kept = Self.keptSamples(
            report.samples, reusable: Set(contents.reusableRecords.keys), previousElements: previousLayout.value())
        if !kept.isEmpty { contents.notes.append("samples: \(kept.count) pages' samples kept from the previous index") }
        try contents.addFile(
            "samples.json",
            .produced { [skeleton, jobs = contents.jobs] url in
                try IndexJSON.write(
                    skeleton, key: "samples", elements: report.samples, to: url, jobs: jobs, kept: kept, keptFrom: previousSamples
                )
            })
        try contents.setManifestEntry("samples", SamplesSummary(analysis.samples))
        let keptTopics = Self.keptTopics(
            analysis.topicSummaries, previous: previousTopics, previousElements: alignmentLayout.value())
        if !keptTopics.isEmpty {
            let count = keptTopics.values.reduce(0) { $0 + $1.count }
            contents.notes.append("alignment: \(count) topics kept from the previous index")
        }
        try AlignmentRecords.add(analysis.alignment, to: &contents, kept: keptTopics, keptFrom: previousAlignment)
        if !analysis.alignment.diagnostics.isEmpty {
            contents.diagnostics = IndexPipeline.sorted(contents.diagnostics + analysis.alignment.diagnostics)
        }
        let searchable = SearchRecords.documents(pages, alignment: analysis.alignment, jobs: contents.jobs)
        let plan = SearchIndexBuilder.plan(stored: storedFingerprints.value(), documents: searchable, jobs: contents.jobs)
        contents.notes.append(AnalysisStage.describe(plan))
        try contents.addFile(
            SearchIndexBuilder.fileName,
            .produced { destination in
                // Nothing changed: the previous file is the result (the plan already compared every fingerprint).
                // Linked where it can be, not copied: the database is only ever replaced by a rename (the builder
                // updates a copy of its own), so nothing writes into the previous file's bytes.
                if plan.isNoOp, let previous = previousSearch {
                    if link(previous.path, destination.path) != 0 {
                        try SearchIndexBuilder.copyFile(previous, to: destination)
                    }
                    return
                }
                // The builder keeps `search.sqlite` in a folder: give it the previous index there to update (it
                // copies it, so a link spares a second copy of the database), then move the result into place.
                let folder = destination.deletingLastPathComponent().appendingPathComponent(".search-build")
                try? FileManager.default.removeItem(at: folder)
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                let built = folder.appendingPathComponent(SearchIndexBuilder.fileName)
                if let previous = previousSearch, !rebuild, link(previous.path, built.path) != 0 {
                    try SearchIndexBuilder.copyFile(previous, to: built)
                }
                // The file there is the one the plan read (linked or copied): it is not read and checked again.
                try SearchIndexBuilder.build(at: folder, documents: searchable, rebuild: rebuild, following: plan)
                try FileManager.default.moveItem(at: built, to: destination)
                try FileManager.default.removeItem(at: folder)
            })
        switch storingTopics?.value() {
        case .success(let file)?: contents.cacheEntries[TopicSummaryCache.fileName] = file
        case .failure(let error)?:
            contents.notes.append("cache: topic summaries not kept (\(error)); the next run aligns every topic")
        case nil: break
        }
    }

    /// The corpus's analysis, reusing the previous run's topic summaries where the cache allows, and this run's summaries
    /// being written for the next (the file, or why it could not be kept; nil without a cache).
    ///
    /// With more than one job, the previous summaries are read while the samples' report is made, and this run's are
    /// written while the rest of the stage goes on: after one edit at 3,500 pages, reading and writing their 21 MB took
    /// 0.45 s with the other core idle.
    private func corpusAnalysis(
        _ pages: [PageAnalysis], _ contents: inout IndexContents
    ) -> (
        analysis: CorpusAnalysis, previous: [String: TopicSummary], storing: BackgroundResult<Result<URL, any Error>>?
    ) {
        let folders = contents.cacheFolders
        let separate = contents.jobs > 1
        let reading = BackgroundResult(onThread: separate) { folders?.previous.map { TopicSummaryCache.read(from: $0) } ?? [:] }
        let keys = folders == nil ? [:] : TopicSummaryCache.keys(of: contents.documents, analysisKeys: contents.analysisKeys)
        var work = AlignmentWork()
        let analysis = CorpusAnalysis(
            pages: pages, jobs: contents.jobs, topicKeys: keys, previousTopics: { reading.value() },
            work: &work)
        guard let pending = folders?.pending else { return (analysis, reading.value(), nil) }
        if folders?.previous != nil {
            contents.notes.append(
                "alignment: \(work.reusedTopics) topics reused, \(analysis.topicSummaries.count - work.reusedTopics) aligned")
        }
        let summaries = analysis.topicSummaries
        let storing = BackgroundResult(onThread: separate) {
            Result { try TopicSummaryCache.write(summaries, into: pending) }
        }
        return (analysis, reading.value(), storing)
    }

    /// The runs of topics (by first index, in `summaries`' order, which is `alignment.json`'s) whose bytes the previous
    /// `alignment.json` holds: each topic whose summary has the key, groups and related links' digest of its previous
    /// one (`previous`), found there under its name (`previousElements`, as `IndexJSON.elements` reads that file).
    /// Equal keys mean the same pages and the same doctool, so the same groups and links give the same bytes; the
    /// summaries and that file are written by the same run. After one edit, encoding every topic again was a quarter of
    /// the write.
    static func keptTopics(
        _ summaries: [TopicSummary], previous: [String: TopicSummary],
        previousElements: [(range: Range<Int>, member: Data?)]?
    ) -> [Int: (count: Int, bytes: Range<Int>)] {
        guard !previous.isEmpty, let elements = previousElements, let previousRuns = Self.memberRuns(elements) else {
            return [:]
        }
        // Each topic's element in the previous file (a name is one element), or nil when it is encoded.
        let sources: [Int?] = summaries.map { summary in
            let topic = summary.alignment.topic
            guard !summary.key.isEmpty, let before = previous[topic], before.key == summary.key,
                before.relatedDigest == summary.relatedDigest, before.alignment == summary.alignment,
                let name = try? IndexJSON.fragment(topic), let run = previousRuns[name], run.count == 1
            else { return nil }
            return run.lowerBound
        }
        // Neighbours that were neighbours before make one run: one read of the previous file.
        var kept: [Int: (count: Int, bytes: Range<Int>)] = [:]
        var start = 0
        while start < sources.count {
            guard let first = sources[start] else {
                start += 1
                continue
            }
            var end = start + 1
            while end < sources.count, let next = sources[end], next == first + (end - start) { end += 1 }
            kept[start] = (end - start, Self.bytes(of: first..<first + end - start, in: elements))
            start = end
        }
        return kept
    }

    /// The runs of `samples` (by first index) whose bytes the previous `samples.json` holds: the samples of each page
    /// whose analysis came from the cache (`reusable`), found there under the page's path with as many elements
    /// (`previousElements`: that file's elements, as `IndexJSON.elements` reads them).
    /// A page's samples depend on that page alone and its cache key on every input of its analysis, so those bytes
    /// are what encoding them gives; after one edit, encoding every page's samples again was most of the write.
    static func keptSamples(
        _ samples: [CodeSample], reusable: Set<String>, previousElements: [(range: Range<Int>, member: Data?)]?
    ) -> [Int: (count: Int, bytes: Range<Int>)] {
        guard !reusable.isEmpty, let elements = previousElements, let runs = Self.memberRuns(elements) else { return [:] }
        var kept: [Int: (count: Int, bytes: Range<Int>)] = [:]
        var start = 0
        while start < samples.count {
            let path = samples[start].documentPath
            var end = start + 1
            while end < samples.count, samples[end].documentPath == path { end += 1 }
            if reusable.contains(path), let encoded = try? IndexJSON.fragment(path), let run = runs[encoded],
                run.count == end - start
            {
                kept[start] = (run.count, Self.bytes(of: run, in: elements))
            }
            start = end
        }
        return kept
    }

    /// A previous file's elements (`IndexJSON.elements`) as runs of neighbours under one member, by that member's
    /// encoded bytes. A member found in two places of the file is not trusted, so it has no run; nil when an element
    /// has no member (that file is then not reused at all).
    static func memberRuns(_ elements: [(range: Range<Int>, member: Data?)]) -> [Data: Range<Int>]? {
        var runs: [Data: Range<Int>] = [:]
        var doubtful: Set<Data> = []
        var index = 0
        while index < elements.count {
            guard let member = elements[index].member else { return nil }
            var end = index + 1
            while end < elements.count, elements[end].member == member { end += 1 }
            if runs.updateValue(index..<end, forKey: member) != nil { doubtful.insert(member) }
            index = end
        }
        for member in doubtful { runs[member] = nil }
        return runs
    }

    /// The bytes of the previous file that elements `run` span, first to last.
    static func bytes(of run: Range<Int>, in elements: [(range: Range<Int>, member: Data?)]) -> Range<Int> {
        elements[run.lowerBound].range.lowerBound..<elements[run.upperBound - 1].range.upperBound
    }

    /// The summary line for the search index.
    static func describe(_ plan: SearchIndexBuildReport) -> String {
        let sections = "\(plan.sectionCount) section\(plan.sectionCount == 1 ? "" : "s")"
        if plan.rebuilt { return "search index: built from scratch (\(sections))" }
        if plan.isNoOp { return "search index: unchanged, reused (\(plan.unchanged.count) documents, \(sections))" }
        let changed = [("added", plan.added), ("re-indexed", plan.updated), ("removed", plan.removed)]
            .filter { !$0.1.isEmpty }.map { "\($0.0) \($0.1.joined(separator: ", "))" }
        return "search index: updated (\(changed.joined(separator: "; ")); \(plan.unchanged.count) unchanged; \(sections))"
    }

    /// The manifest's `samples` entry.
    struct SamplesSummary: Codable {
        var count: Int
        var byLanguage: [String: Int]
        var findings: Int
        var twinPairs: Int
        var translationGroups: Int

        init(_ report: SampleReport) {
            count = report.samples.count
            // Counted in place: grouping the samples copied each one (a tenth of a second on one thread after an edit).
            var byLanguage: [String: Int] = [:]
            for sample in report.samples { byLanguage[sample.language.value.rawValue, default: 0] += 1 }
            self.byLanguage = byLanguage
            findings = report.findings.count
            twinPairs = report.twins.count
            translationGroups = report.translations.count
        }
    }
}
