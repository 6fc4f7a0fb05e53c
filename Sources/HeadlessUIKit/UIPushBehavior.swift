import Foundation

/// A force on its items (UIKit's `UIPushBehavior`): magnitude 1.0 accelerates a 100×100-point item of
/// density 1 at 100 points/s². An instantaneous push changes velocity once (Δv = 100 × magnitude / mass,
/// mass = density × area / 10 000) and then sets `active` to false.
open class UIPushBehavior: UIDynamicBehavior {
    public enum Mode: Int, Sendable {
        /// The force is applied every step while `active`.
        case continuous
        /// The force is applied once, as an impulse, when `active` becomes true.
        case instantaneous
    }

    private var list = DynamicsItemList()
    private var offsets: [(item: UIDynamicItem, offset: UIOffset)] = []
    public let mode: Mode

    public init(items: [UIDynamicItem], mode: Mode) {
        self.mode = mode
        super.init()
        for item in items { list.add(item) }
    }

    open var items: [UIDynamicItem] { list.items }
    open func addItem(_ item: UIDynamicItem) { list.add(item); setNeedsDynamicsUpdate() }
    open func removeItem(_ item: UIDynamicItem) { list.remove(item); setNeedsDynamicsUpdate() }

    /// Whether the push acts; an instantaneous push clears it after acting.
    open var active = true { didSet { if active { setNeedsDynamicsUpdate() } } }

    // MARK: - Direction and magnitude
    // UIKit keeps the angle and the magnitude as separate properties: an angle set while the
    // magnitude is still 0 (the usual order, `push.angle = …; push.magnitude = …`) must survive.

    /// Direction of the force in radians (0 = along +x, π/2 = down the screen); 0 by default.
    open var angle: CGFloat = 0 { didSet { setNeedsDynamicsUpdate() } }

    /// Strength of the force (see the type's documentation for the unit); 0 by default.
    open var magnitude: CGFloat = 0 { didSet { setNeedsDynamicsUpdate() } }

    /// Direction and magnitude together; setting it sets both (a zero vector keeps the angle).
    open var pushDirection: CGVector {
        get { CGVector(dx: magnitude * cos(angle), dy: magnitude * sin(angle)) }
        set {
            let length = (newValue.dx * newValue.dx + newValue.dy * newValue.dy).squareRoot()
            if length > 0 { angle = atan2(newValue.dy, newValue.dx) }
            magnitude = length
        }
    }

    open func setAngle(_ angle: CGFloat, magnitude: CGFloat) {
        self.angle = angle
        self.magnitude = magnitude
    }

    /// Where the force acts on `item`, relative to its centre in its own (unrotated) coordinates.
    open func setTargetOffsetFromCenter(_ o: UIOffset, for item: UIDynamicItem) {
        offsets.removeAll { $0.item === item }
        offsets.append((item, o))
        setNeedsDynamicsUpdate()
    }

    open func targetOffsetFromCenter(for item: UIDynamicItem) -> UIOffset {
        offsets.first { $0.item === item }?.offset ?? .zero
    }

    override var dynamicsItems: [UIDynamicItem] { list.items }

    /// Force (or impulse) in the core's units, where a UIKit mass unit is density × area / 10 000.
    var coreVector: CGVector { CGVector(dx: pushDirection.dx * 100, dy: pushDirection.dy * 100) }

    override func applyPushes(in animator: UIDynamicAnimator) {
        if active { animator.apply(self) }
    }

    override var hasPendingImpulse: Bool { active && (mode == .instantaneous || magnitude > 0) }
}
