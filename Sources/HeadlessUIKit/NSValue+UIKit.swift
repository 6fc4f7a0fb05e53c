// UIKit's geometry boxing (`NSValue(cgRect:)` and friends), over Foundation's own NSValue storage, so
// `(userInfo[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue` reads what the engine posted.
extension NSValue {
    /// Boxes a rectangle.
    public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }
    /// Boxes a point.
    public convenience init(cgPoint point: CGPoint) { self.init(point: point) }
    /// Boxes a size.
    public convenience init(cgSize size: CGSize) { self.init(size: size) }
    /// Boxes edge insets.
    public convenience init(uiEdgeInsets insets: UIEdgeInsets) {
        self.init(rect: CGRect(x: insets.top, y: insets.left, width: insets.bottom, height: insets.right))
    }

    /// The boxed rectangle.
    public var cgRectValue: CGRect { rectValue }
    /// The boxed point.
    public var cgPointValue: CGPoint { pointValue }
    /// The boxed size.
    public var cgSizeValue: CGSize { sizeValue }
    /// The boxed edge insets.
    public var uiEdgeInsetsValue: UIEdgeInsets {
        let r = rectValue
        return UIEdgeInsets(top: r.origin.x, left: r.origin.y, bottom: r.size.width, right: r.size.height)
    }
}
