/// Told when a dynamic animator stops because every item came to rest, and when it starts again.
public protocol UIDynamicAnimatorDelegate: AnyObject {
    /// Called before the animator resumes stepping (a behavior or item changed).
    func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator)
    /// Called after the step in which every item came to rest.
    func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator)
}

extension UIDynamicAnimatorDelegate {
    public func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator) {}
    public func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) {}
}
