import XCTest
import HeadlessUIKit

final class UICollisionBehaviorTests: DynamicsTestCase {
    final class Recorder: UICollisionBehaviorDelegate {
        var began: [(String?, CGPoint)] = []
        var ended: [String?] = []
        var itemPairs = 0
        func collisionBehavior(
            _ behavior: UICollisionBehavior, beganContactFor item: UIDynamicItem,
            withBoundaryIdentifier identifier: NSCopying?, at p: CGPoint
        ) {
            began.append((identifier.flatMap { $0 as Any as? String }, p))
        }
        func collisionBehavior(
            _ behavior: UICollisionBehavior, endedContactFor item: UIDynamicItem,
            withBoundaryIdentifier identifier: NSCopying?
        ) {
            ended.append(identifier.flatMap { $0 as Any as? String })
        }
        func collisionBehavior(
            _ behavior: UICollisionBehavior, beganContactFor item1: UIDynamicItem,
            with item2: UIDynamicItem, at p: CGPoint
        ) { itemPairs += 1 }
    }

    func testItemRestsOnReferenceBoundsFloorWithoutDrift() {
        let view = makeView(CGRect(x: 180, y: 100, width: 40, height: 40))
        let animator = UIDynamicAnimator(referenceView: reference)
        animator.addBehavior(UIGravityBehavior(items: [view]))
        let collision = UICollisionBehavior(items: [view])
        collision.translatesReferenceBoundsIntoBoundary = true
        animator.addBehavior(collision)
        SimulationClock.shared.run(for: 3)
        let settled = view.center
        XCTAssertEqual(view.frame.maxY, 800, accuracy: 0.5)
        SimulationClock.shared.run(for: 10)
        XCTAssertEqual(view.center.x, settled.x, accuracy: 0.01)
        XCTAssertEqual(view.center.y, settled.y, accuracy: 0.01)
        XCTAssertEqual(view.frame.maxY, 800, accuracy: 0.5)
    }

    func testBounceReachesElasticitySquaredOfDropHeight() {
        let view = makeView(CGRect(x: 180, y: 380, width: 40, height: 40))
        let animator = UIDynamicAnimator(referenceView: reference)
        animator.addBehavior(UIGravityBehavior(items: [view]))
        let collision = UICollisionBehavior(items: [view])
        collision.translatesReferenceBoundsIntoBoundary = true
        animator.addBehavior(collision)
        let properties = UIDynamicItemBehavior(items: [view])
        properties.elasticity = 0.7
        properties.allowsRotation = false
        animator.addBehavior(properties)
        let drop = 800 - view.frame.maxY
        var bounced = false, highest = CGFloat.infinity, previous = view.center.y
        for _ in 0..<180 {
            SimulationClock.shared.step()
            if !bounced && view.center.y < previous { bounced = true }
            if bounced { highest = min(highest, view.frame.maxY) }
            if bounced && view.center.y > previous { break }
            previous = view.center.y
        }
        XCTAssertEqual((800 - highest) / drop, 0.49, accuracy: 0.05)
    }

    func testDelegateHearsBoundaryIdentifierAndItemContacts() {
        let a = makeView(CGRect(x: 100, y: 100, width: 40, height: 40))
        let b = makeView(CGRect(x: 100, y: 300, width: 40, height: 40))
        let animator = UIDynamicAnimator(referenceView: reference)
        let gravity = UIGravityBehavior(items: [a])
        animator.addBehavior(gravity)
        let collision = UICollisionBehavior(items: [a, b])
        collision.addBoundary(withIdentifier: "shelf" as NSCopying, from: CGPoint(x: 0, y: 600), to: CGPoint(x: 400, y: 600))
        let recorder = Recorder()
        collision.collisionDelegate = recorder
        animator.addBehavior(collision)
        gravity.addItem(b)
        SimulationClock.shared.run(for: 3)
        XCTAssertEqual(recorder.began.first?.0, "shelf")
        XCTAssertEqual(recorder.began.first?.1.y ?? 0, 600, accuracy: 1)
        XCTAssertGreaterThanOrEqual(recorder.itemPairs, 1, "a lands on b")
        XCTAssertEqual(b.frame.maxY, 600, accuracy: 0.5)
        XCTAssertEqual(collision.boundaryIdentifiers?.count, 1)
        XCTAssertNotNil(collision.boundary(withIdentifier: "shelf" as NSCopying))
        collision.removeBoundary(withIdentifier: "shelf" as NSCopying)
        SimulationClock.shared.run(for: 1)
        XCTAssertGreaterThan(b.frame.maxY, 700, "without the shelf it falls")
        XCTAssertEqual(recorder.ended.first ?? "none", "shelf")
    }

    func testBoundaryOnlyModeLetsItemsPassThroughEachOther() {
        let a = makeView(CGRect(x: 100, y: 100, width: 40, height: 40))
        let b = makeView(CGRect(x: 100, y: 700, width: 40, height: 40))
        let animator = UIDynamicAnimator(referenceView: reference)
        animator.addBehavior(UIGravityBehavior(items: [a, b]))
        let collision = UICollisionBehavior(items: [a, b])
        collision.collisionMode = .boundaries
        collision.translatesReferenceBoundsIntoBoundary = true
        animator.addBehavior(collision)
        SimulationClock.shared.run(for: 3)
        XCTAssertEqual(a.center.y, b.center.y, accuracy: 1, "both rest on the floor, overlapping")
    }

    func testStackOfTenViewsStaysStacked() {
        let views = (0..<10).map { i in makeView(CGRect(x: 190, y: 800 - 20.5 * CGFloat(i + 1), width: 20, height: 20)) }
        let animator = UIDynamicAnimator(referenceView: reference)
        animator.addBehavior(UIGravityBehavior(items: views))
        let collision = UICollisionBehavior(items: views)
        collision.translatesReferenceBoundsIntoBoundary = true
        animator.addBehavior(collision)
        let properties = UIDynamicItemBehavior(items: views)
        properties.friction = 0.5
        animator.addBehavior(properties)
        SimulationClock.shared.run(for: 10)
        for (i, view) in views.enumerated() {
            XCTAssertEqual(view.center.x, 200, accuracy: 1, "view \(i) slid off")
            XCTAssertEqual(view.center.y, 800 - 10 - 20 * CGFloat(i), accuracy: 1.5, "view \(i) is not where a stack puts it")
        }
        XCTAssertFalse(animator.isRunning, "the stack came to rest and the animator paused")
    }
}
