@testable import DoctoolCLI
import XCTest

/// `check` and `verify` on a copy of the repository's corpus, index and scenarios that a test edits.
final class CheckCommandTests: XCTestCase {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    var workspace: URL!

    override func setUpWithError() throws {
        workspace = FileManager.default.temporaryDirectory.appendingPathComponent("doctool-check-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: workspace, withIntermediateDirectories: true)
        for folder in ["corpus", "index", "Scenarios"] {
            try FileManager.default.copyItem(at: Self.root.appendingPathComponent(folder), to: workspace.appendingPathComponent(folder))
        }
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: workspace)
    }

    func run(_ arguments: [String]) -> (code: Int32, out: String, err: String) {
        let out = BufferOutput(), err = BufferOutput()
        let context = CommandContext(out: out, err: err, workingDirectory: workspace, isTerminal: false)
        return (Doctool.main(arguments, context: context), out.text, err.text)
    }

    /// Replaces `old` with `new` in one corpus page.
    func edit(_ page: String, _ old: String, _ new: String) throws {
        let url = workspace.appendingPathComponent("corpus/\(page)")
        let text = try String(contentsOf: url, encoding: .utf8)
        XCTAssertTrue(text.contains(old))
        try text.replacingOccurrences(of: old, with: new).write(to: url, atomically: true, encoding: .utf8)
    }

    func testUnchangedRepositoryPassesTheStaticChecks() {
        let result = run(["check", "--skip-verify"])
        XCTAssertEqual(result.code, 0, result.out + result.err)
        XCTAssertTrue(result.out.contains("check index    ok"))
        XCTAssertTrue(result.out.contains("check twins    ok"))
    }

    /// A corpus that is a file, or a missing scenario folder, is missing input (66) for check and verify, before any
    /// work: verify used to pass with nothing to check.
    func testMissingCorpusOrScenarioFolderIsMissingInput() throws {
        try Data("not a folder".utf8).write(to: workspace.appendingPathComponent("afile"))
        for arguments in [["check", "--skip-verify", "--corpus", "afile"], ["check", "--skip-verify", "--scenarios", "nope"],
                          ["verify", "--corpus", "afile"], ["verify", "--scenarios", "nope"]] {
            let result = run(arguments)
            XCTAssertEqual(result.code, ExitCode.noInput, "\(arguments): \(result.err)")
            XCTAssertEqual(result.out, "", "\(arguments)")
            XCTAssertTrue(result.err.hasPrefix("Error: no "), result.err)
        }
    }

    func testEditedTranslationFailsCopiesAndIndexNamingThePage() {
        XCTAssertNoThrow(try edit("uikit-dynamics/ru.txt", "CGSize(width: 30.0, height: 30.0)", "CGSize(width: 32.0, height: 30.0)"))
        let result = run(["check", "--skip-verify"])
        XCTAssertEqual(result.code, 1)
        XCTAssertTrue(result.out.contains("check copies   FAILED"), result.out)
        XCTAssertTrue(result.out.contains("uikit-dynamics/ru.txt:26"), result.out)
        XCTAssertTrue(result.out.contains("check index    FAILED"), result.out)
    }

    func testSampleChangedEverywhereIsScenarioDriftNamingTheScenario() {
        for page in ["uikit-dynamics/ru.txt", "uikit-dynamics/hi.txt"] {
            XCTAssertNoThrow(try edit(page, "CGSize(width: 30.0, height: 30.0)", "CGSize(width: 40.0, height: 40.0)"))
        }
        let result = run(["verify", "--filter", "falling-square"])
        XCTAssertEqual(result.code, 1)
        XCTAssertTrue(result.out.contains("Scenarios/uikit-dynamics/falling-square.swift:3: no sample in the corpus has fingerprint 60eba86f1aa3f9f7"),
                      result.out)
    }

    func testFallingSquareIsBrokenAsPublishedAndPassesWithItsErratum() {
        let result = run(["verify", "--filter", "falling-square", "--json"])
        XCTAssertEqual(result.code, 0, result.out + result.err)
        XCTAssertTrue(result.out.contains("\"status\" : \"expected-failure\""))
        XCTAssertTrue(result.out.contains("with erratum: passes"))
    }

    func testFilterByScenarioNameSelectsItsPortedObjectiveCSamples() {
        let result = run(["verify", "--filter", "uidynamicanimator-guide-push"])
        XCTAssertEqual(result.code, 0, result.out + result.err)
        XCTAssertTrue(result.out.contains("corpus/uidynamicanimator-guide/zh.txt:69-75"), result.out)
        XCTAssertTrue(result.out.contains("1 covered by port"), result.out)
        XCTAssertFalse(result.err.contains("no sample in the corpus has fingerprint"), result.err)
    }
}
