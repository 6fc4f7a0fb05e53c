import XCTest
@testable import HeadlessUIKit

/// View controller containment as Apple documents it: `addChild` calls `willMove(toParent:)`, the
/// caller adds the view and calls `didMove(toParent:)`; removal is `willMove(toParent: nil)`, the view
/// removed, `removeFromParent()` (which calls `didMove(toParent: nil)`).
final class ChildViewControllerTests: AppModelTestCase {
    func testAddingAChildToAnOnScreenParentFollowsUIKitsOrder() {
        let trace = TracingViewController.Trace()
        let parent = UIViewController()
        show(parent)
        let child = TracingViewController("child", trace: trace)
        parent.addChild(child)
        XCTAssertEqual(trace.lines, ["child.willMove(parent)"], "addChild calls willMove(toParent:) itself")
        XCTAssertTrue(child.parent === parent)
        XCTAssertEqual(parent.children.count, 1)
        child.view.frame = CGRect(x: 0, y: 0, width: 375, height: 200)
        parent.view.addSubview(child.view)
        XCTAssertEqual(
            trace.lines, ["child.willMove(parent)", "child.viewDidLoad", "child.viewWillAppear", "child.viewDidAppear"],
            "the child's view entering the window makes it appear")
        child.didMove(toParent: parent)
        XCTAssertEqual(trace.lines.last, "child.didMove(parent)")

        trace.lines.removeAll()
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
        XCTAssertEqual(
            trace.lines, ["child.willMove(nil)", "child.viewWillDisappear", "child.viewDidDisappear", "child.didMove(nil)"])
        XCTAssertNil(child.parent)
        XCTAssertTrue(parent.children.isEmpty)
    }

    func testChildrenInTheParentsViewShareItsAppearance() {
        let trace = TracingViewController.Trace()
        let parent = UIViewController()
        let child = TracingViewController("child", trace: trace)
        let hidden = TracingViewController("hidden", trace: trace)
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        parent.addChild(hidden)  // its view is never added: UIKit sends it no appearance calls
        hidden.didMove(toParent: parent)
        show(parent)
        XCTAssertTrue(trace.lines.contains("child.viewWillAppear"))
        XCTAssertTrue(trace.lines.contains("child.viewDidAppear"))
        XCTAssertFalse(trace.lines.contains("hidden.viewWillAppear"))
        XCTAssertEqual(child.appearance, .appeared)
    }

    func testAddingToAnotherParentMovesTheChild() {
        let first = UIViewController(), second = UIViewController(), child = UIViewController()
        first.addChild(child)
        second.addChild(child)
        XCTAssertTrue(first.children.isEmpty)
        XCTAssertTrue(second.children.first === child)
        second.addChild(child)
        XCTAssertEqual(second.children.count, 1, "adding again to the same parent changes nothing")
    }

    func testAPresentedControllerFindsNoNavigationControllerButAChildDoes() {
        let navigation = UINavigationController(rootViewController: UIViewController())
        let container = UIViewController()
        let nested = UIViewController()
        navigation.pushViewController(container, animated: false)
        container.addChild(nested)
        XCTAssertTrue(nested.navigationController === navigation, "the nearest ancestor")
        XCTAssertNil(UIViewController().navigationController)
    }
}
