/// A scrolling set of items placed by a layout object (UIKit's `UICollectionView`), headless.
///
/// The data source is read lazily and only for what the layout puts inside the bounds: each
/// layout pass calls the layout as UIKit does (see `UICollectionViewLayout`), retires the cells
/// whose attributes left the visible rectangle into the reuse queue, and asks for the new ones
/// (`cellForItemAt`, which dequeues a waiting cell after `prepareForReuse()`). Batch updates are
/// checked by the same rule as the table view's (`ListUpdate`).
open class UICollectionView: UIScrollView {
    /// Supplies sections, items and views.
    open weak var dataSource: UICollectionViewDataSource? {
        didSet { reloadData() }
    }

    /// The scroll view's delegate; a new one (perhaps a flow-layout delegate) invalidates the layout.
    open override weak var delegate: UIScrollViewDelegate? {
        didSet { layoutWasInvalidated() }
    }

    /// The delegate as a collection view delegate (the `delegate` property is the scroll view's).
    var collectionDelegate: UICollectionViewDelegate? { delegate as? UICollectionViewDelegate }

    /// The layout placing the items; setting one invalidates it.
    open var collectionViewLayout: UICollectionViewLayout {
        didSet {
            oldValue.collectionView = nil
            collectionViewLayout.collectionView = self
            layoutWasInvalidated()
        }
    }

    /// Behind the items (stored).
    open var backgroundView: UIView?
    /// Stored: there is no prefetching.
    open var isPrefetchingEnabled = true
    open var allowsSelection = true
    open var allowsMultipleSelection = false

    // MARK: - State

    var needsReload = true
    var needsPrepare = true
    var itemCounts: [Int] = []
    var visibleCellsByPath: [IndexPath: UICollectionViewCell] = [:]
    var visibleSupplementary: [SupplementaryKey: UICollectionReusableView] = [:]
    var cellQueue = ReuseQueue<UICollectionReusableView>()
    var supplementaryQueue = ReuseQueue<UICollectionReusableView>()
    var selectedPaths: Set<IndexPath> = []
    var highlightedPath: IndexPath?
    /// The batch of changes being gathered (`performBatchUpdates`, or one change of its own).
    var batch = ListBatch()
    var updateDepth: Int { batch.depth }

    /// A supplementary view's identity: its kind and index path.
    struct SupplementaryKey: Hashable, Comparable {
        let kind: String
        let indexPath: IndexPath
        static func < (a: SupplementaryKey, b: SupplementaryKey) -> Bool { (a.kind, a.indexPath) < (b.kind, b.indexPath) }
    }

    // MARK: - Initializers

    /// A collection view placing its items with `layout`.
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
        layout.collectionView = self
    }

    /// Never decoded here; present for subclasses.
    public required init?(coder: NSCoder) {
        collectionViewLayout = UICollectionViewFlowLayout()
        super.init(coder: coder)
        collectionViewLayout.collectionView = self
    }

    /// Changes the layout (animation is not modelled: the new layout applies at once).
    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
        collectionViewLayout = layout
    }

    /// Changes the layout, then calls `completion(true)` on the next turn.
    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)?) {
        collectionViewLayout = layout
        UIView.animate(withDuration: 0, animations: {}, completion: completion)
    }

    open override var bounds: CGRect {
        didSet {
            guard bounds != oldValue else { return }
            if collectionViewLayout.shouldInvalidateLayout(forBoundsChange: bounds) { collectionViewLayout.invalidateLayout() }
        }
    }

    // MARK: - Registration and reuse

    /// Registers a `UICollectionViewCell` subclass for `identifier` (nil unregisters).
    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        guard let type = cellClass as? UICollectionViewCell.Type else {
            cellQueue.makers[identifier] = nil
            return
        }
        cellQueue.makers[identifier] = { type.init(registeredReuseIdentifier: $0) }
    }

    /// Registers a `UICollectionReusableView` subclass for supplementary views of `elementKind`.
    open func register(
        _ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String
    ) {
        let key = elementKind + "\u{0}" + identifier
        guard let type = viewClass as? UICollectionReusableView.Type else {
            supplementaryQueue.makers[key] = nil
            return
        }
        supplementaryQueue.makers[key] = { _ in type.init(registeredReuseIdentifier: identifier) }
    }

    /// A waiting cell (after `prepareForReuse()`) or a new one of the registered class; an
    /// unregistered identifier stops the program with UIKit's message.
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        guard let (view, reused) = cellQueue.dequeue(identifier: identifier), let cell = view as? UICollectionViewCell else {
            preconditionFailure(
                "could not dequeue a view of kind: UICollectionElementKindCell with identifier \(identifier) - "
                    + "must register a nib or a class for the identifier or connect a prototype cell in a storyboard")
        }
        if reused { cell.prepareForReuse() }
        if let attributes = collectionViewLayout.layoutAttributesForItem(at: indexPath) { cell.frame = attributes.frame }
        return cell
    }

    /// As `dequeueReusableCell`, for a supplementary view of `elementKind`.
    open func dequeueReusableSupplementaryView(
        ofKind elementKind: String, withReuseIdentifier identifier: String,
        for indexPath: IndexPath
    ) -> UICollectionReusableView {
        guard let (view, reused) = supplementaryQueue.dequeue(identifier: elementKind + "\u{0}" + identifier) else {
            preconditionFailure(
                "could not dequeue a view of kind: \(elementKind) with identifier \(identifier) - "
                    + "must register a nib or a class for the identifier or connect a prototype cell in a storyboard")
        }
        if reused { view.prepareForReuse() }
        return view
    }

    // MARK: - Reading the data

    /// Forgets every cell, reads the data source again and invalidates the layout.
    open func reloadData() {
        needsReload = true
        layoutWasInvalidated()
    }

    /// Called by the layout's `invalidateLayout()`.
    func layoutWasInvalidated() {
        needsPrepare = true
        setNeedsLayout()
    }

    /// The number of sections (reads the data source if needed).
    open var numberOfSections: Int {
        if needsReload { reloadNow() }
        return itemCounts.count
    }

    /// The number of items in `section`.
    open func numberOfItems(inSection section: Int) -> Int {
        if needsReload { reloadNow() }
        return section >= 0 && section < itemCounts.count ? itemCounts[section] : 0
    }

    func currentCounts() -> [Int] {
        guard let source = dataSource else { return [] }
        let sections = max(0, source.numberOfSections(in: self))
        return (0..<sections).map { max(0, source.collectionView(self, numberOfItemsInSection: $0)) }
    }

    func reloadNow() {
        needsReload = false
        for (path, cell) in visibleCellsByPath.sorted(by: { $0.key < $1.key }) { retire(cell, at: path) }
        visibleCellsByPath.removeAll()
        for (key, view) in visibleSupplementary.sorted(by: { $0.key < $1.key }) { retire(view, key: key) }
        visibleSupplementary.removeAll()
        selectedPaths.removeAll()
        itemCounts = currentCounts()
        needsPrepare = true
    }

    func retire(_ cell: UICollectionViewCell, at path: IndexPath) {
        cell.removeFromSuperview()
        cellQueue.enqueue(cell, identifier: cell.reuseIdentifier)
        collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: path)
    }

    func retire(_ view: UICollectionReusableView, key: SupplementaryKey) {
        view.removeFromSuperview()
        if let identifier = view.reuseIdentifier { supplementaryQueue.enqueue(view, identifier: key.kind + "\u{0}" + identifier) }
    }

    // MARK: - Layout

    open override func layoutSubviews() {
        super.layoutSubviews()
        updateVisibleElements()
        // Cells added during this pass do not ask for another one.
        needsLayout = false
    }

    // MARK: - Touches (a tap selects the item on lift, unless the touch scrolled or stopped a scroll)

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        if let path = itemTouched(touches) { highlightItem(at: path) }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        unhighlight()
        if let path = itemTouched(touches) { userSelectItem(at: path) }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        unhighlight()
    }

    override func restingOffset(forProposed proposed: CGPoint, velocity: CGPoint) -> CGPoint {
        collectionViewLayout.targetContentOffset(forProposedContentOffset: proposed, withScrollingVelocity: velocity)
    }
}
