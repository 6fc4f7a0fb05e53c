import XCTest
@testable import PhysicsCore

/// `destroyJoint` is one code path for every kind of joint: it kills the joint, wakes the bodies it
/// held, and leaves the handle stale (a second call, or the call after the slot was reused, does nothing).
final class JointDestructionTests: XCTestCase {
    /// Two resting boxes 50 points apart, no gravity: any joint below holds them where they are.
    private func restingPair() -> (World, BodyID, BodyID) {
        let world = World(WorldDef())
        var shapeDef = ShapeDef()
        shapeDef.density = 1.0 / 10_000
        func box(at position: Vec2) -> BodyID {
            var bodyDef = BodyDef()
            bodyDef.position = position
            let body = world.createBody(bodyDef)
            world.createShape(body, shapeDef, .polygon(.box(halfWidth: 10, halfHeight: 10)))
            return body
        }
        return (world, box(at: Vec2(100, 100)), box(at: Vec2(150, 100)))
    }

    private func createJoint(_ kind: JointID.Kind, _ world: World, _ a: BodyID, _ b: BodyID) -> JointID {
        switch kind {
        case .distance:
            var def = DistanceJointDef(bodyA: a, bodyB: b)
            def.length = 50
            return world.createDistanceJoint(def)
        case .target:
            var def = TargetJointDef(body: b)
            def.target = world.position(b)
            return world.createTargetJoint(def)
        case .revolute:
            var def = RevoluteJointDef(bodyA: a, bodyB: b)
            def.localAnchorA = Vec2(25, 0)
            def.localAnchorB = Vec2(-25, 0)
            return world.createRevoluteJoint(def)
        case .prismatic:
            return world.createPrismaticJoint(PrismaticJointDef(bodyA: a, bodyB: b))
        }
    }

    private func isLive(_ id: JointID, in world: World) -> Bool {
        switch id.kind {
        case .distance: return world.distanceJoints[Int(id.index)].isAlive
        case .target: return world.targetJoints[Int(id.index)].isAlive
        case .revolute: return world.revoluteJoints[Int(id.index)].isAlive
        case .prismatic: return world.prismaticJoints[Int(id.index)].isAlive
        }
    }

    private func settle(_ world: World) {
        for _ in 0..<120 where !world.isAtRest { world.step(timeStep: 1.0 / 60, subStepCount: 4) }
    }

    func testDestroyingEachKindWakesItsBodiesAndMakesTheIDStale() {
        for kind in [JointID.Kind.distance, .target, .revolute, .prismatic] {
            let (world, a, b) = restingPair()
            let id = createJoint(kind, world, a, b)
            XCTAssertEqual(id.kind, kind)
            settle(world)
            XCTAssertTrue(world.isAtRest, "\(kind): the held pair falls asleep")

            world.destroyJoint(id)
            XCTAssertFalse(isLive(id, in: world), "\(kind): the joint is dead")
            XCTAssertTrue(world.isAwake(b), "\(kind): destroying the joint wakes its body")
            if kind != .target { XCTAssertTrue(world.isAwake(a), "\(kind): and the other body") }

            settle(world)
            XCTAssertTrue(world.isAtRest)
            world.destroyJoint(id)
            XCTAssertTrue(world.isAtRest, "\(kind): a stale handle wakes nothing")

            // The slot is reused one generation on; the old handle does not name the new joint.
            let reused = createJoint(kind, world, a, b)
            XCTAssertEqual(reused.index, id.index)
            XCTAssertEqual(reused.generation, id.generation &+ 1)
            world.destroyJoint(id)
            XCTAssertTrue(isLive(reused, in: world), "\(kind): a stale handle leaves the slot's new joint alone")
            world.destroyJoint(reused)
            XCTAssertFalse(isLive(reused, in: world))
        }
    }

    func testAHandleOfAnotherKindDestroysNothing() {
        let (world, a, b) = restingPair()
        let distance = createJoint(.distance, world, a, b)
        let revolute = createJoint(.revolute, world, a, b)
        // Same index and generation (both the first of their kind), another kind.
        XCTAssertEqual(distance.index, revolute.index)
        world.destroyJoint(JointID(kind: .prismatic, index: distance.index, generation: distance.generation))
        XCTAssertTrue(isLive(distance, in: world))
        XCTAssertTrue(isLive(revolute, in: world))
        world.destroyJoint(revolute)
        XCTAssertTrue(isLive(distance, in: world), "destroying a revolute joint leaves the distance joint with its index")
        XCTAssertFalse(isLive(revolute, in: world))
    }

    func testDestroyingABodyKillsEveryKindOfJointOnIt() {
        let (world, a, b) = restingPair()
        let ids = [JointID.Kind.distance, .target, .revolute, .prismatic].map { createJoint($0, world, a, b) }
        world.destroyBody(b)
        for id in ids { XCTAssertFalse(isLive(id, in: world), "\(id.kind) joint on the destroyed body") }
    }
}
