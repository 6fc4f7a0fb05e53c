/// The bar of tabs at the bottom of a tab bar controller (UIKit's `UITabBar`): 49 points tall on the
/// engine's phone, its items side by side in equal widths. A touch that lifts on an item selects it
/// (through the tab bar controller, which asks its delegate), so `SimulatedUser.tap(tabAt:of:)` goes
/// through real touches.
open class UITabBar: UIView {
    /// The bar's height on a phone without a home indicator.
    public static let standardHeight: CGFloat = 49

    /// The tabs, left to right.
    open var items: [UITabBarItem]?
    /// The selected tab.
    open weak var selectedItem: UITabBarItem?
    /// The selected tab's tint (the view's `tintColor`); the unselected tabs' tint.
    open var unselectedItemTintColor: UIColor?
    /// The background tint; stored.
    open var barTintColor: UIColor?
    /// Whether content shows through; stored.
    open var isTranslucent = true
    /// The style; stored.
    open var barStyle: UIBarStyle = .default
    /// The appearance (iOS 13); stored.
    open var standardAppearance = UITabBarAppearance()
    /// The appearance at the scroll edge (iOS 15); stored.
    open var scrollEdgeAppearance: UITabBarAppearance?
    /// Called with the index of the item a touch lifted on (the tab bar controller's hook).
    var onUserSelect: ((Int) -> Void)?

    /// Sets the items.
    open func setItems(_ items: [UITabBarItem]?, animated: Bool) {
        self.items = items
        if let selected = selectedItem, !(items ?? []).contains(where: { $0 === selected }) { selectedItem = nil }
    }

    /// The frame of item `index` in the bar's coordinates (equal widths).
    public func itemFrame(at index: Int) -> CGRect {
        let count = max(1, items?.count ?? 1)
        let width = bounds.width / CGFloat(count)
        return CGRect(x: CGFloat(index) * width, y: 0, width: width, height: bounds.height)
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, let items = items, !items.isEmpty else { return }
        let point = touch.location(in: self)
        guard bounds.contains(point) else { return }
        let index = min(items.count - 1, max(0, Int(point.x / (bounds.width / CGFloat(items.count)))))
        guard items[index].isEnabled else { return }
        onUserSelect?(index)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: Self.standardHeight)
    }
}
