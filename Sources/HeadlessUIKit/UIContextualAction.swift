/// An action a swipe on a row reveals (UIKit's `UIContextualAction`).
///
/// `SimulatedUser.swipe(row:section:in:edge:tapping:)` runs the chosen action's handler with the
/// row's cell as the source view and a completion the handler calls with whether it acted.
open class UIContextualAction {
    /// How the action looks; `.destructive` is red, as the row is expected to go.
    public enum Style: Int, Sendable {
        case normal, destructive
    }

    /// The handler's form: the action, the view it was shown in, and the completion to call.
    public typealias Handler = (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

    public let style: Style
    open var title: String?
    open var image: UIImage?
    open var backgroundColor: UIColor!
    public let handler: Handler

    /// An action with `title`, run by `handler`.
    public init(style: Style, title: String?, handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.handler = handler
        backgroundColor = style == .destructive ? .systemRed : .systemGray
    }
}
