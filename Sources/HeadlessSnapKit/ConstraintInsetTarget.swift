import HeadlessUIKit

/// What `inset(_:)` accepts: a number, inset on every side (edges move inwards, sizes shrink).
/// `UIEdgeInsets` (defined by the dynamics layer) joins by conforming with its four sides.
public protocol ConstraintInsetTarget {
    /// The inset of each side, in points.
    var constraintInsetSides: (top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) { get }
}

extension ConstraintInsetTarget where Self: BinaryInteger {
    /// The same inset on every side.
    public var constraintInsetSides: (top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        let v = CGFloat(self)
        return (v, v, v, v)
    }
}

extension ConstraintInsetTarget where Self: BinaryFloatingPoint {
    /// The same inset on every side.
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

extension UIEdgeInsets: ConstraintInsetTarget {
    /// Each side its own inset.
    public var constraintInsetSides: (top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        (top, left, bottom, right)
    }
}
