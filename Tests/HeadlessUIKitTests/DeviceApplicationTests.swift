import XCTest
@testable import HeadlessUIKit

/// UIDevice, UIApplication, UIScreen and UITraitCollection.
final class DeviceApplicationTests: AppModelTestCase {
    final class RotatingController: UIViewController {
        var changes: [UIUserInterfaceSizeClass] = []
        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            super.traitCollectionDidChange(previousTraitCollection)
            changes.append(traitCollection.verticalSizeClass)
        }
    }

    func testDeviceDescribesTheSimulatedPhone() {
        let device = UIDevice.current
        XCTAssertEqual(device.model, "iPhone")
        XCTAssertEqual(device.systemName, "iOS")
        XCTAssertEqual(device.userInterfaceIdiom, .phone)
        XCTAssertEqual(device.orientation, .portrait)
        XCTAssertEqual(device.batteryLevel, -1, "monitoring off: −1, as documented")
        XCTAssertEqual(device.batteryState, .unknown)
        device.isBatteryMonitoringEnabled = true
        XCTAssertEqual(device.batteryLevel, 1)
        XCTAssertEqual(device.identifierForVendor, UIDevice.current.identifierForVendor)
        SimulationClock.shared.reset()
        XCTAssertFalse(UIDevice.current.isBatteryMonitoringEnabled, "reset starts the device afresh")
    }

    func testOrientationNotificationsArePostedOnlyWhileGenerated() {
        var posts = 0
        let observer = NotificationCenter.default.addObserver(
            forName: UIDevice.orientationDidChangeNotification, object: nil,
            queue: nil
        ) { _ in posts += 1 }
        defer { NotificationCenter.default.removeObserver(observer) }
        let device = UIDevice.current
        device.simulateOrientation(.landscapeLeft)
        XCTAssertEqual(posts, 0)
        device.beginGeneratingDeviceOrientationNotifications()
        XCTAssertTrue(device.isGeneratingDeviceOrientationNotifications)
        device.simulateOrientation(.portrait)
        device.simulateOrientation(.portrait)
        XCTAssertEqual(posts, 1, "no change, no notification")
        device.endGeneratingDeviceOrientationNotifications()
        device.simulateOrientation(.faceUp)
        XCTAssertEqual(posts, 1)
        XCTAssertTrue(UIDeviceOrientation.faceUp.isFlat)
        XCTAssertFalse(UIDeviceOrientation.faceUp.isValidInterfaceOrientation)
    }

    func testTurningToLandscapeMakesTheHeightCompactAndTellsControllers() {
        let controller = RotatingController()
        show(controller)
        XCTAssertEqual(controller.traitCollection.horizontalSizeClass, .compact)
        XCTAssertEqual(controller.traitCollection.verticalSizeClass, .regular)
        UIDevice.current.simulateOrientation(.landscapeRight)
        XCTAssertEqual(controller.changes, [.compact])
        XCTAssertEqual(UIApplication.shared.statusBarOrientation, .landscapeLeft, "device right is interface left")
        UIDevice.current.simulateOrientation(.faceUp)
        XCTAssertEqual(controller.changes, [.compact], "flat keeps the interface as it was")
        UIDevice.current.simulateOrientation(.portrait)
        XCTAssertEqual(controller.changes, [.compact, .regular])
    }

    func testTraitCollectionsCombineAndCompare() {
        let compact = UITraitCollection(horizontalSizeClass: .compact)
        XCTAssertEqual(compact.verticalSizeClass, .unspecified)
        let both = UITraitCollection(traitsFrom: [compact, UITraitCollection(verticalSizeClass: .regular)])
        XCTAssertEqual(both.horizontalSizeClass, .compact)
        XCTAssertEqual(both.verticalSizeClass, .regular)
        XCTAssertTrue(UIScreen.main.traitCollection.containsTraits(in: both))
        XCTAssertFalse(UIScreen.main.traitCollection.containsTraits(in: UITraitCollection(userInterfaceStyle: .dark)))
        XCTAssertEqual(UIScreen.main.traitCollection.displayScale, 2)
    }

    func testOpeningURLsIsRecordedAndCompletesOnTheNextTurn() {
        let app = UIApplication.shared
        let url = URL(string: "https://example.com/help")!
        var completed: [Bool] = []
        app.open(url, options: [:]) { completed.append($0) }
        XCTAssertEqual(app.openedURLs, [url])
        XCTAssertEqual(completed, [], "UIKit calls the handler asynchronously")
        clock.step()
        XCTAssertEqual(completed, [true])
        XCTAssertTrue(app.canOpenURL(url))
        app.isIdleTimerDisabled = true
        app.applicationIconBadgeNumber = 3
        XCTAssertTrue(app.isIdleTimerDisabled)
        XCTAssertEqual(app.applicationIconBadgeNumber, 3)
        SimulationClock.shared.reset()
        XCTAssertEqual(app.openedURLs, [])
        XCTAssertEqual(app.applicationIconBadgeNumber, 0)
    }

    func testKeyWindowAndWindows() {
        let window = show(UIViewController())
        XCTAssertTrue(UIApplication.shared.keyWindow === window)
        XCTAssertEqual(UIApplication.shared.windows.count, 1)
        XCTAssertEqual(UIApplication.shared.applicationState, .active)
    }
}
