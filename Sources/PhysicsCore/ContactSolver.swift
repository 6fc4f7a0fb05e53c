/// One point of a contact constraint: anchors, effective masses and accumulated impulses.
struct ContactConstraintPoint {
    var anchorA: Vec2 = .zero
    var anchorB: Vec2 = .zero
    /// Separation at the start of the step minus the anchors' projection: adding the current anchor
    /// difference gives the current separation without recomputing the manifold each sub-step.
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
            cp.anchorA = mp.anchorA
            cp.anchorB = mp.anchorB
            cp.baseSeparation = mp.separation - dot(mp.anchorB - mp.anchorA, normal)
            cp.normalImpulse = mp.normalImpulse
            cp.tangentImpulse = mp.tangentImpulse
            let rnA = cross(cp.anchorA, normal), rnB = cross(cp.anchorB, normal)
            let kNormal = c.invMassA + c.invMassB + c.invIA * rnA * rnA + c.invIB * rnB * rnB
            cp.normalMass = kNormal > 0 ? 1 / kNormal : 0
            let rtA = cross(cp.anchorA, tangent), rtB = cross(cp.anchorB, tangent)
            let kTangent = c.invMassA + c.invMassB + c.invIA * rtA * rtA + c.invIB * rtB * rtB
            cp.tangentMass = kTangent > 0 ? 1 / kTangent : 0
            let vrA = a.v + cross(a.w, cp.anchorA), vrB = b.v + cross(b.w, cp.anchorB)
            cp.relativeVelocity = dot(normal, vrB - vrA)
            if i == 0 { c.p0 = cp } else { c.p1 = cp }
        }
    }

    @inline(__always)
    static func warmStart(_ c: inout ContactConstraint, _ states: UnsafeMutablePointer<BodyState>) {
        let ia = Int(c.indexA), ib = Int(c.indexB)
        var a = states[ia], b = states[ib]
        let normal = c.normal, tangent = normal.rightPerp
        for i in 0..<Int(c.pointCount) {
            let cp = i == 0 ? c.p0 : c.p1
            let p = cp.normalImpulse * normal + cp.tangentImpulse * tangent
            a.w -= c.invIA * cross(cp.anchorA, p)
            a.v -= c.invMassA * p
            b.w += c.invIB * cross(cp.anchorB, p)
            b.v += c.invMassB * p
        }
        states[ia].v = a.v; states[ia].w = a.w
        states[ib].v = b.v; states[ib].w = b.w
    }

    @inline(__always)
    static func solve(_ c: inout ContactConstraint, _ states: UnsafeMutablePointer<BodyState>,
                      _ settings: Settings, useBias: Bool) {
        let ia = Int(c.indexA), ib = Int(c.indexB)
        let a = states[ia], b = states[ib]
        var vA = a.v, wA = a.w, vB = b.v, wB = b.w
        let mA = c.invMassA, iA = c.invIA, mB = c.invMassB, iB = c.invIB
        let dp = b.dp - a.dp
        let normal = c.normal, tangent = normal.rightPerp
        let count = Int(c.pointCount)
        var totalNormalImpulse = 0.0

        // Non-penetration. The relax pass visits the points in reverse order so that Gauss-Seidel's
        // order bias (the first point always solved against a stale second) cancels instead of tilting stacks.
        for k in 0..<count {
            let i = useBias || count == 1 ? k : count - 1 - k
            var cp = i == 0 ? c.p0 : c.p1
            let rA = cp.anchorA, rB = cp.anchorB
            let d = dp + (b.dq.apply(rB) - a.dq.apply(rA))
            let s = dot(d, normal) + cp.baseSeparation
            var bias = 0.0, massScale = 1.0, impulseScale = 0.0
            if s > 0 {
                bias = s * settings.inverseSubStep        // speculative: may close the gap, no more
            } else if useBias {
                bias = max(c.softness.biasRate * s, -settings.maxBiasVelocity)
                massScale = c.softness.massScale
                impulseScale = c.softness.impulseScale
            }
            let dv = (vB + cross(wB, rB)) - (vA + cross(wA, rA))
            let vn = dot(dv, normal)
            var impulse = -cp.normalMass * massScale * (vn + bias) - impulseScale * cp.normalImpulse
            let newImpulse = max(cp.normalImpulse + impulse, 0)
            impulse = newImpulse - cp.normalImpulse
            cp.normalImpulse = newImpulse
            cp.maxNormalImpulse = max(cp.maxNormalImpulse, impulse)
            totalNormalImpulse += newImpulse
            let p = impulse * normal
            vA -= mA * p; wA -= iA * cross(rA, p)
            vB += mB * p; wB += iB * cross(rB, p)
            if i == 0 { c.p0 = cp } else { c.p1 = cp }
        }

        // Friction (Coulomb cone clamped by this point's normal impulse).
        for k in 0..<count {
            let i = useBias || count == 1 ? k : count - 1 - k
            var cp = i == 0 ? c.p0 : c.p1
            let rA = cp.anchorA, rB = cp.anchorB
            let dv = (vB + cross(wB, rB)) - (vA + cross(wA, rA))
            let vt = dot(dv, tangent)
            var impulse = -cp.tangentMass * vt
            let maxFriction = c.friction * cp.normalImpulse
            let newImpulse = min(max(cp.tangentImpulse + impulse, -maxFriction), maxFriction)
            impulse = newImpulse - cp.tangentImpulse
            cp.tangentImpulse = newImpulse
            let p = impulse * tangent
            vA -= mA * p; wA -= iA * cross(rA, p)
            vB += mB * p; wB += iB * cross(rB, p)
            if i == 0 { c.p0 = cp } else { c.p1 = cp }
        }
        _ = totalNormalImpulse

        states[ia].v = vA; states[ia].w = wA
        states[ib].v = vB; states[ib].w = wB
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
            let rA = cp.anchorA, rB = cp.anchorB
            let dv = (vB + cross(wB, rB)) - (vA + cross(wA, rA))
            let vn = dot(dv, normal)
            var impulse = -cp.normalMass * (vn + c.restitution * cp.relativeVelocity)
            let newImpulse = max(cp.normalImpulse + impulse, 0)
            impulse = newImpulse - cp.normalImpulse
            cp.normalImpulse = newImpulse
            cp.maxNormalImpulse = max(cp.maxNormalImpulse, impulse)
            let p = impulse * normal
            vA -= mA * p; wA -= iA * cross(rA, p)
            vB += mB * p; wB += iB * cross(rB, p)
            if i == 0 { c.p0 = cp } else { c.p1 = cp }
        }
        }
        states[ia].v = vA; states[ia].w = wA
        states[ib].v = vB; states[ib].w = wB
    }
}
