/// An interruptible, scrubbable, reversible animation (UIKit's `UIViewPropertyAnimator`).
///
/// States as UIKit documents them: `.inactive` until started, paused or scrubbed (the animation
/// blocks run at that moment, changing model values); `.active` while running or paused;
/// `.stopped` after `stopAnimation(false)` until `finishAnimation(at:)`. Time advances with
/// `SimulationClock.shared`; completions receive `.end` (or `.start` when reversed) at the tick
/// the animation ends. A running animator is retained by the engine until it finishes.
open class UIViewPropertyAnimator: Hashable {
    // MARK: - Identity (UIKit objects are NSObjects: equal only to themselves)

    /// Identity equality, as NSObject's default `isEqual(_:)`.
    public static func == (lhs: UIViewPropertyAnimator, rhs: UIViewPropertyAnimator) -> Bool { lhs === rhs }
    /// Hashes the identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    /// The animator's duration (for mass/stiffness springs, the spring's settling time).
    public let duration: TimeInterval
    /// The timing the animator was made with.
    public let timingParameters: UITimingCurveProvider?
    /// The delay given to `startAnimation(afterDelay:)`.
    public private(set) var delay: TimeInterval = 0
    let curve: TimingCurve

    /// Inactive, active or stopped (see `UIViewAnimatingState`).
    public private(set) var state: UIViewAnimatingState = .inactive
    /// True while time advances the animation (not paused, stopped or finished).
    public private(set) var isRunning = false
    /// Play backwards (towards `.start`); may be toggled while running or paused.
    open var isReversed = false
    /// Stored; every animator here can be paused and stopped.
    open var isInterruptible = true
    /// While paused, `fractionComplete` maps linearly to progress (UIKit's default) instead of through the curve.
    open var scrubsLinearly = true
    /// Stay active at the end instead of finishing (completions are then not called).
    open var pausesOnCompletion = false

    private var pendingAnimations: [(animations: () -> Void, delayFactor: CGFloat)] = []
    private var completions: [(UIViewAnimatingPosition) -> Void] = []
    /// Linear time into the animation, 0...duration.
    private var elapsed: TimeInterval = 0
    private var delayRemaining: TimeInterval = 0
    private var rate: Double = 1
    /// Set when `fractionComplete` was assigned while paused; cleared when running again.
    private var isScrubbing = false
    private lazy var group = AnimatorGroup(animator: self)

    // MARK: - Initializers

    /// An animator with custom timing; a mass/stiffness spring replaces `duration` with its settling time.
    public required init(duration: TimeInterval, timingParameters parameters: UITimingCurveProvider) {
        timingParameters = parameters
        (curve, self.duration) = parameters.curve(forDuration: duration)
    }

    /// An animator with a standard curve.
    public convenience init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
        if let animations = animations { addAnimations(animations) }
    }

    /// An animator with a cubic Bézier curve.
    public convenience init(
        duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
        animations: (() -> Void)? = nil
    ) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(controlPoint1: point1, controlPoint2: point2))
        if let animations = animations { addAnimations(animations) }
    }

    /// An animator with a spring that settles within `duration`.
    public convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UISpringTimingParameters(dampingRatio: ratio))
        if let animations = animations { addAnimations(animations) }
    }

    /// Creates and starts an animator (UIKit's class method); of the options only the curve applies,
    /// as Apple documents (`.repeat` and `.autoreverse` are ignored). The result may be dropped, as with
    /// UIKit's Objective-C import, where samples call it for its effect alone.
    @discardableResult
    open class func runningPropertyAnimator(
        withDuration duration: TimeInterval, delay: TimeInterval,
        options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
        completion: ((UIViewAnimatingPosition) -> Void)? = nil
    ) -> Self {
        let animator = self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: options.curve))
        animator.addAnimations(animations)
        if let completion = completion { animator.addCompletion(completion) }
        animator.startAnimation(afterDelay: delay)
        return animator
    }

    // MARK: - Progress

    /// Linear completion, 0...1; settable while paused (scrubbing) or inactive (which activates it).
    open var fractionComplete: CGFloat {
        get { duration > 0 ? CGFloat(min(1, max(0, elapsed / duration))) : (state == .inactive ? 0 : 1) }
        set {
            guard state != .stopped else { return }
            if state == .inactive { activate() }
            isScrubbing = !isRunning
            continuation = nil  // scrubbed again: the animator's own curve maps the fraction
            elapsed = Double(min(1, max(0, newValue))) * duration
        }
    }

    /// Progress of a record that joined at `startFraction`, through the curve unless scrubbing.
    func progress(startFraction: Double) -> Double {
        progress(
            at: Double(fractionComplete), startFraction: startFraction,
            linear: isScrubbing && scrubsLinearly && state == .active)
    }

    /// Progress at linear fraction `f` of a record that joined at `startFraction`: the animator's curve (or a
    /// straight line while scrubbed), and after `continueAnimation` with new timing parameters, the new curve
    /// from the progress shown then to the end (or, going back, to the start).
    private func progress(at f: Double, startFraction: Double, linear: Bool) -> Double {
        if let continuation, !linear {
            let from = continuation.fraction
            let shown = baseProgress(at: from, startFraction: startFraction, linear: continuation.wasLinear)
            if f >= from {
                let u = from < 1 ? (f - from) / (1 - from) : 1
                return shown + (1 - shown) * continuation.curve.value(at: u, duration: continuation.span)
            }
            let u = from > 0 ? (from - f) / from : 1
            return shown * (1 - continuation.curve.value(at: u, duration: continuation.span))
        }
        return baseProgress(at: f, startFraction: startFraction, linear: linear)
    }

    private func baseProgress(at f: Double, startFraction: Double, linear: Bool) -> Double {
        guard f > startFraction else { return 0 }
        let local = startFraction < 1 ? (f - startFraction) / (1 - startFraction) : 1
        if linear { return local }
        return curve.value(at: local, duration: duration * (1 - startFraction))
    }

    /// Set by `continueAnimation(withTimingParameters:durationFactor:)` with parameters: the linear fraction it
    /// was called at, whether progress was shown linearly then (scrubbed), the new curve and its span in seconds.
    private var continuation: (fraction: Double, wasLinear: Bool, curve: TimingCurve, span: TimeInterval)?

    // MARK: - Adding animations and completions

    /// Adds an animation block (run when the animator starts, or now if it is active).
    open func addAnimations(_ animation: @escaping () -> Void) {
        addAnimations(animation, delayFactor: 0)
    }

    /// Animations added while active start now and run for the rest of the duration.
    open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
        if state == .inactive {
            pendingAnimations.append((animation, delayFactor))
        } else {
            let f = Double(fractionComplete)
            group.joining = f + Double(delayFactor) * (1 - f)
            AnimationEngine.capture(into: group, animation)
        }
    }

    /// Adds a completion, called with the final position when the animations end.
    open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
        completions.append(completion)
    }

    // MARK: - Control

    /// Starts (or resumes) the animations on the simulated clock.
    open func startAnimation() {
        guard state != .stopped else { return }
        if state == .inactive { activate() }
        isRunning = true
        isScrubbing = false
        let engine = SimulationClock.shared.mainLoop.animations
        if !engine.runningAnimators.contains(where: { $0 === self }) { engine.runningAnimators.append(self) }
    }

    /// Starts after `delay` seconds.
    open func startAnimation(afterDelay delay: TimeInterval) {
        self.delay = delay
        delayRemaining = max(0, delay)
        startAnimation()
    }

    /// Pauses (activating the animator if inactive); `fractionComplete` can then be scrubbed.
    open func pauseAnimation() {
        guard state != .stopped else { return }
        if state == .inactive { activate() }
        isRunning = false
    }

    /// Stops where it is. `withoutFinishing == true`: the views keep their current values, the
    /// animator becomes inactive and no completion runs; `false`: it waits in `.stopped` for
    /// `finishAnimation(at:)`.
    open func stopAnimation(_ withoutFinishing: Bool) {
        guard state == .active else { return }
        isRunning = false
        frozenFraction = Double(fractionComplete)
        if withoutFinishing {
            group.settle(at: .current, now: SimulationClock.shared.now)
            state = .inactive
        } else {
            state = .stopped
        }
    }
    private var frozenFraction: Double?

    /// Ends a stopped animator at `finalPosition` and runs the completions with it.
    open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
        guard state == .stopped else { return }
        finish(at: finalPosition).forEach { $0() }
    }

    /// Resumes a paused animator; `durationFactor` scales the remaining time. With `parameters`, every animation
    /// goes the rest of its way from where it is shown now on the new curve (a cubic curve, or a spring settling in
    /// the remaining time): UIKit's "may transition from the previous timing curve to the new timing curve".
    open func continueAnimation(withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat) {
        if let parameters, state == .active {
            let fraction = Double(fractionComplete)
            let span = duration * (isReversed ? fraction : 1 - fraction) * Double(durationFactor > 0 ? durationFactor : 1)
            let newCurve = parameters.curve(forDuration: max(span, 1e-3)).curve
            continuation = (fraction, isScrubbing && scrubsLinearly, newCurve, span)
        }
        if durationFactor > 0 { rate = 1 / Double(durationFactor) }
        startAnimation()
    }

    // MARK: - Engine interface

    private func activate() {
        state = .active
        let blocks = pendingAnimations
        pendingAnimations.removeAll()
        for (animation, delayFactor) in blocks {
            group.joining = Double(delayFactor)
            AnimationEngine.capture(into: group, animation)
        }
    }

    /// One tick of a running animator; queues completions rather than calling them mid-tick.
    func advance(now: TimeInterval, interval: TimeInterval, completions queue: inout [() -> Void]) {
        guard isRunning else { return }
        var step = interval
        if delayRemaining > 0 {
            delayRemaining -= interval
            if delayRemaining > 1e-9 { return }
            step = -delayRemaining
            delayRemaining = 0
        }
        elapsed += (isReversed ? -step : step) * rate
        if !isReversed && elapsed >= duration - 1e-9 {
            elapsed = duration
            if pausesOnCompletion { isRunning = false; return }
            queue.append(contentsOf: finish(at: .end))
        } else if isReversed && elapsed <= 1e-9 {
            elapsed = 0
            if pausesOnCompletion { isRunning = false; return }
            queue.append(contentsOf: finish(at: .start))
        }
    }

    private func finish(at position: UIViewAnimatingPosition) -> [() -> Void] {
        isRunning = false
        state = .inactive
        frozenFraction = nil
        continuation = nil
        group.settle(at: position, now: SimulationClock.shared.now)
        let handlers = completions
        completions.removeAll()
        elapsed = 0
        rate = 1
        return handlers.map { handler in { handler(position) } }
    }

    /// The progress a stopped animator shows until `finishAnimation(at:)`.
    var stoppedProgress: Double? {
        state == .stopped ? frozenFraction.map { progress(at: $0, startFraction: 0, linear: false) } : nil
    }
}

/// Connects an animator's records to its progress.
final class AnimatorGroup: AnimationGroup {
    unowned let animator: UIViewPropertyAnimator
    var joining: Double = 0

    init(animator: UIViewPropertyAnimator) { self.animator = animator }

    override var joiningFraction: Double { joining }

    override func progress(at now: TimeInterval, startFraction: Double) -> Double {
        if let stopped = animator.stoppedProgress { return stopped }
        return animator.progress(startFraction: startFraction)
    }
}
