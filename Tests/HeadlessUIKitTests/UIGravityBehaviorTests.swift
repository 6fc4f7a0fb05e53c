import XCTest
import HeadlessUIKit

final class UIGravityBehaviorTests: DynamicsTestCase {
    /// Free fall from rest over h points takes √(2h/g) with g = 1000 points/s² (within 1%).
    func testFreeFallTimeMatchesClosedForm() {
        let view = makeView(CGRect(x: 100, y: 0, width: 20, height: 20))
        let animator = UIDynamicAnimator(referenceView: reference)
        animator.addBehavior(UIGravityBehavior(items: [view]))
        let start = view.center.y, h: CGFloat = 500
        var previous = start, t: Double = 0
        let dt = SimulationClock.tickInterval
        for tick in 1...120 {
            SimulationClock.shared.step()
            let y = view.center.y
            if y - start >= h {
                t = (Double(tick - 1) + Double((start + h - previous) / (y - previous))) * dt
                break
            }
            previous = y
        }
        XCTAssertEqual(t, (2 * 500 / 1000.0).squareRoot(), accuracy: 0.01)
    }

    func testDirectionAngleAndMagnitude() {
        let gravity = UIGravityBehavior(items: [])
        XCTAssertEqual(gravity.gravityDirection, CGVector(dx: 0, dy: 1))
        XCTAssertEqual(gravity.magnitude, 1, accuracy: 1e-12)
        XCTAssertEqual(gravity.angle, .pi / 2, accuracy: 1e-12)
        gravity.setAngle(0, magnitude: 2)
        XCTAssertEqual(gravity.gravityDirection.dx, 2, accuracy: 1e-12)
        XCTAssertEqual(gravity.gravityDirection.dy, 0, accuracy: 1e-12)
    }
}
