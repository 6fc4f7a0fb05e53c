import DocumentModel
@testable import Indexing
import XCTest

/// Discovery: pages at any depth, manifests paired, facts inferred, loops and strays reported.
final class CorpusScannerTests: XCTestCase {
    func testShippedCorpusLayoutPairsEveryPageWithItsManifest() throws {
        let scratch = try ScratchFolder()
        try scratch.copyShippedCorpus(to: "corpus")
        let scan = CorpusScanner().scan(root: scratch.url.appendingPathComponent("corpus"))
        XCTAssertEqual(scan.diagnostics, [])
        XCTAssertEqual(scan.pages.map(\.path), ["displaying-animation-in-ios/en.txt", "uidynamicanimator-guide/zh.txt",
                                                "uikit-dynamics/hi.txt", "uikit-dynamics/ru.txt", "uikit-dynamics/zh.txt"])
        XCTAssertEqual(scan.pages.map(\.declaredLanguage), [.en, .zh, .hi, .ru, .zh])
        XCTAssertEqual(scan.pages.map(\.manifestPath), scan.pages.map { $0.path.replacingOccurrences(of: ".txt", with: ".manifest.json") })
        XCTAssertEqual(scan.pages.map(\.format), Array(repeating: .plainText, count: 5))
        XCTAssertEqual(scan.pages[4].manifest?.role, "translation")
        XCTAssertEqual(scan.pages[4].manifest?.source?.seed, "002_d63f99d1a764d781.txt")
    }

    func testPagesWithoutManifestsAreFoundAtAnyDepthWithInferredFacts() throws {
        let scratch = try ScratchFolder()
        try scratch.write("corpus/gravity/deeper/still/ru.md", "# Гравитация\n")
        try scratch.write("corpus/loose-page.html", "<h1>Loose</h1>")
        try scratch.write("corpus/snapping/notes", "no extension")
        try scratch.write("corpus/snapping/picture.png", [0x89, 0x50])
        try scratch.write("corpus/.hidden/en.txt", "hidden")
        let scan = CorpusScanner().scan(root: scratch.url.appendingPathComponent("corpus"))
        XCTAssertEqual(scan.pages.map(\.path), ["gravity/deeper/still/ru.md", "loose-page.html", "snapping/notes"])
        XCTAssertEqual(scan.pages.map(\.topic), ["gravity~deeper~still", "loose-page.html", "snapping~notes"],
                       "a language-named page belongs to its folders' topic; any other page is a topic of its own")
        XCTAssertEqual(scan.pages.map(\.declaredLanguage), [.ru, nil, nil])
        XCTAssertEqual(scan.pages[0].languageSource, "the file name")
        XCTAssertEqual(scan.pages.map(\.format), [nil, nil, nil], "formats are detected when no manifest names one")
        XCTAssertEqual(scan.diagnostics.map(\.description), ["snapping/picture.png: note: not a page (.png); skipped"])
    }

    func testManifestTopicAndLanguageWinOverTheFolderAndFileName() throws {
        let scratch = try ScratchFolder()
        try scratch.write("corpus/a/ru.txt", "текст")
        try scratch.write("corpus/a/ru.manifest.json", manifestJSON(language: "hi", topic: "b"))
        let page = try XCTUnwrap(CorpusScanner().scan(root: scratch.url.appendingPathComponent("corpus")).pages.first)
        XCTAssertEqual(page.topic, "b")
        XCTAssertEqual(page.declaredLanguage, .hi)
        XCTAssertEqual(page.languageSource, "a/ru.manifest.json")
    }

    func testBadOrphanedAndUnknownValuedManifestsAreReportedAgainstTheManifest() throws {
        let scratch = try ScratchFolder()
        try scratch.write("corpus/a/ru.txt", "текст")
        try scratch.write("corpus/a/ru.manifest.json", "{\"language\": 7}")
        try scratch.write("corpus/a/hi.manifest.json", manifestJSON(language: "hi", topic: "a"))
        try scratch.write("corpus/b/xx.txt", "text")
        try scratch.write("corpus/b/xx.manifest.json", manifestJSON(language: "fr", topic: "b", format: "pdf"))
        let scan = CorpusScanner().scan(root: scratch.url.appendingPathComponent("corpus"))
        XCTAssertEqual(scan.pages.count, 2)
        XCTAssertEqual(scan.diagnostics.map(\.file), ["a/hi.manifest.json", "a/ru.manifest.json", "b/xx.manifest.json",
                                                      "b/xx.manifest.json"])
        XCTAssertEqual(scan.diagnostics.map(\.severity), [.warning, .error, .warning, .warning])
        XCTAssertTrue(scan.diagnostics[1].message.contains("field 'language'"), scan.diagnostics[1].message)
        XCTAssertTrue(scan.diagnostics[2].message.contains("unknown language 'fr'"))
    }

    /// An empty topic falls back to the folder, and an unknown role is named, each as a warning on the manifest.
    func testAnEmptyTopicAndAnUnknownRoleAreWarnings() throws {
        let scratch = try ScratchFolder()
        try scratch.write("corpus/a/en.txt", "text")
        try scratch.write("corpus/a/en.manifest.json", "{\"language\": \"en\", \"topic\": \" \", \"role\": \"bogus\"}")
        let scan = CorpusScanner().scan(root: scratch.url.appendingPathComponent("corpus"))
        XCTAssertEqual(scan.pages.map(\.topic), ["a"])
        XCTAssertEqual(scan.diagnostics.map(\.severity), [.warning, .warning])
        XCTAssertTrue(scan.diagnostics.contains { $0.message.contains("the topic is empty") }, "\(scan.diagnostics)")
        XCTAssertTrue(scan.diagnostics.contains { $0.message.contains("unknown role 'bogus'") }, "\(scan.diagnostics)")
        // A topic that would put a slash or a line break into sample ids is refused the same way.
        try scratch.write("corpus/b/ru.txt", "текст")
        try scratch.write("corpus/b/ru.manifest.json", "{\"topic\": \"../../etc\"}")
        try scratch.write("corpus/c/zh.txt", "文本")
        try scratch.write("corpus/c/zh.manifest.json", "{\"topic\": \"two\\nlines\"}")
        let refused = CorpusScanner().scan(root: scratch.url.appendingPathComponent("corpus"))
        XCTAssertEqual(refused.pages.map(\.topic), ["a", "b", "c"])
        XCTAssertEqual(refused.diagnostics.filter { $0.message.contains("which sample ids cannot carry") }.map(\.file),
                       ["b/ru.manifest.json", "c/zh.manifest.json"], "\(refused.diagnostics)")
        XCTAssertTrue(refused.diagnostics.contains { $0.message.contains("'two\\nlines'") }, "the line break is shown escaped")
        XCTAssertTrue(CorpusScanner().scan(root: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("corpus")).diagnostics.isEmpty,
                      "the shipped manifests use known roles")
    }

    func testSymlinkLoopIsReportedOnceAndNotFollowedWhileOtherLinksAre() throws {
        let scratch = try ScratchFolder()
        try scratch.write("corpus/a/ru.txt", "текст")
        try scratch.write("elsewhere/b/en.txt", "text")
        try scratch.link("corpus/a/loop", to: "..")
        try scratch.link("corpus/linked", to: "../elsewhere/b")
        try scratch.link("corpus/broken.txt", to: "nowhere.txt")
        let scan = CorpusScanner().scan(root: scratch.url.appendingPathComponent("corpus"))
        XCTAssertEqual(scan.pages.map(\.path), ["a/ru.txt", "linked/en.txt"])
        XCTAssertEqual(scan.diagnostics.map(\.file), ["a/loop", "broken.txt"])
        XCTAssertTrue(scan.diagnostics[0].message.hasPrefix("symbolic link loop"))
        XCTAssertTrue(scan.diagnostics[1].message.hasPrefix("broken symbolic link"))
        XCTAssertTrue(scan.hasErrors)
    }

    func testMissingCorpusFolderIsOneError() {
        let scan = CorpusScanner().scan(root: URL(fileURLWithPath: "/nonexistent/corpus"))
        XCTAssertEqual(scan.pages, [])
        XCTAssertEqual(scan.diagnostics.count, 1)
        XCTAssertTrue(scan.hasErrors)
    }
}
