/// A spinning-wheel picker (UIKit's `UIPickerView`) driven by its data source and delegate.
///
/// The picker asks its data source for components and rows when it needs them (on first use
/// and after `reloadAllComponents()`/`reloadComponent(_:)`); each wheel starts on row 0.
/// `selectRow(_:inComponent:animated:)` in code does not call the delegate, as Apple documents;
/// a user's spin (`SimulatedUser.spin(_:toRow:inComponent:)`) settles after the wheel's
/// deceleration and then calls `pickerView(_:didSelectRow:inComponent:)`. 320 × 216 points.
open class UIPickerView: UIView {
    static let size = CGSize(width: 320, height: 216)
    /// How long a spun wheel takes to settle before the delegate hears of it.
    static let settleDuration: TimeInterval = 0.5

    /// Supplies components and rows (held weakly).
    open weak var dataSource: UIPickerViewDataSource? { didSet { reloadAllComponents() } }
    /// Supplies titles and hears of selections (held weakly).
    open weak var delegate: UIPickerViewDelegate?
    /// Stored (iOS 7 and later always show it).
    open var showsSelectionIndicator = true
    private var rowCounts: [Int]?
    private var selectedRows: [Int] = []

    public override init(frame: CGRect) { super.init(frame: frame) }

    /// Never decoded here; present for subclasses.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    private var counts: [Int] {
        if let counts = rowCounts { return counts }
        guard let source = dataSource else { return [] }
        let components = max(0, source.numberOfComponents(in: self))
        let counts = (0..<components).map { max(0, source.pickerView(self, numberOfRowsInComponent: $0)) }
        rowCounts = counts
        selectedRows = (0..<components).map { i in
            let old = i < selectedRows.count ? selectedRows[i] : 0
            return counts[i] == 0 ? -1 : min(max(old, 0), counts[i] - 1)
        }
        return counts
    }

    /// How many wheels.
    open var numberOfComponents: Int { counts.count }

    /// How many rows a wheel has (0 for a wheel that does not exist).
    open func numberOfRows(inComponent component: Int) -> Int {
        let counts = self.counts
        return counts.indices.contains(component) ? counts[component] : 0
    }

    /// Asks the data source again for everything.
    open func reloadAllComponents() { rowCounts = nil }

    /// Asks the data source again for one wheel.
    open func reloadComponent(_ component: Int) { rowCounts = nil }

    /// Turns a wheel to `row` without calling the delegate (rows out of range are ignored).
    open func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
        guard row >= 0, row < numberOfRows(inComponent: component) else { return }
        selectedRows[component] = row
    }

    /// The wheel's row, or −1 when it has no rows.
    open func selectedRow(inComponent component: Int) -> Int {
        _ = counts
        return selectedRows.indices.contains(component) ? selectedRows[component] : -1
    }

    /// The size of a wheel's rows (the delegate's width and height).
    open func rowSize(forComponent component: Int) -> CGSize {
        let width = delegate?.pickerView(self, widthForComponent: component) ?? bounds.width / CGFloat(max(1, numberOfComponents))
        let height = delegate?.pickerView(self, rowHeightForComponent: component) ?? 32
        return CGSize(width: width, height: height)
    }

    /// The view for a row, from the delegate (nil without one).
    open func view(forRow row: Int, forComponent component: Int) -> UIView? {
        delegate?.pickerView(self, viewForRow: row, forComponent: component, reusing: nil)
    }

    /// The title the delegate gives a row (engine: for checks), attributed titles included.
    public func title(forRow row: Int, forComponent component: Int) -> String? {
        delegate?.pickerView(self, titleForRow: row, forComponent: component)
            ?? delegate?.pickerView(self, attributedTitleForRow: row, forComponent: component)?.string
    }

    /// The user's spin: the wheel settles on `row` after `settleDuration`, then the delegate hears of it.
    func userSpin(toRow row: Int, inComponent component: Int) {
        guard row >= 0, row < numberOfRows(inComponent: component) else { return }
        SimulationClock.shared.run(for: UIPickerView.settleDuration)
        selectedRows[component] = row
        delegate?.pickerView(self, didSelectRow: row, inComponent: component)
    }

    open override var intrinsicContentSize: CGSize { UIPickerView.size }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { UIPickerView.size }
}
