import PhysicsCore

/// A force field acting on its items (UIKit's `UIFieldBehavior`), made with the class factories.
///
/// Units (Apple leaves most unspecified; these follow the push and gravity conventions, with a UIKit
/// mass unit = a 100×100 item of density 1): linear and radial gravity strength 1 = 1000 points/s²
/// (radial: divided by distance^falloff beyond `minimumRadius`); spring strength 1 = a force of
/// 100 units per point of displacement... i.e. F = −100·strength·d (a 100×100 item oscillates at 1.6 Hz);
/// drag F = −strength·v; velocity F = strength·(direction − v); vortex, noise and electric strength 1 =
/// 100 force units; turbulence F = strength·|v|·noise; magnetic F = strength·charge·(v rotated −90°).
open class UIFieldBehavior: UIDynamicBehavior {
    private var list = DynamicsItemList()
    var kind: FieldKind = .linearGravity

    public required override init() { super.init() }

    open var items: [UIDynamicItem] { list.items }
    open func addItem(_ item: UIDynamicItem) { list.add(item); setNeedsDynamicsUpdate() }
    open func removeItem(_ item: UIDynamicItem) { list.remove(item); setNeedsDynamicsUpdate() }

    /// The field's origin in the reference coordinate system.
    open var position: CGPoint = .zero { didSet { setNeedsDynamicsUpdate() } }
    /// Where the field acts (relative to `position`); infinite by default.
    open var region: UIRegion = .infinite { didSet { setNeedsDynamicsUpdate() } }
    open var strength: CGFloat = 1 { didSet { setNeedsDynamicsUpdate() } }
    /// Distance exponent of the decay beyond `minimumRadius`; 0 (uniform) by default.
    open var falloff: CGFloat = 0 { didSet { setNeedsDynamicsUpdate() } }
    open var minimumRadius: CGFloat = 1e-3 { didSet { setNeedsDynamicsUpdate() } }
    /// Direction of linear gravity and velocity fields.
    open var direction: CGVector = .zero { didSet { setNeedsDynamicsUpdate() } }
    /// Noise fields: 0 = rough, 1 = smooth.
    open var smoothness: CGFloat = 0 { didSet { setNeedsDynamicsUpdate() } }
    /// Noise fields: how fast the pattern changes.
    open var animationSpeed: CGFloat = 0 { didSet { setNeedsDynamicsUpdate() } }

    override var dynamicsItems: [UIDynamicItem] { list.items }

    // MARK: - Factories

    private class func make(_ kind: FieldKind) -> Self {
        let field = self.init()
        field.kind = kind
        return field
    }

    /// Pulls items toward `position` like a spring.
    open class func springField() -> Self { make(.spring) }
    /// Attracts items toward `position` (negative strength repels).
    open class func radialGravityField(position: CGPoint) -> Self {
        let field = make(.radialGravity)
        field.position = position
        return field
    }
    /// Accelerates items along `direction`.
    open class func linearGravityField(direction: CGVector) -> Self {
        let field = make(.linearGravity)
        field.direction = direction
        return field
    }
    /// Slows items in proportion to their velocity.
    open class func dragField() -> Self { make(.drag) }
    /// Drives items toward the velocity `direction` (points/s).
    open class func velocityField(direction: CGVector) -> Self {
        let field = make(.velocity)
        field.direction = direction
        return field
    }
    /// Pushes items around `position`.
    open class func vortexField() -> Self { make(.vortex) }
    /// Random, smoothly varying forces.
    open class func noiseField(smoothness: CGFloat, animationSpeed speed: CGFloat) -> Self {
        let field = make(.noise)
        field.smoothness = smoothness
        field.animationSpeed = speed
        return field
    }
    /// Noise proportional to each item's speed.
    open class func turbulenceField(smoothness: CGFloat, animationSpeed speed: CGFloat) -> Self {
        let field = make(.turbulence)
        field.smoothness = smoothness
        field.animationSpeed = speed
        return field
    }
    /// Pushes charged items away from `position` (attracts opposite charges).
    open class func electricField() -> Self { make(.electric) }
    /// Deflects moving charged items sideways.
    open class func magneticField() -> Self { make(.magnetic) }

    /// A field whose force you compute: the block gets the field, an item's position (reference
    /// coordinates), velocity, mass (UIKit units), charge and the elapsed time, and returns the force
    /// (UIKit force units: 1 accelerates a mass of 1 at 100 points/s²). Evaluated once per animator tick.
    open class func field(
        evaluationBlock block: @escaping (UIFieldBehavior, CGPoint, CGVector, CGFloat, CGFloat, TimeInterval) -> CGVector
    ) -> Self {
        let field = make(.linearGravity)
        field.evaluationBlock = block
        return field
    }

    /// The custom force, when made with `field(evaluationBlock:)`.
    var evaluationBlock: ((UIFieldBehavior, CGPoint, CGVector, CGFloat, CGFloat, TimeInterval) -> CGVector)?

    /// The core field definition with UIKit units converted (see the type's documentation).
    var coreDef: FieldDef {
        var def = FieldDef(kind: kind)
        def.position = Vec2(Double(position.x), Double(position.y))
        def.region = region.region
        def.falloff = Double(falloff)
        def.minimumRadius = Double(minimumRadius)
        def.smoothness = Double(smoothness)
        def.animationSpeed = Double(animationSpeed)
        def.direction = Vec2(Double(direction.dx), Double(direction.dy))
        let s = Double(strength)
        switch kind {
        case .linearGravity: def.strength = Double(UIGravityBehavior.pointsPerSecondSquared) * s
        case .radialGravity: def.strength = Double(UIGravityBehavior.pointsPerSecondSquared) * s
        case .spring, .vortex, .noise, .electric: def.strength = 100 * s
        case .drag, .velocity, .turbulence, .magnetic: def.strength = s
        }
        return def
    }

    override func synchronizeField(in animator: UIDynamicAnimator) {
        if evaluationBlock == nil { animator.synchronize(self) }
    }

    override func applyEvaluatedForces(in animator: UIDynamicAnimator) {
        if let evaluationBlock { animator.applyEvaluatedForce(of: self, evaluationBlock) }
    }
}
