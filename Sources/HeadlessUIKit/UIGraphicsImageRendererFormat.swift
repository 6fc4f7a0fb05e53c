/// The settings of the bitmap a `UIGraphicsImageRenderer` draws into (UIKit's
/// `UIGraphicsImageRendererFormat`): pixels per point and whether the bitmap has alpha.
open class UIGraphicsImageRendererFormat: NSObject {
    /// The colour range of the bitmap (UIKit's `UIGraphicsImageRendererFormat.Range`); the engine
    /// draws in the standard range whatever is set.
    public enum Range: Int, Sendable { case unspecified = -1, automatic = 0, extended = 1, standard = 2 }

    /// Pixels per point; the screen's scale (2) unless set.
    open var scale: CGFloat = UIScreen.main.scale
    /// Whether the bitmap is opaque: an opaque one has no alpha and starts black.
    open var opaque = false
    /// The colour range; stored.
    open var preferredRange: Range = .automatic

    /// A format at the screen's scale, transparent.
    public override init() { super.init() }

    /// A format for `traitCollection`'s display scale (the screen's when it has none).
    public convenience init(for traitCollection: UITraitCollection) {
        self.init()
        if traitCollection.displayScale > 0 { scale = traitCollection.displayScale }
    }

    /// The format for the device's most capable screen (the engine has one: scale 2).
    open class func `default`() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }

    /// The format for the main screen.
    open class func preferred() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
}
