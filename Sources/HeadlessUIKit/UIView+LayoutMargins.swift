// MARK: - Layout margins

extension UIView {
    /// The space kept clear inside the view's edges (8 points on each side by default). A stack view
    /// arranges inside them when `isLayoutMarginsRelativeArrangement` is true.
    public var layoutMargins: UIEdgeInsets {
        get { storedLayoutMargins }
        set {
            guard newValue != storedLayoutMargins else { return }
            storedLayoutMargins = newValue
            layoutMarginsDidChange()
            setNeedsLayout()
        }
    }

    /// The same margins named by reading direction (left to right here: leading is left).
    public var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get {
            NSDirectionalEdgeInsets(
                top: storedLayoutMargins.top, leading: storedLayoutMargins.left,
                bottom: storedLayoutMargins.bottom, trailing: storedLayoutMargins.right)
        }
        set {
            layoutMargins = UIEdgeInsets(
                top: newValue.top, left: newValue.leading, bottom: newValue.bottom, right: newValue.trailing)
        }
    }
}
