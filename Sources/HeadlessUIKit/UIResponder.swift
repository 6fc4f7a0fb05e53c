/// The base of everything that handles events (UIKit's `UIResponder`): views, view controllers, windows.
///
/// Touch methods forward to `next` by default, as UIKit documents, so an unhandled touch climbs
/// view → superview (or the owning view controller) → window.
open class UIResponder {
    public init() {}

    /// The next responder in the chain: a view's owning view controller or superview, and so on.
    open var next: UIResponder? { nil }

    // MARK: - Touches

    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesBegan(touches, with: event) }
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesMoved(touches, with: event) }
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesEnded(touches, with: event) }
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesCancelled(touches, with: event) }
}
