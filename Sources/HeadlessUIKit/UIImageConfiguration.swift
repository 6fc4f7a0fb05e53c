extension UIImage {
    /// Traits an image is drawn with (UIKit's `UIImage.Configuration`); see `SymbolConfiguration`.
    open class Configuration: NSObject {
        /// The traits (the engine has one set).
        public var traitCollection: UITraitCollection? { UITraitCollection.current }
    }
}
