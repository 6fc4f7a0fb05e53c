import DocumentModel
import Foundation
@testable import Indexing
import XCTest

/// Pages analysed on several threads and the per-page cache: neither may change a byte of the index, and the
/// cache never serves an analysis of other inputs.
final class AnalysisCacheTests: XCTestCase {
    private func pipeline(jobs: Int = 2, cache: IndexPipeline.CacheUse = .reuse, version: String = "test") -> IndexPipeline {
        IndexPipeline(stages: [AnalysisStage()], jobs: jobs, cache: cache, toolVersion: version)
    }

    @discardableResult
    private func index(_ folder: ScratchFolder, _ pipeline: IndexPipeline, output: String = "index") -> IndexReport {
        pipeline.run(corpus: folder.url.appendingPathComponent("corpus"), output: folder.url.appendingPathComponent(output))
    }

    /// Every file but the search database (whose layout follows its history; its rows are tested elsewhere), with the
    /// cache's packs and table as the entries they hold, by key (their layout follows the cache's history too).
    private func jsonFiles(_ snapshot: [String: Data]) -> [String: Data] {
        var files = snapshot.filter { $0.key != "search.sqlite" && !$0.key.hasSuffix(".pack") && $0.key != "cache/pages.table" }
        for (key, bytes) in packedEntries(snapshot) { files["cache/entries/\(key)"] = bytes }
        return files
    }

    /// The page analyses the cache of `snapshot` (an index folder's files) holds, by key.
    private func packedEntries(_ snapshot: [String: Data]) -> [String: Data] {
        guard let table = snapshot["cache/\(CachePack.tableName)"],
            let decoded = try? CompactCoding.decode(CachePack.Table.self, from: table.dropFirst(CachePack.magic.count))
        else { return [:] }
        var entries: [String: Data] = [:]
        for row in decoded.rows {
            guard let pack = snapshot["cache/\(decoded.packs[row.pack])"], row.offset + row.length <= pack.count else {
                entries[row.key] = Data()  // a row pointing nowhere: never equal to a real entry
                continue
            }
            entries[row.key] = pack.subdata(in: row.offset..<row.offset + row.length)
        }
        return entries
    }

    private func packs(_ snapshot: [String: Data]) -> [String] { snapshot.keys.filter { $0.hasSuffix(".pack") }.sorted() }

    private func analysedNote(_ report: IndexReport) -> String? {
        report.notes.first { $0.hasPrefix("page analyses:") || $0.hasPrefix("index: unchanged") }
    }

    func testOneAndTwoJobsWriteTheSameBytes() throws {
        let folder = try ScratchFolder()
        try writeGeneratedCorpus(in: folder)
        let one = index(folder, pipeline(jobs: 1, cache: .refresh), output: "one")
        let two = index(folder, pipeline(jobs: 2, cache: .refresh), output: "two")
        XCTAssertTrue(one.wroteIndex && two.wroteIndex)
        XCTAssertEqual(one.failedPaths, ["subject-0/broken.md"])
        XCTAssertEqual(one.diagnostics, two.diagnostics)
        let first = try folder.snapshot("one"), second = try folder.snapshot("two")
        XCTAssertGreaterThan(first.keys.filter { $0.hasPrefix("documents/") }.count, 25)
        XCTAssertEqual(first.keys.sorted(), second.keys.sorted())
        for (path, bytes) in first { XCTAssertEqual(bytes, second[path], "\(path) differs between one and two jobs") }
        // Every page worked as a large one is (its samples on both threads, its entry kept during the stages):
        // the same bytes, cache included, and the next run finds nothing changed.
        var large = pipeline(jobs: 2, cache: .refresh)
        large.largePageBytes = 1
        index(folder, large, output: "large")
        XCTAssertEqual(try folder.snapshot("large"), first)
        large.cache = .reuse
        XCTAssertEqual(
            analysedNote(index(folder, large, output: "large")),
            "index: unchanged (every page and setting as the previous run left them); nothing rewritten")
        // Without a cache, index/ holds exactly what it held before the cache existed.
        index(folder, pipeline(jobs: 2, cache: .off), output: "plain")
        let plain = try folder.snapshot("plain")
        XCTAssertEqual(plain, first.filter { !$0.key.hasPrefix("cache/") })
    }

    func testAnUnchangedCorpusIsNotIndexedAgainAndAnEditReanalysesOnePage() throws {
        let folder = try ScratchFolder()
        try writeGeneratedCorpus(in: folder)
        let fresh = index(folder, pipeline())
        XCTAssertEqual(analysedNote(fresh), "page analyses: 29 analysed (no cache reused)")
        let first = try folder.snapshot("index")
        XCTAssertEqual(packedEntries(first).count, 29, "one entry per readable page")
        XCTAssertEqual(
            first.keys.filter { $0.hasPrefix("cache/") }.count, 4, "one pack, its table, the topics and the run's key")
        let manifest = try XCTUnwrap(String(data: try XCTUnwrap(first["manifest.json"]), encoding: .utf8))
        XCTAssertFalse(manifest.contains("cache/"), "the cache is not part of the index's file list")

        let again = index(folder, pipeline())
        XCTAssertEqual(
            analysedNote(again), "index: unchanged (every page and setting as the previous run left them); nothing rewritten")
        XCTAssertEqual(again.summary, fresh.summary)
        XCTAssertEqual(again.diagnostics, fresh.diagnostics)
        XCTAssertEqual(again.failedPaths, fresh.failedPaths)
        XCTAssertEqual(try folder.snapshot("index"), first)

        try folder.write("corpus/subject-1/page-4.md", "# Page 4, edited\n\n```swift\nlet edited = UIView()\n```\n")
        let edited = index(folder, pipeline())
        XCTAssertEqual(analysedNote(edited), "page analyses: 28 reused from the cache, 1 analysed")
        XCTAssertTrue(edited.notes.contains("document records: 28 kept from the previous index, 1 written"), "\(edited.notes)")
        XCTAssertTrue(edited.notes.contains("samples: 28 pages' samples kept from the previous index"), "\(edited.notes)")
        // Its topic is aligned again; a new `UIView` use changes that term's weight, so the topics using it are too.
        let alignmentNote = try XCTUnwrap(edited.notes.first { $0.hasPrefix("alignment:") })
        XCTAssertNotEqual(alignmentNote, "alignment: 0 topics reused, \(first.count) aligned")
        // The topics that came out as before are copied from the previous alignment.json, the others encoded.
        let keptNote = try XCTUnwrap(edited.notes.first { $0.hasSuffix("topics kept from the previous index") })
        let keptTopics = try XCTUnwrap(Int(keptNote.split(separator: " ")[1]))
        let topicCount = alignmentNote.split(whereSeparator: { !$0.isNumber }).compactMap { Int($0) }.reduce(0, +)
        XCTAssertGreaterThan(keptTopics, 0, "\(edited.notes)")
        XCTAssertLessThan(keptTopics, topicCount, "the edited page's topic is encoded again")
        index(folder, pipeline(cache: .refresh), output: "scratch")
        let incremental = try folder.snapshot("index"), scratch = try folder.snapshot("scratch")
        XCTAssertEqual(jsonFiles(incremental), jsonFiles(scratch), "an incremental run writes the bytes of a from-scratch one")
        XCTAssertNotEqual(incremental["manifest.json"], first["manifest.json"])
        XCTAssertEqual(packs(incremental).count, 2, "the first run's pack is kept, the edit's entry has one of its own")
        XCTAssertTrue(packs(incremental).contains(packs(first)[0]))

        // Edit after edit: the small packs are folded into the next one, so the cache stays a few files.
        for round in 1...3 {
            try folder.write("corpus/subject-1/page-4.md", "# Page 4, edit \(round)\n\nText.\n")
            try folder.write("corpus/subject-0/page-\(round * 3).md", "# Page \(round * 3), edited\n\nMore text.\n")
            XCTAssertEqual(analysedNote(index(folder, pipeline())), "page analyses: 27 reused from the cache, 2 analysed")
            XCTAssertEqual(packs(try folder.snapshot("index")).count, 2, "round \(round)")
        }
        index(folder, pipeline(cache: .refresh), output: "scratch")
        XCTAssertEqual(jsonFiles(try folder.snapshot("index")), jsonFiles(try folder.snapshot("scratch")))
    }

    func testTheManifestTheVersionAndDamagedEntriesInvalidateWhatTheyMust() throws {
        let folder = try ScratchFolder()
        try writeGeneratedCorpus(in: folder, pages: 6)
        index(folder, pipeline())
        // The attribution is no input of the analysis: nothing to do.
        let manifestPath = "corpus/uikit-dynamics/ru.manifest.json"
        let original = try String(contentsOf: folder.url.appendingPathComponent(manifestPath), encoding: .utf8)
        let attributed = original.replacingOccurrences(of: "\"attribution\" : \"", with: "\"attribution\" : \"someone else; ")
        XCTAssertNotEqual(attributed, original)
        try folder.write(manifestPath, attributed)
        XCTAssertEqual(analysedNote(index(folder, pipeline()))?.hasPrefix("index: unchanged"), true)
        // The declared language is: that page alone is analysed again, and the index is the from-scratch one.
        try folder.write(manifestPath, manifestJSON(language: "hi", topic: "uikit-dynamics"))
        XCTAssertEqual(analysedNote(index(folder, pipeline())), "page analyses: 10 reused from the cache, 1 analysed")
        index(folder, pipeline(cache: .off), output: "scratch")
        XCTAssertEqual(
            jsonFiles(try folder.snapshot("index")).filter { !$0.key.hasPrefix("cache/") },
            jsonFiles(try folder.snapshot("scratch")))
        // Another doctool version reuses nothing.
        XCTAssertEqual(
            analysedNote(index(folder, pipeline(version: "next"))), "page analyses: 0 reused from the cache, 11 analysed")
        // An entry that is not what its name says (truncated, or another page's) is analysed again, never used.
        // One entry's bytes are damaged in its pack, and the table gives another the bytes of a third.
        let cache = folder.url.appendingPathComponent("index/cache")
        let table = CachePack.entries(in: cache)
        let keys = table.keys.sorted()
        XCTAssertEqual(keys.count, 11)
        let damaged = try XCTUnwrap(table[keys[0]])
        let pack = try FileHandle(forWritingTo: cache.appendingPathComponent(damaged.pack))
        try pack.seek(toOffset: UInt64(damaged.offset))
        try pack.write(contentsOf: Data(repeating: 0xFF, count: min(16, damaged.length)))
        try pack.close()
        var misdirected = table
        misdirected[keys[1]] = table[keys[2]]
        try CachePack.tableBytes(misdirected).write(to: cache.appendingPathComponent(CachePack.tableName))
        // The run's key gone too, so the run is not skipped (a damaged entry alone changes no output).
        try FileManager.default.removeItem(at: cache.appendingPathComponent("corpus.json"))
        let repaired = index(folder, pipeline(version: "next"))
        XCTAssertEqual(analysedNote(repaired), "page analyses: 9 reused from the cache, 2 analysed")
        index(folder, pipeline(cache: .refresh, version: "next"), output: "scratch2")
        XCTAssertEqual(
            jsonFiles(try folder.snapshot("index")), jsonFiles(try folder.snapshot("scratch2")),
            "the cache is the same bytes too, damaged entries replaced")
        // A damaged topic file: every page is reused, every topic aligned again, and the result is the same.
        try Data([8, 200, 1]).write(to: cache.appendingPathComponent(TopicSummaryCache.fileName))
        try FileManager.default.removeItem(at: cache.appendingPathComponent("corpus.json"))
        let realigned = index(folder, pipeline(version: "next"))
        XCTAssertEqual(analysedNote(realigned), "page analyses: 11 reused from the cache, 0 analysed")
        XCTAssertEqual(realigned.notes.first { $0.hasPrefix("alignment:") }?.hasPrefix("alignment: 0 topics reused"), true)
        XCTAssertEqual(jsonFiles(try folder.snapshot("index")), jsonFiles(try folder.snapshot("scratch2")))
    }

    func testAMissingIndexFileMeansTheRunIsNotSkipped() throws {
        let folder = try ScratchFolder()
        try writeGeneratedCorpus(in: folder, pages: 3)
        index(folder, pipeline())
        let first = try folder.snapshot("index")
        try FileManager.default.removeItem(at: folder.url.appendingPathComponent("index/alignment.json"))
        let report = index(folder, pipeline())
        XCTAssertEqual(analysedNote(report), "page analyses: 8 reused from the cache, 0 analysed")
        XCTAssertEqual(jsonFiles(try folder.snapshot("index")), jsonFiles(first))
    }

    func testAKilledRunsPendingEntriesAreRemovedAndProgressCountsEveryPage() throws {
        let folder = try ScratchFolder()
        try writeGeneratedCorpus(in: folder, pages: 3)
        // Named after a process that cannot exist (above Linux's default pid limit), as a killed run leaves it.
        let leftover = folder.url.appendingPathComponent(".index.cache-4194305")
        try FileManager.default.createDirectory(at: leftover, withIntermediateDirectories: true)
        var counts: [Int] = []
        let report = pipeline(jobs: 2).run(
            corpus: folder.url.appendingPathComponent("corpus"),
            output: folder.url.appendingPathComponent("index")
        ) { done, total, _ in
            XCTAssertEqual(total, 9)
            counts.append(done)
        }
        XCTAssertTrue(report.wroteIndex)
        XCTAssertEqual(counts.last, 9)
        XCTAssertEqual(counts, counts.sorted())
        XCTAssertFalse(FileManager.default.fileExists(atPath: leftover.path))
        let left = try FileManager.default.contentsOfDirectory(atPath: folder.url.path).filter { $0.hasPrefix(".index") }
        XCTAssertEqual(left, [], "no staging or pending folder stays behind")
    }
}
