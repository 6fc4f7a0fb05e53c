import XCTest
@testable import PhysicsCore

/// Distance joints: re-applying unchanged settings every step (as UIKit's animator does when it syncs
/// its behaviors) must let a settled body fall asleep; a real change still wakes it.
final class DistanceJointSleepTests: XCTestCase {
    private func springWorld() -> (World, BodyID, JointID) {
        let world = World(WorldDef())
        var bodyDef = BodyDef()
        bodyDef.position = Vec2(100, 100)
        let body = world.createBody(bodyDef)
        var shapeDef = ShapeDef()
        shapeDef.density = 1.0 / 10_000
        world.createShape(body, shapeDef, .polygon(.box(halfWidth: 20, halfHeight: 20)))
        world.setLinearVelocity(body, Vec2(300, 0))
        var jointDef = DistanceJointDef(bodyA: world.groundBody, bodyB: body)
        jointDef.localAnchorA = Vec2(100, 100)
        jointDef.length = 0
        jointDef.enableSpring = true
        jointDef.hertz = 2
        jointDef.dampingRatio = 0.5
        let joint = world.createDistanceJoint(jointDef)
        return (world, body, joint)
    }

    func testReapplyingUnchangedSettingsLetsTheBodySleep() {
        let (world, _, joint) = springWorld()
        var restedAfter: Double?
        for step in 1...(60 * 10) {
            world.setDistanceJointAnchors(joint, localAnchorA: Vec2(100, 100))
            world.setDistanceJoint(
                joint, length: 0, hertz: 2, dampingRatio: 0.5, enableSpring: true,
                minLength: 0, maxLength: .infinity)
            world.step(timeStep: 1.0 / 60, subStepCount: 8)
            if world.isAtRest { restedAfter = Double(step) / 60; break }
        }
        XCTAssertNotNil(
            restedAfter, "the damped spring settles and its body sleeps although its settings are re-applied every step")
    }

    func testMovingTheAnchorWakesTheBody() {
        let (world, body, joint) = springWorld()
        for _ in 0..<(60 * 10) where !world.isAtRest { world.step(timeStep: 1.0 / 60, subStepCount: 8) }
        XCTAssertTrue(world.isAtRest)
        world.setDistanceJointAnchors(joint, localAnchorA: Vec2(150, 100))
        XCTAssertFalse(world.isAtRest)
        for _ in 0..<30 { world.step(timeStep: 1.0 / 60, subStepCount: 8) }
        XCTAssertGreaterThan(world.position(body).x, 110, "the body follows the moved anchor")
    }
}
