/// A tab of a tab bar (UIKit's `UITabBarItem`): title, image, selected image and badge; stored.
open class UITabBarItem: UIBarItem {
    /// The system's predefined tabs (UIKit's raw values).
    public enum SystemItem: Int {
        case more, favorites, featured, topRated, recents, contacts, history, bookmarks, search, downloads,
            mostRecent, mostViewed

        /// The English title UIKit shows for the system tab.
        var displayedTitle: String {
            switch self {
            case .more: return "More"
            case .favorites: return "Favorites"
            case .featured: return "Featured"
            case .topRated: return "Top Rated"
            case .recents: return "Recents"
            case .contacts: return "Contacts"
            case .history: return "History"
            case .bookmarks: return "Bookmarks"
            case .search: return "Search"
            case .downloads: return "Downloads"
            case .mostRecent: return "Most Recent"
            case .mostViewed: return "Most Viewed"
            }
        }
    }

    /// The image shown while the tab is selected (the plain image when nil).
    open var selectedImage: UIImage?
    /// The text of the badge (nil: no badge).
    open var badgeValue: String?
    /// The badge's colour; stored.
    open var badgeColor: UIColor?
    /// The title's offset; stored.
    open var titlePositionAdjustment: UIOffset = .zero
    /// The system item it was made from (engine read-out).
    public private(set) var systemItem: SystemItem?

    /// An item with no title or image.
    public override init() { super.init() }

    /// A tab with a title, an image and a tag.
    public convenience init(title: String?, image: UIImage?, tag: Int) {
        self.init()
        self.title = title
        self.image = image
        self.tag = tag
    }

    /// A tab with a title, an image and a selected image.
    public convenience init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        self.init()
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
    }

    /// A system tab (its title and image are the system's: `title` reads the English title).
    public convenience init(tabBarSystemItem systemItem: UITabBarItem.SystemItem, tag: Int) {
        self.init()
        self.systemItem = systemItem
        self.title = systemItem.displayedTitle
        self.image = UIImage(systemName: "circle")
        self.tag = tag
    }
}
