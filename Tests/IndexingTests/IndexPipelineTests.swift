import DocumentModel
@testable import Indexing
import Ingestion
import XCTest

/// The whole `doctool index` run: discovery, reading, stages, writing; determinism and bad input.
final class IndexPipelineTests: XCTestCase {
    struct StageFailure: Error {}

    /// A stage like the later ones: reads the documents, adds a manifest entry and a file.
    struct CountingStage: IndexStage {
        var name = "counting"
        var fails = false
        func contribute(to contents: inout IndexContents) throws {
            if fails { throw StageFailure() }
            try contents.setManifestEntry("counting", ["documents": contents.documents.count])
            try contents.addJSONFile("counting/paths.json", contents.documents.map(\.path))
        }
    }

    func testIndexingTheShippedCorpusTwiceGivesByteIdenticalFiles() throws {
        let scratch = try ScratchFolder()
        try scratch.copyShippedCorpus(to: "corpus")
        let pipeline = IndexPipeline(stages: [CountingStage()])
        let corpus = scratch.url.appendingPathComponent("corpus"), output = scratch.url.appendingPathComponent("index")
        let report = pipeline.run(corpus: corpus, output: output)
        XCTAssertFalse(report.hasFailures, "\(report.diagnostics)")
        XCTAssertEqual(report.summary.total.documents, 5)
        XCTAssertEqual(report.summary.byLanguage.keys.sorted(), ["en", "hi", "ru", "zh"])
        let first = try scratch.snapshot("index")
        XCTAssertEqual(first.count, 7)  // manifest, five records, the stage's file
        XCTAssertFalse(pipeline.run(corpus: corpus, output: output).hasFailures)
        XCTAssertEqual(try scratch.snapshot("index"), first)
        let manifest = try JSONDecoder().decode([String: JSONValue].self, from: first["manifest.json"]!)
        XCTAssertEqual(manifest["counting"], .object(["documents": .int(5)]))
        XCTAssertFalse(
            String(decoding: first["manifest.json"]!, as: UTF8.self).contains(scratch.url.path),
            "no absolute paths: the index must not depend on where the corpus sits")
    }

    func testTimingsNameEveryStepWithThePeakMemorySoFar() throws {
        let scratch = try ScratchFolder()
        _ = try scratch.write("corpus/a/en.md", "# A\n\nSome prose.\n")
        let report = IndexPipeline(stages: [CountingStage()]).run(
            corpus: scratch.url.appendingPathComponent("corpus"), output: scratch.url.appendingPathComponent("index"))
        XCTAssertEqual(report.timings.map(\.step), ["unchanged check", "pages", "counting", "write"])
        let peaks = report.timings.map(\.peakRSSBytes)
        // The test process holds more than a megabyte; the kernel's peak never goes down.
        XCTAssertGreaterThan(peaks.first ?? 0, 1 << 20)
        XCTAssertEqual(peaks, peaks.sorted())
    }

    func testAFailingStageLeavesThePreviousIndex() throws {
        let scratch = try ScratchFolder()
        try scratch.write("corpus/a/ru.md", "# Заголовок\n")
        let corpus = scratch.url.appendingPathComponent("corpus"), output = scratch.url.appendingPathComponent("index")
        XCTAssertTrue(IndexPipeline().run(corpus: corpus, output: output).wroteIndex)
        let previous = try scratch.snapshot("index")
        try scratch.write("corpus/a/en.md", "# Heading\n")
        let report = IndexPipeline(stages: [CountingStage(fails: true)]).run(corpus: corpus, output: output)
        XCTAssertFalse(report.wroteIndex)
        XCTAssertTrue(report.hasFailures)
        XCTAssertTrue(report.diagnostics.last?.message.hasPrefix("the counting stage failed") ?? false)
        XCTAssertEqual(try scratch.snapshot("index"), previous)
    }

    /// Every kind of bad input in one corpus: one message each, naming the file (and line), the good
    /// pages indexed, the run marked failed, index/ complete.
    func testBadInputGivesOneMessagePerFileAndTheRestIsIndexed() throws {
        let scratch = try ScratchFolder()
        try scratch.write("corpus/good/ru.md", MarkdownFixture.page)
        try scratch.write("corpus/good/en.html", "<html lang=en><body><h1>Gravity</h1><pre>let a = 1</pre></body></html>")
        try scratch.write("corpus/bad/empty.txt", [])
        try scratch.write("corpus/bad/binary.txt", Array("PNG\n".utf8) + [0x00, 0x01, 0x02])
        try scratch.write("corpus/bad/invalid.md", Array("# Заголовок\n\nтекст ".utf8) + [0xC3, 0x28] + Array("\n".utf8))
        try scratch.write(
            "corpus/bad/cp1251.html",
            Array("<html>\n<meta charset=windows-1251>\n<h1>".utf8) + [0xC4, 0xE8, 0xED] + Array("</h1>".utf8))
        try scratch.write("corpus/bad/long-line.md", "# Длинная строка\n\n" + String(repeating: "ж", count: 600_000) + "\n")
        try scratch.write("corpus/bad/nested.html", "<html><body>\n<p>до</p>\n" + String(repeating: "<div>", count: 3000))
        try scratch.write("corpus/bad/huge.txt", [UInt8](repeating: 0x61, count: 50 << 20))
        try scratch.write("corpus/bad/vanishing.md", "# Скоро исчезну\n")
        try scratch.link("corpus/bad/loop", to: "../bad")
        let corpus = scratch.url.appendingPathComponent("corpus"), output = scratch.url.appendingPathComponent("index")
        let pipeline = IndexPipeline()
        let scan = pipeline.scanner.scan(root: corpus)
        try FileManager.default.removeItem(at: corpus.appendingPathComponent("bad/vanishing.md"))
        let report = pipeline.run(scan: scan, output: output)

        XCTAssertTrue(report.wroteIndex)
        XCTAssertTrue(report.hasFailures)
        XCTAssertEqual(
            report.failedPaths,
            [
                "bad/binary.txt", "bad/empty.txt", "bad/huge.txt", "bad/invalid.md",
                "bad/vanishing.md"
            ])
        let byFile = Dictionary(grouping: report.diagnostics, by: \.file)
        XCTAssertEqual(
            byFile.keys.sorted(),
            [
                "bad/binary.txt", "bad/cp1251.html", "bad/empty.txt", "bad/huge.txt",
                "bad/invalid.md", "bad/long-line.md", "bad/loop", "bad/nested.html",
                "bad/vanishing.md"
            ])
        XCTAssertTrue(byFile.values.allSatisfy { $0.count == 1 }, "\(report.diagnostics)")
        let message = { (file: String) in byFile[file]![0] }
        XCTAssertEqual(message("bad/invalid.md").line, 3)
        XCTAssertEqual(message("bad/binary.txt").line, 2)
        XCTAssertEqual(message("bad/cp1251.html").severity, .note)
        XCTAssertEqual(message("bad/long-line.md").line, 3)
        XCTAssertEqual(message("bad/nested.html").line, 3)
        XCTAssertTrue(message("bad/huge.txt").message.contains("50.0 MB"))
        XCTAssertTrue(message("bad/vanishing.md").message.contains("no longer exists"))
        XCTAssertTrue(message("bad/loop").message.contains("loop"))

        let files = try scratch.snapshot("index")
        XCTAssertEqual(
            files.keys.sorted(),
            [
                "documents/bad/cp1251.html.json", "documents/bad/long-line.md.json",
                "documents/bad/nested.html.json", "documents/good/en.html.json",
                "documents/good/ru.md.json", "manifest.json"
            ])
        let manifest = try JSONDecoder().decode([String: JSONValue].self, from: files["manifest.json"]!)
        XCTAssertEqual(manifest["failed"], .array(report.failedPaths.map { .string($0) }))
    }

    /// 50 MB read, validated, hashed and parsed by libxml2; the bulk is an inline script (dropped),
    /// so the debug-build walker does not dominate the test's time. The benchmark covers speed.
    func testA50MegabytePageUnderARaisedLimitIsIndexed() throws {
        let scratch = try ScratchFolder()
        let filler = Array(
            String(repeating: String(repeating: "var gravity = [0.0, 9.8]; // вниз ", count: 12) + "\n", count: 130_000).utf8)
        let head = Array("<html><body>\n<h1>Большая страница</h1>\n<script>\n".utf8)
        let tail = Array("</script>\n<p>После скрипта.</p>\n<pre>let a = 1</pre>\n".utf8)
        try scratch.write("corpus/big/ru.html", head + filler + tail)
        XCTAssertGreaterThan(head.count + filler.count + tail.count, 50 << 20)
        let reader = DocumentReader(options: .init(maxFileBytes: 64 << 20))
        let report = IndexPipeline(reader: reader).run(
            corpus: scratch.url.appendingPathComponent("corpus"),
            output: scratch.url.appendingPathComponent("index"))
        XCTAssertFalse(report.hasFailures, "\(report.diagnostics)")
        let record = try JSONDecoder().decode(
            DocumentRecord.self,
            from: try XCTUnwrap(scratch.snapshot("index")["documents/big/ru.html.json"]))
        let blocks = record.sections.flatMap(\.blocks)
        XCTAssertEqual(blocks.map(\.kind), [.heading, .prose, .code])
        XCTAssertEqual(
            blocks.last.map { [$0.firstLine, $0.lastLine] }, [130_006, 130_006],
            "line numbers past 65535 stay exact")
    }

    func testDeclaredLanguageThatDisagreesWithTheProseIsAWarningOnTheManifest() {
        let page = CorpusPage(
            path: "t/ru.txt", filePath: "/x/t/ru.txt", manifestPath: "t/ru.manifest.json",
            topic: "t", declaredLanguage: .ru, languageSource: "t/ru.manifest.json")
        let document = Document(
            path: "t/ru.txt", format: .plainText, topic: "t", declaredLanguage: .ru,
            detectedLanguage: .zh, title: "", sections: [], contentHash: "")
        let warning = IndexPipeline.languageMismatch(page, document)
        XCTAssertEqual(
            warning?.description,
            "t/ru.manifest.json: warning: t/ru.manifest.json declares language 'ru' but t/ru.txt reads as 'zh'")
        var agreeing = document
        agreeing.detectedLanguage = .ru
        XCTAssertNil(IndexPipeline.languageMismatch(page, agreeing))
        agreeing.detectedLanguage = .und
        XCTAssertNil(IndexPipeline.languageMismatch(page, agreeing), "no verdict is no disagreement")
    }
}

/// A Markdown page with headings, fenced code and prose.
enum MarkdownFixture {
    static let page = """
        # Динамика UIKit

        ## Падающая площадь

        Давайте нарисуем квадрат.

        ```swift
        animator.addBehavior(gravity)
        ```
        """
}
