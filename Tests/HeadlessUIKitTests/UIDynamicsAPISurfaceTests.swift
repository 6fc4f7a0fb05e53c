import XCTest
import HeadlessUIKit

/// Written the way UIKit code is written: every listed UIKit Dynamics member is used with Apple's
/// spelling, so a rename or missing member fails to compile. The assertions check the documented defaults.
final class UIDynamicsAPISurfaceTests: DynamicsTestCase, UIDynamicAnimatorDelegate, UICollisionBehaviorDelegate {
    var animator: UIDynamicAnimator!

    final class PulseBehavior: UIDynamicBehavior {
        let gravity: UIGravityBehavior
        let collision: UICollisionBehavior
        var moves: [UIDynamicAnimator?] = []
        init(items: [UIDynamicItem]) {
            gravity = UIGravityBehavior(items: items)
            collision = UICollisionBehavior(items: items)
            super.init()
            addChildBehavior(gravity)
            addChildBehavior(collision)
        }
        override func willMove(to dynamicAnimator: UIDynamicAnimator?) {
            super.willMove(to: dynamicAnimator)
            moves.append(dynamicAnimator)
        }
    }

    final class Ball: NSObject, UIDynamicItem {
        var center = CGPoint(x: 200, y: 100)
        var bounds = CGRect(x: 0, y: 0, width: 40, height: 40)
        var transform = CGAffineTransform.identity
        var collisionBoundsType: UIDynamicItemCollisionBoundsType { .ellipse }
    }

    final class Triangle: NSObject, UIDynamicItem {
        var center = CGPoint(x: 100, y: 100)
        var bounds = CGRect(x: 0, y: 0, width: 40, height: 40)
        var transform = CGAffineTransform.identity
        var collisionBoundsType: UIDynamicItemCollisionBoundsType { .path }
        var collisionBoundingPath: UIBezierPath {
            let path = UIBezierPath()
            path.move(to: CGPoint(x: 0, y: -20))
            path.addLine(to: CGPoint(x: 20, y: 20))
            path.addLine(to: CGPoint(x: -20, y: 20))
            path.close()
            return path
        }
    }

    /// A view subclass gives its shape by overriding UIView's members, as UIKit code does.
    final class BallView: UIView {
        override var collisionBoundsType: UIDynamicItemCollisionBoundsType { .ellipse }
    }

    final class WedgeView: UIView {
        override var collisionBoundsType: UIDynamicItemCollisionBoundsType { .path }
        override var collisionBoundingPath: UIBezierPath {
            let path = UIBezierPath()
            path.move(to: CGPoint(x: -20, y: 20))
            path.addLine(to: CGPoint(x: 20, y: 20))
            path.addLine(to: CGPoint(x: 20, y: -20))
            path.close()
            return path
        }
    }

    /// The animator reads items through `UIDynamicItem`, and through it a view subclass's overridden shape is
    /// the one seen (a default in a protocol extension alone would hide it and give every view a rectangle).
    func testAViewSubclassOverridesItsCollisionShape() {
        let items: [UIDynamicItem] = [BallView(frame: CGRect(x: 0, y: 0, width: 40, height: 40)), WedgeView(frame: .zero)]
        XCTAssertEqual(items.map(\.collisionBoundsType), [.ellipse, .path])
        XCTAssertEqual(items[1].collisionBoundingPath.bounds, CGRect(x: -20, y: -20, width: 40, height: 40))
        XCTAssertEqual(UIView().collisionBoundsType, .rectangle)
    }

    func testEveryMemberCompilesWithAppleSpelling() {
        let square = makeView(CGRect(x: 100, y: 100, width: 100, height: 100))
        let ball = Ball(), triangle = Triangle()
        XCTAssertEqual(square.collisionBoundsType, .rectangle)
        XCTAssertFalse(square.collisionBoundingPath.isEmpty)

        animator = UIDynamicAnimator(referenceView: view())
        animator.delegate = self
        XCTAssertTrue(animator.referenceView === reference)

        // UIGravityBehavior
        let gravity = UIGravityBehavior(items: [square])
        gravity.gravityDirection = CGVector(dx: 0, dy: 1)
        gravity.angle = .pi / 2
        gravity.magnitude = 1
        gravity.setAngle(.pi / 2, magnitude: 1)
        gravity.addItem(ball)
        gravity.removeItem(ball)
        XCTAssertEqual(gravity.items.count, 1)

        // UICollisionBehavior
        let collision = UICollisionBehavior(items: [square, ball, triangle])
        collision.collisionMode = .everything
        collision.collisionMode = [.items, .boundaries]
        collision.translatesReferenceBoundsIntoBoundary = true
        collision.setTranslatesReferenceBoundsIntoBoundary(with: UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0))
        collision.addBoundary(withIdentifier: "line" as NSCopying, from: CGPoint(x: 0, y: 700), to: CGPoint(x: 100, y: 750))
        collision.addBoundary(
            withIdentifier: "box" as NSCopying, for: UIBezierPath(rect: CGRect(x: 300, y: 600, width: 50, height: 50)))
        collision.addBoundary(
            withIdentifier: "oval" as NSCopying, for: UIBezierPath(ovalIn: CGRect(x: 10, y: 500, width: 30, height: 30)))
        XCTAssertNotNil(collision.boundary(withIdentifier: "box" as NSCopying))
        XCTAssertEqual(collision.boundaryIdentifiers?.count, 3)
        collision.removeBoundary(withIdentifier: "oval" as NSCopying)
        collision.collisionDelegate = self
        collision.addItem(triangle)
        collision.removeItem(triangle)
        collision.addItem(triangle)

        // UIPushBehavior
        let push = UIPushBehavior(items: [square], mode: .continuous)
        push.pushDirection = CGVector(dx: 0.1, dy: 0)
        push.angle = 0
        push.magnitude = 0.1
        push.setAngle(0, magnitude: 0.1)
        push.setTargetOffsetFromCenter(UIOffset(horizontal: 0, vertical: 10), for: square)
        XCTAssertEqual(push.targetOffsetFromCenter(for: square).vertical, 10)
        push.active = true
        XCTAssertEqual(push.mode, .continuous)
        let kick = UIPushBehavior(items: [ball], mode: .instantaneous)
        kick.pushDirection = CGVector(dx: 0, dy: -1)

        // UISnapBehavior
        let snap = UISnapBehavior(item: triangle, snapTo: CGPoint(x: 100, y: 300))
        snap.snapPoint = CGPoint(x: 120, y: 300)
        snap.damping = 0.7

        // UIAttachmentBehavior
        let anchor = UIAttachmentBehavior(item: ball, attachedToAnchor: CGPoint(x: 200, y: 50))
        let offsetAnchor = UIAttachmentBehavior(
            item: ball, offsetFromCenter: UIOffset(horizontal: 5, vertical: 0),
            attachedToAnchor: CGPoint(x: 200, y: 40))
        let pair = UIAttachmentBehavior(item: square, attachedTo: ball)
        let offsetPair = UIAttachmentBehavior(
            item: square, offsetFromCenter: .zero, attachedTo: ball,
            offsetFromCenter: UIOffset(horizontal: 0, vertical: 5))
        let rope = UIAttachmentBehavior.limitAttachment(
            with: square, offsetFromCenter: .zero, attachedTo: triangle,
            offsetFromCenter: .zero)
        anchor.length = 60
        anchor.damping = 0.5
        anchor.frequency = 2
        anchor.anchorPoint = CGPoint(x: 210, y: 50)
        XCTAssertEqual(anchor.attachedBehaviorType, .anchor)
        XCTAssertEqual(pair.items.count, 2)
        let pin = UIAttachmentBehavior.pinAttachment(with: square, attachedTo: ball, attachmentAnchor: CGPoint(x: 150, y: 100))
        pin.frictionTorque = 0.5
        pin.attachmentRange = UIFloatRange(minimum: -.pi / 4, maximum: .pi / 4)
        XCTAssertTrue(UIAttachmentBehavior(item: ball, attachedToAnchor: .zero).attachmentRange.isInfinite)
        let weld = UIAttachmentBehavior.fixedAttachment(with: square, attachedTo: ball, attachmentAnchor: CGPoint(x: 150, y: 100))
        let rail = UIAttachmentBehavior.slidingAttachment(
            with: square, attachedTo: ball, attachmentAnchor: CGPoint(x: 150, y: 100),
            axisOfTranslation: CGVector(dx: 1, dy: 0))
        let track = UIAttachmentBehavior.slidingAttachment(
            with: triangle, attachmentAnchor: CGPoint(x: 100, y: 100),
            axisOfTranslation: CGVector(dx: 0, dy: 1))
        _ = (offsetAnchor, offsetPair, rope, pin, weld, rail, track)

        // UIFieldBehavior and UIRegion
        let fields: [UIFieldBehavior] = [
            UIFieldBehavior.springField(),
            UIFieldBehavior.radialGravityField(position: CGPoint(x: 200, y: 400)),
            UIFieldBehavior.linearGravityField(direction: CGVector(dx: 0, dy: 1)),
            UIFieldBehavior.dragField(),
            UIFieldBehavior.velocityField(direction: CGVector(dx: 10, dy: 0)),
            UIFieldBehavior.vortexField(),
            UIFieldBehavior.noiseField(smoothness: 0.5, animationSpeed: 1),
            UIFieldBehavior.turbulenceField(smoothness: 0.5, animationSpeed: 1),
            UIFieldBehavior.electricField(),
            UIFieldBehavior.magneticField()
        ]
        for field in fields {
            field.position = CGPoint(x: 200, y: 400)
            field.region = UIRegion(radius: 100).union(with: UIRegion(size: CGSize(width: 50, height: 50)))
            field.strength = 0.01
            field.falloff = 0
            field.minimumRadius = 1
            field.direction = CGVector(dx: 0, dy: 1)
            field.smoothness = 0.2
            field.animationSpeed = 0.5
            field.addItem(ball)
            field.removeItem(ball)
            field.addItem(square)
            XCTAssertEqual(field.items.count, 1)
        }
        let region = UIRegion.infinite.inverse().union(with: UIRegion(radius: 5)).intersection(
            with: UIRegion(size: CGSize(width: 4, height: 4))
        )
        .difference(from: UIRegion(radius: 1))
        XCTAssertTrue(region.contains(CGPoint(x: 1.5, y: 0)))

        // UIDynamicItemBehavior
        let properties = UIDynamicItemBehavior(items: [square, ball])
        XCTAssertEqual(properties.elasticity, 0)
        XCTAssertEqual(properties.friction, 0)
        XCTAssertEqual(properties.density, 1)
        XCTAssertEqual(properties.resistance, 0)
        XCTAssertEqual(properties.angularResistance, 0)
        XCTAssertTrue(properties.allowsRotation)
        XCTAssertFalse(properties.isAnchored)
        XCTAssertEqual(properties.charge, 0)
        properties.elasticity = 0.3
        properties.friction = 0.2
        properties.density = 2
        properties.resistance = 0.1
        properties.angularResistance = 0.1
        properties.allowsRotation = true
        properties.isAnchored = false
        properties.charge = 1
        properties.addItem(triangle)
        properties.removeItem(triangle)
        XCTAssertEqual(properties.items.count, 2)

        // UIDynamicBehavior subclassing, children, action
        let composite = PulseBehavior(items: [triangle])
        var ticks = 0
        composite.action = { ticks += 1 }
        XCTAssertEqual(composite.childBehaviors.count, 2)
        composite.removeChildBehavior(composite.collision)
        composite.addChildBehavior(composite.collision)

        // UIDynamicAnimator
        for behavior: UIDynamicBehavior in [gravity, collision, push, kick, snap, anchor, pair, properties, composite] + fields {
            animator.addBehavior(behavior)
        }
        XCTAssertEqual(animator.behaviors.count, 19)
        XCTAssertTrue(composite.collision.dynamicAnimator === animator)
        XCTAssertEqual(composite.moves.count, 1)
        properties.addLinearVelocity(CGPoint(x: 10, y: 0), for: square)
        properties.addAngularVelocity(0.5, for: square)
        SimulationClock.shared.run(for: 0.5)
        XCTAssertEqual(ticks, 30)
        XCTAssertTrue(animator.isRunning)
        XCTAssertEqual(animator.elapsedTime, 0.5, accuracy: 1e-9)
        _ = properties.linearVelocity(for: square)
        _ = properties.angularVelocity(for: square)
        animator.updateItem(usingCurrentState: square)
        XCTAssertFalse(animator.items(in: reference.bounds).isEmpty)
        animator.removeBehavior(push)
        animator.removeAllBehaviors()
        XCTAssertTrue(animator.behaviors.isEmpty)
        XCTAssertNil(composite.dynamicAnimator)
        XCTAssertEqual(composite.moves.count, 2)
    }

    private func view() -> UIView { reference }

    func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) {}
    func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator) {}
    func collisionBehavior(
        _ behavior: UICollisionBehavior, beganContactFor item: UIDynamicItem,
        withBoundaryIdentifier identifier: NSCopying?, at p: CGPoint
    ) {}
    func collisionBehavior(
        _ behavior: UICollisionBehavior, endedContactFor item: UIDynamicItem,
        withBoundaryIdentifier identifier: NSCopying?
    ) {}
    func collisionBehavior(
        _ behavior: UICollisionBehavior, beganContactFor item1: UIDynamicItem,
        with item2: UIDynamicItem, at p: CGPoint
    ) {}
    func collisionBehavior(
        _ behavior: UICollisionBehavior, endedContactFor item1: UIDynamicItem,
        with item2: UIDynamicItem
    ) {}
}
