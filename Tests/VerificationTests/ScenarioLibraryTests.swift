import Foundation
import XCTest

@testable import Verification

final class ScenarioLibraryTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("scenario-library-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    private func write(_ name: String, _ text: String) throws {
        let url = folder.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    private func scenario(_ name: String) -> String {
        "// @scenario \(name)\n// @covers 0123456789abcdef t/en/a/1\n// @sample 0123456789abcdef\n"
            + "static func verify(_ expect: Expectations) {}\n"
    }

    func testReadsScenariosInPathOrderWithWaiversAndDeclarations() throws {
        try write("b/second.swift", scenario("second"))
        try write("a.swift", scenario("first"))
        try write("notes.txt", "not a scenario")
        try write("waivers.txt", "# needs a device\n01234567 t/en/a/1 needs a camera\n")
        let library = ScenarioLibrary.load(folder, displayedAs: "Scenarios/")
        XCTAssertEqual(library.errors, [])
        XCTAssertEqual(library.scenarios.map(\.name), ["first", "second"], "sorted by path, so runs are deterministic")
        XCTAssertEqual(library.waivers.count, 1)
        XCTAssertEqual(library.waiversFile, "Scenarios/waivers.txt")
        XCTAssertEqual(library.twinDifferencesFile, "Scenarios/twin-differences.txt")
    }

    func testAReusedNameIsAnErrorAtTheSecondFileAndTheFirstIsKept() throws {
        try write("a.swift", scenario("same"))
        try write("b.swift", scenario("same"))
        let library = ScenarioLibrary.load(folder, displayedAs: "Scenarios")
        XCTAssertEqual(library.scenarios.count, 1)
        XCTAssertEqual(library.errors, ["Scenarios/b.swift:1: scenario name 'same' is also used by Scenarios/a.swift"])
    }

    func testAFileThatIsNotUTF8IsNamedWithItsLine() throws {
        try write("good.swift", scenario("good"))
        let url = folder.appendingPathComponent("bad.swift")
        try Data(Array("// @scenario bad\n// line two\n".utf8) + [0xFF, 0x0A]).write(to: url)
        let library = ScenarioLibrary.load(folder, displayedAs: "Scenarios")
        XCTAssertEqual(library.scenarios.map(\.name), ["good"], "one bad file does not hide the others")
        XCTAssertEqual(library.errors.count, 1)
        XCTAssertTrue(
            library.errors[0].hasPrefix("Scenarios/bad.swift:3: the file is not UTF-8 text (byte 0xFF"), library.errors[0])
    }

    func testAnUnreadableWaiversFileIsAnErrorNotAnEmptyList() throws {
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("waivers.txt"), withIntermediateDirectories: true)
        let library = ScenarioLibrary.load(folder, displayedAs: "Scenarios")
        XCTAssertEqual(library.errors, ["Scenarios/waivers.txt: it is a folder, not a file"])
    }

    func testAMissingFolderIsNamed() {
        let library = ScenarioLibrary.load(folder.appendingPathComponent("absent"), displayedAs: "Nowhere")
        XCTAssertEqual(library.errors, ["Nowhere: the scenario folder does not exist"])
        XCTAssertEqual(library.scenarios, [])
    }
}
