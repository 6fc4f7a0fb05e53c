import DocumentModel
import XCTest

final class ParallelMapTests: XCTestCase {
    /// Results come back in index order whatever thread finished first, and nothing is mapped for no items.
    func testKeepsIndexOrder() {
        let squares = ParallelMap.map(count: 1000, jobs: 4) { $0 * $0 }
        XCTAssertEqual(squares, (0..<1000).map { $0 * $0 })
        XCTAssertEqual(ParallelMap.map(count: 0, jobs: 4) { $0 }, [])
        XCTAssertEqual(ParallelMap.map(count: 3, jobs: 1) { $0 + 1 }, [1, 2, 3])
    }
}
