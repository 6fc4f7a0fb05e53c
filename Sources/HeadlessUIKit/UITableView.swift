/// A scrolling list of rows in sections (UIKit's `UITableView`), headless.
///
/// The data source is read lazily, as in UIKit: counts at the first layout (or `reloadData()`
/// followed by a layout), cells only for the rows the current `contentOffset` shows. Each layout
/// pass removes the cells that left the bounds into the reuse queue (`didEndDisplaying`), then
/// asks for the rows that came in (`cellForRowAt`, `willDisplay`) — so a cell scrolled off is
/// the one the next `dequeueReusableCell` returns, after `prepareForReuse()`.
///
/// Heights: `heightForRowAt` (default `rowHeight`); `automaticDimension` rows use their estimate
/// (`estimatedHeightForRowAt`, `estimatedRowHeight`, else 44) until first shown, then the cell's
/// measured height (`UITableViewCell.automaticHeight`), and the layout is redone. Automatic headers
/// and footers: 28 points with a title (38 grouped), the view's height (28 if it has none) with a
/// view, else 0 (18 between grouped sections). Header and footer views are asked for once per
/// reload and kept (UIKit reuses them as it scrolls; they do not float here).
open class UITableView: UIScrollView {
    /// Plain or grouped.
    public let style: Style

    /// Supplies sections, rows and cells.
    open weak var dataSource: UITableViewDataSource? {
        didSet { setNeedsReload() }
    }

    /// The scroll view's delegate; a new one is asked for heights and headers again.
    open override weak var delegate: UIScrollViewDelegate? {
        didSet { setNeedsReload() }
    }

    /// The delegate as a table view delegate (the `delegate` property is the scroll view's).
    var tableDelegate: UITableViewDelegate? { delegate as? UITableViewDelegate }

    // MARK: - Metrics

    /// The height of every row unless the delegate says otherwise (`automaticDimension` by default).
    open var rowHeight: CGFloat = UITableView.automaticDimension { didSet { setNeedsGeometry() } }
    /// The height assumed for automatic rows not yet shown (`automaticDimension`: 44).
    open var estimatedRowHeight: CGFloat = UITableView.automaticDimension { didSet { setNeedsGeometry() } }
    open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension { didSet { setNeedsGeometry() } }
    open var sectionFooterHeight: CGFloat = UITableView.automaticDimension { didSet { setNeedsGeometry() } }
    open var estimatedSectionHeaderHeight: CGFloat = UITableView.automaticDimension
    open var estimatedSectionFooterHeight: CGFloat = UITableView.automaticDimension
    /// Stored (iOS 15's extra space above headers).
    open var sectionHeaderTopPadding: CGFloat = UITableView.automaticDimension

    // MARK: - Appearance (stored)

    open var separatorStyle: UITableViewCell.SeparatorStyle = .singleLine
    open var separatorColor: UIColor? = .separator
    open var separatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0)
    open var backgroundView: UIView?
    open var cellLayoutMarginsFollowReadableWidth = false
    open var sectionIndexColor: UIColor?
    open var remembersLastFocusedIndexPath = false

    /// A view above the first section (its frame's height is kept).
    open var tableHeaderView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let view = tableHeaderView { addSubview(view) }
            setNeedsGeometry()
        }
    }
    /// A view below the last section (its frame's height is kept).
    open var tableFooterView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let view = tableFooterView { addSubview(view) }
            setNeedsGeometry()
        }
    }

    // MARK: - Selection and editing settings

    open var allowsSelection = true
    open var allowsMultipleSelection = false
    open var allowsSelectionDuringEditing = false
    open var allowsMultipleSelectionDuringEditing = false
    /// Whether the rows show their editing controls (`setEditing(_:animated:)`).
    open var isEditing: Bool {
        get { editing }
        set { setEditing(newValue, animated: false) }
    }
    var editing = false

    // MARK: - State

    var needsReload = true
    var needsGeometry = true
    /// Rows per section as last read from the data source.
    var rowCounts: [Int] = []
    var geometry = TableGeometry()
    var measuredHeights: [IndexPath: CGFloat] = [:]
    var visibleCellsByPath: [IndexPath: UITableViewCell] = [:]
    var headerViewsBySection: [Int: UIView] = [:]
    var footerViewsBySection: [Int: UIView] = [:]
    var cellQueue = ReuseQueue<UITableViewCell>()
    var headerQueue = ReuseQueue<UITableViewHeaderFooterView>()
    var selectedPaths: Set<IndexPath> = []
    var highlightedPath: IndexPath?
    /// The batch of changes being gathered (`beginUpdates`…`endUpdates`, or one change of its own).
    var batch = ListBatch()
    var updateDepth: Int { batch.depth }
    var pendingAnimation: RowAnimation = .none

    /// Engine hook for tests: called with UIKit's message instead of stopping the process when a
    /// batch update does not match the data source (the table then reloads).
    static var inconsistencyHandler: ((String) -> Void)?

    // MARK: - Initializers

    /// A table of `style`.
    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
        alwaysBounceVertical = true
    }

    /// A plain table.
    public override convenience init(frame: CGRect) { self.init(frame: frame, style: .plain) }

    /// Never decoded here; present for subclasses.
    public required init?(coder: NSCoder) {
        style = .plain
        super.init(coder: coder)
        alwaysBounceVertical = true
    }

    // MARK: - Registration and reuse

    /// Registers a `UITableViewCell` subclass made for `identifier` when the queue is empty (nil unregisters).
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        guard let type = cellClass as? UITableViewCell.Type else {
            cellQueue.makers[identifier] = nil
            return
        }
        cellQueue.makers[identifier] = { type.init(registeredReuseIdentifier: $0) }
    }

    /// Registers a `UITableViewHeaderFooterView` subclass for `identifier`.
    open func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        guard let type = aClass as? UITableViewHeaderFooterView.Type else {
            headerQueue.makers[identifier] = nil
            return
        }
        headerQueue.makers[identifier] = { type.init(registeredReuseIdentifier: $0) }
    }

    /// A cell waiting in the queue (after `prepareForReuse()`), else a new one of the registered
    /// class, else nil.
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        guard let (cell, reused) = cellQueue.dequeue(identifier: identifier) else { return nil }
        if reused { cell.prepareForReuse() }
        return cell
    }

    /// As `dequeueReusableCell(withIdentifier:)`, sized for the row; an unregistered identifier
    /// stops the program with UIKit's message.
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        guard let cell = dequeueReusableCell(withIdentifier: identifier) else {
            preconditionFailure(
                "unable to dequeue a cell with identifier \(identifier) - must register a nib or a class "
                    + "for the identifier or connect a prototype cell in a storyboard")
        }
        cell.frame = rectForRow(at: indexPath)
        return cell
    }

    /// A header or footer view from the queue or the registered class, else nil.
    open func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        guard let (view, reused) = headerQueue.dequeue(identifier: identifier) else { return nil }
        if reused { view.prepareForReuse() }
        return view
    }

    // MARK: - Reading the data

    /// Forgets every cell and reads the data source again at the next layout.
    open func reloadData() {
        setNeedsReload()
    }

    func setNeedsReload() {
        needsReload = true
        setNeedsLayout()
    }

    func setNeedsGeometry() {
        needsGeometry = true
        setNeedsLayout()
    }

    /// The number of sections (reads the data source if it has not been read).
    open var numberOfSections: Int {
        loadIfNeeded()
        return rowCounts.count
    }

    /// The number of rows in `section`.
    open func numberOfRows(inSection section: Int) -> Int {
        loadIfNeeded()
        return section >= 0 && section < rowCounts.count ? rowCounts[section] : 0
    }

    func loadIfNeeded() {
        if needsReload { reloadNow() }
        if needsGeometry { rebuildGeometry() }
    }

    /// The counts the data source gives now.
    func currentCounts() -> [Int] {
        guard let source = dataSource else { return [] }
        let sections = max(0, source.numberOfSections(in: self))
        return (0..<sections).map { max(0, source.tableView(self, numberOfRowsInSection: $0)) }
    }

    func reloadNow() {
        needsReload = false
        for (path, cell) in visibleCellsByPath.sorted(by: { $0.key < $1.key }) { retire(cell, at: path) }
        visibleCellsByPath.removeAll()
        // In section order, so the reuse queue (and which view is dequeued next) is the same every run.
        for (_, view) in headerViewsBySection.sorted(by: { $0.key < $1.key }) { retireHeader(view) }
        for (_, view) in footerViewsBySection.sorted(by: { $0.key < $1.key }) { retireHeader(view) }
        headerViewsBySection.removeAll()
        footerViewsBySection.removeAll()
        measuredHeights.removeAll()
        selectedPaths.removeAll()
        rowCounts = currentCounts()
        loadSupplementaryViews()
        rebuildGeometry()
    }

    /// Takes a cell off screen into the reuse queue.
    func retire(_ cell: UITableViewCell, at path: IndexPath) {
        cell.removeFromSuperview()
        cellQueue.enqueue(cell, identifier: cell.reuseIdentifier)
        tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: path)
    }

    func retireHeader(_ view: UIView) {
        view.removeFromSuperview()
        if let reusable = view as? UITableViewHeaderFooterView {
            headerQueue.enqueue(reusable, identifier: reusable.reuseIdentifier)
        }
    }

    /// Header and footer views for every section (titles become `UITableViewHeaderFooterView`s).
    private func loadSupplementaryViews() {
        for section in rowCounts.indices {
            if let view = tableDelegate?.tableView(self, viewForHeaderInSection: section) {
                headerViewsBySection[section] = view
            } else if let title = dataSource?.tableView(self, titleForHeaderInSection: section) {
                headerViewsBySection[section] = titleView(title)
            }
            if let view = tableDelegate?.tableView(self, viewForFooterInSection: section) {
                footerViewsBySection[section] = view
            } else if let title = dataSource?.tableView(self, titleForFooterInSection: section) {
                footerViewsBySection[section] = titleView(title)
            }
        }
    }

    private func titleView(_ title: String) -> UITableViewHeaderFooterView {
        let view = UITableViewHeaderFooterView(reuseIdentifier: nil)
        view.textLabel?.text = title
        return view
    }

    /// The header view of `section` (nil when it has none or it is not a header-footer view).
    open func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        loadIfNeeded()
        return headerViewsBySection[section] as? UITableViewHeaderFooterView
    }

    /// The footer view of `section`.
    open func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        loadIfNeeded()
        return footerViewsBySection[section] as? UITableViewHeaderFooterView
    }

    // MARK: - Layout

    open override func layoutSubviews() {
        super.layoutSubviews()
        loadIfNeeded()
        if contentSize.width != bounds.width { contentSize.width = bounds.width }
        updateVisibleCells()
        // Cells added during this pass do not ask for another one.
        needsLayout = false
    }

    // MARK: - Editing

    /// Shows or hides the rows' editing controls; the visible cells follow (`setEditing(_:animated:)`).
    open func setEditing(_ editing: Bool, animated: Bool) {
        self.editing = editing
        for (_, cell) in visibleCellsByPath.sorted(by: { $0.key < $1.key }) { cell.setEditing(editing, animated: animated) }
    }

    // MARK: - Touches (a tap selects the row on lift, unless the touch scrolled or stopped a scroll)

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        if let path = rowTouched(touches) { highlightRow(at: path) }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        unhighlight()
        if let path = rowTouched(touches) { userSelectRow(at: path) }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        unhighlight()
    }
}
