/// A reusable section header or footer (UIKit's `UITableViewHeaderFooterView`).
///
/// A table view makes one for `tableView(_:titleForHeaderInSection:)` titles, showing the title in
/// `textLabel`; register a subclass with `register(_:forHeaderFooterViewReuseIdentifier:)` and
/// dequeue it in `tableView(_:viewForHeaderInSection:)` for custom headers.
open class UITableViewHeaderFooterView: UIView {
    /// The identifier it is reused under.
    public private(set) var reuseIdentifier: String?
    /// Holds custom content.
    public let contentView = UIView(frame: .zero)
    private var ownTextLabel: UILabel?
    private var ownDetailLabel: UILabel?

    /// A header or footer reused under `reuseIdentifier`.
    public init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
        addSubview(contentView)
    }

    /// Never decoded here; present for subclasses.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addSubview(contentView)
    }

    /// Engine: how a table view makes a registered class's view (UIKit calls `init(reuseIdentifier:)`).
    public required convenience init(registeredReuseIdentifier identifier: String?) {
        self.init(reuseIdentifier: identifier)
    }

    /// The title label (made on first use).
    open var textLabel: UILabel? {
        if let label = ownTextLabel { return label }
        let label = UILabel()
        label.font = .systemFont(ofSize: 13)
        label.textColor = .secondaryLabel
        ownTextLabel = label
        contentView.addSubview(label)
        return label
    }

    /// A secondary label (made on first use).
    open var detailTextLabel: UILabel? {
        if let label = ownDetailLabel { return label }
        let label = UILabel()
        ownDetailLabel = label
        contentView.addSubview(label)
        return label
    }

    /// Stored.
    open var backgroundView: UIView?

    /// A header's list configuration.
    open func defaultContentConfiguration() -> UIListContentConfiguration { .groupedHeader() }

    private var configuredView: (UIView & UIContentView)?
    /// Content whose view fills `contentView`.
    open var contentConfiguration: UIContentConfiguration? {
        didSet { ContentConfigurationHost.install(contentConfiguration, in: contentView, replacing: &configuredView) }
    }

    /// Called before the view is dequeued again (call super).
    open func prepareForReuse() {}

    open override func layoutSubviews() {
        super.layoutSubviews()
        contentView.frame = bounds
        configuredView?.frame = contentView.bounds
        if let label = ownTextLabel {
            let size = label.sizeThatFits(CGSize(width: bounds.width - 32, height: .greatestFiniteMagnitude))
            label.frame = CGRect(x: 16, y: bounds.height - size.height - 6, width: bounds.width - 32, height: size.height)
        }
    }
}
