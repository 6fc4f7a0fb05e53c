/// A closure-based action for controls (UIKit's `UIAction`, iOS 14).
public final class UIAction {
    public let title: String
    public let identifier: String
    public let handler: (UIAction) -> Void
    /// The control that sent the action most recently.
    public internal(set) weak var sender: AnyObject?

    public init(title: String = "", identifier: String? = nil, handler: @escaping (UIAction) -> Void) {
        self.title = title
        self.identifier = identifier ?? UUID().uuidString
        self.handler = handler
    }
}
