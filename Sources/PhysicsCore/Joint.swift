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

extension World {
    /// Removes a joint and wakes the bodies it held.
    public func destroyJoint(_ id: JointID) {
        switch id.kind {
        case .distance:
            let i = Int(id.index)
            guard i < distanceJoints.count, distanceJoints[i].isAlive, distanceJoints[i].generation == id.generation else {
                return
            }
            distanceJoints[i].isAlive = false
            wakeBody(Int(distanceJoints[i].bodyA)); wakeBody(Int(distanceJoints[i].bodyB))
        case .target:
            let i = Int(id.index)
            guard i < targetJoints.count, targetJoints[i].isAlive, targetJoints[i].generation == id.generation else { return }
            targetJoints[i].isAlive = false
            wakeBody(Int(targetJoints[i].body))
        case .revolute:
            let i = Int(id.index)
            guard i < revoluteJoints.count, revoluteJoints[i].isAlive, revoluteJoints[i].generation == id.generation else {
                return
            }
            revoluteJoints[i].isAlive = false
            wakeBody(Int(revoluteJoints[i].bodyA)); wakeBody(Int(revoluteJoints[i].bodyB))
        case .prismatic:
            let i = Int(id.index)
            guard i < prismaticJoints.count, prismaticJoints[i].isAlive, prismaticJoints[i].generation == id.generation else {
                return
            }
            prismaticJoints[i].isAlive = false
            wakeBody(Int(prismaticJoints[i].bodyA)); wakeBody(Int(prismaticJoints[i].bodyB))
        }
    }
}
