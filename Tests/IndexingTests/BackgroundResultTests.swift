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
}
