/// A view that lays out a row or a column of views (UIKit's `UIStackView`).
///
/// Like UIKit's, the stack view positions nothing by hand: it generates Auto Layout constraints for
/// its arranged views (see StackArrangement for which, and how the inequalities UIKit uses are
/// decided for the engine's equality solver) and the solver sets their frames. The constraints are
/// refreshed before each layout pass of the stack, so changing the axis, the distribution, the
/// spacing or an arranged view's `isHidden` relays out on the next turn of the run loop; inside an
/// animation block, hiding or showing an arranged view lays out at once, so the collapse animates.
/// `removeArrangedSubview(_:)` keeps the view in `subviews`, as Apple documents; removing the view
/// from its superview also removes it from `arrangedSubviews`.
open class UIStackView: UIView {
    /// The views the stack arranges, in order (a subset of `subviews`, perhaps in another order).
    public private(set) var arrangedSubviews: [UIView] = []
    /// Row (`.horizontal`, the default) or column.
    open var axis: NSLayoutConstraint.Axis = .horizontal { didSet { arrangementDidChange() } }
    /// How the views share the length along the axis (default `.fill`).
    open var distribution: Distribution = .fill { didSet { arrangementDidChange() } }
    /// How the views sit across the axis (default `.fill`).
    open var alignment: Alignment = .fill { didSet { arrangementDidChange() } }
    /// The space between neighbours (a minimum for the equal-spacing distributions); default 0.
    open var spacing: CGFloat = 0 { didSet { arrangementDidChange() } }
    /// Whether the views are arranged inside `layoutMargins` rather than the bounds (default false).
    open var isLayoutMarginsRelativeArrangement = false { didSet { arrangementDidChange() } }

    /// `customSpacing(after:)` for a view without custom spacing: the stack's `spacing` applies.
    public static let spacingUseDefault = CGFloat(Float.greatestFiniteMagnitude)
    /// Custom spacing meaning "the system spacing", 8 points between sibling views here. Both constants
    /// are sentinels compared by `customSpacing(after:)`'s callers; Apple does not document their values.
    public static let spacingUseSystem = -CGFloat(Float.leastNonzeroMagnitude)
    /// The system spacing between sibling views, Apple's standard 8 points.
    static let systemSpacing: CGFloat = 8

    private var customSpacings: [ObjectIdentifier: CGFloat] = [:]
    private var generated: [NSLayoutConstraint] = []
    private var generatedSpecs: [StackConstraintSpec] = []

    // MARK: - Initializers

    /// An empty stack view with `frame`.
    public override init(frame: CGRect) { super.init(frame: frame) }

    /// Stack views are never decoded here; provided as in UIKit.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// A stack view arranging `views` (each added as a subview), with a zero frame.
    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    // MARK: - Arranged views

    /// Appends `view` to `arrangedSubviews`, adding it as a subview if it is not one.
    open func addArrangedSubview(_ view: UIView) {
        insertArrangedSubview(
            view,
            at: arrangedSubviews.firstIndex { $0 === view } == nil
                ? arrangedSubviews.count : arrangedSubviews.count - 1)
    }

    /// Inserts `view` at `stackIndex` of `arrangedSubviews` (moving it if already there); UIKit raises
    /// for an index past the end.
    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        if let old = arrangedSubviews.firstIndex(where: { $0 === view }) { arrangedSubviews.remove(at: old) }
        precondition(
            stackIndex >= 0 && stackIndex <= arrangedSubviews.count,
            "Specified view index \(stackIndex) is out of bounds of the arranged subviews (\(arrangedSubviews.count))")
        view.translatesAutoresizingMaskIntoConstraints = false
        if view.superview !== self { addSubview(view) }
        arrangedSubviews.insert(view, at: stackIndex)
        arrangementDidChange()
    }

    /// Stops arranging `view`; it stays a subview (call `removeFromSuperview()` to take it away).
    open func removeArrangedSubview(_ view: UIView) {
        guard let index = arrangedSubviews.firstIndex(where: { $0 === view }) else { return }
        arrangedSubviews.remove(at: index)
        customSpacings[ObjectIdentifier(view)] = nil
        arrangementDidChange()
    }

    /// Sets the space after `arrangedSubview` (instead of `spacing`).
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        customSpacings[ObjectIdentifier(arrangedSubview)] = spacing
        arrangementDidChange()
    }

    /// The custom space after `arrangedSubview`, or `UIStackView.spacingUseDefault`.
    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? UIStackView.spacingUseDefault
    }

    /// The space actually kept after `view`.
    func effectiveSpacing(after view: UIView) -> CGFloat {
        switch customSpacing(after: view) {
        case UIStackView.spacingUseDefault: return spacing
        case UIStackView.spacingUseSystem: return UIStackView.systemSpacing
        case let custom: return custom
        }
    }

    /// A subview leaving the stack also leaves `arrangedSubviews`, as in UIKit.
    open override func willRemoveSubview(_ subview: UIView) {
        super.willRemoveSubview(subview)
        removeArrangedSubview(subview)
    }

    /// New margins move the arranged views when the arrangement is relative to them.
    open override func layoutMarginsDidChange() {
        super.layoutMarginsDidChange()
        if isLayoutMarginsRelativeArrangement { arrangementDidChange() }
    }

    // MARK: - Layout

    /// The size the arranged views need at their natural lengths (used when nothing else sizes the stack).
    var contentFittingSize: CGSize { StackArrangement(stack: self, generated: generatedIDs).fittingSize }

    override var solverFallbackSize: CGSize { contentFittingSize }

    /// A stack nothing else sizes follows its content, so a change inside it (a label's new text, a
    /// view hidden) lays out its superview too, as UIKit's one constraint engine re-solves everything.
    open override func setNeedsLayout() {
        super.setNeedsLayout()
        superview?.setNeedsLayout()
    }

    override func updateGeneratedConstraints() { refreshConstraints() }

    private var generatedIDs: Set<ObjectIdentifier> { Set(generated.map(ObjectIdentifier.init)) }

    /// Replaces the generated constraints when the configuration or the bounds call for others.
    private func refreshConstraints() {
        let specs = StackArrangement(stack: self, generated: generatedIDs).constraintSpecs()
        guard specs != generatedSpecs else { return }
        NSLayoutConstraint.deactivate(generated)
        generated = specs.map { $0.makeConstraint() }
        generatedSpecs = specs
        NSLayoutConstraint.activate(generated)
    }

    private func arrangementDidChange() {
        refreshConstraints()
        // The stack's fitting size may have changed, so its superview lays out too.
        invalidateIntrinsicContentSize()
    }

    /// Called by an arranged view's `isHidden`: it collapses (or comes back) on the next layout pass,
    /// or now inside an animation block so that the change animates.
    func arrangedSubviewVisibilityDidChange(_ view: UIView) {
        guard arrangedSubviews.contains(where: { $0 === view }) else { return }
        arrangementDidChange()
        if AnimationEngine.capturing != nil { layoutIfNeeded() }
    }
}
