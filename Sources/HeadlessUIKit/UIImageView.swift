/// A view that shows an image (UIKit's `UIImageView`), or cycles through `animationImages` on the
/// simulated clock.
///
/// Frame timing: `startAnimating()` notes the clock's time; frame `i` of `n` is shown from
/// `i × animationDuration / n` into each cycle (UIKit's default duration is `n / 30` seconds when
/// `animationDuration` is 0). With `animationRepeatCount` k > 0 the animation ends after k cycles
/// and `isAnimating` turns false; 0 repeats for ever. An image that is itself animated
/// (`UIImage.animatedImage(with:duration:)`) animates the same way without `startAnimating()`.
/// `displayedImage` (engine only) is what is on screen now.
open class UIImageView: UIView {
    /// The image shown when not animating; sets nothing else (the frame stays as it is).
    open var image: UIImage? {
        didSet {
            invalidateIntrinsicContentSize()
            if image?.images != nil { animationStart = SimulationClock.shared.now }
        }
    }
    /// The image shown while `isHighlighted`.
    open var highlightedImage: UIImage? { didSet { invalidateIntrinsicContentSize() } }
    /// Whether the highlighted image shows.
    open var isHighlighted = false
    /// The frames of the animation.
    open var animationImages: [UIImage]?
    /// The frames used while highlighted.
    open var highlightedAnimationImages: [UIImage]?
    /// One cycle's length; 0 means `count / 30` seconds.
    open var animationDuration: TimeInterval = 0
    /// How many cycles to play; 0 means for ever.
    open var animationRepeatCount = 0
    private var animationStart: TimeInterval?

    /// An image view showing `image`, sized to it (UIKit's `init(image:)`).
    public init(image: UIImage?) {
        self.image = image
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        isUserInteractionEnabled = false
        if image?.images != nil { animationStart = SimulationClock.shared.now }
    }

    /// An image view showing `image`, or `highlightedImage` while highlighted.
    public init(image: UIImage?, highlightedImage: UIImage?) {
        self.image = image
        self.highlightedImage = highlightedImage
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        isUserInteractionEnabled = false
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// Never decoded here; present for subclasses.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isUserInteractionEnabled = false
    }

    // MARK: - Animation on the clock

    private var frames: [UIImage]? {
        if isHighlighted, let frames = highlightedAnimationImages, !frames.isEmpty { return frames }
        if let frames = animationImages, !frames.isEmpty { return frames }
        if let frames = image?.images, !frames.isEmpty { return frames }
        return nil
    }

    private var cycleDuration: TimeInterval {
        if animationImages == nil, let animated = image, animated.images != nil { return animated.duration }
        return animationDuration > 0 ? animationDuration : Double(frames?.count ?? 0) / 30
    }

    /// Starts cycling through `animationImages` from the first frame.
    open func startAnimating() {
        guard frames != nil else { return }
        animationStart = SimulationClock.shared.now
    }

    /// Stops the animation; the still image shows again.
    open func stopAnimating() { animationStart = nil }

    /// Whether frames are cycling now (false once `animationRepeatCount` cycles have played).
    open var isAnimating: Bool {
        guard let start = animationStart, frames != nil else { return false }
        guard animationRepeatCount > 0 else { return true }
        return SimulationClock.shared.now - start < cycleDuration * Double(animationRepeatCount) - 1e-9
    }

    /// The image on screen now (engine only): the current animation frame while animating, else
    /// the highlighted or plain image.
    public var displayedImage: UIImage? {
        if isAnimating, let frames = frames, let start = animationStart {
            let duration = cycleDuration
            guard duration > 0 else { return frames[0] }
            let elapsed = SimulationClock.shared.now - start
            let cyclePosition = elapsed - (elapsed / duration).rounded(.down) * duration
            let index = min(frames.count - 1, Int((cyclePosition / duration * Double(frames.count) + 1e-9).rounded(.down)))
            return frames[index]
        }
        return isHighlighted ? (highlightedImage ?? image) : image
    }

    // MARK: - Size

    /// The image's size; no intrinsic size without an image.
    open override var intrinsicContentSize: CGSize {
        let shown = isHighlighted ? (highlightedImage ?? image) : image
        guard let size = shown?.size else { return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
        return size
    }

    /// The image's size (the bounds' size without an image).
    open override func sizeThatFits(_ size: CGSize) -> CGSize { image?.size ?? bounds.size }

    /// Where the image is drawn in the bounds for the current `contentMode` (engine only).
    public var imageFrame: CGRect {
        guard let size = displayedImage?.size else { return .zero }
        return CALayerContentsGravity(contentMode).frame(for: size, in: bounds)
    }
}
