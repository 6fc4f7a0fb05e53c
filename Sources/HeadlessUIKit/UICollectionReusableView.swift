/// A view a collection view reuses: the base of cells and supplementary views (UIKit's
/// `UICollectionReusableView`).
open class UICollectionReusableView: UIView {
    /// The identifier the view was registered and dequeued under.
    public internal(set) var reuseIdentifier: String?

    public override init(frame: CGRect) { super.init(frame: frame) }

    /// Never decoded here; present for subclasses.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Engine: how a collection view makes a registered class's view (UIKit calls `init(frame:)`,
    /// which a subclass's override receives).
    public required convenience init(registeredReuseIdentifier identifier: String?) {
        self.init(frame: .zero)
        reuseIdentifier = identifier
    }

    /// Called after the view is made from a nib; nibs do not exist here, so only when called.
    open func awakeFromNib() {}

    /// Called just before the view is dequeued again: reset per-item state here (call super).
    open func prepareForReuse() {}

    /// Called with the layout's attributes after they are applied to the view's geometry.
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}

    /// Self-sizing hook: the attributes the view would like (the layout's, unchanged, here).
    open func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes)
        -> UICollectionViewLayoutAttributes
    {
        layoutAttributes
    }
}
