import Foundation
import HeadlessUIKit
import XCTest

/// A launch calls the app delegate as UIKit does: will-finish, did-finish (no options), did-become-active.
final class UIApplicationDelegateTests: XCTestCase {
    override func setUp() { SimulationClock.shared.reset() }

    private final class Delegate: UIResponder, UIApplicationDelegate {
        var window: UIWindow?
        var calls: [String] = []
        func application(
            _ application: UIApplication,
            didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
        ) -> Bool {
            calls.append("didFinish \(launchOptions == nil ? "no options" : "options")")
            window = UIWindow(frame: UIScreen.main.bounds)
            window?.rootViewController = UIViewController()
            window?.makeKeyAndVisible()
            return true
        }
        func applicationDidBecomeActive(_ application: UIApplication) { calls.append("didBecomeActive") }
        func applicationDidReceiveMemoryWarning(_ application: UIApplication) { calls.append("memoryWarning") }
    }

    func testALaunchCallsTheDelegateInUIKitsOrderAndShowsItsWindow() {
        let delegate = Delegate()
        var notified = 0
        let observer = NotificationCenter.default.addObserver(
            forName: UIApplication.didBecomeActiveNotification, object: nil,
            queue: nil
        ) { _ in notified += 1 }
        defer { NotificationCenter.default.removeObserver(observer) }
        XCTAssertTrue(UIApplication.shared.simulateLaunch(with: delegate))
        XCTAssertEqual(delegate.calls, ["didFinish no options", "didBecomeActive"], "will-finish has its default (true)")
        XCTAssertEqual(notified, 1)
        XCTAssertTrue(UIApplication.shared.delegate === delegate)
        XCTAssertTrue(UIApplication.shared.keyWindow === delegate.window)
        UIApplication.shared.simulateMemoryWarning()
        XCTAssertEqual(delegate.calls.last, "memoryWarning")
    }

    func testTheDelegateIsHeldWeakly() {
        var delegate: Delegate? = Delegate()
        UIApplication.shared.delegate = delegate
        delegate = nil
        XCTAssertNil(UIApplication.shared.delegate, "UIKit does not retain its delegate")
    }
}
