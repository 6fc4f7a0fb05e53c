import XCTest
@testable import HeadlessUIKit

/// UICollectionView's documented rules: the flow layout's lines, spacing, insets and scroll
/// direction; a custom layout called as UIKit calls it; reuse; visible items for the offset;
/// batch updates with the consistency check; selection by a user's tap.
final class CollectionViewTests: AppModelTestCase {
    final class PhotoCell: UICollectionViewCell {
        static var made = 0
        let label = UILabel()
        var reuses = 0
        override init(frame: CGRect) {
            Self.made += 1
            super.init(frame: frame)
            contentView.addSubview(label)
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
        override func prepareForReuse() {
            super.prepareForReuse()
            reuses += 1
        }
    }

    final class GridController: UICollectionViewController, UICollectionViewDelegateFlowLayout {
        var count = 60
        var calls: [String] = []
        override func viewDidLoad() {
            super.viewDidLoad()
            collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: "photo")
        }
        override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }
        override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath)
            (cell as? PhotoCell)?.label.text = "\(indexPath.item)"
            return cell
        }
        override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
            calls.append("didSelect \(indexPath.item)")
        }
        override func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
            calls.append("didDeselect \(indexPath.item)")
        }
        func collectionView(
            _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
            sizeForItemAt indexPath: IndexPath
        ) -> CGSize {
            CGSize(width: 100, height: 100)
        }
    }

    override func setUp() {
        super.setUp()
        PhotoCell.made = 0
        UICollectionView.inconsistencyHandler = nil
    }

    override func tearDown() {
        UICollectionView.inconsistencyHandler = nil
        super.tearDown()
    }

    private func showGrid() -> (GridController, SimulatedUser) {
        let layout = UICollectionViewFlowLayout()
        layout.minimumLineSpacing = 10
        layout.minimumInteritemSpacing = 10
        let controller = GridController(collectionViewLayout: layout)
        let window = show(controller)
        window.layoutIfNeeded()
        return (controller, SimulatedUser(window: window))
    }

    func testFlowLayoutJustifiesFullLinesAndUsesTheDelegateSize() {
        let (controller, _) = showGrid()
        let view = controller.collectionView!
        // 375 wide, 100-point items, 10 apart: 3 a line, the extra space widening the gaps to 37.5.
        XCTAssertEqual(
            view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame, CGRect(x: 0, y: 0, width: 100, height: 100))
        XCTAssertEqual(view.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame.minX, 137.5)
        XCTAssertEqual(view.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame.maxX, 375)
        XCTAssertEqual(view.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))?.frame.minY, 110)
        // 20 lines of 100 with 19 gaps of 10.
        XCTAssertEqual(view.contentSize, CGSize(width: 375, height: 2190))
        // 667 points show lines 0...6 (line 6 starts at 660): 21 items.
        XCTAssertEqual(view.indexPathsForVisibleItems.count, 21)
        XCTAssertEqual(PhotoCell.made, 21)
    }

    func testScrolledOffCellsAreReused() {
        let (controller, _) = showGrid()
        let view = controller.collectionView!
        view.contentOffset = CGPoint(x: 0, y: 1100)
        let visible = view.indexPathsForVisibleItems
        XCTAssertEqual(visible.first, IndexPath(item: 30, section: 0))
        XCTAssertEqual(visible.count, 21, "lines 10...16")
        XCTAssertEqual(PhotoCell.made, 21, "every cell of the new lines came from the queue")
        XCTAssertGreaterThan(view.visibleCells.compactMap { $0 as? PhotoCell }.filter { $0.reuses > 0 }.count, 15)
        XCTAssertEqual((view.cellForItem(at: IndexPath(item: 30, section: 0)) as? PhotoCell)?.label.text, "30")
    }

    func testLastLineKeepsMinimumSpacingAndSingleLinesCentre() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 40)
        layout.sectionInset = UIEdgeInsets(top: 5, left: 20, bottom: 5, right: 20)
        layout.headerReferenceSize = CGSize(width: 0, height: 30)
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 335, height: 500), collectionViewLayout: layout)
        let source = CountSource(counts: [5])
        view.dataSource = source
        view.layoutIfNeeded()
        // Available 295: two items a line (100 + 10 + 100), justified to 20 and 215.
        XCTAssertEqual(view.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame.minX, 215)
        XCTAssertEqual(
            view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.minY, 35, "below the header and the inset")
        // The last line (item 4 alone) stays at the leading inset.
        XCTAssertEqual(view.layoutAttributesForItem(at: IndexPath(item: 4, section: 0))?.frame.minX, 20)
        let expectedHeight: CGFloat = 30 + 5 + 120 + 20 + 5  // header, inset, three lines of 40, two gaps, inset
        XCTAssertEqual(view.contentSize.height, expectedHeight)
        XCTAssertEqual(
            layout.layoutAttributesForSupplementaryView(
                ofKind: UICollectionView.elementKindSectionHeader,
                at: IndexPath(item: 0, section: 0))?.frame.height, 30)
        layout.itemSize = CGSize(width: 200, height: 40)
        view.layoutIfNeeded()
        XCTAssertEqual(
            view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.minX, 67.5, "one item a line is centred")
    }

    final class CountSource: NSObject, UICollectionViewDataSource {
        var counts: [Int]
        init(counts: [Int]) { self.counts = counts }
        func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { counts[section] }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "c")
            return collectionView.dequeueReusableCell(withReuseIdentifier: "c", for: indexPath)
        }
    }

    func testHorizontalFlowFillsColumns() {
        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        layout.itemSize = CGSize(width: 80, height: 90)
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 200), collectionViewLayout: layout)
        let source = CountSource(counts: [7])
        view.dataSource = source
        view.layoutIfNeeded()
        // 200 tall: two items a column; 4 columns of 80 with 3 gaps of 10.
        XCTAssertEqual(
            view.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame, CGRect(x: 0, y: 110, width: 80, height: 90))
        XCTAssertEqual(view.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame.minX, 90)
        XCTAssertEqual(view.contentSize, CGSize(width: 350, height: 200))
        XCTAssertTrue(view.scrollsHorizontally)
    }

    final class RecordingLayout: UICollectionViewLayout {
        var calls: [String] = []
        var rects: [CGRect] = []
        override func prepare() {
            super.prepare()
            calls.append("prepare")
        }
        override var collectionViewContentSize: CGSize {
            calls.append("contentSize")
            return CGSize(width: 320, height: CGFloat(collectionView?.numberOfItems(inSection: 0) ?? 0) * 100)
        }
        override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
            calls.append("elements")
            rects.append(rect)
            let count = collectionView?.numberOfItems(inSection: 0) ?? 0
            return (0..<count).compactMap { layoutAttributesForItem(at: IndexPath(item: $0, section: 0)) }.filter {
                $0.frame.maxY > rect.minY && $0.frame.minY < rect.maxY
            }
        }
        override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
            let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
            attributes.frame = CGRect(x: 0, y: CGFloat(indexPath.item) * 100, width: 320, height: 100)
            attributes.alpha = indexPath.item == 0 ? 0.5 : 1
            attributes.zIndex = indexPath.item == 1 ? 1 : 0
            return attributes
        }
        override func targetContentOffset(
            forProposedContentOffset proposedContentOffset: CGPoint,
            withScrollingVelocity velocity: CGPoint
        ) -> CGPoint {
            CGPoint(x: 0, y: (proposedContentOffset.y / 100).rounded() * 100)
        }
    }

    func testCustomLayoutIsCalledAsUIKitCallsIt() {
        let layout = RecordingLayout()
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 250), collectionViewLayout: layout)
        let source = CountSource(counts: [20])
        view.dataSource = source
        view.layoutIfNeeded()
        XCTAssertEqual(layout.calls, ["prepare", "contentSize", "elements"])
        XCTAssertEqual(layout.rects.last, CGRect(x: 0, y: 0, width: 320, height: 250))
        XCTAssertEqual(view.indexPathsForVisibleItems.map(\.item), [0, 1, 2])
        XCTAssertEqual(view.cellForItem(at: IndexPath(item: 0, section: 0))?.alpha, 0.5, "attributes are applied")
        XCTAssertEqual(view.cellForItem(at: IndexPath(item: 1, section: 0))?.layer.zPosition, 1, "zIndex becomes zPosition")
        view.contentOffset = CGPoint(x: 0, y: 500)
        view.layoutIfNeeded()
        XCTAssertEqual(layout.calls, ["prepare", "contentSize", "elements", "elements"], "scrolling does not prepare again")
        XCTAssertEqual(view.indexPathsForVisibleItems.map(\.item), [5, 6, 7])
        layout.invalidateLayout()
        view.layoutIfNeeded()
        XCTAssertEqual(layout.calls.suffix(3), ["prepare", "contentSize", "elements"])
    }

    func testFlickRestsWhereTheLayoutSays() {
        let layout = RecordingLayout()
        let controller = UIViewController()
        let window = show(controller)
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 250), collectionViewLayout: layout)
        let source = CountSource(counts: [50])
        view.dataSource = source
        controller.view.addSubview(view)
        let user = SimulatedUser(window: window)
        user.flick(view, velocity: CGPoint(x: 0, y: 1234))
        XCTAssertTrue(clock.run(until: { !view.isDecelerating }, limit: 10))
        XCTAssertEqual(view.contentOffset.y.truncatingRemainder(dividingBy: 100), 0)
        XCTAssertGreaterThan(view.contentOffset.y, 300)
    }

    func testUserTapSelectsAndDeselectsThePrevious() {
        let (controller, user) = showGrid()
        let view = controller.collectionView!
        XCTAssertTrue(user.tap(item: 4, in: view))
        user.wait(0.5)
        XCTAssertTrue(user.tap(item: 7, in: view))
        XCTAssertEqual(controller.calls, ["didSelect 4", "didDeselect 4", "didSelect 7"])
        XCTAssertEqual(view.indexPathsForSelectedItems, [IndexPath(item: 7, section: 0)])
        XCTAssertTrue(view.cellForItem(at: IndexPath(item: 7, section: 0))?.isSelected ?? false)
        controller.viewWillAppear(false)
        XCTAssertNil(view.indexPathsForSelectedItems, "cleared on viewWillAppear")
    }

    func testBatchUpdatesMoveCellsAndCheckCounts() {
        let (controller, _) = showGrid()
        let view = controller.collectionView!
        let item5 = view.cellForItem(at: IndexPath(item: 5, section: 0))
        controller.count -= 2
        var finished = false
        view.performBatchUpdates(
            {
                view.deleteItems(at: [IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0)])
            }, completion: { finished = $0 })
        XCTAssertTrue(view.cellForItem(at: IndexPath(item: 3, section: 0)) === item5)
        clock.run(for: 0.4)
        XCTAssertTrue(finished)
        var messages: [String] = []
        UICollectionView.inconsistencyHandler = { messages.append($0) }
        view.insertItems(at: [IndexPath(item: 0, section: 0)])
        XCTAssertEqual(messages.count, 1)
        XCTAssertTrue(messages[0].contains("invalid number of items in section 0"), messages[0])
    }

    func testAttributesCopyKeepsTheClassAndValues() {
        final class Tinted: UICollectionViewLayoutAttributes {}
        let attributes = Tinted(forCellWith: IndexPath(item: 3, section: 1))
        attributes.frame = CGRect(x: 1, y: 2, width: 3, height: 4)
        let copy = attributes.copy() as? Tinted
        XCTAssertNotNil(copy)
        XCTAssertEqual(copy?.frame, attributes.frame)
        XCTAssertEqual(copy?.indexPath, IndexPath(item: 3, section: 1))
        attributes.center = CGPoint(x: 10, y: 10)
        XCTAssertEqual(attributes.frame, CGRect(x: 8.5, y: 8, width: 3, height: 4))
    }
}
