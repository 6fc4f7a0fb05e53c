/// A cubic Bézier timing curve (UIKit's `UICubicTimingParameters`), with Core Animation's control
/// points for the standard curves.
open class UICubicTimingParameters: UITimingCurveProvider {
    /// The standard curve it was made from (ease-in-out for custom points).
    public let animationCurve: UIView.AnimationCurve
    /// The first Bézier control point.
    public let controlPoint1: CGPoint
    /// The second Bézier control point.
    public let controlPoint2: CGPoint

    /// The system's default curve: Core Animation's default timing function, (0.25, 0.1)–(0.25, 1).
    public convenience init() {
        self.init(controlPoint1: CGPoint(x: 0.25, y: 0.1), controlPoint2: CGPoint(x: 0.25, y: 1))
    }

    /// One of UIKit's standard curves.
    public init(animationCurve curve: UIView.AnimationCurve) {
        animationCurve = curve
        (controlPoint1, controlPoint2) = curve.controlPoints
    }

    /// A custom Bézier curve.
    public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
        animationCurve = .easeInOut
        controlPoint1 = point1
        controlPoint2 = point2
    }

    /// `.cubic`.
    public var timingCurveType: UITimingCurveType { .cubic }
    /// Itself.
    public var cubicTimingParameters: UICubicTimingParameters? { self }
    /// nil.
    public var springTimingParameters: UISpringTimingParameters? { nil }

    /// Progress at linear time fraction `fraction` (the curve's y for x = fraction).
    public func progress(atFraction fraction: CGFloat) -> CGFloat {
        CGFloat(timingCurve.value(at: Double(fraction), duration: 1))
    }

    /// The curve as the animation engine evaluates it.
    var timingCurve: TimingCurve { .cubic(controlPoint1, controlPoint2) }
}
