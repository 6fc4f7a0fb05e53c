// MARK: - Vec2

/// A 2D vector in points (y grows downward in UIKit scenes, upward in the benchmark: the core does not care).
///
/// Trade-off: the core uses `Double` (CGFloat's width on every platform we run on) so positions written
/// back to UIKit items round-trip exactly; Box2D uses `float` for cache density, which matters less here
/// than bit-exact agreement with the facade.
public struct Vec2: Hashable, Sendable, CustomStringConvertible {
    public var x: Double
    public var y: Double

    @inlinable public init(_ x: Double, _ y: Double) { self.x = x; self.y = y }
    @inlinable public init(x: Double, y: Double) { self.x = x; self.y = y }

    public static let zero = Vec2(0, 0)

    @inlinable public var length: Double { (x * x + y * y).squareRoot() }
    @inlinable public var lengthSquared: Double { x * x + y * y }

    /// The unit vector along `self`, or zero for a (near-)zero vector.
    @inlinable public var normalized: Vec2 {
        let l = length
        return l < 1e-12 ? .zero : Vec2(x / l, y / l)
    }

    /// `self` rotated by +90°: the left perpendicular in a y-up frame.
    @inlinable public var leftPerp: Vec2 { Vec2(-y, x) }
    /// `self` rotated by −90°.
    @inlinable public var rightPerp: Vec2 { Vec2(y, -x) }

    public var description: String { "(\(x), \(y))" }

    @inlinable public static func + (a: Vec2, b: Vec2) -> Vec2 { Vec2(a.x + b.x, a.y + b.y) }
    @inlinable public static func - (a: Vec2, b: Vec2) -> Vec2 { Vec2(a.x - b.x, a.y - b.y) }
    @inlinable public static prefix func - (a: Vec2) -> Vec2 { Vec2(-a.x, -a.y) }
    @inlinable public static func * (s: Double, a: Vec2) -> Vec2 { Vec2(s * a.x, s * a.y) }
    @inlinable public static func * (a: Vec2, s: Double) -> Vec2 { Vec2(s * a.x, s * a.y) }
    @inlinable public static func += (a: inout Vec2, b: Vec2) { a.x += b.x; a.y += b.y }
    @inlinable public static func -= (a: inout Vec2, b: Vec2) { a.x -= b.x; a.y -= b.y }
}

// MARK: - Products

/// Dot product.
@inlinable public func dot(_ a: Vec2, _ b: Vec2) -> Double { a.x * b.x + a.y * b.y }
/// 2D cross product (the z of the 3D cross product).
@inlinable public func cross(_ a: Vec2, _ b: Vec2) -> Double { a.x * b.y - a.y * b.x }
/// Cross of a vector with a scalar (z axis): `a × s`.
@inlinable public func cross(_ a: Vec2, _ s: Double) -> Vec2 { Vec2(s * a.y, -s * a.x) }
/// Cross of a scalar (z axis) with a vector: `s × a`, the velocity of point `a` on a body spinning at `s`.
@inlinable public func cross(_ s: Double, _ a: Vec2) -> Vec2 { Vec2(-s * a.y, s * a.x) }
