import XCTest
@testable import HeadlessUIKit

final class AnimationKeyframeTests: AppModelTestCase {
    func testKeyframesAnimateTheirSlicesInOrder() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var finishedAt: TimeInterval?
        let linear = UIView.KeyframeAnimationOptions(rawValue: UIView.AnimationOptions.curveLinear.rawValue)
        UIView.animateKeyframes(
            withDuration: 1, delay: 0, options: linear,
            animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) {
                    view.center = CGPoint(x: 105, y: 5)
                }
                UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
                    view.center = CGPoint(x: 105, y: 105)
                }
            },
            completion: { finished in
                XCTAssertTrue(finished)
                finishedAt = SimulationClock.shared.now
            })
        XCTAssertEqual(view.center, CGPoint(x: 105, y: 105), "the model takes the last keyframe's value at once")
        clock.run(for: 0.25)
        XCTAssertEqual(view.layer.presentation()!.position.x, 55, accuracy: 1e-6)
        XCTAssertEqual(view.layer.presentation()!.position.y, 5, accuracy: 1e-6, "the second keyframe has not started")
        clock.run(for: 0.5)
        XCTAssertEqual(view.layer.presentation()!.position.x, 105, accuracy: 1e-6)
        XCTAssertEqual(view.layer.presentation()!.position.y, 55, accuracy: 1e-6)
        clock.run(for: 0.25)
        XCTAssertEqual(finishedAt ?? -1, 1, accuracy: 1e-9)
        XCTAssertFalse(view.hasAnimations)
    }

    func testOverallCurveDefaultsToEaseInOut() {
        let view = UIView()
        view.alpha = 0
        UIView.animateKeyframes(
            withDuration: 1, delay: 0,
            animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { view.alpha = 1 }
            })
        clock.run(for: 0.25)
        XCTAssertLessThan(view.layer.presentation()!.opacity, 0.2, "ease-in-out is slow at the start")
    }
}
