import DocumentModel
import XCTest

final class TakeOnceTests: XCTestCase {
    func testEachValueIsTakenOnceAndThenFreed() {
        final class Tracked: Sendable {}
        weak var watched: Tracked?
        let values: TakeOnce<[Tracked]> = {
            let tracked = Tracked()
            watched = tracked
            return TakeOnce([[tracked], nil, [Tracked()]])
        }()
        XCTAssertEqual(values.count, 3)
        XCTAssertNil(values.take(1))
        do {
            let taken = values.take(0)
            XCTAssertEqual(taken?.count, 1)
            XCTAssertNotNil(watched, "held by its taker")
        }
        XCTAssertNil(watched, "freed once its taker is done, while the others are still held")
        XCTAssertNil(values.take(0), "a value is taken once")
        XCTAssertEqual(values.take(2)?.count, 1)
    }

    func testParallelTakersEachGetTheirOwnIndex() {
        let values = TakeOnce((0..<500).map { Optional($0) })
        let taken = ParallelMap.map(count: 500, jobs: 4) { values.take($0) }
        XCTAssertEqual(taken, (0..<500).map { Optional($0) })
        XCTAssertTrue((0..<500).allSatisfy { values.take($0) == nil })
    }
}
