/// A layout attribute of a view, for making constraints (UIKit's `NSLayoutAnchor`).
/// The type parameter keeps x-axis, y-axis and dimension anchors from mixing, as in UIKit.
open class NSLayoutAnchor<AnchorType: AnyObject> {
    weak var item: UIView?
    let attribute: NSLayoutConstraint.Attribute

    init(item: UIView, attribute: NSLayoutConstraint.Attribute) {
        self.item = item
        self.attribute = attribute
    }

    /// `self = anchor` (inactive until `isActive = true`).
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        constraint(equalTo: anchor, constant: 0)
    }

    /// `self = anchor + c`.
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(
            item: item as Any, attribute: attribute, relatedBy: .equal, toItem: anchor.item,
            attribute: anchor.attribute, multiplier: 1, constant: c)
    }
}
