import DocumentModel
import Foundation
@testable import Indexing
import SearchIndex
import XCTest

final class AnalysisStageTests: XCTestCase {
    func testAPreviousFilesRunsAreNeighboursUnderOneMemberAndAMemberFoundTwiceHasNone() throws {
        // Elements as `IndexJSON.elements` reads them: byte ranges of a file, each with its member's encoding.
        let a = Data("\"a\"".utf8), b = Data("\"b\"".utf8), c = Data("\"c\"".utf8)
        let elements: [(range: Range<Int>, member: Data?)] = [
            (0..<10, a), (11..<20, a), (21..<30, b), (31..<40, c), (41..<50, b)
        ]
        let runs = try XCTUnwrap(AnalysisStage.memberRuns(elements))
        XCTAssertEqual(runs[a], 0..<2)
        XCTAssertEqual(runs[c], 3..<4)
        XCTAssertNil(runs[b], "b is in two places: which bytes are its own cannot be told")
        XCTAssertEqual(AnalysisStage.bytes(of: 0..<2, in: elements), 0..<20)
        XCTAssertNil(AnalysisStage.memberRuns(elements + [(51..<60, nil)]), "an element without a member: not reused")
    }

    func testGroupsGoToTheManifestAndTheFullResultToAlignmentJSON() throws {
        let folder = try ScratchFolder()
        try folder.copyShippedCorpus(to: "corpus")
        let report = IndexPipeline(stages: [AnalysisStage()])
            .run(corpus: folder.url.appendingPathComponent("corpus"), output: folder.url.appendingPathComponent("index"))
        XCTAssertTrue(report.wroteIndex)
        let files = try folder.snapshot("index")
        let manifest = try XCTUnwrap(JSONSerialization.jsonObject(with: try XCTUnwrap(files["manifest.json"])) as? [String: Any])
        let alignment = try XCTUnwrap(manifest["alignment"] as? [String: Any])
        XCTAssertEqual(alignment["file"] as? String, "alignment.json")
        let groups = try XCTUnwrap(alignment["groups"] as? [[String: Any]])
        let ids = groups.compactMap { $0["id"] as? String }
        XCTAssertEqual(ids, ids.sorted())
        let sticky = try XCTUnwrap(groups.first { $0["id"] as? String == "uikit-dynamics/06" })
        let versions = try XCTUnwrap(sticky["versions"] as? [[String: Any]])
        XCTAssertEqual(
            versions.compactMap { $0["document"] as? String },
            ["uikit-dynamics/ru.txt", "uikit-dynamics/hi.txt", "uikit-dynamics/zh.txt"])
        XCTAssertEqual(versions.last?["lines"] as? String, "1-262")
        let coverage = try XCTUnwrap(alignment["coverage"] as? [[String: Any]])
        let zh = try XCTUnwrap(coverage.first { $0["document"] as? String == "uikit-dynamics/zh.txt" })
        XCTAssertEqual(zh["covered"] as? Int, 1)
        XCTAssertEqual(zh["total"] as? Int, 9)
        XCTAssertNotNil(files["alignment.json"])
        XCTAssertNotNil(files["samples.json"])
        let samples = try XCTUnwrap(manifest["samples"] as? [String: Any])
        XCTAssertEqual(samples["count"] as? Int, 70)
        XCTAssertNotNil(files["search.sqlite"], "the search database is built into the same atomic index")
    }

    /// A link to a file or folder outside the corpus and a FIFO named as a page: the index (search database included)
    /// holds none of the outside text, the run finishes (the FIFO is never opened) and reports the FIFO as an error.
    func testNothingOutsideTheCorpusReachesTheIndex() throws {
        let folder = try ScratchFolder()
        try folder.write(
            "corpus/t/ru.txt", "Гравитация\n\nДавайте нарисуем квадрат посередине.\n\nanimator.addBehavior(gravity)\n")
        try folder.write("secret/en.txt", "Token\n\nThe outside secret is zqxoutsidesecret.\n")
        try folder.write("secret/more/hi.txt", "zqxoutsidesecret again\n")
        try folder.link("corpus/t/en.txt", to: "../../secret/en.txt")
        try folder.link("corpus/more", to: "../secret/more")
        XCTAssertEqual(mkfifo(folder.url.appendingPathComponent("corpus/t/zh.txt").path, 0o600), 0)
        let report = run(folder)
        XCTAssertTrue(report.wroteIndex)
        XCTAssertEqual(report.summary.total.documents, 1)
        XCTAssertTrue(report.hasFailures, "the FIFO is an error")
        XCTAssertEqual(report.diagnostics.filter { $0.severity != .note }.map(\.file), ["more", "t/en.txt", "t/zh.txt"])
        let files = try folder.snapshot("index")
        XCTAssertNotNil(files["search.sqlite"])
        for (name, bytes) in files {
            XCTAssertNil(bytes.range(of: Data("zqxoutsidesecret".utf8)), "\(name) holds text from outside the corpus")
        }
    }

    func testAFolderOfPagesIsManyTopicsAndAForcedRepeatOfALanguageIsAWarning() throws {
        let folder = try ScratchFolder()
        let page = "# Title\n\n## Gravity\n\nThe square falls.\n\n```swift\nlet gravity = UIGravityBehavior(items: [view])\n```\n"
        try folder.write("corpus/ios/gravity.md", page)
        try folder.write("corpus/ios/snapping.md", page.replacingOccurrences(of: "Gravity", with: "Snapping"))
        try folder.write("corpus/ios/pushing.md", page.replacingOccurrences(of: "Gravity", with: "Pushing"))
        try folder.write("corpus/ios/pushing.manifest.json", "{\"topic\": \"ios~snapping.md\"}")
        let report = IndexPipeline(stages: [AnalysisStage()])
            .run(corpus: folder.url.appendingPathComponent("corpus"), output: folder.url.appendingPathComponent("index"))
        XCTAssertTrue(report.wroteIndex)
        let files = try folder.snapshot("index")
        let alignment = try XCTUnwrap(
            JSONSerialization.jsonObject(with: try XCTUnwrap(files["alignment.json"])) as? [String: Any])
        let topics = try XCTUnwrap(alignment["topics"] as? [[String: Any]]).compactMap { $0["topic"] as? String }
        XCTAssertEqual(topics, ["ios~gravity.md", "ios~snapping.md"], "each page its own topic unless a manifest joins them")
        let warnings = report.diagnostics.filter { $0.message.contains("pages in 'en'") }
        XCTAssertEqual(warnings.map(\.file), ["ios/pushing.md"])
        XCTAssertTrue(warnings.first?.message.contains("ios/pushing.md and ios/snapping.md") ?? false, "\(warnings)")
    }

    // MARK: - The search index across runs

    private func run(_ folder: ScratchFolder, rebuild: Bool = false, output: String = "index") -> IndexReport {
        IndexPipeline(stages: [AnalysisStage(rebuildSearchIndex: rebuild)])
            .run(corpus: folder.url.appendingPathComponent("corpus"), output: folder.url.appendingPathComponent(output))
    }

    func testReindexingAnUnchangedCorpusReusesTheSearchIndex() throws {
        let folder = try ScratchFolder()
        try folder.copyShippedCorpus(to: "corpus")
        XCTAssertEqual(run(folder).notes, ["search index: built from scratch (40 sections)"])
        let first = try folder.snapshot("index")
        let again = run(folder)
        XCTAssertTrue(again.wroteIndex)
        XCTAssertEqual(again.notes, ["search index: unchanged, reused (5 documents, 40 sections)"])
        XCTAssertEqual(try folder.snapshot("index"), first, "an unchanged corpus leaves every byte of index/ as it was")
    }

    func testAChangedPageReindexesOnlyItsDocumentAndRebuildRestoresTheCanonicalBytes() throws {
        let folder = try ScratchFolder()
        try folder.copyShippedCorpus(to: "corpus")
        XCTAssertTrue(run(folder).wroteIndex)
        let page = folder.url.appendingPathComponent("corpus/displaying-animation-in-ios/en.txt")
        let text = try String(contentsOf: page, encoding: .utf8)
        try (text + "\nA zeppelin drifts across the view while the animator settles.\n").write(
            to: page, atomically: true, encoding: .utf8)

        // The new index links the previous database to update it: a second name for the previous file (a reader
        // that has it open) must still see its bytes afterwards.
        let held = folder.url.appendingPathComponent("held.sqlite")
        try FileManager.default.linkItem(at: folder.url.appendingPathComponent("index/search.sqlite"), to: held)
        let previousBytes = try Data(contentsOf: held)
        let updated = run(folder)
        XCTAssertEqual(try Data(contentsOf: held), previousBytes, "the update writes a copy, never into the previous file")
        XCTAssertTrue(updated.wroteIndex)
        XCTAssertEqual(updated.notes.count, 1)
        XCTAssertTrue(
            updated.notes[0].hasPrefix("search index: updated (re-indexed displaying-animation-in-ios/en.txt; 4 unchanged;"),
            updated.notes[0])
        let reader = try SearchIndexReader(directory: folder.url.appendingPathComponent("index"))
        XCTAssertEqual(
            try reader.search(SearchRequest(query: "zeppelin")).hits.map(\.section.document),
            ["displaying-animation-in-ios/en.txt"])

        // --rebuild gives exactly what a run with no previous index gives.
        XCTAssertTrue(run(folder, rebuild: true).notes[0].hasPrefix("search index: built from scratch"))
        XCTAssertTrue(run(folder, output: "fresh").wroteIndex)
        XCTAssertEqual(try folder.snapshot("index"), try folder.snapshot("fresh"))
    }
}
