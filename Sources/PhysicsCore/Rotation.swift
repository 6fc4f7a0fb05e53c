import Foundation

/// A rotation stored as cosine and sine, so composing and applying it needs no trigonometry.
public struct Rotation: Hashable, Sendable {
    public var c: Double
    public var s: Double

    @inlinable public init(c: Double, s: Double) { self.c = c; self.s = s }
    /// The rotation by `angle` radians (counter-clockwise in a y-up frame, clockwise on screen).
    public init(angle: Double) { c = cos(angle); s = sin(angle) }

    public static let identity = Rotation(c: 1, s: 0)

    /// The angle in radians, in (−π, π].
    public var angle: Double { atan2(s, c) }

    /// Rotates `v`.
    @inlinable public func apply(_ v: Vec2) -> Vec2 { Vec2(c * v.x - s * v.y, s * v.x + c * v.y) }
    /// Rotates `v` by the inverse.
    @inlinable public func applyInverse(_ v: Vec2) -> Vec2 { Vec2(c * v.x + s * v.y, -s * v.x + c * v.y) }

    /// Advances by angular velocity × time using the first-order update Box2D uses, then renormalises:
    /// cheaper than sin/cos per sub-step and exact enough at sub-step sizes.
    @inlinable public func integrated(by deltaAngle: Double) -> Rotation {
        let c2 = c - deltaAngle * s
        let s2 = s + deltaAngle * c
        let inverseLength = 1.0 / (c2 * c2 + s2 * s2).squareRoot()
        return Rotation(c: c2 * inverseLength, s: s2 * inverseLength)
    }

    /// `self` followed by `other`... as a product q·r.
    @inlinable public func multiplied(by r: Rotation) -> Rotation {
        Rotation(c: c * r.c - s * r.s, s: s * r.c + c * r.s)
    }

    /// q⁻¹·r: the relative rotation from `self` to `r`.
    @inlinable public func inverseMultiplied(by r: Rotation) -> Rotation {
        Rotation(c: c * r.c + s * r.s, s: c * r.s - s * r.c)
    }
}

/// A rigid transform: rotate, then translate.
public struct Transform: Hashable, Sendable {
    public var p: Vec2
    public var q: Rotation

    @inlinable public init(p: Vec2, q: Rotation) { self.p = p; self.q = q }
    public static let identity = Transform(p: .zero, q: .identity)

    @inlinable public func apply(_ v: Vec2) -> Vec2 { q.apply(v) + p }
    @inlinable public func applyInverse(_ v: Vec2) -> Vec2 { q.applyInverse(v - p) }
}
