extension UIView {
    /// The standard timing curves (UIKit's `UIView.AnimationCurve`).
    public enum AnimationCurve: Int {
        case easeInOut, easeIn, easeOut, linear

        /// Core Animation's control points: easeIn (0.42, 0)–(1, 1), easeOut (0, 0)–(0.58, 1),
        /// easeInOut (0.42, 0)–(0.58, 1), linear (0, 0)–(1, 1).
        var controlPoints: (CGPoint, CGPoint) {
            switch self {
            case .easeInOut: return (CGPoint(x: 0.42, y: 0), CGPoint(x: 0.58, y: 1))
            case .easeIn: return (CGPoint(x: 0.42, y: 0), CGPoint(x: 1, y: 1))
            case .easeOut: return (CGPoint(x: 0, y: 0), CGPoint(x: 0.58, y: 1))
            case .linear: return (CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 1))
            }
        }

        var timingCurve: TimingCurve { .cubic(controlPoints.0, controlPoints.1) }
    }
}
