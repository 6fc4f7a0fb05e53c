import XCTest
@testable import HeadlessUIKit

/// A swipe-down-to-dismiss written the way tutorials write it: a percent-driven interaction
/// controller fed by a pan, finishing or cancelling on the release velocity and distance.
final class TransitionInteractiveTests: AppModelTestCase {
    final class SlideDownAnimator: NSObject, UIViewControllerAnimatedTransitioning {
        func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.4 }

        func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
            guard let fromView = transitionContext.view(forKey: .from) else { return }
            let container = transitionContext.containerView
            UIView.animate(
                withDuration: transitionDuration(using: transitionContext), delay: 0, options: [.curveLinear],
                animations: {
                    fromView.frame = fromView.frame.offsetBy(dx: 0, dy: container.bounds.height)
                },
                completion: { _ in
                    transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
                })
        }
    }

    final class SwipeInteraction: UIPercentDrivenInteractiveTransition {
        var interacting = false
        weak var viewController: UIViewController?
        var log: [String] = []

        init(viewController: UIViewController) {
            self.viewController = viewController
            super.init()
            let pan = UIPanGestureRecognizer(target: self, action: Selector(Self.handlePan(_:)))
            viewController.view.addGestureRecognizer(pan)
        }

        func handlePan(_ gesture: UIPanGestureRecognizer) {
            let translation = gesture.translation(in: gesture.view?.superview)
            let progress = min(1, max(0, translation.y / 667))
            switch gesture.state {
            case .began:
                interacting = true
                viewController?.dismiss(animated: true)
            case .changed:
                update(progress)
            case .ended:
                interacting = false
                if gesture.velocity(in: gesture.view).y > 1000 || progress > 0.5 {
                    log.append("finish"); finish()
                } else {
                    log.append("cancel"); cancel()
                }
            case .cancelled:
                interacting = false
                cancel()
            default:
                break
            }
        }
    }

    final class Sheet: UIViewController, UIViewControllerTransitioningDelegate {
        lazy var interaction = SwipeInteraction(viewController: self)
        var contextAtEnd: UIViewControllerContextTransitioning?

        override func viewDidLoad() {
            super.viewDidLoad()
            transitioningDelegate = self
            _ = interaction
        }

        func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
            SlideDownAnimator()
        }

        func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
            -> UIViewControllerInteractiveTransitioning?
        {
            interaction.interacting ? interaction : nil
        }
    }

    private func presentSheet() -> (UIWindow, UIViewController, Sheet) {
        let root = UIViewController()
        let window = show(root)
        let sheet = Sheet()
        sheet.modalPresentationStyle = .fullScreen
        root.present(sheet, animated: false)
        return (window, root, sheet)
    }

    func testSlowShortDragCancelsAndTheSheetReturns() {
        let (window, root, sheet) = presentSheet()
        SimulatedUser(window: window).pan(
            from: CGPoint(x: 187, y: 100), to: CGPoint(x: 187, y: 250),
            duration: 0.5, releaseVelocity: CGPoint(x: 0, y: 100))
        XCTAssertEqual(sheet.interaction.log, ["cancel"])
        XCTAssertGreaterThan(sheet.view.layer.presentation()!.frame.minY, 100, "still where the finger left it")
        clock.run(for: 0.5)
        XCTAssertTrue(root.presentedViewController === sheet, "a cancelled dismissal keeps the sheet")
        XCTAssertEqual(sheet.view.frame, window.bounds)
        XCTAssertEqual(sheet.view.layer.presentation()!.frame, window.bounds)
        XCTAssertNil(root.view.superview, "the full-screen presenter's view leaves again")
        XCTAssertEqual(sheet.appearance, .appeared)
        XCTAssertEqual(root.appearance, .disappeared)
    }

    func testFastFlickFinishesAndDismisses() {
        let (window, root, sheet) = presentSheet()
        var progressSeen: [CGFloat] = []
        SimulatedUser(window: window).pan(
            from: CGPoint(x: 187, y: 100), to: CGPoint(x: 187, y: 250),
            duration: 0.2, releaseVelocity: CGPoint(x: 0, y: 2000))
        progressSeen.append(sheet.interaction.percentComplete)
        XCTAssertEqual(sheet.interaction.log, ["finish"])
        XCTAssertEqual(progressSeen[0], 150.0 / 667.0, accuracy: 0.02, "the sheet tracked the finger")
        clock.run(for: 0.5)
        XCTAssertNil(root.presentedViewController)
        XCTAssertNil(sheet.view.superview)
        XCTAssertTrue(root.view.superview === window)
        XCTAssertEqual(root.appearance, .appeared)
    }

    /// Where the sheet's top edge is, every 0.05 s for 0.3 s, after `update(0.5)` and `finish()` with `curve`.
    private func finishingRun(curve: UIView.AnimationCurve, timing: UITimingCurveProvider? = nil) -> [CGFloat] {
        let (_, _, sheet) = presentSheet()
        sheet.interaction.completionCurve = curve
        sheet.interaction.timingCurve = timing
        sheet.interaction.interacting = true
        sheet.dismiss(animated: true)
        sheet.interaction.update(0.5)
        clock.run(for: 0.05)
        sheet.interaction.finish()
        var tops: [CGFloat] = []
        for _ in 0..<6 {
            clock.run(for: 0.05)
            tops.append(sheet.view.layer.presentation()?.frame.minY ?? -1)
        }
        return tops
    }

    /// The finishing run takes the rest of the duration, (1 - 0.5) × 0.4 s, and follows `completionCurve`
    /// (the interactive part itself is linear): ease-in lags a linear run, both end on time.
    func testFinishingFollowsTheCompletionCurveOverTheRemainingTime() {
        let height = UIScreen.main.bounds.height
        let linear = finishingRun(curve: .linear)
        XCTAssertEqual(linear[1], height * 0.75, accuracy: 1, "halfway through the 0.2 s run, halfway along")
        let easeIn = finishingRun(curve: .easeIn)
        XCTAssertLessThan(easeIn[1], linear[1] - 20, "ease-in starts slowly: \(easeIn) against \(linear)")
        for run in [linear, easeIn] {
            XCTAssertLessThan(run[2], height - 20, "not done before the run's end: \(run)")
            XCTAssertEqual(run[3], height, accuracy: 0.5, "at the bottom when the run ends: \(run)")
        }
        let timed = finishingRun(curve: .linear, timing: UICubicTimingParameters(animationCurve: .easeIn))
        XCTAssertEqual(timed[1], easeIn[1], accuracy: 0.5, "cubic timing parameters win over completionCurve")
    }

    /// `pause()` (UIKit's name) holds the animations where the last `update(_:)` put them.
    func testPauseHoldsTheTransition() {
        let (_, _, sheet) = presentSheet()
        sheet.interaction.interacting = true
        sheet.dismiss(animated: true)
        sheet.interaction.update(0.25)
        sheet.interaction.pause()
        clock.run(for: 1)
        XCTAssertEqual(sheet.view.layer.presentation()!.frame.minY, UIScreen.main.bounds.height * 0.25, accuracy: 1)
    }

    func testInteractiveContextReportsCancellation() {
        let root = UIViewController()
        show(root)
        let sheet = UIViewController()
        root.present(sheet, animated: false)
        final class Manual: UIViewControllerInteractiveTransitioning {
            var context: UIViewControllerContextTransitioning?
            func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
                context = transitionContext
            }
        }
        final class Vendor: UIViewControllerTransitioningDelegate {
            let manual = Manual()
            func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
                TransitionInteractiveTests.SlideDownAnimator()
            }
            func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
                -> UIViewControllerInteractiveTransitioning?
            { manual }
        }
        let vendor = Vendor()
        sheet.transitioningDelegate = vendor
        sheet.dismiss(animated: true)
        guard let context = vendor.manual.context else { return XCTFail("startInteractiveTransition was not called") }
        XCTAssertTrue(context.isInteractive)
        XCTAssertTrue(context.viewController(forKey: .from) === sheet)
        XCTAssertTrue(context.viewController(forKey: .to) === root)
        XCTAssertEqual(context.initialFrame(for: sheet), UIScreen.main.bounds)
        XCTAssertEqual(context.finalFrame(for: sheet), .zero)
        context.updateInteractiveTransition(0.3)
        context.cancelInteractiveTransition()
        XCTAssertTrue(context.transitionWasCancelled)
        XCTAssertFalse(context.isInteractive)
        context.completeTransition(false)
        XCTAssertTrue(root.presentedViewController === sheet)
    }
}
