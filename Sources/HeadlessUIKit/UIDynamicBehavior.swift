import PhysicsCore

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

    // MARK: - The stages of the animator's step
    //
    // How a behaviour puts itself into the animator's world: the animator calls each stage on every
    // behaviour of its tree (parents first, in the order added), and a behaviour overrides the stages it
    // takes part in, so the animator never asks a behaviour what class it is.

    /// What the behaviours holding an item say about it before a step.
    struct ItemSettings {
        /// Its material and freedoms: the last item behaviour holding it, in tree order.
        var properties: UIDynamicItemBehavior?
        /// The sum of the gravities acting on it.
        var gravity = Vec2.zero
    }

    /// Adds what this behaviour says about `item` (if it holds it).
    func contribute(to settings: inout ItemSettings, for item: UIDynamicItem) {}
    /// Creates or updates the behaviour's joints (snap, attachment).
    func synchronizeJoints(in animator: UIDynamicAnimator, interval: TimeInterval) {}
    /// Creates or updates the behaviour's built-in force field.
    func synchronizeField(in animator: UIDynamicAnimator) {}
    /// Hands the world the velocities asked for since the last step (`addLinearVelocity(_:for:)`).
    func applyPendingVelocities(in animator: UIDynamicAnimator) {}
    /// Forces the behaviour's own code evaluates each step (a custom field's block); before every push.
    func applyEvaluatedForces(in animator: UIDynamicAnimator) {}
    /// Pushes, after every evaluated force.
    func applyPushes(in animator: UIDynamicAnimator) {}
    /// Whether a force or impulse is still to come, which keeps the animator from pausing.
    var hasPendingImpulse: Bool { false }

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
