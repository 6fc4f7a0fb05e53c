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
    private var images: [UInt: UIImage] = [:]
    private var backgroundImages: [UInt: UIImage] = [:]

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

    /// A button of the given style whose `primaryAction` runs on a tap (iOS 14); the action's
    /// title and image become the button's.
    public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: buttonType)
        if let action = primaryAction {
            if !action.title.isEmpty { setTitle(action.title, for: .normal) }
            if let image = action.image { setImage(image, for: .normal) }
            addAction(action, for: .primaryActionTriggered)
        }
    }

    /// A custom button in `frame` whose `primaryAction` runs on a tap.
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let action = primaryAction {
            if !action.title.isEmpty { setTitle(action.title, for: .normal) }
            if let image = action.image { setImage(image, for: .normal) }
            addAction(action, for: .primaryActionTriggered)
        }
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

    // MARK: - Images

    /// The view that shows the current image (a subview, created on first use).
    public private(set) lazy var imageView: UIImageView? = {
        let view = UIImageView(frame: .zero)
        addSubview(view)
        return view
    }()

    /// Sets the image shown in `state`.
    open func setImage(_ image: UIImage?, for state: UIControl.State) {
        images[state.rawValue] = image
        refreshTitle()
    }

    /// The image for `state`, falling back to the `.normal` image as UIKit does.
    open func image(for state: UIControl.State) -> UIImage? {
        images[state.rawValue] ?? images[UIControl.State.normal.rawValue]
    }

    /// Sets the background image used in `state`.
    open func setBackgroundImage(_ image: UIImage?, for state: UIControl.State) {
        backgroundImages[state.rawValue] = image
    }

    /// The background image for `state`, falling back to `.normal`.
    open func backgroundImage(for state: UIControl.State) -> UIImage? {
        backgroundImages[state.rawValue] ?? backgroundImages[UIControl.State.normal.rawValue]
    }

    /// The image for the current state.
    open var currentImage: UIImage? { image(for: state) }
    /// The background image for the current state.
    open var currentBackgroundImage: UIImage? { backgroundImage(for: state) }

    /// The title for the current state.
    open var currentTitle: String? { title(for: state) }
    /// The title colour for the current state.
    open var currentTitleColor: UIColor { titleColor(for: state) ?? .white }

    private func refreshTitle() {
        titleLabel?.text = currentTitle
        titleLabel?.textColor = currentTitleColor
        if !images.isEmpty { imageView?.image = currentImage }
        invalidateIntrinsicContentSize()
    }

    override func stateDidChange() { refreshTitle() }

    open override func tintColorDidChange() { refreshTitle() }

    // MARK: - Layout

    /// The image and the title side by side, at least 30 × 30 points (UIKit's minimum tappable system button).
    open override var intrinsicContentSize: CGSize {
        let text = currentTitle.map { titleLabel?.font.size(of: $0) ?? .zero } ?? .zero
        let image = currentImage?.size ?? .zero
        return CGSize(width: max(30, text.width + image.width), height: max(30, text.height, image.height))
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    open override func layoutSubviews() {
        super.layoutSubviews()
        // The image sits left of the title, the pair centred (UIKit's default content alignment).
        guard let image = currentImage else {
            titleLabel?.frame = bounds
            return
        }
        let title = currentTitle.map { titleLabel?.font.size(of: $0) ?? .zero } ?? .zero
        let x = bounds.midX - (image.size.width + title.width) / 2
        imageView?.frame = CGRect(
            x: x, y: bounds.midY - image.size.height / 2, width: image.size.width, height: image.size.height)
        titleLabel?.frame = CGRect(x: x + image.size.width, y: bounds.minY, width: title.width, height: bounds.height)
    }
}
