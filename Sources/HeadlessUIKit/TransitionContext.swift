/// The engine's concrete `UIViewControllerContextTransitioning`, created by `present`/`dismiss` and
/// by a navigation controller's push and pop.
///
/// Frames follow Apple's documentation: for a presentation the presented controller starts at
/// `.zero` (not yet on screen) and ends filling the container; the presenter keeps its frame, or
/// ends at `.zero` when its view is removed (`.fullScreen`). Dismissal is the mirror image. In a push
/// or pop both views take part: the incoming one starts at `.zero` and ends filling the container,
/// the outgoing one starts where it is and ends at `.zero`; the style is `.none`.
public final class TransitionContext: UIViewControllerContextTransitioning {
    /// Presenting or dismissing.
    public enum Kind { case presentation, dismissal, push, pop }

    /// Whether this context presents or dismisses.
    public let kind: Kind
    /// The window-sized view the transition happens in.
    public let containerView: UIView
    /// The `animated` argument of `present`/`dismiss`.
    public let isAnimated: Bool
    /// True while an interaction controller drives the transition.
    public private(set) var isInteractive: Bool
    /// Set by `cancelInteractiveTransition()`.
    public private(set) var transitionWasCancelled = false
    /// The presented controller's style.
    public let presentationStyle: UIModalPresentationStyle
    /// No rotation happens here: identity.
    public var targetTransform: CGAffineTransform { .identity }
    /// The last value passed to `updateInteractiveTransition(_:)`.
    public private(set) var percentComplete: CGFloat = 0
    /// Whether `completeTransition(_:)` has been called, and with what.
    public private(set) var completion: Bool?
    /// What `transitionCoordinator` vends for this transition.
    private(set) lazy var coordinator = TransitionCoordinator(context: self)

    let fromViewController: UIViewController
    let toViewController: UIViewController
    let animator: UIViewControllerAnimatedTransitioning?
    private let fromInitialFrame: CGRect
    private let toInitialFrame: CGRect
    private let onComplete: (Bool) -> Void

    init(
        kind: Kind, from: UIViewController, to: UIViewController, container: UIView,
        style: UIModalPresentationStyle, animated: Bool, interactive: Bool,
        animator: UIViewControllerAnimatedTransitioning?, onComplete: @escaping (Bool) -> Void
    ) {
        self.kind = kind
        fromViewController = from
        toViewController = to
        containerView = container
        presentationStyle = style
        isAnimated = animated
        isInteractive = interactive
        self.animator = animator
        self.onComplete = onComplete
        func frameInContainer(_ vc: UIViewController) -> CGRect {
            guard let view = vc.viewIfLoaded, view.superview != nil else { return .zero }
            return view.convert(view.bounds, to: container)
        }
        switch kind {
        case .presentation:
            fromInitialFrame = frameInContainer(from)
            toInitialFrame = .zero
        case .dismissal:
            fromInitialFrame = frameInContainer(from)
            toInitialFrame = style.removesPresentersView ? .zero : frameInContainer(to)
        case .push, .pop:
            fromInitialFrame = frameInContainer(from)
            toInitialFrame = .zero
        }
    }

    /// The from/to controller.
    public func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        switch key {
        case .from: return fromViewController
        case .to: return toViewController
        default: return nil
        }
    }

    /// The from/to view, or nil when it is not part of the animation.
    public func view(forKey key: UITransitionContextViewKey) -> UIView? {
        let presenterViewMoves = presentationStyle.removesPresentersView
        switch (kind, key) {
        case (.presentation, .to): return toViewController.view
        case (.presentation, .from): return presenterViewMoves ? fromViewController.view : nil
        case (.dismissal, .from): return fromViewController.view
        case (.dismissal, .to): return presenterViewMoves ? toViewController.view : nil
        case (.push, .from), (.pop, .from): return fromViewController.view
        case (.push, .to), (.pop, .to): return toViewController.view
        default: return nil
        }
    }

    /// Where `vc`'s view starts, in container coordinates (`.zero` if not on screen).
    public func initialFrame(for vc: UIViewController) -> CGRect {
        if vc === fromViewController { return fromInitialFrame }
        if vc === toViewController { return toInitialFrame }
        return .zero
    }

    /// Where `vc`'s view should end (`.zero` if it leaves).
    public func finalFrame(for vc: UIViewController) -> CGRect {
        switch kind {
        case .presentation:
            if vc === toViewController { return containerView.bounds }
            if vc === fromViewController { return presentationStyle.removesPresentersView ? .zero : fromInitialFrame }
        case .dismissal:
            if vc === toViewController { return presentationStyle.removesPresentersView ? containerView.bounds : toInitialFrame }
        case .push, .pop:
            if vc === toViewController { return containerView.bounds }
        }
        return .zero
    }

    /// Records the interaction's progress.
    public func updateInteractiveTransition(_ percentComplete: CGFloat) {
        self.percentComplete = percentComplete
    }

    /// The interaction will complete; `isInteractive` becomes false.
    public func finishInteractiveTransition() {
        isInteractive = false
        coordinator.interactionChanged()
    }

    /// The interaction will roll back: `transitionWasCancelled` becomes true.
    public func cancelInteractiveTransition() {
        isInteractive = false
        transitionWasCancelled = true
        coordinator.interactionChanged()
    }

    /// The interaction resumes control.
    public func pauseInteractiveTransition() {
        isInteractive = true
    }

    /// Ends the transition (once): appearance callbacks, hierarchy clean-up, the caller's completion.
    public func completeTransition(_ didComplete: Bool) {
        guard completion == nil else { return }
        completion = didComplete
        coordinator.transitionEnded()
        onComplete(didComplete)
    }
}
