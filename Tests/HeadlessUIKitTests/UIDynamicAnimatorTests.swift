import XCTest
import HeadlessUIKit

/// The corpus's custom item: it maps the animator's `center` onto another item's bounds size.
protocol ResizableDynamicItem: UIDynamicItem {
    var bounds: CGRect { get set }
}
extension UIView: ResizableDynamicItem {}

final class PositionToBoundsMapping: NSObject, UIDynamicItem {
    var target: ResizableDynamicItem
    init(target: ResizableDynamicItem) { self.target = target; super.init() }
    var bounds: CGRect { target.bounds }
    var center: CGPoint {
        get { CGPoint(x: target.bounds.width, y: target.bounds.height) }
        set { target.bounds = CGRect(x: 0, y: 0, width: newValue.x, height: newValue.y) }
    }
    var transform: CGAffineTransform {
        get { target.transform }
        set { target.transform = newValue }
    }
}

final class UIDynamicAnimatorTests: DynamicsTestCase {
    func testBoundsMappingWrapperIsDrivenAndSpringsBack() {
        let button = makeView(CGRect(x: 100, y: 100, width: 100, height: 50))
        let mapping = PositionToBoundsMapping(target: button)
        let animator = UIDynamicAnimator(referenceView: reference)
        let attachment = UIAttachmentBehavior(item: mapping, attachedToAnchor: mapping.center)
        attachment.frequency = 2
        attachment.damping = 0.3
        animator.addBehavior(attachment)
        let push = UIPushBehavior(items: [mapping], mode: .instantaneous)
        push.angle = .pi / 4
        push.magnitude = 2
        animator.addBehavior(push)
        var largest: CGFloat = 0
        for _ in 0..<30 { SimulationClock.shared.step(); largest = max(largest, button.bounds.width) }
        XCTAssertGreaterThan(largest, 110, "the push grows the button through the wrapper's centre")
        XCTAssertTrue(SimulationClock.shared.run(until: { !animator.isRunning }, limit: 15))
        XCTAssertEqual(button.bounds.width, 100, accuracy: 0.5)
        XCTAssertEqual(button.bounds.height, 50, accuracy: 0.5)
    }

    func testRunningElapsedTimeActionsAndItemsInRect() {
        let view = makeView(CGRect(x: 0, y: 0, width: 50, height: 50))
        let animator = UIDynamicAnimator(referenceView: reference)
        XCTAssertFalse(animator.isRunning)
        let gravity = UIGravityBehavior(items: [view])
        var actions = 0
        gravity.action = { actions += 1 }
        animator.addBehavior(gravity)
        XCTAssertTrue(animator.isRunning)
        XCTAssertTrue(gravity.dynamicAnimator === animator)
        SimulationClock.shared.run(for: 0.5)
        XCTAssertEqual(actions, 30)
        XCTAssertEqual(animator.elapsedTime, 0.5, accuracy: 1e-9)
        XCTAssertEqual(animator.items(in: CGRect(x: 0, y: 100, width: 100, height: 100)).count, 1)
        XCTAssertEqual(animator.items(in: CGRect(x: 300, y: 0, width: 10, height: 10)).count, 0)
        animator.removeAllBehaviors()
        XCTAssertNil(gravity.dynamicAnimator)
        SimulationClock.shared.step()
        XCTAssertFalse(animator.isRunning)
    }

    func testUpdateItemUsingCurrentStateTeleports() {
        let view = makeView(CGRect(x: 0, y: 0, width: 50, height: 50))
        let animator = UIDynamicAnimator(referenceView: reference)
        animator.addBehavior(UIGravityBehavior(items: [view]))
        SimulationClock.shared.run(for: 0.5)
        view.center = CGPoint(x: 300, y: 25)
        animator.updateItem(usingCurrentState: view)
        SimulationClock.shared.step()
        XCTAssertEqual(view.center.x, 300, accuracy: 1e-9)
        XCTAssertLessThan(view.center.y, 60)
    }

    /// Determinism at the UIKit level: the same scene lands on the same bits.
    func testSameSceneGivesIdenticalResults() {
        func run() -> [CGPoint] {
            SimulationClock.shared.reset()
            let reference = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
            let views = (0..<12).map { i in UIView(frame: CGRect(x: 20 + 22 * i, y: 10 + 13 * (i % 3), width: 30, height: 20)) }
            views.forEach(reference.addSubview)
            let animator = UIDynamicAnimator(referenceView: reference)
            animator.addBehavior(UIGravityBehavior(items: views))
            let collision = UICollisionBehavior(items: views)
            collision.translatesReferenceBoundsIntoBoundary = true
            animator.addBehavior(collision)
            SimulationClock.shared.run(for: 3)
            return views.map(\.center)
        }
        XCTAssertEqual(run(), run())
    }
}
