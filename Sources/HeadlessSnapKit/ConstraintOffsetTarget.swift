import HeadlessUIKit

/// What `offset(_:)` accepts: a number (every attribute) or a point/size (per axis).
public protocol ConstraintOffsetTarget {}

extension Int: ConstraintOffsetTarget {}
extension UInt: ConstraintOffsetTarget {}
extension Float: ConstraintOffsetTarget {}
extension Double: ConstraintOffsetTarget {}
extension CGFloat: ConstraintOffsetTarget {}
extension CGPoint: ConstraintOffsetTarget {}
extension CGSize: ConstraintOffsetTarget {}

/// A number from any of the numeric constant types SnapKit accepts.
func constraintScalar(_ value: Any) -> CGFloat? {
    switch value {
    case let v as Int: return CGFloat(v)
    case let v as UInt: return CGFloat(v)
    case let v as Float: return CGFloat(v)
    case let v as Double: return CGFloat(v)
    case let v as CGFloat: return v
    default: return nil
    }
}
