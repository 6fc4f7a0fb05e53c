extension NSLayoutConstraint {
    /// The two layout axes (UIKit's `NSLayoutConstraint.Axis`, Apple's raw values), used by content
    /// priorities and by `UIStackView.axis`.
    public enum Axis: Int, Sendable {
        case horizontal = 0, vertical = 1
    }
}
