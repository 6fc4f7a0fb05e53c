extension UITableViewCell {
    /// The built-in layouts of a cell's labels and image.
    public enum CellStyle: Int, Sendable {
        /// An image and one left-aligned label; `detailTextLabel` is nil.
        case `default`
        /// A label on the left and a right-aligned secondary label on the same line.
        case value1
        /// A right-aligned blue label on the left and a left-aligned label beside it (no image).
        case value2
        /// A label with a smaller secondary label under it.
        case subtitle
    }

    /// The standard accessory on the trailing edge.
    public enum AccessoryType: Int, Sendable {
        case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton
    }

    /// How the cell looks when selected (stored; `.none` still selects, as in UIKit).
    public enum SelectionStyle: Int, Sendable {
        case none, blue, gray, `default`
    }

    /// The editing control a row shows.
    public enum EditingStyle: Int, Sendable {
        case none, delete, insert
    }

    /// The separator lines between rows (stored).
    public enum SeparatorStyle: Int, Sendable {
        case none, singleLine
        /// Deprecated in UIKit; drawn like `.singleLine`.
        case singleLineEtched
    }
}
