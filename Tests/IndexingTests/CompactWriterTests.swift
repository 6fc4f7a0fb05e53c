import Alignment
import DocumentModel
import Foundation
import SampleAnalysis
import XCTest

@testable import Indexing

/// A page's analysis must write the bytes of its `Encodable` encoding, which defines the cache's format, and read
/// back as the value it was, from those bytes and from the decoder's.
final class CompactWriterTests: XCTestCase {
    func assertWritesItsEncoding<T: CompactCodable & Equatable>(
        _ value: T, _ label: String, file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let expected = try CompactCoding.encodeThroughEncodable(value)
        let written = try CompactCoding.encode(value)
        XCTAssertEqual(written, expected, label, file: file, line: line)
        XCTAssertEqual(try CompactCoding.decode(T.self, from: written), value, label, file: file, line: line)
        XCTAssertEqual(try CompactCoding.decodeThroughDecodable(T.self, from: written), value, label, file: file, line: line)
    }

    /// The pages of `writeGeneratedCorpus`: the shipped corpus and generated Markdown pages in several languages.
    nonisolated(unsafe) private static var pages: [PageAnalysis]?

    func analysedPages() throws -> [PageAnalysis] {
        if let pages = Self.pages { return pages }
        let folder = try ScratchFolder()
        try writeGeneratedCorpus(in: folder, pages: 12)
        let pages = IndexPipeline().ingest(CorpusScanner().scan(root: folder.url.appendingPathComponent("corpus"))).pages
        Self.pages = pages
        return pages
    }

    func testEveryPageOfACorpusIsWrittenAsEncodedAndReadBack() throws {
        let pages = try analysedPages()
        XCTAssertGreaterThan(pages.count, 12)
        XCTAssertTrue(pages.contains { $0.samples.contains { $0.era != nil } }, "Swift samples with an era")
        XCTAssertTrue(pages.contains { !$0.findings.isEmpty }, "pages with findings")
        for page in pages { try assertWritesItsEncoding(page, page.document.path) }
    }

    func testTopicSummariesAndTopicsAreWrittenAsEncodedAndReadBack() throws {
        let analysis = CorpusAnalysis(pages: try analysedPages())
        XCTAssertGreaterThan(analysis.topicSummaries.count, 3)
        XCTAssertTrue(analysis.topicSummaries.contains { $0.alignment.groups.contains { $0.members.count > 1 } })
        try assertWritesItsEncoding(analysis.topicSummaries, "the summaries")
        // Summaries hold no related links; the result's topics do.
        XCTAssertTrue(analysis.alignment.groups.contains { !$0.related.isEmpty })
        for topic in analysis.alignment.topics { try assertWritesItsEncoding(topic, topic.topic) }
        var summary = analysis.topicSummaries[0]
        summary.alignment.groups[0].members[0].score = nil
        summary.alignment.groups[0].members[0].statusReason = "stale: \"quoted\" Ньютон"
        summary.terms = []
        summary.counts = []
        summary.weights = []
        try assertWritesItsEncoding(summary, "optionals flipped, no terms")
        summary.terms = ["UIView"]
        XCTAssertThrowsError(
            try CompactCoding.decode(TopicSummary.self, from: CompactCoding.encode(summary)), "lists of different lengths")
    }

    /// Every optional empty, then every optional set, on values the corpus does not hold.
    func testEmptyAndMissingMembers() throws {
        let awkward = "Ньютон 中文 😀 \u{0}\n\"quoted\""
        var page = try XCTUnwrap(try analysedPages().first { $0.samples.contains { $0.hint != nil && $0.era != nil } })
        let range = SourceRange(file: awkward, firstLine: 1, lastLine: -1, byteStart: 0, byteEnd: Int.max)

        page.document.declaredLanguage = nil
        page.document.diagnostics = [Diagnostic(.note, file: awkward, "no line")]
        page.document.sections.insert(Section(heading: nil, level: 0, blocks: []), at: 0)
        page.document.sections[0].blocks = [Block(kind: .prose, text: awkward, range: range)]
        page.samples[0].era = nil
        page.samples[0].hint = nil
        page.samples[0].symbols = SampleSymbols()
        page.samples[0].language.lines = []
        page.findings = [
            SampleFinding(category: .unknownMethod, severity: .note, file: awkward, line: 0, sampleIDs: [], message: "")
        ]
        try assertWritesItsEncoding(page, "nothing optional")

        page.document.declaredLanguage = .hi
        page.document.diagnostics = [Diagnostic(.error, file: "a.md", line: 3, column: 9, awkward)]
        page.document.sections[0].heading = Block(
            kind: .heading, text: awkward, range: range, language: .zh, headingLevel: 6,
            codeHint: CodeHint(raw: awkward, normalized: "", range: range))
        page.samples[0].era = Decision(.swift3, rule: awkward, reason: "", lines: [Int.min, 0, Int.max])
        page.samples[0].hint = CodeHint(raw: "objc", normalized: "objective-c", range: nil)
        page.samples[0].symbols.constants = [
            SampleConstant(key: "alpha", value: "0.5", number: -0.0, line: 3, source: awkward),
            SampleConstant(key: "text", value: "red", number: nil, line: 6, source: "")
        ]
        page.findings[0].subject = awkward
        page.findings[0].diff = ["- a", "+ b"]
        try assertWritesItsEncoding(page, "every optional")

        // Many values: headers longer than the three bytes kept for them.
        page.document.sections[0].blocks = Array(repeating: page.document.sections[0].blocks[0], count: 300)
        page.samples[0].symbols.declared = (0..<200).map { "name\($0)" }
        try assertWritesItsEncoding(page, "long containers")
    }

    struct RangeWithMore: Codable {
        var byteEnd = 9, byteStart = 1, comment = "a key no reader asks for", file = "a.md", firstLine = 2
        var aaa: [Int] = [1, 2]
        var lastLine = 3
        var zzz = ["trailing": true]
    }

    struct RangeWithoutLastLine: Codable {
        var byteEnd = 9, byteStart = 1, file = "a.md", firstLine = 2
    }

    func testKeysNobodyAsksForAreSkippedAndAMissingOneIsAnError() throws {
        let more = try CompactCoding.encodeThroughEncodable(RangeWithMore())
        XCTAssertEqual(
            try CompactCoding.decode(SourceRange.self, from: more),
            SourceRange(file: "a.md", firstLine: 2, lastLine: 3, byteStart: 1, byteEnd: 9))
        let fewer = try CompactCoding.encodeThroughEncodable(RangeWithoutLastLine())
        XCTAssertThrowsError(try CompactCoding.decode(SourceRange.self, from: fewer))
    }

    func testDamagedBytesThrowInsteadOfTrapping() throws {
        // A page cut down to a few of each thing (every prefix of it is read: quadratic in its size).
        var page = try XCTUnwrap(try analysedPages().first { !$0.samples.isEmpty && !$0.findings.isEmpty })
        page.document.sections = Array(page.document.sections.prefix(2))
        page.samples = Array(page.samples.prefix(1))
        page.findings = Array(page.findings.prefix(1))
        page.twins = Array(page.twins.prefix(1))
        let bytes = try CompactCoding.encode(page)
        XCTAssertLessThan(bytes.count, 8_000)
        for length in 0..<bytes.count {
            XCTAssertThrowsError(try CompactCoding.decode(PageAnalysis.self, from: bytes.prefix(length)), "cut at \(length)")
        }
        XCTAssertThrowsError(try CompactCoding.decode(PageAnalysis.self, from: bytes + [0]), "a byte after the value")
        var flipped = bytes
        for index in flipped.indices {
            flipped[index] ^= 0xFF
            _ = try? CompactCoding.decode(PageAnalysis.self, from: flipped)  // must not trap
            flipped[index] ^= 0xFF
        }
    }
}
