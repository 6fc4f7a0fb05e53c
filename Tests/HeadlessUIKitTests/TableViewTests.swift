import XCTest
@testable import HeadlessUIKit

/// UITableView's documented rules: lazy reads of the data source, a real reuse queue, visible
/// cells for the offset, heights, sections, batch updates with UIKit's consistency check,
/// selection in UIKit's order, editing and swipe actions, and UITableViewController.
final class TableViewTests: AppModelTestCase {
    final class ReuseCountingCell: UITableViewCell {
        static var made = 0
        var reuses = 0
        override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
            Self.made += 1
            super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
        override func prepareForReuse() {
            super.prepareForReuse()
            reuses += 1
            textLabel?.text = nil
        }
    }

    final class ListController: UITableViewController {
        var items = (0..<100).map { "Item \($0)" }
        var calls: [String] = []
        var swipeDeleted: [Int] = []

        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.register(ReuseCountingCell.self, forCellReuseIdentifier: "cell")
            tableView.rowHeight = 50
        }
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            cell.textLabel?.text = items[indexPath.row]
            return cell
        }
        override func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
            calls.append("willSelect \(indexPath.row)")
            return indexPath
        }
        override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            calls.append("didSelect \(indexPath.row)")
        }
        override func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
            calls.append("willDeselect \(indexPath.row)")
            return indexPath
        }
        override func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
            calls.append("didDeselect \(indexPath.row)")
        }
        override func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
            -> UISwipeActionsConfiguration?
        {
            let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, done in
                self.items.remove(at: indexPath.row)
                self.swipeDeleted.append(indexPath.row)
                tableView.deleteRows(at: [indexPath], with: .automatic)
                done(true)
            }
            return UISwipeActionsConfiguration(actions: [delete])
        }
    }

    override func setUp() {
        super.setUp()
        ReuseCountingCell.made = 0
        UITableView.inconsistencyHandler = nil
    }

    override func tearDown() {
        UITableView.inconsistencyHandler = nil
        super.tearDown()
    }

    private func showList() -> (ListController, SimulatedUser) {
        let controller = ListController(style: .plain)
        let window = show(controller)
        window.layoutIfNeeded()
        return (controller, SimulatedUser(window: window))
    }

    func testOnlyVisibleRowsAreAskedForAndTheContentSizeCoversAllRows() {
        let (controller, _) = showList()
        let table = controller.tableView!
        // The screen is 667 points tall: rows 0...13 of 50 points overlap it.
        XCTAssertEqual(table.indexPathsForVisibleRows, (0...13).map { IndexPath(row: $0, section: 0) })
        XCTAssertEqual(ReuseCountingCell.made, 14)
        XCTAssertEqual(table.contentSize, CGSize(width: 375, height: 5000))
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 3, section: 0)), CGRect(x: 0, y: 150, width: 375, height: 50))
        XCTAssertEqual(table.cellForRow(at: IndexPath(row: 2, section: 0))?.textLabel?.text, "Item 2")
        XCTAssertNil(table.cellForRow(at: IndexPath(row: 40, section: 0)))
    }

    func testScrolledOffCellsAreReusedAfterPrepareForReuse() {
        let (controller, _) = showList()
        let table = controller.tableView!
        let first = table.cellForRow(at: IndexPath(row: 0, section: 0)) as? ReuseCountingCell
        table.contentOffset = CGPoint(x: 0, y: 1000)
        let visible = table.indexPathsForVisibleRows ?? []
        XCTAssertEqual(visible.first, IndexPath(row: 20, section: 0))
        XCTAssertEqual(visible.last, IndexPath(row: 33, section: 0))
        XCTAssertEqual(ReuseCountingCell.made, 14, "every new row took a cell from the queue")
        XCTAssertTrue(table.visibleCells.contains { $0 === first }, "row 0's cell now shows another row")
        XCTAssertEqual(first?.reuses, 1)
        XCTAssertEqual(table.visibleCells.map { $0.textLabel?.text ?? "" }.first, "Item 20")
        XCTAssertEqual(table.indexPath(for: table.visibleCells[0]), IndexPath(row: 20, section: 0))
    }

    func testFlickingThroughTheListKeepsTheCellCountBounded() {
        let (controller, user) = showList()
        let table = controller.tableView!
        user.flick(table, velocity: CGPoint(x: 0, y: 3000))
        XCTAssertTrue(clock.run(until: { !table.isDecelerating }, limit: 10))
        XCTAssertGreaterThan(table.contentOffset.y, 1000)
        XCTAssertLessThanOrEqual(table.contentOffset.y, table.contentSize.height - table.bounds.height)
        XCTAssertLessThanOrEqual(ReuseCountingCell.made, 16)
        XCTAssertEqual(table.visibleCells.count, table.indexPathsForVisibleRows?.count)
    }

    func testUserTapSelectsInUIKitsOrder() {
        let (controller, user) = showList()
        let table = controller.tableView!
        XCTAssertTrue(user.tap(row: 2, in: table))
        XCTAssertEqual(table.indexPathForSelectedRow, IndexPath(row: 2, section: 0))
        XCTAssertTrue(table.cellForRow(at: IndexPath(row: 2, section: 0))?.isSelected ?? false)
        user.wait(0.5)
        user.tap(row: 5, in: table)
        XCTAssertEqual(
            controller.calls, ["willSelect 2", "didSelect 2", "willSelect 5", "willDeselect 2", "didDeselect 2", "didSelect 5"])
        XCTAssertFalse(user.tap(row: 50, in: table), "an off-screen row cannot be tapped")
        table.deselectRow(at: IndexPath(row: 5, section: 0), animated: true)
        XCTAssertNil(table.indexPathForSelectedRow)
        XCTAssertEqual(controller.calls.count, 6, "code changes to the selection call no delegate")
    }

    func testADragDoesNotSelect() {
        let (controller, user) = showList()
        let table = controller.tableView!
        user.scroll(table, by: CGPoint(x: 0, y: 120))
        XCTAssertNil(table.indexPathForSelectedRow)
        XCTAssertEqual(controller.calls, [])
    }

    func testClearsSelectionOnViewWillAppear() {
        let (controller, _) = showList()
        controller.tableView.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        controller.viewWillAppear(false)
        XCTAssertNil(controller.tableView.indexPathForSelectedRow)
        controller.clearsSelectionOnViewWillAppear = false
        controller.tableView.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        controller.viewWillAppear(false)
        XCTAssertEqual(controller.tableView.indexPathForSelectedRow, IndexPath(row: 1, section: 0))
    }

    func testInsertAndDeleteMoveTheCellsAndTheSelection() {
        let (controller, _) = showList()
        let table = controller.tableView!
        let row3 = table.cellForRow(at: IndexPath(row: 3, section: 0))
        table.selectRow(at: IndexPath(row: 3, section: 0), animated: false, scrollPosition: .none)
        controller.items.insert("New", at: 0)
        controller.items.remove(at: 2)
        var finished: Bool?
        table.performBatchUpdates(
            {
                table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
                table.deleteRows(at: [IndexPath(row: 1, section: 0)], with: .fade)
            }, completion: { finished = $0 })
        XCTAssertTrue(
            table.cellForRow(at: IndexPath(row: 3, section: 0)) === row3,
            "deleting row 1 and inserting row 0 keeps row 3 in place")
        XCTAssertEqual(table.indexPathForSelectedRow, IndexPath(row: 3, section: 0))
        XCTAssertEqual(table.cellForRow(at: IndexPath(row: 0, section: 0))?.textLabel?.text, "New")
        XCTAssertNil(finished, "the completion waits for the animation")
        clock.run(for: UITableView.updateAnimationDuration + 0.05)
        XCTAssertEqual(finished, true)
        controller.items.remove(at: 0)
        table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .none)
        XCTAssertTrue(table.cellForRow(at: IndexPath(row: 2, section: 0)) === row3)
        XCTAssertEqual(table.numberOfRows(inSection: 0), 99)
    }

    func testInconsistentBatchIsDetectedWithUIKitsMessage() {
        let (controller, _) = showList()
        var messages: [String] = []
        UITableView.inconsistencyHandler = { messages.append($0) }
        controller.items.append("Forgotten")
        controller.tableView.beginUpdates()
        controller.tableView.endUpdates()
        XCTAssertEqual(messages.count, 1)
        XCTAssertTrue(
            messages[0].hasPrefix(
                "Invalid update: invalid number of rows in section 0. The number of rows contained "
                    + "in an existing section after the update (101) must be equal to the number of rows "
                    + "contained in that section before the update (100)"), messages[0])
        controller.tableView.layoutIfNeeded()
        XCTAssertEqual(controller.tableView.numberOfRows(inSection: 0), 101, "after the failed batch the table reloaded")
        controller.items.append("Two")
        controller.tableView.insertRows(at: [IndexPath(row: 101, section: 0)], with: .automatic)
        XCTAssertEqual(messages.count, 1, "101 + 1 inserted = 102 is consistent")
        controller.tableView.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
        XCTAssertEqual(messages.count, 2, "a deletion the data source did not make is caught")
    }

    func testListUpdateRules() {
        var update = ListUpdate()
        update.deleted = [IndexPath(row: 7, section: 0)]
        XCTAssertEqual(
            update.inconsistency(oldCounts: [5], newCounts: [4], noun: "row", container: "table view"),
            "attempt to delete row 7 from section 0 which only contains 5 rows before the update")
        update = ListUpdate()
        update.insertedSections = [1]
        XCTAssertNotNil(update.inconsistency(oldCounts: [5], newCounts: [5], noun: "item", container: "collection view"))
        XCTAssertNil(update.inconsistency(oldCounts: [5], newCounts: [5, 2], noun: "item", container: "collection view"))
        update = ListUpdate()
        update.moved = [(IndexPath(row: 0, section: 0), IndexPath(row: 2, section: 0))]
        let mapping = update.mapping(oldCounts: [3], newCounts: [3])
        XCTAssertEqual(mapping[IndexPath(row: 0, section: 0)], IndexPath(row: 2, section: 0))
        XCTAssertEqual(mapping[IndexPath(row: 1, section: 0)], IndexPath(row: 0, section: 0))
        XCTAssertEqual(mapping[IndexPath(row: 2, section: 0)], IndexPath(row: 1, section: 0))
    }

    func testSwipeRunsTheContextualActionsHandler() {
        let (controller, user) = showList()
        let table = controller.tableView!
        XCTAssertTrue(user.swipe(row: 1, in: table))
        XCTAssertEqual(controller.swipeDeleted, [1])
        XCTAssertEqual(table.numberOfRows(inSection: 0), 99)
        XCTAssertEqual(table.cellForRow(at: IndexPath(row: 1, section: 0))?.textLabel?.text, "Item 2")
    }

    final class EditableSource: NSObject, UITableViewDataSource {
        var rows = ["a", "b", "c"]
        var committed: [String] = []
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "c") ?? UITableViewCell(style: .value1, reuseIdentifier: "c")
            cell.textLabel?.text = rows[indexPath.row]
            cell.detailTextLabel?.text = "\(indexPath.row)"
            return cell
        }
        func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath)
        {
            committed.append("\(editingStyle == .delete ? "delete" : "other") \(indexPath.row)")
            rows.remove(at: indexPath.row)
            tableView.deleteRows(at: [indexPath], with: .fade)
        }
        func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }
        func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
            rows.insert(rows.remove(at: sourceIndexPath.row), at: destinationIndexPath.row)
        }
    }

    func testEditingCommitsDeleteAndMovesRows() {
        let controller = UIViewController()
        let window = show(controller)
        let table = UITableView(frame: controller.view.bounds, style: .insetGrouped)
        let source = EditableSource()
        table.dataSource = source
        controller.view.addSubview(table)
        let user = SimulatedUser(window: window)
        XCTAssertTrue(user.swipe(row: 0, in: table), "no configuration: a trailing swipe offers Delete")
        XCTAssertEqual(source.committed, ["delete 0"])
        XCTAssertFalse(user.tapEditingControl(row: 0, in: table), "not editing")
        table.setEditing(true, animated: true)
        XCTAssertTrue(table.visibleCells.allSatisfy(\.isEditing))
        XCTAssertFalse(user.swipe(row: 0, in: table), "editing tables do not swipe")
        XCTAssertTrue(user.moveRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 1, section: 0), in: table))
        XCTAssertEqual(source.rows, ["c", "b"])
        XCTAssertEqual(table.cellForRow(at: IndexPath(row: 1, section: 0))?.textLabel?.text, "b")
        XCTAssertTrue(user.tapEditingControl(row: 1, in: table))
        XCTAssertEqual(source.rows, ["c"])
        XCTAssertEqual(table.numberOfRows(inSection: 0), 1)
    }

    final class SectionedSource: NSObject, UITableViewDataSource, UITableViewDelegate {
        func numberOfSections(in tableView: UITableView) -> Int { 3 }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
            cell.textLabel?.text = "Row \(indexPath.row)"
            if indexPath.section == 1 {
                cell.textLabel?.numberOfLines = 0
                cell.textLabel?.text = String(repeating: "a long title that wraps ", count: 4)
            }
            cell.detailTextLabel?.text = "Detail"
            return cell
        }
        func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
            section == 0 ? "First" : nil
        }
        func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
            section == 2 ? UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 60)) : nil
        }
    }

    func testSectionsHeadersAndAutomaticHeights() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 2000), style: .plain)
        let source = SectionedSource()
        table.dataSource = source
        table.delegate = source
        table.layoutIfNeeded()
        XCTAssertEqual(table.numberOfSections, 3)
        XCTAssertEqual(table.headerView(forSection: 0)?.textLabel?.text, "First")
        XCTAssertEqual(table.rectForHeader(inSection: 0).height, 28)
        XCTAssertEqual(table.rectForHeader(inSection: 1).height, 0)
        XCTAssertEqual(table.rectForHeader(inSection: 2).height, 60)
        // A subtitle cell: 11 + 21 (17 pt line) + 15 (12 pt line) + 11 = 58.
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 0, section: 0)).height, 58)
        let wrapped = table.rectForRow(at: IndexPath(row: 0, section: 1)).height
        XCTAssertGreaterThan(wrapped, 58, "a wrapping label makes the row taller")
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 0, section: 1)).minY, 28 + 58 * 2)
        XCTAssertEqual(table.indexPathForRow(at: CGPoint(x: 10, y: 30)), IndexPath(row: 0, section: 0))
        XCTAssertEqual(table.contentSize.height, 28 + 58 * 2 + wrapped * 2 + 60 + 58 * 2)
    }

    func testDequeueWithoutRegistrationGivesNil() {
        let table = UITableView(frame: .zero)
        XCTAssertNil(table.dequeueReusableCell(withIdentifier: "nothing"))
        let cell = UITableViewCell(style: .default, reuseIdentifier: "x")
        XCTAssertNil(cell.detailTextLabel, ".default has no detail label")
        XCTAssertNotNil(UITableViewCell(style: .value2, reuseIdentifier: nil).detailTextLabel)
    }

    func testScrollToRowPutsItAtTheRequestedPosition() {
        let (controller, _) = showList()
        let table = controller.tableView!
        table.scrollToRow(at: IndexPath(row: 40, section: 0), at: .top, animated: false)
        XCTAssertEqual(table.contentOffset.y, 2000)
        table.scrollToRow(at: IndexPath(row: 40, section: 0), at: .bottom, animated: true)
        clock.run(for: 0.4)
        XCTAssertEqual(table.contentOffset.y, 2050 - 667)
        XCTAssertEqual(table.indexPathsForVisibleRows?.last, IndexPath(row: 40, section: 0))
    }
}

/// iOS 14's content configurations in table cells.
final class TableContentConfigurationTests: AppModelTestCase {
    final class Source: NSObject, UITableViewDataSource {
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            var content = cell.defaultContentConfiguration()
            content.text = "Row \(indexPath.row)"
            content.secondaryText = indexPath.row == 1 ? "Detail" : nil
            content.image = UIImage(systemName: "star")
            cell.contentConfiguration = content
            return cell
        }
    }

    func testDefaultConfigurationShowsTextAndSizesTheRow() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        let source = Source()
        table.dataSource = source
        table.layoutIfNeeded()
        let cell = table.cellForRow(at: IndexPath(row: 0, section: 0))
        let shown = cell?.contentView.subviews.compactMap { $0 as? UIListContentView }.first
        XCTAssertNotNil(shown)
        let labels = shown?.subviews.compactMap { $0 as? UILabel } ?? []
        XCTAssertEqual(labels.first?.text, "Row 0")
        XCTAssertEqual(shown?.frame, cell?.contentView.bounds)
        // One 17-point line: 11 + 21 + 11 = 43, at least 44.
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 0, section: 0)).height, 44)
        // `.default` cells make `cell()`, whose secondary text is a 17-point line under the text.
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 1, section: 0)).height, 11 + 21 + 21 + 11)
        // Reusing the cell updates the same content view rather than adding another.
        var content = UIListContentConfiguration.valueCell()
        content.text = "Again"
        cell?.contentConfiguration = content
        XCTAssertEqual(cell?.contentView.subviews.filter { $0 is UIListContentView }.count, 1)
        cell?.contentConfiguration = nil
        XCTAssertEqual(cell?.contentView.subviews.filter { $0 is UIListContentView }.count, 0)
    }
}
