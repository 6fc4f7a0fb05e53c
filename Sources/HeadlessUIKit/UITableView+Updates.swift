// MARK: - Inserting, deleting, moving and reloading rows

extension UITableView {
    /// Starts a batch: changes until the matching `endUpdates()` are checked and applied together.
    public func beginUpdates() {
        if batch.depth == 0 {
            loadIfNeeded()
            pendingAnimation = .none
        }
        batch.begin { rowCounts }
    }

    /// Ends a batch: checks the data source's counts against the changes and moves the rows.
    public func endUpdates() {
        guard let finished = batch.end() else { return }
        apply(finished.update, oldCounts: finished.oldCounts, animation: pendingAnimation) { done in
            for completion in finished.completions { completion(done) }
        }
    }

    /// Runs `updates` as one batch; `completion` runs when the rows have moved (on the next turn without animation).
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        beginUpdates()
        updates?()
        if let completion = completion { batch.addCompletion(completion) }
        endUpdates()
    }

    /// Records one change (a batch of its own outside `beginUpdates`).
    private func record(_ animation: RowAnimation, _ change: (inout ListUpdate) -> Void) {
        beginUpdates()
        batch.record(change)
        if animation != .none { pendingAnimation = animation }
        endUpdates()
    }

    public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        record(animation) { $0.inserted += indexPaths }
    }

    public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        record(animation) { $0.deleted += indexPaths }
    }

    public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        record(animation) { $0.reloaded += indexPaths }
    }

    public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        record(.automatic) { $0.moved.append((indexPath, newIndexPath)) }
    }

    public func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
        record(animation) { $0.insertedSections.formUnion(sections) }
    }

    public func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
        record(animation) { $0.deletedSections.formUnion(sections) }
    }

    public func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
        record(animation) { $0.reloadedSections.formUnion(sections) }
    }

    public func moveSection(_ section: Int, toSection newSection: Int) {
        record(.automatic) { update in
            update.deletedSections.insert(section)
            update.insertedSections.insert(newSection)
        }
    }

    /// Reads the new counts, checks them (UIKit's inconsistency rule, `ListUpdate`), carries the
    /// surviving cells, selection and measured heights to their new rows, and moves the rows.
    func apply(_ update: ListUpdate, oldCounts: [Int], animation: RowAnimation, completion: @escaping (Bool) -> Void) {
        let newCounts = currentCounts()
        if let message = update.inconsistency(oldCounts: oldCounts, newCounts: newCounts, noun: "row", container: "table view") {
            guard let handler = UITableView.inconsistencyHandler else { preconditionFailure(message) }
            handler(message)
            setNeedsReload()
            return
        }
        let mapping = update.mapping(oldCounts: oldCounts, newCounts: newCounts)
        let sectionMap = update.sectionMapping(oldCount: oldCounts.count, newCount: newCounts.count)
        let reloaded = Set(update.reloaded)
        var moved: [IndexPath: UITableViewCell] = [:]
        for (path, cell) in visibleCellsByPath.sorted(by: { $0.key < $1.key }) {
            if let new = mapping[path], !reloaded.contains(path), !update.reloadedSections.contains(path.section) {
                moved[new] = cell
            } else {
                retire(cell, at: path)
            }
        }
        visibleCellsByPath = moved
        selectedPaths = Set(selectedPaths.compactMap { mapping[$0] })
        var heights: [IndexPath: CGFloat] = [:]
        for (path, height) in measuredHeights where !reloaded.contains(path) {
            if let new = mapping[path] { heights[new] = height }
        }
        measuredHeights = heights
        if !update.insertedSections.isEmpty || !update.deletedSections.isEmpty || !update.reloadedSections.isEmpty {
            remapSupplementaryViews(sectionMap, newCount: newCounts.count)
        }
        rowCounts = newCounts
        rebuildGeometry()
        let duration = animation == .none ? 0 : UITableView.updateAnimationDuration
        let before = Set(visibleCellsByPath.keys)
        UIView.animate(
            withDuration: duration, delay: 0, options: [],
            animations: {
                self.updateVisibleCells()
                if animation == .fade {
                    for (path, cell) in self.visibleCellsByPath.sorted(by: { $0.key < $1.key }) where !before.contains(path) {
                        UIView.performWithoutAnimation { cell.alpha = 0 }
                        cell.alpha = 1
                    }
                }
            }, completion: completion)
    }

    /// Headers and footers follow their sections; new and reloaded sections ask for theirs.
    private func remapSupplementaryViews(_ sectionMap: [Int: Int], newCount: Int) {
        var headers: [Int: UIView] = [:], footers: [Int: UIView] = [:]
        for (old, new) in sectionMap {
            if let view = headerViewsBySection[old] { headers[new] = view }
            if let view = footerViewsBySection[old] { footers[new] = view }
        }
        for (_, view) in headerViewsBySection.sorted(by: { $0.key < $1.key })
        where !headers.values.contains(where: { $0 === view }) {
            retireHeader(view)
        }
        for (_, view) in footerViewsBySection.sorted(by: { $0.key < $1.key })
        where !footers.values.contains(where: { $0 === view }) {
            retireHeader(view)
        }
        let kept = Set(sectionMap.values)
        for section in 0..<newCount where !kept.contains(section) {
            if let view = tableDelegate?.tableView(self, viewForHeaderInSection: section) { headers[section] = view }
            if let view = tableDelegate?.tableView(self, viewForFooterInSection: section) { footers[section] = view }
        }
        headerViewsBySection = headers
        footerViewsBySection = footers
    }
}
