/// Told when an animation starts and stops (Core Animation's `CAAnimationDelegate`); both methods are optional.
public protocol CAAnimationDelegate: AnyObject {
    /// The animation's active time began (at the first clock tick at or after its begin time).
    func animationDidStart(_ anim: CAAnimation)
    /// The animation ended: `flag` is true when it ran its full active duration, false when it was removed first.
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
    public func animationDidStart(_ anim: CAAnimation) {}
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}
