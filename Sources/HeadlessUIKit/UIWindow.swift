/// A window (UIKit's `UIWindow`): the root of a view hierarchy on screen, hosting a root view controller.
///
/// Set-up as in any UIKit app:
/// ```
/// let window = UIWindow(frame: UIScreen.main.bounds)   // 375 × 667 points
/// window.rootViewController = ViewController()
/// window.makeKeyAndVisible()   // viewDidLoad, viewWillAppear, layout, viewDidAppear
/// ```
/// From then on every `SimulationClock.shared` tick is a run-loop turn: animation completions,
/// then a layout pass for pending `setNeedsLayout()` and constraint changes.
open class UIWindow: UIView {
    /// Whether this is the key window.
    public private(set) var isKeyWindow = false
    /// The screen (always `UIScreen.main`).
    open var screen: UIScreen = .main

    /// The controller whose view fills the window; setting it on a visible window swaps views with appearance calls.
    open var rootViewController: UIViewController? {
        didSet {
            guard rootViewController !== oldValue else { return }
            if let old = oldValue, old.isViewLoaded, old.view.superview === self {
                let visible = !isHidden
                if visible { old.beginAppearanceTransition(false, animated: false) }
                old.view.removeFromSuperview()
                if visible { old.endAppearanceTransition() }
            }
            if !isHidden { installRootViewController() }
        }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isHidden = true
    }

    /// Windows are never decoded here; present for subclasses, as in UIKit.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isHidden = true
    }

    /// A window covering the main screen.
    public convenience init() { self.init(frame: UIScreen.main.bounds) }

    /// Shows the window and makes it key; the root view controller appears (synchronously).
    open func makeKeyAndVisible() {
        makeKey()
        guard isHidden else { return }
        isHidden = false
        let loop = SimulationClock.shared.mainLoop
        if !loop.windows.contains(where: { $0 === self }) { loop.windows.append(self) }
        installRootViewController()
    }

    /// Makes this the key window (`UIApplication.shared.keyWindow`).
    open func makeKey() {
        let loop = SimulationClock.shared.mainLoop
        loop.keyWindow?.isKeyWindow = false
        loop.keyWindow = self
        isKeyWindow = true
    }

    /// Delivers a touch event: recognizers, then the hit view (see `SimulatedUser` to produce events).
    open func sendEvent(_ event: UIEvent) {
        TouchDispatcher.deliver(event, in: self)
    }

    private func installRootViewController() {
        guard let root = rootViewController else { return }
        let view: UIView = root.view
        view.frame = bounds
        root.beginAppearanceTransition(true, animated: false)
        insertSubview(view, at: 0)
        layoutIfNeeded()
        root.endAppearanceTransition()
    }
}
