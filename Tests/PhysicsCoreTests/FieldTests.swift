import XCTest
import PhysicsCore

final class FieldTests: XCTestCase {
    private func world() -> World { World(WorldDef()) }

    private func body(_ w: World, at p: Vec2) -> BodyID {
        var def = BodyDef()
        def.position = p
        def.enableSleep = false
        let b = w.createBody(def)
        w.createShape(b, ShapeDef(), .circle(center: .zero, radius: 5))
        return b
    }

    func testSpringFieldOscillatesAroundItsPosition() {
        let w = world()
        let b = body(w, at: Vec2(100, 0))
        var def = FieldDef(kind: .spring)
        def.position = Vec2(0, 0)
        def.strength = w.mass(b) * 4 * Double.pi * Double.pi  // ω = 2π: period 1 s
        let f = w.createField(def)
        w.addBody(b, to: f)
        for _ in 0..<30 { w.step(timeStep: 1.0 / 60, subStepCount: 8) }
        XCTAssertEqual(w.position(b).x, -100, accuracy: 2, "half a period later it is on the other side")
    }

    func testRegionLimitsWhereTheFieldActs() {
        let w = world()
        let inside = body(w, at: Vec2(10, 0)), outside = body(w, at: Vec2(60, 0))
        var def = FieldDef(kind: .linearGravity)
        def.direction = Vec2(0, 100)
        def.region = .circle(radius: 50)
        let f = w.createField(def)
        w.addBody(inside, to: f); w.addBody(outside, to: f)
        w.step(timeStep: 0.1, subStepCount: 1)
        XCTAssertEqual(w.linearVelocity(inside).y, 10, accuracy: 1e-9)
        XCTAssertEqual(w.linearVelocity(outside).y, 0)
    }

    func testDragAndRadialGravity() {
        let w = world()
        let moving = body(w, at: Vec2(0, 0))
        w.setLinearVelocity(moving, Vec2(100, 0))
        var drag = FieldDef(kind: .drag)
        drag.strength = w.mass(moving)  // decay rate 1/s
        let d = w.createField(drag)
        w.addBody(moving, to: d)
        for _ in 0..<60 { w.step(timeStep: 1.0 / 60, subStepCount: 8) }
        XCTAssertEqual(w.linearVelocity(moving).x, 100 * exp(-1), accuracy: 0.5)

        let w2 = world()
        let b = body(w2, at: Vec2(0, 100))
        var radial = FieldDef(kind: .radialGravity)
        radial.strength = 500
        let r = w2.createField(radial)
        w2.addBody(b, to: r)
        w2.step(timeStep: 0.01, subStepCount: 1)
        XCTAssertEqual(w2.linearVelocity(b).y, -5, accuracy: 1e-9)
    }

    func testRegionAlgebra() {
        let ring = Region.difference(.circle(radius: 10), .circle(radius: 5))
        XCTAssertTrue(ring.contains(Vec2(7, 0)))
        XCTAssertFalse(ring.contains(Vec2(2, 0)))
        XCTAssertFalse(ring.contains(Vec2(12, 0)))
        XCTAssertTrue(Region.inverse(ring).contains(Vec2(2, 0)))
        XCTAssertTrue(Region.union(.rectangle(width: 4, height: 4), .circle(radius: 1)).contains(Vec2(1.9, 1.9)))
        XCTAssertFalse(Region.intersection(.rectangle(width: 4, height: 4), .circle(radius: 1)).contains(Vec2(1.9, 1.9)))
        XCTAssertFalse(Region.inverse(.infinite).contains(.zero))
    }
}
