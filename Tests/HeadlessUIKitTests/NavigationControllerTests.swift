import XCTest
@testable import HeadlessUIKit

/// Logs lifecycle and containment calls into a shared list, prefixed with the controller's name.
class TracingViewController: UIViewController {
    let name: String
    let trace: Trace

    final class Trace { var lines: [String] = [] }

    init(_ name: String, trace: Trace) {
        self.name = name
        self.trace = trace
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() { super.viewDidLoad(); trace.lines.append("\(name).viewDidLoad") }
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated); trace.lines.append("\(name).viewWillAppear")
    }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); trace.lines.append("\(name).viewDidAppear") }
    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated); trace.lines.append("\(name).viewWillDisappear")
    }
    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated); trace.lines.append("\(name).viewDidDisappear")
    }
    override func willMove(toParent parent: UIViewController?) {
        super.willMove(toParent: parent)
        trace.lines.append("\(name).willMove(\(parent == nil ? "nil" : "parent"))")
    }
    override func didMove(toParent parent: UIViewController?) {
        super.didMove(toParent: parent)
        trace.lines.append("\(name).didMove(\(parent == nil ? "nil" : "parent"))")
    }
}

final class NavigationControllerTests: AppModelTestCase {
    final class Delegate: UINavigationControllerDelegate {
        let trace: TracingViewController.Trace
        var animator: UIViewControllerAnimatedTransitioning?
        var operations: [UINavigationController.Operation] = []
        init(trace: TracingViewController.Trace) { self.trace = trace }
        func navigationController(
            _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool
        ) {
            trace.lines.append("willShow \((viewController as? TracingViewController)?.name ?? "?")")
        }
        func navigationController(
            _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
        ) {
            trace.lines.append("didShow \((viewController as? TracingViewController)?.name ?? "?")")
        }
        func navigationController(
            _ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
            from fromVC: UIViewController, to toVC: UIViewController
        ) -> UIViewControllerAnimatedTransitioning? {
            operations.append(operation)
            return animator
        }
    }

    private func makeStack() -> (UIWindow, UINavigationController, TracingViewController, TracingViewController.Trace) {
        let trace = TracingViewController.Trace()
        let root = TracingViewController("A", trace: trace)
        let navigation = UINavigationController(rootViewController: root)
        let window = show(navigation)
        return (window, navigation, root, trace)
    }

    func testRootAppearsInsideTheNavigationControllerBelowTheBar() {
        let (_, navigation, root, trace) = makeStack()
        XCTAssertEqual(
            trace.lines, ["A.willMove(parent)", "A.didMove(parent)", "A.viewDidLoad", "A.viewWillAppear", "A.viewDidAppear"])
        XCTAssertTrue(root.navigationController === navigation)
        XCTAssertTrue(navigation.topViewController === root)
        XCTAssertEqual(navigation.children.count, 1)
        XCTAssertEqual(navigation.navigationBar.frame, CGRect(x: 0, y: 20, width: 375, height: 44))
        XCTAssertEqual(root.view.frame, CGRect(x: 0, y: 0, width: 375, height: 667), "under the translucent bar")
        XCTAssertTrue(root.view.window != nil)
        navigation.navigationBar.isTranslucent = false
        XCTAssertEqual(root.view.convert(root.view.bounds, to: nil), CGRect(x: 0, y: 64, width: 375, height: 603))
    }

    func testPushCallsLifecycleAndDelegateInUIKitsOrderOverTheStandardDuration() {
        let (_, navigation, root, trace) = makeStack()
        let delegate = Delegate(trace: trace)
        navigation.delegate = delegate
        trace.lines.removeAll()
        let detail = TracingViewController("B", trace: trace)
        navigation.pushViewController(detail, animated: true)
        XCTAssertTrue(navigation.topViewController === detail, "the stack changes when the push starts")
        XCTAssertEqual(navigation.viewControllers.count, 2)
        XCTAssertTrue(detail.isMovingToParent)
        XCTAssertEqual(
            trace.lines, ["B.willMove(parent)", "B.viewDidLoad", "A.viewWillDisappear", "B.viewWillAppear", "willShow B"])
        XCTAssertEqual(delegate.operations, [.push])
        clock.run(for: 0.2)
        let midway = detail.view.layer.presentation()!.frame.minX
        XCTAssertGreaterThan(midway, 0)
        XCTAssertLessThan(midway, 375)
        XCTAssertTrue(root.view.superview != nil, "both views take part in the slide")
        clock.run(for: 0.2)
        XCTAssertEqual(trace.lines.suffix(4), ["A.viewDidDisappear", "B.viewDidAppear", "B.didMove(parent)", "didShow B"])
        XCTAssertNil(root.view.superview, "the covered view leaves the hierarchy")
        XCTAssertEqual(detail.view.frame, navigation.view.bounds)
        XCTAssertFalse(detail.isMovingToParent)
        XCTAssertEqual(navigation.navigationBar.items?.count, 2)
        XCTAssertEqual(navigation.navigationBar.displayedBackButtonTitle, "Back")
    }

    func testPopMirrorsThePushAndReturnsThePoppedController() {
        let (_, navigation, root, trace) = makeStack()
        let detail = TracingViewController("B", trace: trace)
        root.title = "Inbox"
        navigation.pushViewController(detail, animated: false)
        XCTAssertEqual(navigation.navigationBar.displayedBackButtonTitle, "Inbox")
        trace.lines.removeAll()
        let popped = navigation.popViewController(animated: true)
        XCTAssertTrue(popped === detail)
        XCTAssertTrue(navigation.topViewController === root)
        XCTAssertTrue(detail.isMovingFromParent)
        XCTAssertEqual(trace.lines, ["B.willMove(nil)", "B.viewWillDisappear", "A.viewWillAppear"])
        clock.run(for: 0.4)
        XCTAssertEqual(trace.lines.suffix(3), ["B.viewDidDisappear", "A.viewDidAppear", "B.didMove(nil)"])
        XCTAssertNil(detail.parent)
        XCTAssertNil(detail.navigationController)
        XCTAssertNil(navigation.popViewController(animated: true), "the root is never popped")
    }

    func testPopToRootAndSetViewControllers() {
        let (_, navigation, root, trace) = makeStack()
        let b = TracingViewController("B", trace: trace), c = TracingViewController("C", trace: trace)
        navigation.pushViewController(b, animated: false)
        navigation.pushViewController(c, animated: false)
        XCTAssertEqual(navigation.viewControllers.count, 3)
        let popped = navigation.popToRootViewController(animated: true)
        XCTAssertEqual(popped?.count, 2)
        clock.run(for: 0.4)
        XCTAssertEqual(navigation.viewControllers.count, 1)
        XCTAssertNil(b.parent)
        XCTAssertNil(c.parent)
        navigation.setViewControllers([root, b], animated: false)
        XCTAssertTrue(navigation.topViewController === b)
        XCTAssertEqual(b.appearance, .appeared)
        XCTAssertEqual(root.appearance, .disappeared)
        XCTAssertEqual(navigation.popToViewController(root, animated: false)?.count, 1)
    }

    func testInteractivePopCancelsShortOfHalfAndFinishesPastIt() {
        let (window, navigation, root, trace) = makeStack()
        let detail = TracingViewController("B", trace: trace)
        navigation.pushViewController(detail, animated: false)
        trace.lines.removeAll()
        let user = SimulatedUser(window: window)
        user.swipeBackFromLeftEdge(fraction: 0.3)
        XCTAssertTrue(navigation.topViewController === root, "during the pop the root is on top")
        clock.run(for: 0.5)
        XCTAssertTrue(navigation.topViewController === detail, "a cancelled pop restores the stack")
        XCTAssertEqual(
            trace.lines,
            [
                "B.willMove(nil)", "B.viewWillDisappear", "A.viewWillAppear",
                "A.viewWillDisappear", "A.viewDidDisappear", "B.viewWillAppear", "B.viewDidAppear",
                "B.didMove(parent)"
            ])
        XCTAssertEqual(detail.view.frame, navigation.view.bounds)
        XCTAssertEqual(detail.view.layer.presentation()!.frame.minX, 0, accuracy: 0.5)
        XCTAssertNil(root.view.superview)

        trace.lines.removeAll()
        user.swipeBackFromLeftEdge(fraction: 0.7)
        clock.run(for: 0.5)
        XCTAssertTrue(navigation.topViewController === root)
        XCTAssertEqual(navigation.viewControllers.count, 1)
        XCTAssertEqual(trace.lines.suffix(3), ["B.viewDidDisappear", "A.viewDidAppear", "B.didMove(nil)"])
        XCTAssertNil(detail.view.superview)
    }

    func testEdgePanDoesNothingOnTheRootOrAwayFromTheEdge() {
        let (window, navigation, root, _) = makeStack()
        SimulatedUser(window: window).swipeBackFromLeftEdge(fraction: 0.8)
        XCTAssertTrue(navigation.topViewController === root)
        let detail = UIViewController()
        navigation.pushViewController(detail, animated: false)
        SimulatedUser(window: window).pan(from: CGPoint(x: 100, y: 300), to: CGPoint(x: 350, y: 300), duration: 0.3)
        clock.run(for: 0.5)
        XCTAssertTrue(navigation.topViewController === detail, "a pan that starts away from the edge does not pop")
        XCTAssertTrue(navigation.interactivePopGestureRecognizer is UIScreenEdgePanGestureRecognizer)
    }

    func testDelegatesAnimatorRunsThroughTheTransitionContext() {
        final class Fade: UIViewControllerAnimatedTransitioning {
            var context: UIViewControllerContextTransitioning?
            var ended: Bool?
            func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.6 }
            func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
                context = transitionContext
                guard let toView = transitionContext.view(forKey: .to), let to = transitionContext.viewController(forKey: .to)
                else { return }
                toView.frame = transitionContext.finalFrame(for: to)
                toView.alpha = 0
                transitionContext.containerView.addSubview(toView)
                UIView.animate(
                    withDuration: 0.6, animations: { toView.alpha = 1 },
                    completion: { _ in
                        transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
                    })
            }
            func animationEnded(_ transitionCompleted: Bool) { ended = transitionCompleted }
        }
        let (_, navigation, root, trace) = makeStack()
        let delegate = Delegate(trace: trace)
        let fade = Fade()
        delegate.animator = fade
        navigation.delegate = delegate
        let detail = UIViewController()
        navigation.pushViewController(detail, animated: true)
        let context = try! XCTUnwrap(fade.context)
        XCTAssertTrue(context.viewController(forKey: .from) === root)
        XCTAssertTrue(context.viewController(forKey: .to) === detail)
        XCTAssertEqual(context.initialFrame(for: root), navigation.view.bounds)
        XCTAssertEqual(context.finalFrame(for: root), .zero)
        XCTAssertEqual(context.presentationStyle, .none)
        clock.run(for: 0.4)
        XCTAssertNil(fade.ended, "still running at 0.4 s of 0.6")
        clock.run(for: 0.3)
        XCTAssertEqual(fade.ended, true)
        XCTAssertEqual(detail.appearance, .appeared)
    }

    func testNavigationItemBarsAndToolbar() {
        let (_, navigation, root, _) = makeStack()
        root.title = "Notes"
        XCTAssertEqual(root.navigationItem.title, "Notes")
        XCTAssertEqual(navigation.navigationBar.displayedTitle, "Notes")
        root.navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .add, target: nil, action: nil)
        root.navigationItem.leftBarButtonItems = [UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)]
        XCTAssertEqual(navigation.navigationBar.topItem?.rightBarButtonItem?.systemItem, .add)
        navigation.navigationBar.prefersLargeTitles = true
        XCTAssertEqual(navigation.navigationBar.frame.height, 96)
        root.navigationItem.largeTitleDisplayMode = .never
        navigation.setNeedsContentLayout()
        XCTAssertEqual(navigation.navigationBar.frame.height, 44)
        navigation.setNavigationBarHidden(true, animated: true)
        XCTAssertFalse(navigation.navigationBar.isHidden, "slides away first")
        XCTAssertTrue(navigation.isNavigationBarHidden, "the property changes at once")
        clock.run(for: 0.1)
        XCTAssertLessThan(navigation.navigationBar.layer.presentation()!.frame.minY, 20)
        clock.run(for: 0.15)
        XCTAssertTrue(navigation.navigationBar.isHidden)
        XCTAssertTrue(navigation.isToolbarHidden)
        root.toolbarItems = [
            UIBarButtonItem.flexibleSpace(), UIBarButtonItem(barButtonSystemItem: .trash, target: nil, action: nil)
        ]
        navigation.setToolbarHidden(false, animated: false)
        XCTAssertEqual(navigation.toolbar.items?.count, 2)
        XCTAssertEqual(navigation.toolbar.frame, CGRect(x: 0, y: 623, width: 375, height: 44))
    }

    func testVisibleViewControllerIncludesAModalOverTheStack() {
        let (_, navigation, root, _) = makeStack()
        XCTAssertTrue(navigation.visibleViewController === root)
        let sheet = UIViewController()
        root.present(sheet, animated: false)
        XCTAssertTrue(navigation.visibleViewController === sheet)
        XCTAssertTrue(navigation.topViewController === root)
    }

    func testShowPushesInsideANavigationControllerAndPresentsOutside() {
        let (_, navigation, root, _) = makeStack()
        let detail = UIViewController()
        root.show(detail, sender: nil)
        XCTAssertTrue(navigation.topViewController === detail)
        clock.run(for: 0.4)
        let loner = UIViewController()
        let window = show(loner)
        _ = window
        let modal = UIViewController()
        loner.show(modal, sender: nil)
        XCTAssertTrue(loner.presentedViewController === modal)
    }

    func testANestedPushFinishesTheRunningOneAndIsLogged() {
        let (_, navigation, _, _) = makeStack()
        let b = UIViewController(), c = UIViewController()
        navigation.pushViewController(b, animated: true)
        navigation.pushViewController(c, animated: true)
        XCTAssertEqual(b.appearance, .disappearing)
        clock.run(for: 0.4)
        XCTAssertEqual(navigation.viewControllers.count, 3)
        XCTAssertEqual(c.appearance, .appeared)
        XCTAssertEqual(b.appearance, .disappeared)
        XCTAssertTrue(UIApplication.shared.consoleMessages.contains { $0.contains("nested push animation") })
    }
}

/// `transitionCoordinator` during pushes, pops and presentations.
final class TransitionCoordinatorTests: AppModelTestCase {
    final class Dimming: UIViewController {
        var log: [String] = []
        var hadCoordinator = false
        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            hadCoordinator = transitionCoordinator != nil
            transitionCoordinator?.animate(
                alongsideTransition: { _ in
                    self.view.alpha = 0.5
                },
                completion: { context in
                    self.log.append("completion cancelled=\(context.isCancelled)")
                })
            transitionCoordinator?.notifyWhenInteractionChanges { context in
                self.log.append("interaction cancelled=\(context.isCancelled)")
            }
        }
        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            log.append("viewDidAppear")
        }
    }

    func testAlongsideAnimationsRunWithThePushAndCompletionsBeforeDidAppear() {
        let navigation = UINavigationController(rootViewController: UIViewController())
        show(navigation)
        let dimming = Dimming()
        navigation.pushViewController(dimming, animated: true)
        XCTAssertTrue(dimming.hadCoordinator)
        XCTAssertEqual(dimming.view.alpha, 0.5, "the model value is set at once")
        clock.run(for: 0.15)
        let midway = dimming.view.layer.presentation()!.opacity
        XCTAssertGreaterThan(midway, 0.5)
        XCTAssertLessThan(midway, 1)
        clock.run(for: 0.3)
        XCTAssertEqual(dimming.log, ["completion cancelled=false", "viewDidAppear"])
        XCTAssertNil(dimming.transitionCoordinator, "no transition is running")
    }

    func testACancelledInteractivePopReportsCancellation() {
        let dimming = Dimming()
        let navigation = UINavigationController(rootViewController: dimming)
        let window = show(navigation)
        navigation.pushViewController(UIViewController(), animated: false)
        dimming.log.removeAll()
        dimming.view.alpha = 1
        SimulatedUser(window: window).swipeBackFromLeftEdge(fraction: 0.25)
        clock.run(for: 0.5)
        XCTAssertEqual(dimming.log, ["interaction cancelled=true", "completion cancelled=true"])
        XCTAssertEqual(dimming.view.alpha, 1, accuracy: 0.001, "the scrubbed alongside animation rolled back")
    }

    func testAPresentationHasACoordinatorToo() {
        let root = UIViewController()
        show(root)
        let dimming = Dimming()
        root.present(dimming, animated: true)
        XCTAssertTrue(dimming.hadCoordinator)
        XCTAssertNotNil(root.transitionCoordinator)
        clock.run(for: 0.6)
        XCTAssertEqual(dimming.log, ["completion cancelled=false", "viewDidAppear"])
    }
}
