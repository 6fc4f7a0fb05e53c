import XCTest
import PhysicsCore

/// Closed-form checks of the world's integration, contacts and sleep.
final class WorldTests: XCTestCase {
    private func makeWorld(gravity: Double = -1000, sleep: Bool = true) -> World {
        var def = WorldDef()
        def.gravity = Vec2(0, gravity)
        def.enableSleep = sleep
        return World(def)
    }

    private func addBox(
        _ world: World, at p: Vec2, half: Double = 5, restitution: Double = 0, friction: Double = 0.6,
        type: BodyType = .dynamic
    ) -> BodyID {
        var bodyDef = BodyDef()
        bodyDef.position = p
        bodyDef.type = type
        let body = world.createBody(bodyDef)
        var shapeDef = ShapeDef()
        shapeDef.restitution = restitution
        shapeDef.friction = friction
        world.createShape(body, shapeDef, .polygon(.box(halfWidth: half, halfHeight: half)))
        return body
    }

    private func addFloor(_ world: World, top: Double = 0, width: Double = 2000) {
        world.createShape(
            world.groundBody, ShapeDef(),
            .polygon(.box(halfWidth: width / 2, halfHeight: 50, center: Vec2(0, top - 50), angle: 0)))
    }

    func testMassIsDensityTimesArea() {
        let world = makeWorld()
        let body = addBox(world, at: .zero, half: 50)
        XCTAssertEqual(world.mass(body), 10_000, accuracy: 1e-9)
        XCTAssertEqual(world.rotationalInertia(body), 10_000 * (100 * 100 + 100 * 100) / 12, accuracy: 1e-6)
    }

    func testFreeFallMatchesClosedForm() {
        let world = makeWorld()
        let body = addBox(world, at: Vec2(0, 0))
        let dt = 1.0 / 60
        for _ in 0..<60 { world.step(timeStep: dt, subStepCount: 4) }
        // Semi-implicit Euler with 240 sub-steps per second: y = −g·h²·n(n+1)/2.
        let h = dt / 4, n = 240.0
        XCTAssertEqual(world.position(body).y, -1000 * h * h * n * (n + 1) / 2, accuracy: 1e-9)
        XCTAssertEqual(world.position(body).y, -500, accuracy: 500 * 0.01)
        XCTAssertEqual(world.linearVelocity(body).y, -1000, accuracy: 1e-9)
    }

    func testBoxRestsOnFloorWithoutSinkingOrDriftingAndSleeps() {
        let world = makeWorld()
        addFloor(world)
        let body = addBox(world, at: Vec2(3, 40))
        for _ in 0..<600 { world.step(timeStep: 1.0 / 60, subStepCount: 4) }
        XCTAssertEqual(world.position(body).y, 5, accuracy: 0.5)
        XCTAssertEqual(world.position(body).x, 3, accuracy: 0.05)
        XCTAssertFalse(world.isAwake(body))
        XCTAssertTrue(world.isAtRest)
    }

    /// A box dropped beside a sleeping one, a gap apart that is wider than the slop but within the
    /// speculative distance (0.5 and 2 points at 100 points per metre): the two must end asleep. When
    /// islands were cut by "touching" but waking used any contact point, each woke the other whenever it
    /// fell asleep, for ever.
    func testNeighboursASpeculativeGapApartFallAsleep() {
        let world = makeWorld()
        addFloor(world)
        let first = addBox(world, at: Vec2(0, 5))
        for _ in 0..<60 { world.step(timeStep: 1.0 / 60, subStepCount: 4) }
        XCTAssertFalse(world.isAwake(first))
        let second = addBox(world, at: Vec2(11, 30))
        for _ in 0..<600 { world.step(timeStep: 1.0 / 60, subStepCount: 4) }
        XCTAssertEqual(world.position(second).x - world.position(first).x, 11, accuracy: 0.5, "the gap closed")
        XCTAssertTrue(world.isAtRest)
    }

    /// Small boxes need stiffer contacts: at the default 30 Hz a stack of ten 10-point boxes under
    /// 1000 points/s² compresses enough to tilt and topple; at 60 Hz (what the UIKit layer uses) it stands.
    func testStackOfTenSmallBoxesStandsWithStiffContacts() {
        var def = WorldDef()
        def.gravity = Vec2(0, -1000)
        def.enableSleep = false
        def.contactHertz = 60
        let world = World(def)
        addFloor(world)
        var boxes: [BodyID] = []
        for i in 0..<10 { boxes.append(addBox(world, at: Vec2(0, 5 + Double(i) * 10.2))) }
        for _ in 0..<600 { world.step(timeStep: 1.0 / 60, subStepCount: 4) }
        for (i, b) in boxes.enumerated() {
            XCTAssertEqual(world.position(b).x, 0, accuracy: 1.5, "box \(i) slid sideways")
            XCTAssertEqual(world.position(b).y, 5 + Double(i) * 10, accuracy: 1.5, "box \(i) is not where a stack puts it")
            XCTAssertEqual(world.angle(b), 0, accuracy: 0.02)
        }
    }

    /// UIKit-sized boxes (50 points) at the default contact stiffness.
    func testStackOfTenBoxesStaysStacked() {
        let world = makeWorld(sleep: false)
        addFloor(world)
        var boxes: [BodyID] = []
        for i in 0..<10 { boxes.append(addBox(world, at: Vec2(0, 25 + Double(i) * 51), half: 25)) }
        for _ in 0..<600 { world.step(timeStep: 1.0 / 60, subStepCount: 4) }
        for (i, b) in boxes.enumerated() {
            XCTAssertEqual(world.position(b).x, 0, accuracy: 2.5, "box \(i) slid sideways")
            // Soft contacts compress under load (≈ 2.5·g/ω² per box carried, ω = 2π·30 Hz): ≤ 4 points at the top.
            XCTAssertEqual(world.position(b).y, 25 + Double(i) * 50, accuracy: 4, "box \(i) is not where a stack puts it")
            XCTAssertEqual(world.angle(b), 0, accuracy: 0.01)
            XCTAssertLessThan(world.linearVelocity(b).length, 1)
        }
    }

    func testBounceReturnsAboutRestitutionSquaredOfDropHeight() {
        for e in [0.5, 0.8] {
            let world = makeWorld()
            addFloor(world)
            let body = addBox(world, at: Vec2(0, 5 + 200), restitution: e)
            var falling = true, apex = -Double.infinity
            for _ in 0..<240 {
                world.step(timeStep: 1.0 / 60, subStepCount: 4)
                let v = world.linearVelocity(body).y
                if falling && v > 0 { falling = false }
                if !falling {
                    apex = max(apex, world.position(body).y - 5)
                    if v < 0 { break }
                }
            }
            // The bounce reflects the approach speed measured when the step began, up to g·dt below the
            // speed at impact (Box2D does the same): allow 8%.
            XCTAssertEqual(apex / 200, e * e, accuracy: 0.08 * e * e, "restitution \(e)")
        }
    }

    func testEnergyNeverGrowsInAClosedBox() {
        let world = makeWorld(sleep: false)
        for wall in [(Vec2(0, -55), 60.0, 5.0), (Vec2(0, 55), 60.0, 5.0), (Vec2(-55, 0), 5.0, 60.0), (Vec2(55, 0), 5.0, 60.0)] {
            world.createShape(
                world.groundBody, ShapeDef(), .polygon(.box(halfWidth: wall.1, halfHeight: wall.2, center: wall.0, angle: 0)))
        }
        var bodies: [BodyID] = []
        for i in 0..<12 {
            var def = BodyDef()
            def.position = Vec2(Double(i % 4) * 20 - 30, Double(i / 4) * 20 - 20)
            def.linearVelocity = Vec2(Double(i * 37 % 11) * 20 - 100, Double(i * 53 % 7) * 30 - 90)
            let b = world.createBody(def)
            var shapeDef = ShapeDef()
            shapeDef.restitution = 1
            shapeDef.friction = 0.2
            world.createShape(
                b, shapeDef, i % 2 == 0 ? .circle(center: .zero, radius: 4) : .polygon(.box(halfWidth: 4, halfHeight: 3)))
            bodies.append(b)
        }
        func energy() -> Double {
            bodies.reduce(0) { sum, b in
                let v = world.linearVelocity(b), w = world.angularVelocity(b)
                return sum + 0.5 * world.mass(b) * v.lengthSquared + 0.5 * world.rotationalInertia(b) * w * w
                    + world.mass(b) * 1000 * (world.position(b).y + 50)
            }
        }
        let initial = energy()
        var maximum = initial
        for _ in 0..<600 {
            world.step(timeStep: 1.0 / 60, subStepCount: 4)
            maximum = max(maximum, energy())
        }
        XCTAssertLessThanOrEqual(maximum, initial * 1.01, "energy grew by more than 1%")
        XCTAssertLessThan(energy(), initial)
    }

    func testContactEventsBeginOnceAndEndWhenApart() {
        let world = makeWorld(gravity: 0)
        let a = addBox(world, at: Vec2(0, 0), type: .static)
        _ = a
        var def = BodyDef()
        def.position = Vec2(0, 30)
        def.linearVelocity = Vec2(0, -100)
        let b = world.createBody(def)
        world.createShape(b, ShapeDef(), .polygon(.box(halfWidth: 5, halfHeight: 5)))
        var begins = 0, ends = 0
        for i in 0..<60 {
            if i == 30 { world.setLinearVelocity(b, Vec2(0, 100)) }
            world.step(timeStep: 1.0 / 60, subStepCount: 4)
            begins += world.contactBeginEvents.count
            ends += world.contactEndEvents.count
        }
        XCTAssertEqual(begins, 1)
        XCTAssertEqual(ends, 1)
    }
}
