/// An item of a collection view (UIKit's `UICollectionViewCell`): add content to `contentView`,
/// which fills the cell. Selection and highlighting are set by the collection view; override
/// `isSelected`/`isHighlighted` (with `didSet`) to restyle.
open class UICollectionViewCell: UICollectionReusableView {
    /// Holds the cell's content.
    public let contentView = UIView(frame: .zero)

    /// Whether the item is selected.
    open var isSelected = false
    /// Whether a finger is on the item.
    open var isHighlighted = false
    /// Behind the content (stored; added under `contentView` when set).
    open var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let view = backgroundView { insertSubview(view, at: 0) }
        }
    }
    /// Shown when selected (stored).
    open var selectedBackgroundView: UIView?

    private var configuredView: (UIView & UIContentView)?
    /// Content whose view fills `contentView` (iOS 14's content configurations).
    open var contentConfiguration: UIContentConfiguration? {
        didSet { ContentConfigurationHost.install(contentConfiguration, in: contentView, replacing: &configuredView) }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(contentView)
        contentView.frame = bounds
    }

    /// Never decoded here; present for subclasses.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addSubview(contentView)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        contentView.frame = bounds
        backgroundView?.frame = bounds
        configuredView?.frame = contentView.bounds
    }
}
