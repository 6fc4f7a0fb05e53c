import XCTest
@testable import HeadlessUIKit

/// UIAttachmentBehavior to an anchor that the app moves every frame (a finger dragging a view).
final class UIAttachmentBehaviorAnchorTests: AppModelTestCase {
    /// A view on an attachment whose anchor is created `length` points away.
    private func draggedView(in controller: UIViewController) -> (UIView, UIDynamicAnimator, UIAttachmentBehavior) {
        show(controller)
        let view = UIView(frame: CGRect(x: 80, y: 280, width: 40, height: 40))
        controller.view.addSubview(view)
        let animator = UIDynamicAnimator(referenceView: controller.view)
        let attachment = UIAttachmentBehavior(item: view, attachedToAnchor: view.center)
        animator.addBehavior(attachment)
        return (view, animator, attachment)
    }

    func testLengthIsTheDistanceAtCreation() {
        let view = UIView(frame: CGRect(x: 80, y: 280, width: 40, height: 40))
        let attachment = UIAttachmentBehavior(item: view, attachedToAnchor: .zero)
        XCTAssertEqual(attachment.length, hypot(100, 300), accuracy: 1e-9)
        attachment.anchorPoint = CGPoint(x: 10, y: 10)
        XCTAssertEqual(attachment.length, hypot(100, 300), accuracy: 1e-9, "moving the anchor keeps the length")
    }

    func testItemFollowsAMovingAnchorAndKeepsItsVelocityWhenReleased() {
        let controller = UIViewController()
        let (view, animator, attachment) = draggedView(in: controller)
        // The finger moves right at 600 points/s for half a second.
        for _ in 0..<30 {
            attachment.anchorPoint = CGPoint(x: attachment.anchorPoint.x + 10, y: attachment.anchorPoint.y)
            clock.step()
        }
        XCTAssertEqual(view.center.x, attachment.anchorPoint.x, accuracy: 12, "the view follows the anchor")
        XCTAssertEqual(view.center.y, 300, accuracy: 1)
        animator.removeBehavior(attachment)
        // Nothing else acts on the item: once released it would stop at once if it had not taken the
        // anchor's velocity. Keep one behavior so the animator still owns the item.
        animator.addBehavior(UIDynamicItemBehavior(items: [view]))
        let released = view.center.x
        clock.run(for: 0.1)
        XCTAssertEqual(view.center.x - released, 60, accuracy: 9, "released, the view keeps moving at about 600 points/s")
    }
}
