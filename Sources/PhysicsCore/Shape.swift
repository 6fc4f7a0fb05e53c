/// What a shape is: a circle or a convex polygon (boxes, ellipse approximations, segments).
public enum Geometry: Hashable, Sendable {
    /// A circle of `radius` centred at `center` in body coordinates.
    case circle(center: Vec2, radius: Double)
    /// A convex polygon in body coordinates.
    case polygon(Polygon)
}

/// Which shapes may touch: two shapes collide when each one's category is in the other's mask (Box2D's rule).
public struct Filter: Hashable, Sendable {
    public var categoryBits: UInt64
    public var maskBits: UInt64
    public init(categoryBits: UInt64 = 1, maskBits: UInt64 = .max) {
        self.categoryBits = categoryBits; self.maskBits = maskBits
    }
    @inlinable public func accepts(_ other: Filter) -> Bool {
        (categoryBits & other.maskBits) != 0 && (other.categoryBits & maskBits) != 0
    }
}

/// How to make a shape: material and filter, with defaults.
public struct ShapeDef: Sendable {
    /// Mass per unit area (mass = density × area in points²).
    public var density: Double = 1
    /// Coulomb friction coefficient; pairs combine as √(fA·fB).
    public var friction: Double = 0.6
    /// Coefficient of restitution; pairs combine as max(eA, eB).
    public var restitution: Double = 0
    public var filter = Filter()
    /// Whether begin/end touch events are reported for this shape.
    public var enableContactEvents = true
    /// Caller data (the UIKit layer stores an item or boundary index here).
    public var userData: Int = 0
    public init() {}
}

/// A shape attached to a body (the world stores them contiguously; `ShapeID` names one).
///
/// Trade-off: the struct stays small (the solver-side arrays stream through it); a polygon's vertices live
/// in the world's parallel `polygons` array, read in place by the narrow phase. `World.geometry(of:)`
/// gives the geometry back as a value.
public struct Shape: Sendable {
    public internal(set) var isCircle: Bool
    /// Circle centre (body coordinates) and radius; unused for polygons.
    public internal(set) var circleCenter: Vec2
    public internal(set) var radius: Double
    /// Largest distance from the body origin to the shape.
    public internal(set) var extent: Double
    public var body: Int32
    public var density: Double
    public var friction: Double
    public var restitution: Double
    public var filter: Filter
    public var enableContactEvents: Bool
    public var userData: Int
    /// Bounding box at the last step, inflated by the speculative margin.
    public var aabb: AABB
    /// The broad phase's box: `aabb` fattened by a margin, renewed only when `aabb` leaves it. Two
    /// shapes keep their contact while their fat boxes overlap.
    var fatAABB = AABB(lower: .zero, upper: .zero)
    var generation: UInt32
    var isAlive: Bool
    /// Set when the shape (or its static body) moved outside a step, so the next step recomputes its box.
    var needsAABB: Bool = true
    /// Next shape of the same body (−1 ends the list).
    var nextOfBody: Int32
}

/// A handle to a shape: index plus generation, so a stale handle is detected rather than aliased.
public struct ShapeID: Hashable, Sendable {
    public let index: Int32
    public let generation: UInt32
}

/// The shape's bounding box placed with `xf`, reading polygon vertices in place.
@inline(__always)
func shapeAABB(_ shape: UnsafePointer<Shape>, _ polygon: UnsafePointer<Polygon>, _ xf: Transform) -> AABB {
    if shape.pointee.isCircle {
        let c = xf.apply(shape.pointee.circleCenter), r = shape.pointee.radius
        return AABB(lower: Vec2(c.x - r, c.y - r), upper: Vec2(c.x + r, c.y + r))
    }
    let v = Polygon.vertices(polygon)
    var lower = xf.apply(v[0]), upper = lower
    for i in 1..<polygon.pointee.count {
        let p = xf.apply(v[i])
        lower = Vec2(min(lower.x, p.x), min(lower.y, p.y))
        upper = Vec2(max(upper.x, p.x), max(upper.y, p.y))
    }
    return AABB(lower: lower, upper: upper)
}

// MARK: - Geometry queries

extension Geometry {
    /// The bounding box of the geometry placed with `xf`.
    @inlinable public func aabb(_ xf: Transform) -> AABB {
        switch self {
        case let .circle(center, radius):
            let c = xf.apply(center)
            return AABB(lower: Vec2(c.x - radius, c.y - radius), upper: Vec2(c.x + radius, c.y + radius))
        case let .polygon(polygon):
            var lower = xf.apply(polygon.vertex(0)), upper = lower
            for i in 1..<polygon.count {
                let p = xf.apply(polygon.vertex(i))
                lower = Vec2(min(lower.x, p.x), min(lower.y, p.y))
                upper = Vec2(max(upper.x, p.x), max(upper.y, p.y))
            }
            return AABB(lower: lower, upper: upper)
        }
    }

    /// Whether the world point `p` is inside the geometry placed with `xf`.
    public func contains(_ p: Vec2, _ xf: Transform) -> Bool {
        let local = xf.applyInverse(p)
        switch self {
        case let .circle(center, radius):
            return (local - center).lengthSquared <= radius * radius
        case let .polygon(polygon):
            guard polygon.count >= 3 else { return false }
            for i in 0..<polygon.count where dot(polygon.normal(i), local - polygon.vertex(i)) > 0 { return false }
            return true
        }
    }

    /// Largest distance from the body origin to the geometry (for the rotational part of the sweep margin).
    public var extent: Double {
        switch self {
        case let .circle(center, radius): return center.length + radius
        case let .polygon(polygon): return polygon.vertices.map(\.length).max() ?? 0
        }
    }

    /// Area, centroid and polar moment of area about the body origin.
    public func massProperties() -> (area: Double, centroid: Vec2, inertiaAboutOrigin: Double) {
        switch self {
        case let .circle(center, radius):
            let area = Double.pi * radius * radius
            return (area, center, area * (0.5 * radius * radius + center.lengthSquared))
        case let .polygon(polygon):
            return polygon.massProperties()
        }
    }
}

// MARK: - Creating and changing shapes

extension World {
    /// Attaches a shape to a body and updates the body's mass.
    @discardableResult
    public func createShape(_ bodyID: BodyID, _ def: ShapeDef, _ geometry: Geometry) -> ShapeID {
        let b = Int(bodyID.index)
        var isCircle = false, circleCenter = Vec2.zero, radius = 0.0
        var polygon = Polygon.box(halfWidth: 0, halfHeight: 0)
        switch geometry {
        case let .circle(center, r): isCircle = true; circleCenter = center; radius = r
        case let .polygon(p): polygon = p
        }
        var shape = Shape(
            isCircle: isCircle, circleCenter: circleCenter, radius: radius, extent: geometry.extent,
            body: bodyID.index, density: def.density, friction: def.friction,
            restitution: def.restitution, filter: def.filter,
            enableContactEvents: def.enableContactEvents, userData: def.userData,
            aabb: geometry.aabb(bodies[b].transform), generation: 0, isAlive: true,
            nextOfBody: bodies[b].firstShape)
        let index: Int
        if let free = freeShapes.popLast() {
            index = Int(free)
            shape.generation = shapes[index].generation &+ 1
            shapes[index] = shape
            polygons[index] = polygon
            polygonLanes[index] = PolygonLanes(polygon)
        } else {
            index = shapes.count
            shapes.append(shape)
            polygons.append(polygon)
            polygonLanes.append(PolygonLanes(polygon))
        }
        bodies[b].firstShape = Int32(index)
        updateMass(b)
        wakeBody(b)
        return ShapeID(index: Int32(index), generation: shape.generation)
    }

    /// Removes a shape; its touching contacts end (reported in `contactEndEvents`).
    public func destroyShape(_ id: ShapeID) {
        guard isValid(id) else { return }
        let index = Int(id.index)
        let b = Int(shapes[index].body)
        // Its contacts end, in key order (as the narrow phase reports them).
        var doomed: [Int32] = []
        for k in contacts.indices where contacts[k].shapeA == id.index || contacts[k].shapeB == id.index {
            doomed.append(Int32(k))
        }
        doomed.sort { (x: Int32, y: Int32) -> Bool in contacts[Int(x)].key < contacts[Int(y)].key }
        for k in doomed {
            let contact = contacts[Int(k)]
            if contact.isTouching && contact.enableEvents {
                contactEndEvents.append(makeEndEvent(contact))
            }
            let other = contact.bodyA == Int32(b) ? contact.bodyB : contact.bodyA
            wakeBody(Int(other))
        }
        doomed.sort()
        removeContacts(doomed)
        broadPhase.destroyProxy(id.index)
        // Unlink from the body's list.
        if bodies[b].firstShape == id.index {
            bodies[b].firstShape = shapes[index].nextOfBody
        } else {
            var s = bodies[b].firstShape
            while s >= 0 {
                if shapes[Int(s)].nextOfBody == id.index { shapes[Int(s)].nextOfBody = shapes[index].nextOfBody; break }
                s = shapes[Int(s)].nextOfBody
            }
        }
        shapes[index].isAlive = false
        shapes[index].nextOfBody = -1
        freeShapes.append(id.index)
        updateMass(b)
    }

    public func isValid(_ id: ShapeID) -> Bool {
        let i = Int(id.index)
        return i >= 0 && i < shapes.count && shapes[i].isAlive && shapes[i].generation == id.generation
    }

    /// A snapshot of the shape.
    public func shape(_ id: ShapeID) -> Shape { shapes[Int(id.index)] }
    /// The shape's geometry in body coordinates.
    public func geometry(of id: ShapeID) -> Geometry { geometry(at: Int(id.index)) }

    func geometry(at i: Int) -> Geometry {
        let s = shapes[i]
        return s.isCircle ? .circle(center: s.circleCenter, radius: s.radius) : .polygon(polygons[i])
    }
    /// The body a shape belongs to.
    public func body(of id: ShapeID) -> BodyID {
        let b = Int(shapes[Int(id.index)].body)
        return BodyID(index: Int32(b), generation: bodies[b].generation)
    }
    /// The handle of the shape at `index` (from a contact).
    public func shapeID(at index: Int32) -> ShapeID { ShapeID(index: index, generation: shapes[Int(index)].generation) }

    public func setFriction(_ id: ShapeID, _ friction: Double) { shapes[Int(id.index)].friction = friction }
    public func setRestitution(_ id: ShapeID, _ restitution: Double) { shapes[Int(id.index)].restitution = restitution }
    public func setDensity(_ id: ShapeID, _ density: Double) {
        shapes[Int(id.index)].density = density
        updateMass(Int(shapes[Int(id.index)].body))
    }
    /// Changes which shapes this one collides with; existing contacts that are no longer allowed end next step.
    public func setFilter(_ id: ShapeID, _ filter: Filter) {
        shapes[Int(id.index)].filter = filter
        broadPhase.setFilter(id.index, filter)
        wakeBody(Int(shapes[Int(id.index)].body))
    }
    public func setUserData(_ id: ShapeID, _ data: Int) { shapes[Int(id.index)].userData = data }
}
