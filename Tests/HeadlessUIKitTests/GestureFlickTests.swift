import XCTest
@testable import HeadlessUIKit

/// The flick: a view attached to the touch location follows the pan, and on release departs
/// with the release velocity (dynamics and gestures together).
final class GestureFlickTests: AppModelTestCase {
    final class FlickController: UIViewController {
        lazy var animator = UIDynamicAnimator(referenceView: view)
        let square = UIView(frame: CGRect(x: 167.5, y: 313.5, width: 40, height: 40))
        var attachment: UIAttachmentBehavior?
        let itemBehavior = UIDynamicItemBehavior(items: [])
        var releaseVelocity: CGPoint = .zero
        var maximumLag: CGFloat = 0

        override func viewDidLoad() {
            super.viewDidLoad()
            view.addSubview(square)
            let pan = UIPanGestureRecognizer(target: self, action: Selector(Self.handlePan(_:)))
            square.addGestureRecognizer(pan)
            itemBehavior.addItem(square)
            animator.addBehavior(itemBehavior)
        }

        func handlePan(_ pan: UIPanGestureRecognizer) {
            let location = pan.location(in: view)
            switch pan.state {
            case .began:
                let attachment = UIAttachmentBehavior(item: square, attachedToAnchor: location)
                attachment.length = 0
                animator.addBehavior(attachment)
                self.attachment = attachment
            case .changed:
                attachment?.anchorPoint = location
                maximumLag = max(maximumLag, hypot(square.center.x - location.x, square.center.y - location.y))
            default:
                releaseVelocity = pan.velocity(in: view)
                if let attachment { animator.removeBehavior(attachment) }
            }
        }
    }

    func testFlickedViewFollowsThePanAndDepartsWithTheReleaseVelocity() {
        let controller = FlickController()
        let window = show(controller)
        clock.step()
        let user = SimulatedUser(window: window)
        let velocity = CGPoint(x: 600, y: -900)
        user.pan(from: CGPoint(x: 187.5, y: 333.5), to: CGPoint(x: 260, y: 220), duration: 0.4, releaseVelocity: velocity)
        XCTAssertEqual(controller.releaseVelocity.x, velocity.x, accuracy: 1, "the recognizer reports the release velocity")
        XCTAssertEqual(controller.releaseVelocity.y, velocity.y, accuracy: 1)
        XCTAssertLessThan(controller.maximumLag, 15, "the view follows the finger while it is held")
        let departure = controller.itemBehavior.linearVelocity(for: controller.square)
        XCTAssertEqual(departure.x, velocity.x, accuracy: abs(velocity.x) * 0.2, "it leaves with the flick's velocity")
        XCTAssertEqual(departure.y, velocity.y, accuracy: abs(velocity.y) * 0.2)
        let before = controller.square.center
        clock.run(for: 0.1)
        XCTAssertGreaterThan(controller.square.center.x - before.x, 40, "it keeps moving in the direction of the flick")
        XCTAssertLessThan(controller.square.center.y - before.y, -60)
    }
}
