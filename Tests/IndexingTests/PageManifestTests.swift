import DocumentModel
import Foundation
@testable import Indexing
import XCTest

/// Manifests as people write them: read strictly, reported at line and column, checked against the page.
final class PageManifestTests: XCTestCase {
    private func read(_ text: String) -> PageManifest.Reading {
        PageManifest.read(Array(text.utf8), as: "t/ru.manifest.json")
    }

    private func messages(_ text: String) -> [String] { read(text).diagnostics.map(\.description) }

    // MARK: - Reading

    func testAWellFormedManifestIsReadWithWhereEachValueStands() throws {
        let reading = read(
            "{\n  \"format\": \"text\",\n  \"language\": \"ru\",\n  \"role\": \"translation\",\n"
                + "  \"source\": {\"attribution\": \"a\", \"seed\": \"s.txt\"},\n  \"topic\": \"uikit-dynamics\"\n}\n")
        XCTAssertEqual(reading.diagnostics, [])
        let manifest = try XCTUnwrap(reading.manifest)
        XCTAssertEqual(
            [manifest.format, manifest.language, manifest.role, manifest.topic], ["text", "ru", "translation", "uikit-dynamics"])
        XCTAssertEqual(manifest.source, PageManifest.Source(attribution: "a", seed: "s.txt"))
        XCTAssertEqual(manifest.valuePositions["language"], .init(line: 3, column: 15))
        XCTAssertEqual(manifest.valuePositions["source.seed"], .init(line: 5, column: 42))
    }

    func testInvalidJSONIsOneErrorAtItsLineAndColumnAndNoManifest() {
        let reading = read("{\n  \"language\": \"ru\",\n  \"topic\": \"t\",\n}\n")
        XCTAssertNil(reading.manifest)
        XCTAssertEqual(
            reading.diagnostics.map(\.description),
            [
                "t/ru.manifest.json:3:15: error: not valid JSON: a comma after the last member of the object; JSON allows none before '}'"
            ])
        XCTAssertEqual(
            messages(""),
            [
                "t/ru.manifest.json:1:1: error: not valid JSON: the file is empty; a manifest is a JSON object such as {\"language\": \"ru\"}"
            ])
        XCTAssertEqual(
            messages("{\"language\": \"ru\", \"language\": \"hi\"}"),
            [
                "t/ru.manifest.json:1:20: error: not valid JSON: duplicate key \"language\" (first at line 1, column 2); which value is meant cannot be known"
            ])
    }

    func testAByteOrderMarkedManifestReadsLikeAnyOther() {
        let reading = PageManifest.read([0xEF, 0xBB, 0xBF] + Array("{\"language\": \"hi\"}".utf8), as: "m.json")
        XCTAssertEqual(reading.manifest?.language, "hi")
        XCTAssertEqual(reading.manifest?.valuePositions["language"], .init(line: 1, column: 14))
    }

    func testAnythingButAnObjectAndValuesOfTheWrongTypeAreErrors() {
        XCTAssertEqual(
            messages("[\"ru\"]"),
            ["t/ru.manifest.json:1:1: error: a manifest is a JSON object ({\"language\": \"ru\", …}), found an array"])
        XCTAssertEqual(
            messages("\n\"ru\""),
            ["t/ru.manifest.json:2:1: error: a manifest is a JSON object ({\"language\": \"ru\", …}), found the string \"ru\""])
        let reading = read("{\"language\": 5,\n \"format\": [\"text\"], \"topic\": true, \"role\": {},\n \"source\": \"blog\"}")
        XCTAssertNil(reading.manifest, "a manifest with an error is not used at all")
        XCTAssertEqual(
            reading.diagnostics.map(\.description),
            [
                "t/ru.manifest.json:1:14: error: 'language' must be a string, a language code such as \"ru\", found the number 5",
                "t/ru.manifest.json:2:12: error: 'format' must be a string, one of \"html\", \"markdown\", \"text\", found an array",
                "t/ru.manifest.json:2:31: error: 'topic' must be a string, the topic's name, found true",
                "t/ru.manifest.json:2:45: error: 'role' must be a string, one of \"original\", \"translation\", \"comparable\", found an object",
                "t/ru.manifest.json:3:12: error: 'source' must be an object with \"attribution\" and \"seed\", found the string \"blog\""
            ])
        XCTAssertEqual(
            messages("{\"source\": {\"seed\": 3}}"),
            ["t/ru.manifest.json:1:21: error: 'source.seed' must be a string, found the number 3"])
    }

    func testNullIsTheSameAsAKeyLeftOut() throws {
        let reading = read("{\"language\": null, \"topic\": \"t\", \"source\": {\"seed\": null}}")
        XCTAssertEqual(reading.diagnostics, [])
        XCTAssertNil(try XCTUnwrap(reading.manifest).language)
        XCTAssertEqual(reading.manifest?.source, PageManifest.Source())
    }

    func testUnknownKeysAreWarningsAtTheKeyAndTheRestIsUsed() throws {
        let reading = read(
            "{\n  \"langauge\": \"hi\",\n  \"topic\": \"t\",\n  \"Format\": \"html\",\n  \"colour\": 1,\n"
                + "  \"source\": {\"atribution\": \"x\", \"seed\": \"s\"}\n}")
        XCTAssertEqual(
            reading.diagnostics.map(\.description),
            [
                "t/ru.manifest.json:2:3: warning: unknown key 'langauge'; did you mean 'language'?",
                "t/ru.manifest.json:4:3: warning: unknown key 'Format'; did you mean 'format'?",
                "t/ru.manifest.json:5:3: warning: unknown key 'colour' (known here: format, language, role, source, topic); ignored",
                "t/ru.manifest.json:6:14: warning: unknown key 'source.atribution'; did you mean 'source.attribution'?"
            ])
        let manifest = try XCTUnwrap(reading.manifest)
        XCTAssertEqual(manifest.topic, "t")
        XCTAssertNil(manifest.language, "a misspelt key gives nothing, not its look-alike's value")
        XCTAssertEqual(manifest.source, PageManifest.Source(seed: "s"))
    }

    func testASuggestionIsMadeOnlyForOneNearKey() {
        XCTAssertEqual(PageManifest.nearest("langauge", among: ["format", "language"]), "language")
        XCTAssertEqual(PageManifest.nearest("topics", among: ["role", "topic"]), "topic")
        XCTAssertEqual(PageManifest.nearest("rol", among: ["role", "topic"]), "role")
        XCTAssertNil(PageManifest.nearest("lang", among: ["format", "language"]), "four edits away")
        XCTAssertNil(PageManifest.nearest("seeds", among: ["seed", "seeds_"]), "two keys as near: no guess")
        XCTAssertNil(PageManifest.nearest(String(repeating: "x", count: 5000), among: ["topic"]))
    }

    func testTheShippedManifestsReadCleanly() throws {
        let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("corpus")
        let names = try XCTUnwrap(FileManager.default.enumerator(atPath: corpus.path)).compactMap { $0 as? String }
            .filter(PageManifest.isManifest).sorted()
        XCTAssertEqual(names.count, 5)
        for name in names {
            let reading = PageManifest.load(corpus.appendingPathComponent(name), as: name)
            XCTAssertEqual(reading.diagnostics, [], name)
            XCTAssertNotNil(reading.manifest?.format, name)
        }
    }

    func testAnOversizedManifestIsRefusedUnread() throws {
        let scratch = try ScratchFolder()
        let url = try scratch.write(
            "big.manifest.json", "{\"topic\": \"" + String(repeating: "x", count: PageManifest.maxBytes) + "\"}")
        let reading = PageManifest.load(url, as: "big.manifest.json")
        XCTAssertNil(reading.manifest)
        XCTAssertEqual(reading.diagnostics.map(\.severity), [.error])
        XCTAssertTrue(reading.diagnostics[0].message.contains("over the limit of 1048576"), reading.diagnostics[0].message)
    }

    // MARK: - The README's table

    /// The rows of the README's manifest table by key: `| `key` | values | default |`.
    private func readmeRows() throws -> [String: String] {
        let readme = try String(
            contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent().appendingPathComponent("README.md"), encoding: .utf8)
        let section = try XCTUnwrap(readme.components(separatedBy: "\n### Manifests\n").dropFirst().first)
        var rows: [String: String] = [:]
        for line in section.split(separator: "\n") {
            if line.hasPrefix("#") { break }
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).map {
                $0.trimmingCharacters(in: .whitespaces)
            }
            guard cells.count == 5, cells[1].hasPrefix("`"), cells[1].hasSuffix("`") else { continue }
            XCTAssertFalse(cells[3].isEmpty, "\(cells[1]) has no default")
            rows[String(cells[1].dropFirst().dropLast())] = cells[2]
        }
        return rows
    }

    func testTheReadmeTableHoldsEveryKeyAndEveryValueTheCodeKnows() throws {
        let rows = try readmeRows()
        XCTAssertEqual(Set(rows.keys), Set(PageManifest.keyPaths), "the README's manifest table and PageManifest's keys")
        XCTAssertEqual(
            PageManifest.keyPaths, ["format", "language", "role", "source", "source.attribution", "source.seed", "topic"])
        let allowed: [String: [String]] = [
            "format": DocumentFormat.allCases.map(\.rawValue),
            "language": Language.allCases.filter { $0 != .und }.map(\.rawValue),
            "role": PageManifest.roles
        ]
        for (key, values) in allowed {
            for value in values {
                XCTAssertTrue(rows[key]?.contains("`\"\(value)\"`") ?? false, "README: '\(key)' does not list \"\(value)\"")
            }
            let listed = (rows[key] ?? "").components(separatedBy: "`\"").count - 1
            XCTAssertEqual(listed, values.count, "README: '\(key)' lists values the code does not know")
        }
    }

    // MARK: - Format against content

    private func contradiction(_ format: DocumentFormat, _ page: String) -> String? {
        PageManifest.formatContradiction(declared: format, head: Array(page.utf8))
    }

    func testTextOrMarkdownContradictAnHTMLDocumentOnly() {
        XCTAssertEqual(
            contradiction(.markdown, "\n  <!DOCTYPE html>\n<html><body><p>x</p></body></html>"),
            "the page is an HTML document (it begins with '<!DOCTYPE html')")
        XCTAssertEqual(
            contradiction(.plainText, "\u{FEFF}<html lang=\"ru\"><head>"),
            "the page is an HTML document (it begins with '<html lang=\"ru\"')")
        XCTAssertNil(
            contradiction(.plainText, "if a < b { return }\n#import <UIKit/UIKit.h>\nlet views: Array<UIView> = []\n"),
            "a plain-text page with '<' in it is not HTML")
        XCTAssertNil(
            contradiction(.markdown, "# Title\n\nSome <em>inline</em> HTML.\n\n<div>block</div>\n"), "Markdown may hold HTML")
        XCTAssertNil(
            contradiction(.plainText, "<p>a fragment that starts with a tag</p>"), "only a whole HTML document contradicts")
        XCTAssertNil(contradiction(.markdown, "plain words, no Markdown at all"), "plain text is Markdown too")
        XCTAssertNil(
            contradiction(.plainText, "# A heading\n```swift\nlet a = 1\n```\n"), "Markdown read as text is no contradiction")
    }

    func testHTMLContradictsAPageWithoutAnyMarkup() {
        XCTAssertEqual(
            contradiction(
                .html, "Динамика UIKit\n\nif a < b { }\n#import <UIKit/UIKit.h>\nlet x: Array<Data> = []\nlet y = f<T>()\n"),
            "the page holds no HTML markup (no tag, comment or doctype in its first 16 KB); it reads as plain text")
        XCTAssertEqual(
            contradiction(.html, "# UIKit Dynamics\n\n```swift\nlet a = 1\n```\n"),
            "the page holds no HTML markup (no tag, comment or doctype in its first 16 KB); it reads as Markdown (a heading, code fence or front matter)"
        )
        XCTAssertNil(contradiction(.html, "<h1>Dynamics</h1><p>text"), "a fragment")
        XCTAssertNil(contradiction(.html, "text first\n<P ALIGN=center>old-style markup</P>"))
        XCTAssertNil(contradiction(.html, "saved without tags but a comment <!-- saved from url -->"))
        XCTAssertNil(contradiction(.html, "a line<br/>another"))
        XCTAssertNil(contradiction(.html, "<!DOCTYPE html>"))
        XCTAssertNil(contradiction(.html, ""), "an empty page is the reader's to refuse")
        XCTAssertNil(contradiction(.html, " \n\t\n"))
        XCTAssertNil(
            PageManifest.formatContradiction(declared: .html, head: [0x89, 0x50, 0x4E, 0x47, 0x00, 0x00]), "nor is a binary one")
        XCTAssertFalse(PageManifest.holdsHTMLMarkup(Array("Array<Data> Set<Label> <stdio.h> <T: View> <a,b> < p>".utf8)))
        let late = String(repeating: "words ", count: (PageManifest.headBytes / 6) + 10) + "<p>late</p>"
        XCTAssertNotNil(contradiction(.html, late), "only the head is read")
    }

    // MARK: - In the scanner

    func testAPageWhoseManifestHasAnErrorIsLeftOutAndNamed() throws {
        let scratch = try ScratchFolder()
        try scratch.write("corpus/t/ru.txt", "текст")
        try scratch.write("corpus/t/ru.manifest.json", "{\n  \"language\": \"ru\"\n  \"topic\": \"t\"\n}")
        try scratch.write("corpus/t/hi.txt", "पाठ")
        try scratch.write("corpus/t/hi.manifest.json", "{\"langauge\": \"hi\", \"topic\": \"other\"}")
        let scan = CorpusScanner().scan(root: scratch.url.appendingPathComponent("corpus"))
        XCTAssertEqual(scan.pages.map(\.path), ["t/hi.txt"])
        XCTAssertEqual(scan.pages.map(\.topic), ["other"], "the rest of a manifest with an unknown key is used")
        XCTAssertEqual(scan.failedPaths, ["t/ru.txt"])
        XCTAssertEqual(
            IndexPipeline.sorted(scan.diagnostics).map(\.description),
            [
                "t/hi.manifest.json:1:2: warning: unknown key 'langauge'; did you mean 'language'?",
                "t/ru.manifest.json:3:3: error: not valid JSON: expected ',' or '}' after the value of \"language\", found '\"' (a comma missing before the next key?)",
                "t/ru.txt: note: not indexed until the error in its manifest (ru.manifest.json, beside it) is fixed"
            ])
    }

    func testADeclaredFormatThatContradictsThePageIsAnErrorAtTheFormatLine() throws {
        let scratch = try ScratchFolder()
        try scratch.write("corpus/t/ru.md", "<!doctype html>\n<html><body><h1>Динамика</h1></body></html>\n")
        try scratch.write("corpus/t/ru.manifest.json", "{\n  \"language\": \"ru\",\n  \"format\": \"markdown\"\n}\n")
        try scratch.write("corpus/t/en.html", "UIKit Dynamics\n\nA plain-text dump with a < b in it.\n")
        try scratch.write("corpus/t/en.manifest.json", "{\"format\": \"html\"}")
        try scratch.write("corpus/t/zh.txt", "<html><body>文本</body></html>")
        try scratch.write("corpus/t/zh.manifest.json", "{\"format\": \"html\"}")
        let scan = CorpusScanner().scan(root: scratch.url.appendingPathComponent("corpus"))
        XCTAssertEqual(scan.pages.map(\.path), ["t/zh.txt"])
        XCTAssertEqual(scan.pages.map(\.format), [.html])
        XCTAssertEqual(scan.failedPaths, ["t/en.html", "t/ru.md"])
        let errors = scan.diagnostics.filter { $0.severity == .error }.map(\.description)
        XCTAssertEqual(
            errors,
            [
                "t/en.manifest.json:1:12: error: the format is 'html' but the page holds no HTML markup (no tag, comment or doctype in its first 16 KB); it reads as plain text; correct the format or remove it to have it detected",
                "t/ru.manifest.json:3:13: error: the format is 'markdown' but the page is an HTML document (it begins with '<!doctype html'); correct the format or remove it to have it detected"
            ])
    }

    /// A page left out for its manifest is a failed page of the index, like an unreadable one: exit status 1.
    func testTheIndexListsThePageAsFailed() throws {
        let scratch = try ScratchFolder()
        try scratch.write("corpus/t/ru.txt", "Текст страницы о динамике.")
        try scratch.write("corpus/t/ru.manifest.json", "{\"language\": \"ru\",}")
        try scratch.write("corpus/t/en.txt", "The page's text about dynamics.")
        let report = IndexPipeline().run(
            corpus: scratch.url.appendingPathComponent("corpus"),
            output: scratch.url.appendingPathComponent("index"))
        XCTAssertEqual(report.failedPaths, ["t/ru.txt"])
        XCTAssertTrue(report.hasFailures)
        XCTAssertEqual(report.summary.total.documents, 1)
        XCTAssertEqual(report.summary.failed, 1)
        let manifest = try JSONDecoder().decode(
            [String: JSONValue].self,
            from: Data(contentsOf: scratch.url.appendingPathComponent("index/manifest.json")))
        XCTAssertEqual(manifest["failed"], .array([.string("t/ru.txt")]))
    }
}
