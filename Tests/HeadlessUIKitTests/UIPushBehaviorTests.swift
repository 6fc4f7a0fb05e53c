import XCTest
import HeadlessUIKit

final class UIPushBehaviorTests: DynamicsTestCase {
    /// Magnitude 1 on a 100×100 item of density 1 (mass 1): Δv = 100 points/s; a 50×50 item (mass 0.25): 400.
    func testInstantaneousPushGivesDocumentedVelocityChange() {
        let big = makeView(CGRect(x: 0, y: 0, width: 100, height: 100))
        let small = makeView(CGRect(x: 200, y: 0, width: 50, height: 50))
        let animator = UIDynamicAnimator(referenceView: reference)
        let push = UIPushBehavior(items: [big, small], mode: .instantaneous)
        push.pushDirection = CGVector(dx: 1, dy: 0)
        animator.addBehavior(push)
        let itemBehavior = UIDynamicItemBehavior(items: [big, small])
        animator.addBehavior(itemBehavior)
        SimulationClock.shared.step()
        XCTAssertEqual(itemBehavior.linearVelocity(for: big).x, 100, accuracy: 1e-6)
        XCTAssertEqual(itemBehavior.linearVelocity(for: small).x, 400, accuracy: 1e-6)
        XCTAssertFalse(push.active, "an instantaneous push deactivates after acting")
        SimulationClock.shared.step()
        XCTAssertEqual(itemBehavior.linearVelocity(for: big).x, 100, accuracy: 1e-6)
    }

    func testContinuousPushAcceleratesAt100PointsPerSecondSquared() {
        let view = makeView(CGRect(x: 0, y: 0, width: 100, height: 100))
        let animator = UIDynamicAnimator(referenceView: reference)
        let push = UIPushBehavior(items: [view], mode: .continuous)
        push.setAngle(0, magnitude: 1)
        animator.addBehavior(push)
        let itemBehavior = UIDynamicItemBehavior(items: [view])
        animator.addBehavior(itemBehavior)
        SimulationClock.shared.run(for: 1)
        XCTAssertEqual(itemBehavior.linearVelocity(for: view).x, 100, accuracy: 1e-6)
    }
}
