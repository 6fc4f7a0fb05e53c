import XCTest
@testable import HeadlessUIKit

/// UIPushBehavior keeps its angle and magnitude as UIKit does, whatever order they are set in.
final class UIPushBehaviorAngleTests: AppModelTestCase {
    func testAngleSetBeforeMagnitudeIsKept() {
        let item = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let push = UIPushBehavior(items: [item], mode: .instantaneous)
        push.angle = .pi / 4
        push.magnitude = 30
        XCTAssertEqual(push.angle, .pi / 4, accuracy: 1e-12)
        XCTAssertEqual(push.pushDirection.dx, 30 * cos(.pi / 4), accuracy: 1e-9)
        XCTAssertEqual(push.pushDirection.dy, 30 * sin(.pi / 4), accuracy: 1e-9)
    }

    func testPushDirectionSetsAngleAndMagnitude() {
        let item = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let push = UIPushBehavior(items: [item], mode: .continuous)
        push.pushDirection = CGVector(dx: 0, dy: -2)
        XCTAssertEqual(push.angle, -.pi / 2, accuracy: 1e-12)
        XCTAssertEqual(push.magnitude, 2, accuracy: 1e-12)
        push.magnitude = 5
        XCTAssertEqual(push.pushDirection.dx, 0, accuracy: 1e-9)
        XCTAssertEqual(push.pushDirection.dy, -5, accuracy: 1e-9)
    }

    func testInstantaneousPushAtFortyFiveDegreesMovesTheItemDiagonally() {
        let controller = UIViewController()
        show(controller)
        let item = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        controller.view.addSubview(item)
        let animator = UIDynamicAnimator(referenceView: controller.view)
        let push = UIPushBehavior(items: [item], mode: .instantaneous)
        push.angle = .pi / 4
        push.magnitude = 1
        animator.addBehavior(push)
        let start = item.center
        clock.run(for: 0.5)
        let dx = item.center.x - start.x, dy = item.center.y - start.y
        XCTAssertGreaterThan(dx, 10)
        XCTAssertEqual(dx, dy, accuracy: 0.01)
    }
}
