import XCTest
@testable import HeadlessUIKit

final class ClockDispatchTests: AppModelTestCase {
    func testMainQueueAsyncAfterRunsOnTheSimulatedClock() {
        var firedAt: TimeInterval?
        DispatchQueue.main.asyncAfter(deadline: .now() + 1.0) {
            firedAt = SimulationClock.shared.now
        }
        clock.run(for: 0.99)
        XCTAssertNil(firedAt)
        clock.run(for: 0.02)
        XCTAssertEqual(firedAt ?? -1, 1.0, accuracy: 1e-9)
    }

    func testMainQueueAsyncRunsOnTheNextTurnInOrder() {
        var log: [Int] = []
        DispatchQueue.main.async { log.append(1) }
        DispatchQueue.main.async { log.append(2) }
        XCTAssertEqual(log, [])
        clock.step()
        XCTAssertEqual(log, [1, 2])
    }

    func testOtherQueuesKeepDispatchBehaviour() {
        let done = DispatchSemaphore(value: 0)
        DispatchQueue.global().async { done.signal() }
        XCTAssertEqual(done.wait(timeout: .now() + 5), .success)
        DispatchQueue.global().asyncAfter(deadline: .now() + 0.01) { done.signal() }
        XCTAssertEqual(done.wait(timeout: .now() + 5), .success)
    }
}
