/// Runs a navigation controller's push or pop in UIKit's order, through the same context and
/// animator protocols as a modal transition (`TransitionContext` with kind `.push`/`.pop`).
///
/// Start: incoming view loaded → `isMovingToParent`/`isMovingFromParent` set → the delegate's
/// `animationController(for:from:to:)` and `interactionController(for:)` (nil: the standard slide,
/// driven by the edge pan when it started the pop) → outgoing `viewWillDisappear` → incoming
/// `viewWillAppear` → delegate `willShow` → `startInteractiveTransition(_:)` or
/// `animateTransition(using:)`. End: `completeTransition(true)` → outgoing view removed →
/// `animationEnded` → layout → outgoing `viewDidDisappear` → incoming `viewDidAppear` →
/// `didMove(toParent:)` of the controllers that came and went → delegate `didShow`. A cancelled
/// (interactive) transition restores the stack and reverses the appearance calls in UIKit's order:
/// incoming `viewWillDisappear`/`viewDidDisappear`, then outgoing `viewWillAppear`/`viewDidAppear`;
/// a controller whose pop was cancelled gets `didMove(toParent:)` with the navigation controller.
final class NavigationTransition {
    let operation: UINavigationController.Operation
    unowned let navigation: UINavigationController
    let from: UIViewController
    let to: UIViewController
    let animated: Bool
    let previousStack: [UIViewController]
    let leaving: [UIViewController]
    let arriving: [UIViewController]
    var animator: UIViewControllerAnimatedTransitioning?
    var interaction: UIViewControllerInteractiveTransitioning?
    var context: TransitionContext?

    init(
        operation: UINavigationController.Operation, navigation: UINavigationController, from: UIViewController,
        to: UIViewController, animated: Bool, previousStack: [UIViewController], leaving: [UIViewController],
        arriving: [UIViewController]
    ) {
        self.operation = operation == .none ? .push : operation
        self.navigation = navigation
        self.from = from
        self.to = to
        self.animated = animated
        self.previousStack = previousStack
        self.leaving = leaving
        self.arriving = arriving
    }

    func start() {
        navigation.transition = self
        let container = navigation.contentView
        to.loadViewIfNeeded()
        if operation == .push { to.isMovingToParent = true } else { from.isMovingFromParent = true }

        if animated {
            let delegate = navigation.delegate
            animator = delegate?.navigationController(navigation, animationControllerFor: operation, from: from, to: to)
            if let custom = animator {
                interaction = delegate?.navigationController(navigation, interactionControllerFor: custom)
            } else {
                animator = DefaultNavigationAnimator()
                interaction = navigation.pendingEdgeInteraction
            }
            if interaction == nil, animator != nil, navigation.pendingEdgeInteraction != nil {
                // A custom animator without an interaction controller is still driven by the edge pan.
                interaction = navigation.pendingEdgeInteraction
            }
        }
        let context = TransitionContext(
            kind: operation == .push ? .push : .pop, from: from, to: to, container: container,
            style: .none, animated: animated, interactive: interaction != nil,
            animator: animator
        ) { [unowned self] didComplete in self.finish(didComplete) }
        self.context = context

        from.beginAppearanceTransition(false, animated: animated)
        to.beginAppearanceTransition(true, animated: animated)
        navigation.delegate?.navigationController(navigation, willShow: to, animated: animated)

        if !animated {
            to.view.frame = container.bounds
            container.addSubview(to.view)
            context.coordinator.animatorStarted()
            context.completeTransition(true)
        } else if let interaction = interaction {
            interaction.startInteractiveTransition(context)
        } else {
            animator?.animateTransition(using: context)
        }
        context.coordinator.animatorStarted()
    }

    /// Ends a running transition at once (a push or pop arrived before it finished): UIKit logs it.
    func finishNow() {
        MainLoop.warn("nested \(operation == .push ? "push" : "pop") animation can result in corrupted navigation bar")
        context?.completeTransition(!(context?.transitionWasCancelled ?? false))
    }

    private func finish(_ didComplete: Bool) {
        let container = navigation.contentView
        navigation.transition = nil
        to.isMovingToParent = false
        from.isMovingFromParent = false
        if didComplete {
            if from.viewIfLoaded?.superview === container { from.view.removeFromSuperview() }
            if to.view.superview !== container {
                to.view.frame = container.bounds
                container.addSubview(to.view)
            }
            animator?.animationEnded(true)
            to.view.layoutIfNeeded()
            from.endAppearanceTransition()
            to.endAppearanceTransition()
            for controller in leaving { controller.removeFromParent() }
            for controller in arriving { controller.didMove(toParent: navigation) }
            navigation.delegate?.navigationController(navigation, didShow: to, animated: animated)
        } else {
            navigation.restoreStack(previousStack)
            if to.viewIfLoaded?.superview === container { to.view.removeFromSuperview() }
            from.view.frame = container.bounds
            if from.view.superview !== container { container.addSubview(from.view) }
            animator?.animationEnded(false)
            to.beginAppearanceTransition(false, animated: animated)
            to.endAppearanceTransition()
            from.beginAppearanceTransition(true, animated: animated)
            from.endAppearanceTransition()
            for controller in arriving { controller.removeFromParent() }
            for controller in leaving { controller.didMove(toParent: navigation) }
        }
    }
}

/// UIKit's standard push and pop: the incoming view slides in from the right edge while the outgoing
/// one moves a third of the width to the left (the reverse for a pop), over 0.35 s, ease-in-out
/// (linear while a finger drives it, so the view tracks the finger).
final class DefaultNavigationAnimator: UIViewControllerAnimatedTransitioning {
    static let duration: TimeInterval = 0.35
    /// How far the covered view moves left (UIKit's parallax: about a third of the width).
    static let parallax: CGFloat = 0.3

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        Self.duration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let context = transitionContext as? TransitionContext,
            let fromView = transitionContext.view(forKey: .from), let toView = transitionContext.view(forKey: .to),
            let toController = transitionContext.viewController(forKey: .to)
        else { return }
        let container = transitionContext.containerView
        let width = container.bounds.width
        let final = transitionContext.finalFrame(for: toController)
        let start = fromView.frame
        let options: UIView.AnimationOptions = transitionContext.isInteractive ? [.curveLinear] : [.curveEaseInOut]
        let animations: () -> Void
        if context.kind == .pop {
            toView.frame = final.offsetBy(dx: -width * Self.parallax, dy: 0)
            container.insertSubview(toView, belowSubview: fromView)
            animations = {
                toView.frame = final
                fromView.frame = start.offsetBy(dx: width, dy: 0)
            }
        } else {
            toView.frame = final.offsetBy(dx: width, dy: 0)
            container.addSubview(toView)
            animations = {
                toView.frame = final
                fromView.frame = start.offsetBy(dx: -width * Self.parallax, dy: 0)
            }
        }
        UIView.animate(
            withDuration: Self.duration, delay: 0, options: options,
            animations: {
                animations()
                context.coordinator.takePendingAnimations()
            },
            completion: { _ in transitionContext.completeTransition(!transitionContext.transitionWasCancelled) })
    }
}
