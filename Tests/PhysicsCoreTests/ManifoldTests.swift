import XCTest
@testable import PhysicsCore

final class ManifoldTests: XCTestCase {
    private let box = Geometry.polygon(.box(halfWidth: 5, halfHeight: 5))

    func testBoxRestingOnBoxHasTwoPointsAtTheOverlap() {
        let lower = Transform(p: Vec2(0, 0), q: .identity)
        let upper = Transform(p: Vec2(1, 9.5), q: .identity)  // 0.5 overlap, shifted sideways
        let m = collide(box, lower, box, upper, speculativeDistance: 0.2, linearSlop: 0.05)
        XCTAssertEqual(m.pointCount, 2)
        XCTAssertEqual(m.normal.x, 0, accuracy: 1e-5)
        XCTAssertEqual(m.normal.y, 1, accuracy: 1e-5)  // from A (lower) to B (upper)
        for i in 0..<2 { XCTAssertEqual(m[i].separation, -0.5, accuracy: 1e-5) }
        let xs = [m[0].anchorA.x, m[1].anchorA.x].sorted()  // A is at the origin
        XCTAssertEqual(xs[0], -4, accuracy: 1e-5)  // clipped to the overlap [-4, 5]
        XCTAssertEqual(xs[1], 5, accuracy: 1e-5)
        XCTAssertNotEqual(m[0].id, m[1].id)
    }

    /// Equal overlaps: colliding (lower, upper) takes the lower box's face as reference, (upper, lower) the
    /// upper box's. A point's id names its two vertices (the first shape's in the high byte), so both
    /// orders give the same ids, byte-swapped: impulses survive the reference face changing sides.
    func testPointIdsDoNotDependOnWhichShapeGivesTheReferenceFace() {
        let lower = Transform(p: Vec2(0, 0), q: .identity)
        let upper = Transform(p: Vec2(1, 9.5), q: .identity)
        let m1 = collide(box, lower, box, upper, speculativeDistance: 0.2, linearSlop: 0.05)
        let m2 = collide(box, upper, box, lower, speculativeDistance: 0.2, linearSlop: 0.05)
        XCTAssertEqual(m1.pointCount, 2)
        XCTAssertEqual(m2.pointCount, 2)
        func swapped(_ id: UInt16) -> UInt16 { id << 8 | id >> 8 }
        for i in 0..<2 {
            let match = (0..<2).filter { swapped(m2[$0].id) == m1[i].id }
            XCTAssertEqual(match.count, 1, "point \(i) (id \(m1[i].id)) has no twin")
            if let j = match.first {
                // The same world point: `lower` (at the origin) is m1's shape A and m2's shape B.
                XCTAssertEqual(m1[i].anchorA.x, m2[j].anchorB.x, accuracy: 1e-5)
                XCTAssertEqual(m1[i].anchorA.y, m2[j].anchorB.y, accuracy: 1e-5)
            }
        }
    }

    func testSeparatedBoxesBeyondSpeculativeDistanceHaveNoPoints() {
        let m = collide(box, .identity, box, Transform(p: Vec2(0, 11), q: .identity), speculativeDistance: 0.5, linearSlop: 0.05)
        XCTAssertEqual(m.pointCount, 0)
        let near = collide(
            box, .identity, box, Transform(p: Vec2(0, 10.3), q: .identity), speculativeDistance: 0.5, linearSlop: 0.05)
        XCTAssertEqual(near.pointCount, 2, "points within the speculative distance are kept")
        XCTAssertEqual(near[0].separation, 0.3, accuracy: 1e-5)
    }

    func testRotatedBoxCornerOnFloorGivesOnePoint() {
        let floor = Geometry.polygon(.box(halfWidth: 50, halfHeight: 5))
        let corner = 5 * 2.0.squareRoot()
        let m = collide(
            floor, .identity, box, Transform(p: Vec2(0, 5 + corner - 0.1), q: Rotation(angle: .pi / 4)),
            speculativeDistance: 0.2, linearSlop: 0.05)
        XCTAssertEqual(m.pointCount, 1)
        XCTAssertEqual(m[0].separation, -0.1, accuracy: 1e-5)
    }

    /// Eight vertices fill every lane of `PolygonLanes`; the ellipse's bottom face is flat.
    func testEightSidedEllipseRestsOnItsBottomFace() {
        let floor = Geometry.polygon(.box(halfWidth: 50, halfHeight: 5))
        let ellipse = Polygon.ellipse(radiusX: 5, radiusY: 5)
        let depth = -ellipse.vertices.map(\.y).min()!
        let m = collide(
            floor, .identity, .polygon(ellipse), Transform(p: Vec2(3, 5 + depth - 0.25), q: .identity),
            speculativeDistance: 0.2, linearSlop: 0.05)
        XCTAssertEqual(m.pointCount, 2)
        XCTAssertEqual(m.normal.y, 1, accuracy: 1e-5)
        for i in 0..<2 { XCTAssertEqual(m[i].separation, -0.25, accuracy: 1e-5) }
        let flipped = collide(
            .polygon(ellipse), Transform(p: Vec2(3, 5 + depth - 0.25), q: .identity), floor, .identity,
            speculativeDistance: 0.2, linearSlop: 0.05)
        XCTAssertEqual(flipped.pointCount, 2)
        XCTAssertEqual(flipped.normal.y, -1, accuracy: 1e-5)
    }

    func testCircleAgainstBoxFaceAndCorner() {
        let face = collide(
            .circle(center: .zero, radius: 3), Transform(p: Vec2(0, 7.5), q: .identity), box, .identity,
            speculativeDistance: 0.2, linearSlop: 0.05)
        XCTAssertEqual(face.pointCount, 1)
        XCTAssertEqual(face[0].separation, -0.5, accuracy: 1e-5)
        XCTAssertEqual(face.normal.y, -1, accuracy: 1e-5, "normal points from the circle (A) to the box (B)")
        let corner = collide(
            box, .identity, .circle(center: .zero, radius: 1), Transform(p: Vec2(6, 6), q: .identity),
            speculativeDistance: 0.2, linearSlop: 0.05)
        XCTAssertEqual(corner.pointCount, 0, "distance to the corner is √2 − 1 ≈ 0.41 > 0.2")
    }

    func testCircles() {
        let m = collideCircles(.zero, 2, .identity, .zero, 3, Transform(p: Vec2(4, 0), q: .identity), speculativeDistance: 0.1)
        XCTAssertEqual(m.pointCount, 1)
        XCTAssertEqual(m[0].separation, -1, accuracy: 1e-5)
        XCTAssertEqual(m.normal.x, 1, accuracy: 1e-5)
        XCTAssertEqual(m[0].anchorA.x, 1.5, accuracy: 1e-5)
    }

    func testSegmentStopsABoxFromEitherSide() {
        let wall = Geometry.polygon(.segment(Vec2(-20, 0), Vec2(20, 0)))
        let above = collide(
            wall, .identity, box, Transform(p: Vec2(0, 4.9), q: .identity), speculativeDistance: 0.2, linearSlop: 0.05)
        let below = collide(
            wall, .identity, box, Transform(p: Vec2(0, -4.9), q: .identity), speculativeDistance: 0.2, linearSlop: 0.05)
        XCTAssertEqual(above.pointCount, 2)
        XCTAssertEqual(below.pointCount, 2)
        XCTAssertEqual(above.normal.y, 1, accuracy: 1e-5)
        XCTAssertEqual(below.normal.y, -1, accuracy: 1e-5)
    }
}

final class PolygonLayoutTests: XCTestCase {
    /// The narrow phase reads vertices and normals through a pointer at these offsets.
    func testVertexAndNormalStorageOffsets() {
        let offsets = Polygon.storageOffsets
        XCTAssertEqual(offsets.vertices, 0)
        XCTAssertEqual(offsets.normals, 8 * MemoryLayout<Vec2>.stride)
        var box = Polygon.box(halfWidth: 2, halfHeight: 1)
        withUnsafePointer(to: &box) { p in
            XCTAssertEqual(Polygon.vertices(p)[2], Vec2(2, 1))
            XCTAssertEqual(Polygon.normals(p)[1], Vec2(1, 0))
        }
    }
}
