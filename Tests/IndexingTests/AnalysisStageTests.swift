import DocumentModel
import Foundation
@testable import Indexing
import XCTest

final class AnalysisStageTests: XCTestCase {
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
        XCTAssertEqual(versions.compactMap { $0["document"] as? String },
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
}
