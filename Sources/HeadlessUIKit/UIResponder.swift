/// The base of everything that handles events (UIKit's `UIResponder`): views, view controllers, windows.
///
/// Touch methods forward to `next` by default, as UIKit documents, so an unhandled touch climbs
/// view → superview (or the owning view controller) → window.
open class UIResponder: Hashable {
    // MARK: - Identity (UIKit objects are NSObjects: equal only to themselves)

    /// Identity equality, as NSObject's default `isEqual(_:)`.
    public static func == (lhs: UIResponder, rhs: UIResponder) -> Bool { lhs === rhs }
    /// Hashes the identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    /// A responder.
    public init() {}

    /// The next responder in the chain: a view's owning view controller or superview, and so on.
    open var next: UIResponder? { nil }

    // MARK: - Touches

    // MARK: - First responder (keyboard focus; see UITextField for the text-input sequence)

    /// Whether the responder can take the keyboard focus (text inputs override it to say yes).
    open var canBecomeFirstResponder: Bool { false }
    /// Whether the responder lets the focus go.
    open var canResignFirstResponder: Bool { true }
    /// Whether this responder has the focus now.
    open var isFirstResponder: Bool { SimulationClock.shared.mainLoop.application.firstResponder === self }

    /// Takes the focus: false when `canBecomeFirstResponder` is false or the current first
    /// responder refuses to resign; true (and nothing happens) when it has the focus already.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        guard canBecomeFirstResponder else { return false }
        guard !isFirstResponder else { return true }
        if let current = SimulationClock.shared.mainLoop.application.firstResponder {
            SimulationClock.shared.mainLoop.application.focusMovesToTextInput = self is UIKeyInput
            let resigned = current.resignFirstResponder()
            SimulationClock.shared.mainLoop.application.focusMovesToTextInput = false
            guard resigned else { return false }
        }
        SimulationClock.shared.mainLoop.application.firstResponder = self
        return true
    }

    /// Gives the focus up; false when `canResignFirstResponder` is false. A responder without the focus returns true.
    @discardableResult
    open func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return true }
        guard canResignFirstResponder else { return false }
        SimulationClock.shared.mainLoop.application.firstResponder = nil
        return true
    }

    /// A custom keyboard replacement (nil: the system keyboard).
    open var inputView: UIView? { nil }
    /// A bar shown above the keyboard.
    open var inputAccessoryView: UIView? { nil }
    /// Asks for the input views to be read again (nothing is drawn here).
    open func reloadInputViews() {}

    /// Fingers touched down; forwards to `next`.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesBegan(touches, with: event) }
    /// Fingers moved; forwards to `next`.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesMoved(touches, with: event) }
    /// Fingers lifted; forwards to `next`.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesEnded(touches, with: event) }
    /// The touches were cancelled; forwards to `next`.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesCancelled(touches, with: event) }
}
