/// What a navigation bar shows while a controller is on top (UIKit's `UINavigationItem`): the title
/// or a title view, the bar button items on either side, and the back button the next controller
/// gets. Stored; the navigation bar and `SimulatedUser` read it.
open class UINavigationItem {
    /// When the large title shows (iOS 11).
    public enum LargeTitleDisplayMode: Int {
        case automatic, always, never
    }

    /// The title (a controller's `title` sets it).
    open var title: String?
    /// A view shown in place of the title.
    open var titleView: UIView?
    /// A line of text above the bar; stored (the bar would grow by 30 points).
    open var prompt: String?
    /// The back button the *next* controller's bar shows (its title; its action is always a pop).
    open var backBarButtonItem: UIBarButtonItem?
    /// The back button's title when `backBarButtonItem` is nil (iOS 11).
    open var backButtonTitle: String?
    /// Hides the back button.
    open var hidesBackButton = false
    /// The leftmost item; replaces the back button unless `leftItemsSupplementBackButton`.
    open var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }
    /// The items on the left, left to right.
    open var leftBarButtonItems: [UIBarButtonItem]?
    /// The rightmost item.
    open var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }
    /// The items on the right, right to left (as UIKit orders them).
    open var rightBarButtonItems: [UIBarButtonItem]?
    /// Shows the left items beside the back button instead of replacing it.
    open var leftItemsSupplementBackButton = false
    /// When the large title shows.
    open var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic
    /// The search controller shown in the bar (iOS 11); any object here, since `UISearchController` is not modelled.
    open var searchController: AnyObject?
    /// Whether the search bar hides when scrolling; stored.
    open var hidesSearchBarWhenScrolling = true

    /// An item with no title.
    public init() {}

    /// An item with `title`.
    public convenience init(title: String) {
        self.init()
        self.title = title
    }

    /// Sets the back-button hiding.
    open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) {
        self.hidesBackButton = hidesBackButton
    }

    /// Sets `leftBarButtonItem`.
    open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) { leftBarButtonItem = item }
    /// Sets `rightBarButtonItem`.
    open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) { rightBarButtonItem = item }
    /// Sets `leftBarButtonItems`.
    open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { leftBarButtonItems = items }
    /// Sets `rightBarButtonItems`.
    open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { rightBarButtonItems = items }

    /// The bar button items a tap can reach on this item's bar (left then right), engine read-out.
    var barButtonItems: [UIBarButtonItem] { (leftBarButtonItems ?? []) + (rightBarButtonItems ?? []) }
}
