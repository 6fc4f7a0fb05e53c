/// The actions one edge of a row shows when swiped (UIKit's `UISwipeActionsConfiguration`).
open class UISwipeActionsConfiguration {
    /// The actions, from the edge inwards.
    public let actions: [UIContextualAction]
    /// Whether a full swipe runs the first action (true, as in UIKit).
    open var performsFirstActionWithFullSwipe = true

    public init(actions: [UIContextualAction]) { self.actions = actions }
}
