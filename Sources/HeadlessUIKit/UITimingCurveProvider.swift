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
