/// The app's main run loop on the simulated clock: timers, animation completions, then layout.
///
/// UIKit does the same work at the end of each run-loop turn (CATransaction commit); here a turn
/// is one clock tick. One instance per `SimulationClock`, dropped by `reset()`.
final class MainLoop: SimulationParticipant {
    let animations = AnimationEngine()
    /// Visible windows, in the order they became visible (UIApplication keeps them alive too).
    var windows: [UIWindow] = []
    weak var keyWindow: UIWindow?
    var hapticEvents: [HapticEvent] = []
    /// What UIKit would print to the console (misused presentations, broken constraints).
    var consoleMessages: [String] = []
    /// First responder, keyboard, device and application state (fresh after each reset).
    var application = ApplicationState()
    /// UIKit's graphics context stack (`UIGraphicsPushContext`), the top being the current context.
    var graphicsContexts: [CGContext] = []
    /// How many times `UIGraphicsGetCurrentContext()` has been asked (see `ViewDisplay`).
    var graphicsContextLookups = 0

    static func warn(_ message: String) {
        SimulationClock.shared.mainLoop.consoleMessages.append(message)
    }

    private struct Timer {
        let fireTime: TimeInterval
        let sequence: Int
        let action: () -> Void
    }
    private var timers: [Timer] = []
    private var sequence = 0

    /// Runs `action` at the first tick at or after `delay` seconds from now.
    func schedule(after delay: TimeInterval, now: TimeInterval, _ action: @escaping () -> Void) {
        sequence += 1
        timers.append(Timer(fireTime: now + delay, sequence: sequence, action: action))
    }

    /// True while this tick's run-loop work (timers, completions, layout) runs: it ends the turn
    /// that began after the previous tick, so it belongs to that turn (see `CALayer`'s implicit animations).
    private(set) var isEndingTurn = false

    func simulationClockDidTick(_ clock: SimulationClock, interval: TimeInterval) {
        isEndingTurn = true
        defer { isEndingTurn = false }
        let now = clock.now
        let due = timers.filter { $0.fireTime <= now + 1e-9 }.sorted { ($0.fireTime, $0.sequence) < ($1.fireTime, $1.sequence) }
        timers.removeAll { $0.fireTime <= now + 1e-9 }
        for timer in due { timer.action() }
        animations.tick(now: now, interval: interval)
        for window in windows where !window.isHidden { window.layoutIfNeeded() }
        for window in windows where !window.isHidden { ViewDisplay.displayPass(window) }
    }

    func reset() {
        animations.reset()
        windows.removeAll()
        timers.removeAll()
        hapticEvents.removeAll()
        consoleMessages.removeAll()
    }
}
