/// A single- or multi-line text view (UIKit's `UILabel`).
///
/// Its size comes from `UIFont`'s metric model through `TextLayout` (one line-breaking rule for
/// the engine): with `numberOfLines == 1` the text is one line as long as it is; otherwise it
/// wraps at `preferredMaxLayoutWidth`, or at the label's current width when that is 0 (how Auto
/// Layout's second pass sees it), to at most `numberOfLines` lines (0: as many as needed).
/// `sizeThatFits(_:)` wraps at the width it is given. Each line is the tallest font's
/// `lineHeight` tall; sizes are rounded up to whole points. Sizes are always measured at the
/// font's own size; with `adjustsFontSizeToFitWidth`, `fontScaleToFit` says how much UIKit would
/// shrink a one-line text that does not fit (down to `minimumScaleFactor`).
open class UILabel: UIView {
    private var storedText: String?
    private var storedAttributedText: NSAttributedString?

    /// The text; setting it replaces any attributed text.
    open var text: String? {
        get { storedAttributedText?.string ?? storedText }
        set {
            storedText = newValue
            storedAttributedText = nil
            invalidateIntrinsicContentSize()
        }
    }
    /// The text with attributes; characters without a font use `font`. Setting it sets `text`.
    open var attributedText: NSAttributedString? {
        get {
            if let attributed = storedAttributedText { return attributed }
            return storedText.map {
                NSAttributedString(string: $0, attributes: [.font: font as Any, .foregroundColor: textColor as Any])
            }
        }
        set {
            storedAttributedText = newValue
            storedText = newValue?.string
            invalidateIntrinsicContentSize()
        }
    }
    /// The font (system 17 pt by default).
    open var font: UIFont! = .systemFont(ofSize: 17) { didSet { invalidateIntrinsicContentSize() } }
    /// The text colour; stored.
    open var textColor: UIColor! = .label
    /// The alignment; stored.
    open var textAlignment: NSTextAlignment = .natural
    /// How lines break and truncate: `.byCharWrapping` breaks inside words, the others at spaces.
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail { didSet { invalidateIntrinsicContentSize() } }
    /// The most lines shown (1 by default, 0 for no limit).
    open var numberOfLines = 1 { didSet { invalidateIntrinsicContentSize() } }
    /// The width at which a multi-line label wraps for its intrinsic size (0: its own width).
    open var preferredMaxLayoutWidth: CGFloat = 0 { didSet { invalidateIntrinsicContentSize() } }
    /// Stored.
    open var isEnabled = true
    /// Stored.
    open var isHighlighted = false
    /// Stored.
    open var highlightedTextColor: UIColor?
    /// Whether one-line text shrinks to fit the width (see `fontScaleToFit`).
    open var adjustsFontSizeToFitWidth = false
    /// The smallest shrink factor allowed (0: no limit).
    open var minimumScaleFactor: CGFloat = 0
    /// Stored.
    open var allowsDefaultTighteningForTruncation = false
    /// Stored.
    open var adjustsFontForContentSizeCategory = false
    /// Stored (a colour; nothing is drawn).
    open var shadowColor: UIColor?
    /// Stored.
    open var shadowOffset = CGSize(width: 0, height: -1)

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// Never decoded here; present for subclasses.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isUserInteractionEnabled = false
    }

    /// The laid-out text at most `width` wide (nil: unlimited).
    func layout(width: CGFloat?) -> TextLayout? {
        guard let attributed = attributedText, attributed.length > 0 else { return nil }
        let wrapWidth = numberOfLines == 1 ? nil : width
        return TextLayout(
            characters: attributed.charactersWithFonts(defaultFont: font), width: wrapWidth,
            maximumLines: numberOfLines, lineBreakMode: lineBreakMode, emptyLineFont: font)
    }

    /// The lines the text takes at the label's current width (engine: for checks of wrapping).
    public var numberOfDisplayedLines: Int { layout(width: bounds.width > 0 ? bounds.width : nil)?.lines.count ?? 0 }

    /// The factor the text is shrunk by to fit on screen (engine only): with
    /// `adjustsFontSizeToFitWidth` on a one-line label whose text is wider than its bounds, the
    /// bounds' width over the text's, never below `minimumScaleFactor`; 1 otherwise.
    public var fontScaleToFit: CGFloat {
        guard adjustsFontSizeToFitWidth, numberOfLines == 1, bounds.width > 0,
            let width = layout(width: nil)?.lines.first?.width, width > bounds.width
        else { return 1 }
        return max(minimumScaleFactor, bounds.width / width)
    }

    /// The text's size (see the type's comment); zero when there is no text.
    open override var intrinsicContentSize: CGSize {
        let width: CGFloat? = preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : (bounds.width > 0 ? bounds.width : nil)
        return layout(width: width)?.size ?? .zero
    }

    /// The text's size wrapped at `size.width` (one line when `numberOfLines` is 1).
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let width: CGFloat? = size.width > 0 && size.width < .greatestFiniteMagnitude ? size.width : nil
        return layout(width: width)?.size ?? .zero
    }

    /// The rectangle the text takes in `bounds` with at most `numberOfLines` lines (0: no limit).
    open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
        guard let attributed = attributedText, attributed.length > 0 else { return CGRect(origin: bounds.origin, size: .zero) }
        let laid = TextLayout(
            characters: attributed.charactersWithFonts(defaultFont: font),
            width: numberOfLines == 1 ? nil : bounds.width, maximumLines: numberOfLines,
            lineBreakMode: lineBreakMode, emptyLineFont: font)
        let size = laid.size
        return CGRect(
            x: bounds.minX, y: bounds.minY, width: min(size.width, bounds.width), height: min(size.height, bounds.height))
    }

    /// Draws the text (nothing is drawn headless; present for subclasses that inset it).
    open func drawText(in rect: CGRect) {}
}
