// MARK: - Setting a colour on the current context

/// `UIColor`'s drawing calls set the current graphics context's colours (nothing without one).
extension UIColor {
    /// Makes this the fill colour of the current context.
    public func setFill() { UIGraphicsGetCurrentContext()?.setFillColor(cgColor) }
    /// Makes this the stroke colour of the current context.
    public func setStroke() { UIGraphicsGetCurrentContext()?.setStrokeColor(cgColor) }
    /// Makes this both the fill and the stroke colour of the current context.
    public func set() { setFill(); setStroke() }
}
