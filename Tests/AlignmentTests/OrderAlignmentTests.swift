import Alignment
import XCTest

final class OrderAlignmentTests: XCTestCase {
    func testChainKeepsOrderAndLeavesTheMovedLinkOut() {
        // Groups 0...3 matched to sections; group 0 ("remarks") stands last in the other page.
        let candidates: [OrderAlignment.Candidate] = [
            .init(row: 0, column: 3, weight: 0.9), .init(row: 1, column: 0, weight: 0.8),
            .init(row: 2, column: 1, weight: 0.8), .init(row: 3, column: 2, weight: 0.7)
        ]
        XCTAssertEqual(OrderAlignment.increasingChain(candidates), [1, 2, 3])
    }

    func testChainPrefersTheHeavierOfTwoCrossingLinks() {
        let candidates: [OrderAlignment.Candidate] = [
            .init(row: 0, column: 1, weight: 0.4), .init(row: 1, column: 0, weight: 0.9)
        ]
        XCTAssertEqual(OrderAlignment.increasingChain(candidates), [1])
        XCTAssertEqual(OrderAlignment.increasingChain([]), [])
    }

    func testMonotonicMatchSkipsWhatFallsBelowTheThreshold() {
        // Rows: A B C; columns: A C (B was dropped). Scores are high on the diagonal of what matches.
        let scores: [[Double]] = [[0.9, 0.1], [0.2, 0.3], [0.1, 0.8]]
        let pairs = OrderAlignment.monotonicMatch(rows: 3, columns: 2, threshold: 0.4) { scores[$0][$1] }
        XCTAssertEqual(pairs.map(\.row), [0, 2])
        XCTAssertEqual(pairs.map(\.column), [0, 1])
    }

    func testMonotonicMatchNeverCrosses() {
        let scores: [[Double]] = [[0.5, 0.9], [0.9, 0.5]]
        let pairs = OrderAlignment.monotonicMatch(rows: 2, columns: 2, threshold: 0.4) { scores[$0][$1] }
        XCTAssertEqual(pairs.count, 1, "either the crossing pair or the diagonal, never both crossings")
        XCTAssertEqual(OrderAlignment.monotonicMatch(rows: 0, columns: 3, threshold: 0.4) { _, _ in 1 }.count, 0)
    }
}
