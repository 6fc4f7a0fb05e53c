// MARK: - UIView's block animations

extension UIView {
    /// Animates the changes `animations` makes, over `duration` seconds with the ease-in-out curve.
    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
    }

    /// Animates the changes, then calls `completion` (see the full form).
    public class func animate(
        withDuration duration: TimeInterval, animations: @escaping () -> Void,
        completion: ((Bool) -> Void)?
    ) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    /// The model values change at once; the presentation (`layer.presentation()`) moves from the old
    /// values over `duration` after `delay`, and `completion(true)` runs at the first clock tick at or
    /// after `delay + duration` (never, with `.repeat`; `false` if the animations were removed).
    public class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval,
        options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        run(
            duration: duration, delay: delay, options: options, curve: options.curve.timingCurve,
            animations: animations, completion: completion)
    }

    /// A spring animation: `dampingRatio` 1 settles without overshoot, smaller values oscillate;
    /// `velocity` is the initial speed in "whole distances per second". The spring lands within `duration`.
    public class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval,
        usingSpringWithDamping dampingRatio: CGFloat, initialSpringVelocity velocity: CGFloat,
        options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        let spring = SpringMotion(dampingRatio: Double(dampingRatio), duration: duration, initialVelocity: Double(velocity))
        run(
            duration: duration, delay: delay, options: options, curve: .spring(spring),
            animations: animations, completion: completion)
    }

    /// Runs `actionsWithoutAnimation` with animations disabled, even inside an animation block.
    public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        AnimationEngine.capture(into: nil, actionsWithoutAnimation)
    }

    /// Whether a change made now would be animated.
    public class var inheritedAnimationDuration: TimeInterval {
        (AnimationEngine.capturing as? BlockAnimationGroup)?.duration ?? 0
    }

    private class func run(
        duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions,
        curve: TimingCurve, animations: () -> Void, completion: ((Bool) -> Void)?
    ) {
        let loop = SimulationClock.shared.mainLoop
        var start = SimulationClock.shared.now, delay = delay, duration = duration, curve = curve
        // A block nested in another inherits its timing unless told otherwise, as UIKit documents.
        if let outer = AnimationEngine.capturing as? BlockAnimationGroup {
            if !options.contains(.overrideInheritedDuration) {
                start = outer.startTime
                delay = outer.delay
                duration = outer.duration
            }
            if !options.contains(.overrideInheritedCurve) { curve = outer.curve }
        }
        let group = BlockAnimationGroup(
            startTime: start, delay: delay, duration: duration,
            options: options, curve: curve, completion: completion)
        if let driver = AnimationEngine.captureDriver {
            group.driver = driver
            if !loop.animations.drivers.contains(where: { $0 === driver }) { loop.animations.drivers.append(driver) }
        }
        AnimationEngine.capture(into: duration > 0 || delay > 0 ? group : nil) {
            animations()
            // `.layoutSubviews`: the changed views lay out now, so their subviews animate along.
            if options.contains(.layoutSubviews) {
                for box in group.views { box.view?.layoutIfNeeded() }
            }
        }
        loop.animations.add(group)
    }
}
