/// A timer synchronised with the display (Core Animation's `CADisplayLink`), firing once per tick
/// of `SimulationClock.shared` (60 Hz) after it is added to a run loop.
///
/// `#selector(step)` is written `Selector(Self.step)` here (see `Selector`); the method may take the link.
/// As in UIKit, the run loop retains the link until `invalidate()`.
open class CADisplayLink: SimulationParticipant {
    private weak var target: AnyObject?
    private let selector: Selector
    /// Skips callbacks while true.
    open var isPaused = false
    /// The time of the last frame (simulated seconds).
    public private(set) var timestamp: TimeInterval = 0
    /// When the next frame will be shown.
    public var targetTimestamp: TimeInterval { timestamp + duration }
    /// Seconds between frames.
    public var duration: TimeInterval { SimulationClock.tickInterval }
    /// Desired rate; 0 (the default) means every frame, otherwise frames are skipped to approach it.
    open var preferredFramesPerSecond = 0
    private var frameCounter = 0
    private var retainedByRunLoop: CADisplayLink?

    /// A link calling `selector` on `target` (held weakly) every frame once added to a run loop.
    public init(target: Any, selector sel: Selector) {
        self.target = target as AnyObject
        selector = sel
    }

    /// Starts the callbacks (the run loop and mode are accepted for UIKit's spelling; there is one loop).
    open func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
        retainedByRunLoop = self
        timestamp = SimulationClock.shared.now
        SimulationClock.shared.register(self)
    }

    /// Stops the callbacks for good.
    open func invalidate() {
        retainedByRunLoop = nil
        SimulationClock.shared.unregister(self)
    }

    /// One frame: the clock has advanced by `interval`.
    public func simulationClockDidTick(_ clock: SimulationClock, interval: TimeInterval) {
        guard target != nil else { invalidate(); return }
        timestamp = clock.now
        guard !isPaused else { return }
        frameCounter += 1
        if preferredFramesPerSecond > 0 {
            let every = max(1, Int((SimulationClock.ticksPerSecond / Double(preferredFramesPerSecond)).rounded()))
            guard frameCounter % every == 0 else { return }
        }
        selector.perform(target: target, sender: self)
    }
}
