/// A cubic Bézier timing curve from (0, 0) to (1, 1) (Core Animation's `CAMediaTimingFunction`).
///
/// It is the same curve `UIView.animate` uses (`TimingCurve.cubic`, solved by `CubicBezier`): the
/// named functions have Apple's documented control points, so `.easeInEaseOut` here and
/// `UIView.AnimationOptions.curveEaseInOut` give identical progress.
open class CAMediaTimingFunction: Equatable {
    /// The two inner control points.
    let c1: CGPoint, c2: CGPoint

    /// One of the named curves: linear (0, 0, 1, 1), easeIn (0.42, 0, 1, 1), easeOut (0, 0, 0.58, 1),
    /// easeInEaseOut (0.42, 0, 0.58, 1), default (0.25, 0.1, 0.25, 1).
    /// The named curves are exactly `UIView.animate`'s (in doubles, not rounded through `Float`).
    public init(name: CAMediaTimingFunctionName) {
        let curve: TimingCurve
        switch name {
        case .easeIn: curve = .easeIn
        case .easeOut: curve = .easeOut
        case .easeInEaseOut: curve = .easeInOut
        case .default: curve = .cubic(CGPoint(x: 0.25, y: 0.1), CGPoint(x: 0.25, y: 1))
        default: curve = .linear
        }
        guard case let .cubic(p1, p2) = curve else { preconditionFailure("named curves are cubic") }
        c1 = p1
        c2 = p2
    }

    /// A curve with control points (c1x, c1y) and (c2x, c2y); x values are clamped to 0…1, as Core Animation does.
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        c1 = CGPoint(x: CGFloat(min(1, max(0, c1x))), y: CGFloat(c1y))
        c2 = CGPoint(x: CGFloat(min(1, max(0, c2x))), y: CGFloat(c2y))
    }

    /// Control point `idx` (0…3) written into `ptr` as two floats.
    open func getControlPoint(at idx: Int, values ptr: UnsafeMutablePointer<Float>) {
        let points = [CGPoint.zero, c1, c2, CGPoint(x: 1, y: 1)]
        let p = points[max(0, min(3, idx))]
        ptr[0] = Float(p.x)
        ptr[1] = Float(p.y)
    }

    /// The shared timing curve.
    var curve: TimingCurve { .cubic(c1, c2) }

    /// Progress at linear time fraction `x` (0…1).
    func progress(at x: Double) -> Double { curve.value(at: x, duration: 1) }

    public static func == (lhs: CAMediaTimingFunction, rhs: CAMediaTimingFunction) -> Bool {
        lhs.c1 == rhs.c1 && lhs.c2 == rhs.c2
    }
}
