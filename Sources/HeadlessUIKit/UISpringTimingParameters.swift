/// A damped-spring timing curve (UIKit's `UISpringTimingParameters`).
///
/// With a damping ratio the animator keeps its duration and the spring settles within it; with
/// mass, stiffness and damping the spring's own settling time replaces the animator's duration,
/// as Apple documents. `initialVelocity.dx` is the initial speed in whole distances per second.
open class UISpringTimingParameters: UITimingCurveProvider {
    /// Initial speed in whole distances per second (`dx` is used).
    public let initialVelocity: CGVector
    /// Set when made from a damping ratio.
    let dampingRatio: CGFloat?
    /// Set when made from physical parameters.
    let physical: (mass: CGFloat, stiffness: CGFloat, damping: CGFloat)?

    /// Apple's default: damping ratio 4.56 (the system spring's mass 3, stiffness 1000, damping 500), no initial velocity.
    public convenience init() {
        self.init(dampingRatio: 4.56, initialVelocity: CGVector(dx: 0, dy: 0))
    }

    /// A spring with `ratio` and no initial velocity.
    public convenience init(dampingRatio ratio: CGFloat) {
        self.init(dampingRatio: ratio, initialVelocity: CGVector(dx: 0, dy: 0))
    }

    /// A spring with `ratio` that settles within the animator's duration.
    public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
        dampingRatio = ratio
        physical = nil
        initialVelocity = velocity
    }

    /// A physical spring; its settling time becomes the animator's duration.
    public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {
        dampingRatio = nil
        physical = (mass, stiffness, damping)
        initialVelocity = velocity
    }

    /// `.spring`.
    public var timingCurveType: UITimingCurveType { .spring }
    /// nil.
    public var cubicTimingParameters: UICubicTimingParameters? { nil }
    /// Itself.
    public var springTimingParameters: UISpringTimingParameters? { self }

    /// The spring for an animator of `duration` seconds, and the duration it actually runs.
    func motion(forDuration duration: TimeInterval) -> (SpringMotion, TimeInterval) {
        let velocity = Double(initialVelocity.dx)
        if let p = physical {
            let motion = SpringMotion(
                mass: Double(p.mass), stiffness: Double(p.stiffness),
                damping: Double(p.damping), initialVelocity: velocity)
            return (motion, motion.settlingDuration)
        }
        return (SpringMotion(dampingRatio: Double(dampingRatio ?? 1), duration: duration, initialVelocity: velocity), duration)
    }
}
