import XCTest
@testable import HeadlessUIKit

final class AnimationTests: AppModelTestCase {
    private func presentedAlpha(_ view: UIView) -> CGFloat { CGFloat(view.layer.presentation()!.opacity) }

    // MARK: - Model and presentation

    func testModelChangesAtOnceAndPresentationFollowsTheClock() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.alpha = 0
        var finishedAt: TimeInterval?
        UIView.animate(
            withDuration: 0.8, animations: { view.alpha = 1.0 },
            completion: { finished in
                XCTAssertTrue(finished)
                finishedAt = self.clock.now
            })
        XCTAssertEqual(view.alpha, 1)
        XCTAssertEqual(presentedAlpha(view), 0)
        clock.run(for: 0.4)
        XCTAssertEqual(presentedAlpha(view), 0.5, accuracy: 1e-6, "ease-in-out is symmetric about half time")
        clock.run(for: 0.4)
        XCTAssertEqual(finishedAt ?? -1, 0.8, accuracy: 1e-9)
        XCTAssertEqual(presentedAlpha(view), 1)
        XCTAssertFalse(view.hasAnimations)
    }

    func testEaseInIsBehindAndEaseOutAheadAtHalfTime() {
        let easeIn = UIView(), easeOut = UIView(), linear = UIView()
        for view in [easeIn, easeOut, linear] { view.alpha = 0 }
        UIView.animate(withDuration: 1, delay: 0, options: [.curveEaseIn], animations: { easeIn.alpha = 1 })
        UIView.animate(withDuration: 1, delay: 0, options: [.curveEaseOut], animations: { easeOut.alpha = 1 })
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear], animations: { linear.alpha = 1 })
        clock.run(for: 0.5)
        XCTAssertLessThan(presentedAlpha(easeIn), 0.45)
        XCTAssertGreaterThan(presentedAlpha(easeOut), 0.55)
        XCTAssertEqual(presentedAlpha(linear), 0.5, accuracy: 1e-6)
    }

    func testDelayHoldsTheStartValueThenAnimates() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var done = false
        UIView.animate(
            withDuration: 0.5, delay: 0.5, options: [.curveLinear],
            animations: {
                view.center = CGPoint(x: 105, y: 5)
            }, completion: { _ in done = true })
        clock.run(for: 0.25)
        XCTAssertEqual(view.layer.presentation()!.position.x, 5, accuracy: 1e-9)
        clock.run(for: 0.5)
        XCTAssertEqual(view.layer.presentation()!.position.x, 55, accuracy: 1e-6)
        XCTAssertFalse(done)
        clock.run(for: 0.25)
        XCTAssertTrue(done)
    }

    // MARK: - Springs

    private func springSamples(damping: CGFloat) -> [CGFloat] {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        UIView.animate(
            withDuration: 1, delay: 0, usingSpringWithDamping: damping, initialSpringVelocity: 0,
            options: [], animations: { view.center = CGPoint(x: 105, y: 5) })
        return sample(for: 1.2) { view.layer.presentation()!.position.x - 5 }
    }

    func testSpringWithDampingHalfOvershootsAndSettles() {
        let samples = springSamples(damping: 0.5)
        XCTAssertGreaterThan(samples.max()!, 110, "a 0.5 damping ratio overshoots by about 16 %")
        XCTAssertEqual(samples[50], 100, accuracy: 0.5, "settled well before the duration ends")
        XCTAssertEqual(samples.last!, 100)
    }

    func testCriticallyDampedSpringNeverOvershoots() {
        let samples = springSamples(damping: 1.0)
        XCTAssertLessThanOrEqual(samples.max()!, 100 + 1e-9)
        XCTAssertEqual(samples, samples.sorted(), "monotonic approach")
        XCTAssertEqual(samples.last!, 100)
    }

    // MARK: - Options

    func testAutoreverseReturnsThenSnapsToTheModelValue() {
        let view = UIView()
        view.alpha = 0
        var finished = false
        UIView.animate(
            withDuration: 0.5, delay: 0, options: [.autoreverse, .curveLinear], animations: { view.alpha = 1 },
            completion: { _ in finished = true })
        clock.run(for: 0.5)
        XCTAssertEqual(presentedAlpha(view), 1, accuracy: 1e-6)
        clock.run(for: 0.25)
        XCTAssertEqual(presentedAlpha(view), 0.5, accuracy: 1e-6)
        XCTAssertFalse(finished)
        clock.run(for: 0.25)
        XCTAssertTrue(finished)
        XCTAssertEqual(presentedAlpha(view), 1, "UIKit shows the model value once an autoreversing animation ends")
    }

    func testRepeatNeverCompletesUntilRemoved() {
        let view = UIView()
        view.alpha = 0
        var result: Bool?
        UIView.animate(
            withDuration: 0.2, delay: 0, options: [.repeat, .curveLinear], animations: { view.alpha = 1 },
            completion: { result = $0 })
        clock.run(for: 0.3)
        XCTAssertEqual(presentedAlpha(view), 0.5, accuracy: 1e-6)
        clock.run(for: 2)
        XCTAssertNil(result)
        view.layer.removeAllAnimations()
        clock.step()
        XCTAssertEqual(result, false)
        XCTAssertEqual(presentedAlpha(view), 1)
    }

    func testAnimatingNothingStillCallsTheCompletionOnTheNextTurn() {
        var result: Bool?
        UIView.animate(withDuration: 1, animations: {}, completion: { result = $0 })
        XCTAssertNil(result)
        clock.step()
        XCTAssertEqual(result, true)
    }

    func testAnimationsAreAdditiveSoASecondOneBlendsWithoutAJump() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear], animations: { view.center.x = 105 })
        clock.run(for: 0.5)
        let before = view.layer.presentation()!.position.x
        UIView.animate(
            withDuration: 1, delay: 0, options: [.curveLinear, .beginFromCurrentState],
            animations: { view.center.x = 5 })
        XCTAssertEqual(view.layer.presentation()!.position.x, before, accuracy: 1e-9)
        clock.run(for: 1)
        XCTAssertEqual(view.layer.presentation()!.position.x, 5, accuracy: 1e-9)
    }

    func testRotationInterpolatesTheAngle() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        UIView.animate(
            withDuration: 1, delay: 0, options: [.curveLinear],
            animations: { view.transform = CGAffineTransform(rotationAngle: .pi / 2) })
        clock.run(for: 0.5)
        let t = view.layer.presentation()!.affineTransform()
        XCTAssertEqual(atan2(t.b, t.a), .pi / 4, accuracy: 1e-6)
        XCTAssertEqual(t.scaleX, 1, accuracy: 1e-6, "rotating does not shrink the view")
    }

    func testBackgroundColourAndFrameAnimate() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.backgroundColor = .black
        UIView.animate(
            withDuration: 1, delay: 0, options: [.curveLinear],
            animations: {
                view.backgroundColor = .white
                view.frame = CGRect(x: 100, y: 100, width: 200, height: 200)
            })
        clock.run(for: 0.5)
        let layer = view.layer.presentation()!
        XCTAssertEqual(layer.backgroundColor?.components?[0] ?? -1, 0.5, accuracy: 1e-6)
        XCTAssertEqual(layer.frame.origin.x, 50, accuracy: 1e-6, "centre 50→200 and width 100→200 both half way")
        XCTAssertEqual(layer.frame.width, 150, accuracy: 1e-6)
    }

    func testAnimatingViewsIgnoreTouchesUnlessAllowed() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let moving = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.addSubview(moving)
        UIView.animate(withDuration: 1, animations: { moving.alpha = 0.5 })
        XCTAssertTrue(root.hitTest(CGPoint(x: 50, y: 50), with: nil) === root)
        UIView.animate(withDuration: 1, delay: 0, options: [.allowUserInteraction], animations: { moving.alpha = 0.9 })
        moving.layer.removeAllAnimations()
        UIView.animate(withDuration: 1, delay: 0, options: [.allowUserInteraction], animations: { moving.alpha = 0.7 })
        XCTAssertTrue(root.hitTest(CGPoint(x: 50, y: 50), with: nil) === moving)
    }

    func testNestedBlocksInheritDurationAndCurveUnlessOverridden() {
        let inherited = UIView(), overridden = UIView()
        inherited.alpha = 0
        overridden.alpha = 0
        var innerDone: TimeInterval?
        UIView.animate(
            withDuration: 1, delay: 0, options: [.curveLinear],
            animations: {
                UIView.animate(
                    withDuration: 0.2, delay: 0, options: [.curveEaseIn], animations: { inherited.alpha = 1 },
                    completion: { _ in innerDone = SimulationClock.shared.now })
                UIView.animate(
                    withDuration: 0.2, delay: 0, options: [.overrideInheritedDuration, .overrideInheritedCurve, .curveLinear],
                    animations: { overridden.alpha = 1 })
            })
        clock.run(for: 0.1)
        XCTAssertEqual(inherited.layer.presentation()!.opacity, 0.1, accuracy: 1e-6, "the outer second, linear")
        XCTAssertEqual(overridden.layer.presentation()!.opacity, 0.5, accuracy: 1e-6)
        clock.run(for: 0.9)
        XCTAssertEqual(innerDone ?? -1, 1, accuracy: 1e-9)
    }

    func testPerformWithoutAnimationSetsValuesDirectly() {
        let view = UIView()
        UIView.animate(
            withDuration: 1,
            animations: {
                UIView.performWithoutAnimation { view.alpha = 0.25 }
            })
        XCTAssertEqual(presentedAlpha(view), 0.25)
    }
}
