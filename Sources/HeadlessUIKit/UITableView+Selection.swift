// MARK: - Selection, and the user's taps and swipes on rows

extension UITableView {
    /// The first selected row, top to bottom (nil when none).
    public var indexPathForSelectedRow: IndexPath? { selectedPaths.min() }

    /// The selected rows, top to bottom (nil when none, as UIKit returns).
    public var indexPathsForSelectedRows: [IndexPath]? { selectedPaths.isEmpty ? nil : selectedPaths.sorted() }

    /// Selects a row in code: no delegate calls, as UIKit documents; without multiple selection
    /// the other rows are deselected. `nil` deselects everything.
    public func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath = indexPath else {
            for path in selectedPaths.sorted() { deselectRow(at: path, animated: animated) }
            return
        }
        let multiple = editing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection
        if !multiple {
            for path in selectedPaths.sorted() where path != indexPath { deselectRow(at: path, animated: animated) }
        }
        selectedPaths.insert(indexPath)
        cellForRow(at: indexPath)?.setSelected(true, animated: animated)
        if scrollPosition != .none { scrollToRow(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects a row in code (no delegate calls).
    public func deselectRow(at indexPath: IndexPath, animated: Bool) {
        guard selectedPaths.remove(indexPath) != nil else { return }
        visibleCellsByPath[indexPath]?.setSelected(false, animated: animated)
    }

    // MARK: - Touches (called from UITableView's touch methods)

    func rowTouched(_ touches: Set<UITouch>) -> IndexPath? {
        guard let touch = touches.first, !touchStoppedScrolling else { return nil }
        return indexPathForRow(at: touch.location(in: self))
    }

    func highlightRow(at path: IndexPath) {
        guard selectionAllowed, tableDelegate?.tableView(self, shouldHighlightRowAt: path) ?? true else { return }
        highlightedPath = path
        visibleCellsByPath[path]?.setHighlighted(true, animated: false)
        tableDelegate?.tableView(self, didHighlightRowAt: path)
    }

    func unhighlight() {
        guard let path = highlightedPath else { return }
        highlightedPath = nil
        visibleCellsByPath[path]?.setHighlighted(false, animated: false)
        tableDelegate?.tableView(self, didUnhighlightRowAt: path)
    }

    private var selectionAllowed: Bool { editing ? allowsSelectionDuringEditing : allowsSelection }

    /// A user's tap on a row, in UIKit's order: `willSelectRowAt` (which may redirect or refuse),
    /// the old selection's `willDeselectRowAt`/`didDeselectRowAt`, then `didSelectRowAt`; with
    /// multiple selection a tap on a selected row deselects it.
    func userSelectRow(at path: IndexPath) {
        guard selectionAllowed else { return }
        let multiple = editing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection
        if multiple, selectedPaths.contains(path) {
            userDeselect(path)
            return
        }
        guard let target = tableDelegate.map({ $0.tableView(self, willSelectRowAt: path) }) ?? path else { return }
        if !multiple {
            for old in selectedPaths.sorted() where old != target { userDeselect(old) }
        }
        selectedPaths.insert(target)
        visibleCellsByPath[target]?.setSelected(true, animated: false)
        tableDelegate?.tableView(self, didSelectRowAt: target)
        NotificationCenter.default.post(name: UITableView.selectionDidChangeNotification, object: self)
    }

    private func userDeselect(_ path: IndexPath) {
        guard let target = tableDelegate.map({ $0.tableView(self, willDeselectRowAt: path) }) ?? path else { return }
        deselectRow(at: target, animated: false)
        tableDelegate?.tableView(self, didDeselectRowAt: target)
    }

    // MARK: - Editing actions

    /// A user's swipe on a row's `edge`, then a tap on the action at `index`: the delegate's swipe
    /// configuration runs that action's handler (the completion closes the row); with no
    /// configuration, a trailing swipe on a row whose editing style is `.delete` shows UIKit's
    /// Delete button, which commits `.delete`. Returns whether an action ran. Rows that cannot be
    /// edited (`canEditRowAt`) and tables in editing mode do not swipe.
    func userSwipe(row path: IndexPath, trailing: Bool, actionIndex: Int) -> Bool {
        guard !editing, let cell = cellForRow(at: path), dataSource?.tableView(self, canEditRowAt: path) ?? false else {
            return false
        }
        let configuration =
            trailing
            ? tableDelegate?.tableView(self, trailingSwipeActionsConfigurationForRowAt: path)
            : tableDelegate?.tableView(self, leadingSwipeActionsConfigurationForRowAt: path)
        if let actions = configuration?.actions {
            guard actionIndex >= 0, actionIndex < actions.count else { return false }
            let action = actions[actionIndex]
            action.handler(action, cell, { _ in })
            return true
        }
        guard trailing, (tableDelegate?.tableView(self, editingStyleForRowAt: path) ?? .delete) == .delete else { return false }
        dataSource?.tableView(self, commit: .delete, forRowAt: path)
        return true
    }

    /// In editing mode, the user taps a row's editing control (and Delete, for `.delete`):
    /// commits the row's editing style. Returns whether anything was committed.
    func userCommitEditing(row path: IndexPath) -> Bool {
        guard editing, dataSource?.tableView(self, canEditRowAt: path) ?? false else { return false }
        let style = tableDelegate?.tableView(self, editingStyleForRowAt: path) ?? .delete
        guard style != .none else { return false }
        dataSource?.tableView(self, commit: style, forRowAt: path)
        return true
    }

    /// The user drags a row's reorder control to `destination`: the data source moves its item
    /// (`moveRowAt`), and the table moves the row without asking for counts, as UIKit does.
    func userMoveRow(from source: IndexPath, to destination: IndexPath) -> Bool {
        guard editing, dataSource?.tableView(self, canMoveRowAt: source) ?? false else { return false }
        dataSource?.tableView(self, moveRowAt: source, to: destination)
        var update = ListUpdate()
        update.moved = [(source, destination)]
        let mapping = update.mapping(oldCounts: rowCounts, newCounts: movedCounts(from: source, to: destination))
        rowCounts = movedCounts(from: source, to: destination)
        var cells: [IndexPath: UITableViewCell] = [:]
        for (path, cell) in visibleCellsByPath { if let new = mapping[path] { cells[new] = cell } }
        visibleCellsByPath = cells
        selectedPaths = Set(selectedPaths.compactMap { mapping[$0] })
        measuredHeights = [:]
        rebuildGeometry()
        updateVisibleCells()
        return true
    }

    private func movedCounts(from source: IndexPath, to destination: IndexPath) -> [Int] {
        var counts = rowCounts
        counts[source.section] -= 1
        counts[destination.section] += 1
        return counts
    }
}
