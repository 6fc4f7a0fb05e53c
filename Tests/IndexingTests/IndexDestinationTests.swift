import DocumentModel
import Foundation
@testable import Indexing
import XCTest

/// Only a missing path, an empty folder or a folder holding a doctool index is replaced by a write.
final class IndexDestinationTests: XCTestCase {
    private typealias Head = IndexDestination.ManifestHead

    /// An index of one page titled `title`.
    private func contents(title: String) -> IndexContents {
        let block = Block(
            kind: .heading, text: title,
            range: SourceRange(file: "t/ru.md", firstLine: 1, lastLine: 1, byteStart: 0, byteEnd: 10),
            language: .ru, headingLevel: 1)
        return IndexContents(documents: [
            Document(
                path: "t/ru.md", format: .markdown, topic: "t", declaredLanguage: .ru, detectedLanguage: .ru, title: title,
                sections: [Section(heading: block, level: 1, blocks: [])], contentHash: "00")
        ])
    }

    private func decodedWhole(_ data: Data) throws -> Head {
        try JSONDecoder().decode(Head.self, from: data)
    }

    /// The writer's manifest read by bytes gives what decoding the whole file gives.
    func testTheWritersManifestIsReadByBytesAsDecodingItWhole() throws {
        let scratch = try ScratchFolder()
        let output = scratch.url.appendingPathComponent("index")
        try IndexWriter().write(contents(title: "Первый \"x\""), to: output)
        let data = try Data(contentsOf: output.appendingPathComponent("manifest.json"))
        let head = try XCTUnwrap(Head(data))
        let whole = try decodedWhole(data)
        XCTAssertEqual(head.files, whole.files)
        XCTAssertEqual(head.formatVersion, whole.formatVersion)
        XCTAssertEqual(head.files, [.string("documents/t/ru.md.json")])
        XCTAssertTrue(IndexDestination.isReplaceable(folder: output))
    }

    /// Another layout is decoded whole; a value the writer never writes there is not taken for the member.
    func testOtherLayoutsAreDecodedWholeAndAreNotMisread() throws {
        let compact = Data(#"{"formatVersion":1,"files":["a.json","b\/c.json"],"extra":{"files":[]}}"#.utf8)
        XCTAssertEqual(Head(compact)?.files, [.string("a.json"), .string("b/c.json")])
        // Laid out as the writer does, but with an escaped name and an empty list: still the members' values.
        let escaped = Data("{\n  \"files\" : [\n    \"caf\\u00e9.json\"\n  ],\n  \"formatVersion\" : 1\n}\n".utf8)
        XCTAssertEqual(Head(escaped)?.files, [.string("café.json")])
        XCTAssertEqual(Head(escaped)?.formatVersion, try decodedWhole(escaped).formatVersion)
        let empty = Data("{\n  \"files\" : [\n\n  ],\n  \"formatVersion\" : 1\n}\n".utf8)
        XCTAssertEqual(Head(empty)?.files, [])
        // `files` twice at the top level's indent: not trusted by bytes, and JSON's last value wins when decoded.
        let twice = Data(
            "{\n  \"files\" : [\n    \"a\"\n  ],\n  \"files\" : [\n    \"b\"\n  ],\n  \"formatVersion\" : 1\n}\n".utf8)
        XCTAssertEqual(Head(twice)?.files, try decodedWhole(twice).files)
        // Not an array where the list should be: the bytes are not read as one.
        let scalar = Data("{\n  \"files\" : 3,\n  \"formatVersion\" : 1,\n  \"other\" : [\n    \"x\"\n  ]\n}\n".utf8)
        XCTAssertNil(Head(scalar))
        XCTAssertNil(Head(Data("{\n  \"formatVersion\" : 1\n}\n".utf8)))
        XCTAssertNil(Head(Data("not json".utf8)))
    }

    /// A folder holding a file its manifest does not list is not an index, whichever way the manifest is read.
    func testAFolderWithAFileTheManifestDoesNotListIsNotReplaceable() throws {
        let scratch = try ScratchFolder()
        let output = scratch.url.appendingPathComponent("index")
        try IndexWriter().write(contents(title: "Первый"), to: output)
        try scratch.write("index/notes.txt", "mine")
        XCTAssertFalse(IndexDestination.isReplaceable(folder: output))
        XCTAssertNotNil(IndexDestination.problem(with: output))
    }
}
