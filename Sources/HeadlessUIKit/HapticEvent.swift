/// One haptic played by a feedback generator, recorded with the simulated time it happened.
public struct HapticEvent: Hashable, CustomStringConvertible {
    /// What was played: "impact(light)", "impact(medium, intensity 0.5)", "notification(success)", "selection".
    public let kind: String
    public let time: TimeInterval

    public var description: String { "\(kind) at \(time) s" }

    /// Every haptic played since the clock was reset, in order.
    public static var recorded: [HapticEvent] { SimulationClock.shared.mainLoop.hapticEvents }

    static func record(_ kind: String) {
        let clock = SimulationClock.shared
        clock.mainLoop.hapticEvents.append(HapticEvent(kind: kind, time: clock.now))
    }
}
