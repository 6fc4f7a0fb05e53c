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

/// The solver's copy of a touching contact: small, contiguous, no references. Its two points live in
/// a parallel array (slots 2k and 2k+1), so the passes stream through compact data.
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
    /// One body is static or kinematic: use the stiffer static softness.
    var touchesStatic: Bool
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

    static func prepare(_ c: UnsafeMutablePointer<ContactConstraint>, _ points: UnsafeMutablePointer<ContactConstraintPoint>,
                        _ manifold: Manifold, _ states: UnsafeMutablePointer<BodyState>) {
        let a = states[Int(c.pointee.indexA)], b = states[Int(c.pointee.indexB)]
        c.pointee.invMassA = a.invMass; c.pointee.invIA = a.invInertia
        c.pointee.invMassB = b.invMass; c.pointee.invIB = b.invInertia
        c.pointee.touchesStatic = a.invMass == 0 || b.invMass == 0
        let normal = manifold.normal, tangent = normal.rightPerp
        c.pointee.normal = normal
        c.pointee.pointCount = Int32(manifold.pointCount)
        let mA = a.invMass, iA = a.invInertia, mB = b.invMass, iB = b.invInertia
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
            let kNormal = mA + mB + iA * cp.rnA * cp.rnA + iB * cp.rnB * cp.rnB
            cp.normalMass = kNormal > 0 ? 1 / kNormal : 0
            let kTangent = mA + mB + iA * cp.rtA * cp.rtA + iB * cp.rtB * cp.rtB
            cp.tangentMass = kTangent > 0 ? 1 / kTangent : 0
            cp.relativeVelocity = dot(normal, b.v - a.v) + b.w * cp.rnB - a.w * cp.rnA
            points[i] = cp
        }
    }

    @inline(__always)
    static func warmStart(_ c: UnsafeMutablePointer<ContactConstraint>, _ points: UnsafeMutablePointer<ContactConstraintPoint>,
                          _ states: UnsafeMutablePointer<BodyState>) {
        let sA = states + Int(c.pointee.indexA), sB = states + Int(c.pointee.indexB)
        var vA = sA.pointee.v, wA = sA.pointee.w, vB = sB.pointee.v, wB = sB.pointee.w
        let normal = c.pointee.normal, tangent = normal.rightPerp
        let mA = c.pointee.invMassA, iA = c.pointee.invIA, mB = c.pointee.invMassB, iB = c.pointee.invIB
        for i in 0..<Int(c.pointee.pointCount) {
            let cp = points + i
            let n = cp.pointee.normalImpulse, t = cp.pointee.tangentImpulse
            let p = n * normal + t * tangent
            vA -= mA * p
            wA -= iA * (n * cp.pointee.rnA + t * cp.pointee.rtA)
            vB += mB * p
            wB += iB * (n * cp.pointee.rnB + t * cp.pointee.rtB)
        }
        sA.pointee.v = vA; sA.pointee.w = wA
        sB.pointee.v = vB; sB.pointee.w = wB
    }

    @inline(__always)
    static func solve(_ c: UnsafeMutablePointer<ContactConstraint>, _ points: UnsafeMutablePointer<ContactConstraintPoint>,
                      _ states: UnsafeMutablePointer<BodyState>, _ settings: Settings, useBias: Bool, reversed: Bool) {
        let sA = states + Int(c.pointee.indexA), sB = states + Int(c.pointee.indexB)
        var vA = sA.pointee.v, wA = sA.pointee.w, vB = sB.pointee.v, wB = sB.pointee.w
        let dqA = sA.pointee.dq, dqB = sB.pointee.dq
        let mA = c.pointee.invMassA, iA = c.pointee.invIA, mB = c.pointee.invMassB, iB = c.pointee.invIB
        let normal = c.pointee.normal, tangent = normal.rightPerp
        let dpn = dot(sB.pointee.dp - sA.pointee.dp, normal)
        let count = Int(c.pointee.pointCount)
        let softness = c.pointee.touchesStatic ? settings.staticSoftness : settings.contactSoftness
        let friction = c.pointee.friction

        // Non-penetration. `reversed` visits the two points last-first. Within a sub-step the solve and the
        // relax pass use the same order: a relax pass in the other order split a deeply loaded box's weight
        // between its points differently from the solve, moving impulse from one point to the other every
        // sub-step, and piles never rested (N = 1000 box pile: one seed of six ended at 2.8 pt/s).
        // Between sub-steps the order alternates: with one fixed order (Box2D's), Gauss-Seidel's bias
        // toward the first point turns every box of an aligned stack the same way and the stack leans.
        for k in 0..<count {
            let cp = points + (reversed ? count - 1 - k : k)
            let s = dpn + (dqB.c * cp.pointee.rdB + dqB.s * cp.pointee.rnB)
                - (dqA.c * cp.pointee.rdA + dqA.s * cp.pointee.rnA) + cp.pointee.baseSeparation
            var bias = 0.0, massScale = 1.0, impulseScale = 0.0
            if s > 0 {
                bias = s * settings.inverseSubStep        // speculative: may close the gap, no more
            } else if useBias {
                bias = max(softness.biasRate * s, -settings.maxBiasVelocity)
                massScale = softness.massScale
                impulseScale = softness.impulseScale
            }
            let rnA = cp.pointee.rnA, rnB = cp.pointee.rnB
            let vn = dot(vB - vA, normal) + wB * rnB - wA * rnA
            let old = cp.pointee.normalImpulse
            let newImpulse = max(old - cp.pointee.normalMass * massScale * (vn + bias) - impulseScale * old, 0)
            let impulse = newImpulse - old
            cp.pointee.normalImpulse = newImpulse
            if impulse > cp.pointee.maxNormalImpulse { cp.pointee.maxNormalImpulse = impulse }
            let p = impulse * normal
            vA -= mA * p; wA -= iA * impulse * rnA
            vB += mB * p; wB += iB * impulse * rnB
        }

        // Friction (Coulomb cone clamped by this point's normal impulse).
        for k in 0..<count {
            let cp = points + (reversed ? count - 1 - k : k)
            let rtA = cp.pointee.rtA, rtB = cp.pointee.rtB
            let vt = dot(vB - vA, tangent) + wB * rtB - wA * rtA
            let old = cp.pointee.tangentImpulse
            let maxFriction = friction * cp.pointee.normalImpulse
            let newImpulse = min(max(old - cp.pointee.tangentMass * vt, -maxFriction), maxFriction)
            let impulse = newImpulse - old
            cp.pointee.tangentImpulse = newImpulse
            let p = impulse * tangent
            vA -= mA * p; wA -= iA * impulse * rtA
            vB += mB * p; wB += iB * impulse * rtB
        }

        sA.pointee.v = vA; sA.pointee.w = wA
        sB.pointee.v = vB; sB.pointee.w = wB
    }

    /// Bounces: after the sub-steps, drive the normal velocity to −e × the approach velocity for points
    /// that approached faster than the threshold and actually pushed.
    static func applyRestitution(_ c: UnsafeMutablePointer<ContactConstraint>, _ points: UnsafeMutablePointer<ContactConstraintPoint>,
                                 _ states: UnsafeMutablePointer<BodyState>, _ settings: Settings) {
        let restitution = c.pointee.restitution
        guard restitution > 0 else { return }
        let sA = states + Int(c.pointee.indexA), sB = states + Int(c.pointee.indexB)
        var vA = sA.pointee.v, wA = sA.pointee.w, vB = sB.pointee.v, wB = sB.pointee.w
        let mA = c.pointee.invMassA, iA = c.pointee.invIA, mB = c.pointee.invMassB, iB = c.pointee.invIB
        let normal = c.pointee.normal
        let count = Int(c.pointee.pointCount)
        // A few Gauss-Seidel sweeps: with two points, one sweep leaves the first point's target spoiled by
        // the second's impulse (the box leaves spinning and slower than e·v).
        for _ in 0..<(count > 1 ? 4 : 1) {
            for i in 0..<count {
                let cp = points + i
                if cp.pointee.relativeVelocity > -settings.restitutionThreshold || cp.pointee.maxNormalImpulse == 0 { continue }
                let vn = dot(vB - vA, normal) + wB * cp.pointee.rnB - wA * cp.pointee.rnA
                let old = cp.pointee.normalImpulse
                let newImpulse = max(old - cp.pointee.normalMass * (vn + restitution * cp.pointee.relativeVelocity), 0)
                let impulse = newImpulse - old
                cp.pointee.normalImpulse = newImpulse
                cp.pointee.maxNormalImpulse = max(cp.pointee.maxNormalImpulse, impulse)
                let p = impulse * normal
                vA -= mA * p; wA -= iA * impulse * cp.pointee.rnA
                vB += mB * p; wB += iB * impulse * cp.pointee.rnB
            }
        }
        sA.pointee.v = vA; sA.pointee.w = wA
        sB.pointee.v = vB; sB.pointee.w = wB
    }
}
