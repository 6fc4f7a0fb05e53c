import Foundation
import PhysicsCore

/// A constant acceleration on its items (UIKit's `UIGravityBehavior`): magnitude 1.0 is 1000 points/s²,
/// the default direction (0, 1) points down the screen.
open class UIGravityBehavior: UIDynamicBehavior {
    /// UIKit's gravity unit: magnitude 1.0 accelerates at 1000 points/s² (also the unit of field strength).
    static let pointsPerSecondSquared: CGFloat = 1000

    private var list = DynamicsItemList()

    public init(items: [UIDynamicItem]) {
        super.init()
        for item in items { list.add(item) }
    }
    public convenience override init() { self.init(items: []) }

    open var items: [UIDynamicItem] { list.items }
    open func addItem(_ item: UIDynamicItem) { list.add(item); setNeedsDynamicsUpdate() }
    open func removeItem(_ item: UIDynamicItem) { list.remove(item); setNeedsDynamicsUpdate() }

    /// Direction and strength together: a vector of length 1 is standard UIKit gravity.
    open var gravityDirection = CGVector(dx: 0, dy: 1) { didSet { setNeedsDynamicsUpdate() } }

    /// The direction's angle in radians (0 = right, π/2 = down).
    open var angle: CGFloat {
        get { atan2(gravityDirection.dy, gravityDirection.dx) }
        set { setAngle(newValue, magnitude: magnitude) }
    }

    /// The direction's length.
    open var magnitude: CGFloat {
        get { (gravityDirection.dx * gravityDirection.dx + gravityDirection.dy * gravityDirection.dy).squareRoot() }
        set { setAngle(angle, magnitude: newValue) }
    }

    open func setAngle(_ angle: CGFloat, magnitude: CGFloat) {
        gravityDirection = CGVector(dx: magnitude * cos(angle), dy: magnitude * sin(angle))
    }

    override var dynamicsItems: [UIDynamicItem] { list.items }

    /// Acceleration in points/s².
    var acceleration: CGVector {
        CGVector(dx: gravityDirection.dx * Self.pointsPerSecondSquared, dy: gravityDirection.dy * Self.pointsPerSecondSquared)
    }

    override func contribute(to settings: inout ItemSettings, for item: UIDynamicItem) {
        guard dynamicsItems.contains(where: { $0 === item }) else { return }
        settings.gravity += Vec2(Double(acceleration.dx), Double(acceleration.dy))
    }
}
