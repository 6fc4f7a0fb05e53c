import HeadlessUIKit

/// What `inset(_:)` accepts: a number, inset on every side (edges move inwards, sizes shrink).
/// `UIEdgeInsets` (defined by the dynamics layer) joins by conforming with its four sides.
public protocol ConstraintInsetTarget {
    /// The inset of each side, in points.
    var constraintInsetSides: (top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) { get }
}

extension ConstraintInsetTarget where Self: BinaryInteger {
    public var constraintInsetSides: (top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        let v = CGFloat(self)
        return (v, v, v, v)
    }
}

extension ConstraintInsetTarget where Self: BinaryFloatingPoint {
    public var constraintInsetSides: (top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        let v = CGFloat(self)
        return (v, v, v, v)
    }
}

extension Int: ConstraintInsetTarget {}
extension UInt: ConstraintInsetTarget {}
extension Float: ConstraintInsetTarget {}
extension Double: ConstraintInsetTarget {}
extension CGFloat: ConstraintInsetTarget {}
