/// A table view data source driven by snapshots of identifiers (UIKit's
/// `UITableViewDiffableDataSource`). It makes itself the table's data source (which holds it
/// weakly: keep a reference). `apply(_:animatingDifferences:completion:)` diffs the new snapshot
/// against the current one and runs the result as a batch update (cells follow their item
/// identifiers); on a table that has not loaded yet, or when surviving sections change order, it
/// reloads. Subclasses override the data source methods (titles, editing) as in UIKit.
open class UITableViewDiffableDataSource<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable>: UITableViewDataSource {
    /// Makes the cell for an item.
    public typealias CellProvider = (UITableView, IndexPath, ItemIdentifierType) -> UITableViewCell?

    private weak var tableView: UITableView?
    private let cellProvider: CellProvider
    private var current = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()
    /// How rows animate when a snapshot is applied with animation.
    open var defaultRowAnimation: UITableView.RowAnimation = .automatic

    /// A data source for `tableView` whose cells `cellProvider` makes.
    public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
        self.tableView = tableView
        self.cellProvider = cellProvider
        tableView.dataSource = self
    }

    /// A copy of the current snapshot.
    open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { current }

    /// Shows `snapshot`: a batch update from the current one (animated with `defaultRowAnimation`,
    /// or none), then `completion` once the rows have moved.
    open func apply(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        animatingDifferences: Bool = true, completion: (() -> Void)? = nil
    ) {
        let old = current
        current = snapshot
        current.clearReloads()
        guard let table = tableView else { return }
        if table.needsReload || table.rowCounts != old.counts || table.updateDepth > 0 {
            reload(table, completion: completion)
            return
        }
        guard let update = old.update(to: snapshot) else {
            reload(table, completion: completion)
            return
        }
        let animation = animatingDifferences ? defaultRowAnimation : .none
        table.apply(update, oldCounts: old.counts, animation: animation) { _ in completion?() }
    }

    /// Shows `snapshot` by reloading the table, without diffing.
    open func applySnapshotUsingReloadData(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        completion: (() -> Void)? = nil
    ) {
        current = snapshot
        current.clearReloads()
        guard let table = tableView else { return }
        reload(table, completion: completion)
    }

    private func reload(_ table: UITableView, completion: (() -> Void)?) {
        table.reloadData()
        UIView.animate(withDuration: 0, animations: {}, completion: { _ in completion?() })
    }

    /// The item shown at `indexPath`.
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { current.item(at: indexPath) }

    /// Where `itemIdentifier` is shown.
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
        current.location(of: itemIdentifier).map { IndexPath(row: $0.item, section: $0.section) }
    }

    /// The section shown at `index`.
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        index >= 0 && index < current.sectionIdentifiers.count ? current.sectionIdentifiers[index] : nil
    }

    /// The index a section is shown at.
    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? { current.indexOfSection(sectionIdentifier) }

    // MARK: - UITableViewDataSource

    open func numberOfSections(in tableView: UITableView) -> Int { current.numberOfSections }

    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        section < current.counts.count ? current.counts[section] : 0
    }

    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        guard let item = current.item(at: indexPath), let cell = cellProvider(tableView, indexPath, item) else {
            preconditionFailure("UITableView dataSource returned a nil cell for row at index path: \(indexPath)")
        }
        return cell
    }

    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
    /// False unless overridden (rows of a diffable table do not swipe to delete by default).
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { false }
    open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
    open func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {}
    open func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}
    open func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }
}
