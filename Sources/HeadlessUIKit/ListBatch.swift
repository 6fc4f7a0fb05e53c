/// The batch of changes a table or collection view is gathering: UIKit's `beginUpdates`/`endUpdates`
/// (and `performBatchUpdates`) nest, and only the outermost end checks and applies what was recorded,
/// against the counts the data source had when the outermost batch began. One definition for both views.
struct ListBatch {
    private(set) var depth = 0
    private var update = ListUpdate()
    private var oldCounts: [Int] = []
    private var completions: [(Bool) -> Void] = []

    /// What the outermost end hands over to apply.
    struct Finished {
        var update: ListUpdate
        var oldCounts: [Int]
        var completions: [(Bool) -> Void]
    }

    /// Opens a batch; `counts` (read only for the outermost one) are the data source's counts before it.
    /// Returns whether this is the outermost batch.
    @discardableResult
    mutating func begin(counts: () -> [Int]) -> Bool {
        defer { depth += 1 }
        guard depth == 0 else { return false }
        update = ListUpdate()
        oldCounts = counts()
        completions = []
        return true
    }

    /// Adds a change to the open batch.
    mutating func record(_ change: (inout ListUpdate) -> Void) {
        guard depth > 0 else { return }
        change(&update)
    }

    /// A completion for when the batch's changes have been applied.
    mutating func addCompletion(_ completion: @escaping (Bool) -> Void) {
        completions.append(completion)
    }

    /// Closes a batch; the outermost end returns what to apply (nil for an inner end or an unmatched one).
    mutating func end() -> Finished? {
        guard depth > 0 else { return nil }
        depth -= 1
        guard depth == 0 else { return nil }
        let finished = Finished(update: update, oldCounts: oldCounts, completions: completions)
        update = ListUpdate()
        completions = []
        return finished
    }
}
