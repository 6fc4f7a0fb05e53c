/// A closure-based action for controls (UIKit's `UIAction`, iOS 14).
public final class UIAction {
    /// A title; stored.
    public let title: String
    /// An image (shown by buttons made with `primaryAction`); stored.
    public let image: UIImage?
    /// A stable identifier.
    public let identifier: String
    /// What runs when the action is sent.
    public let handler: (UIAction) -> Void
    /// The control that sent the action most recently.
    public internal(set) weak var sender: AnyObject?
    private static var counter = 0

    /// An action running `handler`.
    public init(title: String = "", image: UIImage? = nil, identifier: String? = nil, handler: @escaping (UIAction) -> Void) {
        self.title = title
        self.image = image
        UIAction.counter += 1
        // Deterministic, unlike UIKit's random identifiers: runs of a scenario compare equal.
        self.identifier = identifier ?? "UIAction-\(UIAction.counter)"
        self.handler = handler
    }
}
