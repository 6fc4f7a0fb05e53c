import XCTest
@testable import HeadlessUIKit

final class TimingParametersTests: XCTestCase {
    func testStandardCurvesUseCoreAnimationsControlPoints() {
        XCTAssertEqual(UICubicTimingParameters(animationCurve: .easeIn).controlPoint1, CGPoint(x: 0.42, y: 0))
        XCTAssertEqual(UICubicTimingParameters(animationCurve: .easeIn).controlPoint2, CGPoint(x: 1, y: 1))
        XCTAssertEqual(UICubicTimingParameters(animationCurve: .easeOut).controlPoint1, CGPoint(x: 0, y: 0))
        XCTAssertEqual(UICubicTimingParameters(animationCurve: .easeOut).controlPoint2, CGPoint(x: 0.58, y: 1))
        // init(): "the default Core Animation timing function".
        XCTAssertEqual(UICubicTimingParameters().controlPoint1, CGPoint(x: 0.25, y: 0.1))
        XCTAssertEqual(UICubicTimingParameters().controlPoint2, CGPoint(x: 0.25, y: 1))
    }

    func testCubicProgressAtHalfTime() {
        XCTAssertEqual(UICubicTimingParameters(animationCurve: .easeIn).progress(atFraction: 0.5), 0.3153, accuracy: 1e-3)
        XCTAssertEqual(UICubicTimingParameters(animationCurve: .easeOut).progress(atFraction: 0.5), 0.6847, accuracy: 1e-3)
        XCTAssertEqual(UICubicTimingParameters(animationCurve: .easeInOut).progress(atFraction: 0.5), 0.5, accuracy: 1e-9)
        XCTAssertEqual(UICubicTimingParameters(animationCurve: .linear).progress(atFraction: 0.3), 0.3, accuracy: 1e-9)
        let custom = UICubicTimingParameters(controlPoint1: CGPoint(x: 0.1, y: 0.9), controlPoint2: CGPoint(x: 0.2, y: 1))
        XCTAssertGreaterThan(custom.progress(atFraction: 0.2), 0.7, "a fast-start curve is far ahead of linear (0.2)")
    }

    func testSpringMotionMatchesTheClosedForm() {
        // Underdamped ζ = 0.5, ω = 10: first peak at π/ω_d with overshoot exp(−πζ/√(1−ζ²)).
        let spring = SpringMotion(dampingRatio: 0.5, omega: 10, initialVelocity: 0)
        let wd = 10 * (1 - 0.25).squareRoot()
        XCTAssertEqual(spring.progress(at: .pi / wd), 1 + exp(-.pi * 0.5 / (0.75).squareRoot()), accuracy: 1e-9)
        let critical = SpringMotion(dampingRatio: 1, omega: 10, initialVelocity: 0)
        XCTAssertEqual(critical.progress(at: 0.1), 1 - 2 * exp(-1), accuracy: 1e-12)
        let fitted = SpringMotion(dampingRatio: 0.7, duration: 0.5, initialVelocity: 0)
        XCTAssertLessThanOrEqual(fitted.envelope(at: 0.5), SpringMotion.settleThreshold * 1.0001)
    }

    func testDefaultSpringKeepsTheAnimatorsDurationAndDoesNotOvershoot() {
        let animator = UIViewPropertyAnimator(duration: 0.5, timingParameters: UISpringTimingParameters())
        XCTAssertEqual(animator.duration, 0.5)
        let (motion, _) = UISpringTimingParameters().motion(forDuration: 0.5)
        XCTAssertEqual(motion.dampingRatio, 4.56, accuracy: 1e-9)
        XCTAssertLessThanOrEqual((1...30).map { motion.progress(at: Double($0) / 60) }.max()!, 1)
    }

    func testInitialVelocityLaunchesTheSpring() {
        let still = SpringMotion(dampingRatio: 1, omega: 10, initialVelocity: 0)
        let launched = SpringMotion(dampingRatio: 1, omega: 10, initialVelocity: 5)
        XCTAssertGreaterThan(launched.progress(at: 0.01), still.progress(at: 0.01))
        XCTAssertEqual(launched.progress(at: 0.001) / 0.001, 5, accuracy: 0.1)
    }
}
