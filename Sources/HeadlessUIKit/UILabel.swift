/// A single- or multi-line text view (UIKit's `UILabel`); its intrinsic size comes from `UIFont`'s metrics.
open class UILabel: UIView {
    open var text: String? { didSet { invalidateIntrinsicContentSize() } }
    open var font: UIFont! = .systemFont(ofSize: 17) { didSet { invalidateIntrinsicContentSize() } }
    open var textColor: UIColor! = .label
    open var textAlignment: NSTextAlignment = .natural
    open var numberOfLines = 1 { didSet { invalidateIntrinsicContentSize() } }
    open var isEnabled = true
    open var adjustsFontSizeToFitWidth = false

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isUserInteractionEnabled = false
    }

    /// The text's size on one line; zero when there is no text.
    open override var intrinsicContentSize: CGSize {
        guard let text = text, !text.isEmpty else { return .zero }
        return font.size(of: text)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }
}
