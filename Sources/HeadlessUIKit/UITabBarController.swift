/// Tabs of view controllers (UIKit's `UITabBarController`): a tab bar at the bottom and the selected
/// controller's view above it (under the translucent bar, as in UIKit).
///
/// Switching tabs (a user's tap, or code setting `selectedIndex`) runs, on screen: new view loaded →
/// old `viewWillDisappear` → new `viewWillAppear` → views swapped and laid out → old
/// `viewDidDisappear` → new `viewDidAppear`. Only a user's tap asks the delegate
/// (`shouldSelect` first, `didSelect` after); tapping the selected tab again pops a navigation
/// controller in it to its root, as UIKit does. More than five tabs (the More tab) are not modelled:
/// every tab shows.
open class UITabBarController: UIViewController {
    /// The controllers, one per tab.
    private var tabs: [UIViewController] = []
    private var selection = NSNotFound

    /// Hears of a user's selections.
    open weak var delegate: UITabBarControllerDelegate?

    /// The bar of tabs.
    public private(set) lazy var tabBar: UITabBar = {
        let bounds = UIScreen.main.bounds
        let bar = UITabBar(
            frame: CGRect(
                x: 0, y: bounds.maxY - UITabBar.standardHeight,
                width: bounds.width, height: UITabBar.standardHeight))
        bar.onUserSelect = { [unowned self] index in self.userSelect(index) }
        return bar
    }()

    /// Holds the selected controller's view.
    let contentView = UIView()

    /// The controllers (nil when none were set). Setting keeps the selection when it still exists.
    open var viewControllers: [UIViewController]? {
        get { tabs.isEmpty ? nil : tabs }
        set { setViewControllers(newValue, animated: false) }
    }

    /// Sets the controllers; the first is selected unless the selected one is among them.
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        let new = viewControllers ?? []
        let old = selectedViewController
        for controller in tabs where !new.contains(where: { $0 === controller }) {
            controller.willMove(toParent: nil)
            if controller.viewIfLoaded?.superview === contentView { controller.view.removeFromSuperview() }
            controller.removeFromParent()
        }
        for controller in new where controller.parent !== self {
            addChild(controller)
            controller.didMove(toParent: self)
        }
        tabs = new
        children = new
        tabBar.setItems(new.map { $0.tabBarItem }, animated: animated)
        let keep = old.flatMap { current in new.firstIndex { $0 === current } }
        selection = NSNotFound
        if let controller = old, keep == nil, appearance == .appeared {
            controller.beginAppearanceTransition(false, animated: false)
            controller.endAppearanceTransition()
        }
        if !new.isEmpty { select(keep ?? 0, previous: keep == nil ? nil : old) }
    }

    /// The selected tab's index (`NSNotFound` when there are no tabs).
    open var selectedIndex: Int {
        get { selection }
        set {
            guard newValue >= 0, newValue < tabs.count else { return }
            select(newValue, previous: selectedViewController)
        }
    }

    /// The selected tab's controller.
    open var selectedViewController: UIViewController? {
        get { selection < tabs.count ? tabs[selection] : nil }
        set {
            guard let controller = newValue, let index = tabs.firstIndex(where: { $0 === controller }) else { return }
            selectedIndex = index
        }
    }

    // MARK: - Selection

    /// A user's tap on tab `index`: the delegate may refuse; re-tapping a navigation controller's tab pops it to its root.
    func userSelect(_ index: Int) {
        guard index < tabs.count else { return }
        let controller = tabs[index]
        if let delegate = delegate, !delegate.tabBarController(self, shouldSelect: controller) { return }
        if index == selection {
            (controller as? UINavigationController)?.popToRootViewController(animated: true)
        } else {
            select(index, previous: selectedViewController)
        }
        delegate?.tabBarController(self, didSelect: controller)
    }

    /// Shows tab `index`, with appearance calls when on screen.
    private func select(_ index: Int, previous: UIViewController?) {
        let next = tabs[index]
        selection = index
        tabBar.selectedItem = next.tabBarItem
        guard previous !== next else { return }
        guard isViewLoaded, appearance == .appeared else {
            if isViewLoaded && appearance != .disappeared { installSelectedView() }
            return
        }
        next.loadViewIfNeeded()
        previous?.beginAppearanceTransition(false, animated: false)
        next.beginAppearanceTransition(true, animated: false)
        installSelectedView()
        next.view.layoutIfNeeded()
        previous?.endAppearanceTransition()
        next.endAppearanceTransition()
    }

    /// Puts the selected controller's view in the content view, removing the previous one.
    private func installSelectedView() {
        guard let selected = selectedViewController else { return }
        let selectedView: UIView = selected.view
        for other in contentView.subviews where other !== selectedView { other.removeFromSuperview() }
        layoutTabContent()
        selectedView.frame = contentView.bounds
        if selectedView.superview !== contentView { contentView.addSubview(selectedView) }
    }

    private func layoutTabContent() {
        guard isViewLoaded else { return }
        let bounds = view.bounds
        tabBar.frame = CGRect(
            x: 0, y: bounds.maxY - UITabBar.standardHeight, width: bounds.width, height: UITabBar.standardHeight)
        let bottom: CGFloat = tabBar.isHidden || tabBar.isTranslucent ? 0 : UITabBar.standardHeight
        contentView.frame = CGRect(x: 0, y: 0, width: bounds.width, height: bounds.height - bottom)
        selectedViewController?.viewIfLoaded.map { if $0.superview === contentView { $0.frame = contentView.bounds } }
    }

    // MARK: - View and appearance

    open override func loadView() {
        let root = UIView(frame: UIScreen.main.bounds)
        root.addSubview(contentView)
        root.addSubview(tabBar)
        view = root
        layoutTabContent()
    }

    open override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        layoutTabContent()
    }

    /// The tab bar controller forwards appearance to the selected controller only.
    open override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }

    override var appearanceChildren: [UIViewController] {
        selectedViewController.map { [$0] } ?? []
    }

    open override func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        if isAppearing { installSelectedView() }
        super.beginAppearanceTransition(isAppearing, animated: animated)
    }
}
