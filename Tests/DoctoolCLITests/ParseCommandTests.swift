@testable import DoctoolCLI
import DocumentModel
import Ingestion
import Foundation
import XCTest

/// `doctool parse FILE [--json]` run in-process.
final class ParseCommandTests: XCTestCase {
    var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("parse-command-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(
            """
            # Динамика UIKit

            Давайте нарисуем квадрат.

            ```swift
            animator.addBehavior(gravity)
            animator.addBehavior(collision)
            ```
            """.utf8
        ).write(to: folder.appendingPathComponent("ru.md"))
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    func run(_ arguments: [String]) -> (code: Int32, out: String, err: String) {
        let out = BufferOutput(), err = BufferOutput()
        let context = CommandContext(out: out, err: err, workingDirectory: folder, isTerminal: false)
        return (Doctool.main(arguments, context: context), out.text, err.text)
    }

    func testPrintsEveryBlockWithLinesKindAndLanguage() {
        let result = run(["parse", "ru.md"])
        XCTAssertEqual(result.code, ExitCode.success, result.err)
        let lines = result.out.split(separator: "\n").map {
            $0.replacingOccurrences(of: "  +", with: " ", options: .regularExpression)
        }
        // Languages come from the language identifier, whatever it decides.
        let heading = LanguageIdentifier.identify("Динамика UIKit").rawValue
        let prose = LanguageIdentifier.identify("Давайте нарисуем квадрат.").rawValue
        let page = LanguageIdentifier.identify("Динамика UIKit\nДавайте нарисуем квадрат.\n").rawValue
        XCTAssertEqual(
            lines,
            [
                "ru.md: markdown, language \(page), 1 sections, 3 blocks, 1 code blocks",
                "title: Динамика UIKit",
                "1-1 heading h1 \(heading) Динамика UIKit",
                "3-3 prose \(prose) Давайте нарисуем квадрат.",
                "6-7 code - animator.addBehavior(gravity) [swift]"
            ])
    }

    func testJSONIsTheDocumentWithBlockTexts() throws {
        let result = run(["parse", "--json", "ru.md"])
        XCTAssertEqual(result.code, ExitCode.success)
        let document = try JSONDecoder().decode(Document.self, from: Data(result.out.utf8))
        let code = try XCTUnwrap(document.sections.first?.codeBlocks.first)
        XCTAssertEqual(code.text, "animator.addBehavior(gravity)\nanimator.addBehavior(collision)")
        XCTAssertEqual([code.range.firstLine, code.range.lastLine], [6, 7])
        XCTAssertEqual(code.codeHint?.raw, "swift")
    }

    func testMissingFileIs66AndAnUnreadableOneIs1WithFileAndLine() throws {
        let missing = run(["parse", "nothing.html"])
        XCTAssertEqual(missing.code, ExitCode.noInput)
        XCTAssertEqual(missing.err, "Error: no such file 'nothing.html'\n")
        try Data(Array("ok\n".utf8) + [0xC3]).write(to: folder.appendingPathComponent("bad.md"))
        let bad = run(["parse", "bad.md"])
        XCTAssertEqual(bad.code, ExitCode.failure)
        XCTAssertTrue(bad.err.hasPrefix("bad.md:2: error: invalid UTF-8"), bad.err)
    }

    func testUsageErrorsAndHelp() {
        XCTAssertEqual(run(["parse"]).code, ExitCode.usage)
        XCTAssertEqual(run(["parse", "a", "b"]).code, ExitCode.usage)
        let help = run(["help", "parse"])
        XCTAssertTrue(help.out.contains("USAGE: doctool parse FILE [--json]"))
        XCTAssertTrue(run(["--help"]).out.contains("parse"))
    }

    /// A FIFO is reported, not waited on forever; a looping link says so; an empty FILE is a usage error.
    func testAFIFOALinkLoopAndAnEmptyPathEachGetAMessage() throws {
        XCTAssertEqual(mkfifo(folder.appendingPathComponent("pipe.txt").path, 0o600), 0)
        let fifo = run(["parse", "pipe.txt"])
        XCTAssertEqual(fifo.code, ExitCode.failure)
        XCTAssertTrue(fifo.err.contains("pipe.txt: error: a FIFO (named pipe), not a page file; not read"), fifo.err)
        try FileManager.default.createSymbolicLink(
            atPath: folder.appendingPathComponent("loop.txt").path,
            withDestinationPath: "loop.txt")
        let loop = run(["parse", "loop.txt"])
        XCTAssertEqual(loop.code, ExitCode.failure)
        XCTAssertTrue(loop.err.contains("loop.txt: error: the file is a symbolic link loop"), loop.err)
        XCTAssertEqual(run(["parse", ""]).code, ExitCode.usage)
        try FileManager.default.createSymbolicLink(
            atPath: folder.appendingPathComponent("broken.txt").path,
            withDestinationPath: "nowhere.txt")
        XCTAssertTrue(run(["parse", "broken.txt"]).err.contains("a broken link"))
    }
}
