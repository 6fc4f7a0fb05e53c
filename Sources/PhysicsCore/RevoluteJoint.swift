/// How to make a revolute joint: two bodies share an anchor point and may turn about it (a pin), with
/// optional joint friction, angle limits, or the angle locked entirely (a weld).
public struct RevoluteJointDef: Sendable {
    public var bodyA: BodyID
    public var bodyB: BodyID
    /// The shared point in each body's local frame.
    public var localAnchorA: Vec2 = .zero
    public var localAnchorB: Vec2 = .zero
    /// Angle of B relative to A that counts as zero (for limits and the weld).
    public var referenceAngle: Double = 0
    /// Lock the relative angle (a weld / fixed attachment).
    public var lockAngle = false
    /// Largest torque friction in the pin may apply (mass·points²/s²).
    public var frictionTorque: Double = 0
    public var enableLimit = false
    public var lowerAngle: Double = 0
    public var upperAngle: Double = 0
    public init(bodyA: BodyID, bodyB: BodyID) { self.bodyA = bodyA; self.bodyB = bodyB }
}

/// A revolute joint and its solver temporaries.
struct RevoluteJoint: JointConstraint {
    static let kind = JointID.Kind.revolute
    var def: RevoluteJointDef
    var bodyA: Int32, bodyB: Int32
    var generation: UInt32 = 0
    var isAlive = true
    var rA: Vec2 = .zero, rB: Vec2 = .zero
    var deltaCenter: Vec2 = .zero
    var deltaAngle: Double = 0
    var axialMass: Double = 0
    var linearImpulse: Vec2 = .zero
    var angularImpulse: Double = 0  // weld
    var frictionImpulse: Double = 0
    var lowerImpulse: Double = 0, upperImpulse: Double = 0

    mutating func prepare(
        _ bodies: UnsafeMutablePointer<Body>, _ states: UnsafeMutablePointer<BodyState>, _ context: JointContext
    ) {
        let a = bodies[Int(bodyA)], b = bodies[Int(bodyB)]
        rA = a.transform.q.apply(def.localAnchorA)
        rB = b.transform.q.apply(def.localAnchorB)
        deltaCenter = b.transform.p - a.transform.p
        deltaAngle = a.transform.q.inverseMultiplied(by: b.transform.q).angle - def.referenceAngle
        let k = states[Int(bodyA)].invInertia + states[Int(bodyB)].invInertia
        axialMass = k > 0 ? 1 / k : 0
    }

    mutating func warmStart(_ states: UnsafeMutablePointer<BodyState>) {
        let ia = Int(bodyA), ib = Int(bodyB)
        let a = states[ia], b = states[ib]
        let currentRA = a.dq.apply(rA), currentRB = b.dq.apply(rB)
        let axial = angularImpulse + frictionImpulse + lowerImpulse - upperImpulse
        states[ia].v -= a.invMass * linearImpulse
        states[ia].w -= a.invInertia * (cross(currentRA, linearImpulse) + axial)
        states[ib].v += b.invMass * linearImpulse
        states[ib].w += b.invInertia * (cross(currentRB, linearImpulse) + axial)
    }

    mutating func solve(_ states: UnsafeMutablePointer<BodyState>, _ context: JointContext, useBias: Bool) {
        let ia = Int(bodyA), ib = Int(bodyB)
        let a = states[ia], b = states[ib]
        var vA = a.v, wA = a.w, vB = b.v, wB = b.w
        let mA = a.invMass, iA = a.invInertia, mB = b.invMass, iB = b.invInertia
        // Relative angle now: start + rotation since the step began.
        let angle = deltaAngle + (b.dq.angle - a.dq.angle)
        let soft = context.jointSoftness

        if def.frictionTorque > 0 && !def.lockAngle {
            let cdot = wB - wA
            let maxImpulse = def.frictionTorque * context.h
            let old = frictionImpulse
            frictionImpulse = min(max(old - axialMass * cdot, -maxImpulse), maxImpulse)
            let impulse = frictionImpulse - old
            wA -= iA * impulse; wB += iB * impulse
        }
        if def.lockAngle {
            var bias = 0.0, massScale = 1.0, impulseScale = 0.0
            if useBias { bias = soft.biasRate * angle; massScale = soft.massScale; impulseScale = soft.impulseScale }
            let impulse = -massScale * axialMass * (wB - wA + bias) - impulseScale * angularImpulse
            angularImpulse += impulse
            wA -= iA * impulse; wB += iB * impulse
        } else if def.enableLimit {
            // Lower: angle − lower ≥ 0.
            do {
                let c = angle - def.lowerAngle
                var bias = 0.0, massScale = 1.0, impulseScale = 0.0
                if c > 0 {
                    bias = c * context.inverseH
                } else if useBias {
                    bias = soft.biasRate * c; massScale = soft.massScale; impulseScale = soft.impulseScale
                }
                let old = lowerImpulse
                lowerImpulse = max(old - massScale * axialMass * (wB - wA + bias) - impulseScale * old, 0)
                let impulse = lowerImpulse - old
                wA -= iA * impulse; wB += iB * impulse
            }
            // Upper: upper − angle ≥ 0.
            do {
                let c = def.upperAngle - angle
                var bias = 0.0, massScale = 1.0, impulseScale = 0.0
                if c > 0 {
                    bias = c * context.inverseH
                } else if useBias {
                    bias = soft.biasRate * c; massScale = soft.massScale; impulseScale = soft.impulseScale
                }
                let old = upperImpulse
                upperImpulse = max(old - massScale * axialMass * (wA - wB + bias) - impulseScale * old, 0)
                let impulse = upperImpulse - old
                wA += iA * impulse; wB -= iB * impulse
            }
        }

        // Point constraint: the anchors coincide.
        let currentRA = a.dq.apply(rA), currentRB = b.dq.apply(rB)
        let separation = deltaCenter + (b.dp - a.dp) + currentRB - currentRA
        let cdot = (vB + cross(wB, currentRB)) - (vA + cross(wA, currentRA))
        var bias = Vec2.zero, massScale = 1.0, impulseScale = 0.0
        if useBias { bias = soft.biasRate * separation; massScale = soft.massScale; impulseScale = soft.impulseScale }
        let k11 = mA + mB + currentRA.y * currentRA.y * iA + currentRB.y * currentRB.y * iB
        let k12 = -currentRA.y * currentRA.x * iA - currentRB.y * currentRB.x * iB
        let k22 = mA + mB + currentRA.x * currentRA.x * iA + currentRB.x * currentRB.x * iB
        let det = k11 * k22 - k12 * k12
        let inv = det != 0 ? 1 / det : 0
        let rhs = cdot + bias
        let solved = Vec2(inv * (k22 * rhs.x - k12 * rhs.y), inv * (k11 * rhs.y - k12 * rhs.x))
        let impulse = -massScale * solved - impulseScale * linearImpulse
        linearImpulse += impulse
        vA -= mA * impulse; wA -= iA * cross(currentRA, impulse)
        vB += mB * impulse; wB += iB * cross(currentRB, impulse)

        states[ia].v = vA; states[ia].w = wA
        states[ib].v = vB; states[ib].w = wB
    }
}

extension World {
    /// Adds a revolute joint (pin, or weld with `lockAngle`).
    @discardableResult
    public func createRevoluteJoint(_ def: RevoluteJointDef) -> JointID {
        let joint = RevoluteJoint(def: def, bodyA: def.bodyA.index, bodyB: def.bodyB.index)
        let id = revoluteJoints.add(joint)
        wakeBody(Int(def.bodyA.index)); wakeBody(Int(def.bodyB.index))
        return id
    }

    /// Friction torque and angle limits of a revolute joint (wakes its bodies when they change).
    public func setRevoluteJoint(_ id: JointID, frictionTorque: Double, enableLimit: Bool, lowerAngle: Double, upperAngle: Double)
    {
        let i = Int(id.index)
        let d = revoluteJoints[i].def
        guard
            d.frictionTorque != frictionTorque || d.enableLimit != enableLimit || d.lowerAngle != lowerAngle
                || d.upperAngle != upperAngle
        else { return }
        revoluteJoints[i].def.frictionTorque = frictionTorque
        revoluteJoints[i].def.enableLimit = enableLimit
        revoluteJoints[i].def.lowerAngle = lowerAngle
        revoluteJoints[i].def.upperAngle = upperAngle
        wakeBody(Int(revoluteJoints[i].bodyA)); wakeBody(Int(revoluteJoints[i].bodyB))
    }
}
