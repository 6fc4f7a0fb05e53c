@testable import DoctoolCLI
import DocumentModel
import Foundation
import SearchIndex
import XCTest

final class SearchCommandTests: XCTestCase {
    private var directory: URL!

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("search-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: directory)
    }

    /// The falling-square section (lines 14-38) of the Russian and Hindi pages, one alignment group.
    private func buildIndex() throws {
        let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("corpus/uikit-dynamics")
        var documents: [SearchableDocument] = []
        for (file, language) in [("ru.txt", Language.ru), ("hi.txt", .hi)] {
            let lines = try String(contentsOf: corpus.appendingPathComponent(file), encoding: .utf8)
                .components(separatedBy: "\n")
            let path = "uikit-dynamics/\(file)"
            let section = SearchableSection(
                id: "\(path)#14", topic: "uikit-dynamics", language: language,
                heading: lines[13], headingLine: 14, prose: [SourceFragment(line: 16, text: lines[15])],
                code: [SourceFragment(line: 18, text: lines[17...37].joined(separator: "\n"))],
                range: SourceRange(file: path, firstLine: 14, lastLine: 38, byteStart: 0, byteEnd: 0),
                groupID: "uikit-dynamics#14",
                apis: ["UIGravityBehavior", "UICollisionBehavior", "UIDynamicAnimator"], codeLanguages: [.swift])
            documents.append(
                SearchableDocument(
                    path: path, topic: "uikit-dynamics", language: language,
                    contentHash: file, sections: [section]))
        }
        try SearchIndexBuilder.build(at: directory.appendingPathComponent("index"), documents: documents)
    }

    private func run(_ arguments: [String], terminal: Bool = false) -> (Int32, String, String) {
        let out = BufferOutput(), err = BufferOutput()
        let context = CommandContext(out: out, err: err, workingDirectory: directory, isTerminal: terminal)
        return (Doctool.main(arguments, context: context), out.text, err.text)
    }

    func testMissingIndexExitsWithNoInput() {
        let (code, _, err) = run(["search", "квадрат"])
        XCTAssertEqual(code, ExitCode.noInput)
        XCTAssertTrue(err.contains("index/search.sqlite"))
        XCTAssertTrue(err.contains("run `doctool index` first"))
    }

    func testTextOutputGivesFileLineAndTheOtherVersion() throws {
        try buildIndex()
        let (code, out, _) = run(["search", "квадратом"])
        XCTAssertEqual(code, ExitCode.success)
        XCTAssertTrue(out.contains("uikit-dynamics/ru.txt:16  [ru] Падающая площадь"), out)
        XCTAssertTrue(out.contains("also: [hi] corpus/uikit-dynamics/hi.txt:14-38"), out)
        XCTAssertFalse(out.contains("\u{1B}["), "no colour when stdout is not a terminal")
        let (_, coloured, _) = run(["search", "квадратом"], terminal: true)
        XCTAssertTrue(coloured.contains("\u{1B}[1;31mквадрат\u{1B}[0m"), coloured)
    }

    func testJSONMarksMatchesAndFiltersApply() throws {
        try buildIndex()
        let (code, out, _) = run(["search", "--json", "--lang", "hi", "UIGravityBehavior"])
        XCTAssertEqual(code, ExitCode.success)
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(out.utf8)) as? [String: Any])
        let groups = try XCTUnwrap(object["groups"] as? [[String: Any]])
        let hits = try XCTUnwrap(groups.first?["hits"] as? [[String: Any]])
        XCTAssertEqual(hits.map { $0["file"] as? String }, ["corpus/uikit-dynamics/hi.txt"], "named from the working folder")
        XCTAssertEqual(hits.first?["line"] as? Int, 22)
        XCTAssertEqual(hits.first?["snippet"] as? String, "var gravity: <mark>UIGravityBehavior</mark>!")
        // The highlights point into the plain snippet, by UTF-8 bytes.
        let plain = Array(try XCTUnwrap(hits.first?["plainSnippet"] as? String).utf8)
        let highlights = try XCTUnwrap(hits.first?["highlights"] as? [[Int]])
        XCTAssertEqual(highlights.map { String(decoding: plain[$0[0]..<$0[1]], as: UTF8.self) }, ["UIGravityBehavior"])
        let others = try XCTUnwrap(groups.first?["otherVersions"] as? [[String: Any]])
        XCTAssertEqual(others.map { $0["language"] as? String }, ["ru"])
    }

    func testAPIFilterWithoutQueryAndUsageErrors() throws {
        try buildIndex()
        let (code, out, _) = run(["search", "--api", "UICollisionBehavior", "--code", "swift"])
        XCTAssertEqual(code, ExitCode.success)
        XCTAssertTrue(out.contains("uikit-dynamics/hi.txt:20"), out)
        XCTAssertEqual(run(["search", "--code", "objc", "--api", "UICollisionBehavior"]).1, "No results for the filters.\n")
        XCTAssertEqual(run(["search"]).0, ExitCode.usage)
        XCTAssertEqual(run(["search", "x", "--code", "kotlin"]).0, ExitCode.usage)
        XCTAssertEqual(run(["search", "x", "--lang", "fr"]).0, ExitCode.usage)
        XCTAssertEqual(run(["help", "search"]).0, ExitCode.success)
    }

    func testNoResultsNamesTheClosestWordsAndOtherLanguagesSectionsWithTheAPI() throws {
        try buildIndex()
        let typo = run(["search", "квадатом"])
        XCTAssertEqual(typo.0, ExitCode.success)
        XCTAssertEqual(typo.1, "No results for 'квадатом'.\nClosest words in the index: квадрат\n")
        let other = run(["search", "--lang", "ru", "--json", "UIGravityBehaviorr"])
        XCTAssertTrue(other.1.contains("\"suggestions\" : [\n    \"UIGravityBehavior\""), other.1)
        let api = run(["search", "--lang", "en", "UIGravityBehavior"])
        XCTAssertTrue(
            api.1.contains("In other languages, sections using UIGravityBehavior:\n    corpus/uikit-dynamics/hi.txt:14-38  [hi]"),
            api.1)
    }

    /// A query longer than the ranking can take is a usage error that says so (it was an SQLite error); a
    /// --status filter on an index without its samples says what it lacks.
    func testTooManyTermsAndAnUnrecordedStatusAreUsageErrors() throws {
        try buildIndex()
        let long = run(["search", Array(repeating: "gravity", count: 65).joined(separator: " ")])
        XCTAssertEqual(long.0, ExitCode.usage)
        XCTAssertTrue(long.2.contains("the query has 65 terms; at most 64"), long.2)
        XCTAssertFalse(long.2.contains("SQLite"), long.2)
        XCTAssertEqual(run(["search", Array(repeating: "gravity", count: 64).joined(separator: " ")]).0, ExitCode.success)
        // An index without its samples (this one holds the search database alone) cannot say any sample's status.
        let status = run(["search", "гравитация", "--status", "passed"])
        XCTAssertEqual(status.0, ExitCode.failure)
        XCTAssertTrue(status.2.contains("--status needs index/samples.json"), status.2)
    }
}

/// The same section saved twice in one language is printed once, with both places.
final class SearchCommandDuplicateTests: XCTestCase {
    func testACopiedPageIsOneResultNamingBothFiles() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("search-dup-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let lines = try String(
            contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent().appendingPathComponent("corpus/uikit-dynamics/ru.txt"), encoding: .utf8
        )
        .components(separatedBy: "\n")
        let documents = ["uikit-dynamics/ru.txt", "uikit-dynamics-copy/ru.md"].map { path in
            SearchableDocument(
                path: path, topic: "uikit-dynamics", language: .ru, contentHash: path,
                sections: [
                    SearchableSection(
                        id: "\(path)#4", topic: "uikit-dynamics", language: .ru,
                        heading: lines[13], headingLine: 14, prose: [SourceFragment(line: 16, text: lines[15])],
                        code: [], range: SourceRange(file: path, firstLine: 14, lastLine: 16, byteStart: 0, byteEnd: 0))
                ])
        }
        try SearchIndexBuilder.build(at: directory.appendingPathComponent("index"), documents: documents)
        let out = BufferOutput(), err = BufferOutput()
        let context = CommandContext(out: out, err: err, workingDirectory: directory, isTerminal: false)
        XCTAssertEqual(Doctool.main(["search", "как сделать падающий квадрат"], context: context), ExitCode.success)
        XCTAssertTrue(out.text.contains("1.  corpus/uikit-dynamics-copy/ru.md:16  [ru] Падающая площадь"), out.text)
        XCTAssertTrue(out.text.contains("same text: corpus/uikit-dynamics/ru.txt:14-16"), out.text)
        XCTAssertFalse(out.text.contains("2. "), out.text)
    }

    /// `--status` reads the record `verify` leaves: a section is found by its samples' statuses, each
    /// result shows them, and a sample whose code changed since it ran is stale. On the committed index.
    func testStatusFiltersByTheLastVerification() throws {
        let index = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("index").path
        let record = """
            {"format": "doctool-verification/1", "samples": {
              "displaying-animation-in-ios/en/uikit-dynamics/1": {"fingerprint": "332962ba3143b8be", "status": "passed"},
              "displaying-animation-in-ios/en/customizing-view-controller-transitions/1": {"fingerprint": "0000000000000000", "status": "passed"}
            }}
            """
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("search-status-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(
            at: directory.appendingPathComponent(".doctool"), withIntermediateDirectories: true)
        try record.write(to: directory.appendingPathComponent(".doctool/verification.json"), atomically: true, encoding: .utf8)
        func search(_ arguments: [String]) -> (code: Int32, out: String) {
            let out = BufferOutput(), err = BufferOutput()
            let context = CommandContext(out: out, err: err, workingDirectory: directory, isTerminal: false)
            return (
                Doctool.main(["search"] + arguments + ["--index", index, "--lang", "en"], context: context), out.text + err.text
            )
        }
        let passed = search(["UIDynamicAnimator", "--status", "passed"])
        XCTAssertEqual(passed.code, 0, passed.out)
        XCTAssertTrue(passed.out.contains("UIKit Dynamics"), passed.out)
        XCTAssertTrue(passed.out.contains("samples: 1 passed"), passed.out)
        let stale = search(["transition", "--status", "stale"])
        XCTAssertTrue(stale.out.contains("Customizing view controller transitions"), stale.out)
        XCTAssertTrue(stale.out.contains("1 stale"), stale.out)
        XCTAssertFalse(stale.out.contains("UIKit Dynamics\n"), "a section with no stale sample is left out: \(stale.out)")
        let none = search(["UIDynamicAnimator", "--status", "smoke"])
        XCTAssertTrue(none.out.contains("No results"), none.out)
        XCTAssertEqual(search(["view", "--status", "broken"]).code, 64)
    }
}
