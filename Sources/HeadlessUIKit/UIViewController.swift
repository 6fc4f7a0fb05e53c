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

    /// A title for containers to show; stored only.
    open var title: String?

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
        for child in children { child.beginAppearanceTransition(isAppearing, animated: animated) }
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
        for child in children { child.endAppearanceTransition() }
    }
    private var lastAppearanceAnimated = false

    // MARK: - Containment

    /// Child view controllers, in the order added.
    public private(set) var children: [UIViewController] = []
    /// The container this controller is a child of.
    public private(set) weak var parent: UIViewController?

    /// Adds a child (calls its `willMove(toParent:)`); appearance calls are forwarded to children.
    open func addChild(_ childController: UIViewController) {
        childController.removeFromParent()
        childController.willMove(toParent: self)
        children.append(childController)
        childController.parent = self
    }

    /// Removes the controller from its parent (calls `didMove(toParent: nil)`).
    open func removeFromParent() {
        guard let parent = parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
        didMove(toParent: nil)
    }

    /// Override point: about to be added to or removed from a container.
    open func willMove(toParent parent: UIViewController?) {}
    /// Override point: added to or removed from a container.
    open func didMove(toParent parent: UIViewController?) {}

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
