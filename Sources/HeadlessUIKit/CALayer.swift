/// A view's backing layer (Core Animation's `CALayer`), headless: drawing properties are stored,
/// geometry and opacity mirror the owning view, and `presentation()` reports what is on screen
/// at the simulated clock's time while animations run.
open class CALayer: Hashable {
    // MARK: - Identity (UIKit objects are NSObjects: equal only to themselves)

    /// Identity equality, as NSObject's default `isEqual(_:)`.
    public static func == (lhs: CALayer, rhs: CALayer) -> Bool { lhs === rhs }
    /// Hashes the identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

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

    /// The owning view's bounds.
    open var bounds: CGRect {
        get { owner?.bounds ?? storedBounds }
        set { if let view = owner { view.bounds = newValue } else { storedBounds = newValue } }
    }

    /// Where the anchor point sits in the superlayer's coordinates (the view's `center`).
    open var position: CGPoint {
        get { owner?.center ?? storedPosition }
        set { if let view = owner { view.center = newValue } else { storedPosition = newValue } }
    }

    /// The transformed bounds' bounding box in the superlayer.
    open var frame: CGRect {
        get { UIView.frame(center: position, bounds: bounds, transform: affineTransform(), anchorPoint: anchorPoint) }
        set {
            bounds.size = newValue.size
            position = CGPoint(x: newValue.minX + anchorPoint.x * newValue.width, y: newValue.minY + anchorPoint.y * newValue.height)
        }
    }

    private var storedAnchorPoint = UIView.centreAnchor

    /// The unit point of the bounds that sits at `position` and that transforms turn about,
    /// (0.5, 0.5) by default. Changing it keeps `position` and moves the frame, as Core Animation
    /// documents (`anchorPoint = (0, 0.5)` then a rotation swings a door about its left edge).
    open var anchorPoint: CGPoint {
        get { owner?.anchorPoint ?? storedAnchorPoint }
        set { if let view = owner { view.anchorPoint = newValue } else { storedAnchorPoint = newValue } }
    }

    /// The owning view's transform.
    open func affineTransform() -> CGAffineTransform { owner?.transform ?? storedTransform }

    /// Sets the owning view's transform.
    open func setAffineTransform(_ m: CGAffineTransform) {
        if let view = owner { view.transform = m } else { storedTransform = m }
    }

    /// The owning view's alpha.
    open var opacity: Float {
        get { owner.map { Float($0.alpha) } ?? storedOpacity }
        set { if let view = owner { view.alpha = CGFloat(newValue) } else { storedOpacity = newValue } }
    }

    /// The owning view's `isHidden`.
    open var isHidden: Bool {
        get { owner?.isHidden ?? false }
        set { owner?.isHidden = newValue }
    }

    /// The owning view's background colour.
    open var backgroundColor: CGColor? {
        get { owner.map { $0.backgroundColor?.cgColor } ?? storedBackground }
        set {
            if let view = owner { view.backgroundColor = newValue.map(UIColor.init(cgColor:)) } else { storedBackground = newValue }
        }
    }

    // MARK: - Drawing properties (stored; nothing is rendered)

    /// Corner rounding radius; stored (nothing is drawn).
    open var cornerRadius: CGFloat = 0
    /// Whether sublayers are clipped (the view's `clipsToBounds`); stored.
    open var masksToBounds = false
    /// Border width; stored.
    open var borderWidth: CGFloat = 0
    /// Border colour, opaque black by default; stored.
    open var borderColor: CGColor? = CGColor(gray: 0, alpha: 1)
    /// Shadow colour, opaque black by default; stored.
    open var shadowColor: CGColor? = CGColor(gray: 0, alpha: 1)
    /// Shadow opacity, 0 (no shadow) by default; stored.
    open var shadowOpacity: Float = 0
    /// Shadow offset, (0, −3) by default; stored.
    open var shadowOffset = CGSize(width: 0, height: -3)
    /// Shadow blur radius, 3 by default; stored.
    open var shadowRadius: CGFloat = 3

    // MARK: - Animation

    /// A copy of the layer as it is on screen now: model values plus in-flight animations.
    open func presentation() -> CALayer? {
        guard let view = owner else { return self }
        let copy = CALayer()
        copy.storedBounds = AnimationVector.rect(view.presentationVector(.bounds))
        copy.storedPosition = AnimationVector.point(view.presentationVector(.center))
        copy.storedTransform = AnimationVector.transform(view.presentationVector(.transform))
        copy.storedAnchorPoint = view.anchorPoint
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
