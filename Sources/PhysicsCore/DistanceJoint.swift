/// How to make a distance joint: a rod, rope or spring between an anchor on each body.
public struct DistanceJointDef: Sendable {
    public var bodyA: BodyID
    public var bodyB: BodyID
    /// Anchors in each body's local frame (relative to its origin).
    public var localAnchorA: Vec2 = .zero
    public var localAnchorB: Vec2 = .zero
    /// Rest length (points).
    public var length: Double = 1
    /// When the spring is enabled, limits on the length (a rope is minLength 0, spring hertz 0).
    public var minLength: Double = 0
    public var maxLength: Double = .infinity
    /// Spring instead of a rigid rod: `hertz` 0 with the spring enabled means "free between the limits".
    public var enableSpring = false
    public var hertz: Double = 0
    public var dampingRatio: Double = 0
    public init(bodyA: BodyID, bodyB: BodyID) { self.bodyA = bodyA; self.bodyB = bodyB }
}

/// A distance joint and its solver temporaries (one small struct, stored contiguously in the world).
struct DistanceJoint: JointConstraint {
    static let kind = JointID.Kind.distance
    var bodyA: Int32, bodyB: Int32
    var localAnchorA: Vec2, localAnchorB: Vec2
    var length: Double, minLength: Double, maxLength: Double
    var enableSpring: Bool, hertz: Double, dampingRatio: Double
    /// World velocity of anchor A beyond body A's own motion: an anchor the caller moves every step
    /// (a finger) drags the body at its speed instead of only pulling it to the new place.
    var anchorVelocityA: Vec2 = .zero
    var generation: UInt32 = 0
    var isAlive = true
    // Solver temporaries.
    var rA: Vec2 = .zero, rB: Vec2 = .zero
    var deltaCenter: Vec2 = .zero
    var axialMass: Double = 0
    var impulse: Double = 0, lowerImpulse: Double = 0, upperImpulse: Double = 0
    var springSoftness = Softness.rigid

    mutating func prepare(
        _ bodies: UnsafeMutablePointer<Body>, _ states: UnsafeMutablePointer<BodyState>, _ context: JointContext
    ) {
        let a = bodies[Int(bodyA)], b = bodies[Int(bodyB)]
        let sa = states[Int(bodyA)], sb = states[Int(bodyB)]
        rA = a.transform.q.apply(localAnchorA)
        rB = b.transform.q.apply(localAnchorB)
        deltaCenter = b.transform.p - a.transform.p
        let axis = (deltaCenter + rB - rA).normalized
        let crA = cross(rA, axis), crB = cross(rB, axis)
        let k = sa.invMass + sb.invMass + sa.invInertia * crA * crA + sb.invInertia * crB * crB
        axialMass = k > 0 ? 1 / k : 0
        springSoftness = Softness(hertz: hertz, dampingRatio: dampingRatio, h: context.h)
    }

    mutating func warmStart(_ states: UnsafeMutablePointer<BodyState>) {
        let ia = Int(bodyA), ib = Int(bodyB)
        let a = states[ia], b = states[ib]
        let currentRA = a.dq.apply(rA), currentRB = b.dq.apply(rB)
        let axis = (deltaCenter + (b.dp - a.dp) + currentRB - currentRA).normalized
        let p = (impulse + lowerImpulse - upperImpulse) * axis
        states[ia].v -= a.invMass * p
        states[ia].w -= a.invInertia * cross(currentRA, p)
        states[ib].v += b.invMass * p
        states[ib].w += b.invInertia * cross(currentRB, p)
    }

    mutating func solve(_ states: UnsafeMutablePointer<BodyState>, _ context: JointContext, useBias: Bool) {
        let ia = Int(bodyA), ib = Int(bodyB)
        let a = states[ia], b = states[ib]
        var vA = a.v, wA = a.w, vB = b.v, wB = b.w
        let mA = a.invMass, iA = a.invInertia, mB = b.invMass, iB = b.invInertia
        let currentRA = a.dq.apply(rA), currentRB = b.dq.apply(rB)
        let d = deltaCenter + (b.dp - a.dp) + currentRB - currentRA
        let currentLength = d.length
        let axis = d.normalized

        @inline(__always) func apply(_ lambda: Double) {
            let p = lambda * axis
            vA -= mA * p; wA -= iA * cross(currentRA, p)
            vB += mB * p; wB += iB * cross(currentRB, p)
        }
        let anchorVelocity = anchorVelocityA
        @inline(__always) func cdot() -> Double {
            dot(axis, (vB + cross(wB, currentRB)) - (vA + cross(wA, currentRA) + anchorVelocity))
        }

        if enableSpring && minLength < maxLength {
            // The spring is a physical force: applied once per sub-step (the biased pass), never in relax.
            if hertz > 0 && useBias {
                let c = currentLength - length
                let bias = springSoftness.biasRate * c
                let lambda = -springSoftness.massScale * axialMass * (cdot() + bias) - springSoftness.impulseScale * impulse
                impulse += lambda
                apply(lambda)
            }
            if minLength > 0 || minLength == maxLength {
                let c = currentLength - minLength
                var bias = 0.0, massScale = 1.0, impulseScale = 0.0
                if c > 0 {
                    bias = c * context.inverseH
                } else if useBias {
                    bias = context.jointSoftness.biasRate * c
                    massScale = context.jointSoftness.massScale; impulseScale = context.jointSoftness.impulseScale
                }
                let lambda = -massScale * axialMass * (cdot() + bias) - impulseScale * lowerImpulse
                let newImpulse = max(0, lowerImpulse + lambda)
                apply(newImpulse - lowerImpulse)
                lowerImpulse = newImpulse
            }
            if maxLength.isFinite {
                let c = maxLength - currentLength
                var bias = 0.0, massScale = 1.0, impulseScale = 0.0
                if c > 0 {
                    bias = c * context.inverseH
                } else if useBias {
                    bias = context.jointSoftness.biasRate * c
                    massScale = context.jointSoftness.massScale; impulseScale = context.jointSoftness.impulseScale
                }
                let lambda = -massScale * axialMass * (-cdot() + bias) - impulseScale * upperImpulse
                let newImpulse = max(0, upperImpulse + lambda)
                apply(-(newImpulse - upperImpulse))
                upperImpulse = newImpulse
            }
        } else {
            // Rigid rod.
            let c = currentLength - length
            var bias = 0.0, massScale = 1.0, impulseScale = 0.0
            if useBias {
                bias = context.jointSoftness.biasRate * c
                massScale = context.jointSoftness.massScale; impulseScale = context.jointSoftness.impulseScale
            }
            let lambda = -massScale * axialMass * (cdot() + bias) - impulseScale * impulse
            impulse += lambda
            apply(lambda)
        }
        states[ia].v = vA; states[ia].w = wA
        states[ib].v = vB; states[ib].w = wB
    }
}

extension World {
    /// Adds a distance joint (rod, rope or spring).
    @discardableResult
    public func createDistanceJoint(_ def: DistanceJointDef) -> JointID {
        let joint = DistanceJoint(
            bodyA: def.bodyA.index, bodyB: def.bodyB.index,
            localAnchorA: def.localAnchorA, localAnchorB: def.localAnchorB,
            length: max(def.length, 0), minLength: max(def.minLength, 0),
            maxLength: max(def.maxLength, def.minLength),
            enableSpring: def.enableSpring, hertz: def.hertz, dampingRatio: def.dampingRatio)
        let id = distanceJoints.add(joint)
        wakeBody(Int(def.bodyA.index)); wakeBody(Int(def.bodyB.index))
        return id
    }

    /// Rest length and spring settings of a distance joint.
    public func setDistanceJoint(
        _ id: JointID, length: Double? = nil, hertz: Double? = nil, dampingRatio: Double? = nil,
        enableSpring: Bool? = nil, minLength: Double? = nil, maxLength: Double? = nil
    ) {
        let i = Int(id.index)
        let before = distanceJoints[i]
        if let length { distanceJoints[i].length = max(length, 0) }
        if let hertz { distanceJoints[i].hertz = hertz }
        if let dampingRatio { distanceJoints[i].dampingRatio = dampingRatio }
        if let enableSpring { distanceJoints[i].enableSpring = enableSpring }
        if let minLength { distanceJoints[i].minLength = minLength }
        if let maxLength { distanceJoints[i].maxLength = maxLength }
        let j = distanceJoints[i]
        // Re-applying the same settings (a caller that syncs every step) must not keep the bodies awake.
        guard
            j.length != before.length || j.hertz != before.hertz || j.dampingRatio != before.dampingRatio
                || j.enableSpring != before.enableSpring || j.minLength != before.minLength
                || j.maxLength != before.maxLength
        else { return }
        wakeBody(Int(j.bodyA)); wakeBody(Int(j.bodyB))
    }

    /// Moves a distance joint's anchors (in each body's local frame), e.g. a UIKit anchor point that follows a finger.
    public func setDistanceJointAnchors(_ id: JointID, localAnchorA: Vec2? = nil, localAnchorB: Vec2? = nil) {
        let i = Int(id.index)
        let before = distanceJoints[i]
        if let localAnchorA { distanceJoints[i].localAnchorA = localAnchorA }
        if let localAnchorB { distanceJoints[i].localAnchorB = localAnchorB }
        // An anchor that did not move must not keep the bodies awake.
        guard distanceJoints[i].localAnchorA != before.localAnchorA || distanceJoints[i].localAnchorB != before.localAnchorB
        else { return }
        wakeBody(Int(distanceJoints[i].bodyA)); wakeBody(Int(distanceJoints[i].bodyB))
    }

    /// How fast anchor A moves in the world beyond body A's motion (points/s), e.g. a UIKit anchor point
    /// that follows a finger: the velocity constraint then matches the body to the anchor's motion, so a
    /// body released from a moving anchor keeps the anchor's velocity. Zero by default.
    public func setDistanceJointAnchorVelocity(_ id: JointID, _ velocity: Vec2) {
        let i = Int(id.index)
        guard distanceJoints[i].anchorVelocityA != velocity else { return }
        distanceJoints[i].anchorVelocityA = velocity
        wakeBody(Int(distanceJoints[i].bodyA)); wakeBody(Int(distanceJoints[i].bodyB))
    }

    /// Current length between the anchors.
    public func distanceJointCurrentLength(_ id: JointID) -> Double {
        let j = distanceJoints[Int(id.index)]
        let a = bodies[Int(j.bodyA)].transform, b = bodies[Int(j.bodyB)].transform
        return (b.apply(j.localAnchorB) - a.apply(j.localAnchorA)).length
    }
}
