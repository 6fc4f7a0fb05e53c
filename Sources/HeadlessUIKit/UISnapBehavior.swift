/// Pulls an item to a point with a damped spring, and turns it back upright (UIKit's `UISnapBehavior`).
///
/// Apple documents only `damping` (0 = most oscillation, 1 = least; default 0.5). Here it is the
/// spring's damping ratio; the spring's frequency, which Apple does not document, is 3 Hz.
open class UISnapBehavior: UIDynamicBehavior {
    let item: UIDynamicItem

    public init(item: UIDynamicItem, snapTo point: CGPoint) {
        self.item = item
        self.snapPoint = point
        super.init()
    }

    /// Where the item's centre settles.
    open var snapPoint: CGPoint { didSet { setNeedsDynamicsUpdate() } }
    open var damping: CGFloat = 0.5 { didSet { setNeedsDynamicsUpdate() } }

    override var dynamicsItems: [UIDynamicItem] { [item] }

    static let frequency: Double = 3

    override func synchronizeJoints(in animator: UIDynamicAnimator, interval: TimeInterval) { animator.synchronize(self) }
}
