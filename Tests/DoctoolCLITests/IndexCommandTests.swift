@testable import DoctoolCLI
import Foundation
import XCTest

/// `doctool index` run in-process on a copy of the shipped corpus.
final class IndexCommandTests: XCTestCase {
    var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("index-command-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let shipped = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("corpus")
        try FileManager.default.copyItem(at: shipped, to: folder.appendingPathComponent("corpus"))
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    func run(_ arguments: [String], terminal: Bool = false) -> (code: Int32, out: String, err: String) {
        let out = BufferOutput(), err = BufferOutput()
        let context = CommandContext(out: out, err: err, workingDirectory: folder, isTerminal: terminal)
        let code = Doctool.main(arguments, context: context)
        return (code, out.text, err.text)
    }

    func testIndexesTheCorpusAndPrintsAOneScreenSummary() throws {
        let result = run(["index"])
        XCTAssertEqual(result.code, ExitCode.success, result.err)
        XCTAssertEqual(result.err, "")
        XCTAssertTrue(result.out.hasPrefix("Indexed 5 documents into index/\n"), result.out)
        XCTAssertTrue(result.out.contains("language"))
        XCTAssertTrue(result.out.contains("code blocks"))
        for language in ["en", "hi", "ru", "zh", "total"] {
            XCTAssertTrue(result.out.contains("\n  \(language)"), "row for \(language)")
        }
        XCTAssertLessThanOrEqual(result.out.split(separator: "\n").count, 24, "one screen")
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder.appendingPathComponent("index/manifest.json").path))
    }

    func testRunningTwiceLeavesTheIndexByteIdentical() throws {
        XCTAssertEqual(run(["index"]).code, ExitCode.success)
        let manifest = folder.appendingPathComponent("index/manifest.json")
        let first = try Data(contentsOf: manifest)
        XCTAssertEqual(run(["index"]).code, ExitCode.success)
        XCTAssertEqual(try Data(contentsOf: manifest), first)
    }

    func testJSONSummaryIsMachineReadable() throws {
        let result = run(["index", "--json", "--output", "out"])
        XCTAssertEqual(result.code, ExitCode.success)
        let summary = try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any]
        XCTAssertEqual(summary?["output"] as? String, "out")
        XCTAssertEqual(summary?["wroteIndex"] as? Bool, true)
        XCTAssertEqual(((summary?["summary"] as? [String: Any])?["total"] as? [String: Any])?["documents"] as? Int, 5)
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder.appendingPathComponent("out/manifest.json").path))
    }

    func testAFailingPageIsNamedWithTheCorpusPathAndTheExitCodeSaysSo() throws {
        let bad = folder.appendingPathComponent("corpus/uikit-dynamics/en.md")
        try Data(Array("# Title\n\nbroken ".utf8) + [0xFF] + Array("\n".utf8)).write(to: bad)
        let result = run(["index"])
        XCTAssertEqual(result.code, ExitCode.failure)
        XCTAssertTrue(result.err.contains("corpus/uikit-dynamics/en.md:3: error: invalid UTF-8"), result.err)
        XCTAssertTrue(result.err.contains("Error: 1 page could not be indexed"), result.err)
        XCTAssertTrue(result.out.hasPrefix("Indexed 5 documents into index/, 1 failed"), result.out)
    }

    func testProgressLineOnlyOnATerminal() {
        XCTAssertFalse(run(["index"]).err.contains("[5/5]"))
        let onTerminal = run(["index"], terminal: true)
        XCTAssertTrue(onTerminal.err.contains("[5/5] uikit-dynamics/zh.txt"), onTerminal.err)
        XCTAssertTrue(onTerminal.err.hasSuffix("\r\u{1B}[K"), "the progress line is cleared at the end")
    }

    func testMissingCorpusIsExit66AndHelpDescribesTheCommand() {
        let missing = run(["index", "--corpus", "nowhere"])
        XCTAssertEqual(missing.code, ExitCode.noInput)
        XCTAssertTrue(missing.err.hasPrefix("Error: no corpus folder at 'nowhere'"))
        let help = run(["index", "--help"])
        XCTAssertEqual(help.code, ExitCode.success)
        XCTAssertTrue(help.out.contains("USAGE: doctool index"))
        XCTAssertEqual(run(["index", "--frobnicate"]).code, ExitCode.usage)
    }
}
