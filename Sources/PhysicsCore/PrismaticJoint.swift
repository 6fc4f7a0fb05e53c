/// How to make a prismatic joint: body B slides along an axis fixed in body A and keeps its angle
/// relative to A, optionally between translation limits (UIKit's sliding attachment).
public struct PrismaticJointDef: Sendable {
    public var bodyA: BodyID
    public var bodyB: BodyID
    public var localAnchorA: Vec2 = .zero
    public var localAnchorB: Vec2 = .zero
    /// Sliding direction in body A's frame (normalised on creation).
    public var localAxisA = Vec2(1, 0)
    public var enableLimit = false
    public var lowerTranslation: Double = 0
    public var upperTranslation: Double = 0
    public init(bodyA: BodyID, bodyB: BodyID) { self.bodyA = bodyA; self.bodyB = bodyB }
}

/// A prismatic joint and its solver temporaries. The perpendicular, angular and limit rows are solved
/// one after another (not as a block): simpler, and the sub-steps make up the difference.
struct PrismaticJoint: JointConstraint {
    static let kind = JointID.Kind.prismatic
    var def: PrismaticJointDef
    var bodyA: Int32, bodyB: Int32
    var generation: UInt32 = 0
    var isAlive = true
    var rA: Vec2 = .zero, rB: Vec2 = .zero
    var axis: Vec2 = .zero
    var deltaCenter: Vec2 = .zero
    var deltaAngle: Double = 0
    var perpendicularImpulse: Double = 0
    var angularImpulse: Double = 0
    var lowerImpulse: Double = 0, upperImpulse: Double = 0
    var referenceAngle: Double = 0

    mutating func prepare(
        _ bodies: UnsafeMutablePointer<Body>, _ states: UnsafeMutablePointer<BodyState>, _ context: JointContext
    ) {
        let a = bodies[Int(bodyA)], b = bodies[Int(bodyB)]
        rA = a.transform.q.apply(def.localAnchorA)
        rB = b.transform.q.apply(def.localAnchorB)
        axis = a.transform.q.apply(def.localAxisA.normalized)
        deltaCenter = b.transform.p - a.transform.p
        deltaAngle = a.transform.q.inverseMultiplied(by: b.transform.q).angle - referenceAngle
    }

    private func rows(_ a: BodyState, _ b: BodyState) -> (d: Vec2, axis: Vec2, perp: Vec2, rA: Vec2, rB: Vec2) {
        let currentRA = a.dq.apply(rA), currentRB = b.dq.apply(rB)
        let d = deltaCenter + (b.dp - a.dp) + currentRB - currentRA
        let currentAxis = a.dq.apply(axis)
        return (d, currentAxis, currentAxis.leftPerp, currentRA, currentRB)
    }

    mutating func warmStart(_ states: UnsafeMutablePointer<BodyState>) {
        let ia = Int(bodyA), ib = Int(bodyB)
        let a = states[ia], b = states[ib]
        let g = rows(a, b)
        let axial = lowerImpulse - upperImpulse
        let p = perpendicularImpulse * g.perp + axial * g.axis
        let lA = perpendicularImpulse * cross(g.d + g.rA, g.perp) + axial * cross(g.d + g.rA, g.axis) + angularImpulse
        let lB = perpendicularImpulse * cross(g.rB, g.perp) + axial * cross(g.rB, g.axis) + angularImpulse
        states[ia].v -= a.invMass * p; states[ia].w -= a.invInertia * lA
        states[ib].v += b.invMass * p; states[ib].w += b.invInertia * lB
    }

    mutating func solve(_ states: UnsafeMutablePointer<BodyState>, _ context: JointContext, useBias: Bool) {
        let ia = Int(bodyA), ib = Int(bodyB)
        let a = states[ia], b = states[ib]
        var vA = a.v, wA = a.w, vB = b.v, wB = b.w
        let mA = a.invMass, iA = a.invInertia, mB = b.invMass, iB = b.invInertia
        let g = rows(a, b)
        let soft = context.jointSoftness

        // One row: J = (−n, −a1, n, a2); C = the row's position error; `clamp` for limits.
        func row(_ n: Vec2, _ a1: Double, _ a2: Double, _ c: Double, _ accumulated: inout Double, limit: Bool) {
            let k = mA + mB + iA * a1 * a1 + iB * a2 * a2
            guard k > 0 else { return }
            var bias = 0.0, massScale = 1.0, impulseScale = 0.0
            if limit && c > 0 {
                bias = c * context.inverseH
            } else if useBias {
                bias = soft.biasRate * c; massScale = soft.massScale; impulseScale = soft.impulseScale
            }
            let cdot = dot(n, vB - vA) + a2 * wB - a1 * wA
            let old = accumulated
            var new = old - massScale / k * (cdot + bias) - impulseScale * old
            if limit { new = max(new, 0) }
            accumulated = new
            let impulse = new - old
            vA -= (mA * impulse) * n; wA -= iA * impulse * a1
            vB += (mB * impulse) * n; wB += iB * impulse * a2
        }

        // Angle lock.
        do {
            let angle = deltaAngle + (b.dq.angle - a.dq.angle)
            let k = iA + iB
            if k > 0 {
                var bias = 0.0, massScale = 1.0, impulseScale = 0.0
                if useBias { bias = soft.biasRate * angle; massScale = soft.massScale; impulseScale = soft.impulseScale }
                let impulse = -massScale / k * (wB - wA + bias) - impulseScale * angularImpulse
                angularImpulse += impulse
                wA -= iA * impulse; wB += iB * impulse
            }
        }
        if def.enableLimit {
            let translation = dot(g.axis, g.d)
            row(
                g.axis, cross(g.d + g.rA, g.axis), cross(g.rB, g.axis), translation - def.lowerTranslation, &lowerImpulse,
                limit: true)
            row(
                -g.axis, -cross(g.d + g.rA, g.axis), -cross(g.rB, g.axis), def.upperTranslation - translation, &upperImpulse,
                limit: true)
        }
        row(g.perp, cross(g.d + g.rA, g.perp), cross(g.rB, g.perp), dot(g.perp, g.d), &perpendicularImpulse, limit: false)

        states[ia].v = vA; states[ia].w = wA
        states[ib].v = vB; states[ib].w = wB
    }
}

extension World {
    /// Adds a prismatic joint.
    @discardableResult
    public func createPrismaticJoint(_ def: PrismaticJointDef) -> JointID {
        var joint = PrismaticJoint(def: def, bodyA: def.bodyA.index, bodyB: def.bodyB.index)
        joint.referenceAngle =
            bodies[Int(def.bodyA.index)].transform.q.inverseMultiplied(by: bodies[Int(def.bodyB.index)].transform.q).angle
        let id = prismaticJoints.add(joint)
        wakeBody(Int(def.bodyA.index)); wakeBody(Int(def.bodyB.index))
        return id
    }

    /// Translation limits of a prismatic joint.
    public func setPrismaticLimits(_ id: JointID, enable: Bool, lower: Double, upper: Double) {
        let i = Int(id.index)
        let d = prismaticJoints[i].def
        guard d.enableLimit != enable || d.lowerTranslation != lower || d.upperTranslation != upper else { return }
        prismaticJoints[i].def.enableLimit = enable
        prismaticJoints[i].def.lowerTranslation = lower
        prismaticJoints[i].def.upperTranslation = upper
        wakeBody(Int(prismaticJoints[i].bodyA)); wakeBody(Int(prismaticJoints[i].bodyB))
    }
}
