import Dispatch

// MARK: - The main queue on the simulated clock
//
// A headless process never drains the real main queue, so sample code such as
// `DispatchQueue.main.asyncAfter(deadline: .now() + 1) { … }` would silently never run. Code that
// imports the engine sees these two overloads instead (Swift prefers them: they need no defaulted
// arguments): work for the main queue runs on `SimulationClock.shared`'s run loop, other queues
// are untouched. `Timer` cannot be redirected this way (same signatures) and still uses the wall clock.

extension DispatchQueue {
    /// On the main queue: runs `work` at the first clock tick at or after the deadline, in simulated
    /// time (the deadline's distance from now, to the millisecond, so the instant spent getting here
    /// does not count). Other queues: Dispatch's own.
    public func asyncAfter(deadline: DispatchTime, execute work: @escaping () -> Void) {
        guard isMainQueue else {
            let work = UncheckedWork(run: work)
            asyncAfter(deadline: deadline, qos: .unspecified, flags: [], execute: { work.run() })
            return
        }
        let now = DispatchTime.now().uptimeNanoseconds
        let target = deadline.uptimeNanoseconds
        let seconds = target > now ? (Double(target - now) / 1e6).rounded() / 1e3 : 0
        let clock = SimulationClock.shared
        clock.mainLoop.schedule(after: seconds, now: clock.now, work)
    }

    /// On the main queue: runs `work` on the next clock tick (the next run-loop turn). Other queues: Dispatch's own.
    public func async(execute work: @escaping () -> Void) {
        guard isMainQueue else {
            let work = UncheckedWork(run: work)
            async(group: nil, qos: .unspecified, flags: [], execute: { work.run() })
            return
        }
        let clock = SimulationClock.shared
        clock.mainLoop.schedule(after: 0, now: clock.now, work)
    }

    private var isMainQueue: Bool { label == DispatchQueue.main.label }
}

/// A sample's closure handed to another queue as UIKit code hands it: tutorial closures are not
/// `@Sendable`, and Dispatch runs them as it always did.
private struct UncheckedWork: @unchecked Sendable {
    let run: () -> Void
}
