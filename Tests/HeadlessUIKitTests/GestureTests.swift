import XCTest
@testable import HeadlessUIKit

final class GestureTests: AppModelTestCase {
    /// A recognizer that notes, each time the runtime resets it, the state it ended in and where its touches were.
    final class RecordingTap: UITapGestureRecognizer {
        var resets: [(state: UIGestureRecognizer.State, location: CGPoint)] = []
        override func reset() {
            resets.append((state, location(in: nil)))
            super.reset()
        }
    }

    /// The flick sample's gesture wiring (selector rewritten; the dynamics calls replaced by a log).
    final class FlickViewController: UIViewController {
        struct Event {
            let state: UIGestureRecognizer.State; let location: CGPoint; let velocity: CGPoint; let translation: CGPoint;
            let time: TimeInterval
        }
        var events: [Event] = []

        lazy var orangeView: UIView = {
            let widthHeight: CGFloat = 40.0
            let orangeView = UIView(frame: CGRect(x: 0.0, y: 0.0, width: widthHeight, height: widthHeight))
            orangeView.backgroundColor = UIColor.orange
            self.view.addSubview(orangeView)
            return orangeView
        }()

        lazy var panGesture: UIPanGestureRecognizer = {
            let panGesture = UIPanGestureRecognizer(target: self, action: Selector(Self.handlePan(sender:)))
            return panGesture
        }()

        override func viewDidLoad() {
            super.viewDidLoad()
            orangeView.addGestureRecognizer(panGesture)
        }

        override func viewDidLayoutSubviews() {
            super.viewDidLayoutSubviews()
            orangeView.center = view.center
        }

        func handlePan(sender: UIPanGestureRecognizer) {
            let location = sender.location(in: view)
            let velocity = sender.velocity(in: view)
            events.append(
                Event(
                    state: sender.state, location: location, velocity: velocity,
                    translation: sender.translation(in: view), time: SimulationClock.shared.now))
            switch sender.state {
            case .began, .changed:
                orangeView.center = location
            case .cancelled, .ended, .failed, .possible:
                break
            }
        }
    }

    func testScriptedPanProducesUIKitsStateSequenceAndFollowsThePath() {
        let controller = FlickViewController()
        let window = show(controller)
        let start = CGPoint(x: 187.5, y: 333.5), end = CGPoint(x: 187.5, y: 533.5)
        SimulatedUser(window: window).pan(from: start, to: end, duration: 0.3)
        let states = controller.events.map(\.state)
        XCTAssertEqual(states.first, .began)
        XCTAssertEqual(states.last, .ended)
        XCTAssertEqual(Set(states.dropFirst().dropLast()), [.changed])
        XCTAssertEqual(states.count, 19, "18 samples (the first already past 10 points begins, the rest change), then release")
        XCTAssertEqual(controller.events.last!.location, end)
        XCTAssertEqual(controller.events.last!.translation, CGPoint(x: 0, y: 200))
        XCTAssertEqual(controller.events.last!.velocity.y, 200 / 0.3, accuracy: 1)
        XCTAssertEqual(controller.orangeView.center, end)
        XCTAssertEqual(clock.now, 0.3, accuracy: 1e-9)
    }

    func testReleaseVelocityIsConsistentWithTheScript() {
        let controller = FlickViewController()
        let window = show(controller)
        SimulatedUser(window: window).pan(
            from: CGPoint(x: 187.5, y: 333.5), to: CGPoint(x: 287.5, y: 333.5),
            duration: 0.3, releaseVelocity: CGPoint(x: 1500, y: -300))
        let last = controller.events.last!
        XCTAssertEqual(last.state, .ended)
        XCTAssertEqual(last.velocity.x, 1500, accuracy: 1e-6)
        XCTAssertEqual(last.velocity.y, -300, accuracy: 1e-6)
        XCTAssertEqual(last.location, CGPoint(x: 287.5, y: 333.5))
        // Velocities along the way agree with the positions reported.
        for (a, b) in zip(controller.events.dropLast(), controller.events.dropFirst().dropLast()) {
            let dt = b.time - a.time
            XCTAssertEqual(b.velocity.x, (b.location.x - a.location.x) / CGFloat(dt), accuracy: 1e-6)
        }
    }

    func testDragAndTapOnAView() {
        let controller = FlickViewController()
        let window = show(controller)
        let user = SimulatedUser(window: window)
        user.drag(controller.orangeView, by: CGPoint(x: 50, y: -100), duration: 0.2)
        XCTAssertEqual(controller.events.last?.translation, CGPoint(x: 50, y: -100))
        XCTAssertEqual(controller.orangeView.center, CGPoint(x: 237.5, y: 233.5))
        let button = UIButton(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
        var taps = 0
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        controller.view.addSubview(button)
        user.tap(on: button)
        XCTAssertEqual(taps, 1)
    }

    func testShortMovesDoNotBeginAPan() {
        let controller = FlickViewController()
        let window = show(controller)
        SimulatedUser(window: window).pan(from: CGPoint(x: 187.5, y: 333.5), to: CGPoint(x: 192.5, y: 333.5), duration: 0.2)
        XCTAssertTrue(controller.events.isEmpty)
        XCTAssertEqual(controller.panGesture.state, .possible, "reset once the touches that failed it ended")
    }

    func testSetTranslationResetsTheReference() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let window = UIWindow()
        window.addSubview(view)
        window.makeKeyAndVisible()
        var increments: [CGPoint] = []
        let pan = UIPanGestureRecognizer(
            target: view,
            action: Selector(handler: { (sender: UIPanGestureRecognizer) in
                increments.append(sender.translation(in: view))
                sender.setTranslation(.zero, in: view)
            }))
        view.addGestureRecognizer(pan)
        SimulatedUser(window: window).pan(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 100, y: 250), duration: 0.25)
        let total = increments.reduce(CGFloat(0)) { $0 + $1.y }
        XCTAssertEqual(total, 150, accuracy: 1e-9)
        XCTAssertLessThan(increments.dropFirst().map(\.y).max()!, 20)
    }

    func testTranslationIsExpressedInTheGivenViewsCoordinates() {
        let window = UIWindow()
        window.makeKeyAndVisible()
        let scaled = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        scaled.transform = CGAffineTransform(scaleX: 2, y: 2)
        window.addSubview(scaled)
        var translation = CGPoint.zero, velocity = CGPoint.zero
        let pan = UIPanGestureRecognizer(
            target: window,
            action: Selector(handler: { (sender: UIPanGestureRecognizer) in
                translation = sender.translation(in: scaled)
                velocity = sender.velocity(in: scaled)
            }))
        window.addGestureRecognizer(pan)
        SimulatedUser(window: window).pan(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 100, y: 300), duration: 0.2)
        XCTAssertEqual(translation.y, 100, accuracy: 1e-9)
        XCTAssertEqual(velocity.y, 500, accuracy: 1)
    }

    // MARK: - Taps

    final class TapCounter {
        var count = 0; func handleTap() { count += 1 }; func handleTap2(_ tap: UITapGestureRecognizer) { count += 10 }
    }

    func testTapRecognizersWithZeroAndOneArgumentActions() {
        let window = UIWindow()
        window.makeKeyAndVisible()
        let counter = TapCounter()
        let single = RecordingTap(target: counter, action: Selector(TapCounter.handleTap))
        let double = UITapGestureRecognizer(target: counter, action: Selector(TapCounter.handleTap2(_:)))
        double.numberOfTapsRequired = 2
        let left = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let right = UIView(frame: CGRect(x: 200, y: 0, width: 100, height: 100))
        left.addGestureRecognizer(single)
        right.addGestureRecognizer(double)
        window.addSubview(left)
        window.addSubview(right)
        let user = SimulatedUser(window: window)
        user.tap(at: CGPoint(x: 50, y: 50))
        XCTAssertEqual(counter.count, 1)
        // Recognized (`.ended`) at the tap's point, then reset to `.possible` as soon as the tap was handled.
        XCTAssertEqual(single.resets.map(\.state), [.ended])
        XCTAssertEqual(single.resets.first?.location, CGPoint(x: 50, y: 50))
        XCTAssertEqual(single.state, .possible)
        user.tap(at: CGPoint(x: 250, y: 50))
        XCTAssertEqual(counter.count, 1, "one tap does not make a double tap")
        clock.run(for: 1)
        user.tap(at: CGPoint(x: 250, y: 50), count: 2)
        XCTAssertEqual(counter.count, 11)
    }

    func testTapFailsWhenTheFingerMovesAndPanWinsInstead() {
        let window = UIWindow()
        window.makeKeyAndVisible()
        let view = UIView(frame: window.bounds)
        window.addSubview(view)
        var log: [String] = []
        let tap = RecordingTap(target: view, action: Selector(handler: { (_: UITapGestureRecognizer) in log.append("tap") }))
        let pan = UIPanGestureRecognizer(
            target: view, action: Selector(handler: { (p: UIPanGestureRecognizer) in log.append("pan \(p.state)") }))
        view.addGestureRecognizer(tap)
        view.addGestureRecognizer(pan)
        SimulatedUser(window: window).pan(from: CGPoint(x: 10, y: 10), to: CGPoint(x: 10, y: 110), duration: 0.1)
        XCTAssertEqual(log.first, "pan began")
        XCTAssertFalse(log.contains("tap"))
        XCTAssertEqual(tap.resets.map(\.state), [.failed], "the tap failed, and was reset when the finger lifted")
        XCTAssertEqual(pan.state, .possible, "the pan ended, and was reset")
        XCTAssertEqual(log.last, "pan ended")
    }

    func testButtonsBeatTheirAncestorsSingleTaps() {
        let window = UIWindow()
        window.makeKeyAndVisible()
        let container = UIView(frame: window.bounds)
        window.addSubview(container)
        let button = UIButton(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        container.addSubview(button)
        var log: [String] = []
        container.addGestureRecognizer(
            UITapGestureRecognizer(target: container, action: Selector(handler: { log.append("background") })))
        button.addAction(UIAction { _ in log.append("button") }, for: .touchUpInside)
        let user = SimulatedUser(window: window)
        user.tap(at: CGPoint(x: 50, y: 25))
        user.tap(at: CGPoint(x: 200, y: 300))
        XCTAssertEqual(log, ["button", "background"])
    }

    func testRecognizedTapsCancelTheViewsTouches() {
        final class Recorder: UIView {
            var phases: [String] = []
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { phases.append("began") }
            override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { phases.append("ended") }
            override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { phases.append("cancelled") }
        }
        let window = UIWindow()
        window.makeKeyAndVisible()
        let view = Recorder(frame: window.bounds)
        window.addSubview(view)
        let user = SimulatedUser(window: window)
        user.tap(at: CGPoint(x: 10, y: 10))
        XCTAssertEqual(view.phases, ["began", "ended"])
        view.phases.removeAll()
        let tap = UITapGestureRecognizer(target: view, action: Selector(handler: {}))
        view.addGestureRecognizer(tap)
        user.tap(at: CGPoint(x: 10, y: 10))
        XCTAssertEqual(view.phases, ["began", "cancelled"])
        tap.cancelsTouchesInView = false
        view.phases.removeAll()
        clock.run(for: 1)
        user.tap(at: CGPoint(x: 10, y: 10))
        XCTAssertEqual(view.phases, ["began", "ended"])
    }

    func testDisabledRecognizersAndDelegateVeto() {
        final class Veto: UIGestureRecognizerDelegate {
            func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { false }
        }
        let window = UIWindow()
        window.makeKeyAndVisible()
        var count = 0
        let tap = UITapGestureRecognizer(target: window, action: Selector(handler: { count += 1 }))
        window.addGestureRecognizer(tap)
        let user = SimulatedUser(window: window)
        tap.isEnabled = false
        user.tap(at: CGPoint(x: 10, y: 10))
        XCTAssertEqual(count, 0)
        tap.isEnabled = true
        let veto = Veto()
        tap.delegate = veto
        clock.run(for: 1)
        user.tap(at: CGPoint(x: 10, y: 10))
        XCTAssertEqual(count, 0)
        tap.delegate = nil
        clock.run(for: 1)
        user.tap(at: CGPoint(x: 10, y: 10))
        XCTAssertEqual(count, 1)
    }
}
