import Alignment
import DocumentModel
import Foundation
import SampleAnalysis
import XCTest

@testable import Indexing

/// Each type that writes its own JSON must give the bytes of its `Encodable` encoding, which defines the layout.
final class PrettyJSONWriterTests: XCTestCase {
    func assertWritesItsEncoding<T: PrettyJSONWritable>(
        _ value: T, _ label: String, file: StaticString = #filePath, line: UInt = #line
    ) throws {
        for depth in [0, 2] {
            var json = PrettyJSONWriter(depth: depth)
            try value.write(to: &json)
            let expected = try PrettyJSONEncoder.encodeThroughEncodable(value, depth: depth)
            XCTAssertEqual(
                String(decoding: json.bytes, as: UTF8.self), String(decoding: expected, as: UTF8.self),
                "\(label) at depth \(depth)", file: file, line: line)
            // And `encode`, which the index calls, takes the writer.
            XCTAssertEqual(try PrettyJSONEncoder.encode(value, depth: depth), json.bytes, label, file: file, line: line)
        }
    }

    /// The pages of `writeGeneratedCorpus` (the shipped corpus and generated Markdown pages in several languages)
    /// with their samples and section groups, analysed once for the three tests.
    nonisolated(unsafe) private static var analysed: (contents: IndexContents, analysis: CorpusAnalysis)?

    func analysedCorpus() throws -> (contents: IndexContents, analysis: CorpusAnalysis) {
        if let analysed = Self.analysed { return analysed }
        let folder = try ScratchFolder()
        try writeGeneratedCorpus(in: folder, pages: 12)
        let contents = IndexPipeline().ingest(CorpusScanner().scan(root: folder.url.appendingPathComponent("corpus")))
        let analysed = (contents, CorpusAnalysis(pages: contents.pageAnalyses()))
        Self.analysed = analysed
        return analysed
    }

    func testEveryRecordSampleAndTopicOfACorpusIsWrittenAsEncoded() throws {
        let (contents, analysis) = try analysedCorpus()
        XCTAssertGreaterThan(contents.documents.count, 12)
        XCTAssertGreaterThan(analysis.samples.samples.count, 40)
        XCTAssertTrue(analysis.samples.samples.contains { $0.era != nil }, "the corpus has Swift samples with an era")
        XCTAssertTrue(analysis.samples.samples.contains { !$0.symbols.constants.isEmpty })
        for document in contents.documents { try assertWritesItsEncoding(DocumentRecord(document), document.path) }
        for sample in analysis.samples.samples { try assertWritesItsEncoding(sample, sample.id) }
        XCTAssertTrue(analysis.alignment.groups.contains { !$0.related.isEmpty }, "some groups have related links")
        for topic in analysis.alignment.topics { try assertWritesItsEncoding(topic, topic.topic) }
        // The manifest's records, as the writer makes them.
        var withAlignment = contents
        try AlignmentRecords.add(analysis.alignment, to: &withAlignment)
        XCTAssertNil(withAlignment.manifestEntries["alignment"], "written with the manifest, not held encoded")
        let entry = try XCTUnwrap(withAlignment.writtenManifestEntries["alignment"] as? AlignmentRecords.ManifestEntry)
        try assertWritesItsEncoding(entry, "the manifest's alignment entry, record by record")
        try assertWritesItsEncoding(entry.summary, "the manifest's alignment entry")
        let folder = try ScratchFolder()
        let file = folder.url.appendingPathComponent("manifest.json")
        try IndexWriter().writeManifest(withAlignment, files: [], to: file)
        let manifest = try Data(contentsOf: file)
        // Written member by member: the bytes of encoding it whole.
        XCTAssertEqual(
            String(decoding: manifest, as: UTF8.self),
            String(decoding: try IndexJSON.encode(try JSONDecoder().decode(JSONValue.self, from: manifest)), as: UTF8.self))
        let decoded = try JSONDecoder().decode(Manifest.self, from: manifest)
        XCTAssertEqual(try IndexJSON.member(XCTUnwrap(decoded.alignment)), try IndexJSON.member(entry.summary))
        let entries = decoded.documents
        XCTAssertEqual(entries.count, contents.documents.count)
        try assertWritesItsEncoding(entries, "the manifest's documents")
    }

    struct Manifest: Decodable {
        var documents: [IndexWriter.DocumentEntry]
        var alignment: AlignmentRecords.AlignmentSummary?
    }

    /// Optionals left out, empty arrays, escapes and numbers of every shape, on values the corpus does not hold.
    func testEmptyAndMissingMembersAndEscapes() throws {
        let (contents, analysis) = try analysedCorpus()
        let awkward = "tab\there \"quoted\" back\\slash /slash \u{1}\u{1f}\n é 日本 😀"
        var sample = try XCTUnwrap(analysis.samples.samples.first { $0.era != nil && $0.hint != nil })
        try assertWritesItsEncoding(sample, "as found")
        sample.era = nil
        sample.hint = nil
        sample.text = awkward
        sample.symbols = SampleSymbols(
            frameworkTypes: [], calls: [], declared: [], undeclared: [], imports: [], constants: [], declaredTypes: [],
            selectors: [])
        sample.language.lines = []
        try assertWritesItsEncoding(sample, "nothing optional, nothing found")
        sample.symbols.constants = [
            SampleConstant(key: "alpha", value: "0.5", number: 0.1, line: 3, source: awkward),
            SampleConstant(key: "big", value: "1e21", number: 1e21, line: 4, source: ""),
            SampleConstant(key: "negative", value: "-2", number: -2, line: 5, source: "x"),
            SampleConstant(key: "text", value: "red", number: nil, line: 6, source: "x")
        ]
        sample.hint = CodeHint(raw: awkward, normalized: "swift", range: nil)
        try assertWritesItsEncoding(sample, "numbers and a hint without a range")

        var record = DocumentRecord(
            try XCTUnwrap(contents.documents.first { $0.sections.count > 1 && !$0.sections[1].allBlocks.isEmpty }))
        record.declaredLanguage = nil
        record.title = awkward
        record.sections[0].firstLine = nil
        record.sections[0].lastLine = nil
        record.sections[0].blocks = []
        if record.sections.count > 1, !record.sections[1].blocks.isEmpty {
            record.sections[1].blocks[0].headingLevel = nil
            record.sections[1].blocks[0].language = nil
            record.sections[1].blocks[0].hint = DocumentRecord.HintEntry(raw: awkward, normalized: "", line: nil)
        }
        record.diagnostics = [Diagnostic(.warning, file: "a/b.md", line: 3, awkward)]
        try assertWritesItsEncoding(record, "a record with nothing optional")
        record.declaredLanguage = .ru
        record.sections[0].firstLine = 1
        record.sections[0].lastLine = 9
        if record.sections.count > 1, !record.sections[1].blocks.isEmpty {
            record.sections[1].blocks[0].headingLevel = 3
            record.sections[1].blocks[0].language = .zh
            record.sections[1].blocks[0].hint = DocumentRecord.HintEntry(raw: "Swift", normalized: "swift", line: 7)
        }
        try assertWritesItsEncoding(record, "a record with every optional")
        record.sections = []
        try assertWritesItsEncoding(record, "a record without sections")

        var topic = try XCTUnwrap(analysis.alignment.topics.first { $0.groups.first?.members.count ?? 0 > 1 })
        XCTAssertNotNil(topic.groups[0].members[0].score)
        topic.groups[0].members[0].score = nil
        topic.groups[0].members[0].statusReason = nil
        topic.groups[0].members[0].reasons = []
        topic.groups[0].title = awkward
        topic.groups[0].related = []
        try assertWritesItsEncoding(topic, "a member without a score")
        topic.groups[0].members[0].score = 0.125
        topic.groups[0].members[0].statusReason = awkward
        topic.groups[0].members[0].reasons = [awkward, ""]
        try assertWritesItsEncoding(topic, "a member with every optional")
        topic.groups = []
        topic.coverage.rows = []
        topic.documents = []
        try assertWritesItsEncoding(topic, "a topic with nothing in it")
    }

    func testANonFiniteScoreIsAnError() throws {
        let (_, analysis) = try analysedCorpus()
        var topic = try XCTUnwrap(analysis.alignment.topics.first { $0.groups.contains { $0.members.count > 1 } })
        let group = try XCTUnwrap(topic.groups.firstIndex { $0.members.contains { $0.score != nil } })
        let member = try XCTUnwrap(topic.groups[group].members.firstIndex { $0.score != nil })
        topic.groups[group].members[member].score = .nan
        XCTAssertThrowsError(try PrettyJSONEncoder.encode(topic))
        XCTAssertThrowsError(try PrettyJSONEncoder.encodeThroughEncodable(topic))
    }
}
