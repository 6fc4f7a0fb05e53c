/// An alert or action sheet (UIKit's `UIAlertController`), presented with `present(_:animated:completion:)`.
///
/// Rules as UIKit enforces them: one `.cancel` action at most (a second is a precondition failure,
/// where UIKit raises NSInternalInconsistencyException), text fields only in an `.alert`, and a
/// `preferredAction` that is one of `actions`. The alert covers the screen without removing the
/// presenter's view (`.overFullScreen`: the presenter gets no disappear calls); an alert fades in and
/// out over 0.2 s (an approximation: UIKit does not document it), an action sheet slides up like any
/// modal. On appearing, the first text field becomes first responder, as in UIKit.
///
/// A tap on an action (`SimulatedUser.tapAlertAction("OK")`) dismisses the alert and runs the
/// action's handler once the dismissal has completed — the order UIKit follows, which is why a handler
/// may present another controller from the same presenter.
open class UIAlertController: UIViewController {
    /// Alert or action sheet.
    public enum Style: Int {
        case actionSheet = 0
        case alert = 1
    }

    /// The message under the title.
    open var message: String?
    /// The style given at creation.
    public private(set) var preferredStyle: Style = .alert
    /// The actions, in the order added.
    public private(set) var actions: [UIAlertAction] = []
    /// The text fields of an alert, in the order added (nil when none).
    public private(set) var textFields: [UITextField]?
    /// The action the return key triggers and the alert emphasises; must be one of `actions`.
    open var preferredAction: UIAlertAction? {
        didSet {
            if let action = preferredAction {
                precondition(actions.contains { $0 === action }, "preferredAction must be one of the alert's actions")
            }
        }
    }

    /// An alert or action sheet with a title and a message.
    public convenience init(title: String?, message: String?, preferredStyle: UIAlertController.Style) {
        self.init(nibName: nil, bundle: nil)
        self.title = title
        self.message = message
        self.preferredStyle = preferredStyle
        modalPresentationStyle = .overFullScreen
        if preferredStyle == .alert { transitioningDelegate = AlertFadeAnimator.vendor }
    }

    /// Adds a button; a second `.cancel` action is a precondition failure, as UIKit raises.
    open func addAction(_ action: UIAlertAction) {
        precondition(
            action.style != .cancel || !actions.contains { $0.style == .cancel },
            "UIAlertController can only have one action with a style of UIAlertActionStyleCancel")
        actions.append(action)
    }

    /// Adds a text field (alerts only: an action sheet's is a precondition failure, as UIKit raises),
    /// letting `configurationHandler` set it up.
    open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
        precondition(
            preferredStyle == .alert, "Text fields can only be added to an alert controller of style UIAlertControllerStyleAlert")
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 238, height: 24))
        textFields = (textFields ?? []) + [field]
        configurationHandler?(field)
        if isViewLoaded { layoutAlertContent() }
    }

    open override func loadView() {
        view = UIView(frame: UIScreen.main.bounds)
        layoutAlertContent()
    }

    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        textFields?.first?.becomeFirstResponder()
    }

    /// The text fields stacked in a 270-point-wide box in the middle of the screen (UIKit's alert width).
    private func layoutAlertContent() {
        guard let fields = textFields else { return }
        let width: CGFloat = 270, rowHeight: CGFloat = 32
        let top = view.bounds.midY - CGFloat(fields.count) * rowHeight / 2
        for (index, field) in fields.enumerated() {
            field.frame = CGRect(
                x: view.bounds.midX - width / 2 + 16, y: top + CGFloat(index) * rowHeight,
                width: width - 32, height: 24)
            if field.superview !== view { view.addSubview(field) }
        }
    }

    /// A user's tap on `action`: the alert is dismissed, then the handler runs.
    func userTapped(_ action: UIAlertAction) {
        view.endEditing(true)
        dismiss(animated: true) { action.handler?(action) }
    }
}

/// The alert's fade in and out (0.2 s, ease-in-out); the vendor is the alert's transitioning delegate.
final class AlertFadeAnimator: UIViewControllerAnimatedTransitioning {
    /// Held strongly here, since `transitioningDelegate` is weak.
    static let vendor = Vendor()
    static let duration: TimeInterval = 0.2
    let presenting: Bool

    init(presenting: Bool) { self.presenting = presenting }

    final class Vendor: UIViewControllerTransitioningDelegate {
        func animationController(
            forPresented presented: UIViewController, presenting: UIViewController,
            source: UIViewController
        ) -> UIViewControllerAnimatedTransitioning? {
            AlertFadeAnimator(presenting: true)
        }
        func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
            AlertFadeAnimator(presenting: false)
        }
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { Self.duration }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let key: UITransitionContextViewControllerKey = presenting ? .to : .from
        guard let controller = transitionContext.viewController(forKey: key), let view = controller.view else { return }
        if presenting {
            view.frame = transitionContext.finalFrame(for: controller)
            view.alpha = 0
            transitionContext.containerView.addSubview(view)
        }
        UIView.animate(
            withDuration: Self.duration, delay: 0, options: [.curveEaseInOut],
            animations: {
                view.alpha = self.presenting ? 1 : 0
            },
            completion: { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
    }
}
