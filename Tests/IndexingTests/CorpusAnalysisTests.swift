@testable import Indexing
import XCTest

final class CorpusAnalysisTests: XCTestCase {
    func testOnePageWithHalfOrMoreOfManySamplesDominates() {
        // The 30 MB page of issue 25: one page, thousands of samples. The report then runs after alignment.
        XCTAssertTrue(CorpusAnalysis.oneDominantPage([5_000]))
        XCTAssertTrue(CorpusAnalysis.oneDominantPage([3, 1_000, 997]))
    }

    func testACollectionOfOrdinaryPagesDoesNotDominate() {
        // A collection: the report keeps running beside alignment.
        XCTAssertFalse(CorpusAnalysis.oneDominantPage(Array(repeating: 4, count: 3_500)))
        XCTAssertFalse(CorpusAnalysis.oneDominantPage([999, 1_000, 2]))
    }

    func testFewSamplesNeverDominate() {
        // The shipped corpus: a page may hold most of its samples, but too few for the overlap to cost memory.
        XCTAssertFalse(CorpusAnalysis.oneDominantPage([40, 3, 2]))
        XCTAssertFalse(CorpusAnalysis.oneDominantPage([]))
    }
}
