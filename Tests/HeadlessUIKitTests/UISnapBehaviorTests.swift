import XCTest
import HeadlessUIKit

final class UISnapBehaviorTests: DynamicsTestCase {
    final class PauseWatcher: UIDynamicAnimatorDelegate {
        var pauses = 0, resumes = 0
        func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) { pauses += 1 }
        func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator) { resumes += 1 }
    }

    func testSnapConvergesToItsPointAndThePauses() {
        let view = makeView(CGRect(x: 20, y: 20, width: 60, height: 60))
        view.transform = CGAffineTransform(rotationAngle: 0.5)
        let animator = UIDynamicAnimator(referenceView: reference)
        let watcher = PauseWatcher()
        animator.delegate = watcher
        let snap = UISnapBehavior(item: view, snapTo: CGPoint(x: 300, y: 500))
        XCTAssertEqual(snap.damping, 0.5)
        animator.addBehavior(snap)
        XCTAssertTrue(SimulationClock.shared.run(until: { !animator.isRunning }, limit: 10))
        XCTAssertEqual(view.center.x, 300, accuracy: 0.5)
        XCTAssertEqual(view.center.y, 500, accuracy: 0.5)
        XCTAssertEqual(atan2(view.transform.b, view.transform.a), 0, accuracy: 0.02)
        XCTAssertEqual(watcher.pauses, 1)
        snap.snapPoint = CGPoint(x: 100, y: 100)
        XCTAssertTrue(animator.isRunning)
        XCTAssertEqual(watcher.resumes, 1)
        SimulationClock.shared.run(for: 4)
        XCTAssertEqual(view.center.x, 100, accuracy: 0.5)
    }
}
