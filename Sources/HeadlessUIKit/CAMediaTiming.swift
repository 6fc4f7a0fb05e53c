/// The timing properties animations and layers share (Core Animation's `CAMediaTiming`).
///
/// Times compose as Apple documents: an object's local time is
/// `(parentTime − beginTime) × speed + timeOffset`, its parent being the layer (for an animation)
/// or the superlayer (for a layer); the root's parent time is `CACurrentMediaTime()`.
public protocol CAMediaTiming: AnyObject {
    /// When the object starts, in its parent's time (for an animation added with 0: when added).
    var beginTime: CFTimeInterval { get set }
    /// The length of one cycle in seconds.
    var duration: CFTimeInterval { get set }
    /// How fast local time runs relative to the parent's (0 pauses).
    var speed: Float { get set }
    /// An offset added to local time.
    var timeOffset: CFTimeInterval { get set }
    /// How many cycles run (fractions allowed; `.infinity` forever; 0 means one).
    var repeatCount: Float { get set }
    /// How long repeating lasts, as an alternative to `repeatCount`.
    var repeatDuration: CFTimeInterval { get set }
    /// Whether each cycle plays forwards and then backwards.
    var autoreverses: Bool { get set }
    /// What is shown before the start and after the end.
    var fillMode: CAMediaTimingFillMode { get set }
}

/// The current time on the simulated clock, in seconds (Core Animation's media time).
///
/// The engine's only time is `SimulationClock.shared`, so `animation.beginTime = CACurrentMediaTime() + 0.5`
/// delays an animation by half a simulated second.
public func CACurrentMediaTime() -> CFTimeInterval { SimulationClock.shared.now }

/// Seconds, as Core Foundation's `CFTimeInterval` (which Foundation on Linux does not export).
public typealias CFTimeInterval = Double
