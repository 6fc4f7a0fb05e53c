/// A row of a table view (UIKit's `UITableViewCell`), headless.
///
/// Cells are reused: a table view keeps cells scrolled off screen in a queue per
/// `reuseIdentifier` and hands them back from `dequeueReusableCell`, calling `prepareForReuse()`
/// first. `textLabel`, `detailTextLabel` (nil for `.default`) and `imageView` are made on first use
/// and placed by `layoutSubviews` for the style: 16 points of margin, the image at the leading
/// edge, labels centred vertically. `contentView` fills the cell less the accessory (40 points
/// when there is one) and, while editing, the 38-point editing control.
open class UITableViewCell: UIView {
    /// The identifier the table view reuses the cell under.
    public private(set) var reuseIdentifier: String?
    let cellStyle: CellStyle
    /// Holds the cell's content; add custom subviews here.
    public let contentView = UIView(frame: .zero)

    private var ownTextLabel: UILabel?
    private var ownDetailLabel: UILabel?
    private var ownImageView: UIImageView?

    // MARK: - Initializers

    /// A cell of `style`, reused under `reuseIdentifier`.
    public init(style: CellStyle, reuseIdentifier: String?) {
        cellStyle = style
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        addSubview(contentView)
        contentView.frame = bounds
    }

    /// Never decoded here; present for subclasses.
    public required init?(coder: NSCoder) {
        cellStyle = .default
        super.init(coder: coder)
        addSubview(contentView)
    }

    /// A `.default` cell with no reuse identifier.
    public convenience init() { self.init(style: .default, reuseIdentifier: nil) }

    /// Engine: how a table view makes a registered class's cell (UIKit calls
    /// `init(style: .default, reuseIdentifier:)`, which a subclass's override receives).
    public required convenience init(registeredReuseIdentifier identifier: String?) {
        self.init(style: .default, reuseIdentifier: identifier)
    }

    /// Called after the cell is made from a nib; nibs do not exist here, so only when called.
    open func awakeFromNib() {}

    // MARK: - Built-in content

    /// The main label (made on first use).
    open var textLabel: UILabel? {
        if let label = ownTextLabel { return label }
        let label = UILabel()
        label.font = cellStyle == .value2 ? .systemFont(ofSize: 15, weight: .semibold) : .systemFont(ofSize: 17)
        if cellStyle == .value2 {
            label.textColor = .systemBlue
            label.textAlignment = .right
        }
        ownTextLabel = label
        contentView.addSubview(label)
        setNeedsLayout()
        return label
    }

    /// The secondary label (nil for `.default`; made on first use).
    open var detailTextLabel: UILabel? {
        guard cellStyle != .default else { return nil }
        if let label = ownDetailLabel { return label }
        let label = UILabel()
        switch cellStyle {
        case .subtitle: label.font = .systemFont(ofSize: 12)
        case .value1:
            label.font = .systemFont(ofSize: 17)
            label.textColor = .secondaryLabel
            label.textAlignment = .right
        default: label.font = .systemFont(ofSize: 15)
        }
        ownDetailLabel = label
        contentView.addSubview(label)
        setNeedsLayout()
        return label
    }

    /// The image at the leading edge (made on first use; `.value2` has none drawn).
    open var imageView: UIImageView? {
        if let view = ownImageView { return view }
        let view = UIImageView(image: nil)
        ownImageView = view
        contentView.addSubview(view)
        setNeedsLayout()
        return view
    }

    // MARK: - Content configurations (iOS 14)

    /// A list configuration in this cell's style (`.subtitle` → `subtitleCell()`, `.value1` → `valueCell()`).
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        switch cellStyle {
        case .subtitle: return .subtitleCell()
        case .value1, .value2: return .valueCell()
        case .default: return .cell()
        }
    }

    private var configuredView: (UIView & UIContentView)?
    /// Content shown instead of the built-in labels: its view fills `contentView`.
    open var contentConfiguration: UIContentConfiguration? {
        didSet { ContentConfigurationHost.install(contentConfiguration, in: contentView, replacing: &configuredView) }
    }

    // MARK: - Accessories and appearance (stored)

    open var accessoryType: AccessoryType = .none { didSet { setNeedsLayout() } }
    /// A custom accessory, placed at the trailing edge instead of the standard one.
    open var accessoryView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let view = accessoryView { addSubview(view) }
            setNeedsLayout()
        }
    }
    open var editingAccessoryType: AccessoryType = .none
    open var editingAccessoryView: UIView?
    open var selectionStyle: SelectionStyle = .default
    open var backgroundView: UIView?
    open var selectedBackgroundView: UIView?
    open var multipleSelectionBackgroundView: UIView?
    open var separatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0)
    open var indentationLevel = 0
    open var indentationWidth: CGFloat = 10
    open var shouldIndentWhileEditing = true
    open var showsReorderControl = false

    // MARK: - State

    /// Whether the row is selected; set by the table view.
    open var isSelected = false
    /// Whether the row is highlighted (a finger is on it).
    open var isHighlighted = false
    /// Whether the cell shows its editing controls.
    open var isEditing = false

    /// Sets `isSelected` (override to restyle; call super).
    open func setSelected(_ selected: Bool, animated: Bool) { isSelected = selected }
    /// Sets `isHighlighted` (override to restyle; call super).
    open func setHighlighted(_ highlighted: Bool, animated: Bool) { isHighlighted = highlighted }
    /// Sets `isEditing` and lays the content out again.
    open func setEditing(_ editing: Bool, animated: Bool) {
        isEditing = editing
        setNeedsLayout()
    }

    /// Called just before `dequeueReusableCell` returns this cell again: reset per-row state
    /// here (call super). The base clears nothing, as UIKit's resets only what it owns.
    open func prepareForReuse() {}

    // MARK: - Layout

    static let margin: CGFloat = 16
    static let accessoryWidth: CGFloat = 40
    static let editingControlWidth: CGFloat = 38

    open override func layoutSubviews() {
        super.layoutSubviews()
        let leading = isEditing ? Self.editingControlWidth : 0
        let trailing = accessoryView != nil || accessoryType != .none ? Self.accessoryWidth : 0
        contentView.frame = CGRect(x: leading, y: 0, width: max(0, bounds.width - leading - trailing), height: bounds.height)
        if let accessory = accessoryView {
            accessory.center = CGPoint(x: bounds.width - Self.accessoryWidth / 2, y: bounds.midY)
        }
        layoutBuiltInContent()
        configuredView?.frame = contentView.bounds
    }

    private func layoutBuiltInContent() {
        let box = contentView.bounds
        var x = Self.margin
        if let image = ownImageView?.image, cellStyle != .value2 {
            let size = CGSize(width: min(image.size.width, box.height), height: min(image.size.height, box.height))
            ownImageView?.frame = CGRect(x: x, y: (box.height - size.height) / 2, width: size.width, height: size.height)
            x += size.width + Self.margin
        }
        let width = max(0, box.width - x - Self.margin)
        let text = ownTextLabel.map { $0.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)) } ?? .zero
        let detail = ownDetailLabel.map { $0.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)) } ?? .zero
        switch cellStyle {
        case .default:
            ownTextLabel?.frame = CGRect(x: x, y: (box.height - text.height) / 2, width: width, height: text.height)
        case .subtitle:
            let top = (box.height - text.height - detail.height) / 2
            ownTextLabel?.frame = CGRect(x: x, y: top, width: width, height: text.height)
            ownDetailLabel?.frame = CGRect(x: x, y: top + text.height, width: width, height: detail.height)
        case .value1:
            let detailWidth = min(detail.width, width)
            ownTextLabel?.frame = CGRect(
                x: x, y: (box.height - text.height) / 2, width: max(0, width - detailWidth - 8), height: text.height)
            ownDetailLabel?.frame = CGRect(
                x: x + width - detailWidth, y: (box.height - detail.height) / 2, width: detailWidth, height: detail.height)
        case .value2:
            let column = min(width, 91)
            ownTextLabel?.frame = CGRect(x: x, y: (box.height - text.height) / 2, width: column, height: text.height)
            ownDetailLabel?.frame = CGRect(
                x: x + column + 6, y: (box.height - detail.height) / 2,
                width: max(0, width - column - 6), height: detail.height)
        }
    }

    /// The height `UITableView.automaticDimension` gives the cell at `width`: the built-in labels
    /// (wrapped at their width) plus 11 points above and below, at least 44; for custom content,
    /// the lowest subview of `contentView` after a layout, plus 11 (engine approximation: Auto
    /// Layout's self-sizing of custom cells is not solved).
    func automaticHeight(width: CGFloat) -> CGFloat {
        bounds.size = CGSize(width: width, height: max(bounds.height, 44))
        layoutIfNeeded()
        let labels: [UILabel] = [ownTextLabel, ownDetailLabel].compactMap { $0 }
        let labelHeights = labels.map(\.frame.height)
        // Stacked labels add up (subtitle); side-by-side labels take the taller one.
        var height = cellStyle == .subtitle ? labelHeights.reduce(0, +) : (labelHeights.max() ?? 0)
        for view in contentView.subviews where !labels.contains(where: { $0 === view }) && view !== ownImageView {
            if let list = view as? UIListContentView {
                height = max(height, list.fittingHeight(width: contentView.bounds.width) - 22)
            } else {
                height = max(height, view.frame.maxY - 11)
            }
        }
        return max(44, (height + 22).rounded(.up))
    }
}
