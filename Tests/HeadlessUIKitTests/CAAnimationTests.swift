import XCTest
@testable import HeadlessUIKit

/// Core Animation's animations on the simulated clock, against Apple's documented semantics.
final class CAAnimationTests: AppModelTestCase {
    private final class Recorder: CAAnimationDelegate {
        var events: [String] = []
        var times: [TimeInterval] = []
        func animationDidStart(_ anim: CAAnimation) {
            events.append("start \(anim.value(forKey: "tag") ?? "")")
            times.append(SimulationClock.shared.now)
        }
        func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
            events.append("stop \(anim.value(forKey: "tag") ?? "") \(flag)")
            times.append(SimulationClock.shared.now)
        }
    }

    /// A free layer that has existed for a turn (so its changes may animate implicitly).
    private func settledLayer() -> CALayer {
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        clock.step()
        return layer
    }

    private func presented(_ layer: CALayer) -> CALayer { layer.presentation()! }

    // MARK: - Basic animations, model and presentation

    func testLinearBasicAnimationIsHalfwayAtHalfTimeAndSnapsBack() {
        let layer = CALayer()
        layer.position = CGPoint(x: 0, y: 0)
        let move = CABasicAnimation(keyPath: "position.x")
        move.fromValue = 0
        move.toValue = 100
        move.duration = 1
        layer.add(move, forKey: "move")
        XCTAssertEqual(layer.position.x, 0, "Core Animation does not change the model")
        clock.run(for: 0.5)
        XCTAssertEqual(presented(layer).position.x, 50, accuracy: 1e-9, "linear (no timing function) at half time")
        XCTAssertNotNil(layer.animation(forKey: "move"))
        clock.run(for: 0.5)
        XCTAssertNil(layer.animation(forKey: "move"), "removed on completion")
        XCTAssertEqual(presented(layer).position.x, 0, "without the model set, the layer snaps back")
    }

    func testFillModeForwardsWithoutRemovalHoldsTheEndValue() {
        let layer = CALayer()
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.toValue = 0.2
        fade.duration = 0.5
        fade.fillMode = .forwards
        fade.isRemovedOnCompletion = false
        layer.add(fade, forKey: "fade")
        clock.run(for: 2)
        XCTAssertEqual(presented(layer).opacity, 0.2, accuracy: 1e-6)
        XCTAssertEqual(layer.opacity, 1, "the model is still 1")
        XCTAssertEqual(layer.animationKeys(), ["fade"])
        layer.removeAnimation(forKey: "fade")
        XCTAssertEqual(presented(layer).opacity, 1)
    }

    func testBeginTimeDelaysAndBackwardsFillShowsTheStartValue() {
        let plain = CALayer(), filled = CALayer()
        for layer in [plain, filled] {
            let grow = CABasicAnimation(keyPath: "bounds.size.width")
            grow.fromValue = 10
            grow.toValue = 110
            grow.duration = 1
            grow.beginTime = CACurrentMediaTime() + 0.5
            if layer === filled { grow.fillMode = .backwards }
            layer.add(grow, forKey: nil)
        }
        clock.run(for: 0.25)
        XCTAssertEqual(presented(plain).bounds.width, 0, "before the begin time nothing shows")
        XCTAssertEqual(presented(filled).bounds.width, 10, ".backwards shows the from value")
        clock.run(for: 0.75)
        XCTAssertEqual(presented(plain).bounds.width, 60, accuracy: 1e-9)
        XCTAssertNil(plain.animationKeys(), "animations added without a key are not listed")
    }

    func testFromToByCombinationsFollowApplesTable() {
        let layer = CALayer()
        layer.cornerRadius = 10
        func value(_ configure: (CABasicAnimation) -> Void) -> CGFloat {
            let animation = CABasicAnimation(keyPath: "cornerRadius")
            animation.duration = 1
            configure(animation)
            layer.add(animation, forKey: "r")
            clock.run(for: 0.5)
            defer { layer.removeAllAnimations() }
            return presented(layer).cornerRadius
        }
        XCTAssertEqual(
            value {
                $0.fromValue = 0; $0.byValue = 40
            }, 20, accuracy: 1e-9)
        XCTAssertEqual(
            value {
                $0.toValue = 50; $0.byValue = 40
            }, 30, accuracy: 1e-9)
        XCTAssertEqual(value { $0.fromValue = 30 }, 20, accuracy: 1e-9, "from and the current value")
        XCTAssertEqual(value { $0.toValue = 30 }, 20, accuracy: 1e-9, "the current value and to")
        XCTAssertEqual(value { $0.byValue = 20 }, 20, accuracy: 1e-9, "current and current + by")
    }

    func testTimingFunctionsShareUIViewsCurves() {
        let named = CAMediaTimingFunction(name: .easeInEaseOut)
        for x in stride(from: 0.0, through: 1.0, by: 0.125) {
            XCTAssertEqual(named.progress(at: x), TimingCurve.easeInOut.value(at: x, duration: 1), accuracy: 1e-12)
        }
        var points = [Float](repeating: 0, count: 2)
        CAMediaTimingFunction(name: .default).getControlPoint(at: 1, values: &points)
        XCTAssertEqual(points, [0.25, 0.1])
        let layer = CALayer()
        let animation = CABasicAnimation(keyPath: "opacity")
        animation.fromValue = 0
        animation.toValue = 1
        animation.duration = 1
        animation.timingFunction = CAMediaTimingFunction(name: .easeIn)
        layer.add(animation, forKey: nil)
        clock.run(for: 0.5)
        XCTAssertEqual(Double(presented(layer).opacity), TimingCurve.easeIn.value(at: 0.5, duration: 1), accuracy: 1e-6)
    }

    func testRepeatAutoreverseAndTransformRotationFullTurn() {
        let layer = CALayer()
        let spin = CABasicAnimation(keyPath: "transform.rotation.z")
        spin.fromValue = 0
        spin.toValue = 2 * CGFloat.pi
        spin.duration = 1
        spin.repeatCount = .infinity
        layer.add(spin, forKey: "spin")
        clock.run(for: 2.25)
        let angle = presented(layer).value(forKeyPath: "transform.rotation.z") as? CGFloat ?? 0
        XCTAssertEqual(angle, .pi / 2, accuracy: 1e-9, "a quarter into the third turn")
        XCTAssertNotNil(layer.animation(forKey: "spin"), "repeating forever never ends")

        let pulse = CALayer()
        let grow = CABasicAnimation(keyPath: "transform.scale")
        grow.fromValue = 1
        grow.toValue = 2
        grow.duration = 0.5
        grow.autoreverses = true
        grow.repeatCount = 2
        pulse.add(grow, forKey: "pulse")
        clock.run(for: 0.75)
        XCTAssertEqual(
            presented(pulse).value(forKeyPath: "transform.scale.x") as? CGFloat ?? 0, 1.5, accuracy: 1e-9,
            "half-way back")
        clock.run(for: 1.25)
        XCTAssertNil(pulse.animation(forKey: "pulse"), "two cycles of 1 s each")
    }

    func testDelegateHearsStartAndStopAndRemovalIsNotFinished() {
        let recorder = Recorder()
        let layer = CALayer()
        let done = CABasicAnimation(keyPath: "opacity")
        done.toValue = 0
        done.duration = 0.5
        done.delegate = recorder
        done.setValue("done", forKey: "tag")
        layer.add(done, forKey: "done")
        let cut = CABasicAnimation(keyPath: "position")
        cut.toValue = CGPoint(x: 10, y: 10)
        cut.duration = 5
        cut.delegate = recorder
        cut.setValue("cut", forKey: "tag")
        layer.add(cut, forKey: "cut")
        clock.run(for: 1)
        layer.removeAnimation(forKey: "cut")
        clock.step()
        XCTAssertEqual(recorder.events, ["start done", "start cut", "stop done true", "stop cut false"])
        XCTAssertEqual(recorder.times[2], 0.5, accuracy: 1e-9, "stopped at the first tick at the end")
    }

    func testAddedAnimationIsACopyAndZeroDurationBecomesTheDefault() {
        let layer = CALayer()
        let animation = CABasicAnimation(keyPath: "opacity")
        animation.fromValue = 1
        animation.toValue = 0
        layer.add(animation, forKey: "fade")
        animation.toValue = 0.5
        let added = layer.animation(forKey: "fade") as? CABasicAnimation
        XCTAssertFalse(added === animation)
        XCTAssertEqual(added?.toValue as? Int, 0)
        XCTAssertEqual(added?.duration ?? 0, 0.25, accuracy: 1e-12, "CATransaction's default duration")
    }

    func testLayerSpeedZeroPausesAndResumeContinues() {
        let layer = CALayer()
        let move = CABasicAnimation(keyPath: "position.y")
        move.fromValue = 0
        move.toValue = 100
        move.duration = 1
        layer.add(move, forKey: "move")
        clock.run(for: 0.25)
        // Apple's pause and resume recipe (Technical Q&A QA1673).
        let paused = layer.convertTime(CACurrentMediaTime(), from: nil)
        layer.speed = 0
        layer.timeOffset = paused
        clock.run(for: 1)
        XCTAssertEqual(presented(layer).position.y, 25, accuracy: 1e-9, "frozen while paused")
        let pausedTime = layer.timeOffset
        layer.speed = 1
        layer.timeOffset = 0
        layer.beginTime = 0
        layer.beginTime = layer.convertTime(CACurrentMediaTime(), from: nil) - pausedTime
        XCTAssertEqual(presented(layer).position.y, 25, accuracy: 1e-9, "resumes where it stood")
        clock.run(for: 0.5)
        XCTAssertEqual(presented(layer).position.y, 75, accuracy: 1e-9)
    }

    // MARK: - Keyframes

    func testKeyframeKeyTimesPlaceTheValues() {
        let layer = CALayer()
        let hop = CAKeyframeAnimation(keyPath: "position.x")
        hop.values = [0, 100, 120]
        hop.keyTimes = [0, 0.8, 1]
        hop.duration = 1
        layer.add(hop, forKey: nil)
        clock.run(for: 0.4)
        XCTAssertEqual(presented(layer).position.x, 50, accuracy: 1e-9, "half of the first segment (0…0.8)")
        clock.run(for: 0.5)
        XCTAssertEqual(presented(layer).position.x, 110, accuracy: 1e-9, "half of the second")
    }

    func testDiscretePacedAndCubicModes() {
        let discrete = CALayer(), paced = CALayer(), cubic = CALayer()
        let steps = CAKeyframeAnimation(keyPath: "opacity")
        steps.values = [0, 0.5, 1]
        steps.calculationMode = .discrete
        steps.duration = 0.9
        discrete.add(steps, forKey: nil)
        let even = CAKeyframeAnimation(keyPath: "position.x")
        even.values = [0, 10, 100]
        even.keyTimes = [0, 0.5, 1]  // ignored when paced
        even.calculationMode = .paced
        even.duration = 1
        paced.add(even, forKey: nil)
        let smooth = CAKeyframeAnimation(keyPath: "position.x")
        smooth.values = [0, 100, 100]
        smooth.calculationMode = .cubic
        smooth.duration = 1
        cubic.add(smooth, forKey: nil)
        clock.run(for: 0.5)
        XCTAssertEqual(presented(discrete).opacity, 0.5, "the second of three values holds from 1/3 to 2/3")
        XCTAssertEqual(presented(paced).position.x, 50, accuracy: 1e-9, "constant speed over 100 points")
        XCTAssertEqual(presented(cubic).position.x, 100, accuracy: 1e-9, "the spline passes through the keyframes")
        clock.run(for: 0.25)
        XCTAssertGreaterThan(presented(cubic).position.x, 100, "Catmull–Rom overshoots past a peak it approaches")
    }

    func testKeyframeAlongAPathFollowsItsSegments() {
        let layer = CALayer()
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 100, y: 0))
        path.addLine(to: CGPoint(x: 100, y: 300))
        let along = CAKeyframeAnimation(keyPath: "position")
        along.path = path
        along.duration = 1
        along.rotationMode = .rotateAuto
        layer.add(along, forKey: nil)
        clock.run(for: 0.25)
        XCTAssertEqual(presented(layer).position.x, 50, accuracy: 1e-9, "each path element is one keyframe segment")
        clock.run(for: 0.5)
        XCTAssertEqual(presented(layer).position.y, 150, accuracy: 1e-9)
        XCTAssertEqual(
            presented(layer).value(forKeyPath: "transform.rotation.z") as? CGFloat ?? 0, .pi / 2, accuracy: 1e-6,
            "turned to the tangent (down)")
    }

    // MARK: - Springs and groups

    func testSpringSettlesAtItsSettlingDuration() {
        let spring = CASpringAnimation(keyPath: "position.x")
        spring.fromValue = 0
        spring.toValue = 100
        spring.damping = 5
        spring.stiffness = 100
        spring.mass = 1
        spring.duration = spring.settlingDuration
        // ζ = 5 / (2·√100) = 0.25, ω = 10: the envelope e^(−2.5t)·√(1 + b²) falls below 0.001 near 2.78 s.
        XCTAssertEqual(spring.settlingDuration, 2.78, accuracy: 0.02)
        let layer = CALayer()
        layer.add(spring, forKey: "spring")
        var maximum: CGFloat = 0
        var lastBig: TimeInterval = 0
        for _ in 0..<Int(spring.settlingDuration * 60) {
            clock.step()
            let x = presented(layer).position.x
            maximum = max(maximum, x)
            if abs(x - 100) > 1 { lastBig = clock.now }
        }
        XCTAssertGreaterThan(maximum, 140, "under-damped: it overshoots (by about e^(−πζ/√(1−ζ²)) = 44 %)")
        XCTAssertLessThan(maximum, 150)
        XCTAssertLessThan(lastBig, spring.settlingDuration * 0.75, "within 1 point well before the settling time")
        XCTAssertEqual(CASpringAnimation().settlingDuration, 1.41, accuracy: 0.02, "Apple's defaults (1, 100, 10)")
    }

    func testGroupRunsChildrenOnItsTimelineAndCutsThemOff() {
        let layer = CALayer()
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1
        fade.toValue = 0
        let move = CABasicAnimation(keyPath: "position.x")
        move.fromValue = 0
        move.toValue = 200
        move.beginTime = 0.5
        move.duration = 2
        let group = CAAnimationGroup()
        group.animations = [fade, move]
        group.duration = 1
        layer.add(group, forKey: "group")
        clock.run(for: 0.75)
        XCTAssertEqual(presented(layer).opacity, 0.25, accuracy: 1e-6, "a child without a duration lasts as long as the group")
        XCTAssertEqual(presented(layer).position.x, 25, accuracy: 1e-9, "a quarter second into the delayed child")
        clock.run(for: 0.25)
        XCTAssertNil(layer.animation(forKey: "group"))
        XCTAssertEqual(presented(layer).position.x, 0)
    }

    // MARK: - Transactions and implicit animations

    func testImplicitAnimationOfAFreeLayerLastsAQuarterSecond() {
        let layer = settledLayer()
        layer.opacity = 0
        XCTAssertEqual(layer.animationKeys(), ["opacity"])
        XCTAssertEqual(presented(layer).opacity, 1, "it starts from what was shown")
        clock.run(for: 0.125)  // 8 ticks
        let expected = 1 - CAMediaTimingFunction(name: .default).progress(at: (8.0 / 60) / 0.25)
        XCTAssertEqual(Double(presented(layer).opacity), expected, accuracy: 1e-6, "the default curve (0.25, 0.1, 0.25, 1)")
        clock.run(for: 0.125)
        XCTAssertEqual(presented(layer).opacity, 0)
        XCTAssertNil(layer.animationKeys())

        let fresh = CALayer()
        fresh.opacity = 0
        XCTAssertNil(fresh.animationKeys(), "a layer made in this turn shows nothing yet: no animation")
    }

    func testASublayerLaidOutInTheTurnItWasMadeDoesNotAnimate() {
        final class Host: UIViewController {
            let gradient = CAGradientLayer()
            override func viewDidLoad() {
                super.viewDidLoad()
                view.layer.addSublayer(gradient)
            }
            override func viewDidLayoutSubviews() {
                super.viewDidLayoutSubviews()
                gradient.frame = view.bounds
            }
        }
        let host = Host()
        show(host)
        clock.step()  // the first layout ends the turn the layer was made in
        XCTAssertEqual(host.gradient.frame, host.view.bounds)
        XCTAssertNil(host.gradient.animationKeys(), "nothing was on screen yet to animate from")
        clock.step()
        host.gradient.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        XCTAssertEqual(host.gradient.animationKeys()?.sorted(), ["bounds", "position"], "a later change animates")
    }

    func testViewLayersDoNotAnimateImplicitlyButDoInsideAnimationBlocks() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        clock.step()
        view.layer.cornerRadius = 20
        view.layer.opacity = 0.5
        XCTAssertNil(view.layer.animationKeys(), "the view returns no action outside an animation block")
        UIView.animate(
            withDuration: 1, delay: 0, options: [.curveLinear],
            animations: {
                view.layer.cornerRadius = 40
            })
        XCTAssertEqual(view.layer.animationKeys(), ["cornerRadius"])
        clock.run(for: 0.5)
        XCTAssertEqual(view.layer.presentation()!.cornerRadius, 30, accuracy: 1e-9, "with the block's duration and curve")
        clock.run(for: 0.5)
        XCTAssertEqual(view.layer.presentation()!.cornerRadius, 40)

        var finishedAt: TimeInterval?
        UIView.animate(
            withDuration: 0.5, animations: { view.layer.borderWidth = 4 },
            completion: { finished in
                XCTAssertTrue(finished)
                finishedAt = self.clock.now
            })
        clock.run(for: 1)
        XCTAssertEqual(
            finishedAt ?? -1, clock.now - 0.5, accuracy: 1e-9, "a block of layer properties only completes when they end")
    }

    func testTransactionSettingsDisableActionsAndCompletionAfterAllAnimations() {
        let layer = settledLayer()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layer.position = CGPoint(x: 500, y: 500)
        CATransaction.commit()
        XCTAssertNil(layer.animationKeys(), "actions disabled")

        var completedAt: TimeInterval?
        CATransaction.begin()
        CATransaction.setAnimationDuration(1)
        CATransaction.setCompletionBlock { completedAt = CACurrentMediaTime() }
        layer.opacity = 0.5  // implicit, 1 s
        let long = CABasicAnimation(keyPath: "cornerRadius")
        long.toValue = 10
        long.duration = 2
        layer.add(long, forKey: "long")
        CATransaction.commit()
        XCTAssertEqual(layer.animation(forKey: "opacity")?.duration ?? 0, 1, accuracy: 1e-12)
        clock.run(for: 1.5)
        XCTAssertNil(completedAt, "one animation is still running")
        clock.run(for: 0.5)
        XCTAssertEqual(completedAt ?? -1, CACurrentMediaTime(), accuracy: 1e-9)
        XCTAssertEqual(completedAt ?? -1, 2 + 1.0 / 60, accuracy: 1e-9, "added at 1/60 s: the tick the 2 s one ends")

        var after: TimeInterval?
        CATransaction.begin()
        let before = CABasicAnimation(keyPath: "borderWidth")
        before.toValue = 3
        before.duration = 5
        layer.add(before, forKey: "before")
        CATransaction.setCompletionBlock { after = CACurrentMediaTime() }
        let short = CABasicAnimation(keyPath: "shadowRadius")
        short.toValue = 9
        short.duration = 0.5
        layer.add(short, forKey: "short")
        CATransaction.commit()
        let started = CACurrentMediaTime()
        clock.run(for: 1)
        XCTAssertEqual(
            after ?? -1, started + 0.5, accuracy: 1e-9,
            "only animations added after the block was set are waited for")

        var empty = false
        CATransaction.begin()
        CATransaction.setCompletionBlock { empty = true }
        CATransaction.commit()
        clock.step()
        XCTAssertTrue(empty, "no animations: the completion runs on the next turn")
    }

    func testActionsDictionaryAndDelegateCanTurnImplicitAnimationsOff() {
        let layer = settledLayer()
        layer.actions = ["position": NSNull()]
        layer.position = CGPoint(x: 10, y: 10)
        XCTAssertNil(layer.animation(forKey: "position"))
        layer.bounds = CGRect(x: 0, y: 0, width: 20, height: 20)
        XCTAssertNotNil(layer.animation(forKey: "bounds"))
    }

    func testStrokeEndAnimationOnAShapeLayer() {
        let shape = CAShapeLayer()
        shape.path = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 100, height: 100)).cgPath
        let draw = CABasicAnimation(keyPath: "strokeEnd")
        draw.fromValue = 0
        draw.toValue = 1
        draw.duration = 2
        shape.add(draw, forKey: "draw")
        clock.run(for: 0.5)
        let copy = shape.presentation()
        XCTAssertEqual(copy?.strokeEnd ?? 0, 0.25, accuracy: 1e-9)
        XCTAssertEqual(copy?.strokedLength ?? 0, .pi * 100 / 4, accuracy: 0.5, "a quarter of the circle's circumference")
    }

    func testTransitionIsRecordedWithItsTiming() {
        let layer = CALayer()
        let recorder = Recorder()
        let transition = CATransition()
        transition.type = .push
        transition.subtype = .fromRight
        transition.duration = 0.3
        transition.delegate = recorder
        layer.add(transition, forKey: kCATransition)
        XCTAssertEqual((layer.animation(forKey: kCATransition) as? CATransition)?.type, .push)
        clock.run(for: 0.35)
        XCTAssertEqual(recorder.events, ["start ", "stop  true"])
    }

    func testLayerAnimationsLeaveViewAnimationsAlone() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear], animations: { view.alpha = 0 })
        let move = CABasicAnimation(keyPath: "position.x")
        move.fromValue = 0
        move.toValue = 100
        move.duration = 1
        view.layer.add(move, forKey: "move")
        clock.run(for: 0.5)
        let shown = view.layer.presentation()!
        XCTAssertEqual(shown.opacity, 0.5, accuracy: 1e-6)
        XCTAssertEqual(shown.position.x, 50, accuracy: 1e-9)
        XCTAssertEqual(view.center.x, 50, "the view's model is untouched by the layer animation")
        XCTAssertEqual(view.layer.animationKeys(), ["opacity", "move"])
    }
}
