import Foundation

/// A convex polygon of up to `Polygon.maxVertices` vertices in body-local coordinates, counter-clockwise
/// in a y-up frame. Two vertices make a segment (a zero-thickness wall, used for UIKit boundaries).
///
/// Trade-off: vertices live in a fixed-size inline buffer rather than an `Array`, so a shape is a plain
/// value with no heap storage and the narrow phase never touches ARC.
public struct Polygon: Hashable, Sendable {
    /// The most vertices a polygon may have (enough for boxes and an 8-sided ellipse approximation).
    public static let maxVertices = 8

    // Inline storage: 8 vertices then 8 outward edge normals, first in the struct so the narrow phase can
    // read them through a pointer to the polygon without copying (offsets checked by a test).
    private var v: (Vec2, Vec2, Vec2, Vec2, Vec2, Vec2, Vec2, Vec2)
    private var n: (Vec2, Vec2, Vec2, Vec2, Vec2, Vec2, Vec2, Vec2)
    public private(set) var count: Int

    /// Byte offsets of the vertex and normal arrays (for the layout test).
    static var storageOffsets: (vertices: Int?, normals: Int?) {
        (MemoryLayout<Polygon>.offset(of: \Polygon.v), MemoryLayout<Polygon>.offset(of: \Polygon.n))
    }

    /// The vertices of the polygon at `p`, read in place.
    @inline(__always) static func vertices(_ p: UnsafePointer<Polygon>) -> UnsafePointer<Vec2> {
        UnsafeRawPointer(p).assumingMemoryBound(to: Vec2.self)
    }
    /// The edge normals of the polygon at `p`, read in place.
    @inline(__always) static func normals(_ p: UnsafePointer<Polygon>) -> UnsafePointer<Vec2> {
        (UnsafeRawPointer(p) + 8 * MemoryLayout<Vec2>.stride).assumingMemoryBound(to: Vec2.self)
    }

    /// Builds a polygon from points already in counter-clockwise convex order (2...8 of them).
    public init(counterClockwise points: [Vec2]) {
        precondition(points.count >= 2 && points.count <= Polygon.maxVertices, "a polygon needs 2...8 vertices")
        let z = Vec2.zero
        v = (z, z, z, z, z, z, z, z)
        n = (z, z, z, z, z, z, z, z)
        count = points.count
        for i in 0..<count { setVertex(i, points[i]) }
        if count == 2 {
            let edge = (points[1] - points[0]).normalized
            setNormal(0, edge.rightPerp)
            setNormal(1, edge.leftPerp)
        } else {
            for i in 0..<count {
                let edge = points[(i + 1) % count] - points[i]
                setNormal(i, edge.normalized.rightPerp)
            }
        }
    }

    @inlinable public func vertex(_ i: Int) -> Vec2 { withUnsafeVertices { $0[i] } }
    @inlinable public func normal(_ i: Int) -> Vec2 { withUnsafeNormals { $0[i] } }

    @usableFromInline func withUnsafeVertices<R>(_ body: (UnsafePointer<Vec2>) -> R) -> R {
        withUnsafeBytes(of: v) { body($0.baseAddress!.assumingMemoryBound(to: Vec2.self)) }
    }
    @usableFromInline func withUnsafeNormals<R>(_ body: (UnsafePointer<Vec2>) -> R) -> R {
        withUnsafeBytes(of: n) { body($0.baseAddress!.assumingMemoryBound(to: Vec2.self)) }
    }
    private mutating func setVertex(_ i: Int, _ p: Vec2) {
        withUnsafeMutableBytes(of: &v) { $0.baseAddress!.assumingMemoryBound(to: Vec2.self)[i] = p }
    }
    private mutating func setNormal(_ i: Int, _ p: Vec2) {
        withUnsafeMutableBytes(of: &n) { $0.baseAddress!.assumingMemoryBound(to: Vec2.self)[i] = p }
    }

    public static func == (a: Polygon, b: Polygon) -> Bool { a.vertices == b.vertices }
    public func hash(into hasher: inout Hasher) { hasher.combine(vertices) }

    /// The vertices as an array (for tests and debugging; the solver never calls it).
    public var vertices: [Vec2] { (0..<count).map { vertex($0) } }

    // MARK: - Factories

    /// An axis-aligned box centred on the body origin (half extents in points).
    public static func box(halfWidth: Double, halfHeight: Double) -> Polygon {
        Polygon(counterClockwise: [
            Vec2(-halfWidth, -halfHeight), Vec2(halfWidth, -halfHeight),
            Vec2(halfWidth, halfHeight), Vec2(-halfWidth, halfHeight)
        ])
    }

    /// A box of the given half extents, rotated by `angle` and centred at `center` in body coordinates.
    public static func box(halfWidth: Double, halfHeight: Double, center: Vec2, angle: Double) -> Polygon {
        let xf = Transform(p: center, q: Rotation(angle: angle))
        return Polygon(counterClockwise: Polygon.box(halfWidth: halfWidth, halfHeight: halfHeight).vertices.map(xf.apply))
    }

    /// A two-sided segment.
    public static func segment(_ a: Vec2, _ b: Vec2) -> Polygon { Polygon(counterClockwise: [a, b]) }

    /// An ellipse inscribed in a `2·rx × 2·ry` box, approximated by the 8-gon whose area equals the
    /// ellipse's (vertices pushed out slightly so mass and contact extents match on average).
    public static func ellipse(radiusX rx: Double, radiusY ry: Double) -> Polygon {
        // Area of a regular 8-gon inscribed in the unit circle is 2√2; the ellipse's is π·rx·ry.
        let scale = (Double.pi / (2 * 2.0.squareRoot())).squareRoot()
        let points: [Vec2] = (0..<8).map { i in
            let t = Double(i) * Double.pi / 4 + Double.pi / 8
            return Vec2(rx * scale * cos(t), ry * scale * sin(t))
        }
        return Polygon(counterClockwise: points)
    }

    /// The convex hull of `points` (gift wrapping; deterministic), reduced to at most 8 vertices by
    /// dropping the vertices whose removal loses the least area. Returns nil for fewer than 3 distinct points.
    public static func convexHull(_ points: [Vec2]) -> Polygon? {
        var hull = monotoneChain(points)
        guard hull.count >= 3 else { return nil }
        while hull.count > maxVertices {
            var best = 0, bestArea = Double.infinity
            for i in 0..<hull.count {
                let a = hull[(i + hull.count - 1) % hull.count], b = hull[i], c = hull[(i + 1) % hull.count]
                let area = abs(cross(b - a, c - a))
                if area < bestArea { bestArea = area; best = i }
            }
            hull.remove(at: best)
        }
        return Polygon(counterClockwise: hull)
    }

    private static func monotoneChain(_ input: [Vec2]) -> [Vec2] {
        let points = input.sorted { $0.x < $1.x || ($0.x == $1.x && $0.y < $1.y) }
        guard points.count >= 3 else { return points }
        var lower: [Vec2] = [], upper: [Vec2] = []
        for p in points {
            while lower.count >= 2 && cross(lower[lower.count - 1] - lower[lower.count - 2], p - lower[lower.count - 2]) <= 1e-12
            { lower.removeLast() }
            lower.append(p)
        }
        for p in points.reversed() {
            while upper.count >= 2 && cross(upper[upper.count - 1] - upper[upper.count - 2], p - upper[upper.count - 2]) <= 1e-12
            { upper.removeLast() }
            upper.append(p)
        }
        return Array(lower.dropLast()) + Array(upper.dropLast())
    }

    // MARK: - Mass

    /// Area, centroid and polar moment of area about the body origin (for a segment: all zero).
    public func massProperties() -> (area: Double, centroid: Vec2, inertiaAboutOrigin: Double) {
        guard count >= 3 else { return (0, .zero, 0) }
        var area = 0.0, center = Vec2.zero, inertia = 0.0
        let origin = vertex(0)
        for i in 1..<(count - 1) {
            let e1 = vertex(i) - origin, e2 = vertex(i + 1) - origin
            let d = cross(e1, e2)
            let triangleArea = 0.5 * d
            area += triangleArea
            center += (triangleArea / 3) * (e1 + e2)
            let intx2 = e1.x * e1.x + e2.x * e1.x + e2.x * e2.x
            let inty2 = e1.y * e1.y + e2.y * e1.y + e2.y * e2.y
            inertia += (0.25 / 3.0 * d) * (intx2 + inty2)
        }
        center = (1 / area) * center
        // `inertia` is about `origin` (vertex 0): shift to the centroid, then to the body origin.
        let centroid = center + origin
        let aboutCentroid = inertia - area * center.lengthSquared
        return (area, centroid, aboutCentroid + area * centroid.lengthSquared)
    }
}

// MARK: - The narrow phase's copy

/// A polygon's vertices and outward edge normals in Float32 lanes, one lane per vertex: the copy the
/// polygon narrow phase (`collidePolygons`) reads, made once when the shape is created.
///
/// Trade-off (after Box2D, whose manifold functions work in `float` in the first shape's frame): in
/// Float32 the separating-axis search takes the faces of one polygon side by side in SIMD lanes. Lanes
/// past `count` repeat lane 0, so a minimum or maximum over every lane is one over the polygon's own
/// vertices, and the first lane of a maximum is still the polygon's first face that reaches it.
struct PolygonLanes: Sendable {
    typealias Lanes = SIMD8<Float>
    var x = Lanes(), y = Lanes(), nx = Lanes(), ny = Lanes()
    var count = 0

    init(_ polygon: Polygon) {
        count = polygon.count
        for i in 0..<Polygon.maxVertices {
            let k = i < count ? i : 0
            let v = polygon.vertex(k), n = polygon.normal(k)
            x[i] = Float(v.x); y[i] = Float(v.y); nx[i] = Float(n.x); ny[i] = Float(n.y)
        }
    }
}
