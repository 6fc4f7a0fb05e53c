/// A bar of bar button items (UIKit's `UIToolbar`), standalone or at the bottom of a navigation
/// controller (which shows its top controller's `toolbarItems`). 44 points tall; appearance is stored.
/// A tap on an item is `SimulatedUser.tap(_:)` (items are not laid out as views here).
open class UIToolbar: UIView {
    /// The toolbar's height on a phone.
    public static let standardHeight: CGFloat = 44

    /// The items, left to right.
    open var items: [UIBarButtonItem]?
    /// Whether content shows through; stored.
    open var isTranslucent = true
    /// The background tint; stored.
    open var barTintColor: UIColor?
    /// The style; stored.
    open var barStyle: UIBarStyle = .default

    /// A toolbar 44 points tall and as wide as the screen until given a frame.
    public convenience init() {
        self.init(frame: CGRect(x: 0, y: 0, width: UIScreen.main.bounds.width, height: Self.standardHeight))
    }

    /// Sets the items.
    open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        self.items = items
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: Self.standardHeight)
    }
}
