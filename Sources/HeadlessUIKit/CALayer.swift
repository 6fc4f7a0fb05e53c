/// A view's backing layer (Core Animation's `CALayer`), headless: drawing properties are stored,
/// geometry and opacity mirror the owning view, and `presentation()` reports what is on screen
/// at the simulated clock's time while animations run.
open class CALayer {
    /// The view this layer backs (nil for a free-standing or presentation layer).
    public private(set) weak var owner: UIView?
    private var storedBounds = CGRect.zero
    private var storedPosition = CGPoint.zero
    private var storedTransform = CGAffineTransform.identity
    private var storedOpacity: Float = 1
    private var storedBackground: CGColor?

    public init() {}

    init(owner: UIView) { self.owner = owner }

    // MARK: - Geometry (mirrors the owning view)

    open var bounds: CGRect {
        get { owner?.bounds ?? storedBounds }
        set { if let view = owner { view.bounds = newValue } else { storedBounds = newValue } }
    }

    /// The centre in the superlayer's coordinates (anchor point 0.5, 0.5).
    open var position: CGPoint {
        get { owner?.center ?? storedPosition }
        set { if let view = owner { view.center = newValue } else { storedPosition = newValue } }
    }

    open var frame: CGRect {
        get { UIView.frame(center: position, bounds: bounds, transform: affineTransform()) }
        set {
            bounds.size = newValue.size
            position = CGPoint(x: newValue.midX, y: newValue.midY)
        }
    }

    /// The fixed anchor point (UIKit views keep the default centre).
    open var anchorPoint: CGPoint { CGPoint(x: 0.5, y: 0.5) }

    open func affineTransform() -> CGAffineTransform { owner?.transform ?? storedTransform }

    open func setAffineTransform(_ m: CGAffineTransform) {
        if let view = owner { view.transform = m } else { storedTransform = m }
    }

    open var opacity: Float {
        get { owner.map { Float($0.alpha) } ?? storedOpacity }
        set { if let view = owner { view.alpha = CGFloat(newValue) } else { storedOpacity = newValue } }
    }

    open var isHidden: Bool {
        get { owner?.isHidden ?? false }
        set { owner?.isHidden = newValue }
    }

    open var backgroundColor: CGColor? {
        get { owner.map { $0.backgroundColor?.cgColor } ?? storedBackground }
        set {
            if let view = owner { view.backgroundColor = newValue.map(UIColor.init(cgColor:)) } else { storedBackground = newValue }
        }
    }

    // MARK: - Drawing properties (stored; nothing is rendered)

    open var cornerRadius: CGFloat = 0
    open var masksToBounds = false
    open var borderWidth: CGFloat = 0
    open var borderColor: CGColor? = CGColor(gray: 0, alpha: 1)
    open var shadowColor: CGColor? = CGColor(gray: 0, alpha: 1)
    open var shadowOpacity: Float = 0
    open var shadowOffset = CGSize(width: 0, height: -3)
    open var shadowRadius: CGFloat = 3

    // MARK: - Animation

    /// A copy of the layer as it is on screen now: model values plus in-flight animations.
    open func presentation() -> CALayer? {
        guard let view = owner else { return self }
        let copy = CALayer()
        copy.storedBounds = AnimationVector.rect(view.presentationVector(.bounds))
        copy.storedPosition = AnimationVector.point(view.presentationVector(.center))
        copy.storedTransform = AnimationVector.transform(view.presentationVector(.transform))
        copy.storedOpacity = Float(view.presentationVector(.alpha)[0])
        let color = view.presentationVector(.backgroundColor)
        copy.storedBackground = view.backgroundColor == nil && !view.hasAnimations ? nil : AnimationVector.color(color).cgColor
        copy.cornerRadius = cornerRadius
        copy.masksToBounds = masksToBounds
        copy.borderWidth = borderWidth
        copy.borderColor = borderColor
        return copy
    }

    /// The layer itself (presentation layers here are detached copies).
    open func model() -> CALayer { self }

    /// Ends every animation on the owning view; their completions get `finished == false`.
    open func removeAllAnimations() {
        owner?.propertyAnimations.removeAll()
    }

    /// Whether animations are in flight (keys are not tracked individually).
    open func animationKeys() -> [String]? {
        guard let view = owner, view.hasAnimations else { return nil }
        return Array(Set(view.propertyAnimations.map { "\($0.property)" })).sorted()
    }
}
