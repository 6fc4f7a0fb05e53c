@testable import DoctoolCLI
import Foundation
import XCTest

/// `scenario new` on samples of each shape: the files it writes pass `verify` at once.
final class ScenarioCommandTests: XCTestCase {
    var workspace: URL!

    override func setUpWithError() throws {
        workspace = FileManager.default.temporaryDirectory.appendingPathComponent("doctool-scenario-new-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: VerifySmokeTests.fixture, to: workspace)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: workspace)
    }

    func run(_ arguments: [String]) -> (code: Int32, out: String, err: String) {
        let out = BufferOutput(), err = BufferOutput()
        let context = CommandContext(out: out, err: err, workingDirectory: workspace, isTerminal: false)
        return (Doctool.main(arguments, context: context), out.text, err.text)
    }

    func testScaffoldsOfStatementsMembersAndTypesPassVerifyAsWritten() throws {
        // Statements that build on the section's earlier block, members with an outlet, a whole view controller,
        // and a Swift 2 sample that needs errata.
        for id in [
            "newpage/en/animating-view/2", "newpage/en/members-with-an-outlet/1", "newpage/en/view-controller/1",
            "newpage/en/old-swift/1"
        ] {
            let result = run(["scenario", "new", id])
            XCTAssertEqual(result.code, 0, result.err)
        }
        let statements = try String(
            contentsOf: workspace.appendingPathComponent("Scenarios/newpage/newpage-animating-view-2.swift"),
            encoding: .utf8)
        XCTAssertTrue(statements.contains("// @summary Create a square and add it to the view."), statements)
        XCTAssertTrue(statements.contains("(an earlier sample it builds on)"), statements)
        // The state after the run is written down: the square faded out.
        XCTAssertTrue(statements.contains("//     UIView frame (100, 100, 100, 100) alpha 0"), statements)
        let old = try String(
            contentsOf: workspace.appendingPathComponent("Scenarios/newpage/newpage-old-swift-1.swift"), encoding: .utf8)
        XCTAssertTrue(old.contains("// @expect-failure Swift 2–4 spelling"), old)
        XCTAssertTrue(old.contains("replace `CGRectMake(0, 0, 200, 21)` with `CGRect(x: 0, y: 0, width: 200, height: 21)`"), old)

        let verify = run(["verify", "--json", "--timeout", "5"])
        let report = try JSONSerialization.jsonObject(with: Data(verify.out.utf8)) as? [String: Any]
        let verdicts = try XCTUnwrap(report?["verdicts"] as? [[String: Any]])
        var status: [String: String] = [:]
        for verdict in verdicts { status[verdict["sampleID"] as? String ?? ""] = verdict["status"] as? String }
        XCTAssertEqual(status["newpage/en/animating-view/1"], "passed")
        XCTAssertEqual(status["newpage/en/animating-view/2"], "passed")
        XCTAssertEqual(status["newpage/en/members-with-an-outlet/1"], "passed")
        XCTAssertEqual(status["newpage/en/view-controller/1"], "passed")
        XCTAssertEqual(status["newpage/en/old-swift/1"], "expected-failure")
        XCTAssertEqual(verify.code, 0, verify.err)

        // A sample with a scenario, an Objective-C sample and a prefix two samples share are refused with the reason.
        XCTAssertTrue(run(["scenario", "new", "newpage/en/view-controller/1"]).err.contains("already covered by scenario"))
        XCTAssertTrue(run(["scenario", "new", "newpage/en/objective-with-swift-twin/2"]).err.contains("its Swift twin is"))
        XCTAssertTrue(
            run(["scenario", "new", "newpage/en/installing-the-library/1"]).err.contains(
                "is shell, which nothing here runs: verify lists it as OTHER"))
        XCTAssertTrue(run(["scenario", "new", "ffffffffffff"]).err.contains("no sample has fingerprint ffffffffffff"))
        XCTAssertEqual(run(["scenario", "new"]).code, ExitCode.usage)
    }
}
