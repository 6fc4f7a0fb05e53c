/// A rectangular view in a hierarchy (UIKit's `UIView`), headless.
///
/// Geometry follows UIKit: `center`, `bounds` and `transform` are the stored model; `frame` is
/// derived from them (the bounding box of the transformed bounds) and setting it is meaningful only
/// with an identity transform, as Apple documents. Setters change the model at once; inside an
/// animation block the change also becomes an animation, visible through `layer.presentation()`.
/// UIKit Dynamics drives `center` and `transform` directly (no animation outside animation blocks).
open class UIView: UIResponder {
    // MARK: - Hierarchy

    /// The view that contains this one.
    public private(set) weak var superview: UIView?
    /// Contained views, back to front.
    public private(set) var subviews: [UIView] = []
    /// The view controller whose root view this is (the next responder after the view).
    weak var owningViewController: UIViewController?

    // MARK: - Geometry (the model)

    /// The view's own coordinate space; changing its size marks the view for layout. Animatable.
    open var bounds: CGRect {
        didSet {
            guard bounds != oldValue else { return }
            AnimationEngine.record(self, .bounds, from: AnimationVector.of(oldValue), to: AnimationVector.of(bounds))
            if bounds.size != oldValue.size { setNeedsLayout() }
        }
    }

    /// The centre in the superview's coordinates (what dynamics moves). Animatable.
    open var center: CGPoint {
        didSet {
            guard center != oldValue else { return }
            AnimationEngine.record(self, .center, from: AnimationVector.of(oldValue), to: AnimationVector.of(center))
        }
    }

    /// Scale, rotation and translation about the centre. Animatable.
    open var transform: CGAffineTransform = .identity {
        didSet {
            guard transform != oldValue else { return }
            AnimationEngine.record(self, .transform, from: AnimationVector.of(oldValue), to: AnimationVector.of(transform))
        }
    }

    /// The transformed bounds' bounding box in the superview; setting it sets bounds size and centre. Animatable.
    open var frame: CGRect {
        get { UIView.frame(center: center, bounds: bounds, transform: transform, anchorPoint: anchorPoint) }
        set {
            bounds.size = newValue.size
            if anchorPoint == UIView.centreAnchor {
                center = CGPoint(x: newValue.midX, y: newValue.midY)
            } else {
                // The layer's position is where its anchor point sits (Core Animation's rule).
                center = CGPoint(
                    x: newValue.minX + anchorPoint.x * newValue.width, y: newValue.minY + anchorPoint.y * newValue.height)
            }
        }
    }

    /// The layer's anchor point (`layer.anchorPoint`): the unit point of the bounds that sits at
    /// `center` and that the transform turns about. UIKit views keep the default, the centre.
    var anchorPoint = UIView.centreAnchor
    static let centreAnchor = CGPoint(x: 0.5, y: 0.5)

    static func frame(
        center: CGPoint, bounds: CGRect, transform: CGAffineTransform,
        anchorPoint: CGPoint = UIView.centreAnchor
    ) -> CGRect {
        let local =
            anchorPoint == centreAnchor
            ? CGRect(x: -bounds.width / 2, y: -bounds.height / 2, width: bounds.width, height: bounds.height)
            : CGRect(
                x: -anchorPoint.x * bounds.width, y: -anchorPoint.y * bounds.height, width: bounds.width, height: bounds.height)
        if transform.isIdentity { return local.offsetBy(dx: center.x, dy: center.y) }
        return local.applying(transform).offsetBy(dx: center.x, dy: center.y)
    }

    /// The point of the bounds that sits at `center`.
    private var anchorInBounds: CGPoint {
        anchorPoint == UIView.centreAnchor
            ? CGPoint(x: bounds.midX, y: bounds.midY)
            : CGPoint(x: bounds.minX + anchorPoint.x * bounds.width, y: bounds.minY + anchorPoint.y * bounds.height)
    }

    // MARK: - Appearance

    /// The fill colour (nil: none). Animatable.
    open var backgroundColor: UIColor? {
        didSet {
            guard backgroundColor != oldValue else { return }
            AnimationEngine.record(
                self, .backgroundColor, from: AnimationVector.of(oldValue),
                to: AnimationVector.of(backgroundColor))
        }
    }

    /// Opacity, 0...1; below 0.01 the view ignores touches. Animatable.
    open var alpha: CGFloat = 1 {
        didSet {
            guard alpha != oldValue else { return }
            AnimationEngine.record(self, .alpha, from: AnimationVector.of(oldValue), to: AnimationVector.of(alpha))
        }
    }

    /// Hidden views are skipped by hit testing; a hidden arranged view collapses in its stack view.
    open var isHidden = false {
        didSet { if isHidden != oldValue { (superview as? UIStackView)?.arrangedSubviewVisibilityDidChange(self) } }
    }
    /// A drawing hint; stored only.
    open var isOpaque = true
    /// How content is fitted to the bounds (stored; `UIImageView` uses it to place its image).
    open var contentMode: UIView.ContentMode = .scaleToFill
    /// The device's traits (`UIScreen.main.traitCollection`; views do not override traits here).
    open var traitCollection: UITraitCollection { UIScreen.main.traitCollection }
    /// Called when the device's traits change (after `UIDevice.current.simulateOrientation(_:)`).
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
    /// An integer to find the view with `viewWithTag(_:)`.
    open var tag = 0
    /// When false, the view and its subviews ignore touches.
    open var isUserInteractionEnabled = true
    /// Stored; `SimulatedUser` drives one finger.
    open var isMultipleTouchEnabled = false

    /// Same as `layer.masksToBounds`.
    open var clipsToBounds: Bool {
        get { layer.masksToBounds }
        set { layer.masksToBounds = newValue }
    }

    /// The backing layer: corner radius, border, shadow; geometry and opacity mirror the view. Its
    /// sublayers are the subviews' layers (and any layer added to it directly), in order.
    public private(set) lazy var layer: CALayer = {
        let backing = ((type(of: self).layerClass as? CALayer.Type) ?? CALayer.self).makeBlank()
        backing.owner = self
        return backing
    }()

    /// The class of the backing layer (`override class var layerClass: AnyClass { CAGradientLayer.self }`);
    /// a layer class of your own is backed by the engine class it derives from.
    open class var layerClass: AnyClass { CALayer.self }

    private var ownTintColor: UIColor?
    /// The tint colour, inherited from the superview when not set; system blue at the root.
    open var tintColor: UIColor! {
        get { ownTintColor ?? superview?.tintColor ?? .systemBlue }
        set {
            ownTintColor = newValue
            propagateTintChange()
        }
    }

    /// Called when the effective tint changes, on this view and on descendants that inherit it.
    open func tintColorDidChange() {}

    private func propagateTintChange() {
        tintColorDidChange()
        for subview in subviews where subview.ownTintColor == nil { subview.propagateTintChange() }
    }

    // MARK: - Animation state (see AnimationEngine)

    var propertyAnimations: [PropertyAnimation] = []

    // MARK: - Auto Layout state (see LayoutSolver)

    /// Whether the view's frame is set by hand (true) or solved from constraints (false).
    open var translatesAutoresizingMaskIntoConstraints = true {
        didSet { superview?.setNeedsLayout() }
    }
    /// Active constraints held by this view (UIKit installs them on the items' closest common ancestor).
    public internal(set) var constraints: [NSLayoutConstraint] = []
    /// Hugging and compression resistance per axis (see UIView+ContentPriorities).
    var contentPriorities = ContentPriorities()
    /// The layout margins, 8 points on each side by default, as UIKit documents for views (see UIView+LayoutMargins).
    var storedLayoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)

    // MARK: - Layout state

    var needsLayout = true

    // MARK: - Gestures

    private var recognizers: [UIGestureRecognizer] = []

    // MARK: - Initializers

    /// A view with `frame` (identity transform).
    public init(frame: CGRect) {
        bounds = CGRect(origin: .zero, size: frame.size)
        center = CGPoint(x: frame.midX, y: frame.midY)
        super.init()
    }

    /// Views are never decoded from nibs here; subclasses must still provide it, as in UIKit.
    public required init?(coder: NSCoder) {
        bounds = .zero
        center = .zero
        super.init()
    }

    public convenience override init() { self.init(frame: .zero) }

    // MARK: - Responder chain

    open override var next: UIResponder? { owningViewController ?? superview }

    // MARK: - Hierarchy management

    /// The window the view is in, if any.
    open var window: UIWindow? {
        var view: UIView? = self
        while let current = view {
            if let window = current as? UIWindow { return window }
            view = current.superview
        }
        return nil
    }

    /// Adds `view` on top of the other subviews (moving it from its old superview).
    open func addSubview(_ view: UIView) {
        insertSubview(view, at: subviews.count)
    }

    /// Adds or moves `view` to position `index` (0 is the back).
    open func insertSubview(_ view: UIView, at index: Int) {
        if view.superview === self, let old = subviews.firstIndex(where: { $0 === view }) {
            subviews.remove(at: old)
            subviews.insert(view, at: min(index, subviews.count))
            placeLayer(of: view)
            return
        }
        let oldWindow = view.window
        view.removeFromSuperview()
        view.willMove(toSuperview: self)
        subviews.insert(view, at: min(max(0, index), subviews.count))
        view.superview = self
        placeLayer(of: view)
        view.needsLayout = true
        setNeedsLayout()
        view.didMoveToSuperview()
        didAddSubview(view)
        if view.window !== oldWindow { view.notifyWindowChange() }
    }

    /// Adds or moves `view` just in front of `sibling`.
    open func insertSubview(_ view: UIView, aboveSubview sibling: UIView) {
        let index = subviews.firstIndex { $0 === sibling }.map { $0 + 1 } ?? subviews.count
        insertSubview(view, at: view.superview === self && (subviews.firstIndex { $0 === view } ?? 0) < index ? index - 1 : index)
    }

    /// Adds or moves `view` just behind `sibling`.
    open func insertSubview(_ view: UIView, belowSubview sibling: UIView) {
        let index = subviews.firstIndex { $0 === sibling } ?? 0
        insertSubview(view, at: view.superview === self && (subviews.firstIndex { $0 === view } ?? 0) < index ? index - 1 : index)
    }

    /// Moves a subview to the front.
    open func bringSubviewToFront(_ view: UIView) {
        guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.append(subviews.remove(at: index))
        placeLayer(of: view)
    }

    /// Moves a subview to the back.
    open func sendSubviewToBack(_ view: UIView) {
        guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.insert(subviews.remove(at: index), at: 0)
        placeLayer(of: view)
    }

    /// Keeps the layer tree in the subviews' order: a subview's layer goes just behind the layer of
    /// the subview in front of it (in front of everything when it is the front subview), so layers
    /// added to this view's layer directly stay where they were among them, as in UIKit.
    private func placeLayer(of subview: UIView) {
        guard let index = subviews.firstIndex(where: { $0 === subview }) else { return }
        let next = index + 1 < subviews.count ? subviews[index + 1].layer : nil
        layer.placeViewLayer(subview.layer, below: next)
    }

    /// Detaches the view; constraints to views outside it are deactivated, as in UIKit.
    open func removeFromSuperview() {
        guard let parent = superview else { return }
        let hadWindow = window != nil
        parent.willRemoveSubview(self)
        willMove(toSuperview: nil)
        // UIKit deactivates constraints that reference a view leaving its superview.
        deactivateConstraintsLeaving(parent)
        parent.subviews.removeAll { $0 === self }
        superview = nil
        layer.removeFromSuperlayer()
        parent.setNeedsLayout()
        didMoveToSuperview()
        if hadWindow { notifyWindowChange() }
    }

    /// Whether the view is `view` or inside it.
    open func isDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }

    /// The first view in this subtree (self included) with `tag`.
    open func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for subview in subviews { if let found = subview.viewWithTag(tag) { return found } }
        return nil
    }

    /// Override point: the superview is about to change.
    open func willMove(toSuperview newSuperview: UIView?) {}
    /// Override point: the superview changed.
    open func didMoveToSuperview() {}
    /// Override point: the window is about to change.
    open func willMove(toWindow newWindow: UIWindow?) {}
    /// Override point: the window changed.
    open func didMoveToWindow() {}
    /// Override point: a subview was added.
    open func didAddSubview(_ subview: UIView) {}
    /// Override point: a subview is about to be removed.
    open func willRemoveSubview(_ subview: UIView) {}

    private func notifyWindowChange() {
        willMove(toWindow: window)
        didMoveToWindow()
        for subview in subviews { subview.notifyWindowChange() }
        // A child controller's view entering or leaving the window of an on-screen parent.
        owningViewController?.rootViewDidChangeWindow(window)
    }

    /// The topmost ancestor (the window for views on screen).
    var rootView: UIView {
        var view = self
        while let parent = view.superview { view = parent }
        return view
    }

    // MARK: - Drawing (see ViewDisplay)

    /// Draws the view's content in `rect` (its bounds) into the current context; the base draws
    /// nothing, and noting that it ran is how the engine learns a class does not override it.
    open func draw(_ rect: CGRect) { drewNothing = true }
    /// Set by the base `draw(_:)`: the call reached it, so the class draws nothing of its own.
    var drewNothing = false
    /// The bounds the contents were last drawn for (nil: never drawn).
    var drawnBounds: CGRect?

    /// Marks the view to be drawn again on the next run-loop turn.
    open func setNeedsDisplay() { layer.setNeedsDisplay() }
    /// Marks part of the view to be drawn again (the whole view is redrawn).
    open func setNeedsDisplay(_ rect: CGRect) { layer.setNeedsDisplay(rect) }

    // MARK: - Layout

    /// Marks the view as needing `layoutSubviews` on the next run-loop turn (clock tick).
    open func setNeedsLayout() { needsLayout = true }

    /// Lays out now if a layout is pending here or in an ancestor.
    open func layoutIfNeeded() {
        var start: UIView = self
        var ancestor = superview
        while let candidate = ancestor {
            if candidate.needsLayout { start = candidate }
            ancestor = candidate.superview
        }
        start.performLayoutPass()
    }

    /// Override to position subviews; the base applies nothing (constraints are applied before it runs).
    open func layoutSubviews() {}

    /// Override point: `layoutMargins` changed.
    open func layoutMarginsDidChange() {}

    /// Hook for views whose constraints depend on their own size (UIStackView); runs before the solve.
    func updateGeneratedConstraints() {}

    /// The size the solver gives an axis nothing else fixes: the intrinsic size, or a stack view's fitting size.
    var solverFallbackSize: CGSize { intrinsicContentSize }

    /// One top-down layout pass: constraints for the subviews, then `layoutSubviews`, then children.
    func performLayoutPass() {
        if needsLayout {
            // A view that generates constraints (a stack view) refreshes them for its current bounds first.
            updateGeneratedConstraints()
            needsLayout = false
            owningViewController?.viewWillLayoutSubviews()
            LayoutSolver.apply(toSubviewsOf: self)
            layoutSubviews()
            owningViewController?.viewDidLayoutSubviews()
        }
        for subview in subviews { subview.performLayoutPass() }
    }

    // MARK: Dynamic item shape

    /// How the view collides in a dynamic animator (`UIDynamicItem`): declared on the class, as UIKit does, so a
    /// subclass can override it (`override var collisionBoundsType: … { .ellipse }`) and the animator sees the override.
    open var collisionBoundsType: UIDynamicItemCollisionBoundsType { .rectangle }

    /// The convex outline used with `.path`, centred on the view's centre; the bounds rectangle unless overridden.
    open var collisionBoundingPath: UIBezierPath {
        UIBezierPath(rect: CGRect(x: -bounds.width / 2, y: -bounds.height / 2, width: bounds.width, height: bounds.height))
    }

    /// UIKit's sentinel for "no intrinsic size in this dimension".
    public static let noIntrinsicMetric: CGFloat = -1

    /// The natural size of the content; views with no content have none.
    open var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }

    /// Asks for a new layout because the content's natural size changed.
    open func invalidateIntrinsicContentSize() {
        superview?.setNeedsLayout()
        setNeedsLayout()
    }

    /// The size that fits the content; a plain view returns its current size, as UIKit's does.
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

    /// Resizes to `sizeThatFits(bounds.size)`, keeping the top-left corner where it is.
    open func sizeToFit() {
        let origin = frame.origin
        let size = sizeThatFits(bounds.size)
        frame = CGRect(origin: origin, size: size)
    }

    // MARK: - Coordinate conversion

    /// Maps a point in this view's bounds to its superview's coordinates (transform about the centre).
    func pointToSuperview(_ point: CGPoint) -> CGPoint {
        let anchor = anchorInBounds
        let local = CGPoint(x: point.x - anchor.x, y: point.y - anchor.y)
        let moved = transform.isIdentity ? local : local.applying(transform)
        return CGPoint(x: moved.x + center.x, y: moved.y + center.y)
    }

    func pointFromSuperview(_ point: CGPoint) -> CGPoint {
        let local = CGPoint(x: point.x - center.x, y: point.y - center.y)
        let unmoved = transform.isIdentity ? local : local.applying(transform.inverted())
        let anchor = anchorInBounds
        return CGPoint(x: unmoved.x + anchor.x, y: unmoved.y + anchor.y)
    }

    /// The point in the root's bounds coordinates (window coordinates for views on screen).
    func pointToRoot(_ point: CGPoint) -> CGPoint {
        var p = point
        var view = self
        while let parent = view.superview {
            p = view.pointToSuperview(p)
            view = parent
        }
        return p
    }

    func pointFromRoot(_ point: CGPoint) -> CGPoint {
        var chain: [UIView] = []
        var view = self
        while let parent = view.superview {
            chain.append(view)
            view = parent
        }
        var p = point
        for view in chain.reversed() { p = view.pointFromSuperview(p) }
        return p
    }

    /// Converts a point from this view's coordinates to `view`'s (the window's when nil).
    open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        let inRoot = pointToRoot(point)
        guard let view = view else { return inRoot }
        let root = rootView, otherRoot = view.rootView
        if root === otherRoot { return view.pointFromRoot(inRoot) }
        // Different hierarchies: go through screen coordinates (each root's frame).
        return view.pointFromRoot(otherRoot.pointFromSuperview(root.pointToSuperview(inRoot)))
    }

    /// Converts a point from `view`'s coordinates (the window's when nil) to this view's.
    open func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        guard let view = view else { return pointFromRoot(point) }
        return view.convert(point, to: self)
    }

    /// The bounding box of `rect`'s corners converted to `view` (the window when nil).
    open func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        UIView.boundingBox(
            [
                CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY)
            ]
            .map { convert($0, to: view) })
    }

    /// The bounding box of `rect`'s corners converted from `view` (the window when nil).
    open func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        UIView.boundingBox(
            [
                CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY)
            ]
            .map { convert($0, from: view) })
    }

    static func boundingBox(_ points: [CGPoint]) -> CGRect {
        let xs = points.map(\.x), ys = points.map(\.y)
        let minX = xs.min() ?? 0, minY = ys.min() ?? 0
        return CGRect(x: minX, y: minY, width: (xs.max() ?? 0) - minX, height: (ys.max() ?? 0) - minY)
    }

    // MARK: - Hit testing

    /// Whether `point` (in this view's coordinates) is inside the bounds.
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.contains(point)
    }

    /// The deepest visible, interactive descendant containing `point`, searching front to back.
    /// Uses model geometry, as UIKit does; views animating without `.allowUserInteraction` are skipped.
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard isUserInteractionEnabled, !isHidden, alpha >= 0.01, !isBlockedByAnimation else { return nil }
        guard self.point(inside: point, with: event) else { return nil }
        for subview in subviews.reversed() {
            if let hit = subview.hitTest(subview.pointFromSuperview(point), with: event) { return hit }
        }
        return self
    }

    private var isBlockedByAnimation: Bool {
        propertyAnimations.contains { record in
            guard let group = record.group as? BlockAnimationGroup else { return false }
            return !group.options.contains(.allowUserInteraction)
        }
    }

    // MARK: - Gesture recognizers

    /// The recognizers attached to this view (nil when none).
    open var gestureRecognizers: [UIGestureRecognizer]? {
        get { recognizers.isEmpty ? nil : recognizers }
        set {
            for recognizer in recognizers { recognizer.view = nil }
            recognizers = []
            for recognizer in newValue ?? [] { addGestureRecognizer(recognizer) }
        }
    }

    /// Attaches a recognizer (detaching it from any other view).
    open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        gestureRecognizer.view?.removeGestureRecognizer(gestureRecognizer)
        recognizers.append(gestureRecognizer)
        gestureRecognizer.view = self
    }

    /// Detaches a recognizer.
    open func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        recognizers.removeAll { $0 === gestureRecognizer }
        if gestureRecognizer.view === self { gestureRecognizer.view = nil }
    }

    /// Asked before a recognizer on this view begins; UIControl uses it to win over single taps.
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }

    // MARK: - Model and presentation values (for the animation engine)

    func modelVector(_ property: AnimatedProperty) -> [Double] {
        switch property {
        case .center: return AnimationVector.of(center)
        case .bounds: return AnimationVector.of(bounds)
        case .transform: return AnimationVector.of(transform)
        case .alpha: return AnimationVector.of(alpha)
        case .backgroundColor: return AnimationVector.of(backgroundColor)
        }
    }

    /// Sets a model value without creating an animation.
    func setModelVector(_ property: AnimatedProperty, _ vector: [Double]) {
        AnimationEngine.capture(into: nil) {
            switch property {
            case .center: center = AnimationVector.point(vector)
            case .bounds: bounds = AnimationVector.rect(vector)
            case .transform: transform = AnimationVector.transform(vector)
            case .alpha: alpha = CGFloat(vector[0])
            case .backgroundColor: backgroundColor = AnimationVector.color(vector)
            }
        }
    }

    /// The model value plus every in-flight animation's remaining contribution, at the clock's time.
    func presentationVector(_ property: AnimatedProperty) -> [Double] {
        var vector = modelVector(property)
        let now = SimulationClock.shared.now
        for record in propertyAnimations where record.property == property {
            let remaining = record.remaining(at: now)
            for i in vector.indices { vector[i] += record.delta[i] * remaining }
        }
        return vector
    }

    /// Whether any animation is in flight on this view.
    var hasAnimations: Bool { !propertyAnimations.isEmpty }
}
