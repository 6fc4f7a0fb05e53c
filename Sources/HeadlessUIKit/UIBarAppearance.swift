/// The look of a bar (UIKit's `UIBarAppearance`, iOS 13): stored, since nothing is drawn.
open class UIBarAppearance {
    /// The background colour.
    open var backgroundColor: UIColor?
    /// The background image.
    open var backgroundImage: UIImage?
    /// The shadow line's colour.
    open var shadowColor: UIColor?
    /// The shadow line's image.
    open var shadowImage: UIImage?
    /// Which of the three configurations was applied last (engine read-out).
    public private(set) var configuration = "default"

    /// An appearance with the default configuration.
    public init() {}

    /// The system's default background (translucent) and shadow.
    open func configureWithDefaultBackground() { configuration = "default" }
    /// An opaque background in the system colour.
    open func configureWithOpaqueBackground() {
        configuration = "opaque"
        backgroundColor = .systemBackground
    }
    /// No background and no shadow.
    open func configureWithTransparentBackground() {
        configuration = "transparent"
        backgroundColor = nil
        shadowColor = nil
    }
}
