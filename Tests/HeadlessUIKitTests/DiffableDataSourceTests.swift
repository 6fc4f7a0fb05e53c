import XCTest
@testable import HeadlessUIKit

/// Diffable data sources: snapshots keep sections and items by identifier; applying one diffs it
/// against the current state, so a cell follows its item through moves, and the change is a
/// consistent batch update (never an inconsistency).
final class DiffableDataSourceTests: AppModelTestCase {
    enum Section: Hashable { case main, extra }

    func testSnapshotEditing() {
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.main])
        snapshot.appendItems(["a", "b", "c"])
        snapshot.insertSections([.extra], beforeSection: .main)
        snapshot.appendItems(["x"], toSection: .extra)
        snapshot.insertItems(["b2"], afterItem: "b")
        snapshot.moveItem("a", afterItem: "c")
        snapshot.deleteItems(["b"])
        XCTAssertEqual(snapshot.sectionIdentifiers, [.extra, .main])
        XCTAssertEqual(snapshot.itemIdentifiers(inSection: .main), ["b2", "c", "a"])
        XCTAssertEqual(snapshot.itemIdentifiers, ["x", "b2", "c", "a"])
        XCTAssertEqual(snapshot.numberOfItems, 4)
        XCTAssertEqual(snapshot.numberOfItems(inSection: .extra), 1)
        XCTAssertEqual(snapshot.indexOfItem("c"), 2)
        XCTAssertEqual(snapshot.sectionIdentifier(containingItem: "x"), .extra)
        snapshot.moveSection(.extra, afterSection: .main)
        XCTAssertEqual(snapshot.sectionIdentifiers, [.main, .extra])
        XCTAssertEqual(snapshot.itemIdentifiers(inSection: .extra), ["x"])
        snapshot.deleteAllItems()
        XCTAssertEqual(snapshot.numberOfSections, 0)
    }

    func testTheDiffIsAConsistentBatch() {
        var old = NSDiffableDataSourceSnapshot<Section, Int>()
        old.appendSections([.main])
        old.appendItems([1, 2, 3, 4])
        var new = old
        new.deleteItems([2])
        new.moveItem(4, beforeItem: 1)
        new.appendItems([5])
        new.appendSections([.extra])
        new.appendItems([6], toSection: .extra)
        let update = try? XCTUnwrap(old.update(to: new))
        XCTAssertNil(update?.inconsistency(oldCounts: old.counts, newCounts: new.counts, noun: "row", container: "table view"))
        let mapping = update?.mapping(oldCounts: old.counts, newCounts: new.counts) ?? [:]
        XCTAssertEqual(mapping[IndexPath(item: 3, section: 0)], IndexPath(item: 0, section: 0), "4 moved to the front")
        XCTAssertEqual(mapping[IndexPath(item: 0, section: 0)], IndexPath(item: 1, section: 0))
        XCTAssertNil(mapping[IndexPath(item: 1, section: 0)], "2 was deleted")
        XCTAssertEqual(update?.inserted, [IndexPath(item: 3, section: 0)])
        XCTAssertEqual(update?.insertedSections, [1])
    }

    func testTableCellsFollowTheirItems() {
        let controller = UIViewController()
        show(controller)
        let table = UITableView(frame: controller.view.bounds, style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        controller.view.addSubview(table)
        let dataSource = UITableViewDiffableDataSource<Section, String>(tableView: table) { tableView, indexPath, item in
            let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            cell.textLabel?.text = item
            return cell
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.main])
        snapshot.appendItems(["Apple", "Banana", "Cherry"])
        dataSource.apply(snapshot, animatingDifferences: false)
        XCTAssertEqual(table.visibleCells.map { $0.textLabel?.text ?? "" }, ["Apple", "Banana", "Cherry"])
        let cherry = table.cellForRow(at: IndexPath(row: 2, section: 0))
        snapshot.moveItem("Cherry", beforeItem: "Apple")
        snapshot.deleteItems(["Banana"])
        snapshot.appendItems(["Date"])
        var completed = false
        dataSource.apply(snapshot, animatingDifferences: true) { completed = true }
        XCTAssertTrue(table.cellForRow(at: IndexPath(row: 0, section: 0)) === cherry, "the cell moved with its item")
        XCTAssertEqual(table.visibleCells.map { $0.textLabel?.text ?? "" }, ["Cherry", "Apple", "Date"])
        XCTAssertEqual(dataSource.itemIdentifier(for: IndexPath(row: 2, section: 0)), "Date")
        XCTAssertEqual(dataSource.indexPath(for: "Apple"), IndexPath(row: 1, section: 0))
        clock.run(for: 0.4)
        XCTAssertTrue(completed)
        XCTAssertEqual(dataSource.snapshot().itemIdentifiers, ["Cherry", "Apple", "Date"])
    }

    func testCollectionViewAppliesSnapshots() {
        let layout = UICollectionViewFlowLayout()
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 300), collectionViewLayout: layout)
        view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "c")
        let dataSource = UICollectionViewDiffableDataSource<Section, Int>(collectionView: view) {
            collectionView, indexPath, item in
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "c", for: indexPath)
            cell.tag = item
            return cell
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, Int>()
        snapshot.appendSections([.main])
        snapshot.appendItems(Array(1...6))
        dataSource.apply(snapshot)
        XCTAssertEqual(view.visibleCells.map(\.tag), [1, 2, 3, 4, 5, 6])
        snapshot.deleteItems([1, 2])
        snapshot.reloadItems([3])
        let four = view.cellForItem(at: IndexPath(item: 3, section: 0))
        dataSource.apply(snapshot)
        XCTAssertTrue(view.cellForItem(at: IndexPath(item: 1, section: 0)) === four)
        XCTAssertEqual(view.visibleCells.map(\.tag), [3, 4, 5, 6])
        XCTAssertEqual(dataSource.itemIdentifier(for: IndexPath(item: 0, section: 0)), 3)
    }
}
