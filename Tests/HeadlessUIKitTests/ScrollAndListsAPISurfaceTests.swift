import XCTest
import HeadlessUIKit

/// Written the way UIKit code is written: each test uses one type's documented members with
/// Apple's spellings (a rename or a missing member fails to compile) and checks the documented
/// defaults. Public API only (no @testable). Issue 21, points 4 and 5.
final class ScrollAndListsAPISurfaceTests: XCTestCase, UITableViewDataSource, UITableViewDelegate,
    UICollectionViewDataSource, UICollectionViewDelegateFlowLayout
{
    override func setUp() {
        super.setUp()
        SimulationClock.shared.reset()
    }

    override func tearDown() {
        SimulationClock.shared.reset()
        super.tearDown()
    }

    // Only the required methods: every optional one must have a default.
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 4 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }

    func testIndexPath() {
        var path = IndexPath(row: 2, section: 1)
        XCTAssertEqual(path.row, 2)
        XCTAssertEqual(path.section, 1)
        XCTAssertEqual(path.item, 2)
        path.row += 1
        XCTAssertEqual(IndexPath(item: 3, section: 1), path)
        XCTAssertEqual(IndexPath(indexes: [1, 3]), path)
    }

    func testUIScrollView() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        XCTAssertEqual(scrollView.contentSize, .zero)
        XCTAssertEqual(scrollView.contentOffset, .zero)
        XCTAssertTrue(scrollView.bounces)
        XCTAssertFalse(scrollView.alwaysBounceVertical)
        XCTAssertFalse(scrollView.isPagingEnabled)
        XCTAssertTrue(scrollView.isScrollEnabled)
        XCTAssertEqual(scrollView.decelerationRate, .normal)
        XCTAssertEqual(UIScrollView.DecelerationRate.normal.rawValue, 0.998)
        XCTAssertEqual(UIScrollView.DecelerationRate.fast.rawValue, 0.99)
        XCTAssertEqual(scrollView.minimumZoomScale, 1)
        XCTAssertEqual(scrollView.maximumZoomScale, 1)
        XCTAssertTrue(scrollView.clipsToBounds)
        scrollView.contentSize = CGSize(width: 320, height: 1000)
        scrollView.contentInset = UIEdgeInsets(top: 10, left: 0, bottom: 10, right: 0)
        XCTAssertEqual(scrollView.adjustedContentInset.top, 10)
        scrollView.contentInsetAdjustmentBehavior = .never
        scrollView.scrollIndicatorInsets = .zero
        scrollView.verticalScrollIndicatorInsets = .zero
        scrollView.showsVerticalScrollIndicator = false
        scrollView.showsHorizontalScrollIndicator = false
        scrollView.indicatorStyle = .white
        scrollView.keyboardDismissMode = .onDrag
        scrollView.decelerationRate = .fast
        scrollView.alwaysBounceHorizontal = false
        scrollView.isDirectionalLockEnabled = true
        scrollView.delaysContentTouches = false
        scrollView.canCancelContentTouches = true
        scrollView.scrollsToTop = true
        scrollView.setContentOffset(CGPoint(x: 0, y: 100), animated: false)
        XCTAssertEqual(scrollView.bounds.origin.y, 100)
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 0, width: 1, height: 1), animated: false)
        XCTAssertEqual(scrollView.contentOffset.y, 0)
        scrollView.zoomScale = 2
        scrollView.setZoomScale(1, animated: true)
        scrollView.zoom(to: CGRect(x: 0, y: 0, width: 100, height: 100), animated: false)
        scrollView.flashScrollIndicators()
        let pan: UIPanGestureRecognizer = scrollView.panGestureRecognizer
        XCTAssertTrue(pan.view === scrollView)
        XCTAssertFalse(scrollView.isTracking || scrollView.isDragging || scrollView.isDecelerating || scrollView.isZooming)
    }

    func testUITableViewAndCell() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .insetGrouped)
        XCTAssertEqual(table.style, .insetGrouped)
        XCTAssertEqual(UITableView(frame: .zero).style, .plain)
        XCTAssertEqual(table.rowHeight, UITableView.automaticDimension)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        table.register(UITableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "header")
        table.dataSource = self
        table.delegate = self
        table.rowHeight = 60
        table.estimatedRowHeight = 60
        table.sectionHeaderHeight = UITableView.automaticDimension
        table.separatorStyle = .none
        table.separatorInset = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 0)
        table.tableFooterView = UIView()
        table.tableHeaderView = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 40))
        table.allowsMultipleSelection = false
        table.allowsSelectionDuringEditing = true
        table.backgroundColor = .systemGroupedBackground
        table.reloadData()
        XCTAssertEqual(table.numberOfSections, 1)
        XCTAssertEqual(table.numberOfRows(inSection: 0), 3)
        XCTAssertEqual(table.visibleCells.count, 3)
        XCTAssertEqual(table.indexPathsForVisibleRows?.count, 3)
        XCTAssertNotNil(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 1, section: 0)).minY, 40 + 18 + 60)
        table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        XCTAssertEqual(table.indexPathForSelectedRow?.row, 1)
        XCTAssertEqual(table.indexPathsForSelectedRows?.count, 1)
        table.deselectRow(at: IndexPath(row: 1, section: 0), animated: true)
        table.beginUpdates()
        table.endUpdates()
        table.performBatchUpdates(nil, completion: nil)
        table.setEditing(true, animated: true)
        XCTAssertTrue(table.isEditing)
        table.scrollToRow(at: IndexPath(row: 0, section: 0), at: .top, animated: false)
        XCTAssertNotNil(table.dequeueReusableHeaderFooterView(withIdentifier: "header"))
        let _: UITableView.RowAnimation = .automatic
        let _: [UITableView.RowAnimation] = [.fade, .right, .left, .top, .bottom, .none, .middle]
        let _: UITableView.ScrollPosition = .middle

        let cell = UITableViewCell(style: .subtitle, reuseIdentifier: "subtitle")
        XCTAssertEqual(cell.reuseIdentifier, "subtitle")
        cell.textLabel?.text = "Title"
        cell.detailTextLabel?.text = "Detail"
        cell.imageView?.image = UIImage(systemName: "star")
        cell.accessoryType = .disclosureIndicator
        cell.accessoryView = UISwitch()
        cell.selectionStyle = .none
        cell.contentView.addSubview(UILabel())
        cell.backgroundColor = .clear
        cell.separatorInset = .zero
        cell.setSelected(true, animated: false)
        XCTAssertTrue(cell.isSelected)
        cell.setHighlighted(false, animated: false)
        cell.prepareForReuse()
        XCTAssertNil(UITableViewCell().reuseIdentifier)
        let _: [UITableViewCell.CellStyle] = [.default, .value1, .value2, .subtitle]
        let _: [UITableViewCell.AccessoryType] = [.none, .disclosureIndicator, .detailDisclosureButton, .checkmark, .detailButton]
        let _: [UITableViewCell.EditingStyle] = [.none, .delete, .insert]
    }

    func testSwipeActions() {
        var ran = false
        let action = UIContextualAction(style: .destructive, title: "Delete") { _, _, completionHandler in
            ran = true
            completionHandler(true)
        }
        action.image = UIImage(systemName: "trash")
        action.backgroundColor = .systemRed
        let configuration = UISwipeActionsConfiguration(actions: [action])
        XCTAssertTrue(configuration.performsFirstActionWithFullSwipe)
        configuration.performsFirstActionWithFullSwipe = false
        action.handler(action, UIView()) { _ in }
        XCTAssertTrue(ran)
        XCTAssertEqual(configuration.actions.first?.title, "Delete")
    }

    func testUITableViewController() {
        let controller = UITableViewController(style: .grouped)
        XCTAssertTrue(controller.clearsSelectionOnViewWillAppear)
        XCTAssertEqual(controller.tableView.style, .grouped)
        XCTAssertTrue(controller.tableView.dataSource === controller)
        XCTAssertTrue(controller.tableView.delegate === controller)
        controller.setEditing(true, animated: false)
        XCTAssertTrue(controller.isEditing)
        XCTAssertTrue(controller.tableView.isEditing)
    }

    func testUICollectionView() {
        let layout = UICollectionViewFlowLayout()
        XCTAssertEqual(layout.itemSize, CGSize(width: 50, height: 50))
        XCTAssertEqual(layout.minimumLineSpacing, 10)
        XCTAssertEqual(layout.minimumInteritemSpacing, 10)
        XCTAssertEqual(layout.scrollDirection, .vertical)
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        layout.headerReferenceSize = CGSize(width: 0, height: 44)
        layout.estimatedItemSize = .zero
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        XCTAssertTrue(layout.collectionView === view)
        view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        view.register(
            UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
            withReuseIdentifier: "header")
        view.dataSource = self
        view.delegate = self
        view.allowsMultipleSelection = true
        view.backgroundColor = .systemBackground
        XCTAssertEqual(view.numberOfSections, 1)
        XCTAssertEqual(view.numberOfItems(inSection: 0), 4)
        XCTAssertEqual(view.visibleCells.count, 4)
        XCTAssertEqual(view.indexPathsForVisibleItems.count, 4)
        XCTAssertNotNil(view.cellForItem(at: IndexPath(item: 0, section: 0)))
        XCTAssertEqual(view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.minY, 44 + 10)
        XCTAssertEqual(view.collectionViewLayout.collectionViewContentSize, view.contentSize)
        view.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
        XCTAssertEqual(view.indexPathsForSelectedItems, [IndexPath(item: 1, section: 0)])
        view.deselectItem(at: IndexPath(item: 1, section: 0), animated: false)
        view.scrollToItem(at: IndexPath(item: 3, section: 0), at: .centeredVertically, animated: false)
        view.reloadData()
        view.performBatchUpdates({}, completion: { _ in })
        view.collectionViewLayout.invalidateLayout()
        XCTAssertEqual(view.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionHeader).count, 1)
        let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
        attributes.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        attributes.alpha = 0.5
        attributes.zIndex = 1
        attributes.transform = CGAffineTransform(scaleX: 2, y: 2)
        XCTAssertEqual(attributes.representedElementCategory, .cell)
        let header = UICollectionViewLayoutAttributes(
            forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
            with: IndexPath(item: 0, section: 0))
        XCTAssertEqual(header.representedElementKind, UICollectionView.elementKindSectionHeader)
        let _: UICollectionView.ScrollPosition = [.top, .left]
        let controller = UICollectionViewController(collectionViewLayout: UICollectionViewFlowLayout())
        XCTAssertTrue(controller.collectionView.dataSource === controller)
        XCTAssertTrue(controller.collectionViewLayout is UICollectionViewFlowLayout)
    }

    func testDiffableDataSources() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        let dataSource = UITableViewDiffableDataSource<Int, String>(tableView: table) { tableView, indexPath, item in
            let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            cell.textLabel?.text = item
            return cell
        }
        XCTAssertEqual(dataSource.defaultRowAnimation, .automatic)
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["a", "b"], toSection: 0)
        snapshot.insertItems(["c"], beforeItem: "a")
        snapshot.reconfigureItems(["b"])
        dataSource.apply(snapshot, animatingDifferences: false, completion: nil)
        dataSource.applySnapshotUsingReloadData(snapshot)
        XCTAssertEqual(table.numberOfRows(inSection: 0), 3)
        XCTAssertEqual(dataSource.itemIdentifier(for: IndexPath(row: 0, section: 0)), "c")
        XCTAssertEqual(dataSource.indexPath(for: "b"), IndexPath(row: 2, section: 0))
        XCTAssertEqual(dataSource.sectionIdentifier(for: 0), 0)
        XCTAssertEqual(dataSource.snapshot().numberOfItems(inSection: 0), 3)

        let collection = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 480),
            collectionViewLayout: UICollectionViewFlowLayout())
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let items = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collection) { collectionView, indexPath, _ in
            collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
        items.supplementaryViewProvider = { _, _, _ in nil }
        var numbers = NSDiffableDataSourceSnapshot<Int, Int>()
        numbers.appendSections([7])
        numbers.appendItems([1, 2, 3])
        items.apply(numbers)
        XCTAssertEqual(collection.numberOfItems(inSection: 0), 3)
        XCTAssertEqual(items.index(for: 7), 0)
    }
}
