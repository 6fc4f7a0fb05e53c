/// One point of a contact constraint: lever arms projected once at preparation, effective masses and
/// accumulated impulses. Only scalars: the solver never forms a vector it does not need.
struct ContactConstraintPoint {
    /// r × n and r × t for each body (torque arms of a normal / tangent impulse).
    var rnA: Double = 0, rnB: Double = 0
    var rtA: Double = 0, rtB: Double = 0
    /// r · n for each body: with the rotation since the step began (c, s), the anchor's normal offset is
    /// c·(r·n) + s·(r × n), so the current separation needs no vector rotation.
    var rdA: Double = 0, rdB: Double = 0
    /// Separation at the start of the step minus the anchors' normal offsets.
    var baseSeparation: Double = 0
    /// Normal velocity before the step (restitution bounces against it).
    var relativeVelocity: Double = 0
    var normalImpulse: Double = 0
    var tangentImpulse: Double = 0
    var maxNormalImpulse: Double = 0
    var normalMass: Double = 0
    var tangentMass: Double = 0
}

/// The solver's copy of a touching contact: small, contiguous, no references.
struct ContactConstraint {
    var indexA: Int32
    var indexB: Int32
    var contactIndex: Int32
    var pointCount: Int32
    var normal: Vec2
    var friction: Double
    var restitution: Double
    var invMassA: Double, invIA: Double
    var invMassB: Double, invIB: Double
    var softness: Softness
    var p0 = ContactConstraintPoint()
    var p1 = ContactConstraintPoint()
}

/// Sequential-impulse contact solver in Box2D v3's soft-step form.
///
/// Trade-off: each sub-step solves every contact once with a soft (spring-damper) position bias and
/// then once more without bias ("relax"), instead of many rigid iterations per step. Sub-stepping gives
/// stiffness cheaply; the soft bias removes overlap smoothly (no jitter) and caps push-out speed.
enum ContactSolver {
    struct Settings {
        var contactSoftness: Softness
        var staticSoftness: Softness
        var maxBiasVelocity: Double
        var restitutionThreshold: Double
        var inverseSubStep: Double
    }

    static func prepare(_ c: inout ContactConstraint, _ manifold: Manifold, _ states: UnsafeMutablePointer<BodyState>,
                        _ settings: Settings) {
        let a = states[Int(c.indexA)], b = states[Int(c.indexB)]
        c.invMassA = a.invMass; c.invIA = a.invInertia
        c.invMassB = b.invMass; c.invIB = b.invInertia
        c.softness = (a.invMass == 0 || b.invMass == 0) ? settings.staticSoftness : settings.contactSoftness
        let normal = manifold.normal, tangent = normal.rightPerp
        c.normal = normal
        c.pointCount = Int32(manifold.pointCount)
        for i in 0..<manifold.pointCount {
            let mp = manifold[i]
            var cp = ContactConstraintPoint()
            let rA = mp.anchorA, rB = mp.anchorB
            cp.rnA = cross(rA, normal); cp.rnB = cross(rB, normal)
            cp.rtA = cross(rA, tangent); cp.rtB = cross(rB, tangent)
            cp.rdA = dot(rA, normal); cp.rdB = dot(rB, normal)
            cp.baseSeparation = mp.separation - (cp.rdB - cp.rdA)
            cp.normalImpulse = mp.normalImpulse
            cp.tangentImpulse = mp.tangentImpulse
            let kNormal = c.invMassA + c.invMassB + c.invIA * cp.rnA * cp.rnA + c.invIB * cp.rnB * cp.rnB
            cp.normalMass = kNormal > 0 ? 1 / kNormal : 0
            let kTangent = c.invMassA + c.invMassB + c.invIA * cp.rtA * cp.rtA + c.invIB * cp.rtB * cp.rtB
            cp.tangentMass = kTangent > 0 ? 1 / kTangent : 0
            cp.relativeVelocity = dot(normal, b.v - a.v) + b.w * cp.rnB - a.w * cp.rnA
            if i == 0 { c.p0 = cp } else { c.p1 = cp }
        }
    }

    @inline(__always)
    static func warmStart(_ c: inout ContactConstraint, _ states: UnsafeMutablePointer<BodyState>) {
        let ia = Int(c.indexA), ib = Int(c.indexB)
        var vA = states[ia].v, wA = states[ia].w, vB = states[ib].v, wB = states[ib].w
        let normal = c.normal, tangent = normal.rightPerp
        for i in 0..<Int(c.pointCount) {
            let cp = i == 0 ? c.p0 : c.p1
            let p = cp.normalImpulse * normal + cp.tangentImpulse * tangent
            vA -= c.invMassA * p
            wA -= c.invIA * (cp.normalImpulse * cp.rnA + cp.tangentImpulse * cp.rtA)
            vB += c.invMassB * p
            wB += c.invIB * (cp.normalImpulse * cp.rnB + cp.tangentImpulse * cp.rtB)
        }
        states[ia].v = vA; states[ia].w = wA
        states[ib].v = vB; states[ib].w = wB
    }

    @inline(__always)
    static func solve(_ c: inout ContactConstraint, _ states: UnsafeMutablePointer<BodyState>,
                      _ settings: Settings, useBias: Bool) {
        let ia = Int(c.indexA), ib = Int(c.indexB)
        let sA = states + ia, sB = states + ib
        var vA = sA.pointee.v, wA = sA.pointee.w, vB = sB.pointee.v, wB = sB.pointee.w
        let dqA = sA.pointee.dq, dqB = sB.pointee.dq
        let mA = c.invMassA, iA = c.invIA, mB = c.invMassB, iB = c.invIB
        let normal = c.normal, tangent = normal.rightPerp
        let dpn = dot(sB.pointee.dp - sA.pointee.dp, normal)
        let count = Int(c.pointCount)

        // Non-penetration. The relax pass visits the points in reverse order so Gauss-Seidel's order
        // bias alternates instead of accumulating.
        for k in 0..<count {
            let i = useBias || count == 1 ? k : count - 1 - k
            var cp = i == 0 ? c.p0 : c.p1
            let s = dpn + (dqB.c * cp.rdB + dqB.s * cp.rnB) - (dqA.c * cp.rdA + dqA.s * cp.rnA) + cp.baseSeparation
            var bias = 0.0, massScale = 1.0, impulseScale = 0.0
            if s > 0 {
                bias = s * settings.inverseSubStep        // speculative: may close the gap, no more
            } else if useBias {
                bias = max(c.softness.biasRate * s, -settings.maxBiasVelocity)
                massScale = c.softness.massScale
                impulseScale = c.softness.impulseScale
            }
            let vn = dot(vB - vA, normal) + wB * cp.rnB - wA * cp.rnA
            var impulse = -cp.normalMass * massScale * (vn + bias) - impulseScale * cp.normalImpulse
            let newImpulse = max(cp.normalImpulse + impulse, 0)
            impulse = newImpulse - cp.normalImpulse
            cp.normalImpulse = newImpulse
            cp.maxNormalImpulse = max(cp.maxNormalImpulse, impulse)
            let p = impulse * normal
            vA -= mA * p; wA -= iA * impulse * cp.rnA
            vB += mB * p; wB += iB * impulse * cp.rnB
            if i == 0 { c.p0 = cp } else { c.p1 = cp }
        }

        // Friction (Coulomb cone clamped by this point's normal impulse).
        for k in 0..<count {
            let i = useBias || count == 1 ? k : count - 1 - k
            var cp = i == 0 ? c.p0 : c.p1
            let vt = dot(vB - vA, tangent) + wB * cp.rtB - wA * cp.rtA
            var impulse = -cp.tangentMass * vt
            let maxFriction = c.friction * cp.normalImpulse
            let newImpulse = min(max(cp.tangentImpulse + impulse, -maxFriction), maxFriction)
            impulse = newImpulse - cp.tangentImpulse
            cp.tangentImpulse = newImpulse
            let p = impulse * tangent
            vA -= mA * p; wA -= iA * impulse * cp.rtA
            vB += mB * p; wB += iB * impulse * cp.rtB
            if i == 0 { c.p0 = cp } else { c.p1 = cp }
        }

        sA.pointee.v = vA; sA.pointee.w = wA
        sB.pointee.v = vB; sB.pointee.w = wB
    }

    /// Bounces: after the sub-steps, drive the normal velocity to −e × the approach velocity for points
    /// that approached faster than the threshold and actually pushed.
    static func applyRestitution(_ c: inout ContactConstraint, _ states: UnsafeMutablePointer<BodyState>,
                                 _ settings: Settings) {
        guard c.restitution > 0 else { return }
        let ia = Int(c.indexA), ib = Int(c.indexB)
        var vA = states[ia].v, wA = states[ia].w, vB = states[ib].v, wB = states[ib].w
        let mA = c.invMassA, iA = c.invIA, mB = c.invMassB, iB = c.invIB
        let normal = c.normal
        // A few Gauss-Seidel sweeps: with two points, one sweep leaves the first point's target spoiled by
        // the second's impulse (the box leaves spinning and slower than e·v).
        for sweep in 0..<(c.pointCount > 1 ? 4 : 1) {
        _ = sweep
        for i in 0..<Int(c.pointCount) {
            var cp = i == 0 ? c.p0 : c.p1
            if cp.relativeVelocity > -settings.restitutionThreshold || cp.maxNormalImpulse == 0 { continue }
            let vn = dot(vB - vA, normal) + wB * cp.rnB - wA * cp.rnA
            var impulse = -cp.normalMass * (vn + c.restitution * cp.relativeVelocity)
            let newImpulse = max(cp.normalImpulse + impulse, 0)
            impulse = newImpulse - cp.normalImpulse
            cp.normalImpulse = newImpulse
            cp.maxNormalImpulse = max(cp.maxNormalImpulse, impulse)
            let p = impulse * normal
            vA -= mA * p; wA -= iA * impulse * cp.rnA
            vB += mB * p; wB += iB * impulse * cp.rnB
            if i == 0 { c.p0 = cp } else { c.p1 = cp }
        }
        }
        states[ia].v = vA; states[ia].w = wA
        states[ib].v = vB; states[ib].w = wB
    }
}
