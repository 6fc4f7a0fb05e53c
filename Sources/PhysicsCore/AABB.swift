/// An axis-aligned bounding box.
public struct AABB: Hashable, Sendable {
    public var lower: Vec2
    public var upper: Vec2

    @inlinable public init(lower: Vec2, upper: Vec2) { self.lower = lower; self.upper = upper }

    @inlinable public func overlaps(_ b: AABB) -> Bool {
        !(b.lower.x > upper.x || b.lower.y > upper.y || lower.x > b.upper.x || lower.y > b.upper.y)
    }

    @inlinable public func contains(_ p: Vec2) -> Bool {
        p.x >= lower.x && p.x <= upper.x && p.y >= lower.y && p.y <= upper.y
    }

    /// Whether `b` lies inside `self` (edges may touch).
    @inline(__always) func contains(_ b: AABB) -> Bool {
        lower.x <= b.lower.x && lower.y <= b.lower.y && b.upper.x <= upper.x && b.upper.y <= upper.y
    }

    /// `self` grown by `margin` on every side.
    @inlinable public func inflated(by margin: Double) -> AABB {
        AABB(lower: Vec2(lower.x - margin, lower.y - margin), upper: Vec2(upper.x + margin, upper.y + margin))
    }

    @inlinable public func union(_ b: AABB) -> AABB {
        AABB(
            lower: Vec2(min(lower.x, b.lower.x), min(lower.y, b.lower.y)),
            upper: Vec2(max(upper.x, b.upper.x), max(upper.y, b.upper.y)))
    }
}
