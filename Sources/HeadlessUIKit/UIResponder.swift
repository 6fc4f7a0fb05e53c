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

    /// Fingers touched down; forwards to `next`.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesBegan(touches, with: event) }
    /// Fingers moved; forwards to `next`.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesMoved(touches, with: event) }
    /// Fingers lifted; forwards to `next`.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesEnded(touches, with: event) }
    /// The touches were cancelled; forwards to `next`.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesCancelled(touches, with: event) }
}
