// MARK: - A view and its layer

/// A view is its layer's delegate, as in UIKit (it lays out and animates through its own rules).
extension UIView: CALayerDelegate {}

extension UIView {
    /// The layer's full 3D transform (iOS 13): the same as `layer.transform`; `transform` is its affine part.
    public var transform3D: CATransform3D {
        get { layer.transform }
        set { layer.transform = newValue }
    }
}
