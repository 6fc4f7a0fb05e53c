/// A view whose bounds move over a larger content area (UIKit's `UIScrollView`), headless.
///
/// As in UIKit, `contentOffset` *is* `bounds.origin`: subviews are placed in content
/// coordinates and scrolling moves the bounds over them; every change calls the delegate's
/// `scrollViewDidScroll` and marks the view for layout (table and collection views place their
/// cells then). The offset rests within `-adjustedContentInset.top/left …
/// contentSize + inset.bottom/right − bounds.size`.
///
/// Touches: the view's `panGestureRecognizer` drags the content (it begins only if an axis can
/// scroll: content larger than the bounds, or `alwaysBounce…`). Past an edge a drag moves
/// the content by UIKit's rubber-band rule `(1 − 1 / (x · 0.55 / d + 1)) · d` for an excess `x`
/// over a dimension `d`, or stops at the edge without `bounces`. On release the motion
/// (`ScrollMotion`) decelerates on the simulated clock: the velocity keeps
/// `decelerationRate` of itself each millisecond, so a release at `v` points/ms comes to rest
/// `v / −ln(rate)` further on — the `targetContentOffset` the delegate is shown (clamped to the
/// edges, and honoured if the delegate changes it). With paging the target is the next page
/// in the flick's direction (or the nearest page for a slow release). See `ScrollMotion` for
/// bouncing back. A touch on a moving scroll view stops it.
open class UIScrollView: UIView {
    // MARK: - Content

    /// Told of scrolling, dragging, deceleration and zooming.
    open weak var delegate: UIScrollViewDelegate?

    /// The size of the content, in content coordinates.
    open var contentSize: CGSize = .zero

    /// Where the content's origin is, relative to the top-left of the bounds (`bounds.origin`).
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set { bounds.origin = newValue }
    }

    open override var bounds: CGRect {
        didSet {
            guard bounds.origin != oldValue.origin else { return }
            setNeedsLayout()
            delegate?.scrollViewDidScroll(self)
        }
    }

    /// Extra scrollable space around the content.
    open var contentInset: UIEdgeInsets = .zero {
        didSet {
            guard contentInset != oldValue else { return }
            adjustedContentInsetDidChange()
            delegate?.scrollViewDidChangeAdjustedContentInset(self)
        }
    }

    /// `contentInset` plus the safe area the behaviour adds (the engine's safe area is zero), plus
    /// the refresh control's height while it is refreshing.
    open var adjustedContentInset: UIEdgeInsets {
        var inset = contentInset
        // Not during the pull that started the refresh: the limit moving under the finger would make the content jump.
        if let control = refreshControl, control.isRefreshing, !control.triggeredThisDrag { inset.top += UIRefreshControl.height }
        return inset
    }

    /// Pull-to-refresh (placed above the content).
    open var refreshControl: UIRefreshControl? {
        didSet {
            oldValue?.removeFromSuperview()
            guard let control = refreshControl else { return }
            control.frame = CGRect(x: 0, y: -UIRefreshControl.height, width: bounds.width, height: UIRefreshControl.height)
            insertSubview(control, at: 0)
        }
    }
    /// Called when `adjustedContentInset` changes.
    open func adjustedContentInsetDidChange() {}
    /// Stored: with no safe area, every behaviour gives `contentInset`.
    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic

    // MARK: - Scrolling behaviour

    /// When false, the pan recognizer is disabled.
    open var isScrollEnabled = true {
        didSet { scrollPan.isEnabled = isScrollEnabled }
    }
    /// Whether scrolling stops on multiples of the bounds' size.
    open var isPagingEnabled = false
    /// Whether the content can go past an edge (rubber band) and bounce back.
    open var bounces = true
    /// Whether a vertical drag bounces even when the content is not taller than the bounds.
    open var alwaysBounceVertical = false
    /// Whether a horizontal drag bounces even when the content is not wider than the bounds.
    open var alwaysBounceHorizontal = false
    /// Whether zooming past the limits bounces (stored; pinches are clamped).
    open var bouncesZoom = true
    /// The fraction of velocity kept per millisecond after a flick.
    open var decelerationRate: DecelerationRate = .normal
    /// Stored (one finger is modelled).
    open var isDirectionalLockEnabled = false
    /// Whether a status-bar tap scrolls to the top (stored: there is no status bar to tap).
    open var scrollsToTop = true
    /// Whether a drag dismisses the keyboard.
    open var keyboardDismissMode: KeyboardDismissMode = .none
    /// Stored: touches reach the content at once here.
    open var delaysContentTouches = true
    /// Stored: a drag always cancels the content's touches here (the pan recognizer cancels touches in view).
    open var canCancelContentTouches = true

    // MARK: - Indicators (nothing is drawn; stored)

    open var showsVerticalScrollIndicator = true
    open var showsHorizontalScrollIndicator = true
    open var indicatorStyle: IndicatorStyle = .default
    open var scrollIndicatorInsets: UIEdgeInsets = .zero
    open var verticalScrollIndicatorInsets: UIEdgeInsets = .zero
    open var horizontalScrollIndicatorInsets: UIEdgeInsets = .zero
    /// Nothing is drawn; present for sample code.
    open func flashScrollIndicators() {}

    // MARK: - State

    /// True from touch-down on the scroll view (or its content) until the finger lifts.
    public internal(set) var isTracking = false
    /// True while the user drags the content.
    public internal(set) var isDragging = false
    /// True while the content moves on after a drag (deceleration or bounce).
    public internal(set) var isDecelerating = false
    /// True while a pinch is zooming.
    public internal(set) var isZooming = false
    /// Always false: zoom limits are clamped, not bounced.
    public var isZoomBouncing: Bool { false }

    // MARK: - Zoom

    /// The smallest scale (1).
    open var minimumZoomScale: CGFloat = 1
    /// The largest scale (1: no zooming until raised).
    open var maximumZoomScale: CGFloat = 1
    var storedZoomScale: CGFloat = 1
    /// The zoom view's scale; setting it clamps to the limits, scales `viewForZooming(in:)`
    /// (its frame's origin stays at the content's origin), makes `contentSize` its frame's size
    /// and calls `scrollViewDidZoom`.
    open var zoomScale: CGFloat {
        get { storedZoomScale }
        set { applyZoom(newValue) }
    }

    // MARK: - Gestures

    let scrollPan = ScrollPanRecognizer()
    /// The recognizer that drags the content.
    open var panGestureRecognizer: UIPanGestureRecognizer { scrollPan }
    /// Motion after a release or an animated change (nil when at rest).
    var motion: ScrollMotion?
    /// Offset at the start of the current drag.
    var dragStartOffset: CGPoint = .zero
    /// Set when a touch stopped a moving scroll view: that touch does not select content.
    public internal(set) var touchStoppedScrolling = false

    // MARK: - Initializers

    public override init(frame: CGRect) {
        super.init(frame: frame)
        configureScrolling()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        configureScrolling()
    }

    private func configureScrolling() {
        clipsToBounds = true
        scrollPan.scrollView = self
        addGestureRecognizer(scrollPan)
        scrollPan.addTarget(self) { (view: UIScrollView, recognizer: UIGestureRecognizer) in view.handlePan() }
    }

    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard gestureRecognizer === scrollPan else { return super.gestureRecognizerShouldBegin(gestureRecognizer) }
        return isScrollEnabled && (scrollsHorizontally || scrollsVertically)
    }

    // MARK: - Limits

    /// The smallest offset the content rests at.
    var minimumOffset: CGPoint {
        let inset = adjustedContentInset
        // `0 - x`, not `-x`: with no inset the edge is +0, so offsets at rest never print as -0.0.
        return CGPoint(x: 0 - inset.left, y: 0 - inset.top)
    }

    /// The largest offset the content rests at.
    var maximumOffset: CGPoint {
        let inset = adjustedContentInset, low = minimumOffset
        return CGPoint(
            x: max(low.x, contentSize.width + inset.right - bounds.width),
            y: max(low.y, contentSize.height + inset.bottom - bounds.height))
    }

    /// Whether the content can move horizontally under a finger.
    var scrollsHorizontally: Bool { maximumOffset.x > minimumOffset.x || (alwaysBounceHorizontal && bounces) }
    /// Whether the content can move vertically under a finger.
    var scrollsVertically: Bool { maximumOffset.y > minimumOffset.y || (alwaysBounceVertical && bounces) }

    /// `offset` moved inside the limits.
    func clampedOffset(_ offset: CGPoint) -> CGPoint {
        let low = minimumOffset, high = maximumOffset
        return CGPoint(x: min(max(offset.x, low.x), high.x), y: min(max(offset.y, low.y), high.y))
    }

    // MARK: - Programmatic scrolling

    /// Moves the content; animated, it eases in and out over `ScrollMotion.animationDuration`
    /// on the clock, calling `scrollViewDidScroll` each tick and `scrollViewDidEndScrollingAnimation` at the end.
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        stopMotion()
        guard animated, contentOffset != self.contentOffset else {
            self.contentOffset = contentOffset
            return
        }
        startMotion(ScrollMotion(animatingFrom: self.contentOffset, to: contentOffset, in: self))
    }

    /// Scrolls the least distance that makes `rect` (content coordinates) visible.
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        var offset = contentOffset
        let size = bounds.size
        if rect.maxX > offset.x + size.width { offset.x = rect.maxX - size.width }
        if rect.minX < offset.x { offset.x = rect.minX }
        if rect.maxY > offset.y + size.height { offset.y = rect.maxY - size.height }
        if rect.minY < offset.y { offset.y = rect.minY }
        let target = clampedOffset(offset)
        if target != contentOffset { setContentOffset(target, animated: animated) }
    }

    func startMotion(_ newMotion: ScrollMotion) {
        motion = newMotion
        SimulationClock.shared.register(newMotion)
    }

    /// Stops any motion where it is (no delegate calls, as UIKit when a finger stops the content).
    func stopMotion() {
        guard let current = motion else { return }
        SimulationClock.shared.unregister(current)
        motion = nil
        isDecelerating = false
    }

    // MARK: - Zooming

    /// Sets `zoomScale`; animated, over `ScrollMotion.animationDuration` with `scrollViewDidZoom`
    /// each tick and `scrollViewDidEndZooming` at the end.
    open func setZoomScale(_ scale: CGFloat, animated: Bool) {
        stopMotion()
        let target = min(max(scale, minimumZoomScale), maximumZoomScale)
        guard animated, target != zoomScale, delegate?.viewForZooming(in: self) != nil else {
            zoomScale = target
            return
        }
        startMotion(ScrollMotion(zoomingFrom: zoomScale, to: target, in: self))
    }

    /// Zooms so `rect` (in the zoom view's coordinates) fills the bounds as far as the limits allow, centred.
    open func zoom(to rect: CGRect, animated: Bool) {
        guard rect.width > 0, rect.height > 0 else { return }
        let scale = min(max(min(bounds.width / rect.width, bounds.height / rect.height), minimumZoomScale), maximumZoomScale)
        setZoomScale(scale, animated: false)
        let offset = CGPoint(x: rect.midX * scale - bounds.width / 2, y: rect.midY * scale - bounds.height / 2)
        setContentOffset(clampedOffset(offset), animated: animated)
    }

    /// One rule for every zoom change: scale the zoom view about its origin and size the content to it.
    func applyZoom(_ scale: CGFloat) {
        let clamped = min(max(scale, minimumZoomScale), maximumZoomScale)
        guard let view = delegate?.viewForZooming(in: self) else {
            storedZoomScale = clamped
            return
        }
        storedZoomScale = clamped
        view.transform = CGAffineTransform(scaleX: clamped, y: clamped)
        view.center = CGPoint(x: view.bounds.width * clamped / 2, y: view.bounds.height * clamped / 2)
        contentSize = CGSize(width: view.bounds.width * clamped, height: view.bounds.height * clamped)
        let kept = clampedOffset(contentOffset)
        if kept != contentOffset { contentOffset = kept }
        delegate?.scrollViewDidZoom(self)
    }

    // MARK: - Hooks for subclasses in the engine

    /// Where a release heading for `proposed` comes to rest (collection views ask their layout).
    func restingOffset(forProposed proposed: CGPoint, velocity: CGPoint) -> CGPoint { proposed }
}
