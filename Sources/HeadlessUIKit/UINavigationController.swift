/// A stack of view controllers with a bar on top (UIKit's `UINavigationController`).
///
/// `viewControllers` changes at once when a push or pop starts (so `topViewController` is the
/// incoming controller during the transition, as in UIKit); the transition then runs on the
/// simulated clock through the same context and animator protocols as a modal presentation
/// (`NavigationTransition`): the delegate's animation and interaction controllers, or the standard
/// slide (0.35 s). UIKit's order on a push of B over A: B `willMove(toParent:)` → B `viewDidLoad` →
/// A `viewWillDisappear` → B `viewWillAppear` → delegate `willShow` → … → A `viewDidDisappear` →
/// B `viewDidAppear` → B `didMove(toParent:)` → delegate `didShow`; a pop is the mirror image with
/// `willMove(toParent: nil)` first and `didMove(toParent: nil)` last.
///
/// Layout on the engine's 375 × 667 phone: the bar is at y = 20, 44 points tall (96 with a large
/// title), the toolbar (hidden by default) 44 points at the bottom; a controller's view fills the
/// navigation controller's view, under translucent bars (UIKit's default), or starts below an
/// opaque bar. A pan from the left edge (`interactivePopGestureRecognizer`) pops interactively:
/// released past half the width it finishes, otherwise it cancels and the top controller stays.
open class UINavigationController: UIViewController {
    /// A navigation transition's kind.
    public enum Operation: Int {
        case none, push, pop
    }

    /// How long showing or hiding a bar takes (UIKit's `UINavigationController.hideShowBarDuration`;
    /// Apple documents the constant, not its value: 0.2 s is the value UIKit reports).
    public static let hideShowBarDuration: CGFloat = 0.2

    /// Hears of transitions and vends custom animators.
    open weak var delegate: UINavigationControllerDelegate?
    private var stack: [UIViewController] = []
    /// The transition in progress.
    var transition: NavigationTransition?
    /// Set while the edge pan starts a pop, so the pop is driven by it.
    var pendingEdgeInteraction: UIPercentDrivenInteractiveTransition?
    private var edgeInteraction: UIPercentDrivenInteractiveTransition?
    private lazy var popGestureGate = PopGestureGate(navigation: self)

    /// The view that holds the top controller's view; a transition's container view.
    let contentView = UIView()

    /// The bar at the top.
    public private(set) lazy var navigationBar: UINavigationBar = {
        let bar = UINavigationBar(
            frame: CGRect(
                x: 0, y: UINavigationBar.statusBarHeight,
                width: UIScreen.main.bounds.width, height: UINavigationBar.standardHeight))
        bar.owner = self
        return bar
    }()

    /// The toolbar at the bottom (hidden unless `isToolbarHidden` is false).
    public private(set) lazy var toolbar: UIToolbar! = {
        let bar = UIToolbar()
        bar.isHidden = true
        return bar
    }()

    /// The left-edge pan that pops interactively (a `UIScreenEdgePanGestureRecognizer` on this view).
    public private(set) lazy var interactivePopGestureRecognizer: UIGestureRecognizer? = {
        let pan = UIScreenEdgePanGestureRecognizer(target: self, action: Selector(UINavigationController.handlePopGesture(_:)))
        pan.edges = .left
        pan.delegate = popGestureGate
        return pan
    }()

    /// Whether the bar is hidden (true at once when an animated hide starts, as in UIKit).
    open var isNavigationBarHidden: Bool {
        get { navigationBarIsHidden }
        set { setNavigationBarHidden(newValue, animated: false) }
    }
    private var navigationBarIsHidden = false
    /// Whether the toolbar is hidden (true by default).
    open var isToolbarHidden: Bool {
        get { toolbarIsHidden }
        set { setToolbarHidden(newValue, animated: false) }
    }
    private var toolbarIsHidden = true
    /// Stored: hiding bars on swipe, tap, keyboard or compact height is not modelled.
    open var hidesBarsOnSwipe = false
    /// Stored.
    open var hidesBarsOnTap = false
    /// Stored.
    open var hidesBarsWhenKeyboardAppears = false
    /// Stored.
    open var hidesBarsWhenVerticallyCompact = false

    // MARK: - Initializers

    /// A navigation controller showing `rootViewController`.
    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        setViewControllers([rootViewController], animated: false)
    }

    /// An empty navigation controller.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Storyboards do not exist here; present for subclasses, as in UIKit.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    // MARK: - The stack

    /// The stack, root first. Setting it is `setViewControllers(_:animated: false)`.
    open var viewControllers: [UIViewController] {
        get { stack }
        set { setViewControllers(newValue, animated: false) }
    }

    /// The controller on top of the stack.
    open var topViewController: UIViewController? { stack.last }

    /// The controller whose view shows: the top one, or one presented modally over it or over this controller.
    open var visibleViewController: UIViewController? {
        guard var shown = presentedViewController ?? topViewController?.presentedViewController else { return topViewController }
        while let next = shown.presentedViewController { shown = next }
        return shown
    }

    /// Pushes `viewController`; pushing a controller already in the stack, or a navigation controller,
    /// is a precondition failure (UIKit raises NSInvalidArgumentException).
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        precondition(
            !stack.contains { $0 === viewController },
            "Pushing the same view controller instance (\(viewController)) more than once is not supported")
        precondition(!(viewController is UINavigationController), "Pushing a navigation controller is not supported")
        replaceStack(with: stack + [viewController], animated: animated, operation: .push)
    }

    /// Pops the top controller and returns it; nil when only the root is left.
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard stack.count > 1 else { return nil }
        let popped = stack.last
        replaceStack(with: Array(stack.dropLast()), animated: animated, operation: .pop)
        return popped
    }

    /// Pops down to `viewController` and returns the popped controllers (nil when it is not in the stack).
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        guard let index = stack.firstIndex(where: { $0 === viewController }) else { return nil }
        let popped = Array(stack[(index + 1)...])
        if !popped.isEmpty { replaceStack(with: Array(stack[...index]), animated: animated, operation: .pop) }
        return popped
    }

    /// Pops down to the root and returns the popped controllers.
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard let root = stack.first else { return nil }
        return popToViewController(root, animated: animated)
    }

    /// Replaces the stack; when the top changes on screen, it animates as a push (a new top) or a pop
    /// (a top that was already in the stack).
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        var seen: [UIViewController] = []
        for controller in viewControllers {
            precondition(
                !seen.contains { $0 === controller },
                "setViewControllers: the same view controller instance (\(controller)) appears twice")
            seen.append(controller)
        }
        let operation: Operation = viewControllers.last.map { top in stack.contains { $0 === top } ? .pop : .push } ?? .none
        replaceStack(with: viewControllers, animated: animated, operation: operation)
    }

    /// The one path every stack change takes: containment calls, bar items, and the transition.
    private func replaceStack(with newStack: [UIViewController], animated: Bool, operation: Operation) {
        transition?.finishNow()
        let old = stack
        let leaving = old.filter { controller in !newStack.contains { $0 === controller } }
        let arriving = newStack.filter { controller in !old.contains { $0 === controller } }
        for controller in arriving { addChild(controller) }
        for controller in leaving { controller.willMove(toParent: nil) }
        stack = newStack
        children = newStack
        syncBars()

        let from = old.last, to = newStack.last
        if let from = from, let to = to, from !== to, appearance == .appeared {
            NavigationTransition(
                operation: operation, navigation: self, from: from, to: to, animated: animated,
                previousStack: old, leaving: leaving, arriving: arriving
            ).start()
            return
        }
        // Off screen (or the top did not change): no transition, only containment and the views.
        for controller in leaving {
            if controller.viewIfLoaded?.superview === contentView { controller.view.removeFromSuperview() }
            controller.removeFromParent()
        }
        if appearance == .appearing, from !== to {
            // The navigation controller is appearing: the new top joins its appearance.
            from?.beginAppearanceTransition(false, animated: false)
            from?.endAppearanceTransition()
            to?.beginAppearanceTransition(true, animated: false)
        }
        if isViewLoaded && appearance != .disappeared { installTopView() }
        for controller in arriving { controller.didMove(toParent: self) }
    }

    /// The stack and the bar items after a transition was cancelled.
    func restoreStack(_ previous: [UIViewController]) {
        stack = previous
        children = previous
        syncBars()
    }

    // MARK: - Bars

    /// Hides or shows the bar (sliding it over `hideShowBarDuration` when animated).
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        guard hidden != navigationBarIsHidden else { return }
        navigationBarIsHidden = hidden
        let shown = barFrame()
        let offscreen = shown.offsetBy(dx: 0, dy: -(shown.maxY))
        if animated && isViewLoaded && view.window != nil {
            navigationBar.isHidden = false
            navigationBar.frame = hidden ? shown : offscreen
            UIView.animate(
                withDuration: TimeInterval(Self.hideShowBarDuration),
                animations: {
                    self.navigationBar.frame = hidden ? offscreen : shown
                },
                completion: { _ in
                    self.navigationBar.isHidden = self.navigationBarIsHidden
                    self.navigationBar.frame = shown
                    self.setNeedsContentLayout()
                })
        } else {
            navigationBar.isHidden = hidden
            setNeedsContentLayout()
        }
    }

    /// Hides or shows the toolbar.
    open func setToolbarHidden(_ hidden: Bool, animated: Bool) {
        toolbarIsHidden = hidden
        toolbar.isHidden = hidden
        setNeedsContentLayout()
    }

    /// Where the bar sits for its top item.
    private func barFrame() -> CGRect {
        let width = isViewLoaded ? view.bounds.width : UIScreen.main.bounds.width
        return CGRect(x: 0, y: UINavigationBar.statusBarHeight, width: width, height: navigationBar.preferredHeight)
    }

    /// The bar's items follow the stack; the toolbar shows the top controller's `toolbarItems`.
    private func syncBars() {
        navigationBar.setItems(stack.map { $0.navigationItem }, animated: false)
        toolbar.setItems(stack.last?.toolbarItems, animated: false)
        // UIKit keeps the tab bar hidden while a controller pushed above the root asks for it.
        if let tabBar = tabBarController?.tabBar {
            tabBar.isHidden = stack.dropFirst().contains { $0.hidesBottomBarWhenPushed }
        }
        setNeedsContentLayout()
    }

    /// A controller's toolbar items changed: the toolbar shows them when it is on top.
    func controllerToolbarItemsChanged(_ controller: UIViewController, animated: Bool) {
        if controller === topViewController { toolbar.setItems(controller.toolbarItems, animated: animated) }
    }

    /// Lays the bars and the content view out again (bar heights, hidden and translucent bars).
    func setNeedsContentLayout() {
        guard isViewLoaded else { return }
        let bounds = view.bounds
        if !navigationBar.isHidden { navigationBar.frame = barFrame() }
        toolbar.frame = CGRect(
            x: 0, y: bounds.maxY - UIToolbar.standardHeight, width: bounds.width, height: UIToolbar.standardHeight)
        var top: CGFloat = 0, bottom: CGFloat = 0
        if !navigationBar.isHidden && !navigationBar.isTranslucent { top = navigationBar.frame.maxY }
        if !toolbar.isHidden && !toolbar.isTranslucent { bottom = UIToolbar.standardHeight }
        contentView.frame = CGRect(x: 0, y: top, width: bounds.width, height: max(0, bounds.height - top - bottom))
        if transition == nil, let topView = topViewController?.viewIfLoaded, topView.superview === contentView {
            topView.frame = contentView.bounds
        }
    }

    // MARK: - View and appearance

    open override func loadView() {
        let root = UIView(frame: UIScreen.main.bounds)
        root.addSubview(contentView)
        root.addSubview(navigationBar)
        root.addSubview(toolbar)
        if let pan = interactivePopGestureRecognizer { root.addGestureRecognizer(pan) }
        view = root
        setNeedsContentLayout()
    }

    open override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        setNeedsContentLayout()
    }

    /// The navigation controller forwards appearance to its top controller only.
    open override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }

    override var appearanceChildren: [UIViewController] {
        guard transition == nil, let top = topViewController else { return [] }
        return [top]
    }

    open override func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        let before = appearance
        if isAppearing { installTopView() }
        super.beginAppearanceTransition(isAppearing, animated: animated)
        if isAppearing, appearance != before, transition == nil, let top = topViewController {
            delegate?.navigationController(self, willShow: top, animated: animated)
        }
    }

    open override func endAppearanceTransition() {
        let before = appearance
        super.endAppearanceTransition()
        if appearance == .appeared, before == .appearing, transition == nil, let top = topViewController {
            delegate?.navigationController(self, didShow: top, animated: false)
        }
    }

    /// Puts the top controller's view in the content view (loading it), removing any other.
    func installTopView() {
        guard let top = topViewController else { return }
        loadViewIfNeeded()
        let topView: UIView = top.view
        for other in contentView.subviews where other !== topView { other.removeFromSuperview() }
        setNeedsContentLayout()
        topView.frame = contentView.bounds
        if topView.superview !== contentView { contentView.addSubview(topView) }
    }

    // MARK: - Interactive pop

    /// The edge pan: begins a pop driven by a percent-driven interaction, finishes past half the width.
    func handlePopGesture(_ gesture: UIScreenEdgePanGestureRecognizer) {
        let width = max(1, view.bounds.width)
        let progress = min(1, max(0, gesture.translation(in: view).x / width))
        switch gesture.state {
        case .began:
            guard stack.count > 1, transition == nil else { return }
            let interaction = UIPercentDrivenInteractiveTransition()
            edgeInteraction = interaction
            pendingEdgeInteraction = interaction
            popViewController(animated: true)
            pendingEdgeInteraction = nil
        case .changed:
            edgeInteraction?.update(progress)
        case .ended:
            if progress > 0.5 { edgeInteraction?.finish() } else { edgeInteraction?.cancel() }
            edgeInteraction = nil
        case .cancelled, .failed:
            edgeInteraction?.cancel()
            edgeInteraction = nil
        case .possible:
            break
        }
    }
}

/// The interactive pop gesture's default delegate, as UIKit installs one: it lets the pan begin only
/// when there is something to pop and no transition is running.
final class PopGestureGate: UIGestureRecognizerDelegate {
    weak var navigation: UINavigationController?
    init(navigation: UINavigationController) { self.navigation = navigation }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let navigation = navigation else { return false }
        return navigation.viewControllers.count > 1 && navigation.transition == nil
    }
}
