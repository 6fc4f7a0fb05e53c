import XCTest
@testable import HeadlessUIKit

/// UIButton's per-state images and primary action, and the memory warning a scenario can send.
final class ButtonImageAndMemoryWarningTests: AppModelTestCase {
    func testButtonImagesFallBackToNormalAndWidenTheButton() {
        let button = UIButton(type: .system)
        button.setTitle("Send message", for: .normal)  // 12 × 15 × 0.55 = 99 points
        let titleOnly = button.intrinsicContentSize
        XCTAssertEqual(titleOnly.width, 99)
        let icon = UIImage(systemName: "paperplane")!
        button.setImage(icon, for: .normal)
        XCTAssertTrue(button.image(for: .highlighted) === icon, "falls back to the .normal image")
        XCTAssertTrue(button.currentImage === icon)
        XCTAssertEqual(button.intrinsicContentSize.width, titleOnly.width + icon.size.width)
        let pressed = UIImage(systemName: "paperplane.fill")!
        button.setImage(pressed, for: .highlighted)
        button.isHighlighted = true
        XCTAssertTrue(button.imageView?.image === pressed)
        button.setBackgroundImage(icon, for: .normal)
        XCTAssertTrue(button.backgroundImage(for: .selected) === icon)
    }

    func testPrimaryActionRunsOnATap() {
        var taps = 0
        let button = UIButton(primaryAction: UIAction(title: "Send") { _ in taps += 1 })
        XCTAssertEqual(button.title(for: .normal), "Send")
        button.frame = CGRect(x: 50, y: 50, width: 100, height: 44)
        let controller = UIViewController()
        let window = show(controller)
        controller.view.addSubview(button)
        SimulatedUser(window: window).tap(on: button)
        XCTAssertEqual(taps, 1)
    }

    final class CacheController: UIViewController {
        var warnings = 0
        override func didReceiveMemoryWarning() {
            super.didReceiveMemoryWarning()
            warnings += 1
        }
    }

    func testMemoryWarningReachesControllersOnScreenAndObservers() {
        let controller = CacheController()
        show(controller)
        var posted = 0
        let token = NotificationCenter.default.addObserver(
            forName: UIApplication.didReceiveMemoryWarningNotification,
            object: nil, queue: nil
        ) { _ in posted += 1 }
        defer { NotificationCenter.default.removeObserver(token) }
        UIApplication.shared.simulateMemoryWarning()
        XCTAssertEqual(controller.warnings, 1)
        XCTAssertEqual(posted, 1)
    }

    final class Listener {
        var names: [String] = []
        func heard(_ notification: Notification) { names.append(notification.name.rawValue) }
    }

    func testSelectorObserversGetTheNotificationAndCanBeRemoved() {
        let listener = Listener()
        let name = Notification.Name("EngineTestNotification")
        NotificationCenter.default.addObserver(listener, selector: Selector(Listener.heard(_:)), name: name, object: nil)
        NotificationCenter.default.post(name: name, object: nil)
        XCTAssertEqual(listener.names, ["EngineTestNotification"])
        NotificationCenter.default.removeSelectorObservers(listener)
        NotificationCenter.default.post(name: name, object: nil)
        XCTAssertEqual(listener.names.count, 1)
    }
}
