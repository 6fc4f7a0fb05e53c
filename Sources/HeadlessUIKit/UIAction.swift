/// A closure-based action for controls (UIKit's `UIAction`, iOS 14).
public final class UIAction {
    public let title: String
    public let identifier: String
    public let handler: (UIAction) -> Void
    /// The control that sent the action most recently.
    public internal(set) weak var sender: AnyObject?
    private static var counter = 0

    public init(title: String = "", identifier: String? = nil, handler: @escaping (UIAction) -> Void) {
        self.title = title
        UIAction.counter += 1
        // Deterministic, unlike UIKit's random identifiers: runs of a scenario compare equal.
        self.identifier = identifier ?? "UIAction-\(UIAction.counter)"
        self.handler = handler
    }
}
