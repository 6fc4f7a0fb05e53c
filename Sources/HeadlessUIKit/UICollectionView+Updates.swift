// MARK: - Inserting, deleting, moving and reloading items

extension UICollectionView {
    /// Runs `updates` as one batch: the changes are checked against the data source's new counts
    /// (`ListUpdate`), the layout is prepared again and the surviving cells move to their new
    /// frames over `UITableView.updateAnimationDuration`; `completion(true)` follows.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        beginBatch()
        updates?()
        if let completion = completion { batch.addCompletion(completion) }
        endBatch()
    }

    private func beginBatch() {
        if batch.depth == 0, needsReload { reloadNow() }
        batch.begin { itemCounts }
    }

    private func endBatch() {
        guard let finished = batch.end() else { return }
        apply(finished.update, oldCounts: finished.oldCounts) { done in
            for completion in finished.completions { completion(done) }
        }
    }

    private func record(_ change: (inout ListUpdate) -> Void) {
        beginBatch()
        batch.record(change)
        endBatch()
    }

    public func insertItems(at indexPaths: [IndexPath]) { record { $0.inserted += indexPaths } }
    public func deleteItems(at indexPaths: [IndexPath]) { record { $0.deleted += indexPaths } }
    public func reloadItems(at indexPaths: [IndexPath]) { record { $0.reloaded += indexPaths } }
    public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        record { $0.moved.append((indexPath, newIndexPath)) }
    }
    public func insertSections(_ sections: IndexSet) { record { $0.insertedSections.formUnion(sections) } }
    public func deleteSections(_ sections: IndexSet) { record { $0.deletedSections.formUnion(sections) } }
    public func reloadSections(_ sections: IndexSet) { record { $0.reloadedSections.formUnion(sections) } }

    func apply(_ update: ListUpdate, oldCounts: [Int], completion: @escaping (Bool) -> Void) {
        let newCounts = currentCounts()
        if let message = update.inconsistency(
            oldCounts: oldCounts, newCounts: newCounts, noun: "item", container: "collection view")
        {
            guard let handler = UICollectionView.inconsistencyHandler else { preconditionFailure(message) }
            handler(message)
            reloadData()
            return
        }
        let mapping = update.mapping(oldCounts: oldCounts, newCounts: newCounts)
        let reloaded = Set(update.reloaded)
        var moved: [IndexPath: UICollectionViewCell] = [:]
        for (path, cell) in visibleCellsByPath.sorted(by: { $0.key < $1.key }) {
            if let new = mapping[path], !reloaded.contains(path), !update.reloadedSections.contains(path.section) {
                moved[new] = cell
            } else {
                retire(cell, at: path)
            }
        }
        visibleCellsByPath = moved
        for (key, view) in visibleSupplementary.sorted(by: { $0.key < $1.key }) { retire(view, key: key) }
        visibleSupplementary.removeAll()
        selectedPaths = Set(selectedPaths.compactMap { mapping[$0] })
        itemCounts = newCounts
        needsPrepare = true
        UIView.animate(
            withDuration: UITableView.updateAnimationDuration, delay: 0, options: [],
            animations: {
                self.updateVisibleElements()
            }, completion: completion)
    }
}
