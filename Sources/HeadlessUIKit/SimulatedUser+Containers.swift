/// The user's actions on containers and bars (issue 22): bar button items, the back button, the
/// interactive pop, tabs, page swipes, alerts, share sheets and segues wired to controls.
///
/// Bar button items are not laid out as views here, so a tap on one is delivered to the item itself,
/// after checking what UIKit would: the item is on screen (in the top item of a visible navigation
/// bar, or in a visible toolbar) and enabled. Tabs and page swipes go through real touches.
extension SimulatedUser {
    // MARK: - Bar button items

    /// Taps `item`: its custom view through touches, else (after `tapDuration`) its primary action or
    /// its action, sent as UIKit sends it. Returns false, doing nothing, when the item is not on screen
    /// in this window or is disabled.
    @discardableResult
    public func tap(_ item: UIBarButtonItem) -> Bool {
        if let custom = item.customView, custom.window === window {
            tap(on: custom)
            return true
        }
        guard item.isTappable, let responder = barOwner(of: item) else { return false }
        wait(Self.tapDuration)
        return item.sendAction(from: responder)
    }

    /// Taps the bar button item reading `title` (its title, or a text system item's word such as "Done")
    /// among those on screen. Returns false when there is none.
    @discardableResult
    public func tapBarButton(_ title: String) -> Bool {
        guard let item = visibleBarItems().first(where: { $0.item.displayedTitle == title })?.item else { return false }
        return tap(item)
    }

    /// Taps the back button of `navigationController`'s bar (pops, animated), if it shows one.
    @discardableResult
    public func tapBackButton(of navigationController: UINavigationController) -> Bool {
        let bar = navigationController.navigationBar
        guard navigationController.view.window === window, !bar.isHidden, bar.displayedBackButtonTitle != nil else {
            return false
        }
        wait(Self.tapDuration)
        navigationController.popViewController(animated: true)
        return true
    }

    /// Swipes from the left edge of the screen across `fraction` of its width over `duration`, lifting
    /// with no speed: past half the width the navigation controller pops, less and it cancels.
    public func swipeBackFromLeftEdge(fraction: CGFloat, duration: TimeInterval = 0.4) {
        let y = window.bounds.midY
        let start = CGPoint(x: 5, y: y)
        let end = CGPoint(x: 5 + window.bounds.width * fraction, y: y)
        pan(from: start, to: end, duration: duration, releaseVelocity: .zero)
    }

    // MARK: - Tabs

    /// Taps tab `index` of `tabBarController`'s bar (a touch in the middle of the item).
    public func tap(tabAt index: Int, of tabBarController: UITabBarController) {
        let bar = tabBarController.tabBar
        let frame = bar.itemFrame(at: index)
        tap(at: CGPoint(x: frame.midX, y: frame.midY), in: bar)
    }

    // MARK: - Pages

    /// Swipes `pageViewController`'s page in `direction` (forward: right to left, or bottom to top)
    /// across 70% of the page over 0.3 s, then waits for the pages to settle.
    public func swipe(_ pageViewController: UIPageViewController, _ direction: UIPageViewController.NavigationDirection) {
        let bounds = pageViewController.view.bounds
        let forward = direction == .forward
        let (start, end): (CGPoint, CGPoint)
        if pageViewController.navigationOrientation == .horizontal {
            start = CGPoint(x: bounds.width * (forward ? 0.85 : 0.15), y: bounds.midY)
            end = CGPoint(x: bounds.width * (forward ? 0.15 : 0.85), y: bounds.midY)
        } else {
            start = CGPoint(x: bounds.midX, y: bounds.height * (forward ? 0.85 : 0.15))
            end = CGPoint(x: bounds.midX, y: bounds.height * (forward ? 0.15 : 0.85))
        }
        pan(from: start, to: end, duration: 0.3, in: pageViewController.view)
        wait(UIPageViewController.settleDuration + SimulationClock.tickInterval)
    }

    // MARK: - Alerts and share sheets

    /// Taps the action titled `title` of the alert or action sheet presented in this window: waits for
    /// the presentation to finish, taps, and lets the dismissal run, after which the action's handler
    /// has run (UIKit calls it once the alert is gone). Returns false when no alert shows such an
    /// enabled action.
    @discardableResult
    public func tapAlertAction(_ title: String) -> Bool {
        guard let alert = presentedControllers().compactMap({ $0 as? UIAlertController }).last(where: { !$0.isBeingDismissed }),
            let action = alert.actions.first(where: { $0.title == title && $0.isEnabled })
        else {
            MainLoop.warn("no alert action titled \(title) on screen")
            return false
        }
        waitWhile(limit: 2) { alert.isBeingPresented }
        wait(Self.tapDuration)
        alert.userTapped(action)
        waitWhile(limit: 2) { alert.presentingViewController != nil }
        return true
    }

    /// Picks `activityType` in the share sheet presented in this window (nil: the user cancels it); the
    /// sheet is dismissed and its `completionWithItemsHandler` runs. Returns false when none is presented.
    @discardableResult
    public func completeActivity(_ activityType: UIActivity.ActivityType?, completed: Bool = true) -> Bool {
        guard let sheet = presentedControllers().compactMap({ $0 as? UIActivityViewController }).last else { return false }
        waitWhile(limit: 2) { sheet.isBeingPresented }
        wait(Self.tapDuration)
        sheet.userFinished(activityType, completed: completed && activityType != nil)
        waitWhile(limit: 2) { sheet.presentingViewController != nil }
        return true
    }

    // MARK: - Segues

    /// A tap on a control wired to segue `identifier` in the storyboard: asks the source's
    /// `shouldPerformSegue(withIdentifier:sender:)`, then performs it (prepare, then show). Returns
    /// whether it ran.
    @discardableResult
    public func triggerSegue(_ identifier: String, from source: UIViewController, sender: Any? = nil) -> Bool {
        wait(Self.tapDuration)
        guard source.shouldPerformSegue(withIdentifier: identifier, sender: sender) else { return false }
        source.performSegue(withIdentifier: identifier, sender: sender)
        return true
    }

    // MARK: - Finding what is on screen

    /// Every controller reachable from the window's root: children and presented controllers, depth first.
    private func presentedControllers() -> [UIViewController] {
        var found: [UIViewController] = []
        func visit(_ controller: UIViewController) {
            found.append(controller)
            for child in controller.children { visit(child) }
            if let presented = controller.presentedViewController { visit(presented) }
        }
        if let root = window.rootViewController { visit(root) }
        return found
    }

    /// The bar button items on screen with the controller a nil-target action starts from.
    private func visibleBarItems() -> [(item: UIBarButtonItem, responder: UIResponder)] {
        var items: [(UIBarButtonItem, UIResponder)] = []
        for controller in presentedControllers() {
            guard let navigation = controller as? UINavigationController, navigation.view.window === window,
                let top = navigation.topViewController
            else { continue }
            if !navigation.navigationBar.isHidden, let item = navigation.navigationBar.topItem {
                items += item.barButtonItems.map { ($0, top) }
            }
            if !navigation.toolbar.isHidden { items += (navigation.toolbar.items ?? []).map { ($0, top) } }
        }
        for toolbar in toolbars(in: window) where !(toolbar.superview?.owningViewController is UINavigationController) {
            let responder: UIResponder = toolbar
            items += (toolbar.items ?? []).map { ($0, responder) }
        }
        return items
    }

    private func barOwner(of item: UIBarButtonItem) -> UIResponder? {
        visibleBarItems().first { $0.item === item }?.responder
    }

    /// Standalone toolbars on screen (not hidden, nor inside a hidden view).
    private func toolbars(in view: UIView) -> [UIToolbar] {
        guard !view.isHidden else { return [] }
        var found: [UIToolbar] = []
        if let toolbar = view as? UIToolbar { found.append(toolbar) }
        for subview in view.subviews { found += toolbars(in: subview) }
        return found
    }

    /// Lets time pass, a tick at a time, while `condition` holds (at most `limit` seconds).
    private func waitWhile(limit: TimeInterval, _ condition: () -> Bool) {
        let clock = SimulationClock.shared
        let end = clock.now + limit
        while condition() && clock.now < end { clock.step() }
    }
}
