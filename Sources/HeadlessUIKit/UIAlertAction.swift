/// A button of an alert or action sheet (UIKit's `UIAlertAction`).
open class UIAlertAction {
    /// How the button looks and behaves; at most one `.cancel` action per alert.
    public enum Style: Int {
        case `default` = 0
        case cancel = 1
        case destructive = 2
    }

    /// The button's title.
    public let title: String?
    /// The button's style.
    public let style: Style
    /// Disabled actions cannot be tapped (`SimulatedUser.tapAlertAction` refuses them).
    open var isEnabled = true
    /// What runs once the alert has been dismissed after a tap on the button.
    let handler: ((UIAlertAction) -> Void)?

    /// An action titled `title`; `handler` runs after the alert is dismissed.
    public init(title: String?, style: UIAlertAction.Style, handler: ((UIAlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
    }
}
