/// Drives an animator's `UIView.animate` animations by percentage (UIKit's `UIPercentDrivenInteractiveTransition`).
///
/// `startInteractiveTransition(_:)` runs the animation controller's `animateTransition(using:)` with
/// its animations held at time zero; `update(_:)` scrubs them (linearly); `finish()` lets them play on to the
/// end and `cancel()` plays them back to the start, over the remaining time divided by `completionSpeed` and
/// eased by `completionCurve`, after which their completions run — the animator then calls
/// `completeTransition(!transitionWasCancelled)`.
/// When cancelled, model values return to where the animations started.
/// Only `UIView.animate` animations are driven; property animators started inside run on their own.
open class UIPercentDrivenInteractiveTransition: UIViewControllerInteractiveTransitioning {
    /// Speed factor of the finishing or cancelling run: 1 takes `(1 - percentComplete) * duration` to finish.
    open var completionSpeed: CGFloat = 1
    /// The curve of the finishing or cancelling run (UIKit's default, ease-in-out).
    open var completionCurve: UIView.AnimationCurve = .easeInOut
    /// A timing curve for the finishing or cancelling run; when it gives cubic parameters they are used instead of
    /// `completionCurve` (a spring provider is not modelled here, and `completionCurve` is used).
    open var timingCurve: UITimingCurveProvider?
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
        driver?.complete(towardsEnd: true, speed: Double(max(0.01, completionSpeed)), curve: completionTimingCurve)
        release()
    }

    /// Plays the animations back to the start; the transition is then cancelled.
    open func cancel() {
        context?.cancelInteractiveTransition()
        driver?.complete(towardsEnd: false, speed: Double(max(0.01, completionSpeed)), curve: completionTimingCurve)
        release()
    }

    /// Holds the animations where they are (UIKit's `pause()`, which calls through to the context's
    /// `pauseInteractiveTransition()`).
    open func pause() {
        driver?.pause()
        context?.pauseInteractiveTransition()
    }

    private var completionTimingCurve: TimingCurve {
        timingCurve?.cubicTimingParameters?.timingCurve ?? completionCurve.timingCurve
    }

    private func release() {
        context = nil
        driver = nil
    }
}
