// MARK: - Table and collection view gestures (issue 21, part 3)

extension SimulatedUser {
    /// Which side of a row a swipe reveals.
    public enum SwipeEdge: Sendable {
        case leading, trailing
    }

    /// Taps the centre of a row that is on screen (touches through the window, so the row is
    /// highlighted, then selected on lift with the delegate's calls). Returns false, tapping
    /// nothing, when the row is not visible.
    @discardableResult
    public func tap(row: Int, section: Int = 0, in tableView: UITableView) -> Bool {
        let path = IndexPath(row: row, section: section)
        guard tableView.cellForRow(at: path) != nil else { return false }
        let rect = tableView.rectForRow(at: path).intersection(tableView.bounds)
        tap(at: CGPoint(x: rect.midX, y: rect.midY), in: tableView)
        return true
    }

    /// Swipes a visible row from its `edge` and taps the action at `actionIndex` (counted from the
    /// edge): the swipe takes 0.3 s, then the action's handler runs (see `UITableView`'s swipe rule).
    /// Returns whether an action ran.
    @discardableResult
    public func swipe(
        row: Int, section: Int = 0, in tableView: UITableView, edge: SwipeEdge = .trailing,
        tapping actionIndex: Int = 0
    ) -> Bool {
        guard tableView.cellForRow(at: IndexPath(row: row, section: section)) != nil else { return false }
        wait(0.3)
        return tableView.userSwipe(
            row: IndexPath(row: row, section: section), trailing: edge == .trailing, actionIndex: actionIndex)
    }

    /// In editing mode, taps a row's editing control (and the Delete confirmation): the data
    /// source commits the row's editing style. Returns whether it did.
    @discardableResult
    public func tapEditingControl(row: Int, section: Int = 0, in tableView: UITableView) -> Bool {
        guard tableView.cellForRow(at: IndexPath(row: row, section: section)) != nil else { return false }
        wait(0.3)
        return tableView.userCommitEditing(row: IndexPath(row: row, section: section))
    }

    /// In editing mode, drags a row's reorder control to `destination`.
    @discardableResult
    public func moveRow(at source: IndexPath, to destination: IndexPath, in tableView: UITableView) -> Bool {
        wait(0.5)
        return tableView.userMoveRow(from: source, to: destination)
    }

    /// Taps the centre of an item that is on screen (highlighted on touch-down, selected on lift
    /// with the delegate's calls). Returns false, tapping nothing, when the item is not visible.
    @discardableResult
    public func tap(item: Int, section: Int = 0, in collectionView: UICollectionView) -> Bool {
        let path = IndexPath(item: item, section: section)
        guard collectionView.cellForItem(at: path) != nil, let frame = collectionView.layoutAttributesForItem(at: path)?.frame
        else {
            return false
        }
        let rect = frame.intersection(collectionView.bounds)
        tap(at: CGPoint(x: rect.midX, y: rect.midY), in: collectionView)
        return true
    }
}
