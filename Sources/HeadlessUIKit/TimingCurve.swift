// MARK: - Timing curves shared by UIView.animate and UIViewPropertyAnimator

/// How an animation's linear time fraction maps to progress: a cubic Bézier or a damped spring.
enum TimingCurve {
    case cubic(CGPoint, CGPoint)
    case spring(SpringMotion)

    static let linear = TimingCurve.cubic(CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 1))
    static let easeIn = TimingCurve.cubic(CGPoint(x: 0.42, y: 0), CGPoint(x: 1, y: 1))
    static let easeOut = TimingCurve.cubic(CGPoint(x: 0, y: 0), CGPoint(x: 0.58, y: 1))
    static let easeInOut = TimingCurve.cubic(CGPoint(x: 0.42, y: 0), CGPoint(x: 0.58, y: 1))

    /// Progress at linear fraction `f` of a `duration`-second animation; 1 at and after the end.
    func value(at f: Double, duration: Double) -> Double {
        if f <= 0 { return 0 }
        if f >= 1 { return 1 }
        switch self {
        case let .cubic(p1, p2): return CubicBezier.value(at: f, p1: p1, p2: p2)
        case let .spring(motion): return motion.progress(at: f * duration)
        }
    }
}

/// A unit cubic Bézier from (0,0) to (1,1), as CAMediaTimingFunction defines it.
enum CubicBezier {
    static func value(at x: Double, p1: CGPoint, p2: CGPoint) -> Double {
        let x1 = Double(p1.x), y1 = Double(p1.y), x2 = Double(p2.x), y2 = Double(p2.y)
        func bezier(_ t: Double, _ a: Double, _ b: Double) -> Double {
            let u = 1 - t
            return 3 * u * u * t * a + 3 * u * t * t * b + t * t * t
        }
        // Bisection is robust for any monotonic x(t); 50 halvings is far below a point of error.
        var low = 0.0, high = 1.0, t = x
        for _ in 0..<50 {
            t = (low + high) / 2
            if bezier(t, x1, x2) < x { low = t } else { high = t }
        }
        return bezier(t, y1, y2)
    }
}

/// A damped harmonic oscillator moving progress from 0 to 1 (displacement 1 → 0).
///
/// UIKit does not document how `usingSpringWithDamping` or `UISpringTimingParameters(dampingRatio:)`
/// choose the spring's stiffness; we pick the natural frequency so the oscillation's envelope
/// has decayed to 0.1 % of the distance when the given duration ends (the animation then lands
/// exactly on the target, so completions see the model value).
struct SpringMotion {
    let dampingRatio: Double
    let omega: Double
    /// Initial velocity in progress units per second (1 = the whole distance in one second).
    let initialVelocity: Double

    static let settleThreshold = 0.001

    init(dampingRatio: Double, omega: Double, initialVelocity: Double) {
        self.dampingRatio = dampingRatio
        self.omega = omega
        self.initialVelocity = initialVelocity
    }

    /// A spring that settles within `duration`.
    init(dampingRatio: Double, duration: Double, initialVelocity: Double) {
        let ratio = max(0, dampingRatio)
        self.dampingRatio = ratio
        self.initialVelocity = initialVelocity
        guard duration > 0 else { self.omega = 1; return }
        if ratio < 0.01 {
            // No damping never settles: four oscillations in the duration, then it lands.
            self.omega = 8 * .pi / duration
            return
        }
        var low = 0.01, high = 100_000.0
        for _ in 0..<80 {
            let mid = (low * high).squareRoot()
            let trial = SpringMotion(dampingRatio: ratio, omega: mid, initialVelocity: initialVelocity)
            if trial.envelope(at: duration) > Self.settleThreshold { low = mid } else { high = mid }
        }
        self.omega = high
    }

    /// A spring from physical parameters (mass, stiffness, damping), as CASpringAnimation has them.
    init(mass: Double, stiffness: Double, damping: Double, initialVelocity: Double) {
        let m = max(mass, 1e-9), k = max(stiffness, 1e-9)
        self.omega = (k / m).squareRoot()
        self.dampingRatio = damping / (2 * (k * m).squareRoot())
        self.initialVelocity = initialVelocity
    }

    /// Displacement from the target (1 at rest before the start).
    func displacement(at t: Double) -> Double {
        let z = dampingRatio, w = omega, v0 = -initialVelocity
        if z < 1 {
            let wd = w * (1 - z * z).squareRoot()
            let b = (v0 + z * w) / wd
            return exp(-z * w * t) * (cos(wd * t) + b * sin(wd * t))
        } else if z == 1 {
            return (1 + (v0 + w) * t) * exp(-w * t)
        } else {
            let root = (z * z - 1).squareRoot()
            let r1 = -w * (z - root), r2 = -w * (z + root)
            let c2 = (v0 - r1) / (r2 - r1)
            let c1 = 1 - c2
            return c1 * exp(r1 * t) + c2 * exp(r2 * t)
        }
    }

    func progress(at t: Double) -> Double { 1 - displacement(at: t) }

    /// An upper bound of |displacement| from time t on.
    func envelope(at t: Double) -> Double {
        let z = dampingRatio, w = omega, v0 = -initialVelocity
        if z < 1 {
            let wd = w * (1 - z * z).squareRoot()
            let b = (v0 + z * w) / wd
            return exp(-z * w * t) * (1 + b * b).squareRoot()
        } else if z == 1 {
            return (1 + abs(v0 + w) * t) * exp(-w * t)
        } else {
            let root = (z * z - 1).squareRoot()
            let r1 = -w * (z - root), r2 = -w * (z + root)
            let c2 = (v0 - r1) / (r2 - r1)
            return abs(1 - c2) * exp(r1 * t) + abs(c2) * exp(r2 * t)
        }
    }

    /// When the envelope falls below the threshold (CASpringAnimation's `settlingDuration`).
    var settlingDuration: Double {
        var t = 0.0
        while envelope(at: t) > Self.settleThreshold && t < 60 { t += 1.0 / 240 }
        return t
    }
}
