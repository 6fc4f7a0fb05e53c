/// The look of a navigation bar (UIKit's `UINavigationBarAppearance`, iOS 13): stored.
open class UINavigationBarAppearance: UIBarAppearance {
    /// Attributes of the title.
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// Attributes of the large title.
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// The title's offset.
    open var titlePositionAdjustment: UIOffset = .zero
}
