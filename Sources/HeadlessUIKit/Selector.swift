/// An action method reference for target–action, without the Objective-C runtime.
///
/// On Linux `#selector(...)` and `@objc` do not compile, so `doctool verify` rewrites sample code
/// mechanically (and lists each rewrite):
///
///     #selector(handleTap)                →  Selector(Self.handleTap)
///     #selector(self.handlePan(sender:))  →  Selector(Self.handlePan(sender:))
///     #selector(ViewController.tapped(_:)) →  Selector(ViewController.tapped(_:))
///     @objc func handleTap()              →  func handleTap()      (the attribute is dropped)
///
/// `Self.method` is an unapplied method reference: it names the method without capturing the
/// target, exactly like an Objective-C selector. The target stays where UIKit keeps it (the
/// `target:` argument of `addTarget(_:action:for:)` or `UIGestureRecognizer(target:action:)`,
/// held weakly) and the method is dispatched dynamically, so overrides are honoured. Action
/// methods may take no argument, the sender (`UIButton`, `UIPanGestureRecognizer`, `Any`, …), or
/// the sender and the `UIEvent`. A closure form, `Selector(handler: { (sender: UIButton) in … })`, ignores the target
/// (the label is required: a trailing closure would be ambiguous with the method forms).
public struct Selector {
    /// Calls the method on `target` with `sender` (and `event` for two-argument actions);
    /// returns false when `target` does not have the method (is not of its type).
    let invoke: (_ target: AnyObject?, _ sender: Any, _ event: UIEvent?) -> Bool
    /// The method's description, for messages.
    public let name: String
    /// Whether `target` has the method (is of its type), without calling it: what UIKit's
    /// `responds(to:)` answers, used to find an unwind segue's destination.
    var accepts: (AnyObject?) -> Bool = { _ in true }

    /// A method taking no argument: `Selector(Self.buttonTapped)`.
    public init<Target: AnyObject>(_ method: @escaping (Target) -> () -> Void) {
        self.name = "\(Target.self).method()"
        accepts = { $0 is Target }
        invoke = { target, _, _ in
            guard let target = target as? Target else { return false }
            method(target)()
            return true
        }
    }

    /// A method taking the sender: `Selector(Self.handlePan(sender:))`.
    public init<Target: AnyObject, Sender>(_ method: @escaping (Target) -> (Sender) -> Void) {
        name = "\(Target.self).method(\(Sender.self))"
        accepts = { $0 is Target }
        invoke = { target, sender, _ in
            guard let target = target as? Target else { return false }
            guard let typed = sender as? Sender else {
                preconditionFailure("action \(Target.self).method(\(Sender.self)) called with a \(type(of: sender)) sender")
            }
            method(target)(typed)
            return true
        }
    }

    /// A method taking the sender and the event: `Selector(Self.buttonTapped(_:forEvent:))`.
    public init<Target: AnyObject, Sender>(_ method: @escaping (Target) -> (Sender, UIEvent) -> Void) {
        name = "\(Target.self).method(\(Sender.self), UIEvent)"
        accepts = { $0 is Target }
        invoke = { target, sender, event in
            guard let target = target as? Target, let typed = sender as? Sender else { return false }
            method(target)(typed, event ?? UIEvent(touches: [], timestamp: SimulationClock.shared.now))
            return true
        }
    }

    /// A closure that ignores the target: `Selector(handler: { (sender: UIButton) in … })`.
    public init<Sender>(handler: @escaping (Sender) -> Void) {
        name = "closure(\(Sender.self))"
        invoke = { _, sender, _ in
            guard let typed = sender as? Sender else { return false }
            handler(typed)
            return true
        }
    }

    /// A closure given the target and the sender, for the closure overloads of `addTarget`.
    init<Target: AnyObject, Sender>(targetHandler: @escaping (Target, Sender) -> Void) {
        name = "closure(\(Target.self), \(Sender.self))"
        invoke = { target, sender, _ in
            guard let target = target as? Target, let typed = sender as? Sender else { return false }
            targetHandler(target, typed)
            return true
        }
    }

    /// A closure with no argument: `Selector(handler: { … })`.
    public init(handler: @escaping () -> Void) {
        name = "closure()"
        invoke = { _, _, _ in
            handler()
            return true
        }
    }

    /// Performs the action on `target`; returns whether the target had the method.
    @discardableResult
    public func perform(target: AnyObject?, sender: Any, event: UIEvent? = nil) -> Bool {
        invoke(target, sender, event)
    }

    /// Whether this is a closure form (which needs no target).
    var ignoresTarget: Bool { name.hasPrefix("closure") }
}
