import Alignment
import DocumentModel
import Foundation
@testable import Indexing
import XCTest

final class CompactCodingTests: XCTestCase {
    struct Everything: Codable, Equatable {
        var text: String
        var small: Int8
        var negative: Int
        var large: UInt64
        var ratio: Double
        var flag: Bool
        var missing: String?
        var present: Int?
        var list: [[Int?]]
        var table: [String: Int]
        var language: Language
    }

    func testValuesRoundTripAndEqualValuesHaveEqualBytes() throws {
        let value = Everything(
            text: "Ньютон 中文 \u{0}", small: -128, negative: Int.min, large: UInt64.max, ratio: -0.1,
            flag: true, missing: nil, present: 0, list: [[1, nil, -3], []],
            table: ["b": 2, "a": 1, "c": 3], language: .hi)
        let bytes = try CompactCoding.encode(value)
        XCTAssertEqual(try CompactCoding.decode(Everything.self, from: bytes), value)
        var reordered = value
        reordered.table = Dictionary(uniqueKeysWithValues: value.table.sorted { $0.key > $1.key })
        XCTAssertEqual(try CompactCoding.encode(reordered), bytes, "keys are written sorted")
    }

    func testEveryPageAnalysisOfTheShippedCorpusRoundTrips() throws {
        let folder = try ScratchFolder()
        try folder.copyShippedCorpus(to: "corpus")
        let contents = IndexPipeline().ingest(CorpusScanner().scan(root: folder.url.appendingPathComponent("corpus")))
        XCTAssertEqual(contents.pages.count, 5)
        for page in contents.pages {
            let bytes = try CompactCoding.encode(page)
            XCTAssertEqual(try CompactCoding.decode(PageAnalysis.self, from: bytes), page, page.document.path)
            // What the cache's pack stores: the same bytes.
            XCTAssertEqual(Data(try AnalysisCache.encode(page)), bytes, page.document.path)
            XCTAssertLessThan(bytes.count, try JSONEncoder().encode(page).count)
        }
    }

    /// Every stored property of a topic summary survives `topics.bin` (its codec lists them by hand).
    func testEveryTopicSummaryOfTheShippedCorpusRoundTrips() throws {
        let folder = try ScratchFolder()
        let summaries = try shippedTopicSummaries(in: folder)
        XCTAssertEqual(summaries.count, 3)
        XCTAssertTrue(summaries.allSatisfy { !$0.relatedDigest.isEmpty && !$0.key.isEmpty })
        let bytes = try CompactCoding.encode(summaries)
        XCTAssertEqual(try CompactCoding.decode([TopicSummary].self, from: bytes), summaries)
    }

    func testDamagedBytesThrowInsteadOfTrapping() throws {
        let value = Everything(
            text: "abc", small: 1, negative: -5, large: 300, ratio: 2.5, flag: false, missing: "x",
            present: nil, list: [[1]], table: ["k": 1], language: .en)
        let bytes = try CompactCoding.encode(value)
        for length in 0..<bytes.count {
            XCTAssertThrowsError(try CompactCoding.decode(Everything.self, from: bytes.prefix(length)), "cut at \(length)")
        }
        var flipped = bytes
        for index in flipped.indices {
            flipped[index] ^= 0xFF
            _ = try? CompactCoding.decode(Everything.self, from: flipped)  // must not trap
            flipped[index] ^= 0xFF
        }
        XCTAssertThrowsError(try CompactCoding.decode(Everything.self, from: Data("{\"document\":".utf8)))
    }
}
