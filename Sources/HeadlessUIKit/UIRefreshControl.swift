/// The pull-to-refresh control of a scroll view (UIKit's `UIRefreshControl`), set as the scroll
/// view's `refreshControl`.
///
/// A drag that pulls the content `triggerDistance` (80) points past the top, as shown on screen
/// (after the rubber band), starts refreshing and sends `.valueChanged` once, while the finger is
/// still down, as in UIKit; while refreshing, the scroll view's top rests `height` (60) points lower
/// (`adjustedContentInset` grows by it). `beginRefreshing()` in code sends nothing, as Apple
/// documents; `endRefreshing()` animates the content back up. UIKit does not document its
/// threshold; 80 points is the engine's.
open class UIRefreshControl: UIControl {
    /// How far the content must be pulled down to start refreshing.
    static let triggerDistance: CGFloat = 80
    /// The space the control takes above the content while refreshing.
    static let height: CGFloat = 60

    /// Whether a refresh is under way.
    public private(set) var isRefreshing = false
    /// The text under the spinner (stored).
    open var attributedTitle: NSAttributedString?
    /// Set once a pull has triggered, until the finger lifts (one event per pull).
    var triggeredThisDrag = false

    public override init(frame: CGRect) { super.init(frame: frame) }

    /// A refresh control (its frame is set by the scroll view).
    public convenience init() { self.init(frame: .zero) }

    /// Never decoded here; present for subclasses.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Shows the control as refreshing; sends no event.
    open func beginRefreshing() {
        guard !isRefreshing else { return }
        isRefreshing = true
        (superview as? UIScrollView)?.adjustedContentInsetDidChange()
    }

    /// Ends the refresh; the content slides back to the top if it was showing the control.
    open func endRefreshing() {
        guard isRefreshing else { return }
        isRefreshing = false
        guard let scrollView = superview as? UIScrollView else { return }
        scrollView.adjustedContentInsetDidChange()
        if !scrollView.isDragging, scrollView.contentOffset.y < scrollView.minimumOffset.y {
            scrollView.setContentOffset(CGPoint(x: scrollView.contentOffset.x, y: scrollView.minimumOffset.y), animated: true)
        }
    }

    /// Called as a drag moves the content: starts refreshing past the trigger distance.
    func scrollViewWasPulled(_ scrollView: UIScrollView) {
        guard isEnabled, !isRefreshing, !triggeredThisDrag else { return }
        let pulled = (0 - scrollView.contentInset.top) - scrollView.contentOffset.y
        guard pulled >= Self.triggerDistance else { return }
        triggeredThisDrag = true
        isRefreshing = true
        sendActions(for: .valueChanged)
    }
}
