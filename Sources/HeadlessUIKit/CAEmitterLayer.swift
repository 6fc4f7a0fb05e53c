/// A particle emitter (Core Animation's `CAEmitterLayer`), recorded: its cells and properties are
/// stored with Apple's defaults so sample code configures it as written, but no particle is
/// born, moved or drawn (the engine has no particle system).
open class CAEmitterLayer: CALayer {
    /// The kinds of particle emitted.
    open var emitterCells: [CAEmitterCell]?
    /// Multiplies every cell's birth rate (1 by default; 0 stops emission).
    open var birthRate: Float = 1 { didSet { if birthRate != oldValue { didChange("birthRate", from: CGFloat(oldValue)) } } }
    /// Multiplies every cell's lifetime.
    open var lifetime: Float = 1
    /// The emitter's centre, in the layer's coordinates.
    open var emitterPosition = CGPoint.zero {
        didSet { if emitterPosition != oldValue { didChange("emitterPosition", from: oldValue) } }
    }
    /// Its z position.
    open var emitterZPosition: CGFloat = 0
    /// Its size (for shapes with extent).
    open var emitterSize = CGSize.zero { didSet { if emitterSize != oldValue { didChange("emitterSize", from: oldValue) } } }
    /// Its depth.
    open var emitterDepth: CGFloat = 0
    /// The emitter's shape.
    open var emitterShape: CAEmitterLayerEmitterShape = .point
    /// Where on the shape particles are born.
    open var emitterMode: CAEmitterLayerEmitterMode = .volume
    /// The compositing order.
    open var renderMode: CAEmitterLayerRenderMode = .unordered
    /// Whether particles are flattened into the layer; stored.
    open var preservesDepth = false
    /// Multiplies every cell's velocity.
    open var velocity: Float = 1
    /// Multiplies every cell's scale.
    open var scale: Float = 1
    /// Multiplies every cell's spin.
    open var spin: Float = 1
    /// The random seed.
    open var seed: UInt32 = 0

    override class func makeBlank() -> CALayer { CAEmitterLayer() }

    override func property(_ key: String) -> Any? {
        switch key {
        case "birthRate": return CGFloat(birthRate)
        case "emitterPosition": return emitterPosition
        case "emitterSize": return emitterSize
        case "emitterCells": return emitterCells
        default: return super.property(key)
        }
    }

    override func setProperty(_ key: String, _ value: Any?) -> Bool {
        switch key {
        case "birthRate": if let v = LayerValue.number(value) { birthRate = Float(v) }
        case "emitterPosition": if let v = LayerValue.point(value) { emitterPosition = v }
        case "emitterSize": if let v = LayerValue.size(value) { emitterSize = v }
        case "emitterCells": emitterCells = value as? [CAEmitterCell]
        default: return super.setProperty(key, value)
        }
        return true
    }

    override func copyProperties(from other: CALayer) {
        super.copyProperties(from: other)
        guard let other = other as? CAEmitterLayer else { return }
        withoutActions {
            emitterCells = other.emitterCells
            birthRate = other.birthRate
            lifetime = other.lifetime
            emitterPosition = other.emitterPosition
            emitterZPosition = other.emitterZPosition
            emitterSize = other.emitterSize
            emitterDepth = other.emitterDepth
            emitterShape = other.emitterShape
            emitterMode = other.emitterMode
            renderMode = other.renderMode
            velocity = other.velocity
            scale = other.scale
            spin = other.spin
            seed = other.seed
        }
    }
}
