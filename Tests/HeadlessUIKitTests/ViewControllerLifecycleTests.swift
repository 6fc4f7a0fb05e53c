import XCTest
@testable import HeadlessUIKit

/// Records every lifecycle callback, the way tutorials print them.
class LoggingViewController: UIViewController {
    var log: [String] = []
    let name: String

    init(name: String) {
        self.name = name
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func loadView() { log.append("loadView"); super.loadView() }
    override func viewDidLoad() { super.viewDidLoad(); log.append("viewDidLoad") }
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); log.append("viewWillAppear") }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); log.append("viewDidAppear") }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); log.append("viewWillDisappear") }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); log.append("viewDidDisappear") }
    override func viewWillLayoutSubviews() { super.viewWillLayoutSubviews(); log.append("viewWillLayoutSubviews") }
    override func viewDidLayoutSubviews() { super.viewDidLayoutSubviews(); log.append("viewDidLayoutSubviews") }
}

final class ViewControllerLifecycleTests: AppModelTestCase {
    func testRootControllerGetsUIKitsOrderWhenItsWindowAppears() {
        let controller = LoggingViewController(name: "root")
        XCTAssertFalse(controller.isViewLoaded)
        show(controller)
        XCTAssertEqual(
            controller.log,
            [
                "loadView", "viewDidLoad", "viewWillAppear",
                "viewWillLayoutSubviews", "viewDidLayoutSubviews", "viewDidAppear"
            ])
        XCTAssertEqual(controller.view.frame, UIScreen.main.bounds)
    }

    func testViewLoadsLazilyOnFirstAccessOnly() {
        let controller = LoggingViewController(name: "lazy")
        _ = controller.view
        _ = controller.view
        XCTAssertEqual(controller.log, ["loadView", "viewDidLoad"])
        XCTAssertTrue(controller.isViewLoaded)
    }

    func testLayoutCallbacksRepeatOnlyWhenTheViewNeedsLayout() {
        let controller = LoggingViewController(name: "root")
        show(controller)
        controller.log.removeAll()
        clock.run(for: 0.1)
        XCTAssertEqual(controller.log, [])
        controller.view.setNeedsLayout()
        clock.step()
        XCTAssertEqual(controller.log, ["viewWillLayoutSubviews", "viewDidLayoutSubviews"])
    }

    func testViewDidLayoutSubviewsCanCentreAViewLikeTheFlickSample() {
        final class Flick: UIViewController {
            lazy var orangeView: UIView = {
                let orangeView = UIView(frame: CGRect(x: 0.0, y: 0.0, width: 40, height: 40))
                orangeView.backgroundColor = UIColor.orange
                self.view.addSubview(orangeView)
                return orangeView
            }()
            override func viewDidLayoutSubviews() {
                super.viewDidLayoutSubviews()
                orangeView.center = view.center
            }
        }
        let controller = Flick()
        show(controller)
        XCTAssertEqual(controller.orangeView.center, CGPoint(x: 187.5, y: 333.5))
    }

    func testScreenAndWindowDefaults() {
        XCTAssertEqual(UIScreen.main.bounds, CGRect(x: 0, y: 0, width: 375, height: 667))
        XCTAssertEqual(UIScreen.main.scale, 2)
        let window = show(UIViewController())
        XCTAssertTrue(window.isKeyWindow)
        XCTAssertTrue(UIApplication.shared.keyWindow === window)
        XCTAssertEqual(UIApplication.shared.windows.count, 1)
        SimulationClock.shared.reset()
        XCTAssertEqual(UIApplication.shared.windows.count, 0)
    }

    func testReplacingTheRootControllerMakesTheOldOneDisappear() {
        let first = LoggingViewController(name: "first"), second = LoggingViewController(name: "second")
        let window = show(first)
        first.log.removeAll()
        window.rootViewController = second
        XCTAssertEqual(first.log, ["viewWillDisappear", "viewDidDisappear"])
        XCTAssertNil(first.view.superview)
        XCTAssertTrue(second.view.superview === window)
        XCTAssertEqual(second.log.last, "viewDidAppear")
    }

    func testTouchesClimbFromAnEmptyViewToItsController() {
        final class Touchy: UIViewController {
            var began: [CGPoint] = []
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
                began.append(touches.first!.location(in: view))
            }
        }
        let controller = Touchy()
        let window = show(controller)
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        controller.view.addSubview(child)
        SimulatedUser(window: window).tap(at: CGPoint(x: 50, y: 60))
        XCTAssertEqual(controller.began, [CGPoint(x: 50, y: 60)])
    }
}
