/// What an animator knows about a transition in progress (UIKit's `UIViewControllerContextTransitioning`).
public protocol UIViewControllerContextTransitioning: AnyObject {
    /// The view in which the transition's animations take place.
    var containerView: UIView { get }
    var isAnimated: Bool { get }
    var isInteractive: Bool { get }
    /// True once `cancelInteractiveTransition()` has been called.
    var transitionWasCancelled: Bool { get }
    var presentationStyle: UIModalPresentationStyle { get }
    var targetTransform: CGAffineTransform { get }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    /// The from/to view, or nil when that view is not part of the animation (e.g. the presenter's
    /// view under a `.custom` presentation, which stays in place).
    func view(forKey key: UITransitionContextViewKey) -> UIView?
    func initialFrame(for vc: UIViewController) -> CGRect
    func finalFrame(for vc: UIViewController) -> CGRect

    func updateInteractiveTransition(_ percentComplete: CGFloat)
    func finishInteractiveTransition()
    func cancelInteractiveTransition()
    func pauseInteractiveTransition()
    /// Must be called by the animator when its animations end; `didComplete` false rolls the transition back.
    func completeTransition(_ didComplete: Bool)
}
