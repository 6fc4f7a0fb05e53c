/// A handle to a joint: its kind, index and generation.
public struct JointID: Hashable, Sendable {
    public enum Kind: Hashable, Sendable { case distance, target, revolute, prismatic }
    public let kind: Kind
    public let index: Int32
    public let generation: UInt32
}

/// The per-sub-step context joints solve in.
struct JointContext {
    var h: Double
    var inverseH: Double
    var jointSoftness: Softness
}

/// What the solver and the world ask of a joint, whatever its kind (Box2D v3's per-type
/// `b2PrepareJoint…`, `b2WarmStart…Joint` and `b2Solve…Joint` functions behind `b2JointSim`).
///
/// Trade-off: Box2D keeps every joint in one array of a tagged union and switches on the type per
/// joint. Here each kind keeps its own contiguous array of small structs, and the world's joint work
/// (each solver stage, bookkeeping, destruction) is written once as a `JointVisitor`, whose generic
/// `visit` the compiler specialises per kind: the inner loops call the concrete `prepare`/`solve`
/// directly, with no existential box and no dynamic dispatch. `World.forEachJointKind` is the one
/// place that lists the kinds, and its order (distance, target, revolute, prismatic) is part of
/// determinism: the joints are solved Gauss-Seidel, one after another.
protocol JointConstraint {
    static var kind: JointID.Kind { get }
    var isAlive: Bool { get set }
    var generation: UInt32 { get set }
    /// The bodies the joint holds; a joint on one body (a target joint) names it twice.
    var bodyA: Int32 { get }
    var bodyB: Int32 { get }
    /// Anchors, masses and softness for this step, from the transforms at the start of the step.
    mutating func prepare(
        _ bodies: UnsafeMutablePointer<Body>, _ states: UnsafeMutablePointer<BodyState>, _ context: JointContext)
    /// Applies the impulses accumulated in the last step.
    mutating func warmStart(_ states: UnsafeMutablePointer<BodyState>)
    /// One velocity iteration: with the position bias (solve) or without it (relax).
    mutating func solve(_ states: UnsafeMutablePointer<BodyState>, _ context: JointContext, useBias: Bool)
}

/// Work done on every kind of joint in turn, or on one kind (see `World.forEachJointKind`).
protocol JointVisitor {
    mutating func visit<J: JointConstraint>(_ joints: inout [J])
}

extension World {
    /// Runs `visitor` over the joint arrays in the one fixed order: distance, target, revolute, prismatic.
    func forEachJointKind<V: JointVisitor>(_ visitor: inout V) {
        visitor.visit(&distanceJoints)
        visitor.visit(&targetJoints)
        visitor.visit(&revoluteJoints)
        visitor.visit(&prismaticJoints)
    }

    /// Runs `visitor` over the joint array of one kind.
    func visitJoints<V: JointVisitor>(of kind: JointID.Kind, _ visitor: inout V) {
        switch kind {
        case .distance: visitor.visit(&distanceJoints)
        case .target: visitor.visit(&targetJoints)
        case .revolute: visitor.visit(&revoluteJoints)
        case .prismatic: visitor.visit(&prismaticJoints)
        }
    }
}

extension Array where Element: JointConstraint {
    /// Puts `joint` in the first dead slot (one generation after the joint that was there) or at the
    /// end, and returns its handle.
    mutating func add(_ joint: Element) -> JointID {
        var joint = joint
        let index: Int
        if let free = firstIndex(where: { !$0.isAlive }) {
            index = free
            joint.generation = self[free].generation &+ 1
            self[free] = joint
        } else {
            index = count
            append(joint)
        }
        return JointID(kind: Element.kind, index: Int32(index), generation: joint.generation)
    }

    /// The index of the live joint `id` names, or nil when the handle is stale or not of this kind.
    func liveIndex(of id: JointID) -> Int? {
        let i = Int(id.index)
        guard id.kind == Element.kind, i >= 0, i < count, self[i].isAlive, self[i].generation == id.generation else {
            return nil
        }
        return i
    }
}

// MARK: - Destruction

/// Kills the joint a handle names and keeps the bodies it held, to wake them.
private struct DestroyJoint: JointVisitor {
    let id: JointID
    var heldBodies: (Int32, Int32)?
    mutating func visit<J: JointConstraint>(_ joints: inout [J]) {
        guard let i = joints.liveIndex(of: id) else { return }
        joints[i].isAlive = false
        heldBodies = (joints[i].bodyA, joints[i].bodyB)
    }
}

/// Kills every joint that holds one body.
private struct DestroyJointsOfBody: JointVisitor {
    let body: Int32
    mutating func visit<J: JointConstraint>(_ joints: inout [J]) {
        for j in joints.indices where joints[j].isAlive && (joints[j].bodyA == body || joints[j].bodyB == body) {
            joints[j].isAlive = false
        }
    }
}

extension World {
    /// Removes a joint and wakes the bodies it held.
    public func destroyJoint(_ id: JointID) {
        var destroy = DestroyJoint(id: id)
        visitJoints(of: id.kind, &destroy)
        guard let (a, b) = destroy.heldBodies else { return }
        wakeBody(Int(a))
        if b != a { wakeBody(Int(b)) }
    }

    /// Removes the joints attached to body `index` (its bodies are not woken: it is being destroyed).
    func destroyJoints(ofBody index: Int32) {
        var destroy = DestroyJointsOfBody(body: index)
        forEachJointKind(&destroy)
    }
}
