import XCTest
@testable import HeadlessUIKit

final class TabBarControllerTests: AppModelTestCase {
    final class Delegate: UITabBarControllerDelegate {
        var refuse: UIViewController?
        var log: [String] = []
        func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
            log.append("should \(viewController.title ?? "?")")
            return viewController !== refuse
        }
        func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
            log.append("did \(viewController.title ?? "?")")
        }
    }

    private func makeTabs() -> (UIWindow, UITabBarController, [TracingViewController], TracingViewController.Trace) {
        let trace = TracingViewController.Trace()
        let tabs = ["A", "B", "C"].map { name -> TracingViewController in
            let controller = TracingViewController(name, trace: trace)
            controller.title = name
            return controller
        }
        let tabBar = UITabBarController()
        tabBar.viewControllers = tabs
        return (show(tabBar), tabBar, tabs, trace)
    }

    func testTheFirstTabShowsAboveTheBar() {
        let (_, tabBar, tabs, trace) = makeTabs()
        XCTAssertEqual(tabBar.selectedIndex, 0)
        XCTAssertTrue(tabBar.selectedViewController === tabs[0])
        XCTAssertTrue(tabs[1].tabBarController === tabBar)
        XCTAssertEqual(tabBar.tabBar.frame, CGRect(x: 0, y: 618, width: 375, height: 49))
        XCTAssertEqual(tabBar.tabBar.items?.map { $0.title }, ["A", "B", "C"], "tab items take the controllers' titles")
        XCTAssertTrue(tabBar.tabBar.selectedItem === tabs[0].tabBarItem)
        XCTAssertFalse(tabs[1].isViewLoaded, "other tabs load lazily")
        XCTAssertEqual(trace.lines.filter { $0.hasPrefix("A.view") }, ["A.viewDidLoad", "A.viewWillAppear", "A.viewDidAppear"])
    }

    func testATapOnATabAsksTheDelegateAndSwitchesInUIKitsOrder() {
        let (window, tabBar, tabs, trace) = makeTabs()
        let delegate = Delegate()
        tabBar.delegate = delegate
        trace.lines.removeAll()
        SimulatedUser(window: window).tap(tabAt: 2, of: tabBar)
        XCTAssertEqual(tabBar.selectedIndex, 2)
        XCTAssertEqual(delegate.log, ["should C", "did C"])
        XCTAssertEqual(
            trace.lines, ["C.viewDidLoad", "A.viewWillDisappear", "C.viewWillAppear", "A.viewDidDisappear", "C.viewDidAppear"])
        XCTAssertNil(tabs[0].view.superview)
        XCTAssertTrue(tabs[2].view.window === window)

        delegate.refuse = tabs[1]
        SimulatedUser(window: window).tap(tabAt: 1, of: tabBar)
        XCTAssertEqual(tabBar.selectedIndex, 2, "the delegate refused")
        XCTAssertEqual(delegate.log.last, "should B")
    }

    func testSettingTheIndexInCodeDoesNotCallTheDelegate() {
        let (_, tabBar, tabs, _) = makeTabs()
        let delegate = Delegate()
        tabBar.delegate = delegate
        tabBar.selectedIndex = 1
        XCTAssertTrue(tabBar.selectedViewController === tabs[1])
        tabBar.selectedViewController = tabs[0]
        XCTAssertEqual(tabBar.selectedIndex, 0)
        XCTAssertEqual(delegate.log, [])
        tabBar.selectedIndex = 7
        XCTAssertEqual(tabBar.selectedIndex, 0, "an index out of range is ignored")
    }

    func testRetappingANavigationTabPopsToItsRoot() {
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        navigation.tabBarItem = UITabBarItem(tabBarSystemItem: .favorites, tag: 4)
        let tabBar = UITabBarController()
        tabBar.setViewControllers([navigation, UIViewController()], animated: false)
        let window = show(tabBar)
        navigation.pushViewController(UIViewController(), animated: false)
        SimulatedUser(window: window).tap(tabAt: 0, of: tabBar)
        clock.run(for: 0.4)
        XCTAssertTrue(navigation.topViewController === root)
        XCTAssertEqual(tabBar.tabBar.items?.first?.title, "Favorites")
        XCTAssertEqual(tabBar.tabBar.items?.first?.tag, 4)
    }

    func testTabBarItemSpellings() {
        let item = UITabBarItem(
            title: "Home", image: UIImage(systemName: "house"), selectedImage: UIImage(systemName: "house.fill"))
        item.badgeValue = "3"
        item.badgeColor = .systemRed
        XCTAssertEqual(item.badgeValue, "3")
        XCTAssertNotNil(item.selectedImage)
        let tagged = UITabBarItem(title: "Search", image: nil, tag: 2)
        XCTAssertEqual(tagged.tag, 2)
        let controller = UIViewController()
        controller.tabBarItem = tagged
        controller.title = "Find"
        XCTAssertEqual(tagged.title, "Find", "a controller's title sets its tab bar item's")
    }
}

extension TabBarControllerTests {
    func testAControllerPushedWithHidesBottomBarHidesTheTabBarUntilPopped() {
        let navigation = UINavigationController(rootViewController: UIViewController())
        let tabBar = UITabBarController()
        tabBar.viewControllers = [navigation]
        show(tabBar)
        let detail = UIViewController()
        detail.hidesBottomBarWhenPushed = true
        navigation.pushViewController(detail, animated: false)
        XCTAssertTrue(tabBar.tabBar.isHidden)
        navigation.popViewController(animated: false)
        XCTAssertFalse(tabBar.tabBar.isHidden)
    }
}
