/// Anything that advances with simulated time: dynamic animators, view animations, gesture scripts.
public protocol SimulationParticipant: AnyObject {
    /// Called once per tick, in registration order, after the clock's time has advanced by `interval`.
    func simulationClockDidTick(_ clock: SimulationClock, interval: TimeInterval)
}

/// The engine's only notion of time: a fixed-rate simulated clock, never the wall clock.
///
/// Trade-off: UIKit runs animations and dynamics off the display link (60 Hz on most devices).
/// We model exactly that: one tick = 1/60 s, participants advance in a fixed order, so the same
/// scenario gives bit-identical results on every run. Tests and scenarios drive time explicitly
/// with `step()`, `run(for:)` or `run(until:limit:)`.
public final class SimulationClock {
    /// The clock every UIKit object of this process shares (UIKit has one main run loop).
    public static let shared = SimulationClock()

    /// Ticks per simulated second.
    public static let ticksPerSecond: Double = 60
    /// The length of one tick.
    public static let tickInterval: TimeInterval = 1.0 / ticksPerSecond

    /// Simulated seconds since the clock started (or was reset).
    public private(set) var now: TimeInterval = 0
    /// Ticks since the clock started (or was reset); `now` is derived from it to avoid drift.
    public private(set) var tickCount: Int = 0

    private struct Registration {
        weak var participant: SimulationParticipant?
    }
    private var registrations: [Registration] = []
    private var mainLoopStorage: MainLoop?

    /// The app model's run loop (animations, timers, layout); registered on first use after each reset.
    var mainLoop: MainLoop {
        let loop = mainLoopStorage ?? MainLoop()
        mainLoopStorage = loop
        register(loop)
        return loop
    }

    /// The main loop if something made it since the last reset (asking does not make one).
    var existingMainLoop: MainLoop? { mainLoopStorage }

    /// The run-loop turn now: turn k lasts from tick k until the end of tick k + 1's run-loop work
    /// (UIKit lays out and commits at the end of a turn, and the engine does that work in the next tick).
    var turn: Int { tickCount - (mainLoopStorage?.isEndingTurn == true ? 1 : 0) }

    public init() {}

    /// Adds a participant (held weakly); registering twice has no effect.
    public func register(_ participant: SimulationParticipant) {
        guard !registrations.contains(where: { $0.participant === participant }) else { return }
        registrations.append(Registration(participant: participant))
    }

    public func unregister(_ participant: SimulationParticipant) {
        registrations.removeAll { $0.participant === participant || $0.participant == nil }
    }

    /// Advances one tick and lets every participant advance.
    public func step() {
        tickCount += 1
        now = Double(tickCount) * Self.tickInterval
        registrations.removeAll { $0.participant == nil }
        // Participants may register or unregister others while ticking: iterate over a snapshot.
        for registration in registrations {
            registration.participant?.simulationClockDidTick(self, interval: Self.tickInterval)
        }
    }

    /// Advances by `duration` simulated seconds (rounded to whole ticks).
    public func run(for duration: TimeInterval) {
        let ticks = Int((duration * Self.ticksPerSecond).rounded())
        for _ in 0..<max(0, ticks) { step() }
    }

    /// Steps until `condition` holds or `limit` simulated seconds have passed; returns whether it held.
    @discardableResult
    public func run(until condition: () -> Bool, limit: TimeInterval) -> Bool {
        let deadline = tickCount + Int((limit * Self.ticksPerSecond).rounded())
        while !condition() {
            if tickCount >= deadline { return false }
            step()
        }
        return true
    }

    /// Back to time zero with no participants (between independent tests or scenarios); also drops
    /// the app model's windows, running animations and recorded haptics.
    public func reset() {
        mainLoopStorage?.reset()
        mainLoopStorage = nil
        now = 0
        tickCount = 0
        registrations.removeAll()
    }
}
