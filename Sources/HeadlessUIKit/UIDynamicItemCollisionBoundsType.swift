/// The shape a dynamic item has in collisions (UIKit's `UIDynamicItemCollisionBoundsType`).
public enum UIDynamicItemCollisionBoundsType: UInt, Sendable {
    /// The item's bounds rectangle (the default).
    case rectangle
    /// The ellipse inscribed in the bounds (a circle when the bounds are square; otherwise simulated as an
    /// 8-sided polygon of the same area).
    case ellipse
    /// The convex polygon `collisionBoundingPath` (at most 8 vertices are kept), centred on the item's centre.
    case path
}
