import Alignment
import Foundation
import XCTest

@testable import Indexing

final class TopicSummaryCacheTests: XCTestCase {
    /// The file holds the summaries one by one: every one comes back, and a file cut short, or written as one list
    /// (the format before), reads as none (the run then aligns every topic).
    func testSummariesComeBackAndADamagedOrOlderFileReadsAsNone() throws {
        let folder = try ScratchFolder()
        let summaries = try shippedTopicSummaries(in: folder)
        XCTAssertEqual(summaries.count, 3)

        let cache = folder.url.appendingPathComponent("cache")
        try FileManager.default.createDirectory(at: cache, withIntermediateDirectories: true)
        let file = try TopicSummaryCache.write(summaries, into: cache)
        XCTAssertNoThrow(try TopicSummaryCache.summaries(in: [UInt8](try Data(contentsOf: file))))
        let read = TopicSummaryCache.read(from: cache)
        XCTAssertEqual(read.count, 3)
        for summary in summaries { XCTAssertEqual(read[summary.alignment.topic], summary) }

        let bytes = [UInt8](try Data(contentsOf: file))
        for cut in [TopicSummaryCache.magic.count - 1, TopicSummaryCache.magic.count + 1, bytes.count - 1] {
            XCTAssertThrowsError(try TopicSummaryCache.summaries(in: Array(bytes.prefix(cut))), "cut at \(cut)")
        }
        try CompactCoding.encode(summaries).write(to: file)
        XCTAssertTrue(TopicSummaryCache.read(from: cache).isEmpty)
    }
}
