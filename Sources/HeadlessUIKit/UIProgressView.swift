/// A progress bar (UIKit's `UIProgressView`): `progress` is clamped to 0...1; 4 points tall.
/// With `observedProgress` set, `progress` reads its `fractionCompleted`.
open class UIProgressView: UIView {
    /// The bar's look (UIKit's `UIProgressView.Style`).
    public enum Style: Int {
        case `default`, bar
    }

    private var storedProgress: Float = 0
    /// Progress, 0...1 (values outside are clamped).
    open var progress: Float {
        get { observedProgress.map { Float(min(max($0.fractionCompleted, 0), 1)) } ?? storedProgress }
        set { storedProgress = min(max(newValue, 0), 1) }
    }
    /// The style.
    open var progressViewStyle: Style = .default
    /// The filled part's colour (stored).
    open var progressTintColor: UIColor?
    /// The unfilled part's colour (stored).
    open var trackTintColor: UIColor?
    /// Stored.
    open var progressImage: UIImage?
    /// Stored.
    open var trackImage: UIImage?
    /// A `Progress` whose `fractionCompleted` the bar shows.
    open var observedProgress: Progress?

    /// A bar in `style`.
    public init(progressViewStyle style: Style) {
        super.init(frame: CGRect(x: 0, y: 0, width: 0, height: 4))
        progressViewStyle = style
    }

    public override init(frame: CGRect) { super.init(frame: frame) }

    /// Never decoded here; present for subclasses.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Sets the progress (clamped); the animation is not modelled.
    open func setProgress(_ progress: Float, animated: Bool) { self.progress = progress }

    /// 4 points tall; no intrinsic width.
    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: 4) }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: bounds.width, height: 4) }
}
