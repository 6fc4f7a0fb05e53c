/// The base of every dynamic behavior (UIKit's `UIDynamicBehavior`): subclass it to compose behaviors
/// with `addChildBehavior`, and run code after every animation step with `action`.
open class UIDynamicBehavior {
    /// Behaviors this one is made of; the animator runs them along with their parent.
    public private(set) var childBehaviors: [UIDynamicBehavior] = []
    /// Called after every step of the animator this behavior belongs to.
    open var action: (() -> Void)?
    /// The animator this behavior (or its root parent) was added to.
    public internal(set) weak var dynamicAnimator: UIDynamicAnimator?
    weak var parent: UIDynamicBehavior?

    public init() {}

    /// Adds a child; it joins the animator together with this behavior.
    open func addChildBehavior(_ behavior: UIDynamicBehavior) {
        guard !childBehaviors.contains(where: { $0 === behavior }) else { return }
        childBehaviors.append(behavior)
        behavior.parent = self
        if let animator = dynamicAnimator { behavior.attach(to: animator) }
        setNeedsDynamicsUpdate()
    }

    open func removeChildBehavior(_ behavior: UIDynamicBehavior) {
        guard childBehaviors.contains(where: { $0 === behavior }) else { return }
        childBehaviors.removeAll { $0 === behavior }
        behavior.parent = nil
        if dynamicAnimator != nil { behavior.attach(to: nil) }
        setNeedsDynamicsUpdate()
    }

    /// Called when the behavior is added to an animator (with it) or removed (with nil).
    open func willMove(to dynamicAnimator: UIDynamicAnimator?) {}

    // MARK: - Plumbing

    func attach(to animator: UIDynamicAnimator?) {
        willMove(to: animator)
        dynamicAnimator = animator
        for child in childBehaviors { child.attach(to: animator) }
    }

    /// Items this behavior (not its children) acts on.
    var dynamicsItems: [UIDynamicItem] { [] }

    /// Tells the animator that the behavior changed, so it resumes if paused.
    func setNeedsDynamicsUpdate() { dynamicAnimator?.behaviorDidChange() }
}

/// Items kept in insertion order, compared by identity.
struct DynamicsItemList {
    private(set) var items: [UIDynamicItem] = []
    mutating func add(_ item: UIDynamicItem) {
        if !items.contains(where: { $0 === item }) { items.append(item) }
    }
    mutating func remove(_ item: UIDynamicItem) { items.removeAll { $0 === item } }
    func contains(_ item: UIDynamicItem) -> Bool { items.contains { $0 === item } }
}
