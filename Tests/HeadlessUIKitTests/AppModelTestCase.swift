import XCTest
@testable import HeadlessUIKit

/// Base for app-model tests: a fresh simulated clock per test and helpers to put a controller on screen.
class AppModelTestCase: XCTestCase {
    var clock: SimulationClock { SimulationClock.shared }

    override func setUp() {
        super.setUp()
        SimulationClock.shared.reset()
    }

    override func tearDown() {
        SimulationClock.shared.reset()
        super.tearDown()
    }

    /// Shows `controller` as the root of a new key window, as an app delegate would.
    @discardableResult
    func show(_ controller: UIViewController) -> UIWindow {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        return window
    }

    /// Runs the clock and samples `value` after every tick.
    func sample<T>(for duration: TimeInterval, _ value: () -> T) -> [T] {
        var samples: [T] = []
        let ticks = Int((duration * SimulationClock.ticksPerSecond).rounded())
        for _ in 0..<ticks {
            clock.step()
            samples.append(value())
        }
        return samples
    }
}

extension CGAffineTransform {
    /// The horizontal scale (for scale-only transforms).
    var scaleX: CGFloat { (a * a + b * b).squareRoot() }
}
