import XCTest
@testable import HeadlessUIKit

/// `DispatchQueue.main.asyncAfter` (the page's `dispatch_after` on the main queue) fires on simulated time.
final class MainQueueAsyncAfterTests: AppModelTestCase {
    func testMainQueueAsyncAfterFiresAfterTheDelayInSimulatedSeconds() {
        var firedAt: TimeInterval?
        DispatchQueue.main.asyncAfter(deadline: .now() + 1.0) { firedAt = self.clock.now }
        clock.run(for: 0.9)
        XCTAssertNil(firedAt, "not before one simulated second")
        clock.run(for: 0.2)
        let time = try? XCTUnwrap(firedAt)
        XCTAssertEqual(time ?? -1, 1.0, accuracy: 1.5 / 60)
    }

    func testMainQueueAsyncAfterCanRemoveADynamicBehavior() {
        let reference = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let item = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        reference.addSubview(item)
        let animator = UIDynamicAnimator(referenceView: reference)
        let snap = UISnapBehavior(item: item, snapTo: CGPoint(x: 200, y: 200))
        animator.addBehavior(snap)
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { animator.removeBehavior(snap) }
        clock.run(for: 0.4)
        XCTAssertEqual(animator.behaviors.count, 1)
        clock.run(for: 0.2)
        XCTAssertTrue(animator.behaviors.isEmpty, "the snap is removed half a simulated second later")
    }
}
