import Foundation

/// Analyzes the sections of documents on a thread of its own, in order, a few chunks of sections ahead of
/// the caller.
///
/// A from-scratch build spends about as long analyzing text as SQLite spends inserting it, and the
/// machine has two cores: while the caller inserts chunk n, this thread analyzes n+1… The unit is a chunk
/// of sections, not a document, so a page of thousands of sections is analyzed and inserted at the same
/// time too. The results arrive in section order, so the database is written exactly as by one thread.
final class AnalysisPipeline: @unchecked Sendable {
    private let condition = NSCondition()
    private var ready: [Int: [IndexedText]] = [:]
    /// The next chunk the caller will take; the thread stays at most `lookahead` chunks ahead.
    private var next = 0
    private var cancelled = false
    private let lookahead: Int
    private let finished = DispatchSemaphore(value: 0)
    /// The caller's current chunk, and its position in it.
    private var current: [IndexedText] = []
    private var position = 0

    /// Starts analyzing the sections of `documents` (at most `lookahead` chunks of `chunk` sections ahead).
    init(_ documents: [SearchableDocument], chunk: Int = 64, lookahead: Int = 8) {
        self.lookahead = max(1, lookahead)
        let sections = documents.flatMap(\.sections)
        let size = max(1, chunk)
        let worker = Thread { [self] in
            let analyzer = Analyzer()
            var memo = IndexTextMemo()
            for (index, start) in stride(from: 0, to: sections.count, by: size).enumerated() {
                condition.lock()
                while !cancelled && index - next >= self.lookahead { condition.wait() }
                let stop = cancelled
                condition.unlock()
                if stop { break }
                var texts: [IndexedText] = []
                for section in sections[start..<min(start + size, sections.count)] {
                    texts.append(IndexedText(section, analyzer: analyzer, memo: &memo))
                }
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

    /// The analyzed text of the next section, in the order of the documents' sections. Called from one thread.
    func nextText() -> IndexedText {
        if position == current.count {
            condition.lock()
            while ready[next] == nil { condition.wait() }
            current = ready.removeValue(forKey: next) ?? []
            next += 1
            condition.broadcast()
            condition.unlock()
            position = 0
        }
        position += 1
        return current[position - 1]
    }

    /// Stops the thread (after the chunk it is on) and waits for it.
    func finish() {
        condition.lock()
        cancelled = true
        condition.broadcast()
        condition.unlock()
        finished.wait()
    }
}
