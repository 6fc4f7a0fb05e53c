// MARK: - View transitions (UIView.transition)

extension UIView {
    /// Changes a view's content with a transition effect: `animations` takes effect at once and
    /// `completion(true)` runs after `duration`. The flip/curl/dissolve imagery is not modelled
    /// (there are no pixels); property changes in the block are not animated, as with UIKit's
    /// transitions, whose snapshot hides them.
    public class func transition(
        with view: UIView, duration: TimeInterval, options: UIView.AnimationOptions = [],
        animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil
    ) {
        UIView.performWithoutAnimation { animations?() }
        finishTransition(after: duration, options: options, completion: completion)
    }

    /// Replaces `fromView` with `toView` in `fromView`'s superview (or, with `.showHideTransitionViews`,
    /// hides one and shows the other), then calls `completion(true)` after `duration`.
    public class func transition(
        from fromView: UIView, to toView: UIView, duration: TimeInterval,
        options: UIView.AnimationOptions = [], completion: ((Bool) -> Void)? = nil
    ) {
        if options.contains(.showHideTransitionViews) {
            fromView.isHidden = true
            toView.isHidden = false
        } else if let parent = fromView.superview {
            let index = parent.subviews.firstIndex { $0 === fromView } ?? parent.subviews.count
            fromView.removeFromSuperview()
            parent.insertSubview(toView, at: index)
        }
        finishTransition(after: duration, options: options, completion: completion)
    }

    private class func finishTransition(
        after duration: TimeInterval, options: UIView.AnimationOptions,
        completion: ((Bool) -> Void)?
    ) {
        let clock = SimulationClock.shared
        guard let completion = completion else { return }
        clock.mainLoop.schedule(after: max(duration, SimulationClock.tickInterval / 2), now: clock.now) { completion(true) }
    }
}
