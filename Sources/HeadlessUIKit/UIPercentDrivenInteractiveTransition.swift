/// Drives an animator's `UIView.animate` animations by percentage (UIKit's `UIPercentDrivenInteractiveTransition`).
///
/// `startInteractiveTransition(_:)` runs the animation controller's `animateTransition(using:)` with
/// its animations held at time zero; `update(_:)` scrubs them; `finish()` lets them play on to the
/// end (at `completionSpeed`) and `cancel()` plays them back to the start, after which their
/// completions run — the animator then calls `completeTransition(!transitionWasCancelled)`.
/// When cancelled, model values return to where the animations started.
/// Only `UIView.animate` animations are driven; property animators started inside run on their own.
open class UIPercentDrivenInteractiveTransition: UIViewControllerInteractiveTransitioning {
    /// Speed factor of the finishing or cancelling run.
    open var completionSpeed: CGFloat = 1
    /// Stored; finishing runs at constant speed.
    open var completionCurve: UIView.AnimationCurve = .easeInOut
    /// Stored; the transition always starts interactively.
    open var wantsInteractiveStart = true
    /// The last value given to `update(_:)`.
    public private(set) var percentComplete: CGFloat = 0
    /// The animation controller's duration, once started.
    public private(set) var duration: CGFloat = 0

    private var context: UIViewControllerContextTransitioning?
    private var driver: InteractiveDriver?

    /// A percent-driven interaction controller.
    public init() {}

    /// Runs the animator's `animateTransition(using:)` with its animations held at the start.
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

    /// Lets the animations run on to the end; the transition then completes.
    open func finish() {
        context?.finishInteractiveTransition()
        driver?.speed = Double(max(0.01, completionSpeed))
        driver?.direction = 1
        release()
    }

    /// Plays the animations back to the start; the transition is then cancelled.
    open func cancel() {
        context?.cancelInteractiveTransition()
        driver?.speed = Double(max(0.01, completionSpeed))
        driver?.direction = -1
        release()
    }

    /// Holds the animations where they are.
    open func pauseInteractiveTransition() {
        driver?.direction = 0
        context?.pauseInteractiveTransition()
    }

    private func release() {
        context = nil
        driver = nil
    }
}
