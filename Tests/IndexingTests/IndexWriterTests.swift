import DocumentModel
@testable import Indexing
import XCTest

/// index/ is replaced as a whole or not at all, and its bytes depend only on its contents.
final class IndexWriterTests: XCTestCase {
    struct WriteFailure: Error {}

    func contents(title: String) -> IndexContents {
        let block = Block(
            kind: .heading, text: title,
            range: SourceRange(file: "t/ru.md", firstLine: 1, lastLine: 1, byteStart: 0, byteEnd: 10),
            language: .ru, headingLevel: 1)
        let document = Document(
            path: "t/ru.md", format: .markdown, topic: "t", declaredLanguage: .ru,
            detectedLanguage: .ru, title: title,
            sections: [Section(heading: block, level: 1, blocks: [])], contentHash: "00")
        let other = Document(
            path: "t/en.md", format: .markdown, topic: "t", declaredLanguage: nil,
            detectedLanguage: .en, title: "", sections: [], contentHash: "11")
        return IndexContents(documents: [other, document].sorted { $0.path < $1.path })
    }

    func testWritesManifestAndOneRecordPerDocumentWithTheDocumentedLayout() throws {
        let scratch = try ScratchFolder()
        let output = scratch.url.appendingPathComponent("index")
        try IndexWriter().write(contents(title: "Первый"), to: output)
        let files = try scratch.snapshot("index")
        XCTAssertEqual(files.keys.sorted(), ["documents/t/en.md.json", "documents/t/ru.md.json", "manifest.json"])
        let manifest = try JSONDecoder().decode([String: JSONValue].self, from: files["manifest.json"]!)
        XCTAssertEqual(manifest.keys.sorted(), ["diagnostics", "documents", "failed", "files", "formatVersion", "summary"])
        XCTAssertEqual(manifest["files"], .array([.string("documents/t/en.md.json"), .string("documents/t/ru.md.json")]))
        let record = try JSONDecoder().decode(DocumentRecord.self, from: files["documents/t/ru.md.json"]!)
        XCTAssertEqual(record.sections.first?.blocks.first?.id, "t/ru.md#0.0")
        XCTAssertEqual(
            record.sections.first?.blocks.first.map { [$0.firstLine, $0.lastLine, $0.byteStart, $0.byteEnd] },
            [1, 1, 0, 10])
        XCTAssertEqual(record.sections.first?.blocks.first?.preview, "Первый")
        let text = String(decoding: files["manifest.json"]!, as: UTF8.self)
        XCTAssertTrue(text.hasSuffix("}\n"))
        XCTAssertLessThan(
            try XCTUnwrap(text.range(of: "\"diagnostics\"")).lowerBound,
            try XCTUnwrap(text.range(of: "\"documents\"")).lowerBound, "keys are sorted")
    }

    func testRewritingTheSameContentsGivesIdenticalBytesAndLeavesNoStagingBehind() throws {
        let scratch = try ScratchFolder()
        let output = scratch.url.appendingPathComponent("index")
        try IndexWriter().write(contents(title: "Первый"), to: output)
        let first = try scratch.snapshot("index")
        try IndexWriter().write(contents(title: "Первый"), to: output)
        XCTAssertEqual(try scratch.snapshot("index"), first)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: scratch.url.path), ["index"])
    }

    func testTheRecordOfAPageOfThousandsOfSectionsIsWrittenInPiecesWithTheSameBytes() throws {
        var sections: [Section] = []
        var line = 1
        for index in 0..<(IndexWriter.streamedSections + 3) {
            let title = index.isMultiple(of: 7) ? "Раздел \"\(index)\"\t/ 中文" : "Section \(index)"
            let heading = Block(
                kind: .heading, text: title,
                range: SourceRange(
                    file: "t/en.md", firstLine: line, lastLine: line, byteStart: line * 10, byteEnd: line * 10 + 9),
                language: .en, headingLevel: 2)
            let code = Block(
                kind: .code, text: "let a = \(index)\n",
                range: SourceRange(
                    file: "t/en.md", firstLine: line + 1, lastLine: line + 2, byteStart: line * 10 + 10, byteEnd: line * 10 + 19))
            sections.append(Section(heading: heading, level: 2, blocks: index.isMultiple(of: 5) ? [] : [code]))
            line += 3
        }
        let document = Document(
            path: "t/en.md", format: .markdown, topic: "t", declaredLanguage: .en, detectedLanguage: .en,
            title: "Long", sections: sections, contentHash: "22")
        let scratch = try ScratchFolder()
        for jobs in [1, 2] {
            var writer = IndexWriter()
            writer.jobs = jobs
            let output = scratch.url.appendingPathComponent("index-\(jobs)")
            try writer.write(IndexContents(documents: [document]), to: output)
            let written = try Data(contentsOf: output.appendingPathComponent(IndexIDs.recordFile(for: document.path)))
            XCTAssertEqual(written, try IndexJSON.encode(DocumentRecord(document)), "jobs \(jobs)")
        }
    }

    func testAWriteFailingMidwayLeavesThePreviousIndexWholeAndCleansUp() throws {
        let scratch = try ScratchFolder()
        let output = scratch.url.appendingPathComponent("index")
        try IndexWriter().write(contents(title: "Первый"), to: output)
        let previous = try scratch.snapshot("index")
        var failing = IndexWriter()
        failing.beforeWritingFile = { path in
            if path == "documents/t/ru.md.json" { throw WriteFailure() }  // the second of three files
        }
        XCTAssertThrowsError(try failing.write(contents(title: "Второй"), to: output)) { error in
            let message = (error as? DiagnosticError)?.diagnostic.message ?? ""
            XCTAssertTrue(message.contains("the previous index is unchanged"), message)
        }
        XCTAssertEqual(try scratch.snapshot("index"), previous)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: scratch.url.path), ["index"])
        // And a later good run replaces it completely.
        try IndexWriter().write(contents(title: "Второй"), to: output)
        XCTAssertNotEqual(try scratch.snapshot("index"), previous)
    }

    func testAnIndexLeftAsideByAnInterruptedRunIsPutBack() throws {
        let scratch = try ScratchFolder()
        try scratch.write(".index.previous/manifest.json", "{}\n")
        var failing = IndexWriter()
        failing.beforeWritingFile = { _ in throw WriteFailure() }
        XCTAssertThrowsError(try failing.write(contents(title: "x"), to: scratch.url.appendingPathComponent("index")))
        XCTAssertEqual(try scratch.snapshot("index"), ["manifest.json": Data("{}\n".utf8)])
    }

    func testStagesAddManifestEntriesAndFilesButNotPipelineKeysOrPathsOutsideTheIndex() throws {
        var contents = contents(title: "x")
        try contents.setManifestEntry("samples", ["count": 3])
        try contents.addJSONFile("samples/all.json", ["a", "b"])
        try contents.addFile("search.db", .produced { url in try Data("db".utf8).write(to: url) })
        XCTAssertThrowsError(try contents.setManifestEntry("documents", 1))
        XCTAssertThrowsError(try contents.addFile("../escape", .bytes(Data())))
        XCTAssertThrowsError(try contents.addFile("documents/t/ru.md.json", .bytes(Data())))
        XCTAssertThrowsError(try contents.addFile("manifest.json", .bytes(Data())))
        let scratch = try ScratchFolder()
        try IndexWriter().write(contents, to: scratch.url.appendingPathComponent("index"))
        let files = try scratch.snapshot("index")
        XCTAssertEqual(files["search.db"], Data("db".utf8))
        XCTAssertEqual(files["samples/all.json"], Data("[\n  \"a\",\n  \"b\"\n]\n".utf8))
        let manifest = try JSONDecoder().decode([String: JSONValue].self, from: files["manifest.json"]!)
        XCTAssertEqual(manifest["samples"], .object(["count": .int(3)]))
        XCTAssertEqual(
            manifest["files"],
            .array(
                [
                    "documents/t/en.md.json", "documents/t/ru.md.json", "samples/all.json",
                    "search.db"
                ].map { .string($0) }))
    }
}
