/// Drives an animator's `UIView.animate` animations by percentage (UIKit's `UIPercentDrivenInteractiveTransition`).
///
/// `startInteractiveTransition(_:)` runs the animation controller's `animateTransition(using:)` with
/// its animations held at time zero; `update(_:)` scrubs them; `finish()` lets them play on to the
/// end (at `completionSpeed`) and `cancel()` plays them back to the start, after which their
/// completions run — the animator then calls `completeTransition(!transitionWasCancelled)`.
/// When cancelled, model values return to where the animations started.
/// Only `UIView.animate` animations are driven; property animators started inside run on their own.
open class UIPercentDrivenInteractiveTransition: UIViewControllerInteractiveTransitioning {
    open var completionSpeed: CGFloat = 1
    open var completionCurve: UIView.AnimationCurve = .easeInOut
    open var wantsInteractiveStart = true
    public private(set) var percentComplete: CGFloat = 0
    /// The animation controller's duration, once started.
    public private(set) var duration: CGFloat = 0

    private var context: UIViewControllerContextTransitioning?
    private var driver: InteractiveDriver?

    public init() {}

    open func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
        context = transitionContext
        guard let animator = (transitionContext as? TransitionContext)?.animator else { return }
        let length = animator.transitionDuration(using: transitionContext)
        duration = CGFloat(length)
        let driver = InteractiveDriver(duration: length)
        self.driver = driver
        SimulationClock.shared.mainLoop.animations.drivers.append(driver)
        AnimationEngine.captureDriver = driver
        animator.animateTransition(using: transitionContext)
        AnimationEngine.captureDriver = nil
        driver.time = TimeInterval(percentComplete) * length
    }

    /// Scrubs to `percentComplete` (0...1).
    open func update(_ percentComplete: CGFloat) {
        self.percentComplete = min(1, max(0, percentComplete))
        driver?.time = TimeInterval(self.percentComplete) * (driver?.duration ?? 0)
        context?.updateInteractiveTransition(self.percentComplete)
    }

    open func finish() {
        context?.finishInteractiveTransition()
        driver?.speed = Double(max(0.01, completionSpeed))
        driver?.direction = 1
        release()
    }

    open func cancel() {
        context?.cancelInteractiveTransition()
        driver?.speed = Double(max(0.01, completionSpeed))
        driver?.direction = -1
        release()
    }

    open func pauseInteractiveTransition() {
        driver?.direction = 0
        context?.pauseInteractiveTransition()
    }

    private func release() {
        context = nil
        driver = nil
    }
}
