/// The bar at the top of a navigation controller (UIKit's `UINavigationBar`): a stack of navigation
/// items, the top one shown with the one below it as the back button. Appearance properties are
/// stored (nothing is drawn); the height is UIKit's on a 375 × 667 phone: 44 points below the
/// 20-point status bar, 96 with a large title.
open class UINavigationBar: UIView {
    /// The bar's height with a standard title.
    public static let standardHeight: CGFloat = 44
    /// The bar's height while a large title shows (44 + 52).
    public static let largeTitleHeight: CGFloat = 96
    /// The status bar above it on the engine's phone.
    static let statusBarHeight: CGFloat = 20

    /// The items, bottom first.
    open var items: [UINavigationItem]?
    /// The item on top (what the bar shows).
    open var topItem: UINavigationItem? { items?.last }
    /// The item below the top one (whose back button shows).
    open var backItem: UINavigationItem? {
        guard let items = items, items.count > 1 else { return nil }
        return items[items.count - 2]
    }
    /// Whether content shows through (UIKit's default, true): controllers' views extend under the bar.
    open var isTranslucent = true { didSet { owner?.setNeedsContentLayout() } }
    /// The bar's background tint; stored.
    open var barTintColor: UIColor?
    /// The bar's style; stored.
    open var barStyle: UIBarStyle = .default
    /// Whether the top item's title shows large (iOS 11); the bar is then 96 points tall.
    open var prefersLargeTitles = false { didSet { owner?.setNeedsContentLayout() } }
    /// Attributes of the title; stored.
    open var titleTextAttributes: [NSAttributedString.Key: Any]?
    /// Attributes of the large title; stored.
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any]?
    /// The shadow line's image; stored.
    open var shadowImage: UIImage?
    /// The back indicator image; stored.
    open var backIndicatorImage: UIImage?
    /// The back indicator's mask image; stored.
    open var backIndicatorTransitionMaskImage: UIImage?
    /// The appearance for a standard-height bar (iOS 13); stored.
    open var standardAppearance = UINavigationBarAppearance()
    /// The appearance when content is scrolled to the edge (iOS 13); stored.
    open var scrollEdgeAppearance: UINavigationBarAppearance?
    /// The appearance for a compact-height bar (iOS 13); stored.
    open var compactAppearance: UINavigationBarAppearance?
    private var backgroundImages: [UIBarMetrics: UIImage] = [:]
    /// The navigation controller whose bar this is.
    weak var owner: UINavigationController?

    /// Sets the items.
    open func setItems(_ items: [UINavigationItem]?, animated: Bool) {
        self.items = items
    }

    /// Pushes an item on top.
    open func pushItem(_ item: UINavigationItem, animated: Bool) {
        items = (items ?? []) + [item]
    }

    /// Pops the top item and returns it.
    @discardableResult
    open func popItem(animated: Bool) -> UINavigationItem? {
        guard var stack = items, !stack.isEmpty else { return nil }
        let top = stack.removeLast()
        items = stack
        return top
    }

    /// Stores a background image for `barMetrics`.
    open func setBackgroundImage(_ backgroundImage: UIImage?, for barMetrics: UIBarMetrics) {
        backgroundImages[barMetrics] = backgroundImage
    }

    /// The background image stored for `barMetrics`.
    open func backgroundImage(for barMetrics: UIBarMetrics) -> UIImage? { backgroundImages[barMetrics] }

    /// What the back button reads (engine read-out): the back item's `backBarButtonItem` title, its
    /// `backButtonTitle`, its title, or "Back"; nil when there is no back button (root, or hidden).
    public var displayedBackButtonTitle: String? {
        guard let back = backItem, let top = topItem, !top.hidesBackButton else { return nil }
        if top.leftBarButtonItems?.isEmpty == false && !top.leftItemsSupplementBackButton { return nil }
        return back.backBarButtonItem?.title ?? back.backButtonTitle ?? back.title ?? "Back"
    }

    /// What the title reads (engine read-out): nil when a title view replaces it.
    public var displayedTitle: String? { topItem?.titleView == nil ? topItem?.title : nil }

    /// The bar's height for its top item.
    var preferredHeight: CGFloat {
        let large = prefersLargeTitles && topItem?.largeTitleDisplayMode != .never
        return large ? Self.largeTitleHeight : Self.standardHeight
    }
}
