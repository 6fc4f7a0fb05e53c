import XCTest
import HeadlessUIKit

final class UIFieldBehaviorTests: DynamicsTestCase {
    func testSpringFieldPullsItemToItsPosition() {
        let view = makeView(CGRect(x: 50, y: 50, width: 100, height: 100))
        let animator = UIDynamicAnimator(referenceView: reference)
        let spring = UIFieldBehavior.springField()
        spring.position = CGPoint(x: 200, y: 400)
        spring.addItem(view)
        animator.addBehavior(spring)
        let drag = UIFieldBehavior.dragField()
        drag.strength = 3
        drag.addItem(view)
        animator.addBehavior(drag)
        SimulationClock.shared.run(for: 8)
        XCTAssertEqual(view.center.x, 200, accuracy: 1)
        XCTAssertEqual(view.center.y, 400, accuracy: 1)
    }

    func testRegionConfinesTheField() {
        let inside = makeView(CGRect(x: 180, y: 180, width: 40, height: 40))
        let outside = makeView(CGRect(x: 180, y: 580, width: 40, height: 40))
        let animator = UIDynamicAnimator(referenceView: reference)
        let wind = UIFieldBehavior.linearGravityField(direction: CGVector(dx: 1, dy: 0))
        wind.position = CGPoint(x: 200, y: 200)
        wind.region = UIRegion(radius: 150)
        wind.addItem(inside)
        wind.addItem(outside)
        animator.addBehavior(wind)
        SimulationClock.shared.run(for: 0.2)
        XCTAssertGreaterThan(inside.center.x, 210)
        XCTAssertEqual(outside.center.x, 200, accuracy: 1e-9)
    }

    func testCustomFieldAppliesTheBlocksForce() {
        let view = makeView(CGRect(x: 0, y: 0, width: 100, height: 100))
        let animator = UIDynamicAnimator(referenceView: reference)
        var calls = 0
        let custom = UIFieldBehavior.field { _, _, _, mass, _, _ in
            calls += 1
            return CGVector(dx: mass, dy: 0)  // 100 points/s² for any mass
        }
        custom.addItem(view)
        animator.addBehavior(custom)
        SimulationClock.shared.run(for: 1)
        XCTAssertEqual(calls, 60)
        XCTAssertEqual(view.center.x - 50, 50, accuracy: 1.5, "x = ½·100·1²")
    }
}
