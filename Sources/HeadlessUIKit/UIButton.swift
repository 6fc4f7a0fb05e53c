/// A button (UIKit's `UIButton`): per-state titles and title colours, a title label, and the
/// `UIControl` target–action machinery. Tapping it (see `SimulatedUser`) sends `.touchUpInside`.
open class UIButton: UIControl {
    /// The button styles (UIKit's `UIButton.ButtonType`).
    public enum ButtonType: Int {
        case custom, system, detailDisclosure, infoLight, infoDark, contactAdd, close
    }

    /// The style the button was made with.
    public let buttonType: ButtonType
    private var titles: [UInt: String] = [:]
    private var titleColors: [UInt: UIColor] = [:]

    /// The label that shows the current title (a subview, not interactive).
    public private(set) lazy var titleLabel: UILabel? = {
        let label = UILabel(frame: bounds)
        label.font = .systemFont(ofSize: 15)
        label.textAlignment = .center
        addSubview(label)
        return label
    }()

    /// A button of the given style (`.system` tints its title).
    public init(type buttonType: ButtonType) {
        self.buttonType = buttonType
        super.init(frame: .zero)
    }

    public override init(frame: CGRect) {
        buttonType = .custom
        super.init(frame: frame)
    }

    /// Never decoded here; present for subclasses.
    public required init?(coder: NSCoder) {
        buttonType = .custom
        super.init(coder: coder)
    }

    // MARK: - Titles

    /// Sets the title shown in `state`.
    open func setTitle(_ title: String?, for state: UIControl.State) {
        titles[state.rawValue] = title
        refreshTitle()
    }

    /// The title for `state`, falling back to the `.normal` title as UIKit does.
    open func title(for state: UIControl.State) -> String? {
        titles[state.rawValue] ?? titles[UIControl.State.normal.rawValue]
    }

    /// Sets the title colour used in `state`.
    open func setTitleColor(_ color: UIColor?, for state: UIControl.State) {
        titleColors[state.rawValue] = color
        refreshTitle()
    }

    /// The title colour for `state`: set for it, else for `.normal`, else the tint (system) or white (custom).
    open func titleColor(for state: UIControl.State) -> UIColor? {
        titleColors[state.rawValue] ?? titleColors[UIControl.State.normal.rawValue]
            ?? (buttonType == .system ? tintColor : .white)
    }

    /// The title for the current state.
    open var currentTitle: String? { title(for: state) }
    /// The title colour for the current state.
    open var currentTitleColor: UIColor { titleColor(for: state) ?? .white }

    private func refreshTitle() {
        titleLabel?.text = currentTitle
        titleLabel?.textColor = currentTitleColor
        invalidateIntrinsicContentSize()
    }

    override func stateDidChange() { refreshTitle() }

    open override func tintColorDidChange() { refreshTitle() }

    // MARK: - Layout

    /// The title's size, at least 30 × 30 points (UIKit's minimum tappable system button).
    open override var intrinsicContentSize: CGSize {
        let text = currentTitle.map { titleLabel?.font.size(of: $0) ?? .zero } ?? .zero
        return CGSize(width: max(30, text.width), height: max(30, text.height))
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    open override func layoutSubviews() {
        super.layoutSubviews()
        titleLabel?.frame = bounds
    }
}
