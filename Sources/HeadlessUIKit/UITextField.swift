/// A one-line text input (UIKit's `UITextField`).
///
/// Editing follows UIKit's order. Becoming first responder (a tap, or `becomeFirstResponder()`):
/// `textFieldShouldBeginEditing` (false: stop) → the previous first responder resigns →
/// `textFieldDidBeginEditing` → `.editingDidBegin` → `textDidBeginEditingNotification` → the
/// keyboard shows (see `Keyboard`). Each keystroke (`SimulatedUser.type(_:)`):
/// `textField(_:shouldChangeCharactersIn:replacementString:)` (false: dropped) → the text changes →
/// `textFieldDidChangeSelection` → `.editingChanged` → `textDidChangeNotification`. Return:
/// `textFieldShouldReturn` → `.editingDidEndOnExit`, and the field resigns when an action is
/// registered for that event (UIKit's rule). Resigning: `textFieldShouldEndEditing` (false: stay)
/// → `textFieldDidEndEditing(_:reason:)` → `.editingDidEnd` → `textDidEndEditingNotification` →
/// the keyboard hides unless another text input took the focus. Setting `text` in code sends
/// nothing, as in UIKit. Text is inserted at the end (the engine has no selection).
///
/// Sizes (on `UIFont`'s metrics): a `.roundedRect` field is one line plus 13 points tall (34 for
/// 17-point text, as in UIKit) and pads its text 7 points on each side; `.line` and `.bezel` add 10
/// to the height and 4 to each side; `.none` adds nothing.
open class UITextField: UIControl, UIKeyInput {
    /// The border (UIKit's `UITextField.BorderStyle`).
    public enum BorderStyle: Int {
        case none, line, bezel, roundedRect
    }

    /// When an overlay view shows (UIKit's `UITextField.ViewMode`).
    public enum ViewMode: Int {
        case never, whileEditing, unlessEditing, always
    }

    /// Why editing ended (UIKit's `UITextField.DidEndEditingReason`).
    public enum DidEndEditingReason: Int {
        case committed, cancelled
    }

    /// Posted (object: the field) when it becomes first responder.
    public static let textDidBeginEditingNotification = Notification.Name("UITextFieldTextDidBeginEditingNotification")
    /// Posted (object: the field) after each typed change.
    public static let textDidChangeNotification = Notification.Name("UITextFieldTextDidChangeNotification")
    /// Posted (object: the field) when it resigns.
    public static let textDidEndEditingNotification = Notification.Name("UITextFieldTextDidEndEditingNotification")

    private var storedText = ""
    private var storedAttributedText: NSAttributedString?

    /// The text; never nil when read (an empty field reads `""`, as in UIKit).
    open var text: String? {
        get { storedText }
        set {
            storedText = newValue ?? ""
            storedAttributedText = nil
            invalidateIntrinsicContentSize()
        }
    }
    /// The text with attributes; setting it sets `text`.
    open var attributedText: NSAttributedString? {
        get { storedAttributedText ?? NSAttributedString(string: storedText, attributes: [.font: font as Any]) }
        set {
            storedText = newValue?.string ?? ""
            storedAttributedText = newValue
            invalidateIntrinsicContentSize()
        }
    }
    /// Grey text shown while the field is empty.
    open var placeholder: String? { didSet { invalidateIntrinsicContentSize() } }
    /// The placeholder with attributes; setting it sets `placeholder`.
    open var attributedPlaceholder: NSAttributedString? {
        didSet { placeholder = attributedPlaceholder?.string }
    }
    /// The font (system 17 pt by default).
    open var font: UIFont? = .systemFont(ofSize: 17) { didSet { invalidateIntrinsicContentSize() } }
    /// The text colour (stored).
    open var textColor: UIColor? = .label
    /// The alignment (stored).
    open var textAlignment: NSTextAlignment = .natural
    /// The border.
    open var borderStyle: BorderStyle = .none { didSet { invalidateIntrinsicContentSize() } }
    /// Whether the text is masked (stored; the text itself is kept).
    open var isSecureTextEntry = false
    /// Whether the field empties when editing begins.
    open var clearsOnBeginEditing = false
    /// When the clear button shows (stored).
    open var clearButtonMode: ViewMode = .never
    /// A view on the left (inside the border).
    open var leftView: UIView?
    /// When `leftView` shows.
    open var leftViewMode: ViewMode = .never
    /// A view on the right.
    open var rightView: UIView?
    /// When `rightView` shows.
    open var rightViewMode: ViewMode = .never
    /// Stored.
    open var adjustsFontSizeToFitWidth = false
    /// Stored.
    open var minimumFontSize: CGFloat = 0
    /// Stored.
    open var background: UIImage?
    /// Stored.
    open var disabledBackground: UIImage?
    /// Stored.
    open var allowsEditingTextAttributes = false
    /// Stored.
    open var typingAttributes: [NSAttributedString.Key: Any]?
    /// Stored.
    open var defaultTextAttributes: [NSAttributedString.Key: Any] = [:]

    // UITextInputTraits (stored; typed text is never changed by them)
    /// The keyboard kind.
    open var keyboardType: UIKeyboardType = .default
    /// The return key's title.
    open var returnKeyType: UIReturnKeyType = .default
    /// Capitalisation.
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    /// Autocorrection.
    open var autocorrectionType: UITextAutocorrectionType = .default
    /// Spell checking.
    open var spellCheckingType: UITextSpellCheckingType = .default
    /// AutoFill kind.
    open var textContentType: UITextContentType?
    /// Whether return is disabled while the field is empty (stored).
    open var enablesReturnKeyAutomatically = false

    private var customInputView: UIView?
    private var customAccessoryView: UIView?
    /// A custom keyboard (a date picker, say).
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
    open weak var delegate: UITextFieldDelegate?
    /// Whether the field is first responder.
    public private(set) var isEditing = false

    public override init(frame: CGRect) { super.init(frame: frame) }

    /// Never decoded here; present for subclasses.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    // MARK: - Focus

    /// An enabled field takes the focus.
    open override var canBecomeFirstResponder: Bool { isEnabled }

    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        guard canBecomeFirstResponder else { return false }
        guard !isFirstResponder else { return true }
        if let delegate = delegate, !delegate.textFieldShouldBeginEditing(self) { return false }
        guard super.becomeFirstResponder() else { return false }
        if clearsOnBeginEditing { text = "" }
        isEditing = true
        delegate?.textFieldDidBeginEditing(self)
        sendActions(for: .editingDidBegin)
        NotificationCenter.default.post(name: UITextField.textDidBeginEditingNotification, object: self)
        Keyboard.show()
        return true
    }

    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return true }
        if let delegate = delegate, !delegate.textFieldShouldEndEditing(self) { return false }
        guard super.resignFirstResponder() else { return false }
        endEditingSequence()
        return true
    }

    /// The calls after the focus left (also used by `UIView.endEditing(true)`, which does not ask).
    func endEditingSequence() {
        isEditing = false
        delegate?.textFieldDidEndEditing(self, reason: .committed)
        sendActions(for: .editingDidEnd)
        NotificationCenter.default.post(name: UITextField.textDidEndEditingNotification, object: self)
        Keyboard.hideIfNoTextInput()
    }

    /// A tap that lifts inside gives the field the focus.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        let inside = touches.first.map { point(inside: $0.location(in: self), with: event) } ?? false
        let tracked = isTracking
        super.touchesEnded(touches, with: event)
        if tracked && inside { becomeFirstResponder() }
    }

    // MARK: - Typing (UIKeyInput)

    /// Whether there is text.
    open var hasText: Bool { !storedText.isEmpty }

    /// One keystroke: return (`"\n"`) or text appended after the delegate agreed.
    open func insertText(_ text: String) {
        guard isFirstResponder else { return }
        if text == "\n" {
            if delegate?.textFieldShouldReturn(self) ?? true {
                let resigns = hasActions(for: .editingDidEndOnExit)
                sendActions(for: .editingDidEndOnExit)
                if resigns { resignFirstResponder() }
            }
            return
        }
        replace(NSRange(location: storedText.utf16.count, length: 0), with: text)
    }

    /// Deletes the last character, after the delegate agreed.
    open func deleteBackward() {
        guard isFirstResponder, let last = storedText.last else { return }
        let length = String(last).utf16.count
        replace(NSRange(location: storedText.utf16.count - length, length: length), with: "")
    }

    private func replace(_ range: NSRange, with string: String) {
        if let delegate = delegate, !delegate.textField(self, shouldChangeCharactersIn: range, replacementString: string) {
            return
        }
        let utf16 = Array(storedText.utf16)
        let head = String(decoding: utf16[..<range.location], as: UTF16.self)
        let tail = String(decoding: utf16[(range.location + range.length)...], as: UTF16.self)
        storedText = head + string + tail
        storedAttributedText = nil
        invalidateIntrinsicContentSize()
        delegate?.textFieldDidChangeSelection(self)
        sendActions(for: .editingChanged)
        NotificationCenter.default.post(name: UITextField.textDidChangeNotification, object: self)
    }

    /// The clear button: empties the field when `textFieldShouldClear` agrees (engine: a scenario's tap on it).
    public func simulateClearButtonTap() {
        guard delegate?.textFieldShouldClear(self) ?? true else { return }
        storedText = ""
        storedAttributedText = nil
        sendActions(for: .editingChanged)
        NotificationCenter.default.post(name: UITextField.textDidChangeNotification, object: self)
    }

    // MARK: - Geometry

    private var padding: (horizontal: CGFloat, vertical: CGFloat) {
        switch borderStyle {
        case .none: return (0, 0)
        case .line, .bezel: return (4, 10)
        case .roundedRect: return (7, 13)
        }
    }

    private func shows(_ mode: ViewMode) -> Bool {
        mode == .always || (mode == .whileEditing && isEditing) || (mode == .unlessEditing && !isEditing)
    }

    /// The rectangle of the left view.
    open func leftViewRect(forBounds bounds: CGRect) -> CGRect {
        guard let view = leftView, shows(leftViewMode) else { return .zero }
        let size = view.bounds.size
        return CGRect(x: bounds.minX, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    /// The rectangle of the right view.
    open func rightViewRect(forBounds bounds: CGRect) -> CGRect {
        guard let view = rightView, shows(rightViewMode) else { return .zero }
        let size = view.bounds.size
        return CGRect(x: bounds.maxX - size.width, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    /// Where the text is drawn: the bounds less the padding and the overlay views.
    open func textRect(forBounds bounds: CGRect) -> CGRect {
        let left = leftViewRect(forBounds: bounds).width, right = rightViewRect(forBounds: bounds).width
        let inset = padding.horizontal
        return CGRect(
            x: bounds.minX + left + inset, y: bounds.minY,
            width: max(0, bounds.width - left - right - 2 * inset), height: bounds.height)
    }

    /// Where the text is drawn while editing (the same as `textRect(forBounds:)`).
    open func editingRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }

    /// Where the placeholder is drawn (the same as `textRect(forBounds:)`).
    open func placeholderRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }

    /// The text's (or the placeholder's) size plus the border's padding.
    open override var intrinsicContentSize: CGSize {
        let font = self.font ?? .systemFont(ofSize: 17)
        let shown = storedText.isEmpty ? (placeholder ?? "") : storedText
        let width =
            font.size(of: shown).width + 2 * padding.horizontal
            + (leftView.map { shows(leftViewMode) ? $0.bounds.width : 0 } ?? 0)
            + (rightView.map { shows(rightViewMode) ? $0.bounds.width : 0 } ?? 0)
        return CGSize(width: width, height: TextLayout.roundUp(font.lineHeight) + padding.vertical)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }
}
