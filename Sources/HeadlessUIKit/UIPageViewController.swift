/// Pages of view controllers turned by a swipe (UIKit's `UIPageViewController`), one page at a time
/// (two-page spreads are not modelled).
///
/// A pan in the navigation orientation asks the data source for the page before or after the current
/// one; if there is one the delegate hears `willTransitionTo`, the two views follow the finger, and on
/// release the page turns when the finger went past half the width (height) or left faster than
/// 500 points/s that way, otherwise it springs back; either way the views settle over 0.25 s, then the
/// delegate hears `didFinishAnimating(_:previousViewControllers:transitionCompleted:)`. Appearance
/// order (UIKit's for the scroll style): new `viewWillAppear`, current `viewWillDisappear`, new
/// `viewDidAppear`, current `viewDidDisappear`; page curl ends the current page first. The curl
/// itself is drawn as a slide.
open class UIPageViewController: UIViewController {
    /// Page curl or scroll.
    public enum TransitionStyle: Int {
        case pageCurl = 0
        case scroll = 1
    }

    /// Horizontal or vertical paging.
    public enum NavigationOrientation: Int {
        case horizontal = 0
        case vertical = 1
    }

    /// Forward (next page) or reverse.
    public enum NavigationDirection: Int {
        case forward = 0
        case reverse = 1
    }

    /// Where the spine of a page curl is.
    public enum SpineLocation: Int {
        case none = 0, min, mid, max
    }

    /// Keys of the options dictionary.
    public struct OptionsKey: RawRepresentable, Hashable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// A `SpineLocation` raw value (page curl).
        public static let spineLocation = OptionsKey(rawValue: "UIPageViewControllerOptionSpineLocationKey")
        /// Points between pages (scroll).
        public static let interPageSpacing = OptionsKey(rawValue: "UIPageViewControllerOptionInterPageSpacingKey")
    }

    /// How long the views settle after the finger lifts.
    static let settleDuration: TimeInterval = 0.25
    /// A release faster than this (points per second) towards a page turns it.
    static let flickVelocity: CGFloat = 500

    /// The style given at creation.
    public let transitionStyle: TransitionStyle
    /// The orientation given at creation.
    public let navigationOrientation: NavigationOrientation
    /// The spine location (from the options for a page curl; `.none` for scroll).
    public let spineLocation: SpineLocation
    /// Points between pages; stored.
    public let interPageSpacing: CGFloat
    /// Supplies the pages; without one, swipes do nothing.
    open weak var dataSource: UIPageViewControllerDataSource?
    /// Hears of gesture-driven turns.
    open weak var delegate: UIPageViewControllerDelegate?
    /// The page shown (one controller), nil before the first `setViewControllers`.
    public private(set) var viewControllers: [UIViewController]?
    /// Stored: two-sided pages are not modelled.
    open var isDoubleSided = false

    private lazy var pan = UIPanGestureRecognizer(target: self, action: Selector(UIPageViewController.handlePan(_:)))
    private var pending: (page: UIViewController, direction: NavigationDirection)?
    private var settling = false

    /// The recognizers that turn pages (a pan).
    open var gestureRecognizers: [UIGestureRecognizer] { [pan] }

    /// A page view controller.
    public init(
        transitionStyle style: UIPageViewController.TransitionStyle,
        navigationOrientation: UIPageViewController.NavigationOrientation,
        options: [UIPageViewController.OptionsKey: Any]? = nil
    ) {
        transitionStyle = style
        self.navigationOrientation = navigationOrientation
        let spine =
            (options?[.spineLocation] as? Int).flatMap(SpineLocation.init(rawValue:))
            ?? (options?[.spineLocation] as? SpineLocation)
        spineLocation = style == .pageCurl ? (spine ?? .min) : .none
        interPageSpacing = (options?[.interPageSpacing] as? CGFloat) ?? CGFloat((options?[.interPageSpacing] as? Double) ?? 0)
        super.init(nibName: nil, bundle: nil)
    }

    /// Page curl, horizontal: what UIKit's plain `init()` gives.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        transitionStyle = .pageCurl
        navigationOrientation = .horizontal
        spineLocation = .min
        interPageSpacing = 0
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// As from a storyboard: page curl, horizontal (Interface Builder's defaults).
    public required init?(coder: NSCoder) {
        transitionStyle = .pageCurl
        navigationOrientation = .horizontal
        spineLocation = .min
        interPageSpacing = 0
        super.init(coder: coder)
    }

    /// What a page indicator would show, when the data source implements both presentation methods.
    public var pageIndicator: (count: Int, index: Int)? {
        guard transitionStyle == .scroll, let source = dataSource else { return nil }
        let count = source.presentationCount(for: self)
        return count < 0 ? nil : (count, source.presentationIndex(for: self))
    }

    // MARK: - Setting pages

    /// Shows `viewControllers` (one page); animated, the new page slides in from `direction`'s side over
    /// 0.25 s. The delegate is not told; `completion` gets true once the page is shown.
    open func setViewControllers(
        _ viewControllers: [UIViewController]?, direction: UIPageViewController.NavigationDirection,
        animated: Bool, completion: ((Bool) -> Void)? = nil
    ) {
        guard let page = viewControllers?.first else { return }
        let current = self.viewControllers?.first
        guard page !== current else { completion?(true); return }
        let onScreen = isViewLoaded && appearance == .appeared
        addChild(page)
        current?.willMove(toParent: nil)
        self.viewControllers = [page]
        guard onScreen else {
            current?.viewIfLoaded?.removeFromSuperview()
            current?.removeFromParent()
            if isViewLoaded { installPage(page) }
            page.didMove(toParent: self)
            completion?(true)
            return
        }
        page.loadViewIfNeeded()
        page.beginAppearanceTransition(true, animated: animated)
        current?.beginAppearanceTransition(false, animated: animated)
        let finish: (Bool) -> Void = { [weak self] _ in
            guard let self = self else { return }
            current?.viewIfLoaded?.removeFromSuperview()
            page.view.frame = self.view.bounds
            self.endAppearance(incoming: page, outgoing: current)
            current?.removeFromParent()
            page.didMove(toParent: self)
            completion?(true)
        }
        installPage(page, keeping: current)
        if animated, let outgoing = current?.viewIfLoaded {
            let offset = pageOffset(direction)
            page.view.frame = view.bounds.offsetBy(dx: offset.x, dy: offset.y)
            UIView.animate(
                withDuration: Self.settleDuration,
                animations: {
                    page.view.frame = self.view.bounds
                    outgoing.frame = self.view.bounds.offsetBy(dx: -offset.x, dy: -offset.y)
                }, completion: finish)
        } else {
            finish(true)
        }
    }

    /// Where a page coming from `direction` starts, relative to the current one.
    private func pageOffset(_ direction: NavigationDirection) -> CGPoint {
        let sign: CGFloat = direction == .forward ? 1 : -1
        let size = view.bounds.size
        return navigationOrientation == .horizontal ? CGPoint(x: sign * size.width, y: 0) : CGPoint(x: 0, y: sign * size.height)
    }

    /// Adds the page's view (filling the bounds), removing every other page's view but `keeping`'s.
    private func installPage(_ page: UIViewController, keeping: UIViewController? = nil) {
        let pageView: UIView = page.view
        for other in view.subviews where other !== pageView && other !== keeping?.viewIfLoaded { other.removeFromSuperview() }
        pageView.frame = view.bounds
        if pageView.superview !== view { view.addSubview(pageView) }
    }

    /// The did-appear/did-disappear pair in the style's order.
    private func endAppearance(incoming: UIViewController, outgoing: UIViewController?) {
        if transitionStyle == .pageCurl {
            outgoing?.endAppearanceTransition()
            incoming.endAppearanceTransition()
        } else {
            incoming.endAppearanceTransition()
            outgoing?.endAppearanceTransition()
        }
    }

    // MARK: - View and appearance

    open override func viewDidLoad() {
        super.viewDidLoad()
        view.addGestureRecognizer(pan)
        if let page = viewControllers?.first { installPage(page) }
    }

    /// The page view controller forwards appearance to the page shown only.
    open override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }

    override var appearanceChildren: [UIViewController] {
        guard pending == nil, let page = viewControllers?.first else { return [] }
        return [page]
    }

    open override func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        if isAppearing, let page = viewControllers?.first { installPage(page) }
        super.beginAppearanceTransition(isAppearing, animated: animated)
    }

    // MARK: - Swiping

    /// Along the navigation orientation: the pan's translation and velocity.
    private func along(_ point: CGPoint) -> CGFloat { navigationOrientation == .horizontal ? point.x : point.y }

    private var pageLength: CGFloat {
        max(1, navigationOrientation == .horizontal ? view.bounds.width : view.bounds.height)
    }

    func handlePan(_ gesture: UIPanGestureRecognizer) {
        let distance = along(gesture.translation(in: view))
        switch gesture.state {
        case .began:
            beginTurn(towards: distance < 0 ? .forward : .reverse)
        case .changed:
            follow(distance)
        case .ended:
            guard let turn = pending else { return }
            let velocity = along(gesture.velocity(in: view))
            let sign: CGFloat = turn.direction == .forward ? -1 : 1
            let completes = sign * distance > pageLength / 2 || sign * velocity > Self.flickVelocity
            settle(completing: completes)
        case .cancelled, .failed:
            if pending != nil { settle(completing: false) }
        case .possible:
            break
        }
    }

    private func beginTurn(towards direction: NavigationDirection) {
        guard pending == nil, !settling, let current = viewControllers?.first, let source = dataSource else { return }
        let next =
            direction == .forward
            ? source.pageViewController(self, viewControllerAfter: current)
            : source.pageViewController(self, viewControllerBefore: current)
        guard let page = next else { return }
        delegate?.pageViewController(self, willTransitionTo: [page])
        pending = (page, direction)
        addChild(page)
        page.loadViewIfNeeded()
        let offset = pageOffset(direction)
        page.view.frame = view.bounds.offsetBy(dx: offset.x, dy: offset.y)
        view.addSubview(page.view)
        page.beginAppearanceTransition(true, animated: true)
        current.beginAppearanceTransition(false, animated: true)
    }

    /// Moves both pages with the finger (clamped to one page in the turn's direction).
    private func follow(_ distance: CGFloat) {
        guard let turn = pending, let current = viewControllers?.first else { return }
        let length = pageLength
        let clamped = turn.direction == .forward ? min(0, max(-length, distance)) : max(0, min(length, distance))
        let shift = navigationOrientation == .horizontal ? CGPoint(x: clamped, y: 0) : CGPoint(x: 0, y: clamped)
        let offset = pageOffset(turn.direction)
        current.view.frame = view.bounds.offsetBy(dx: shift.x, dy: shift.y)
        turn.page.view.frame = view.bounds.offsetBy(dx: offset.x + shift.x, dy: offset.y + shift.y)
    }

    private func settle(completing: Bool) {
        guard let turn = pending, let current = viewControllers?.first else { return }
        settling = true
        let offset = pageOffset(turn.direction)
        let bounds = view.bounds
        UIView.animate(
            withDuration: Self.settleDuration,
            animations: {
                if completing {
                    turn.page.view.frame = bounds
                    current.view.frame = bounds.offsetBy(dx: -offset.x, dy: -offset.y)
                } else {
                    current.view.frame = bounds
                    turn.page.view.frame = bounds.offsetBy(dx: offset.x, dy: offset.y)
                }
            },
            completion: { [weak self] _ in
                self?.endTurn(turn.page, from: current, completed: completing)
            })
    }

    private func endTurn(_ page: UIViewController, from current: UIViewController, completed: Bool) {
        pending = nil
        settling = false
        if completed {
            current.willMove(toParent: nil)
            viewControllers = [page]
            current.view.removeFromSuperview()
            endAppearance(incoming: page, outgoing: current)
            current.removeFromParent()
            page.didMove(toParent: self)
        } else {
            // UIKit's order for a cancelled turn: the current page comes back, then the pending one goes.
            current.beginAppearanceTransition(true, animated: true)
            current.endAppearanceTransition()
            page.beginAppearanceTransition(false, animated: true)
            page.endAppearanceTransition()
            page.view.removeFromSuperview()
            page.willMove(toParent: nil)
            page.removeFromParent()
        }
        delegate?.pageViewController(
            self, didFinishAnimating: true, previousViewControllers: [current],
            transitionCompleted: completed)
    }
}
