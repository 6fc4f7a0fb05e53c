import PhysicsCore

/// The animator's bookkeeping for one item: its body and shape, and what was last written to it.
struct DynamicsItemRecord {
    let item: UIDynamicItem
    /// Stable number used as shape user data, so contact events map back to the item.
    let serial: Int
    var body: BodyID
    var shape: ShapeID
    /// The transform the item had when it joined, minus rotation (scale is preserved on write-back).
    var baseTransform: CGAffineTransform
    var lastCenter: CGPoint
    var lastAngle: Double
}

/// Converts between UIKit geometry and the core's.
enum DynamicsGeometry {
    static func vec(_ p: CGPoint) -> Vec2 { Vec2(Double(p.x), Double(p.y)) }
    static func point(_ v: Vec2) -> CGPoint { CGPoint(x: v.x, y: v.y) }

    /// Rotation angle of a transform (radians, clockwise on screen).
    static func angle(of t: CGAffineTransform) -> Double { atan2(Double(t.b), Double(t.a)) }

    /// The collision geometry for an item, from its bounds and collision bounds type.
    static func geometry(for item: UIDynamicItem) -> Geometry {
        let w = max(Double(item.bounds.width), 1e-3), h = max(Double(item.bounds.height), 1e-3)
        switch item.collisionBoundsType {
        case .rectangle:
            return .polygon(.box(halfWidth: w / 2, halfHeight: h / 2))
        case .ellipse:
            if abs(w - h) < 1e-9 { return .circle(center: .zero, radius: w / 2) }
            return .polygon(.ellipse(radiusX: w / 2, radiusY: h / 2))
        case .path:
            let points = item.collisionBoundingPath.allPoints.map(vec)
            if let hull = Polygon.convexHull(points) { return .polygon(hull) }
            return .polygon(.box(halfWidth: w / 2, halfHeight: h / 2))
        }
    }
}
