/// The engine's `UIViewControllerTransitionCoordinator`, one per transition context.
///
/// Alongside animations queued before the transition's animator runs (from `viewWillAppear`, the
/// usual place) are run by the engine's default animators inside their own animation block — so an
/// interactive pop scrubs them too — and otherwise in an animation of the transition's duration
/// started right after the animator's; queued later, they start at once. In a transition that is not
/// animated they run at once without animation. Completion blocks run once `completeTransition(_:)`
/// is called, before the did-appear/did-disappear calls; `isCancelled` tells a rolled-back one.
final class TransitionCoordinator: UIViewControllerTransitionCoordinator {
    unowned let context: TransitionContext
    private var pending: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var completions: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var interactionHandlers: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var started = false

    init(context: TransitionContext) {
        self.context = context
        initiallyInteractive = context.isInteractive
    }

    // MARK: - Context

    var isAnimated: Bool { context.isAnimated }
    var presentationStyle: UIModalPresentationStyle { context.presentationStyle }
    let initiallyInteractive: Bool
    var isInterruptible: Bool { false }
    var isInteractive: Bool { context.isInteractive }
    var isCancelled: Bool { context.transitionWasCancelled }
    var transitionDuration: TimeInterval { context.animator?.transitionDuration(using: context) ?? 0 }
    var percentComplete: CGFloat { context.percentComplete }
    var completionVelocity: CGFloat { 1 }
    var completionCurve: UIView.AnimationCurve { .easeInOut }
    var containerView: UIView { context.containerView }
    var targetTransform: CGAffineTransform { context.targetTransform }
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        context.viewController(forKey: key)
    }
    func view(forKey key: UITransitionContextViewKey) -> UIView? { context.view(forKey: key) }

    // MARK: - Coordinating

    @discardableResult
    func animate(
        alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        guard context.completion == nil else { return false }
        if let completion = completion { completions.append(completion) }
        if let animation = animation {
            pending.append(animation)
            if started { runPendingAnimations() }
        }
        return true
    }

    @discardableResult
    func animateAlongsideTransition(
        in view: UIView?, animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        animate(alongsideTransition: animation, completion: completion)
    }

    func notifyWhenInteractionChanges(_ handler: @escaping (UIViewControllerTransitionCoordinatorContext) -> Void) {
        interactionHandlers.append(handler)
    }

    // MARK: - Called by the transition machinery

    /// Runs the queued alongside animations now (inside an animator's own animation block).
    func takePendingAnimations() {
        let queued = pending
        pending.removeAll()
        for animation in queued { animation(self) }
    }

    /// The animator has been started: what it did not take runs in an animation of the transition's length.
    func animatorStarted() {
        started = true
        runPendingAnimations()
    }

    private func runPendingAnimations() {
        guard !pending.isEmpty else { return }
        if context.isAnimated {
            UIView.animate(
                withDuration: transitionDuration, delay: 0, options: [.curveEaseInOut],
                animations: { self.takePendingAnimations() }, completion: nil)
        } else {
            takePendingAnimations()
        }
    }

    /// The interaction ended (finished or cancelled).
    func interactionChanged() {
        for handler in interactionHandlers { handler(self) }
        interactionHandlers.removeAll()
    }

    /// The transition completed or was cancelled.
    func transitionEnded() {
        let blocks = completions
        completions.removeAll()
        for block in blocks { block(self) }
    }
}
