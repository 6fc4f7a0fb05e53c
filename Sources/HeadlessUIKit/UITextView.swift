/// A multi-line, editable text view (UIKit's `UITextView`).
///
/// Editing follows UIKit's order, like `UITextField`'s but without control events:
/// `textViewShouldBeginEditing` → `textViewDidBeginEditing` → `textDidBeginEditingNotification` →
/// keyboard; per keystroke `textView(_:shouldChangeTextIn:replacementText:)` (a return is the text
/// `"\n"`: a newline) → `textViewDidChangeSelection` → `textViewDidChange` → `textDidChangeNotification`;
/// resigning `textViewShouldEndEditing` → `textViewDidEndEditing` → `textDidEndEditingNotification`.
/// Setting `text` in code calls nothing.
///
/// In UIKit a text view is a scroll view; here it is a plain view (`isScrollEnabled` is stored and
/// decides only the intrinsic size). Text is laid out with `TextLayout` inside
/// `textContainerInset` (8 points top and bottom) and a 5-point line-fragment padding on each side.
open class UITextView: UIView, UIKeyInput {
    /// Posted (object: the view) when it becomes first responder.
    public static let textDidBeginEditingNotification = Notification.Name("UITextViewTextDidBeginEditingNotification")
    /// Posted (object: the view) after each typed change.
    public static let textDidChangeNotification = Notification.Name("UITextViewTextDidChangeNotification")
    /// Posted (object: the view) when it resigns.
    public static let textDidEndEditingNotification = Notification.Name("UITextViewTextDidEndEditingNotification")

    private var storedAttributedText: NSAttributedString?
    /// The text (`""` when empty).
    open var text: String! = "" {
        didSet {
            if text == nil { text = "" }
            storedAttributedText = nil
            invalidateIntrinsicContentSize()
        }
    }
    /// The text with attributes; setting it sets `text`.
    open var attributedText: NSAttributedString! {
        get { storedAttributedText ?? NSAttributedString(string: text, attributes: [.font: font as Any]) }
        set {
            text = newValue?.string ?? ""
            storedAttributedText = newValue
        }
    }
    /// The font (TextKit's default size, 12 points, when not set).
    open var font: UIFont? = .systemFont(ofSize: 12) { didSet { invalidateIntrinsicContentSize() } }
    /// The text colour (stored).
    open var textColor: UIColor? = .label
    /// The alignment (stored).
    open var textAlignment: NSTextAlignment = .natural
    /// Whether typing changes the text; a non-editable view never becomes first responder.
    open var isEditable = true
    /// Whether text can be selected (stored).
    open var isSelectable = true
    /// Whether the view scrolls (stored; when false the view has an intrinsic height).
    open var isScrollEnabled = true { didSet { invalidateIntrinsicContentSize() } }
    /// Space around the text container.
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0) {
        didSet { invalidateIntrinsicContentSize() }
    }
    /// The selected range (always the insertion point at the end here).
    open var selectedRange: NSRange {
        get { NSRange(location: text.utf16.count, length: 0) }
        set {}
    }
    /// Stored.
    open var typingAttributes: [NSAttributedString.Key: Any] = [:]
    /// Stored.
    open var allowsEditingTextAttributes = false
    /// The keyboard kind (stored).
    open var keyboardType: UIKeyboardType = .default
    /// The return key's title (stored).
    open var returnKeyType: UIReturnKeyType = .default
    /// Capitalisation (stored).
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    /// Autocorrection (stored).
    open var autocorrectionType: UITextAutocorrectionType = .default
    /// Spell checking (stored).
    open var spellCheckingType: UITextSpellCheckingType = .default
    /// AutoFill kind (stored).
    open var textContentType: UITextContentType?

    private var customInputView: UIView?
    private var customAccessoryView: UIView?
    /// A custom keyboard.
    open override var inputView: UIView? {
        get { customInputView }
        set { customInputView = newValue }
    }
    /// A bar above the keyboard.
    open override var inputAccessoryView: UIView? {
        get { customAccessoryView }
        set { customAccessoryView = newValue }
    }

    /// Told about editing (held weakly).
    open weak var delegate: UITextViewDelegate?

    public override init(frame: CGRect) { super.init(frame: frame) }

    /// A text view with a text container (the container is ignored: there is one layout).
    public convenience init(frame: CGRect, textContainer: NSObject?) { self.init(frame: frame) }

    /// Never decoded here; present for subclasses.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    // MARK: - Focus

    /// An editable view takes the focus.
    open override var canBecomeFirstResponder: Bool { isEditable }

    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        guard canBecomeFirstResponder else { return false }
        guard !isFirstResponder else { return true }
        if let delegate = delegate, !delegate.textViewShouldBeginEditing(self) { return false }
        guard super.becomeFirstResponder() else { return false }
        delegate?.textViewDidBeginEditing(self)
        NotificationCenter.default.post(name: UITextView.textDidBeginEditingNotification, object: self)
        Keyboard.show()
        return true
    }

    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return true }
        if let delegate = delegate, !delegate.textViewShouldEndEditing(self) { return false }
        guard super.resignFirstResponder() else { return false }
        endEditingSequence()
        return true
    }

    func endEditingSequence() {
        delegate?.textViewDidEndEditing(self)
        NotificationCenter.default.post(name: UITextView.textDidEndEditingNotification, object: self)
        Keyboard.hideIfNoTextInput()
    }

    /// A tap gives an editable view the focus.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        if isEditable, let touch = touches.first, point(inside: touch.location(in: self), with: event) {
            becomeFirstResponder()
        } else {
            super.touchesEnded(touches, with: event)
        }
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        if !isEditable { super.touchesBegan(touches, with: event) }
    }

    // MARK: - Typing (UIKeyInput)

    /// Whether there is text.
    open var hasText: Bool { !text.isEmpty }

    /// One keystroke appended after the delegate agreed (a newline is text here).
    open func insertText(_ text: String) {
        guard isFirstResponder else { return }
        replace(NSRange(location: self.text.utf16.count, length: 0), with: text)
    }

    /// Deletes the last character after the delegate agreed.
    open func deleteBackward() {
        guard isFirstResponder, let last = text.last else { return }
        let length = String(last).utf16.count
        replace(NSRange(location: text.utf16.count - length, length: length), with: "")
    }

    private func replace(_ range: NSRange, with string: String) {
        if let delegate = delegate, !delegate.textView(self, shouldChangeTextIn: range, replacementText: string) { return }
        let utf16 = Array(text.utf16)
        let head = String(decoding: utf16[..<range.location], as: UTF16.self)
        let tail = String(decoding: utf16[(range.location + range.length)...], as: UTF16.self)
        text = head + string + tail
        delegate?.textViewDidChangeSelection(self)
        delegate?.textViewDidChange(self)
        NotificationCenter.default.post(name: UITextView.textDidChangeNotification, object: self)
    }

    /// Scrolls the range into view (nothing scrolls here).
    open func scrollRangeToVisible(_ range: NSRange) {}

    // MARK: - Size

    /// 5 points on each side of every line, as TextKit's default line-fragment padding.
    static let lineFragmentPadding: CGFloat = 5

    /// The text wrapped at `size.width` (less insets and padding), plus the insets.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let inset = textContainerInset
        let available = size.width - inset.left - inset.right - 2 * UITextView.lineFragmentPadding
        let laid = attributedText.layout(width: max(1, available), defaultFont: font ?? .systemFont(ofSize: 12))
        let height = max(laid.size.height, TextLayout.roundUp((font ?? .systemFont(ofSize: 12)).lineHeight))
        return CGSize(width: size.width, height: height + inset.top + inset.bottom)
    }

    /// With scrolling off, the height of the text at the current width; otherwise none.
    open override var intrinsicContentSize: CGSize {
        guard !isScrollEnabled, bounds.width > 0 else {
            return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
        }
        return CGSize(width: UIView.noIntrinsicMetric, height: sizeThatFits(bounds.size).height)
    }
}
