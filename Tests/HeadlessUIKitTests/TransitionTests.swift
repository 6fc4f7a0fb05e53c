import XCTest
@testable import HeadlessUIKit
import HeadlessSnapKit

// MARK: - The English blog's custom modal presentation, as written (selector rewritten, @objc dropped)

class ViewController2: UIViewController, UIViewControllerTransitioningDelegate {
    var delegateCalls: [String] = []

    init() {
        super.init(nibName: nil, bundle: nil)
        transitioningDelegate = self
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGreen
    }

    func animationController(
        forPresented presented: UIViewController,
        presenting: UIViewController,
        source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        delegateCalls.append("forPresented")
        return CustomAnimator()
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        delegateCalls.append("forDismissed")
        return nil
    }
}

class BlogViewController: UIViewController {
    var presented: ViewController2?

    lazy var btn: UIButton = {
        let btn = UIButton(type: .system)
        btn.setTitle("Go", for: .normal)
        btn.layer.cornerRadius = 8.0
        btn.layer.masksToBounds = true
        btn.tintColor = .white
        btn.backgroundColor = .red
        btn.addTarget(self, action: Selector(Self.handleTap), for: .touchUpInside)
        return btn
    }()

    override func viewDidLoad() {
        super.viewDidLoad()

        view.addSubview(btn)
        btn.snp.makeConstraints { (make) in
            make.center.equalToSuperview()
        }
    }

    func handleTap() {
        let vc = ViewController2()
        presented = vc
        vc.modalPresentationStyle = .fullScreen
        self.present(vc, animated: true)
    }
}

class CustomAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.6
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let toViewController = transitionContext.viewController(forKey: UITransitionContextViewControllerKey.to) else {
            return
        }

        let transitionContainer = transitionContext.containerView

        var transform = CGAffineTransform.identity
        transform = transform.concatenating(CGAffineTransform(scaleX: 0.6, y: 0.6))
        transform = transform.concatenating(CGAffineTransform(translationX: 0, y: -200))
        toViewController.view.transform = transform
        toViewController.view.alpha = 0

        transitionContainer.addSubview(toViewController.view)

        let animationTiming = UISpringTimingParameters(
            dampingRatio: 0.5,
            initialVelocity: CGVector(dx: 1, dy: 0))
        let animator = UIViewPropertyAnimator(
            duration: transitionDuration(using: transitionContext),
            timingParameters: animationTiming)
        animator.addAnimations {
            toViewController.view.transform = CGAffineTransform.identity
            toViewController.view.alpha = 1
        }

        animator.addCompletion { finished in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }

        animator.startAnimation()
    }
}

final class TransitionTests: AppModelTestCase {
    func testCustomModalPresentationRunsTheAnimatorInAContainerAndEndsInTheFinalFrame() {
        let root = BlogViewController()
        let window = show(root)
        XCTAssertEqual(root.btn.center, CGPoint(x: 187.5, y: 333.5), "centred by SnapKit")
        SimulatedUser(window: window).tap(at: CGPoint(x: 187.5, y: 333.5))
        guard let presented = root.presented else { return XCTFail("the button's action did not run") }
        XCTAssertEqual(presented.delegateCalls, ["forPresented"])
        XCTAssertTrue(root.presentedViewController === presented)
        XCTAssertTrue(presented.presentingViewController === root)
        let container = presented.view.superview
        XCTAssertTrue(container is TransitionContainerView, "the animator added the view to the container")
        XCTAssertTrue(container?.superview === window)
        XCTAssertTrue(presented.isBeingPresented)

        clock.run(for: 0.3)
        let midway = presented.view.layer.presentation()!
        XCTAssertNotEqual(midway.affineTransform(), .identity)
        XCTAssertTrue(presented.isBeingPresented)

        clock.run(for: 0.3)
        XCTAssertFalse(presented.isBeingPresented)
        XCTAssertEqual(presented.view.frame, container?.bounds)
        XCTAssertEqual(presented.view.frame, window.bounds)
        XCTAssertEqual(presented.view.layer.presentation()!.affineTransform(), .identity)
        XCTAssertEqual(presented.view.layer.presentation()!.opacity, 1)
        XCTAssertEqual(presented.view.backgroundColor, .systemGreen)
        XCTAssertNil(root.view.superview, "a full-screen presentation removes the presenter's view")
        XCTAssertEqual(presented.appearance, .appeared)
        XCTAssertEqual(root.appearance, .disappeared)
    }

    func testDismissalFallsBackToTheDefaultTransitionWhenTheDelegateReturnsNil() {
        let root = BlogViewController()
        let window = show(root)
        root.handleTap()
        clock.run(for: 0.6)
        let presented = root.presented!
        var completed = false
        presented.dismiss(animated: true) { completed = true }
        XCTAssertEqual(presented.delegateCalls, ["forPresented", "forDismissed"])
        XCTAssertTrue(root.view.window === window, "the presenter's view is back under the presented one")
        clock.run(for: 0.25)
        XCTAssertGreaterThan(presented.view.layer.presentation()!.frame.minY, 0)
        XCTAssertFalse(completed)
        clock.run(for: 0.25)
        XCTAssertTrue(completed)
        XCTAssertNil(root.presentedViewController)
        XCTAssertNil(presented.presentingViewController)
        XCTAssertNil(presented.view.superview)
        XCTAssertTrue(root.view.superview === window)
        XCTAssertEqual(root.appearance, .appeared)
        XCTAssertFalse(window.subviews.contains { $0 is TransitionContainerView })
    }

    // MARK: - UIKit's call sequence

    final class Recorder {
        var calls: [String] = []
    }

    final class TracingController: LoggingViewController {
        var recorder: Recorder?
        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated); recorder?.calls.append("\(name).viewWillAppear")
        }
        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated); recorder?.calls.append("\(name).viewDidAppear")
        }
        override func viewWillDisappear(_ animated: Bool) {
            super.viewWillDisappear(animated); recorder?.calls.append("\(name).viewWillDisappear")
        }
        override func viewDidDisappear(_ animated: Bool) {
            super.viewDidDisappear(animated); recorder?.calls.append("\(name).viewDidDisappear")
        }
    }

    final class TracingAnimator: UIViewControllerAnimatedTransitioning {
        let recorder: Recorder
        init(_ recorder: Recorder) { self.recorder = recorder }
        func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
            recorder.calls.append("transitionDuration")
            return 0.25
        }
        func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
            recorder.calls.append("animateTransition")
            let toView = transitionContext.view(forKey: .to)
            if let toView = toView { transitionContext.containerView.addSubview(toView) }
            UIView.animate(
                withDuration: transitionDuration(using: transitionContext),
                animations: {
                    toView?.alpha = 1
                    transitionContext.view(forKey: .from)?.alpha = 0.5
                },
                completion: { _ in
                    self.recorder.calls.append("completeTransition")
                    transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
                })
        }
        func animationEnded(_ transitionCompleted: Bool) { recorder.calls.append("animationEnded(\(transitionCompleted))") }
    }

    final class TracingDelegate: UIViewControllerTransitioningDelegate {
        let recorder: Recorder
        init(_ recorder: Recorder) { self.recorder = recorder }
        func animationController(
            forPresented presented: UIViewController, presenting: UIViewController,
            source: UIViewController
        ) -> UIViewControllerAnimatedTransitioning? {
            recorder.calls.append("animationController(forPresented:)")
            return TracingAnimator(recorder)
        }
        func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
            recorder.calls.append("animationController(forDismissed:)")
            return TracingAnimator(recorder)
        }
        func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning)
            -> UIViewControllerInteractiveTransitioning?
        {
            recorder.calls.append("interactionControllerForPresentation")
            return nil
        }
    }

    func testPresentationAndDismissalFollowUIKitsCallSequence() {
        let recorder = Recorder()
        let root = TracingController(name: "root")
        root.recorder = recorder
        show(root)
        recorder.calls.removeAll()
        let modal = TracingController(name: "modal")
        modal.recorder = recorder
        modal.modalPresentationStyle = .fullScreen
        let delegate = TracingDelegate(recorder)
        modal.transitioningDelegate = delegate
        root.present(modal, animated: true) { recorder.calls.append("completion") }
        clock.run(for: 0.25)
        XCTAssertEqual(
            recorder.calls,
            [
                "animationController(forPresented:)", "interactionControllerForPresentation",
                "modal.viewWillAppear", "root.viewWillDisappear", "animateTransition",
                "transitionDuration", "completeTransition", "animationEnded(true)",
                "modal.viewDidAppear", "root.viewDidDisappear", "completion"
            ])
        recorder.calls.removeAll()
        modal.dismiss(animated: true)
        clock.run(for: 0.25)
        XCTAssertEqual(
            recorder.calls,
            [
                "animationController(forDismissed:)", "modal.viewWillDisappear", "root.viewWillAppear",
                "animateTransition", "transitionDuration", "completeTransition",
                "animationEnded(true)", "modal.viewDidDisappear", "root.viewDidAppear"
            ])
    }

    func testCustomStyleKeepsThePresenterAndItsViewIsNotInTheContext() {
        let root = UIViewController()
        let window = show(root)
        let modal = UIViewController()
        modal.view.frame = CGRect(x: 0.0, y: 0.0, width: 200.0, height: 200.0)
        modal.modalPresentationStyle = .custom
        var fromView: UIView?? = .none
        final class Peek: UIViewControllerAnimatedTransitioning {
            let seen: (UIView?) -> Void
            init(_ seen: @escaping (UIView?) -> Void) { self.seen = seen }
            func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0 }
            func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
                seen(transitionContext.view(forKey: .from))
                transitionContext.containerView.addSubview(transitionContext.view(forKey: .to)!)
                transitionContext.completeTransition(true)
            }
        }
        final class Vendor: UIViewControllerTransitioningDelegate {
            let animator: Peek
            init(_ animator: Peek) { self.animator = animator }
            func animationController(
                forPresented presented: UIViewController, presenting: UIViewController,
                source: UIViewController
            ) -> UIViewControllerAnimatedTransitioning? { animator }
        }
        let vendor = Vendor(Peek { fromView = .some($0) })
        modal.transitioningDelegate = vendor
        root.present(modal, animated: true)
        XCTAssertNotNil(fromView as Any?, "the animator was asked")
        XCTAssertNil(fromView!, "view(forKey: .from) is nil when the presenter's view stays")
        XCTAssertTrue(root.view.superview === window)
        XCTAssertEqual(modal.view.frame.size, CGSize(width: 200, height: 200), "the animator owns the frame")
    }

    func testNonAnimatedPresentationCompletesAtOnce() {
        let root = UIViewController()
        show(root)
        let modal = LoggingViewController(name: "modal")
        var done = false
        root.present(modal, animated: false) { done = true }
        XCTAssertTrue(done)
        XCTAssertEqual(modal.view.frame, UIScreen.main.bounds)
        XCTAssertTrue(modal.log.contains("viewWillAppear"))
        XCTAssertEqual(modal.log.last, "viewDidAppear")
        root.present(UIViewController(), animated: false)
        XCTAssertTrue(root.presentedViewController === modal, "presenting twice is ignored, as UIKit only warns")
        XCTAssertEqual(UIApplication.shared.consoleMessages.count, 1)
        XCTAssertTrue(UIApplication.shared.consoleMessages[0].contains("which is already presenting"))
        UIViewController().present(UIViewController(), animated: true)
        XCTAssertTrue(UIApplication.shared.consoleMessages[1].hasSuffix("whose view is not in the window hierarchy"))
    }
}

final class TransitionStackTests: AppModelTestCase {
    func testDismissingFromTheBottomRemovesTheWholeStack() {
        let root = UIViewController()
        let window = show(root)
        let first = UIViewController(), second = UIViewController()
        root.present(first, animated: false)
        first.present(second, animated: false)
        XCTAssertTrue(second.view.window === window)
        var done = false
        root.dismiss(animated: true) { done = true }
        XCTAssertNil(first.presentedViewController, "the controller above the child goes at once")
        XCTAssertNil(second.view.superview)
        clock.run(for: DefaultModalAnimator.duration)
        XCTAssertTrue(done)
        XCTAssertNil(root.presentedViewController)
        XCTAssertEqual(window.subviews.count, 1)
        XCTAssertTrue(window.subviews.first === root.view)
    }
}
