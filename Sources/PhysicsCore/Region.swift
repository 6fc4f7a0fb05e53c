/// An area where a field acts, relative to the field's position: the core of `UIRegion`.
public indirect enum Region: Hashable, Sendable {
    /// Everywhere.
    case infinite
    /// Nowhere (the inverse of `.infinite`).
    case empty
    /// A disc of this radius around the field position.
    case circle(radius: Double)
    /// A rectangle of this size centred on the field position.
    case rectangle(width: Double, height: Double)
    /// Everywhere the inner region is not.
    case inverse(Region)
    case union(Region, Region)
    case intersection(Region, Region)
    /// Points in the first region that are not in the second.
    case difference(Region, Region)

    /// Whether `p` (relative to the field position) is inside.
    public func contains(_ p: Vec2) -> Bool {
        switch self {
        case .infinite: return true
        case .empty: return false
        case let .circle(radius): return p.lengthSquared <= radius * radius
        case let .rectangle(width, height): return abs(p.x) <= width / 2 && abs(p.y) <= height / 2
        case let .inverse(region): return !region.contains(p)
        case let .union(a, b): return a.contains(p) || b.contains(p)
        case let .intersection(a, b): return a.contains(p) && b.contains(p)
        case let .difference(a, b): return a.contains(p) && !b.contains(p)
        }
    }
}
