/// A single- or multi-line text view (UIKit's `UILabel`); its intrinsic size comes from `UIFont`'s metrics.
open class UILabel: UIView {
    /// The text; changing it changes the intrinsic size.
    open var text: String? { didSet { invalidateIntrinsicContentSize() } }
    /// The font (system 17 pt by default).
    open var font: UIFont! = .systemFont(ofSize: 17) { didSet { invalidateIntrinsicContentSize() } }
    /// The text colour; stored.
    open var textColor: UIColor! = .label
    /// The alignment; stored.
    open var textAlignment: NSTextAlignment = .natural
    /// Stored; text is measured on one line.
    open var numberOfLines = 1 { didSet { invalidateIntrinsicContentSize() } }
    /// Stored.
    open var isEnabled = true
    /// Stored.
    open var adjustsFontSizeToFitWidth = false

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// Never decoded here; present for subclasses.
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
