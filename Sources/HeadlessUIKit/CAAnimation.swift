/// The base of Core Animation's animations (`CAAnimation`): timing, a timing function, a delegate.
///
/// Timing follows `CAMediaTiming` as Apple documents it: the animation's time is
/// `(layerTime − beginTime) × speed + timeOffset`; one cycle lasts `duration` (twice with
/// `autoreverses`), `repeatCount` cycles run (fractions allowed, `.infinity` forever), or as many
/// as fit in `repeatDuration`; outside the active time the animation shows nothing unless
/// `fillMode` says `.backwards` (before) or `.forwards` (after). The timing function maps each
/// cycle's time fraction to progress through the curve `UIView.animate` uses (`TimingCurve`);
/// none means linear. `add(_:forKey:)` adds a copy, so changing an animation after adding it
/// changes nothing, as on Apple's platforms.
open class CAAnimation: CAMediaTiming, CAAction, Hashable {
    /// Identity equality, as NSObject's.
    public static func == (lhs: CAAnimation, rhs: CAAnimation) -> Bool { lhs === rhs }
    /// Hashes the identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    /// A linear animation of default timing.
    public init() {}

    /// Animations are never decoded here; subclasses still provide it, as with Apple's NSCoding.
    public required init?(coder: NSCoder) {}

    /// The curve of each cycle (nil: linear).
    open var timingFunction: CAMediaTimingFunction?
    /// Told when the animation starts and stops; held strongly, as Apple documents.
    open var delegate: CAAnimationDelegate?
    /// Whether the animation leaves the layer when it ends (true by default); with false and
    /// `fillMode = .forwards` the end value stays on screen.
    open var isRemovedOnCompletion = true

    open var beginTime: CFTimeInterval = 0
    open var duration: CFTimeInterval = 0
    open var speed: Float = 1
    open var timeOffset: CFTimeInterval = 0
    open var repeatCount: Float = 0
    open var repeatDuration: CFTimeInterval = 0
    open var autoreverses = false
    open var fillMode: CAMediaTimingFillMode = .removed

    /// The default value of a property (none are overridden).
    open class func defaultValue(forKey key: String) -> Any? { nil }
    /// Whether a key's value is archived (all are).
    open func shouldArchiveValue(forKey key: String) -> Bool { true }

    private var customValues: [String: Any] = [:]
    /// A value stored under any key (sample code tags animations this way to tell them apart in the delegate).
    open func value(forKey key: String) -> Any? { customValues[key] }
    /// Stores a value under any key.
    open func setValue(_ value: Any?, forKey key: String) { customValues[key] = value }

    // MARK: Copying

    /// A copy with the same properties (the delegate is shared).
    open func copy() -> Any {
        let copy = type(of: self).makeBlank()
        copy.copyProperties(from: self)
        return copy
    }

    class func makeBlank() -> CAAnimation { CAAnimation() }

    func copyProperties(from other: CAAnimation) {
        timingFunction = other.timingFunction
        delegate = other.delegate
        isRemovedOnCompletion = other.isRemovedOnCompletion
        beginTime = other.beginTime
        duration = other.duration
        speed = other.speed
        timeOffset = other.timeOffset
        repeatCount = other.repeatCount
        repeatDuration = other.repeatDuration
        autoreverses = other.autoreverses
        fillMode = other.fillMode
        customValues = other.customValues
        curveOverride = other.curveOverride
    }

    // MARK: Running (engine)

    /// A curve set by the engine (a `UIView.animate` block's curve for a view's layer property).
    var curveOverride: TimingCurve?
    var hasStarted = false
    var hasStopped = false

    /// The curve of one cycle.
    var curve: TimingCurve { curveOverride ?? timingFunction?.curve ?? .linear }

    /// Fills in what `add(_:forKey:)` resolves: a zero duration, a missing timing function.
    func resolve(duration defaultDuration: CFTimeInterval, timing: CAMediaTimingFunction?) {
        if duration <= 0 { duration = defaultDuration }
        if timingFunction == nil && curveOverride == nil { timingFunction = timing }
    }

    /// Adds itself to the layer for `event` (as Core Animation runs an animation found as an action).
    open func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        (anObject as? CALayer)?.add(self, forKey: event)
    }

    private var cycleLength: Double { autoreverses ? 2 * duration : duration }

    /// The length of the active time in the animation's own time (infinite when repeating forever).
    var activeDuration: Double {
        if repeatCount.isInfinite || repeatDuration.isInfinite { return .infinity }
        let cycles: Double
        if repeatCount > 0 {
            cycles = Double(repeatCount)
        } else if repeatDuration > 0, cycleLength > 0 {
            cycles = repeatDuration / cycleLength
        } else {
            cycles = 1
        }
        return cycleLength * cycles
    }

    private func ownTime(atParentTime t: CFTimeInterval) -> Double {
        (t - beginTime) * Double(speed) + timeOffset
    }

    func hasBegun(atParentTime t: CFTimeInterval) -> Bool { ownTime(atParentTime: t) >= -1e-9 }

    func isFinished(atParentTime t: CFTimeInterval) -> Bool {
        speed > 0 && ownTime(atParentTime: t) >= activeDuration - 1e-9
    }

    /// Where the animation stands at parent time `t`: progress through the current cycle (curve
    /// applied), the same as seconds into the cycle, and which repeat it is; nil when it shows nothing.
    func state(atParentTime t: CFTimeInterval) -> (progress: Double, time: Double, iteration: Int)? {
        var tau = ownTime(atParentTime: t)
        let active = activeDuration
        let forwards = fillMode == .forwards || fillMode == .both
        let backwards = fillMode == .backwards || fillMode == .both
        if tau < -1e-9 {
            guard backwards else { return nil }
            tau = 0
        }
        let ended = tau >= active - 1e-9
        if ended && !forwards { return nil }
        let cycle = cycleLength
        guard cycle > 0 else { return (1, duration, 0) }
        var iteration: Double
        var local: Double
        if ended {
            iteration = max(0, (active / cycle).rounded(.up) - 1)
            local = active - iteration * cycle
        } else {
            iteration = (tau / cycle).rounded(.down)
            local = tau - iteration * cycle
        }
        if autoreverses && local > duration { local = 2 * duration - local }
        let fraction = min(1, max(0, local / duration))
        let progress = fraction >= 1 ? curve.value(at: 1, duration: duration) : curve.value(at: fraction, duration: duration)
        return (progress, progress * duration, Int(iteration))
    }

    /// Writes the animation's effect at parent time `t` into a presentation copy (none for the base).
    func apply(to layer: CALayer, atParentTime t: CFTimeInterval) {}
}
