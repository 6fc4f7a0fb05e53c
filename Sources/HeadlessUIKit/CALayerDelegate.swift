/// A layer's delegate (Core Animation's `CALayerDelegate`); every method is optional. A view is its
/// layer's delegate, as in UIKit.
public protocol CALayerDelegate: AnyObject {
    /// Asked by `display()` to set the layer's contents.
    func display(_ layer: CALayer)
    /// Asked by the layer's `draw(in:)` to draw its content into `ctx`.
    func draw(_ layer: CALayer, in ctx: CGContext)
    /// Asked by `layoutSublayers()` to lay out the layer's sublayers.
    func layoutSublayers(of layer: CALayer)
    /// The action for a property change: nil to go on searching, `NSNull()` for none.
    func action(for layer: CALayer, forKey event: String) -> CAAction?
}

extension CALayerDelegate {
    public func display(_ layer: CALayer) {}
    public func draw(_ layer: CALayer, in ctx: CGContext) {}
    public func layoutSublayers(of layer: CALayer) {}
    public func action(for layer: CALayer, forKey event: String) -> CAAction? { nil }
}
