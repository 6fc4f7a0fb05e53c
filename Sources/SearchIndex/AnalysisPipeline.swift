import Foundation

/// Analyzes documents on a thread of its own, in order, a few documents ahead of the caller.
///
/// A from-scratch build spends about as long analyzing text as SQLite spends inserting it, and the
/// machine has two cores: while the caller inserts document n, this thread analyzes n+1… The
/// results arrive in document order, so the database is written exactly as by one thread.
final class AnalysisPipeline: @unchecked Sendable {
    private let condition = NSCondition()
    private var ready: [Int: [IndexedText]] = [:]
    /// The next document the caller will take; the thread stays at most `lookahead` documents ahead.
    private var next = 0
    private var cancelled = false
    private let lookahead: Int
    private let finished = DispatchSemaphore(value: 0)

    /// Starts analyzing `documents` (at most `lookahead` documents ahead of `nextTexts()`).
    init(_ documents: [SearchableDocument], lookahead: Int = 8) {
        self.lookahead = max(1, lookahead)
        let worker = Thread { [self] in
            let analyzer = Analyzer()
            for (index, document) in documents.enumerated() {
                condition.lock()
                while !cancelled && index - next >= self.lookahead { condition.wait() }
                let stop = cancelled
                condition.unlock()
                if stop { break }
                let texts = document.sections.map { IndexedText($0, analyzer: analyzer) }
                condition.lock()
                ready[index] = texts
                condition.broadcast()
                condition.unlock()
            }
            finished.signal()
        }
        worker.stackSize = 8 << 20
        worker.start()
    }

    /// The analyzed sections of the next document, in the order the documents were given.
    func nextTexts() -> [IndexedText] {
        condition.lock()
        defer { condition.unlock() }
        while ready[next] == nil { condition.wait() }
        let texts = ready.removeValue(forKey: next) ?? []
        next += 1
        condition.broadcast()
        return texts
    }

    /// Stops the thread (after the document it is on) and waits for it.
    func finish() {
        condition.lock()
        cancelled = true
        condition.broadcast()
        condition.unlock()
        finished.wait()
    }
}
