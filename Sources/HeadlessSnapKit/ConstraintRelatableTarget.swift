import HeadlessUIKit

/// What `equalTo(_:)` accepts: a view, another view's `snp` attribute, or a constant
/// (a number, a `CGSize` for sizes, a `CGPoint` for centres).
public protocol ConstraintRelatableTarget {}

extension Int: ConstraintRelatableTarget {}
extension UInt: ConstraintRelatableTarget {}
extension Float: ConstraintRelatableTarget {}
extension Double: ConstraintRelatableTarget {}
extension CGFloat: ConstraintRelatableTarget {}
extension CGSize: ConstraintRelatableTarget {}
extension CGPoint: ConstraintRelatableTarget {}
extension UIView: ConstraintRelatableTarget {}
