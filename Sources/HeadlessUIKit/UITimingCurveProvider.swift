/// The kinds of timing curve (UIKit's `UITimingCurveType`).
public enum UITimingCurveType: Int {
    case builtin, cubic, spring, composed
}

/// Timing information for a property animator (UIKit's `UITimingCurveProvider`).
public protocol UITimingCurveProvider {
    var timingCurveType: UITimingCurveType { get }
    var cubicTimingParameters: UICubicTimingParameters? { get }
    var springTimingParameters: UISpringTimingParameters? { get }
}

extension UITimingCurveProvider {
    /// The curve the provider gives an animation of `duration` seconds, and the duration it then takes (a
    /// mass/stiffness spring settles in its own time); ease-in-out for a provider that gives neither kind.
    func curve(forDuration duration: TimeInterval) -> (curve: TimingCurve, duration: TimeInterval) {
        if let spring = springTimingParameters {
            let (motion, actual) = spring.motion(forDuration: duration)
            return (.spring(motion), actual)
        }
        if let cubic = cubicTimingParameters { return (cubic.timingCurve, duration) }
        return (.easeInOut, duration)
    }
}
