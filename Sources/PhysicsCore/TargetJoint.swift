/// How to make a target joint: a soft spring pulling a point of one body to a world target (a "mouse
/// joint"), with an optional angular spring toward a target angle. UIKit's snap behaviour is one.
public struct TargetJointDef: Sendable {
    public var body: BodyID
    public var target: Vec2 = .zero
    public var localAnchor: Vec2 = .zero
    public var hertz: Double = 4
    public var dampingRatio: Double = 0.7
    /// Largest force the joint may apply (mass·points/s²).
    public var maxForce: Double = .infinity
    public var enableAngularSpring = false
    public var targetAngle: Double = 0
    public var angularHertz: Double = 4
    public var angularDampingRatio: Double = 0.7
    public init(body: BodyID) { self.body = body }
}

struct TargetJoint: JointConstraint {
    static let kind = JointID.Kind.target
    var body: Int32
    /// The one body, as both of a joint's bodies.
    var bodyA: Int32 { body }
    var bodyB: Int32 { body }
    var def: TargetJointDef
    var generation: UInt32 = 0
    var isAlive = true
    // Solver temporaries.
    var r: Vec2 = .zero
    var startOffset: Vec2 = .zero  // body origin − target at the start of the step
    var startRotation = Rotation.identity
    var linearSoftness = Softness.rigid
    var angularSoftness = Softness.rigid
    var linearImpulse: Vec2 = .zero
    var angularImpulse: Double = 0
    // Inverse of the 2×2 effective mass matrix.
    var m11 = 0.0, m12 = 0.0, m22 = 0.0

    mutating func prepare(
        _ bodies: UnsafeMutablePointer<Body>, _ states: UnsafeMutablePointer<BodyState>, _ context: JointContext
    ) {
        let b = bodies[Int(body)], s = states[Int(body)]
        r = b.transform.q.apply(def.localAnchor)
        startOffset = b.transform.p - def.target
        startRotation = b.transform.q
        linearSoftness = Softness(hertz: def.hertz, dampingRatio: def.dampingRatio, h: context.h)
        angularSoftness = Softness(hertz: def.angularHertz, dampingRatio: def.angularDampingRatio, h: context.h)
        let k11 = s.invMass + s.invInertia * r.y * r.y
        let k12 = -s.invInertia * r.x * r.y
        let k22 = s.invMass + s.invInertia * r.x * r.x
        let det = k11 * k22 - k12 * k12
        let inv = det != 0 ? 1 / det : 0
        m11 = inv * k22; m12 = -inv * k12; m22 = inv * k11
    }

    mutating func warmStart(_ states: UnsafeMutablePointer<BodyState>) {
        let i = Int(body)
        let s = states[i]
        let currentR = s.dq.apply(r)
        states[i].v += s.invMass * linearImpulse
        states[i].w += s.invInertia * (cross(currentR, linearImpulse) + angularImpulse)
    }

    /// Soft springs: applied in the biased pass only (they are forces, not position fixes).
    mutating func solve(_ states: UnsafeMutablePointer<BodyState>, _ context: JointContext, useBias: Bool) {
        guard useBias else { return }
        let i = Int(body)
        let s = states[i]
        var v = s.v, w = s.w
        if def.enableAngularSpring && s.invInertia > 0 {
            let current = startRotation.multiplied(by: s.dq)
            let c = Rotation(angle: def.targetAngle).inverseMultiplied(by: current).angle
            let bias = angularSoftness.biasRate * c
            let lambda =
                -angularSoftness.massScale * (1 / s.invInertia) * (w + bias) - angularSoftness.impulseScale * angularImpulse
            angularImpulse += lambda
            w += s.invInertia * lambda
        }
        let currentR = s.dq.apply(r)
        let c = startOffset + s.dp + currentR
        let bias = linearSoftness.biasRate * c
        let cdot = v + cross(w, currentR)
        let rhs = cdot + bias
        var lambda = Vec2(-(m11 * rhs.x + m12 * rhs.y), -(m12 * rhs.x + m22 * rhs.y))
        lambda = linearSoftness.massScale * lambda - linearSoftness.impulseScale * linearImpulse
        let old = linearImpulse
        linearImpulse += lambda
        let maxImpulse = def.maxForce * context.h
        if linearImpulse.lengthSquared > maxImpulse * maxImpulse {
            linearImpulse = (maxImpulse / linearImpulse.length) * linearImpulse
        }
        lambda = linearImpulse - old
        v += s.invMass * lambda
        w += s.invInertia * cross(currentR, lambda)
        states[i].v = v; states[i].w = w
    }
}

extension World {
    /// Adds a target joint.
    @discardableResult
    public func createTargetJoint(_ def: TargetJointDef) -> JointID {
        let joint = TargetJoint(body: def.body.index, def: def)
        let id = targetJoints.add(joint)
        wakeBody(Int(def.body.index))
        return id
    }

    /// Moves the target (wakes the body).
    public func setTarget(_ id: JointID, _ target: Vec2) {
        let i = Int(id.index)
        guard targetJoints[i].def.target != target else { return }
        targetJoints[i].def.target = target
        wakeBody(Int(targetJoints[i].body))
    }

    /// Changes the spring settings of a target joint.
    public func setTargetSpring(_ id: JointID, hertz: Double, dampingRatio: Double) {
        let i = Int(id.index)
        let d = targetJoints[i].def
        guard
            d.hertz != hertz || d.dampingRatio != dampingRatio || d.angularHertz != hertz
                || d.angularDampingRatio != dampingRatio
        else { return }
        targetJoints[i].def.hertz = hertz
        targetJoints[i].def.dampingRatio = dampingRatio
        targetJoints[i].def.angularHertz = hertz
        targetJoints[i].def.angularDampingRatio = dampingRatio
        wakeBody(Int(targetJoints[i].body))
    }
}
