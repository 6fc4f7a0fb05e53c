import XCTest
import PhysicsCore

final class DistanceJointTests: XCTestCase {
    /// Rising zero crossings of x(t) − rest, interpolated between steps.
    static func crossings(_ xs: [Double], rest: Double, dt: Double) -> [Double] {
        var result: [Double] = []
        for i in 1..<xs.count where xs[i - 1] - rest < 0 && xs[i] - rest >= 0 {
            let a = xs[i - 1] - rest, b = xs[i] - rest
            result.append((Double(i - 1) + a / (a - b)) * dt)
        }
        return result
    }

    func testSpringOscillatesAtItsFrequency() {
        let world = World(WorldDef())
        var def = BodyDef()
        def.position = Vec2(130, 0)
        def.enableSleep = false
        let b = world.createBody(def)
        world.createShape(b, ShapeDef(), .polygon(.box(halfWidth: 10, halfHeight: 10)))
        var joint = DistanceJointDef(bodyA: world.groundBody, bodyB: b)
        joint.length = 100
        joint.enableSpring = true
        joint.hertz = 2
        joint.dampingRatio = 0
        world.createDistanceJoint(joint)
        var xs: [Double] = []
        for _ in 0..<300 { world.step(timeStep: 1.0 / 60, subStepCount: 8); xs.append(world.position(b).x) }
        let c = Self.crossings(xs, rest: 100, dt: 1.0 / 60)
        XCTAssertGreaterThan(c.count, 5)
        let period = (c.last! - c.first!) / Double(c.count - 1)
        XCTAssertEqual(1 / period, 2, accuracy: 2 * 0.02)
    }

    func testRigidRodKeepsItsLength() {
        var worldDef = WorldDef()
        worldDef.gravity = Vec2(0, 1000)
        let world = World(worldDef)
        var def = BodyDef()
        def.position = Vec2(100, 0)
        let b = world.createBody(def)
        world.createShape(b, ShapeDef(), .circle(center: .zero, radius: 5))
        var joint = DistanceJointDef(bodyA: world.groundBody, bodyB: b)
        joint.length = 100
        let id = world.createDistanceJoint(joint)
        for _ in 0..<120 {
            world.step(timeStep: 1.0 / 60, subStepCount: 4)
            XCTAssertEqual(world.distanceJointCurrentLength(id), 100, accuracy: 1)
        }
    }
}
