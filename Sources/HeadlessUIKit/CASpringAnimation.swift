/// A basic animation moved by a damped spring (Core Animation's `CASpringAnimation`): a mass on a
/// spring of `stiffness` with `damping`, starting at `initialVelocity` (whole distances per second,
/// positive towards the target). It is the damped harmonic oscillator `UISpringTimingParameters`'
/// physical form uses (`SpringMotion`); the animation still lasts `duration`, so set
/// `duration = settlingDuration` to let it come to rest, as Apple's documentation suggests.
open class CASpringAnimation: CABasicAnimation {
    /// The mass on the spring (1 by default).
    open var mass: CGFloat = 1
    /// The spring's stiffness (100 by default).
    open var stiffness: CGFloat = 100
    /// The friction (10 by default).
    open var damping: CGFloat = 10
    /// The start speed in whole distances per second (0 by default).
    open var initialVelocity: CGFloat = 0
    /// Whether an overdamped spring is allowed to stay so; stored (the oscillator handles every damping).
    open var allowsOverdamping = false

    /// A spring of Apple's defaults.
    public override init() { super.init() }

    /// Never decoded here.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// A spring that feels like it lasts `perceptualDuration` and overshoots by `bounce` (0 none, up to 1),
    /// with the relation SwiftUI documents for its springs: stiffness (2π / duration)², damping 4π(1 − bounce) / duration.
    public convenience init(perceptualDuration: TimeInterval, bounce: CGFloat) {
        self.init()
        let d = max(perceptualDuration, 1e-3)
        stiffness = CGFloat(pow(2 * Double.pi / d, 2))
        damping = CGFloat(4 * Double.pi * (1 - Double(bounce)) / d)
        duration = settlingDuration
    }

    override class func makeBlank() -> CAAnimation { CASpringAnimation() }

    override func copyProperties(from other: CAAnimation) {
        super.copyProperties(from: other)
        guard let other = other as? CASpringAnimation else { return }
        mass = other.mass
        stiffness = other.stiffness
        damping = other.damping
        initialVelocity = other.initialVelocity
        allowsOverdamping = other.allowsOverdamping
    }

    var motion: SpringMotion {
        SpringMotion(
            mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping),
            initialVelocity: Double(initialVelocity))
    }

    /// How long the spring takes to come to rest: the time its oscillation's envelope falls below
    /// 0.1 % of the distance (about 1.41 s for the defaults).
    open var settlingDuration: CFTimeInterval { motion.settlingDuration }

    override var curve: TimingCurve { .spring(motion) }
}
