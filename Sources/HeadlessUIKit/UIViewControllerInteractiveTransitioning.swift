/// An interaction controller that drives a transition from user input (UIKit's `UIViewControllerInteractiveTransitioning`).
public protocol UIViewControllerInteractiveTransitioning: AnyObject {
    /// Called instead of the animator's `animateTransition(using:)` when the transition starts.
    func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning)
    var completionSpeed: CGFloat { get }
    var wantsInteractiveStart: Bool { get }
}

extension UIViewControllerInteractiveTransitioning {
    public var completionSpeed: CGFloat { 1 }
    public var wantsInteractiveStart: Bool { true }
}
