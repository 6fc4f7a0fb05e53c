import Dispatch

// MARK: - The main queue on simulated time

extension DispatchQueue {
    /// Runs `work` on the main queue after `deadline`, measured on the simulation clock.
    ///
    /// A headless scenario never spins a real main run loop, so `DispatchQueue.main.asyncAfter`
    /// (the Swift spelling of `dispatch_after(…, dispatch_get_main_queue(), …)`) would never fire.
    /// This overload is preferred over Dispatch's defaulted one for the common call
    /// `asyncAfter(deadline: .now() + seconds) { … }`: on the main queue the delay (the deadline's
    /// distance from now) is scheduled on the simulated main loop, so it fires at the first tick at
    /// or after that many simulated seconds, deterministically; other queues keep their real behaviour.
    public func asyncAfter(deadline: DispatchTime, execute work: @escaping () -> Void) {
        guard label == DispatchQueue.main.label else {
            asyncAfter(deadline: deadline, qos: .unspecified, flags: [], execute: work)
            return
        }
        let now = DispatchTime.now().uptimeNanoseconds
        let target = deadline.uptimeNanoseconds
        let delay = target > now ? Double(target - now) / 1e9 : 0
        let clock = SimulationClock.shared
        clock.mainLoop.schedule(after: delay, now: clock.now, work)
    }
}
