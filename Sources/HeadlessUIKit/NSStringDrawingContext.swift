/// Measurement settings and results (UIKit's `NSStringDrawingContext`); the scale factor is always 1 here.
open class NSStringDrawingContext: NSObject {
    /// Smallest font scale allowed (stored).
    open var minimumScaleFactor: CGFloat = 0
    /// The scale actually used (always 1: the engine never shrinks measured text).
    open internal(set) var actualScaleFactor: CGFloat = 1
    /// The rectangle of the last measurement.
    open internal(set) var totalBounds: CGRect = .zero
    public override init() { super.init() }
}
