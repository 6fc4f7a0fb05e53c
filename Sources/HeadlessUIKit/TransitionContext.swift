/// The engine's concrete `UIViewControllerContextTransitioning`, created by `present`/`dismiss`.
///
/// Frames follow Apple's documentation: for a presentation the presented controller starts at
/// `.zero` (not yet on screen) and ends filling the container; the presenter keeps its frame, or
/// ends at `.zero` when its view is removed (`.fullScreen`). Dismissal is the mirror image.
public final class TransitionContext: UIViewControllerContextTransitioning {
    /// Presenting or dismissing.
    public enum Kind { case presentation, dismissal }

    public let kind: Kind
    public let containerView: UIView
    public let isAnimated: Bool
    public private(set) var isInteractive: Bool
    public private(set) var transitionWasCancelled = false
    public let presentationStyle: UIModalPresentationStyle
    public var targetTransform: CGAffineTransform { .identity }
    /// The last value passed to `updateInteractiveTransition(_:)`.
    public private(set) var percentComplete: CGFloat = 0
    /// Whether `completeTransition(_:)` has been called, and with what.
    public private(set) var completion: Bool?

    let fromViewController: UIViewController
    let toViewController: UIViewController
    let animator: UIViewControllerAnimatedTransitioning?
    private let fromInitialFrame: CGRect
    private let toInitialFrame: CGRect
    private let onComplete: (Bool) -> Void

    init(kind: Kind, from: UIViewController, to: UIViewController, container: UIView,
         style: UIModalPresentationStyle, animated: Bool, interactive: Bool,
         animator: UIViewControllerAnimatedTransitioning?, onComplete: @escaping (Bool) -> Void) {
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
        }
    }

    public func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        switch key {
        case .from: return fromViewController
        case .to: return toViewController
        default: return nil
        }
    }

    public func view(forKey key: UITransitionContextViewKey) -> UIView? {
        let presenterViewMoves = presentationStyle.removesPresentersView
        switch (kind, key) {
        case (.presentation, .to): return toViewController.view
        case (.presentation, .from): return presenterViewMoves ? fromViewController.view : nil
        case (.dismissal, .from): return fromViewController.view
        case (.dismissal, .to): return presenterViewMoves ? toViewController.view : nil
        default: return nil
        }
    }

    public func initialFrame(for vc: UIViewController) -> CGRect {
        if vc === fromViewController { return fromInitialFrame }
        if vc === toViewController { return toInitialFrame }
        return .zero
    }

    public func finalFrame(for vc: UIViewController) -> CGRect {
        switch kind {
        case .presentation:
            if vc === toViewController { return containerView.bounds }
            if vc === fromViewController { return presentationStyle.removesPresentersView ? .zero : fromInitialFrame }
        case .dismissal:
            if vc === toViewController { return presentationStyle.removesPresentersView ? containerView.bounds : toInitialFrame }
        }
        return .zero
    }

    public func updateInteractiveTransition(_ percentComplete: CGFloat) {
        self.percentComplete = percentComplete
    }

    public func finishInteractiveTransition() {
        isInteractive = false
    }

    public func cancelInteractiveTransition() {
        isInteractive = false
        transitionWasCancelled = true
    }

    public func pauseInteractiveTransition() {
        isInteractive = true
    }

    public func completeTransition(_ didComplete: Bool) {
        guard completion == nil else { return }
        completion = didComplete
        onComplete(didComplete)
    }
}
