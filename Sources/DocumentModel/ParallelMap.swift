import Dispatch
import Synchronization

/// Maps `0..<count` on several threads into an array in index order, so the result never depends on
/// which thread finished first.
///
/// Workers take the next index from a shared atomic counter (a large page does not hold up a fixed
/// share of the others), keep their results to themselves, and hand them over once, at the end, under
/// a lock; the results are then put in index order. With one job (or one item), or where the
/// Synchronization types are unavailable (macOS before 15), it is a plain loop on the calling thread.
/// In DocumentModel so that every stage that works page by page or topic by topic shares it.
public enum ParallelMap {
    public static func map<Result: Sendable>(count: Int, jobs: Int, _ transform: @Sendable (Int) -> Result) -> [Result] {
        let workers = max(1, min(jobs, count))
        guard workers > 1, #available(macOS 15.0, *) else { return (0..<count).map(transform) }
        let next = Atomic<Int>(0)
        let collected = Mutex<[(index: Int, result: Result)]>([])
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            var mine: [(index: Int, result: Result)] = []
            while true {
                let index = next.wrappingAdd(1, ordering: .relaxed).oldValue
                guard index < count else { break }
                mine.append((index, transform(index)))
            }
            collected.withLock { $0 += mine }
        }
        return collected.withLock { all in all.sorted { $0.index < $1.index }.map(\.result) }
    }
}
