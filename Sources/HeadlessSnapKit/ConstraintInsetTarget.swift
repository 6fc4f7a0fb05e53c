import HeadlessUIKit

/// What `inset(_:)` accepts: a number, inset on every side (edges move inwards, sizes shrink).
/// `UIEdgeInsets` is not accepted yet: the type belongs to the dynamics layer.
public protocol ConstraintInsetTarget {}

extension Int: ConstraintInsetTarget {}
extension UInt: ConstraintInsetTarget {}
extension Float: ConstraintInsetTarget {}
extension Double: ConstraintInsetTarget {}
extension CGFloat: ConstraintInsetTarget {}
