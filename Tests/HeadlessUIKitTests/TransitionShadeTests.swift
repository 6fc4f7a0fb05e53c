import XCTest
@testable import HeadlessUIKit

/// The Russian page's "shade" transition (an interactive presentation and dismissal driven by one
/// pan), written as in the sample except that the release phase animates with `UIView.animate`
/// instead of UIKit Dynamics (which lands separately); the decision logic is the sample's.
final class TransitionShadeTests: AppModelTestCase {
    final class EmptyAnimator: NSObject {}

    final class ShadeViewController: UIViewController {}

    final class ShadeAnimator: NSObject {
        let isAppearing: Bool
        weak var presentingVC: UIViewController?
        weak var presentedVC: UIViewController?
        weak var transitionDelegate: UIViewControllerTransitioningDelegate?
        let impactFeedbackGenerator = UIImpactFeedbackGenerator(style: .light)
        var transitionContext: UIViewControllerContextTransitioning?
        var outcomes: [String] = []

        lazy var pan: UIPanGestureRecognizer = {
            let pan = UIPanGestureRecognizer(target: self, action: Selector(Self.handlePan(sender:)))
            return pan
        }()

        init(
            isAppearing: Bool, presentingVC: UIViewController, presentedVC: UIViewController,
            transitionDelegate: UIViewControllerTransitioningDelegate
        ) {
            self.isAppearing = isAppearing
            self.presentingVC = presentingVC
            self.presentedVC = presentedVC
            self.transitionDelegate = transitionDelegate
            super.init()
            self.impactFeedbackGenerator.prepare()
            if isAppearing {
                self.presentingVC?.view.addGestureRecognizer(pan)
            } else {
                self.presentedVC?.view.addGestureRecognizer(pan)
            }
        }

        func setupViewsForTransition(with transitionContext: UIViewControllerContextTransitioning) {
            guard let fromVC = transitionContext.viewController(forKey: .from),
                let toVC = transitionContext.viewController(forKey: .to),
                let toView = toVC.view
            else { return }
            let containerView = transitionContext.containerView
            self.transitionContext = transitionContext
            if isAppearing {
                let fromViewInitialFrame = transitionContext.initialFrame(for: fromVC)
                var toViewInitialFrame = toView.frame
                toViewInitialFrame.origin.y -= toViewInitialFrame.height
                toViewInitialFrame.origin.x = fromViewInitialFrame.width * 0.5 - toViewInitialFrame.width * 0.5
                toView.frame = toViewInitialFrame
                containerView.addSubview(toView)
            } else {
                fromVC.view.addGestureRecognizer(pan)
            }
        }

        func handlePan(sender: UIPanGestureRecognizer) {
            let location = sender.location(in: transitionContext?.containerView)
            let velocity = sender.velocity(in: transitionContext?.containerView)
            let fromVC = transitionContext?.viewController(forKey: .from)
            let toVC = transitionContext?.viewController(forKey: .to)
            let touchStartHeight: CGFloat = 90.0
            let touchLocationFromBottom: CGFloat = 20.0

            switch sender.state {
            case .began:
                let beginLocation = sender.location(in: sender.view)
                if isAppearing {
                    guard beginLocation.y <= touchStartHeight,
                        let presentedVC = self.presentedVC
                    else { break }
                    presentedVC.modalPresentationStyle = .custom
                    presentedVC.transitioningDelegate = transitionDelegate
                    presentingVC?.present(presentedVC, animated: true)
                } else {
                    guard beginLocation.y >= (sender.view?.frame.height ?? 0.0) - touchStartHeight else { break }
                    presentedVC?.dismiss(animated: true)
                }
            case .changed:
                guard let view = isAppearing ? toVC?.view : fromVC?.view else { return }
                UIView.animate(withDuration: 0.2) {
                    view.frame.origin.y = location.y - view.bounds.height + touchLocationFromBottom
                }
                transitionContext?.updateInteractiveTransition(view.frame.maxY / view.frame.height)
            case .ended, .cancelled:
                guard let view = isAppearing ? toVC?.view : fromVC?.view else { return }
                let isCancelled =
                    isAppearing ? (velocity.y < 0.5 || view.center.y < 0.0) : (velocity.y > 0.5 || view.center.y > 0.0)
                // The sample attaches the view to the top or bottom with dynamics here.
                let restingY: CGFloat = (isAppearing == isCancelled) ? -view.frame.height : 0
                UIView.animate(
                    withDuration: 0.3, animations: { view.frame.origin.y = restingY },
                    completion: { _ in
                        self.impactFeedbackGenerator.impactOccurred()
                        self.settle()
                    })
            default:
                break
            }
        }

        /// The sample's `dynamicAnimatorDidPause(_:)`.
        func settle() {
            guard let transitionContext = self.transitionContext else { return }
            let fromVC = transitionContext.viewController(forKey: .from)
            let toVC = transitionContext.viewController(forKey: .to)
            guard let view = isAppearing ? toVC?.view : fromVC?.view else { return }
            switch (view.center.y < 0.0, isAppearing) {
            case (true, true), (true, false):
                view.removeFromSuperview()
                transitionContext.finishInteractiveTransition()
                transitionContext.completeTransition(!isAppearing)
                outcomes.append(isAppearing ? "presentation cancelled" : "dismissed")
            case (false, true):
                toVC?.view.frame = transitionContext.finalFrame(for: toVC!)
                transitionContext.finishInteractiveTransition()
                transitionContext.completeTransition(true)
                outcomes.append("presented")
            case (false, false):
                fromVC?.view.frame = transitionContext.initialFrame(for: fromVC!)
                transitionContext.cancelInteractiveTransition()
                transitionContext.completeTransition(false)
                outcomes.append("dismissal cancelled")
            }
            self.transitionContext = nil
        }
    }

    final class ViewController: UIViewController {
        var presentingAnimator: ShadeAnimator!
        var dismissingAnimator: ShadeAnimator!
        let shadeVC = ShadeViewController()

        lazy var label: UILabel = {
            let label = UILabel()
            label.textColor = .blue
            label.translatesAutoresizingMaskIntoConstraints = false
            self.view.addSubview(label)
            label.centerXAnchor.constraint(equalTo: self.view.centerXAnchor).isActive = true
            label.centerYAnchor.constraint(equalTo: self.view.centerYAnchor).isActive = true
            return label
        }()

        override func viewDidLoad() {
            super.viewDidLoad()
            label.text = "Swipe Down From Top"
            presentingAnimator = ShadeAnimator(
                isAppearing: true, presentingVC: self, presentedVC: shadeVC, transitionDelegate: self)
            dismissingAnimator = ShadeAnimator(
                isAppearing: false, presentingVC: self, presentedVC: shadeVC, transitionDelegate: self)
        }
    }

    func testSwipeDownPresentsTheShadeAndSwipeUpDismissesIt() {
        let controller = ViewController()
        let window = show(controller)
        let user = SimulatedUser(window: window)
        XCTAssertEqual(controller.label.center, CGPoint(x: 187.5, y: 333.5))

        user.pan(
            from: CGPoint(x: 187, y: 30), to: CGPoint(x: 187, y: 400), duration: 0.4,
            releaseVelocity: CGPoint(x: 0, y: 1200))
        XCTAssertTrue(controller.presentedViewController === controller.shadeVC)
        XCTAssertTrue(controller.shadeVC.isBeingPresented)
        clock.run(for: 0.4)
        XCTAssertEqual(controller.presentingAnimator.outcomes, ["presented"])
        XCTAssertFalse(controller.shadeVC.isBeingPresented)
        XCTAssertEqual(controller.shadeVC.view.frame, window.bounds)
        XCTAssertTrue(controller.view.superview === window, "a custom presentation leaves the presenter in place")
        XCTAssertEqual(HapticEvent.recorded.count, 1)

        user.pan(
            from: CGPoint(x: 187, y: 640), to: CGPoint(x: 187, y: 150), duration: 0.4,
            releaseVelocity: CGPoint(x: 0, y: -1500))
        clock.run(for: 0.4)
        XCTAssertEqual(controller.dismissingAnimator.outcomes, ["dismissed"])
        XCTAssertNil(controller.presentedViewController)
        XCTAssertNil(controller.shadeVC.view.superview)
    }

    func testHesitantSwipeDownIsCancelled() {
        let controller = ViewController()
        let window = show(controller)
        SimulatedUser(window: window).pan(
            from: CGPoint(x: 187, y: 30), to: CGPoint(x: 187, y: 200), duration: 0.4,
            releaseVelocity: CGPoint(x: 0, y: -300))
        clock.run(for: 0.4)
        XCTAssertEqual(controller.presentingAnimator.outcomes, ["presentation cancelled"])
        XCTAssertNil(controller.presentedViewController)
        XCTAssertFalse(window.subviews.contains { $0 is TransitionContainerView })
    }

    func testSwipesStartingOutsideTheTopBandDoNothing() {
        let controller = ViewController()
        let window = show(controller)
        SimulatedUser(window: window).pan(from: CGPoint(x: 187, y: 300), to: CGPoint(x: 187, y: 500), duration: 0.3)
        XCTAssertNil(controller.presentedViewController)
    }
}

extension TransitionShadeTests.EmptyAnimator: UIViewControllerAnimatedTransitioning {
    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {}

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.0
    }
}

extension TransitionShadeTests.ShadeAnimator: UIViewControllerInteractiveTransitioning {
    func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
        setupViewsForTransition(with: transitionContext)
    }
}

extension TransitionShadeTests.ViewController: UIViewControllerTransitioningDelegate {
    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController,
        source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        return TransitionShadeTests.EmptyAnimator()
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return TransitionShadeTests.EmptyAnimator()
    }

    func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning?
    {
        return presentingAnimator
    }

    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning?
    {
        return dismissingAnimator
    }
}
