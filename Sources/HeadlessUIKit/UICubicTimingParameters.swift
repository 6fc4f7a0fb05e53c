/// A cubic Bézier timing curve (UIKit's `UICubicTimingParameters`), with Core Animation's control
/// points for the standard curves.
open class UICubicTimingParameters: UITimingCurveProvider {
    public let animationCurve: UIView.AnimationCurve
    public let controlPoint1: CGPoint
    public let controlPoint2: CGPoint

    /// The default curve: ease-in-out.
    public convenience init() { self.init(animationCurve: .easeInOut) }

    public init(animationCurve curve: UIView.AnimationCurve) {
        animationCurve = curve
        (controlPoint1, controlPoint2) = curve.controlPoints
    }

    public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
        animationCurve = .easeInOut
        controlPoint1 = point1
        controlPoint2 = point2
    }

    public var timingCurveType: UITimingCurveType { .cubic }
    public var cubicTimingParameters: UICubicTimingParameters? { self }
    public var springTimingParameters: UISpringTimingParameters? { nil }

    /// Progress at linear time fraction `fraction` (the curve's y for x = fraction).
    public func progress(atFraction fraction: CGFloat) -> CGFloat {
        CGFloat(TimingCurve.cubic(controlPoint1, controlPoint2).value(at: Double(fraction), duration: 1))
    }
}
