/// A spinner (UIKit's `UIActivityIndicatorView`): `.medium` 20 × 20, `.large` 37 × 37 points.
/// With `hidesWhenStopped` (the default) it is hidden until `startAnimating()` and again after
/// `stopAnimating()`, as Apple documents.
open class UIActivityIndicatorView: UIView {
    /// The size and colour scheme (UIKit's `UIActivityIndicatorView.Style`, Apple's raw values).
    public enum Style: Int {
        case whiteLarge = 0, white = 1, gray = 2, medium = 100, large = 101

        var side: CGFloat { self == .large || self == .whiteLarge ? 37 : 20 }
    }

    /// The style; changing it resizes the intrinsic size.
    open var style: Style = .medium { didSet { invalidateIntrinsicContentSize() } }
    /// The spinner's colour (stored).
    open var color: UIColor! = .gray
    /// Whether the spinner hides when stopped.
    open var hidesWhenStopped = true {
        didSet { if !isAnimating { isHidden = hidesWhenStopped } }
    }
    /// Whether it spins.
    public private(set) var isAnimating = false

    /// A spinner of `style`.
    public init(style: Style) {
        self.style = style
        super.init(frame: CGRect(x: 0, y: 0, width: style.side, height: style.side))
        isHidden = hidesWhenStopped
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isHidden = hidesWhenStopped
    }

    /// The pre-iOS 13 spelling.
    public convenience init(activityIndicatorStyle style: Style) { self.init(style: style) }

    /// Never decoded here; present for subclasses.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Starts spinning (and shows the view).
    open func startAnimating() {
        isAnimating = true
        isHidden = false
    }

    /// Stops spinning (and hides the view when `hidesWhenStopped`).
    open func stopAnimating() {
        isAnimating = false
        if hidesWhenStopped { isHidden = true }
    }

    open override var intrinsicContentSize: CGSize { CGSize(width: style.side, height: style.side) }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }
}
