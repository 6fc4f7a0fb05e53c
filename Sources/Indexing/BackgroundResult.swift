import Foundation

/// A value computed on a thread of its own while the caller goes on; `value()` waits for it.
///
/// For work that needs nothing of what the caller does next (reading a previous index's file while the corpus is
/// analysed), so the two overlap on two cores.
final class BackgroundResult<Value: Sendable>: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    // Written once by the thread before `done` is signalled, read only after waiting for it.
    private var result: Value?

    /// Starts `work` on a thread of its own, or does it here when not `onThread` (a run of one job is one thread).
    init(onThread: Bool = true, _ work: @escaping @Sendable () -> Value) {
        guard onThread else {
            result = work()
            done.signal()
            return
        }
        let thread = Thread { [self] in
            result = work()
            done.signal()
        }
        thread.stackSize = 8 << 20
        thread.start()
    }

    /// The value, once the thread has made it (from any thread, any number of times: each wait hands the signal on).
    func value() -> Value {
        done.wait()
        done.signal()
        return result!
    }
}
