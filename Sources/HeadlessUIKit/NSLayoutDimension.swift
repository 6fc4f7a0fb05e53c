/// A width or height anchor (UIKit's `NSLayoutDimension`).
public final class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    /// `self = c`.
    public func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(
            item: item as Any, attribute: attribute, relatedBy: .equal, toItem: nil,
            attribute: .notAnAttribute, multiplier: 1, constant: c)
    }

    /// `self = m × anchor`.
    public func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        constraint(equalTo: anchor, multiplier: m, constant: 0)
    }

    /// `self = m × anchor + c`.
    public func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(
            item: item as Any, attribute: attribute, relatedBy: .equal, toItem: anchor.item,
            attribute: anchor.attribute, multiplier: m, constant: c)
    }
}
