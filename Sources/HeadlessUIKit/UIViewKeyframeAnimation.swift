// MARK: - Keyframe animations

extension UIView {
    /// Runs `animations`, in which `addKeyframe(withRelativeStartTime:relativeDuration:animations:)`
    /// calls each animate their changes over a slice of `duration`; `completion(true)` runs when all end.
    /// Changes made outside a keyframe animate over the whole duration.
    public class func animateKeyframes(
        withDuration duration: TimeInterval, delay: TimeInterval,
        options: UIView.KeyframeAnimationOptions = [], animations: @escaping () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        let viewOptions = UIView.AnimationOptions(rawValue: options.rawValue)
        let loop = SimulationClock.shared.mainLoop
        let group = BlockAnimationGroup(
            startTime: SimulationClock.shared.now, delay: delay, duration: duration,
            options: viewOptions, curve: viewOptions.curve.timingCurve, completion: completion)
        if let driver = AnimationEngine.captureDriver {
            group.driver = driver
            if !loop.animations.drivers.contains(where: { $0 === driver }) { loop.animations.drivers.append(driver) }
        }
        AnimationEngine.capture(into: duration > 0 || delay > 0 ? group : nil, animations)
        loop.animations.add(group)
    }

    /// One keyframe: `frameStartTime` and `frameDuration` are fractions (0...1) of the enclosing
    /// `animateKeyframes` duration. Calling it outside `animateKeyframes` is an error, as in UIKit.
    public class func addKeyframe(
        withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
        animations: @escaping () -> Void
    ) {
        guard let top = AnimationEngine.captureStack.last else {
            preconditionFailure("addKeyframe(withRelativeStartTime:relativeDuration:animations:) called outside animateKeyframes")
        }
        guard let parent = top as? BlockAnimationGroup else {
            // Inside a zero-length animateKeyframes or performWithoutAnimation: apply at once.
            precondition(
                top == nil, "addKeyframe(withRelativeStartTime:relativeDuration:animations:) called outside animateKeyframes")
            animations()
            return
        }
        let keyframe = KeyframeAnimationGroup(parent: parent, start: frameStartTime, length: frameDuration)
        parent.keyframes.append(keyframe)
        AnimationEngine.capture(into: keyframe, animations)
    }
}

/// The records of one keyframe: progress is the keyframe's slice of its parent's (curved) progress.
final class KeyframeAnimationGroup: AnimationGroup {
    unowned let parent: BlockAnimationGroup
    let start: Double
    let length: Double

    init(parent: BlockAnimationGroup, start: Double, length: Double) {
        self.parent = parent
        self.start = max(0, min(1, start))
        self.length = max(0, length)
    }

    override func progress(at now: TimeInterval, startFraction: Double) -> Double {
        let overall = parent.progress(at: now, startFraction: 0)
        guard length > 0 else { return overall >= start ? 1 : 0 }
        return min(1, max(0, (overall - start) / length))
    }
}
