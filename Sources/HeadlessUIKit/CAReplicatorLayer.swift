/// A layer that shows its sublayers `instanceCount` times (Core Animation's `CAReplicatorLayer`),
/// each copy transformed by `instanceTransform` once more than the one before, its animations
/// delayed by `instanceDelay` more, and its colour offset; stored, not drawn.
/// `instanceGeometry(ofCopy:)` gives where copy `i` of a sublayer sits.
open class CAReplicatorLayer: CALayer {
    /// How many copies (1: only the original).
    open var instanceCount = 1
    /// Whether copies keep their own depth; stored.
    open var preservesDepth = false
    /// The extra delay of each copy's animations, in seconds.
    open var instanceDelay: CFTimeInterval = 0
    /// The transform applied once more to each copy (about the replicator's centre).
    open var instanceTransform = CATransform3DIdentity {
        didSet { if instanceTransform != oldValue { didChange("instanceTransform", from: oldValue) } }
    }
    /// The colour multiplied into the copies (opaque white: none).
    open var instanceColor: CGColor? = CGColor(gray: 1, alpha: 1) {
        didSet { if instanceColor != oldValue { didChange("instanceColor", from: oldValue) } }
    }
    /// Added to each copy's red component, per copy.
    open var instanceRedOffset: Float = 0
    /// Added to each copy's green component, per copy.
    open var instanceGreenOffset: Float = 0
    /// Added to each copy's blue component, per copy.
    open var instanceBlueOffset: Float = 0
    /// Added to each copy's alpha, per copy.
    open var instanceAlphaOffset: Float = 0

    override class func makeBlank() -> CALayer { CAReplicatorLayer() }

    /// The transform of copy `index` (0 is the original): `instanceTransform` applied `index` times.
    public func instanceTransform(ofCopy index: Int) -> CATransform3D {
        var t = CATransform3DIdentity
        for _ in 0..<max(0, index) { t = CATransform3DConcat(t, instanceTransform) }
        return t
    }

    override func property(_ key: String) -> Any? {
        switch key {
        case "instanceCount": return CGFloat(instanceCount)
        case "instanceDelay": return instanceDelay
        case "instanceTransform": return instanceTransform
        case "instanceColor": return instanceColor
        case "instanceAlphaOffset": return CGFloat(instanceAlphaOffset)
        default: return super.property(key)
        }
    }

    override func setProperty(_ key: String, _ value: Any?) -> Bool {
        switch key {
        case "instanceCount": if let v = LayerValue.number(value) { instanceCount = Int(v.rounded()) }
        case "instanceDelay": if let v = LayerValue.number(value) { instanceDelay = v }
        case "instanceTransform": if let v = LayerValue.transform(value) { instanceTransform = v }
        case "instanceColor": instanceColor = LayerValue.color(value)
        case "instanceAlphaOffset": if let v = LayerValue.number(value) { instanceAlphaOffset = Float(v) }
        default: return super.setProperty(key, value)
        }
        return true
    }

    override func copyProperties(from other: CALayer) {
        super.copyProperties(from: other)
        guard let other = other as? CAReplicatorLayer else { return }
        withoutActions {
            instanceCount = other.instanceCount
            preservesDepth = other.preservesDepth
            instanceDelay = other.instanceDelay
            instanceTransform = other.instanceTransform
            instanceColor = other.instanceColor
            instanceRedOffset = other.instanceRedOffset
            instanceGreenOffset = other.instanceGreenOffset
            instanceBlueOffset = other.instanceBlueOffset
            instanceAlphaOffset = other.instanceAlphaOffset
        }
    }
}
