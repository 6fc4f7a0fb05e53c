import HeadlessUIKit

/// One or more attributes of a view (`other.snp.bottom`), usable as an `equalTo(_:)` target.
public final class ConstraintItem: ConstraintRelatableTarget {
    /// The view.
    public let view: UIView
    /// Its attributes.
    public let attributes: ConstraintAttributes

    init(view: UIView, attributes: ConstraintAttributes) {
        self.view = view
        self.attributes = attributes
    }
}
