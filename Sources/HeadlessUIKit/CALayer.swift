/// A Core Animation layer (`CALayer`), headless: a real layer tree, geometry, appearance
/// properties stored as Apple documents them, and animations on the simulated clock.
///
/// Design: a view's layer mirrors the view for what UIKit keeps on both (bounds, position, anchor
/// point, affine transform, opacity, background, hidden), so `UIView.animate` and its additive
/// records stay the one model of view animation; everything else is stored on the layer. Layers
/// added to a view's layer sit among its subviews' layers in one `sublayers` array, in order.
/// Animations added with `add(_:forKey:)` never change the model: `presentation()` is computed on
/// demand from the model, the view's animations and the layer's animations at the clock's time,
/// so sampling is exact at any time and costs nothing per tick. A free layer's property change is
/// animated implicitly (0.25 s, `CATransaction`'s settings) once the layer has existed for a turn;
/// a view's layer animates only inside animation blocks, as UIKit's layer delegate decides.
open class CALayer: Hashable, CAMediaTiming {
    // MARK: - Identity (Core Animation objects are NSObjects: equal only to themselves)

    /// Identity equality, as NSObject's default `isEqual(_:)`.
    public static func == (lhs: CALayer, rhs: CALayer) -> Bool { lhs === rhs }
    /// Hashes the identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    /// The view this layer backs (nil for a free-standing or presentation layer).
    public internal(set) weak var owner: UIView?

    /// The run-loop turn this layer was made in: a layer shows nothing before the turn it was made in
    /// ends (its layout included), so changes made in that turn are not animated implicitly.
    let createdTurn = SimulationClock.shared.turn
    /// Set on presentation copies: they never run actions and are never animated themselves.
    var isPresentationCopy = false
    /// The model a presentation copy was made from.
    weak var modelLayer: CALayer?

    private var storedBounds = CGRect.zero
    private var storedPosition = CGPoint.zero
    private var storedTransform = CATransform3DIdentity
    private var storedOpacity: Float = 1
    private var storedBackground: CGColor?
    private var storedHidden = false
    private var storedAnchorPoint = UIView.centreAnchor
    /// A view's layer given a non-affine transform: the full transform, and the affine part given to the view.
    private var viewTransform3D: (full: CATransform3D, affine: CGAffineTransform)?

    /// A layer with default properties.
    public init() {}

    /// A copy of `layer`'s properties (Core Animation makes presentation layers with it).
    public init(layer: Any) {
        if let other = layer as? CALayer { copyProperties(from: other) }
    }

    /// Layers are never decoded here; subclasses still provide it, as with Apple's NSCoding.
    public required init?(coder: NSCoder) {}

    /// Whether a change of `key` needs `display()` (none of the engine's keys do; subclasses override).
    open class func needsDisplay(forKey key: String) -> Bool { false }
    /// A property's default value (the stored initial values are Apple's).
    open class func defaultValue(forKey key: String) -> Any? { nil }
    /// Whether a key's value is archived (all are).
    open func shouldArchiveValue(forKey key: String) -> Bool { true }

    /// Makes an empty layer of the engine class nearest to this one (for backing views and presentation copies).
    class func makeBlank() -> CALayer { CALayer() }

    // MARK: - The layer tree

    /// The layer this one is a sublayer of.
    public private(set) weak var superlayer: CALayer?
    private var children: [CALayer] = []

    /// The sublayers, back to front (nil when there are none). A view's layer lists its subviews'
    /// layers and the layers added to it directly, in the order they were added.
    open var sublayers: [CALayer]? {
        get { children.isEmpty ? nil : children }
        set {
            for child in children { child.superlayer = nil }
            children = []
            for layer in newValue ?? [] { addSublayer(layer) }
        }
    }

    /// Appends `layer` in front of the other sublayers (taking it from its old superlayer).
    open func addSublayer(_ layer: CALayer) {
        insert(layer, at: nil)
    }

    /// Inserts `layer` at `idx` (0 is the back; past the end appends).
    open func insertSublayer(_ layer: CALayer, at idx: UInt32) {
        insert(layer, at: Int(idx))
    }

    /// Inserts `layer` just behind `sibling` (at the back when `sibling` is nil or not a sublayer).
    open func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        guard let sibling, sibling !== layer, sibling.superlayer === self else { insert(layer, at: 0); return }
        layer.detachFromSuperlayer()
        insert(layer, at: children.firstIndex { $0 === sibling } ?? 0)
    }

    /// Inserts `layer` just in front of `sibling` (at the front when `sibling` is nil or not a sublayer).
    open func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        guard let sibling, sibling !== layer, sibling.superlayer === self else { insert(layer, at: nil); return }
        layer.detachFromSuperlayer()
        insert(layer, at: (children.firstIndex { $0 === sibling } ?? children.count - 1) + 1)
    }

    /// Puts `newLayer` where `oldLayer` is; nothing happens when `oldLayer` is not a sublayer.
    open func replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) {
        guard oldLayer !== newLayer, let index = children.firstIndex(where: { $0 === oldLayer }) else { return }
        newLayer.detachFromSuperlayer()
        let position = children.firstIndex { $0 === oldLayer } ?? index
        children[position] = newLayer
        oldLayer.superlayer = nil
        newLayer.superlayer = self
    }

    /// Detaches the layer from its superlayer.
    open func removeFromSuperlayer() { detachFromSuperlayer() }

    private func detachFromSuperlayer() {
        guard let parent = superlayer else { return }
        parent.children.removeAll { $0 === self }
        superlayer = nil
    }

    /// Inserts at `index` (nil: the end), after detaching `layer` from wherever it is.
    private func insert(_ layer: CALayer, at index: Int?) {
        guard layer !== self else { return }
        layer.detachFromSuperlayer()
        let position = min(max(0, index ?? children.count), children.count)
        children.insert(layer, at: position)
        layer.superlayer = self
    }

    /// A subview's layer placed just behind `next` (the layer of the subview in front of it), or in front of all.
    func placeViewLayer(_ layer: CALayer, below next: CALayer?) {
        layer.detachFromSuperlayer()
        if let next, let index = children.firstIndex(where: { $0 === next }) {
            insert(layer, at: index)
        } else {
            insert(layer, at: nil)
        }
    }

    // MARK: - Geometry

    /// The layer's own coordinate space (a view's layer: the view's bounds). Animatable.
    open var bounds: CGRect {
        get { owner?.bounds ?? storedBounds }
        set {
            if let view = owner { view.bounds = newValue; return }
            let old = storedBounds
            storedBounds = newValue
            if old != newValue { didChange("bounds", from: old) }
        }
    }

    /// Where the anchor point sits in the superlayer's coordinates (a view's layer: the view's `center`). Animatable.
    open var position: CGPoint {
        get { owner?.center ?? storedPosition }
        set {
            if let view = owner { view.center = newValue; return }
            let old = storedPosition
            storedPosition = newValue
            if old != newValue { didChange("position", from: old) }
        }
    }

    /// The transformed bounds' bounding box in the superlayer; setting it sets the bounds size and
    /// the position (meaningful with an identity transform, as Apple documents). Not animatable.
    open var frame: CGRect {
        get { UIView.frame(center: position, bounds: bounds, transform: affineTransform(), anchorPoint: anchorPoint) }
        set {
            bounds.size = newValue.size
            position = CGPoint(
                x: newValue.minX + anchorPoint.x * newValue.width, y: newValue.minY + anchorPoint.y * newValue.height)
        }
    }

    /// The unit point of the bounds that sits at `position` and that transforms turn about,
    /// (0.5, 0.5) by default. Changing it keeps `position` and moves the frame, as Core Animation
    /// documents (`anchorPoint = (0, 0.5)` then a rotation swings a door about its left edge). Animatable.
    open var anchorPoint: CGPoint {
        get { owner?.anchorPoint ?? storedAnchorPoint }
        set {
            if let view = owner { view.anchorPoint = newValue; return }
            let old = storedAnchorPoint
            storedAnchorPoint = newValue
            if old != newValue { didChange("anchorPoint", from: old) }
        }
    }

    /// The anchor point's z coordinate; stored.
    open var anchorPointZ: CGFloat = 0 { didSet { if anchorPointZ != oldValue { didChange("anchorPointZ", from: oldValue) } } }

    /// The layer's position on the z axis; stored (sublayers keep their array order). Animatable.
    open var zPosition: CGFloat = 0 { didSet { if zPosition != oldValue { didChange("zPosition", from: oldValue) } } }

    /// The transform about the anchor point. A view's layer and the view share it as UIKit keeps them:
    /// setting either changes both (the view's `transform` is the affine part). Animatable.
    open var transform: CATransform3D {
        get {
            guard let view = owner else { return storedTransform }
            if let extra = viewTransform3D, extra.affine == view.transform { return extra.full }
            return CATransform3DMakeAffineTransform(view.transform)
        }
        set {
            if let view = owner {
                let affine = CATransform3DGetAffineTransform(newValue)
                viewTransform3D = CATransform3DIsAffine(newValue) ? nil : (newValue, affine)
                view.transform = affine
                return
            }
            let old = storedTransform
            storedTransform = newValue
            if old != newValue { didChange("transform", from: old) }
        }
    }

    /// The transform applied to the sublayers, relative to the layer's centre; stored (perspective
    /// for 3D children is written here with `m34`). Animatable.
    open var sublayerTransform: CATransform3D = CATransform3DIdentity {
        didSet { if sublayerTransform != oldValue { didChange("sublayerTransform", from: oldValue) } }
    }

    /// The transform's affine part (a view's layer: the view's transform).
    open func affineTransform() -> CGAffineTransform { CATransform3DGetAffineTransform(transform) }

    /// Sets the transform to an affine one.
    open func setAffineTransform(_ m: CGAffineTransform) { transform = CATransform3DMakeAffineTransform(m) }

    /// Whether the layer's coordinates are flipped for its sublayers; stored.
    open var isGeometryFlipped = false

    // MARK: - Appearance

    /// Opacity, 0…1 (a view's layer: the view's alpha). Animatable.
    open var opacity: Float {
        get { owner.map { Float($0.alpha) } ?? storedOpacity }
        set {
            if let view = owner { view.alpha = CGFloat(newValue); return }
            let old = storedOpacity
            storedOpacity = newValue
            if old != newValue { didChange("opacity", from: old) }
        }
    }

    /// Whether the layer is hidden (a view's layer: the view's `isHidden`). Animatable (discretely).
    open var isHidden: Bool {
        get { owner?.isHidden ?? storedHidden }
        set {
            if let view = owner { view.isHidden = newValue; return }
            let old = storedHidden
            storedHidden = newValue
            if old != newValue { didChange("hidden", from: old) }
        }
    }

    /// The fill colour (a view's layer: the view's background colour). Animatable.
    open var backgroundColor: CGColor? {
        get { owner.map { $0.backgroundColor?.cgColor } ?? storedBackground }
        set {
            if let view = owner { view.backgroundColor = newValue.map(UIColor.init(cgColor:)); return }
            let old = storedBackground
            storedBackground = newValue
            if old != newValue { didChange("backgroundColor", from: old as Any) }
        }
    }

    /// Corner rounding radius; stored (nothing is drawn). Animatable.
    open var cornerRadius: CGFloat = 0 { didSet { if cornerRadius != oldValue { didChange("cornerRadius", from: oldValue) } } }
    /// Which corners `cornerRadius` rounds; all four by default.
    open var maskedCorners: CACornerMask = [
        .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner
    ]
    /// The curve of rounded corners; circular by default.
    open var cornerCurve: CALayerCornerCurve = .circular
    /// Whether sublayers and contents are clipped to the bounds (the view's `clipsToBounds`); stored. Animatable.
    open var masksToBounds = false { didSet { if masksToBounds != oldValue { didChange("masksToBounds", from: oldValue) } } }
    /// A layer whose opacity masks this one; it has no superlayer (Apple requires that); stored.
    open var mask: CALayer?
    /// Border width; stored. Animatable.
    open var borderWidth: CGFloat = 0 { didSet { if borderWidth != oldValue { didChange("borderWidth", from: oldValue) } } }
    /// Border colour, opaque black by default; stored. Animatable.
    open var borderColor: CGColor? = CGColor(gray: 0, alpha: 1) {
        didSet { if borderColor != oldValue { didChange("borderColor", from: oldValue as Any) } }
    }
    /// Shadow colour, opaque black by default; stored. Animatable.
    open var shadowColor: CGColor? = CGColor(gray: 0, alpha: 1) {
        didSet { if shadowColor != oldValue { didChange("shadowColor", from: oldValue as Any) } }
    }
    /// Shadow opacity, 0 (no shadow) by default; stored. Animatable.
    open var shadowOpacity: Float = 0 { didSet { if shadowOpacity != oldValue { didChange("shadowOpacity", from: oldValue) } } }
    /// Shadow offset, (0, −3) by default; stored. Animatable.
    open var shadowOffset = CGSize(width: 0, height: -3) {
        didSet { if shadowOffset != oldValue { didChange("shadowOffset", from: oldValue) } }
    }
    /// Shadow blur radius, 3 by default; stored. Animatable.
    open var shadowRadius: CGFloat = 3 { didSet { if shadowRadius != oldValue { didChange("shadowRadius", from: oldValue) } } }
    /// The shadow's outline (nil: the layer's alpha); stored. Animatable.
    open var shadowPath: CGPath? { didSet { if shadowPath != oldValue { didChange("shadowPath", from: oldValue as Any) } } }
    /// Whether the back of the layer shows when turned away; stored.
    open var isDoubleSided = true
    /// A drawing hint; stored.
    open var isOpaque = false
    /// Whether edges are antialiased; stored.
    open var allowsEdgeAntialiasing = false
    /// Whether sublayers are composited with the layer's opacity as a group; stored.
    open var allowsGroupOpacity = true
    /// Whether the layer is cached as a bitmap; stored.
    open var shouldRasterize = false
    /// The cached bitmap's scale; stored.
    open var rasterizationScale: CGFloat = 1
    /// Whether drawing happens on a background thread; stored.
    open var drawsAsynchronously = false
    /// A name to find the layer by (sample code often tags sublayers with it).
    open var name: String?
    /// Extra default values; stored.
    open var style: [AnyHashable: Any]?

    // MARK: - Contents

    /// What the layer shows (usually a `CGImage`); stored, nothing is drawn. Animatable (it switches).
    open var contents: Any? {
        didSet { didChange("contents", from: oldValue as Any) }
    }
    /// How the contents fit the bounds; `.resize` by default.
    open var contentsGravity: CALayerContentsGravity = .resize
    /// The part of the contents shown, in unit coordinates. Animatable.
    open var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1) {
        didSet { if contentsRect != oldValue { didChange("contentsRect", from: oldValue) } }
    }
    /// The stretchable part of the contents, in unit coordinates; stored.
    open var contentsCenter = CGRect(x: 0, y: 0, width: 1, height: 1)
    /// Pixels per point of the contents; 1 by default, as Core Animation's.
    open var contentsScale: CGFloat = 1
    /// The filter when contents shrink; stored.
    open var minificationFilter: CALayerContentsFilter = .linear
    /// The filter when contents grow; stored.
    open var magnificationFilter: CALayerContentsFilter = .linear

    // MARK: - Delegate, display and layout

    private weak var storedDelegate: CALayerDelegate?
    /// The delegate (a view's layer: the view), held weakly.
    open weak var delegate: CALayerDelegate? {
        get { owner ?? storedDelegate }
        set { storedDelegate = newValue }
    }

    /// Whether `display()` is due; set by `setNeedsDisplay()`.
    public private(set) var needsDisplayFlag = false
    /// Whether `setNeedsDisplay()` has been called since the last `display()`.
    open func needsDisplay() -> Bool { needsDisplayFlag }
    /// Marks the contents as needing `display()`.
    open func setNeedsDisplay() { needsDisplayFlag = true }
    /// Marks part of the contents as needing display (the whole layer here).
    open func setNeedsDisplay(_ r: CGRect) { needsDisplayFlag = true }
    /// Whether a bounds change marks the layer for display; stored.
    open var needsDisplayOnBoundsChange = false
    /// Updates the contents: a view's layer draws the view's `draw(_:)` (see `ViewDisplay`); any
    /// other layer asks its delegate's `display(_:)` (drawing a free layer with `draw(in:)` into a
    /// backing image is not in the engine yet).
    open func display() {
        needsDisplayFlag = false
        if let view = owner { ViewDisplay.draw(view); return }
        delegate?.display(self)
    }
    /// Draws the layer's content into `ctx`; the base asks the delegate's `draw(_:in:)`.
    open func draw(in ctx: CGContext) { delegate?.draw(self, in: ctx) }
    /// Calls `display()` if it is due.
    open func displayIfNeeded() { if needsDisplayFlag { display() } }

    private var needsLayoutFlag = false
    /// Marks the sublayers as needing `layoutSublayers()`.
    open func setNeedsLayout() { needsLayoutFlag = true }
    /// Whether a layout is due.
    open func needsLayout() -> Bool { needsLayoutFlag }
    /// Lays out now if due.
    open func layoutIfNeeded() { if needsLayoutFlag { needsLayoutFlag = false; layoutSublayers() } }
    /// Asks the delegate to lay out the sublayers (override to position them yourself).
    open func layoutSublayers() { delegate?.layoutSublayers(of: self) }
    /// The bounds' size (layers with no layout manager have no other preference).
    open func preferredFrameSize() -> CGSize { bounds.size }

    // MARK: - Hit testing and coordinate conversion

    /// Whether `p` (in the layer's coordinates) is inside the bounds.
    open func contains(_ p: CGPoint) -> Bool { bounds.contains(p) }

    /// The deepest visible sublayer (or self) containing `p`, given in the superlayer's coordinates;
    /// sublayers are tried front to back, a higher `zPosition` in front of a lower one.
    open func hitTest(_ p: CGPoint) -> CALayer? {
        guard !isHidden else { return nil }
        let local = pointFromSuperlayer(p)
        if masksToBounds && !contains(local) { return nil }
        let order = children.indices.sorted { (children[$0].zPosition, $0) > (children[$1].zPosition, $1) }
        for index in order {
            if let hit = children[index].hitTest(local) { return hit }
        }
        return contains(local) ? self : nil
    }

    /// A sublayer's superlayer-space point in this layer's bounds: `sublayerTransform` applied about the anchor point.
    func toSublayerSpace(_ p: CGPoint) -> CGPoint {
        guard !CATransform3DIsIdentity(sublayerTransform) else { return p }
        let anchor = anchorInBounds
        let moved = sublayerTransform.apply(to: CGPoint(x: p.x - anchor.x, y: p.y - anchor.y))
        return CGPoint(x: moved.x + anchor.x, y: moved.y + anchor.y)
    }

    /// The inverse of `toSublayerSpace`.
    func fromSublayerSpace(_ p: CGPoint) -> CGPoint {
        guard !CATransform3DIsIdentity(sublayerTransform) else { return p }
        let anchor = anchorInBounds
        let back = CATransform3DInvert(sublayerTransform).apply(to: CGPoint(x: p.x - anchor.x, y: p.y - anchor.y))
        return CGPoint(x: back.x + anchor.x, y: back.y + anchor.y)
    }

    private var anchorInBounds: CGPoint {
        CGPoint(x: bounds.minX + anchorPoint.x * bounds.width, y: bounds.minY + anchorPoint.y * bounds.height)
    }

    /// A point of this layer's bounds in the superlayer's coordinates (the transform about the anchor,
    /// then the superlayer's `sublayerTransform`; points stay in the plane z = 0).
    func pointToSuperlayer(_ p: CGPoint) -> CGPoint {
        let anchor = anchorInBounds, position = self.position
        let moved = transform.apply(to: CGPoint(x: p.x - anchor.x, y: p.y - anchor.y))
        let placed = CGPoint(x: moved.x + position.x, y: moved.y + position.y)
        return superlayer?.toSublayerSpace(placed) ?? placed
    }

    func pointFromSuperlayer(_ p: CGPoint) -> CGPoint {
        let anchor = anchorInBounds, position = self.position
        let unplaced = superlayer?.fromSublayerSpace(p) ?? p
        let back = CATransform3DInvert(transform).apply(to: CGPoint(x: unplaced.x - position.x, y: unplaced.y - position.y))
        return CGPoint(x: back.x + anchor.x, y: back.y + anchor.y)
    }

    private var ancestry: [CALayer] {
        var chain: [CALayer] = []
        var layer: CALayer? = self
        while let current = layer { chain.append(current); layer = current.superlayer }
        return chain
    }

    /// Converts a point from this layer's coordinates to `l`'s (the root's when nil).
    open func convert(_ p: CGPoint, to l: CALayer?) -> CGPoint {
        var point = p
        for layer in ancestry.dropLast() { point = layer.pointToSuperlayer(point) }
        guard let l else { return point }
        for layer in l.ancestry.dropLast().reversed() { point = layer.pointFromSuperlayer(point) }
        return point
    }

    /// Converts a point from `l`'s coordinates (the root's when nil) to this layer's.
    open func convert(_ p: CGPoint, from l: CALayer?) -> CGPoint {
        guard let l else { return pointFromRoot(p) }
        return l.convert(p, to: self)
    }

    /// The bounding box of a rectangle's corners converted to `l`.
    open func convert(_ r: CGRect, to l: CALayer?) -> CGRect {
        UIView.boundingBox(CALayer.corners(of: r).map { convert($0, to: l) })
    }

    /// The bounding box of a rectangle's corners converted from `l`.
    open func convert(_ r: CGRect, from l: CALayer?) -> CGRect {
        UIView.boundingBox(CALayer.corners(of: r).map { convert($0, from: l) })
    }

    static func corners(of r: CGRect) -> [CGPoint] {
        [
            CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY), CGPoint(x: r.minX, y: r.maxY),
            CGPoint(x: r.maxX, y: r.maxY)
        ]
    }

    /// A point in the root's coordinates converted into this layer's.
    func pointFromRoot(_ p: CGPoint) -> CGPoint {
        var point = p
        for layer in ancestry.dropLast().reversed() { point = layer.pointFromSuperlayer(point) }
        return point
    }

    // MARK: - Layer timing (CAMediaTiming)

    /// When the layer's time starts, in the superlayer's time.
    open var beginTime: CFTimeInterval = 0
    /// A layer's own duration; stored.
    open var duration: CFTimeInterval = 0
    /// How fast the layer's time runs (0 pauses every animation on it and its sublayers).
    open var speed: Float = 1
    /// Added to the layer's local time (with `speed = 0`, the time the animations stand at).
    open var timeOffset: CFTimeInterval = 0
    /// Stored.
    open var repeatCount: Float = 0
    /// Stored.
    open var repeatDuration: CFTimeInterval = 0
    /// Stored.
    open var autoreverses = false
    /// Stored.
    open var fillMode: CAMediaTimingFillMode = .removed

    /// The layer's local time at global (media) time `t`.
    func localTime(atGlobal t: CFTimeInterval) -> CFTimeInterval {
        let parent = superlayer?.localTime(atGlobal: t) ?? t
        return (parent - beginTime) * Double(speed) + timeOffset
    }

    /// Global time at which the layer's local time is `t` (the time it stands at when paused).
    func globalTime(atLocal t: CFTimeInterval) -> CFTimeInterval {
        let parent = speed == 0 ? beginTime : (t - timeOffset) / Double(speed) + beginTime
        return superlayer?.globalTime(atLocal: parent) ?? parent
    }

    /// Converts a time from `l`'s local time (global media time when nil) to this layer's.
    open func convertTime(_ t: CFTimeInterval, from l: CALayer?) -> CFTimeInterval {
        localTime(atGlobal: l?.globalTime(atLocal: t) ?? t)
    }

    /// Converts a time from this layer's local time to `l`'s (global media time when nil).
    open func convertTime(_ t: CFTimeInterval, to l: CALayer?) -> CFTimeInterval {
        let global = globalTime(atLocal: t)
        return l?.localTime(atGlobal: global) ?? global
    }

    // MARK: - Key-value coding (key paths as Core Animation animates them)

    private var customValues: [String: Any] = [:]

    /// The value at a key path: a property ("opacity"), a struct member ("position.x",
    /// "bounds.size.width") or a transform component ("transform.rotation.z", "transform.scale").
    /// Keys that are no property hold whatever was set for them, as on Apple's layers.
    open func value(forKeyPath keyPath: String) -> Any? {
        let parts = keyPath.split(separator: ".").map(String.init)
        guard let first = parts.first else { return nil }
        if let known = property(first) { return LayerValue.component(of: known, parts[1...]) }
        return parts.count == 1 ? customValues[first] : nil
    }

    /// Sets the value at a key path (see `value(forKeyPath:)`); runs the property's action as a setter does.
    open func setValue(_ value: Any?, forKeyPath keyPath: String) {
        let parts = keyPath.split(separator: ".").map(String.init)
        guard let first = parts.first else { return }
        if parts.count == 1 {
            if !setProperty(first, value) { customValues[first] = value }
            return
        }
        guard let current = property(first) else { return }
        _ = setProperty(first, LayerValue.setting(parts[1...], of: current, to: value))
    }

    /// The value for a key (a property name or any other key).
    open func value(forKey key: String) -> Any? { value(forKeyPath: key) }

    /// Sets the value for a key.
    open func setValue(_ value: Any?, forKey key: String) { setValue(value, forKeyPath: key) }

    /// The animatable and stored properties by name (subclasses add theirs); nil for unknown names.
    func property(_ key: String) -> Any? {
        switch key {
        case "bounds": return bounds
        case "position": return position
        case "anchorPoint": return anchorPoint
        case "anchorPointZ": return anchorPointZ
        case "zPosition": return zPosition
        case "transform": return transform
        case "sublayerTransform": return sublayerTransform
        case "frame": return frame
        case "opacity": return CGFloat(opacity)
        case "hidden", "isHidden": return isHidden
        case "backgroundColor": return backgroundColor
        case "cornerRadius": return cornerRadius
        case "masksToBounds": return masksToBounds
        case "borderWidth": return borderWidth
        case "borderColor": return borderColor
        case "shadowColor": return shadowColor
        case "shadowOpacity": return CGFloat(shadowOpacity)
        case "shadowOffset": return shadowOffset
        case "shadowRadius": return shadowRadius
        case "shadowPath": return shadowPath
        case "contents": return contents
        case "contentsRect": return contentsRect
        case "name": return name
        default: return nil
        }
    }

    /// Sets a property by name; false when the name is no property.
    func setProperty(_ key: String, _ value: Any?) -> Bool {
        switch key {
        case "bounds": if let v = LayerValue.rect(value) { bounds = v }
        case "position": if let v = LayerValue.point(value) { position = v }
        case "anchorPoint": if let v = LayerValue.point(value) { anchorPoint = v }
        case "anchorPointZ": if let v = LayerValue.number(value) { anchorPointZ = CGFloat(v) }
        case "zPosition": if let v = LayerValue.number(value) { zPosition = CGFloat(v) }
        case "transform": if let v = LayerValue.transform(value) { transform = v }
        case "sublayerTransform": if let v = LayerValue.transform(value) { sublayerTransform = v }
        case "frame": if let v = LayerValue.rect(value) { frame = v }
        case "opacity": if let v = LayerValue.number(value) { opacity = Float(v) }
        case "hidden", "isHidden": if let v = value as? Bool { isHidden = v }
        case "backgroundColor": backgroundColor = LayerValue.color(value)
        case "cornerRadius": if let v = LayerValue.number(value) { cornerRadius = CGFloat(v) }
        case "masksToBounds": if let v = value as? Bool { masksToBounds = v }
        case "borderWidth": if let v = LayerValue.number(value) { borderWidth = CGFloat(v) }
        case "borderColor": borderColor = LayerValue.color(value)
        case "shadowColor": shadowColor = LayerValue.color(value)
        case "shadowOpacity": if let v = LayerValue.number(value) { shadowOpacity = Float(v) }
        case "shadowOffset": if let v = LayerValue.size(value) { shadowOffset = v }
        case "shadowRadius": if let v = LayerValue.number(value) { shadowRadius = CGFloat(v) }
        case "shadowPath": shadowPath = value as? CGPath
        case "contents": contents = value
        case "contentsRect": if let v = LayerValue.rect(value) { contentsRect = v }
        case "name": name = value as? String
        default: return false
        }
        return true
    }

    /// Copies every property from `other` (its effective values, for a view's layer), without actions.
    func copyProperties(from other: CALayer) {
        withoutActions {
            storedBounds = other.bounds
            storedPosition = other.position
            storedAnchorPoint = other.anchorPoint
            storedTransform = other.transform
            storedOpacity = other.opacity
            storedBackground = other.backgroundColor
            storedHidden = other.isHidden
            anchorPointZ = other.anchorPointZ
            zPosition = other.zPosition
            sublayerTransform = other.sublayerTransform
            isGeometryFlipped = other.isGeometryFlipped
            cornerRadius = other.cornerRadius
            maskedCorners = other.maskedCorners
            cornerCurve = other.cornerCurve
            masksToBounds = other.masksToBounds
            mask = other.mask
            borderWidth = other.borderWidth
            borderColor = other.borderColor
            shadowColor = other.shadowColor
            shadowOpacity = other.shadowOpacity
            shadowOffset = other.shadowOffset
            shadowRadius = other.shadowRadius
            shadowPath = other.shadowPath
            isDoubleSided = other.isDoubleSided
            isOpaque = other.isOpaque
            contents = other.contents
            contentsGravity = other.contentsGravity
            contentsRect = other.contentsRect
            contentsCenter = other.contentsCenter
            contentsScale = other.contentsScale
            name = other.name
            customValues = other.customValues
        }
    }

    // MARK: - Actions (implicit animations)

    /// Actions by property name, searched after the delegate (`NSNull()` turns an implicit animation off).
    open var actions: [String: CAAction]?

    private var actionsSuppressed = 0
    /// The presentation value a property had before the change whose action is running.
    private var valueBeforeChange: (key: String, value: Any?)?

    func withoutActions(_ body: () -> Void) {
        actionsSuppressed += 1
        defer { actionsSuppressed -= 1 }
        body()
    }

    /// The action for a key: the delegate's, then `actions`, then `defaultAction(forKey:)`, then the
    /// default animation of an animatable property; `NSNull` anywhere ends the search with nil.
    open func action(forKey event: String) -> CAAction? {
        if let found = delegate?.action(for: self, forKey: event) { return found is NSNull ? nil : found }
        if let found = actions?[event] { return found is NSNull ? nil : found }
        if let found = type(of: self).defaultAction(forKey: event) { return found is NSNull ? nil : found }
        guard LayerValue.kinds[event] != nil || event == "hidden" || event == "contents" || event == "masksToBounds" else {
            return nil
        }
        let animation = CABasicAnimation(keyPath: event)
        animation.timingFunction = CATransaction.animationTimingFunction() ?? CAMediaTimingFunction(name: .default)
        return animation
    }

    /// Class-wide default actions (none).
    open class func defaultAction(forKey event: String) -> CAAction? { nil }

    /// Called after an animatable property changed from `old`.
    func didChange(_ key: String, from old: Any?) {
        guard !isPresentationCopy, actionsSuppressed == 0 else { return }
        if owner != nil {
            animateInsideViewAnimationBlock(key, from: old)
            return
        }
        // Nothing is on screen before the turn the layer was made in ends.
        guard createdTurn < SimulationClock.shared.turn, !CATransaction.actionsDisabledNow else { return }
        let before = presentedValue(key, modelValue: old)
        guard let action = action(forKey: key) else { return }
        valueBeforeChange = (key, before)
        defer { valueBeforeChange = nil }
        action.run(forKey: key, object: self, arguments: nil)
    }

    /// A view's layer: inside a `UIView.animate` block, the layer's own animatable properties
    /// (corner radius, border, shadow…) animate with the block's timing, as UIKit does since iOS 11;
    /// outside one, the view returns no action and the change is immediate.
    private func animateInsideViewAnimationBlock(_ key: String, from old: Any?) {
        guard let group = AnimationEngine.capturing as? BlockAnimationGroup, group.duration > 0 else { return }
        let animation = CABasicAnimation(keyPath: key)
        animation.fromValue = presentedValue(key, modelValue: old)
        animation.duration = group.duration
        animation.beginTime = convertTime(group.startTime + group.delay, from: nil)
        animation.curveOverride = group.curve
        animation.fillMode = .backwards
        add(animation, forKey: key)
        if let added = self.animation(forKey: key) { group.layerAnimations.append(added) }
    }

    // MARK: - Animations

    /// Animations added to this layer (copies), in the order they were added.
    private(set) var attached: [(key: String?, animation: CAAnimation)] = []

    /// Adds a copy of `anim` under `key` (replacing an animation with the same key). A zero duration
    /// becomes `CATransaction.animationDuration()` (0.25 s), a zero `beginTime` the layer's current time.
    /// The model is not changed: set the model value yourself, or the layer snaps back at the end.
    open func add(_ anim: CAAnimation, forKey key: String?) {
        guard !isPresentationCopy else { return }
        let copy = anim.copy() as! CAAnimation
        if let basic = copy as? CABasicAnimation, let before = valueBeforeChange, basic.keyPath == before.key,
            basic.fromValue == nil, basic.toValue == nil, basic.byValue == nil
        {
            // An implicit animation runs from the value shown before the change.
            basic.fromValue = before.value
        }
        copy.resolve(duration: CATransaction.animationDuration(), timing: CATransaction.animationTimingFunction())
        if copy.beginTime == 0 { copy.beginTime = localTime(atGlobal: SimulationClock.shared.now) }
        let runner = SimulationClock.shared.mainLoop.animations.layers
        if let key { removeAnimation(forKey: key) }
        attached.append((key, copy))
        runner.track(self, copy)
    }

    /// The animation running under `key` (the copy that was added), or nil.
    open func animation(forKey key: String) -> CAAnimation? {
        attached.last { $0.key == key }?.animation
    }

    /// Removes the animation under `key`; its delegate hears `animationDidStop(_:finished: false)` on the next turn.
    open func removeAnimation(forKey key: String) {
        let removed = attached.filter { $0.key == key }
        guard !removed.isEmpty else { return }
        attached.removeAll { $0.key == key }
        for entry in removed { SimulationClock.shared.mainLoop.animations.layers.stopped(entry.animation) }
    }

    /// Removes every animation: the layer's own, and on a view's layer the view's animations too
    /// (their completions get `finished == false`).
    open func removeAllAnimations() {
        owner?.propertyAnimations.removeAll()
        let removed = attached
        attached.removeAll()
        guard !removed.isEmpty else { return }
        for entry in removed { SimulationClock.shared.mainLoop.animations.layers.stopped(entry.animation) }
    }

    /// The keys of the running animations (a view's animations under Core Animation's names:
    /// "position", "bounds", "transform", "opacity", "backgroundColor"); nil when there are none.
    open func animationKeys() -> [String]? {
        var keys: [String] = []
        if let view = owner {
            let names: [AnimatedProperty: String] = [
                .center: "position", .bounds: "bounds", .transform: "transform",
                .alpha: "opacity", .backgroundColor: "backgroundColor"
            ]
            for property in AnimatedProperty.allCases where view.propertyAnimations.contains(where: { $0.property == property }) {
                if let name = names[property] { keys.append(name) }
            }
        }
        for entry in attached { if let key = entry.key, !keys.contains(key) { keys.append(key) } }
        return keys.isEmpty ? nil : keys
    }

    /// Advances this layer's animations to global time `now`: start and stop events are collected
    /// into `events` (called after every layer advanced), finished animations removed as asked.
    func advanceAnimations(now: CFTimeInterval, events: inout [() -> Void]) {
        let t = localTime(atGlobal: now)
        var finished: [ObjectIdentifier] = []
        for entry in attached {
            let animation = entry.animation
            if !animation.hasStarted && animation.hasBegun(atParentTime: t) {
                animation.hasStarted = true
                if let delegate = animation.delegate { events.append { delegate.animationDidStart(animation) } }
            }
            if !animation.hasStopped && animation.isFinished(atParentTime: t) {
                animation.hasStopped = true
                if let delegate = animation.delegate { events.append { delegate.animationDidStop(animation, finished: true) } }
                if animation.isRemovedOnCompletion { finished.append(ObjectIdentifier(animation)) }
            }
        }
        if !finished.isEmpty { attached.removeAll { finished.contains(ObjectIdentifier($0.animation)) } }
    }

    /// Whether an animation still needs the clock (not stopped).
    var hasRunningAnimations: Bool { attached.contains { !$0.animation.hasStopped } }

    // MARK: - Presentation

    /// A copy of the layer as it is on screen now: the model, plus the view's animations for a
    /// view's layer, plus this layer's animations at the clock's time. The copy has the layer's
    /// class when that is an engine class; a subclass of your own gets nil (the engine cannot make
    /// one without your initializers), so write `layer.presentation() ?? layer`.
    open func presentation() -> Self? {
        presentationLayer() as? Self
    }

    func presentationLayer(overriding override: (key: String, value: Any?)? = nil) -> CALayer {
        let copy = type(of: self).makeBlank()
        copy.isPresentationCopy = true
        copy.modelLayer = self
        copy.copyProperties(from: self)
        if let view = owner {
            copy.storedBounds = AnimationVector.rect(view.presentationVector(.bounds))
            copy.storedPosition = AnimationVector.point(view.presentationVector(.center))
            let affine = AnimationVector.transform(view.presentationVector(.transform))
            if let extra = viewTransform3D, extra.affine == view.transform,
                !view.propertyAnimations.contains(where: { $0.property == .transform })
            {
                copy.storedTransform = extra.full
            } else {
                copy.storedTransform = CATransform3DMakeAffineTransform(affine)
            }
            copy.storedOpacity = Float(view.presentationVector(.alpha)[0])
            let color = view.presentationVector(.backgroundColor)
            copy.storedBackground =
                view.backgroundColor == nil && !view.hasAnimations ? nil : AnimationVector.color(color).cgColor
        }
        if let override { copy.setValue(override.value, forKeyPath: override.key) }
        let t = localTime(atGlobal: SimulationClock.shared.now)
        for entry in attached { entry.animation.apply(to: copy, atParentTime: t) }
        return copy
    }

    /// What `key` shows now if its model value were `modelValue`.
    func presentedValue(_ key: String, modelValue: Any?) -> Any? {
        guard !attached.isEmpty else { return modelValue }
        return presentationLayer(overriding: (key, modelValue)).value(forKeyPath: key)
    }

    /// The model layer (for a presentation copy, the layer it was made from).
    open func model() -> Self { (modelLayer as? Self) ?? self }
}
