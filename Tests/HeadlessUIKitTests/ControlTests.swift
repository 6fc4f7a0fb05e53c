import XCTest
@testable import HeadlessUIKit

final class ControlTests: AppModelTestCase {
    /// The English blog's button, with `#selector(handleTap)` rewritten as `doctool verify` rewrites it.
    final class ButtonViewController: UIViewController {
        var taps = 0
        lazy var btn: UIButton = {
            let btn = UIButton(type: .system)
            btn.setTitle("Go", for: .normal)
            btn.layer.cornerRadius = 8.0
            btn.layer.masksToBounds = true
            btn.tintColor = .white
            btn.backgroundColor = .red
            btn.addTarget(self, action: Selector(Self.handleTap), for: .touchUpInside)
            return btn
        }()

        override func viewDidLoad() {
            super.viewDidLoad()
            btn.frame = CGRect(x: 100, y: 100, width: 80, height: 40)
            view.addSubview(btn)
        }

        func handleTap() { taps += 1 }
    }

    func testTappingTheButtonSendsTouchUpInsideToTheRewrittenSelector() {
        let controller = ButtonViewController()
        let window = show(controller)
        let user = SimulatedUser(window: window)
        user.tap(at: CGPoint(x: 140, y: 120))
        XCTAssertEqual(controller.taps, 1)
        user.tap(at: CGPoint(x: 10, y: 10))
        XCTAssertEqual(controller.taps, 1)
        XCTAssertFalse(controller.btn.isHighlighted)
    }

    func testDraggingOutBeforeLiftingSendsTouchUpOutside() {
        let controller = ButtonViewController()
        let window = show(controller)
        var events: [String] = []
        controller.btn.addAction(UIAction { _ in events.append("outside") }, for: .touchUpOutside)
        let user = SimulatedUser(window: window)
        user.touchDown(at: CGPoint(x: 140, y: 120))
        XCTAssertTrue(controller.btn.isHighlighted)
        user.moveTouch(to: CGPoint(x: 300, y: 400))
        XCTAssertFalse(controller.btn.isHighlighted)
        user.liftTouch()
        XCTAssertEqual(events, ["outside"])
        XCTAssertEqual(controller.taps, 0)
    }

    /// The bounds-mapping sample's one-argument action, rewritten.
    final class SenderViewController: UIViewController {
        var senders: [UIButton] = []
        lazy var button: UIButton = {
            let button = UIButton(frame: CGRect(x: 0.0, y: 0.0, width: 300.0, height: 200.0))
            button.setTitle("Tap Me", for: .normal)
            self.view.addSubview(button)
            return button
        }()
        override func viewDidLoad() {
            super.viewDidLoad()
            button.addTarget(self, action: Selector(Self.didPressButton(sender:)), for: .touchUpInside)
        }
        func didPressButton(sender: UIButton) { senders.append(sender) }
    }

    func testOneArgumentActionsReceiveTheSender() {
        let controller = SenderViewController()
        _ = controller.view
        controller.button.sendActions(for: .touchUpInside)
        XCTAssertEqual(controller.senders.count, 1)
        XCTAssertTrue(controller.senders.first === controller.button)
        controller.button.sendActions(for: .touchDown)
        XCTAssertEqual(controller.senders.count, 1)
    }

    func testActionsDispatchDynamicallyAndTargetsAreWeak() {
        class Base { var calls: [String] = []; func tapped() { calls.append("base") } }
        final class Derived: Base { override func tapped() { calls.append("derived") } }
        let control = UIControl()
        var target: Derived? = Derived()
        control.addTarget(target, action: Selector(Base.tapped), for: .valueChanged)
        control.sendActions(for: .valueChanged)
        XCTAssertEqual(target?.calls, ["derived"])
        weak let weakTarget = target
        target = nil
        XCTAssertNil(weakTarget)
        control.sendActions(for: .valueChanged)
        control.removeTarget(nil, action: nil, for: .allEvents)
    }

    func testClosureSelectorsNeedNoTarget() {
        let control = UIControl()
        var received: [UIControl] = []
        control.addTarget(
            nil, action: Selector(handler: { (sender: UIControl) in received.append(sender) }), for: .primaryActionTriggered)
        control.sendActions(for: .primaryActionTriggered)
        XCTAssertEqual(received.count, 1)
        XCTAssertTrue(received.first === control)
    }

    func testClosureOverloadsHandTheTargetToTheClosure() {
        final class Screen { var log: [String] = [] }
        let screen = Screen()
        let button = UIButton(type: .system)
        button.addTarget(screen, action: { me, sender in me.log.append("tapped \(sender === button)") }, for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        let pan = UIPanGestureRecognizer()
        pan.addTarget(screen) { me, recognizer in me.log.append("pan \(recognizer.state)") }
        pan.setState(.began)
        XCTAssertEqual(screen.log, ["tapped true", "pan began"])
    }

    final class ChainViewController: UIViewController {
        var calls = 0
        let button = UIButton(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        override func viewDidLoad() {
            super.viewDidLoad()
            view.addSubview(button)
            button.addTarget(nil, action: Selector(Self.buttonTapped), for: .touchUpInside)
        }
        func buttonTapped() { calls += 1 }
    }

    func testNilTargetsReachTheFirstResponderThatHasTheMethod() {
        let controller = ChainViewController()
        let window = show(controller)
        SimulatedUser(window: window).tap(at: CGPoint(x: 25, y: 25))
        XCTAssertEqual(controller.calls, 1, "button → view → view controller")
    }

    func testButtonTitlesAndColoursFallBackToNormal() {
        let button = UIButton(type: .system)
        button.setTitle("Present", for: .normal)
        button.setTitleColor(.blue, for: .normal)
        button.setTitle("Pressed", for: .highlighted)
        XCTAssertEqual(button.title(for: .selected), "Present")
        XCTAssertEqual(button.currentTitle, "Present")
        button.isHighlighted = true
        XCTAssertEqual(button.currentTitle, "Pressed")
        XCTAssertEqual(button.titleLabel?.text, "Pressed")
        XCTAssertEqual(button.currentTitleColor, .blue)
        XCTAssertEqual(button.state, .highlighted)
        button.isEnabled = false
        XCTAssertTrue(button.state.contains(.disabled))
        XCTAssertEqual(UIButton(type: .system).titleColor(for: .normal), .systemBlue)
    }

    func testDisabledControlsSendNothing() {
        let controller = ButtonViewController()
        let window = show(controller)
        controller.btn.isEnabled = false
        SimulatedUser(window: window).tap(at: CGPoint(x: 140, y: 120))
        XCTAssertEqual(controller.taps, 0)
    }
}
