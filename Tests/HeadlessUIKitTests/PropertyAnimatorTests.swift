import XCTest
@testable import HeadlessUIKit

final class PropertyAnimatorTests: AppModelTestCase {
    /// The English blog's refactored bounce, as written in the sample.
    func testChainedDownAndUpAnimatorsCompleteAtPointOneAndPointTwoSeconds() {
        final class Bounce {
            let sqView = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            var log: [(UIViewAnimatingPosition, TimeInterval)] = []
            func run() {
                let downAnimator = UIViewPropertyAnimator(duration: 0.1, curve: .easeOut) {
                    self.sqView.transform = CGAffineTransform(scaleX: 0.9, y: 0.9)
                }

                let upAnimator = UIViewPropertyAnimator(duration: 0.1, curve: .easeIn) {
                    self.sqView.transform = CGAffineTransform.identity
                }

                downAnimator.addCompletion { position in
                    self.log.append((position, SimulationClock.shared.now))
                    upAnimator.startAnimation()
                }

                upAnimator.addCompletion { [weak self] position in
                    self?.log.append((position, SimulationClock.shared.now))
                }
                downAnimator.startAnimation()
            }
        }
        let bounce = Bounce()
        bounce.run()
        XCTAssertEqual(bounce.sqView.transform.scaleX, 0.9, accuracy: 1e-12)
        clock.run(for: 0.05)
        XCTAssertLessThan(bounce.sqView.layer.presentation()!.affineTransform().scaleX, 0.95)
        clock.run(for: 0.2)
        XCTAssertEqual(bounce.log.map(\.0), [.end, .end])
        XCTAssertEqual(bounce.log[0].1, 0.1, accuracy: 1e-9)
        XCTAssertEqual(bounce.log[1].1, 0.2, accuracy: 1e-9)
        XCTAssertEqual(bounce.sqView.layer.presentation()!.affineTransform(), .identity)
    }

    func testStatesRunningAndFractionComplete() {
        let view = UIView()
        view.alpha = 0
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 1 }
        XCTAssertEqual(animator.state, .inactive)
        XCTAssertEqual(view.alpha, 0, "the animation block has not run yet")
        animator.startAnimation()
        XCTAssertEqual(animator.state, .active)
        XCTAssertTrue(animator.isRunning)
        XCTAssertEqual(view.alpha, 1)
        clock.run(for: 0.25)
        XCTAssertEqual(animator.fractionComplete, 0.25, accuracy: 1e-9)
        animator.pauseAnimation()
        XCTAssertFalse(animator.isRunning)
        clock.run(for: 0.5)
        XCTAssertEqual(animator.fractionComplete, 0.25, accuracy: 1e-9)
        animator.fractionComplete = 0.6
        XCTAssertEqual(view.layer.presentation()!.opacity, 0.6, accuracy: 1e-6)
        var position: UIViewAnimatingPosition?
        animator.addCompletion { position = $0 }
        animator.startAnimation()
        clock.run(for: 0.4)
        XCTAssertEqual(position, .end)
        XCTAssertEqual(animator.state, .inactive)
    }

    func testScrubbingIsLinearWhileRunningFollowsTheCurve() {
        let view = UIView()
        view.alpha = 0
        let animator = UIViewPropertyAnimator(duration: 1, curve: .easeIn) { view.alpha = 1 }
        animator.fractionComplete = 0.5
        XCTAssertEqual(animator.state, .active)
        XCTAssertEqual(view.layer.presentation()!.opacity, 0.5, accuracy: 1e-6)
        animator.scrubsLinearly = false
        XCTAssertLessThan(view.layer.presentation()!.opacity, 0.45)
    }

    /// The positions an animator's completions reported, in order.
    final class Completions { var positions: [UIViewAnimatingPosition] = [] }

    /// A 10×10 view centred at (5, 5) and a 1 s linear animator (not started) moving it to x = 105, whose
    /// completions are recorded.
    private func rightwardAnimator() -> (view: UIView, animator: UIViewPropertyAnimator, completions: Completions) {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center = CGPoint(x: 105, y: 5) }
        let completions = Completions()
        animator.addCompletion { completions.positions.append($0) }
        return (view, animator, completions)
    }

    /// Scrubbed to half (shown linearly), then continued with new timing parameters: the view goes on from where
    /// it is shown, on the new curve, over the remaining half of the duration times `durationFactor`.
    func testContinuingWithNewTimingParametersSwitchesCurveFromWhereItIs() {
        let (view, animator, completions) = rightwardAnimator()
        animator.pauseAnimation()
        animator.fractionComplete = 0.5
        XCTAssertEqual(view.layer.presentation()!.position.x, 55, accuracy: 1e-6)
        animator.continueAnimation(withTimingParameters: UICubicTimingParameters(animationCurve: .easeIn), durationFactor: 2)
        XCTAssertEqual(view.layer.presentation()!.position.x, 55, accuracy: 1e-6, "no jump when the curve changes")
        clock.run(for: 0.5)
        let easeInHalfway = UICubicTimingParameters(animationCurve: .easeIn).progress(atFraction: 0.5)
        XCTAssertEqual(
            view.layer.presentation()!.position.x, 55 + 50 * easeInHalfway, accuracy: 0.5,
            "halfway through the remaining 0.5 s × 2, on the ease-in curve")
        XCTAssertEqual(completions.positions, [])
        clock.run(for: 0.55)
        XCTAssertEqual(completions.positions, [.end])
        XCTAssertEqual(view.center, CGPoint(x: 105, y: 5))

        // A spring given as the new timing no longer stops the program; it settles at the end.
        let spring = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center = CGPoint(x: 5, y: 5) }
        spring.pauseAnimation()
        spring.fractionComplete = 0.25
        spring.continueAnimation(withTimingParameters: UISpringTimingParameters(dampingRatio: 0.5), durationFactor: 1)
        clock.run(for: 1)
        XCTAssertEqual(spring.state, .inactive)
        XCTAssertEqual(view.center, CGPoint(x: 5, y: 5))
    }

    func testReversingEndsAtTheStartAndRestoresModelValues() {
        let (view, animator, completions) = rightwardAnimator()
        animator.startAnimation()
        clock.run(for: 0.5)
        animator.isReversed = true
        clock.run(for: 0.25)
        XCTAssertEqual(view.layer.presentation()!.position.x, 30, accuracy: 1e-6)
        clock.run(for: 0.25)
        XCTAssertEqual(completions.positions, [.start])
        XCTAssertEqual(view.center, CGPoint(x: 5, y: 5))
    }

    func testStopWithoutFinishingKeepsCurrentValuesAndSkipsCompletions() {
        let (view, animator, completions) = rightwardAnimator()
        animator.startAnimation()
        clock.run(for: 0.5)
        animator.stopAnimation(true)
        XCTAssertEqual(animator.state, .inactive)
        XCTAssertEqual(view.center.x, 55, accuracy: 1e-6)
        clock.run(for: 1)
        XCTAssertEqual(completions.positions, [])
    }

    func testStopThenFinishAtAPositionSetsItsValues() {
        for (position, expected) in [(UIViewAnimatingPosition.current, 55.0), (.start, 5.0), (.end, 105.0)] {
            let (view, animator, completions) = rightwardAnimator()
            animator.startAnimation()
            clock.run(for: 0.5)
            animator.stopAnimation(false)
            XCTAssertEqual(animator.state, .stopped)
            clock.run(for: 0.5)
            XCTAssertEqual(view.layer.presentation()!.position.x, 55, accuracy: 1e-6, "stopped animators hold still")
            animator.finishAnimation(at: position)
            XCTAssertEqual(completions.positions, [position])
            XCTAssertEqual(Double(view.center.x), expected, accuracy: 1e-6)
            XCTAssertEqual(Double(view.layer.presentation()!.position.x), expected, accuracy: 1e-6)
        }
    }

    func testAnimationsAddedWhileRunningFinishTogether() {
        let view = UIView()
        view.alpha = 0
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 1 }
        animator.startAnimation()
        clock.run(for: 0.5)
        animator.addAnimations { view.center = CGPoint(x: 100, y: 0) }
        clock.run(for: 0.25)
        XCTAssertEqual(view.layer.presentation()!.position.x, 50, accuracy: 1e-6)
        clock.run(for: 0.25)
        XCTAssertEqual(view.layer.presentation()!.position.x, 100)
    }

    func testStartAfterDelayAndRunningPropertyAnimator() {
        let view = UIView()
        view.alpha = 0
        var at: TimeInterval?
        UIViewPropertyAnimator.runningPropertyAnimator(
            withDuration: 0.5, delay: 0.5, options: [.curveLinear],
            animations: { view.alpha = 1 },
            completion: { _ in at = SimulationClock.shared.now })
        clock.run(for: 0.5)
        XCTAssertEqual(view.layer.presentation()!.opacity, 0, accuracy: 1e-6)
        clock.run(for: 0.25)
        XCTAssertEqual(view.layer.presentation()!.opacity, 0.5, accuracy: 1e-6)
        clock.run(for: 0.25)
        XCTAssertEqual(at ?? -1, 1.0, accuracy: 1e-9)
    }

    func testSpringTimingFromTheCustomAnimatorOvershoots() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let timing = UISpringTimingParameters(dampingRatio: 0.5, initialVelocity: CGVector(dx: 1, dy: 0))
        let animator = UIViewPropertyAnimator(duration: 0.6, timingParameters: timing)
        animator.addAnimations { view.center = CGPoint(x: 105, y: 5) }
        var ended: TimeInterval?
        animator.addCompletion { _ in ended = SimulationClock.shared.now }
        animator.startAnimation()
        let xs = sample(for: 0.6) { view.layer.presentation()!.position.x }
        XCTAssertGreaterThan(xs.max()!, 105)
        XCTAssertEqual(ended ?? -1, 0.6, accuracy: 1e-9)
        XCTAssertEqual(xs.last!, 105)
    }

    func testPhysicalSpringReplacesTheDuration() {
        let timing = UISpringTimingParameters(mass: 1, stiffness: 100, damping: 20, initialVelocity: CGVector(dx: 0, dy: 0))
        let animator = UIViewPropertyAnimator(duration: 10, timingParameters: timing)
        // Critically damped, ω = 10 rad/s: settles to 0.1 % in about 0.92 s.
        XCTAssertEqual(animator.duration, 0.92, accuracy: 0.02)
        let dampingInit = UIViewPropertyAnimator(duration: 0.3, dampingRatio: 0.7)
        XCTAssertEqual(dampingInit.duration, 0.3)
    }
}
