// MARK: - Groups of property animations that share timing and a completion

/// A weak reference to a view, for groups that must not keep views alive.
struct WeakView {
    weak var view: UIView?
}

/// Base of the two kinds of groups: a `UIView.animate` call and a `UIViewPropertyAnimator`.
class AnimationGroup {
    private(set) var views: [WeakView] = []

    /// Progress (curve applied, may overshoot for springs) of a record that joined at `startFraction`.
    func progress(at now: TimeInterval, startFraction: Double) -> Double { 1 }

    /// The fraction a record created now joins at (non-zero only for running property animators).
    var joiningFraction: Double { 0 }

    func attach(_ view: UIView) {
        if !views.contains(where: { $0.view === view }) { views.append(WeakView(view: view)) }
    }

    /// Whether any view still carries one of this group's records.
    var hasRecords: Bool {
        views.contains { box in box.view?.propertyAnimations.contains { $0.group === self } ?? false }
    }

    /// Ends every record: presentation falls back to the model value.
    func detachAll() {
        for box in views { box.view?.propertyAnimations.removeAll { $0.group === self } }
        views.removeAll()
    }

    /// Sets each animated property's model value to where the records started (`.start`)
    /// or to what is on screen now (`.current`), then ends the records.
    func settle(at position: UIViewAnimatingPosition, now: TimeInterval) {
        for box in views {
            guard let view = box.view else { continue }
            switch position {
            case .end: break
            case .start:
                // Later records first: the earliest record's `from` is the original value.
                for record in view.propertyAnimations.reversed() where record.group === self {
                    view.setModelVector(record.property, record.from)
                }
            case .current:
                var targets: [(AnimatedProperty, [Double])] = []
                for property in AnimatedProperty.allCases
                where view.propertyAnimations.contains(where: { $0.group === self && $0.property == property }) {
                    targets.append((property, view.presentationVector(property)))
                }
                view.propertyAnimations.removeAll { $0.group === self }
                for (property, vector) in targets {
                    let current = view.presentationVector(property)
                    let model = view.modelVector(property)
                    // Keep other groups' contributions: shift the model by what this group added.
                    view.setModelVector(property, zip(model, zip(vector, current)).map { $0 + $1.0 - $1.1 })
                }
            }
        }
        detachAll()
    }
}

/// A `UIView.animate(withDuration:…)` call: fixed duration, delay, curve and options.
final class BlockAnimationGroup: AnimationGroup {
    let startTime: TimeInterval
    let delay: TimeInterval
    let duration: TimeInterval
    let options: UIView.AnimationOptions
    let curve: TimingCurve
    var completion: ((Bool) -> Void)?
    /// Set when a percent-driven interactive transition owns this group's time.
    var driver: InteractiveDriver?
    /// Keyframes of an `animateKeyframes` call, which end with this group.
    var keyframes: [KeyframeAnimationGroup] = []
    /// Layer animations the block made (a view's corner radius, border, shadow…), which the completion waits for.
    var layerAnimations: [CAAnimation] = []

    override var hasRecords: Bool {
        super.hasRecords || keyframes.contains { $0.hasRecords } || layerAnimations.contains { !$0.hasStopped }
    }

    override func detachAll() {
        super.detachAll()
        for keyframe in keyframes { keyframe.detachAll() }
    }

    override func settle(at position: UIViewAnimatingPosition, now: TimeInterval) {
        // Keyframes first (latest last), so `.start` restores the value before the first keyframe.
        for keyframe in keyframes.reversed() { keyframe.settle(at: position, now: now) }
        super.settle(at: position, now: now)
    }

    init(
        startTime: TimeInterval, delay: TimeInterval, duration: TimeInterval,
        options: UIView.AnimationOptions, curve: TimingCurve, completion: ((Bool) -> Void)?
    ) {
        self.startTime = startTime
        self.delay = max(0, delay)
        self.duration = max(0, duration)
        self.options = options
        self.curve = curve
        self.completion = completion
    }

    func elapsed(at now: TimeInterval) -> TimeInterval { driver?.time ?? (now - startTime) }

    /// One pass forward, or forward and back with `.autoreverse`.
    var cycleLength: TimeInterval { options.contains(.autoreverse) ? 2 * duration : duration }

    override func progress(at now: TimeInterval, startFraction: Double) -> Double {
        let t = elapsed(at: now) - delay
        // Before the delay ends the animation shows its start value (UIKit fills backwards).
        if t <= 0 { return 0 }
        guard duration > 0 else { return 1 }
        var phase = t / duration
        if options.contains(.repeat) {
            phase = phase.truncatingRemainder(dividingBy: options.contains(.autoreverse) ? 2 : 1)
        } else {
            phase = min(phase, options.contains(.autoreverse) ? 2 : 1)
        }
        if phase > 1 { phase = 2 - phase }
        return curve.value(at: phase, duration: duration)
    }

    func isDone(at now: TimeInterval) -> Bool {
        if let driver = driver {
            if driver.direction < 0 { return driver.time <= 0 }
            if driver.direction == 0 { return false }
        }
        if options.contains(.repeat) { return false }
        return elapsed(at: now) - delay >= cycleLength - 1e-9
    }
}

/// The clock a percent-driven interactive transition gives to the animations made in `animateTransition`.
final class InteractiveDriver {
    /// Seconds along the transition's timeline.
    var time: TimeInterval = 0
    let duration: TimeInterval
    /// 0 paused (scrubbed by `update(_:)`), +1 finishing, −1 cancelling.
    var direction: Double = 0
    /// The finishing or cancelling run: where on the timeline it began, seconds since, its length and its curve.
    private var run: (from: TimeInterval, elapsed: TimeInterval, length: TimeInterval, curve: TimingCurve)?

    init(duration: TimeInterval) { self.duration = duration }

    /// Plays the rest of the timeline to its end (or back to its start) over the remaining time divided by
    /// `speed`, eased by `curve`: UIKit's completion of an interactive transition, whose interactive part is linear.
    func complete(towardsEnd: Bool, speed: Double, curve: TimingCurve) {
        direction = towardsEnd ? 1 : -1
        let target = towardsEnd ? duration : 0
        run = (time, 0, abs(target - time) / speed, curve)
    }

    /// Holds the timeline where it is (scrubbed again by `time`).
    func pause() {
        direction = 0
        run = nil
    }

    func advance(by interval: TimeInterval) {
        guard direction != 0, var run else { return }
        run.elapsed += interval
        self.run = run
        let target = direction > 0 ? duration : 0
        let fraction = run.length > 0 ? run.elapsed / run.length : 1
        time = run.from + (target - run.from) * run.curve.value(at: fraction, duration: run.length)
    }
}
