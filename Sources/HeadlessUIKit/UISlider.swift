/// A slider (UIKit's `UISlider`): a thumb on a track choosing a `Float` between
/// `minimumValue` and `maximumValue`.
///
/// `value` is always clamped to the range (and re-clamped when the range changes), as Apple
/// documents; setting it in code sends nothing. Dragging: a touch that starts on the thumb (its
/// 28 × 28 rectangle, 10 points of slop around it) moves the thumb with the finger, keeping the
/// finger's offset; the value follows the thumb's centre along the track (the track's width less
/// one thumb). With `isContinuous` each move that changes the value sends `.valueChanged`;
/// otherwise one is sent on release if the value changed. A touch that starts elsewhere on the
/// track does nothing, as in UIKit. `SimulatedUser.slide(_:to:duration:)` drags the thumb.
open class UISlider: UIControl {
    /// The thumb's size.
    static let thumbSize = CGSize(width: 28, height: 28)
    /// Extra points around the thumb that still pick it up.
    static let thumbSlop: CGFloat = 10

    private var storedValue: Float = 0
    /// The value, clamped to `minimumValue...maximumValue`.
    open var value: Float {
        get { storedValue }
        set { storedValue = min(max(newValue, minimumValue), maximumValue) }
    }
    /// The lowest value (0); the value is clamped again when it changes.
    open var minimumValue: Float = 0 {
        didSet {
            if maximumValue < minimumValue { maximumValue = minimumValue }
            value = storedValue
        }
    }
    /// The highest value (1); the value is clamped again when it changes.
    open var maximumValue: Float = 1 {
        didSet {
            if minimumValue > maximumValue { minimumValue = maximumValue }
            value = storedValue
        }
    }
    /// Whether `.valueChanged` is sent while dragging (true) or only on release.
    open var isContinuous = true
    /// Colour of the track left of the thumb (stored).
    open var minimumTrackTintColor: UIColor?
    /// Colour of the track right of the thumb (stored).
    open var maximumTrackTintColor: UIColor?
    /// The thumb's colour (stored).
    open var thumbTintColor: UIColor?
    /// An image left of the track (stored).
    open var minimumValueImage: UIImage?
    /// An image right of the track (stored).
    open var maximumValueImage: UIImage?
    private var thumbImages: [UInt: UIImage] = [:]
    private var minimumTrackImages: [UInt: UIImage] = [:]
    private var maximumTrackImages: [UInt: UIImage] = [:]
    private var grabOffset: CGFloat = 0
    private var valueAtTouchDown: Float = 0

    public override init(frame: CGRect) { super.init(frame: frame) }

    /// Never decoded here; present for subclasses.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Sets the value (clamped) without sending `.valueChanged`.
    open func setValue(_ value: Float, animated: Bool) { self.value = value }

    // MARK: - Images

    open func setThumbImage(_ image: UIImage?, for state: UIControl.State) { thumbImages[state.rawValue] = image }
    open func thumbImage(for state: UIControl.State) -> UIImage? { thumbImages[state.rawValue] }
    open var currentThumbImage: UIImage? { thumbImages[state.rawValue] ?? thumbImages[0] }
    open func setMinimumTrackImage(_ image: UIImage?, for state: UIControl.State) { minimumTrackImages[state.rawValue] = image }
    open func minimumTrackImage(for state: UIControl.State) -> UIImage? { minimumTrackImages[state.rawValue] }
    open func setMaximumTrackImage(_ image: UIImage?, for state: UIControl.State) { maximumTrackImages[state.rawValue] = image }
    open func maximumTrackImage(for state: UIControl.State) -> UIImage? { maximumTrackImages[state.rawValue] }

    // MARK: - Geometry (overridable, as in UIKit)

    /// The track: the full width, 4 points tall, centred vertically.
    open func trackRect(forBounds bounds: CGRect) -> CGRect {
        CGRect(x: bounds.minX, y: bounds.midY - 2, width: bounds.width, height: 4)
    }

    /// The thumb for `value`: its centre moves from half a thumb inside the track's left end to
    /// half a thumb inside its right end.
    open func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float) -> CGRect {
        let size = currentThumbImage?.size ?? UISlider.thumbSize
        let span = maximumValue - minimumValue
        let fraction = span > 0 ? CGFloat((value - minimumValue) / span) : 0
        let x = rect.minX + (rect.width - size.width) * fraction
        return CGRect(x: x, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    /// The point (in the slider's bounds) of the thumb's centre for `value` (engine: for scripted drags).
    public func thumbCenter(for value: Float) -> CGPoint {
        let rect = thumbRect(forBounds: bounds, trackRect: trackRect(forBounds: bounds), value: value)
        return CGPoint(x: rect.midX, y: rect.midY)
    }

    private func value(forThumbCenterX x: CGFloat) -> Float {
        let track = trackRect(forBounds: bounds)
        let thumbWidth = (currentThumbImage?.size ?? UISlider.thumbSize).width
        let usable = track.width - thumbWidth
        guard usable > 0 else { return minimumValue }
        let fraction = min(max((x - track.minX - thumbWidth / 2) / usable, 0), 1)
        return minimumValue + Float(fraction) * (maximumValue - minimumValue)
    }

    /// 31 points tall; no intrinsic width.
    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: 31) }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: max(bounds.width, 0), height: 31) }

    // MARK: - Tracking

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let location = touch.location(in: self)
        let thumb = thumbRect(forBounds: bounds, trackRect: trackRect(forBounds: bounds), value: value)
        guard thumb.insetBy(dx: -UISlider.thumbSlop, dy: -UISlider.thumbSlop).contains(location) else { return false }
        grabOffset = location.x - thumb.midX
        valueAtTouchDown = value
        return true
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let old = value
        value = value(forThumbCenterX: touch.location(in: self).x - grabOffset)
        if isContinuous && value != old { sendActions(for: .valueChanged) }
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        if let touch = touch {
            let old = value
            value = value(forThumbCenterX: touch.location(in: self).x - grabOffset)
            if isContinuous && value != old { sendActions(for: .valueChanged) }
        }
        if !isContinuous && value != valueAtTouchDown { sendActions(for: .valueChanged) }
    }
}
