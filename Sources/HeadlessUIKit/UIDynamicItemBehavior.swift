/// Physical properties of its items, and velocities to give them (UIKit's `UIDynamicItemBehavior`).
/// When several item behaviors hold an item, the one added last decides its properties.
open class UIDynamicItemBehavior: UIDynamicBehavior {
    private var list = DynamicsItemList()
    /// Velocity changes asked for before the item was in an animator: applied when it joins.
    var pendingLinear: [(item: UIDynamicItem, velocity: CGPoint)] = []
    var pendingAngular: [(item: UIDynamicItem, velocity: CGFloat)] = []

    public init(items: [UIDynamicItem]) {
        super.init()
        for item in items { list.add(item) }
    }
    public convenience override init() { self.init(items: []) }

    open var items: [UIDynamicItem] { list.items }
    open func addItem(_ item: UIDynamicItem) { list.add(item); setNeedsDynamicsUpdate() }
    open func removeItem(_ item: UIDynamicItem) { list.remove(item); setNeedsDynamicsUpdate() }

    /// Bounciness: 0 (none, the default) to 1 (fully elastic).
    open var elasticity: CGFloat = 0 { didSet { setNeedsDynamicsUpdate() } }
    /// Sliding friction (0 = none, the default); pairs combine as √(f₁·f₂).
    open var friction: CGFloat = 0 { didSet { setNeedsDynamicsUpdate() } }
    /// Mass per area: a 100×100 item of density 1 (the default) has mass 1.
    open var density: CGFloat = 1 { didSet { setNeedsDynamicsUpdate() } }
    /// Linear velocity damping (1/s); 0 by default.
    open var resistance: CGFloat = 0 { didSet { setNeedsDynamicsUpdate() } }
    /// Angular velocity damping (1/s); 0 by default.
    open var angularResistance: CGFloat = 0 { didSet { setNeedsDynamicsUpdate() } }
    open var allowsRotation = true { didSet { setNeedsDynamicsUpdate() } }
    /// An anchored item stays put but still collides.
    open var isAnchored = false { didSet { setNeedsDynamicsUpdate() } }
    /// Electric charge, for electric and magnetic fields.
    open var charge: CGFloat = 0 { didSet { setNeedsDynamicsUpdate() } }

    /// Adds to the item's velocity (points/s).
    open func addLinearVelocity(_ velocity: CGPoint, for item: UIDynamicItem) {
        if let animator = dynamicAnimator, animator.addLinearVelocity(velocity, for: item) { return }
        pendingLinear.append((item, velocity))
        setNeedsDynamicsUpdate()
    }

    /// The item's velocity (points/s); zero when it is not in a running animator.
    open func linearVelocity(for item: UIDynamicItem) -> CGPoint {
        dynamicAnimator?.linearVelocity(for: item) ?? .zero
    }

    /// Adds to the item's angular velocity (radians/s, clockwise on screen).
    open func addAngularVelocity(_ velocity: CGFloat, for item: UIDynamicItem) {
        if let animator = dynamicAnimator, animator.addAngularVelocity(velocity, for: item) { return }
        pendingAngular.append((item, velocity))
        setNeedsDynamicsUpdate()
    }

    open func angularVelocity(for item: UIDynamicItem) -> CGFloat {
        dynamicAnimator?.angularVelocity(for: item) ?? 0
    }

    override var dynamicsItems: [UIDynamicItem] { list.items }

    override func contribute(to settings: inout ItemSettings, for item: UIDynamicItem) {
        if dynamicsItems.contains(where: { $0 === item }) { settings.properties = self }
    }

    override func applyPendingVelocities(in animator: UIDynamicAnimator) {
        let linear = pendingLinear, angular = pendingAngular
        pendingLinear.removeAll(); pendingAngular.removeAll()
        for (item, v) in linear { _ = animator.addLinearVelocity(v, for: item) }
        for (item, w) in angular { _ = animator.addAngularVelocity(w, for: item) }
    }
}
