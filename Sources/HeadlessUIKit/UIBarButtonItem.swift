/// A button in a navigation bar or toolbar (UIKit's `UIBarButtonItem`): a system item, a title or an
/// image with target–action, a `UIAction`, or a custom view.
///
/// A tap (`SimulatedUser.tap(_:)`) sends `action` to `target` with the item as sender, through the
/// engine's `Selector` as `UIControl` does (`#selector(addTapped)` is written `Selector(Self.addTapped)`);
/// a nil target goes up the responder chain from the controller showing the bar. The primary action,
/// when set, runs instead. The target is held weakly, as in UIKit.
open class UIBarButtonItem: UIBarItem {
    /// The item's look.
    public enum Style: Int {
        case plain = 0
        /// Deprecated in iOS 8; drawn as `.plain`.
        case bordered = 1
        case done = 2
    }

    /// The system's predefined items (UIKit's raw values).
    public enum SystemItem: Int {
        case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize,
            bookmarks, search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo,
            pageCurl, close

        /// The word UIKit shows for the text items (English), nil for the icon items and spaces.
        var displayedTitle: String? {
            switch self {
            case .done: return "Done"
            case .cancel: return "Cancel"
            case .edit: return "Edit"
            case .save: return "Save"
            case .undo: return "Undo"
            case .redo: return "Redo"
            default: return nil
            }
        }

        /// Spaces are not buttons.
        var isSpace: Bool { self == .flexibleSpace || self == .fixedSpace }
    }

    /// The item's style.
    open var style: Style = .plain
    /// Receives `action` (held weakly).
    open weak var target: AnyObject?
    /// Sent to `target` on a tap.
    open var action: Selector?
    /// A view shown instead of a button; taps go to the view itself.
    open var customView: UIView?
    /// The width of a fixed space (or of the item); stored.
    open var width: CGFloat = 0
    /// The tint; stored.
    open var tintColor: UIColor?
    /// The closure form (iOS 14): runs on a tap instead of target–action.
    open var primaryAction: UIAction?
    /// Titles the item might show, for sizing; stored.
    open var possibleTitles: Set<String>?
    /// Whether the item is hidden (iOS 16); a hidden item cannot be tapped.
    open var isHidden = false
    /// The system item it was made from (engine read-out).
    public private(set) var systemItem: SystemItem?

    /// A plain item with no title, image or action.
    public override init() { super.init() }

    /// A title item.
    public convenience init(title: String?, style: UIBarButtonItem.Style, target: Any?, action: Selector?) {
        self.init()
        self.title = title
        self.style = style
        self.target = target.map { $0 as AnyObject }
        self.action = action
    }

    /// An image item.
    public convenience init(image: UIImage?, style: UIBarButtonItem.Style, target: Any?, action: Selector?) {
        self.init()
        self.image = image
        self.style = style
        self.target = target.map { $0 as AnyObject }
        self.action = action
    }

    /// An image item with a landscape image.
    public convenience init(
        image: UIImage?, landscapeImagePhone: UIImage?, style: UIBarButtonItem.Style,
        target: Any?, action: Selector?
    ) {
        self.init(image: image, style: style, target: target, action: action)
        self.landscapeImagePhone = landscapeImagePhone
    }

    /// A system item (`.add`, `.done`, `.flexibleSpace`…). Its `title` stays nil, as in UIKit.
    public convenience init(barButtonSystemItem systemItem: UIBarButtonItem.SystemItem, target: Any?, action: Selector?) {
        self.init()
        self.systemItem = systemItem
        self.style = systemItem == .done ? .done : .plain
        self.target = target.map { $0 as AnyObject }
        self.action = action
    }

    /// An item showing `customView`.
    public convenience init(customView: UIView) {
        self.init()
        self.customView = customView
    }

    /// A system item running `primaryAction` (iOS 14; the `menu:` argument is not modelled).
    public convenience init(systemItem: UIBarButtonItem.SystemItem, primaryAction: UIAction? = nil) {
        self.init(barButtonSystemItem: systemItem, target: nil, action: nil)
        self.primaryAction = primaryAction
    }

    /// An item from a `UIAction` (iOS 14): its title and image (the `menu:` argument is not modelled).
    public convenience init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction?) {
        self.init()
        self.title = title ?? primaryAction?.title
        self.image = image ?? primaryAction?.image
        self.primaryAction = primaryAction
    }

    /// A fixed space of `width` points (iOS 14).
    open class func fixedSpace(_ width: CGFloat) -> UIBarButtonItem {
        let item = UIBarButtonItem(barButtonSystemItem: .fixedSpace, target: nil, action: nil)
        item.width = width
        return item
    }

    /// A flexible space (iOS 14).
    open class func flexibleSpace() -> UIBarButtonItem {
        UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil)
    }

    /// What the item reads as: its title, or a text system item's word (for `SimulatedUser` and messages).
    public var displayedTitle: String? { title ?? systemItem?.displayedTitle }

    /// Whether a tap does anything: enabled, visible and not a space.
    var isTappable: Bool { isEnabled && !isHidden && !(systemItem?.isSpace ?? false) }

    /// A tap: the primary action, or `action` sent to `target` (or up the chain from `responder`).
    /// Returns false when nothing received it.
    @discardableResult
    func sendAction(from responder: UIResponder?) -> Bool {
        guard isTappable else { return false }
        if let primary = primaryAction {
            primary.sender = self
            primary.handler(primary)
            return true
        }
        guard let action = action else { return false }
        if let target = target { return action.perform(target: target, sender: self) }
        if action.ignoresTarget { return action.perform(target: nil, sender: self) }
        var candidate = responder
        while let current = candidate {
            if action.perform(target: current, sender: self) { return true }
            candidate = current.next
        }
        return false
    }
}
