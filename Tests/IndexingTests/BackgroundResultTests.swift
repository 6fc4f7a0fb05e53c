import DocumentModel
import Foundation
@testable import Indexing
import XCTest

final class BackgroundResultTests: XCTestCase {
    func testTheWorkRunsWhileTheCallerGoesOnAndItsValueIsReturnedEveryTime() {
        let started = DispatchSemaphore(value: 0), release = DispatchSemaphore(value: 0)
        let result = BackgroundResult<[Int]> {
            started.signal()
            release.wait()  // holds until the caller has gone on: it runs on a thread of its own
            return Array(0..<1000)
        }
        XCTAssertEqual(started.wait(timeout: .now() + 10), .success)
        release.signal()
        XCTAssertEqual(result.value(), Array(0..<1000))
        XCTAssertEqual(result.value().count, 1000)
    }

    /// Threads that wait for the value at the same time all get it (none waits for a signal another took).
    func testThreadsWaitingAtOnceAllGetTheValue() {
        final class Values: @unchecked Sendable { var got: [Int] = [] }
        let release = DispatchSemaphore(value: 0), finished = DispatchSemaphore(value: 0)
        let result = BackgroundResult<Int> {
            release.wait()
            return 7
        }
        let values = Values()
        Thread {
            values.got = ParallelMap.map(count: 4, jobs: 4) { _ in result.value() }
            finished.signal()
        }.start()
        Thread.sleep(forTimeInterval: 0.05)  // the four are waiting by now
        release.signal()
        XCTAssertEqual(finished.wait(timeout: .now() + 10), .success)
        XCTAssertEqual(values.got, [7, 7, 7, 7])
    }
}
