extension UITableView {
    /// The table's look: plain rows, or grouped sections.
    public enum Style: Int, Sendable {
        case plain, grouped, insetGrouped
    }

    /// How inserted, deleted and reloaded rows animate. The engine moves the rows that stay over
    /// `UITableView.updateAnimationDuration` (for anything but `.none`) and fades new rows in with
    /// `.fade`; removed rows leave at once.
    public enum RowAnimation: Int, Sendable {
        case fade, right, left, top, bottom, none, middle
        case automatic = 100
    }

    /// Where `scrollToRow(at:at:animated:)` puts the row.
    public enum ScrollPosition: Int, Sendable {
        case none, top, middle, bottom
    }

    /// Asks for a row, header or footer height worked out from the content (UIKit's sentinel).
    public static let automaticDimension: CGFloat = -1

    /// How long animated row updates take (engine; UIKit does not document it).
    public static let updateAnimationDuration: TimeInterval = 0.3

    /// What a notification of selection changes is called (posted on user selection).
    public static let selectionDidChangeNotification = Notification.Name("UITableViewSelectionDidChangeNotification")
}
