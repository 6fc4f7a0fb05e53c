/// A view controller (UIKit's `UIViewController`): owns a root view, receives lifecycle callbacks
/// in UIKit's order, and presents other view controllers modally.
///
/// Order, as UIKit calls them: `loadView` → `viewDidLoad` (on first access to `view`) →
/// `viewWillAppear` → `viewWillLayoutSubviews` → `viewDidLayoutSubviews` → `viewDidAppear`;
/// when covered or dismissed: `viewWillDisappear` → `viewDidDisappear`.
open class UIViewController: UIResponder {
    private var loadedView: UIView?

    // MARK: - Initializers

    /// The designated initializer; nibs do not exist here, so both arguments are ignored.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init()
    }

    /// Storyboards do not exist here; subclasses must still provide it, as in UIKit.
    public required init?(coder: NSCoder) {
        super.init()
    }

    public convenience override init() { self.init(nibName: nil, bundle: nil) }

    // MARK: - Traits and orientation (see UITraitCollection and UIDevice)

    /// The device's traits.
    open var traitCollection: UITraitCollection { UIScreen.main.traitCollection }
    /// Called when the device's traits change (after `UIDevice.current.simulateOrientation(_:)`).
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
    /// The orientations the controller supports (UIKit's phone default: all but upside down).
    open var supportedInterfaceOrientations: UIInterfaceOrientationMask { .allButUpsideDown }
    /// Whether the controller rotates with the device.
    open var shouldAutorotate: Bool { true }
    /// The status bar style the controller wants (stored nowhere: nothing is drawn).
    open var preferredStatusBarStyle: UIStatusBarStyle { .default }
    /// Whether the controller wants the status bar hidden.
    open var prefersStatusBarHidden: Bool { false }
    /// Asks UIKit to read `preferredStatusBarStyle` again (nothing to redraw here).
    open func setNeedsStatusBarAppearanceUpdate() {}
    /// The system is low on memory (`UIApplication.shared.simulateMemoryWarning()` in a scenario).
    open func didReceiveMemoryWarning() {}

    /// Whether the controller's content is in editing mode (`setEditing(_:animated:)`).
    open var isEditing: Bool {
        get { editingState }
        set { setEditing(newValue, animated: false) }
    }
    private var editingState = false
    /// Enters or leaves editing mode; table view controllers pass it to their table view (call super).
    open func setEditing(_ editing: Bool, animated: Bool) { editingState = editing }

    // MARK: - The view

    /// The root view, loaded on first access (`loadView` then `viewDidLoad`).
    open var view: UIView! {
        get {
            loadViewIfNeeded()
            return loadedView
        }
        set {
            loadedView?.owningViewController = nil
            loadedView = newValue
            newValue?.owningViewController = self
        }
    }

    /// Whether `view` has been loaded.
    open var isViewLoaded: Bool { loadedView != nil }
    /// The root view if loaded, without loading it.
    open var viewIfLoaded: UIView? { loadedView }

    /// Loads the view (`loadView`, then `viewDidLoad`) if it is not loaded yet.
    open func loadViewIfNeeded() {
        guard loadedView == nil, !isLoadingView else { return }
        isLoadingView = true
        loadView()
        isLoadingView = false
        if loadedView == nil { view = UIView(frame: UIScreen.main.bounds) }
        viewDidLoad()
    }
    private var isLoadingView = false

    /// Creates a plain view the size of the screen (UIKit's behaviour without a nib).
    open func loadView() {
        view = UIView(frame: UIScreen.main.bounds)
    }

    /// A title for containers to show. As UIKit documents, setting it also sets the title of the
    /// controller's navigation item and tab bar item.
    open var title: String? {
        didSet {
            navigationItem.title = title
            tabBarItem?.title = title
        }
    }

    // MARK: - Lifecycle callbacks (override points; call super)

    /// Called once after the view is loaded.
    open func viewDidLoad() {}
    /// Called before the view appears (added to a window or uncovered).
    open func viewWillAppear(_ animated: Bool) {}
    /// Called after the view appeared (after layout, or when the transition completes).
    open func viewDidAppear(_ animated: Bool) {}
    /// Called before the view is removed or covered by a full-screen presentation.
    open func viewWillDisappear(_ animated: Bool) {}
    /// Called after the view was removed or covered.
    open func viewDidDisappear(_ animated: Bool) {}
    /// Called in a layout pass before the root view lays out its subviews.
    open func viewWillLayoutSubviews() {}
    /// Called in a layout pass after the root view (and its constraints) laid out its subviews.
    open func viewDidLayoutSubviews() {}

    /// Whether the view is on screen (between viewDidAppear and viewWillDisappear).
    public private(set) var appearance: Appearance = .disappeared
    /// UIKit's appearance states, tracked so callbacks come in pairs and never twice.
    public enum Appearance { case disappeared, appearing, appeared, disappearing }

    /// Starts an appearance change: calls `viewWillAppear` or `viewWillDisappear` (UIKit API).
    open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        lastAppearanceAnimated = animated
        if isAppearing {
            guard appearance == .disappeared || appearance == .disappearing else { return }
            appearance = .appearing
            viewWillAppear(animated)
        } else {
            guard appearance == .appeared || appearance == .appearing else { return }
            appearance = .disappearing
            viewWillDisappear(animated)
        }
        for child in appearanceChildren { child.beginAppearanceTransition(isAppearing, animated: animated) }
    }

    /// Ends it: calls `viewDidAppear` or `viewDidDisappear`.
    open func endAppearanceTransition() {
        switch appearance {
        case .appearing:
            appearance = .appeared
            viewDidAppear(lastAppearanceAnimated)
        case .disappearing:
            appearance = .disappeared
            viewDidDisappear(lastAppearanceAnimated)
        default: break
        }
        for child in appearanceChildren { child.endAppearanceTransition() }
    }
    private var lastAppearanceAnimated = false

    /// Whether this controller's appearance calls are passed on to its children (UIKit API; the
    /// engine's containers return false and forward to the one child they show).
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

    /// The children that receive this controller's appearance calls: with automatic forwarding, those
    /// whose views are inside this controller's view (a child whose view was never added gets none,
    /// as in UIKit). Containers override it with the child they show.
    var appearanceChildren: [UIViewController] {
        guard shouldAutomaticallyForwardAppearanceMethods, let root = loadedView else { return [] }
        return children.filter { $0.loadedView?.isDescendant(of: root) ?? false }
    }

    /// A child's view entered or left a window while its parent is on screen: the child appears or
    /// disappears with it (UIKit's automatic forwarding for `view.addSubview(child.view)` after
    /// `addChild(_:)`). Called by `UIView` when the root view's window changes.
    func rootViewDidChangeWindow(_ window: UIWindow?) {
        guard let parent = parent, parent.shouldAutomaticallyForwardAppearanceMethods,
            parent.appearance == .appeared
        else { return }
        beginAppearanceTransition(window != nil, animated: false)
        endAppearanceTransition()
    }

    // MARK: - Containment

    /// Child view controllers, in the order added.
    public internal(set) var children: [UIViewController] = []
    /// The container this controller is a child of.
    public private(set) weak var parent: UIViewController?

    /// Adds a child: calls its `willMove(toParent: self)` first, as UIKit does; the caller adds the
    /// child's view and then calls `didMove(toParent: self)` itself. A controller that has a parent
    /// is removed from it first. Appearance calls reach children whose views are in this view.
    open func addChild(_ childController: UIViewController) {
        precondition(childController !== self, "child view controller \(childController) cannot be added to itself")
        if childController.parent === self { return }
        childController.removeFromParent()
        childController.willMove(toParent: self)
        children.append(childController)
        childController.parent = self
    }

    /// Removes the controller from its parent and calls `didMove(toParent: nil)` (UIKit's rule: the
    /// caller calls `willMove(toParent: nil)` before, and removes the view itself).
    open func removeFromParent() {
        guard let parent = parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
        didMove(toParent: nil)
    }

    /// True while the controller is being added to a container (a push, between `viewWillAppear` and
    /// `viewDidAppear`), as UIKit reports it.
    public internal(set) var isMovingToParent = false
    /// True while the controller is being removed from a container (a pop), as UIKit reports it.
    public internal(set) var isMovingFromParent = false

    /// Override point: about to be added to or removed from a container.
    open func willMove(toParent parent: UIViewController?) {}
    /// Override point: added to or removed from a container.
    open func didMove(toParent parent: UIViewController?) {}

    // MARK: - Containers (navigation, tab bar, toolbar: issue 22)

    /// The nearest ancestor that is a navigation controller.
    open var navigationController: UINavigationController? { nearestAncestor(UINavigationController.self) }
    /// The nearest ancestor that is a tab bar controller.
    open var tabBarController: UITabBarController? { nearestAncestor(UITabBarController.self) }
    /// The nearest ancestor (or presenter's ancestor) of type `T`; a presented controller looks through its presenter, as UIKit does.
    private func nearestAncestor<T: UIViewController>(_ type: T.Type) -> T? {
        var current = parent
        while let candidate = current {
            if let found = candidate as? T { return found }
            current = candidate.parent
        }
        return nil
    }

    /// What a navigation bar shows for this controller (created on first use, titled with `title`).
    open var navigationItem: UINavigationItem { ownNavigationItem }
    private lazy var ownNavigationItem: UINavigationItem = {
        let item = UINavigationItem()
        item.title = title
        return item
    }()
    /// What a tab bar shows for this controller (created on first use with `title`, no image).
    open lazy var tabBarItem: UITabBarItem! = UITabBarItem(title: title, image: nil, tag: 0)
    /// The items a navigation controller's toolbar shows while this controller is on top.
    open var toolbarItems: [UIBarButtonItem]? {
        didSet { navigationController?.controllerToolbarItemsChanged(self, animated: false) }
    }
    /// Sets `toolbarItems`.
    open func setToolbarItems(_ toolbarItems: [UIBarButtonItem]?, animated: Bool) {
        self.toolbarItems = toolbarItems
    }
    /// When pushed, the navigation controller hides its toolbar and the tab bar controller its tab bar.
    open var hidesBottomBarWhenPushed = false

    /// Shows `vc` in the primary context: a push in a navigation controller, else a modal presentation
    /// (UIKit's `show(_:sender:)` through `targetViewController(forAction:sender:)`).
    open func show(_ vc: UIViewController, sender: Any?) {
        if let navigation = self as? UINavigationController ?? navigationController {
            navigation.pushViewController(vc, animated: true)
        } else {
            present(vc, animated: true)
        }
    }

    /// Shows `vc` as the detail: there is no split view on a phone, so this is `show(_:sender:)`.
    open func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        show(vc, sender: sender)
    }

    /// The coordinator of the transition this controller takes part in (a presentation or dismissal of
    /// it or by it, a push or pop of its navigation controller, or one its parent takes part in); nil
    /// when none is running.
    open var transitionCoordinator: UIViewControllerTransitionCoordinator? {
        if let context = activeTransition?.context ?? presentedViewController?.activeTransition?.context {
            return context.coordinator
        }
        if let navigation = self as? UINavigationController ?? navigationController, let context = navigation.transition?.context
        {
            return context.coordinator
        }
        return parent?.transitionCoordinator
    }

    /// The popover controller of a `.popover` presentation: nil on a phone (the engine's idiom),
    /// where an action sheet or popover is presented as a sheet, so `?.sourceView = …` does nothing.
    open var popoverPresentationController: UIPopoverPresentationController? { nil }

    // MARK: - Storyboards and segues (see UIStoryboard: a scenario's registry stands in for the file)

    /// The storyboard this controller was instantiated from.
    public internal(set) var storyboard: UIStoryboard?
    /// The scene identifier it was instantiated with (engine read-out, used to find its segues).
    public internal(set) var storyboardSceneIdentifier: String?

    /// Runs the segue `identifier` from this controller's storyboard scene: `prepare(for:sender:)`,
    /// then the segue's `perform()`. As Apple documents, `shouldPerformSegue(withIdentifier:sender:)`
    /// is not asked for a programmatic call (`SimulatedUser.triggerSegue` stands for a control wired
    /// in Interface Builder, which asks it). A segue the storyboard lacks is a precondition failure,
    /// as UIKit raises.
    open func performSegue(withIdentifier identifier: String, sender: Any?) {
        guard let board = storyboard, let segue = board.makeSegue(identifier, from: self) else {
            preconditionFailure("Receiver (\(self)) has no segue with identifier '\(identifier)'")
        }
        prepare(for: segue, sender: sender)
        segue.perform()
    }

    /// Override point: decide whether a control-triggered segue runs (true by default).
    open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }
    /// Override point: configure `segue.destination` before the segue runs.
    open func prepare(for segue: UIStoryboardSegue, sender: Any?) {}
    /// Override point for unwinding: whether this controller handles the unwind action (UIKit asks
    /// each candidate from the source up). The engine's default: it has the registered unwind method.
    open func canPerformUnwindSegueAction(
        _ action: Selector, from fromViewController: UIViewController,
        sender: Any?
    ) -> Bool {
        action.accepts(self)
    }

    // MARK: - Responder chain

    /// The superview of the root view (UIKit: "the view controller's view's superview").
    open override var next: UIResponder? { loadedView?.superview }

    // MARK: - Modal presentation

    /// How `present` shows this controller (see `UIModalPresentationStyle`).
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic
    /// Who vends the animation and interaction controllers for this controller's presentation.
    open weak var transitioningDelegate: UIViewControllerTransitioningDelegate?

    /// The controller this one presented (strongly held, as in UIKit).
    public internal(set) var presentedViewController: UIViewController?
    /// The controller that presented this one.
    public internal(set) weak var presentingViewController: UIViewController?
    /// True from `present` until its transition completes.
    public internal(set) var isBeingPresented = false
    /// True from `dismiss` until its transition completes.
    public internal(set) var isBeingDismissed = false
    /// The transition in progress, which keeps its animator and context alive.
    var activeTransition: ModalTransition?
    /// Where the presenter's view lived before a `.fullScreen` presentation removed it.
    weak var presenterViewHome: UIView?

    /// Presents `viewControllerToPresent` modally: asks its `transitioningDelegate` for an animation
    /// controller (and an interaction controller), runs the transition in a container view, and
    /// calls `completion` after `completeTransition(true)`. When this controller is already
    /// presenting or is not in a window nothing happens and, as UIKit logs it, the warning is
    /// recorded in `UIApplication.shared.consoleMessages`.
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        if let current = presentedViewController {
            MainLoop.warn("Attempt to present \(viewControllerToPresent) on \(self) which is already presenting \(current)")
            return
        }
        guard activeTransition == nil, viewControllerToPresent.presentingViewController == nil else {
            MainLoop.warn("Attempt to present \(viewControllerToPresent) on \(self) while a presentation is in progress")
            return
        }
        guard let window = (isViewLoaded ? view.window : nil) else {
            MainLoop.warn("Attempt to present \(viewControllerToPresent) on \(self) whose view is not in the window hierarchy")
            return
        }
        ModalTransition.present(viewControllerToPresent, from: self, in: window, animated: flag, completion: completion)
    }

    /// Dismisses the controller this one presented or, when it presents nothing, this controller itself.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        if let presented = presentedViewController {
            guard presented.activeTransition == nil, activeTransition == nil else { return }
            // UIKit dismisses the whole stack above this controller: the ones above the immediate
            // child go at once (top first), then the child with the animation.
            var stack: [UIViewController] = []
            var above = presented.presentedViewController
            while let next = above { stack.append(next); above = next.presentedViewController }
            for controller in stack.reversed() where controller.activeTransition == nil {
                ModalTransition.dismiss(controller, animated: false, completion: nil)
            }
            ModalTransition.dismiss(presented, animated: flag, completion: completion)
        } else if let presenter = presentingViewController {
            presenter.dismiss(animated: flag, completion: completion)
        } else {
            completion?()
        }
    }
}
