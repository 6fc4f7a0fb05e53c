import XCTest
import PhysicsCore

/// Determinism of the joint solver: a scene with every kind of joint (and their limits, springs and
/// friction), contacts between jointed and loose bodies, a moving target and joints destroyed mid-run
/// reaches a committed state hash. The value changes only when the physics deliberately changes
/// (recorded before the joint stages were written over one protocol, which did not move it; recorded
/// again when the polygon narrow phase went to Float32, issue 27).
final class JointSceneDigestTests: XCTestCase {
    private func simulate() -> [UInt64] {
        var worldDef = WorldDef()
        worldDef.gravity = Vec2(0, -980)
        let world = World(worldDef)
        var shapeDef = ShapeDef()
        shapeDef.density = 1.0 / 10_000
        func box(_ x: Double, _ y: Double, angle: Double = 0, type: BodyType = .dynamic, half: Double = 10) -> BodyID {
            var bodyDef = BodyDef()
            bodyDef.type = type
            bodyDef.position = Vec2(x, y)
            bodyDef.angle = angle
            let body = world.createBody(bodyDef)
            world.createShape(body, shapeDef, .polygon(.box(halfWidth: half, halfHeight: half)))
            return body
        }
        var floorDef = BodyDef()
        floorDef.type = .static
        let floor = world.createBody(floorDef)
        world.createShape(floor, shapeDef, .polygon(.box(halfWidth: 600, halfHeight: 10)))
        let ground = world.groundBody

        // A pendulum chain of pins from a ground anchor; its last link swings into the loose boxes.
        var previous = ground, anchor = Vec2(0, 300)
        for i in 0..<4 {
            let link = box(anchor.x + 25, anchor.y, half: 8)
            var def = RevoluteJointDef(bodyA: previous, bodyB: link)
            def.localAnchorA = previous == ground ? anchor : Vec2(25, 0)
            def.localAnchorB = Vec2(-25, 0)
            if i == 1 {
                def.frictionTorque = 2
                def.enableLimit = true
                def.lowerAngle = -0.5
                def.upperAngle = 0.5
            }
            world.createRevoluteJoint(def)
            previous = link
            anchor = Vec2(anchor.x + 50, anchor.y)
        }
        // A weld between two boxes that fall together.
        let weldA = box(-200, 200), weldB = box(-180, 200, angle: 0.2)
        var weld = RevoluteJointDef(bodyA: weldA, bodyB: weldB)
        weld.localAnchorA = Vec2(10, 0)
        weld.localAnchorB = Vec2(-10, 0)
        weld.referenceAngle = 0.2
        weld.lockAngle = true
        world.createRevoluteJoint(weld)
        // A damped spring with limits from a ground anchor, and a rigid rod between two boxes.
        let hanging = box(-100, 150)
        var spring = DistanceJointDef(bodyA: ground, bodyB: hanging)
        spring.localAnchorA = Vec2(-100, 280)
        spring.length = 100
        spring.enableSpring = true
        spring.hertz = 3
        spring.dampingRatio = 0.3
        spring.minLength = 60
        spring.maxLength = 160
        world.createDistanceJoint(spring)
        let rodA = box(300, 120), rodB = box(360, 160, angle: 0.3)
        var rod = DistanceJointDef(bodyA: rodA, bodyB: rodB)
        rod.localAnchorA = Vec2(5, 5)
        rod.length = 70
        let rodJoint = world.createDistanceJoint(rod)
        // A dragged box (a moving target with an angular spring).
        let dragged = box(-300, 100, angle: 0.4)
        var target = TargetJointDef(body: dragged)
        target.target = Vec2(-300, 100)
        target.hertz = 5
        target.maxForce = 1e4
        target.enableAngularSpring = true
        let targetJoint = world.createTargetJoint(target)
        // A slider on a tilted axis with limits; it rests on the floor at its lower end.
        let slider = box(150, 60, angle: 0.3)
        var prismatic = PrismaticJointDef(bodyA: ground, bodyB: slider)
        prismatic.localAnchorA = Vec2(150, 60)
        prismatic.localAxisA = Vec2(1, -1)
        prismatic.enableLimit = true
        prismatic.lowerTranslation = -30
        prismatic.upperTranslation = 40
        world.createPrismaticJoint(prismatic)
        // Loose boxes under the chain and on the slider, and a kinematic pusher.
        for i in 0..<6 { _ = box(120 + Double(i % 3) * 21, 25 + Double(i / 3) * 21) }
        let pusher = box(-450, 25, type: .kinematic)
        world.setLinearVelocity(pusher, Vec2(60, 0))

        var hashes: [UInt64] = []
        for step in 1...240 {
            world.setTarget(targetJoint, Vec2(-300 + 0.5 * Double(step), 100 + 40 * sin(Double(step) / 20)))
            if step == 120 { world.destroyJoint(rodJoint) }
            if step == 150 { world.destroyJoint(targetJoint) }
            world.step(timeStep: 1.0 / 60, subStepCount: 4)
            if step % 60 == 0 { hashes.append(world.stateHash()) }
        }
        return hashes
    }

    func testJointSceneHashesAreCommittedValues() {
        let first = simulate()
        XCTAssertEqual(first, simulate())
        XCTAssertEqual(first, Self.committedHashes, "state hashes \(first)")
    }

    static let committedHashes: [UInt64] = [
        10_467_050_732_802_645_130, 3_509_306_878_372_805_840, 18_213_287_866_739_219_804, 12_205_996_227_692_063_816
    ]
}
