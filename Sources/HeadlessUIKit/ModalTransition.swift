/// The container UIKit inserts into the window for a modal presentation (UIKit's private UITransitionView).
final class TransitionContainerView: UIView {}

/// Runs a presentation or dismissal in UIKit's order.
///
/// Presentation: relationships set → presented view loaded → delegate's
/// `animationController(forPresented:presenting:source:)` → `interactionControllerForPresentation(using:)`
/// → `viewWillAppear` (and `viewWillDisappear` on a `.fullScreen` presenter) → `startInteractiveTransition(_:)`
/// or `animateTransition(using:)` → … → `completeTransition(_:)` → `animationEnded(_:)` →
/// `viewDidAppear`/`viewDidDisappear` → the caller's completion. A nil animation controller selects
/// the default transition (cover vertical, 0.5 s, ease-in-out); `animated: false` completes at once.
final class ModalTransition {
    let kind: TransitionContext.Kind
    let presenter: UIViewController
    let presented: UIViewController
    let animated: Bool
    var animator: UIViewControllerAnimatedTransitioning?
    var interaction: UIViewControllerInteractiveTransitioning?
    var context: TransitionContext?
    let completion: (() -> Void)?

    init(
        kind: TransitionContext.Kind, presenter: UIViewController, presented: UIViewController,
        animated: Bool, completion: (() -> Void)?
    ) {
        self.kind = kind
        self.presenter = presenter
        self.presented = presented
        self.animated = animated
        self.completion = completion
    }

    var removesPresentersView: Bool { presented.modalPresentationStyle.removesPresentersView }

    // MARK: - Presentation

    static func present(
        _ presented: UIViewController, from presenter: UIViewController, in window: UIWindow,
        animated: Bool, completion: (() -> Void)?
    ) {
        let transition = ModalTransition(
            kind: .presentation, presenter: presenter, presented: presented,
            animated: animated, completion: completion)
        presenter.presentedViewController = presented
        presented.presentingViewController = presenter
        presented.isBeingPresented = true
        presented.activeTransition = transition
        presented.presenterViewHome = presenter.viewIfLoaded?.superview
        presented.loadViewIfNeeded()

        let container = TransitionContainerView(frame: window.bounds)
        window.addSubview(container)

        if animated {
            if let delegate = presented.transitioningDelegate {
                transition.animator = delegate.animationController(
                    forPresented: presented, presenting: presenter, source: presenter)
                if let animator = transition.animator {
                    transition.interaction = delegate.interactionControllerForPresentation(using: animator)
                }
            }
            if transition.animator == nil { transition.animator = DefaultModalAnimator() }
        }
        let context = TransitionContext(
            kind: .presentation, from: presenter, to: presented, container: container,
            style: presented.modalPresentationStyle, animated: animated,
            interactive: transition.interaction != nil, animator: transition.animator
        ) {
            [unowned transition] didComplete in transition.finish(didComplete)
        }
        transition.context = context

        presented.beginAppearanceTransition(true, animated: animated)
        if transition.removesPresentersView { presenter.beginAppearanceTransition(false, animated: animated) }
        transition.start(container: container)
    }

    // MARK: - Dismissal

    static func dismiss(_ presented: UIViewController, animated: Bool, completion: (() -> Void)?) {
        guard let presenter = presented.presentingViewController,
            let container = presented.view.superview ?? presented.view.window
        else { return }
        let transition = ModalTransition(
            kind: .dismissal, presenter: presenter, presented: presented,
            animated: animated, completion: completion)
        presented.isBeingDismissed = true
        presented.activeTransition = transition

        if transition.removesPresentersView, let presenterView = presenter.viewIfLoaded {
            // The presenter's view comes back under the presented one for the animation.
            presenterView.frame = container.bounds
            container.insertSubview(presenterView, at: 0)
        }
        if animated {
            if let delegate = presented.transitioningDelegate {
                transition.animator = delegate.animationController(forDismissed: presented)
                if let animator = transition.animator {
                    transition.interaction = delegate.interactionControllerForDismissal(using: animator)
                }
            }
            if transition.animator == nil { transition.animator = DefaultModalAnimator() }
        }
        let context = TransitionContext(
            kind: .dismissal, from: presented, to: presenter, container: container,
            style: presented.modalPresentationStyle, animated: animated,
            interactive: transition.interaction != nil, animator: transition.animator
        ) {
            [unowned transition] didComplete in transition.finish(didComplete)
        }
        transition.context = context

        presented.beginAppearanceTransition(false, animated: animated)
        if transition.removesPresentersView { presenter.beginAppearanceTransition(true, animated: animated) }
        transition.start(container: container)
    }

    // MARK: - Running

    private func start(container: UIView) {
        guard let context = context else { return }
        if !animated {
            if kind == .presentation {
                presented.view.frame = context.finalFrame(for: presented)
                container.addSubview(presented.view)
            }
            context.coordinator.animatorStarted()
            context.completeTransition(true)
        } else if let interaction = interaction {
            interaction.startInteractiveTransition(context)
        } else {
            animator?.animateTransition(using: context)
        }
        context.coordinator.animatorStarted()
    }

    private func finish(_ didComplete: Bool) {
        let container = context?.containerView
        switch (kind, didComplete) {
        case (.presentation, true):
            if removesPresentersView { presenter.viewIfLoaded?.removeFromSuperview() }
            presented.isBeingPresented = false
        case (.presentation, false):
            presenter.presentedViewController = nil
            presented.presentingViewController = nil
            presented.isBeingPresented = false
            presented.viewIfLoaded?.removeFromSuperview()
            container?.removeFromSuperview()
        case (.dismissal, true):
            presented.viewIfLoaded?.removeFromSuperview()
            if removesPresentersView, let presenterView = presenter.viewIfLoaded, let window = container?.window {
                // Back where it lived before the presentation: the window, or the presenter's own container.
                let home = presented.presenterViewHome ?? window
                presenterView.frame = home.bounds
                home.insertSubview(presenterView, at: 0)
            }
            if container is TransitionContainerView { container?.removeFromSuperview() }
            presenter.presentedViewController = nil
            presented.presentingViewController = nil
            presented.isBeingDismissed = false
        case (.dismissal, false):
            if removesPresentersView { presenter.viewIfLoaded?.removeFromSuperview() }
            presented.isBeingDismissed = false
        case (.push, _), (.pop, _):
            break  // navigation transitions run in NavigationTransition
        }
        presented.activeTransition = nil
        animator?.animationEnded(didComplete)

        if didComplete {
            // UIKit lays the new hierarchy out before the did-appear callbacks.
            if kind == .presentation { presented.viewIfLoaded?.layoutIfNeeded() }
            presented.endAppearanceTransition()
            if removesPresentersView { presenter.endAppearanceTransition() }
            completion?()
        } else {
            // A cancelled transition reverses the appearance calls it began, as UIKit does.
            let presentedReturns = kind == .dismissal
            presented.beginAppearanceTransition(presentedReturns, animated: animated)
            presented.endAppearanceTransition()
            if removesPresentersView {
                presenter.beginAppearanceTransition(!presentedReturns, animated: animated)
                presenter.endAppearanceTransition()
            }
        }
    }
}

/// UIKit's default modal transition: the presented view slides up from the bottom (and back down).
final class DefaultModalAnimator: UIViewControllerAnimatedTransitioning {
    static let duration: TimeInterval = 0.5

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        Self.duration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        let height = container.bounds.height
        if let context = transitionContext as? TransitionContext, context.kind == .dismissal {
            guard let from = transitionContext.viewController(forKey: .from), let view = from.viewIfLoaded else { return }
            UIView.animate(
                withDuration: Self.duration, delay: 0, options: [.curveEaseInOut],
                animations: {
                    view.frame = view.frame.offsetBy(dx: 0, dy: height)
                    context.coordinator.takePendingAnimations()
                },
                completion: { _ in
                    transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
                })
        } else {
            guard let to = transitionContext.viewController(forKey: .to), let view = to.view else { return }
            let final = transitionContext.finalFrame(for: to)
            view.frame = final.offsetBy(dx: 0, dy: height)
            container.addSubview(view)
            UIView.animate(
                withDuration: Self.duration, delay: 0, options: [.curveEaseInOut],
                animations: {
                    view.frame = final
                    (transitionContext as? TransitionContext)?.coordinator.takePendingAnimations()
                },
                completion: { _ in
                    transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
                })
        }
    }
}
