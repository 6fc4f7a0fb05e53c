/// What bars show: the common part of bar button items and tab bar items (UIKit's `UIBarItem`).
open class UIBarItem {
    /// The title; stored (bars draw nothing here).
    open var title: String?
    /// The image; stored.
    open var image: UIImage?
    /// The image in landscape on a phone; stored.
    open var landscapeImagePhone: UIImage?
    /// Disabled items ignore taps (`SimulatedUser` checks it).
    open var isEnabled = true
    /// An integer an app uses to tell items apart.
    open var tag = 0
    /// Insets of the image; stored.
    open var imageInsets: UIEdgeInsets = .zero
    /// An accessibility label; stored.
    open var accessibilityLabel: String?
    private var titleAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]

    /// An item with no title or image.
    public init() {}

    /// Stores text attributes of the title for `state`.
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        titleAttributes[state.rawValue] = attributes
    }

    /// The text attributes stored for `state`.
    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        titleAttributes[state.rawValue]
    }
}
