/// A body as the solver sees it during a step (Box2D's `b2BodyState`): velocity and the position and
/// rotation change since the step began, 32 bytes of Float32. Transforms stay in `Double` in `Body`.
struct SolverBody {
    var vx: Float = 0, vy: Float = 0, w: Float = 0
    var flags: Float = 0
    var dpx: Float = 0, dpy: Float = 0
    var dqc: Float = 1, dqs: Float = 0
}

/// The contact constraints of one step in a structure of arrays of Float32, ordered by graph colour.
///
/// Trade-off (after Box2D v3's `b2ConstraintGraph` and `contact_solver.c`): each constraint goes into the
/// lowest colour in which neither of its dynamic bodies is used yet (static and kinematic bodies do not
/// count, the solver never writes them), so the constraints of one colour share no moving body and can
/// be solved `ContactSolver.width` at a time with SIMD lanes. A colour's slots are padded to a multiple of
/// the width with empty constraints on a dummy body; constraints that find no colour ("overflow") come
/// last and are solved one at a time. Colours change the Gauss-Seidel order from plain contact order;
/// that is the one behaviour change, and the scalar path over the same slots (`wide: false`) is the
/// reference the wide path is tested against.
///
/// Storage is raw memory owned by this class: the inner loops index plain pointers taken once, so
/// they pay neither exclusivity nor bounds checks (no `-Ounchecked` needed).
final class ContactConstraintStore {
    // Float columns of a slot.
    static let nx = 0, ny = 1, friction = 2, restitution = 3, mA = 4, iA = 5, mB = 6, iB = 7
    static let biasRate = 8, massScale = 9, impulseScale = 10
    /// First column of point 0 and of point 1; a point's columns are at these plus the offsets below.
    static let point0 = 11, point1 = 24
    static let rnA = 0, rnB = 1, rtA = 2, rtB = 3, rdA = 4, rdB = 5, baseSeparation = 6, relativeVelocity = 7
    static let normalImpulse = 8, tangentImpulse = 9, maxNormalImpulse = 10, normalMass = 11, tangentMass = 12
    static let floatColumns = 37
    // Int32 columns.
    static let indexA = 0, indexB = 1, contactIndex = 2, pointCount = 3
    static let intColumns = 4
    /// Graph colours (Box2D uses 24); a constraint that fits none overflows.
    static let colourCount = 24
    /// Bit set in a body's colour mask when a contact or joint holds it this step (above the colours).
    static let inConstraint: UInt32 = 1 << 31

    private(set) var capacity = 0
    private(set) var floats = UnsafeMutablePointer<Float>.allocate(capacity: 0)
    private(set) var ints = UnsafeMutablePointer<Int32>.allocate(capacity: 0)
    private(set) var bodyCapacity = 0
    private(set) var bodies = UnsafeMutablePointer<SolverBody>.allocate(capacity: 0)
    /// Slots in use (padding included), and where each colour's slots begin; `colourStart[colourCount]`
    /// is where the overflow begins.
    var slotCount = 0
    var colourStart = [Int](repeating: 0, count: ContactConstraintStore.colourCount + 1)
    /// Real (non-padding) constraints.
    var constraintCount = 0

    deinit {
        floats.deallocate(); ints.deallocate(); bodies.deallocate()
    }

    /// Makes room for `slots` slots and `bodyCount` solver bodies (contents are not kept).
    func reserve(slots: Int, bodyCount: Int) {
        if slots > capacity {
            let newCapacity = max(slots, 2 * capacity, 64)
            floats.deallocate(); ints.deallocate()
            let raw = UnsafeMutableRawPointer.allocate(byteCount: newCapacity * ContactConstraintStore.floatColumns * 4, alignment: 64)
            floats = raw.bindMemory(to: Float.self, capacity: newCapacity * ContactConstraintStore.floatColumns)
            ints = UnsafeMutablePointer<Int32>.allocate(capacity: newCapacity * ContactConstraintStore.intColumns)
            capacity = newCapacity
        }
        if bodyCount > bodyCapacity {
            let newCapacity = max(bodyCount, 2 * bodyCapacity, 64)
            bodies.deallocate()
            bodies = UnsafeMutablePointer<SolverBody>.allocate(capacity: newCapacity)
            bodyCapacity = newCapacity
        }
    }

    /// The column pointers, taken once per solve.
    var columns: ContactColumns { ContactColumns(floats: floats, ints: ints, capacity: capacity) }
}

/// Pointers to the columns of a `ContactConstraintStore` (valid until it grows).
struct ContactColumns {
    let nx, ny, friction, restitution, mA, iA, mB, iB, biasRate, massScale, impulseScale: UnsafeMutablePointer<Float>
    let points: (ContactPointColumns, ContactPointColumns)
    let indexA, indexB, contactIndex, pointCount: UnsafeMutablePointer<Int32>

    init(floats: UnsafeMutablePointer<Float>, ints: UnsafeMutablePointer<Int32>, capacity: Int) {
        typealias S = ContactConstraintStore
        func f(_ c: Int) -> UnsafeMutablePointer<Float> { floats + c * capacity }
        nx = f(S.nx); ny = f(S.ny); friction = f(S.friction); restitution = f(S.restitution)
        mA = f(S.mA); iA = f(S.iA); mB = f(S.mB); iB = f(S.iB)
        biasRate = f(S.biasRate); massScale = f(S.massScale); impulseScale = f(S.impulseScale)
        points = (ContactPointColumns(floats + S.point0 * capacity, capacity),
                  ContactPointColumns(floats + S.point1 * capacity, capacity))
        indexA = ints; indexB = ints + capacity; contactIndex = ints + 2 * capacity; pointCount = ints + 3 * capacity
    }

    @inline(__always) func point(_ i: Int) -> ContactPointColumns { i == 0 ? points.0 : points.1 }
}

/// The columns of one of a constraint's two points.
struct ContactPointColumns {
    let rnA, rnB, rtA, rtB, rdA, rdB, baseSeparation, relativeVelocity: UnsafeMutablePointer<Float>
    let normalImpulse, tangentImpulse, maxNormalImpulse, normalMass, tangentMass: UnsafeMutablePointer<Float>

    init(_ base: UnsafeMutablePointer<Float>, _ capacity: Int) {
        typealias S = ContactConstraintStore
        func f(_ c: Int) -> UnsafeMutablePointer<Float> { base + c * capacity }
        rnA = f(S.rnA); rnB = f(S.rnB); rtA = f(S.rtA); rtB = f(S.rtB); rdA = f(S.rdA); rdB = f(S.rdB)
        baseSeparation = f(S.baseSeparation); relativeVelocity = f(S.relativeVelocity)
        normalImpulse = f(S.normalImpulse); tangentImpulse = f(S.tangentImpulse)
        maxNormalImpulse = f(S.maxNormalImpulse); normalMass = f(S.normalMass); tangentMass = f(S.tangentMass)
    }
}

/// Sequential-impulse contact solver in Box2D v3's soft-step form.
///
/// Trade-off: each sub-step solves every contact once with a soft (spring-damper) position bias and
/// then once more without bias ("relax"), instead of many rigid iterations per step. Sub-stepping gives
/// stiffness cheaply; the soft bias removes overlap smoothly (no jitter) and caps push-out speed.
enum ContactSolver {
    /// SIMD lanes of the wide path.
    typealias Lanes = SIMD8<Float>
    static let width = Lanes.scalarCount

    struct Settings {
        var contactSoftness: Softness
        var staticSoftness: Softness
        var maxBiasVelocity: Float
        var restitutionThreshold: Float
        var inverseSubStep: Float
    }

    /// Fills slot `k` from `manifold` (Double math, stored as Float32).
    static func prepare(_ k: Int, _ col: ContactColumns, _ manifold: Manifold, friction: Double, restitution: Double,
                        _ states: UnsafeMutablePointer<BodyState>, _ settings: Settings) {
        let a = states[Int(col.indexA[k])], b = states[Int(col.indexB[k])]
        let soft = a.invMass == 0 || b.invMass == 0 ? settings.staticSoftness : settings.contactSoftness
        let normal = manifold.normal, tangent = normal.rightPerp
        col.nx[k] = Float(normal.x); col.ny[k] = Float(normal.y)
        col.friction[k] = Float(friction); col.restitution[k] = Float(restitution)
        col.mA[k] = Float(a.invMass); col.iA[k] = Float(a.invInertia)
        col.mB[k] = Float(b.invMass); col.iB[k] = Float(b.invInertia)
        col.biasRate[k] = Float(soft.biasRate); col.massScale[k] = Float(soft.massScale)
        col.impulseScale[k] = Float(soft.impulseScale)
        col.pointCount[k] = Int32(manifold.pointCount)
        let mA = a.invMass, iA = a.invInertia, mB = b.invMass, iB = b.invInertia
        for i in 0..<2 {
            let p = col.point(i)
            guard i < manifold.pointCount else { clearPoint(k, p); continue }
            let mp = manifold[i]
            let rA = mp.anchorA, rB = mp.anchorB
            let rnA = cross(rA, normal), rnB = cross(rB, normal)
            let rtA = cross(rA, tangent), rtB = cross(rB, tangent)
            let rdA = dot(rA, normal), rdB = dot(rB, normal)
            p.rnA[k] = Float(rnA); p.rnB[k] = Float(rnB); p.rtA[k] = Float(rtA); p.rtB[k] = Float(rtB)
            p.rdA[k] = Float(rdA); p.rdB[k] = Float(rdB)
            p.baseSeparation[k] = Float(mp.separation - (rdB - rdA))
            p.normalImpulse[k] = Float(mp.normalImpulse)
            p.tangentImpulse[k] = Float(mp.tangentImpulse)
            p.maxNormalImpulse[k] = 0
            let kNormal = mA + mB + iA * rnA * rnA + iB * rnB * rnB
            p.normalMass[k] = kNormal > 0 ? Float(1 / kNormal) : 0
            let kTangent = mA + mB + iA * rtA * rtA + iB * rtB * rtB
            p.tangentMass[k] = kTangent > 0 ? Float(1 / kTangent) : 0
            p.relativeVelocity[k] = Float(dot(normal, b.v - a.v) + b.w * rnB - a.w * rnA)
        }
    }

    /// Makes slot `k` an empty constraint on body `dummy` (padding of a colour): every impulse it
    /// computes is zero, so it changes nothing.
    static func prepareEmpty(_ k: Int, _ col: ContactColumns, dummy: Int32) {
        col.indexA[k] = dummy; col.indexB[k] = dummy; col.contactIndex[k] = -1; col.pointCount[k] = 0
        col.nx[k] = 0; col.ny[k] = 0; col.friction[k] = 0; col.restitution[k] = 0
        col.mA[k] = 0; col.iA[k] = 0; col.mB[k] = 0; col.iB[k] = 0
        col.biasRate[k] = 0; col.massScale[k] = 0; col.impulseScale[k] = 0
        clearPoint(k, col.points.0); clearPoint(k, col.points.1)
    }

    private static func clearPoint(_ k: Int, _ p: ContactPointColumns) {
        p.rnA[k] = 0; p.rnB[k] = 0; p.rtA[k] = 0; p.rtB[k] = 0; p.rdA[k] = 0; p.rdB[k] = 0
        p.baseSeparation[k] = 0; p.relativeVelocity[k] = 0; p.normalImpulse[k] = 0; p.tangentImpulse[k] = 0
        p.maxNormalImpulse[k] = 0; p.normalMass[k] = 0; p.tangentMass[k] = 0
    }

    // MARK: - Scalar path (the reference)

    @inline(__always)
    static func warmStart(_ k: Int, _ col: ContactColumns, _ bodies: UnsafeMutablePointer<SolverBody>) {
        let sA = bodies + Int(col.indexA[k]), sB = bodies + Int(col.indexB[k])
        var vAx = sA.pointee.vx, vAy = sA.pointee.vy, wA = sA.pointee.w
        var vBx = sB.pointee.vx, vBy = sB.pointee.vy, wB = sB.pointee.w
        let nx = col.nx[k], ny = col.ny[k], tx = ny, ty = -nx
        let mA = col.mA[k], iA = col.iA[k], mB = col.mB[k], iB = col.iB[k]
        for i in 0..<Int(col.pointCount[k]) {
            let cp = col.point(i)
            let n = cp.normalImpulse[k], t = cp.tangentImpulse[k]
            let px = n * nx + t * tx, py = n * ny + t * ty
            wA -= iA * (n * cp.rnA[k] + t * cp.rtA[k])
            vAx -= mA * px; vAy -= mA * py
            wB += iB * (n * cp.rnB[k] + t * cp.rtB[k])
            vBx += mB * px; vBy += mB * py
        }
        sA.pointee.vx = vAx; sA.pointee.vy = vAy; sA.pointee.w = wA
        sB.pointee.vx = vBx; sB.pointee.vy = vBy; sB.pointee.w = wB
    }

    @inline(__always)
    static func solve(_ k: Int, _ col: ContactColumns, _ bodies: UnsafeMutablePointer<SolverBody>, _ settings: Settings,
                      useBias: Bool, reversed: Bool) {
        let sA = bodies + Int(col.indexA[k]), sB = bodies + Int(col.indexB[k])
        var vAx = sA.pointee.vx, vAy = sA.pointee.vy, wA = sA.pointee.w
        var vBx = sB.pointee.vx, vBy = sB.pointee.vy, wB = sB.pointee.w
        let dqAc = sA.pointee.dqc, dqAs = sA.pointee.dqs, dqBc = sB.pointee.dqc, dqBs = sB.pointee.dqs
        let mA = col.mA[k], iA = col.iA[k], mB = col.mB[k], iB = col.iB[k]
        let nx = col.nx[k], ny = col.ny[k], tx = ny, ty = -nx
        let dpn = (sB.pointee.dpx - sA.pointee.dpx) * nx + (sB.pointee.dpy - sA.pointee.dpy) * ny
        let count = Int(col.pointCount[k])
        let friction = col.friction[k]
        let biasRate = col.biasRate[k], softMassScale = col.massScale[k], softImpulseScale = col.impulseScale[k]

        // Non-penetration. `reversed` visits the two points last-first. Within a sub-step the solve and the
        // relax pass use the same order: a relax pass in the other order split a deeply loaded box's weight
        // between its points differently from the solve, moving impulse from one point to the other every
        // sub-step, and piles never rested (N = 1000 box pile: one seed of six ended at 2.8 pt/s).
        // Between sub-steps the order alternates: with one fixed order (Box2D's), Gauss-Seidel's bias
        // toward the first point turns every box of an aligned stack the same way and the stack leans.
        for j in 0..<count {
            let cp = col.point(reversed ? count - 1 - j : j)
            let s = dpn + (dqBc * cp.rdB[k] + dqBs * cp.rnB[k]) - (dqAc * cp.rdA[k] + dqAs * cp.rnA[k]) + cp.baseSeparation[k]
            var bias: Float = 0, massScale: Float = 1, impulseScale: Float = 0
            if s > 0 {
                bias = s * settings.inverseSubStep        // speculative: may close the gap, no more
            } else if useBias {
                bias = max(biasRate * s, -settings.maxBiasVelocity)
                massScale = softMassScale
                impulseScale = softImpulseScale
            }
            let rnA = cp.rnA[k], rnB = cp.rnB[k]
            let vn = (vBx - vAx) * nx + (vBy - vAy) * ny + wB * rnB - wA * rnA
            let old = cp.normalImpulse[k]
            let newImpulse = max(old - cp.normalMass[k] * massScale * (vn + bias) - impulseScale * old, 0)
            let impulse = newImpulse - old
            cp.normalImpulse[k] = newImpulse
            cp.maxNormalImpulse[k] = max(cp.maxNormalImpulse[k], impulse)
            let px = impulse * nx, py = impulse * ny
            vAx -= mA * px; vAy -= mA * py; wA -= iA * impulse * rnA
            vBx += mB * px; vBy += mB * py; wB += iB * impulse * rnB
        }

        // Friction (Coulomb cone clamped by this point's normal impulse).
        for j in 0..<count {
            let cp = col.point(reversed ? count - 1 - j : j)
            let rtA = cp.rtA[k], rtB = cp.rtB[k]
            let vt = (vBx - vAx) * tx + (vBy - vAy) * ty + wB * rtB - wA * rtA
            let old = cp.tangentImpulse[k]
            let maxFriction = friction * cp.normalImpulse[k]
            let newImpulse = min(max(old - cp.tangentMass[k] * vt, -maxFriction), maxFriction)
            let impulse = newImpulse - old
            cp.tangentImpulse[k] = newImpulse
            let px = impulse * tx, py = impulse * ty
            vAx -= mA * px; vAy -= mA * py; wA -= iA * impulse * rtA
            vBx += mB * px; vBy += mB * py; wB += iB * impulse * rtB
        }

        sA.pointee.vx = vAx; sA.pointee.vy = vAy; sA.pointee.w = wA
        sB.pointee.vx = vBx; sB.pointee.vy = vBy; sB.pointee.w = wB
    }

    /// Bounces: after the sub-steps, drive the normal velocity to −e × the approach velocity for points
    /// that approached faster than the threshold and actually pushed.
    static func applyRestitution(_ k: Int, _ col: ContactColumns, _ bodies: UnsafeMutablePointer<SolverBody>, _ settings: Settings) {
        let restitution = col.restitution[k]
        guard restitution > 0 else { return }
        let sA = bodies + Int(col.indexA[k]), sB = bodies + Int(col.indexB[k])
        var vAx = sA.pointee.vx, vAy = sA.pointee.vy, wA = sA.pointee.w
        var vBx = sB.pointee.vx, vBy = sB.pointee.vy, wB = sB.pointee.w
        let mA = col.mA[k], iA = col.iA[k], mB = col.mB[k], iB = col.iB[k]
        let nx = col.nx[k], ny = col.ny[k]
        let count = Int(col.pointCount[k])
        // A few Gauss-Seidel sweeps: with two points, one sweep leaves the first point's target spoiled by
        // the second's impulse (the box leaves spinning and slower than e·v).
        for _ in 0..<(count > 1 ? 4 : 1) {
            for i in 0..<count {
                let cp = col.point(i)
                if cp.relativeVelocity[k] > -settings.restitutionThreshold || cp.maxNormalImpulse[k] == 0 { continue }
                let vn = (vBx - vAx) * nx + (vBy - vAy) * ny + wB * cp.rnB[k] - wA * cp.rnA[k]
                let old = cp.normalImpulse[k]
                let newImpulse = max(old - cp.normalMass[k] * (vn + restitution * cp.relativeVelocity[k]), 0)
                let impulse = newImpulse - old
                cp.normalImpulse[k] = newImpulse
                cp.maxNormalImpulse[k] = max(cp.maxNormalImpulse[k], impulse)
                let px = impulse * nx, py = impulse * ny
                vAx -= mA * px; vAy -= mA * py; wA -= iA * impulse * cp.rnA[k]
                vBx += mB * px; vBy += mB * py; wB += iB * impulse * cp.rnB[k]
            }
        }
        sA.pointee.vx = vAx; sA.pointee.vy = vAy; sA.pointee.w = wA
        sB.pointee.vx = vBx; sB.pointee.vy = vBy; sB.pointee.w = wB
    }

    // MARK: - Wide path (`width` constraints of one colour at a time)

    // The standard library's `pointwiseMin`/`pointwiseMax` are generic and compiled lane by lane (12 % of
    // a step at N = 4000 in perf); a compare and a select are single vector instructions.
    @inline(__always) private static func maxLanes(_ a: Lanes, _ b: Lanes) -> Lanes { a.replacing(with: b, where: a .< b) }
    @inline(__always) private static func minLanes(_ a: Lanes, _ b: Lanes) -> Lanes { a.replacing(with: b, where: b .< a) }

    @inline(__always) private static func load(_ p: UnsafeMutablePointer<Float>, _ k: Int) -> Lanes {
        UnsafeRawPointer(p + k).load(as: Lanes.self)
    }
    @inline(__always) private static func store(_ v: Lanes, _ p: UnsafeMutablePointer<Float>, _ k: Int) {
        UnsafeMutableRawPointer(p + k).storeBytes(of: v, as: Lanes.self)
    }

    /// The velocities of the lanes' bodies A or B.
    struct WideBody {
        var vx = Lanes(), vy = Lanes(), w = Lanes()
        var dpx = Lanes(), dpy = Lanes(), dqc = Lanes(), dqs = Lanes()

        @inline(__always) init(_ bodies: UnsafeMutablePointer<SolverBody>, _ index: UnsafeMutablePointer<Int32>, _ k: Int, positions: Bool) {
            for l in 0..<ContactSolver.width {
                let b = bodies + Int(index[k + l])
                vx[l] = b.pointee.vx; vy[l] = b.pointee.vy; w[l] = b.pointee.w
                if positions {
                    dpx[l] = b.pointee.dpx; dpy[l] = b.pointee.dpy; dqc[l] = b.pointee.dqc; dqs[l] = b.pointee.dqs
                }
            }
        }

        @inline(__always) func scatter(_ bodies: UnsafeMutablePointer<SolverBody>, _ index: UnsafeMutablePointer<Int32>, _ k: Int) {
            for l in 0..<ContactSolver.width {
                let b = bodies + Int(index[k + l])
                b.pointee.vx = vx[l]; b.pointee.vy = vy[l]; b.pointee.w = w[l]
            }
        }
    }

    /// Warm start of slots `k ..< k + width` (one colour, no body twice among them but the dummy).
    @inline(__always)
    static func warmStartWide(_ k: Int, _ col: ContactColumns, _ bodies: UnsafeMutablePointer<SolverBody>) {
        var a = WideBody(bodies, col.indexA, k, positions: false)
        var b = WideBody(bodies, col.indexB, k, positions: false)
        let nx = load(col.nx, k), ny = load(col.ny, k), tx = ny, ty = -nx
        let mA = load(col.mA, k), iA = load(col.iA, k), mB = load(col.mB, k), iB = load(col.iB, k)
        for i in 0..<2 {
            let cp = col.point(i)
            let n = load(cp.normalImpulse, k), t = load(cp.tangentImpulse, k)
            let px = n * nx + t * tx, py = n * ny + t * ty
            a.w -= iA * (n * load(cp.rnA, k) + t * load(cp.rtA, k))
            a.vx -= mA * px; a.vy -= mA * py
            b.w += iB * (n * load(cp.rnB, k) + t * load(cp.rtB, k))
            b.vx += mB * px; b.vy += mB * py
        }
        a.scatter(bodies, col.indexA, k)
        b.scatter(bodies, col.indexB, k)
    }

    @inline(__always)
    static func solveWide(_ k: Int, _ col: ContactColumns, _ bodies: UnsafeMutablePointer<SolverBody>, _ settings: Settings,
                          useBias: Bool, reversed: Bool) {
        var a = WideBody(bodies, col.indexA, k, positions: true)
        var b = WideBody(bodies, col.indexB, k, positions: true)
        let mA = load(col.mA, k), iA = load(col.iA, k), mB = load(col.mB, k), iB = load(col.iB, k)
        let nx = load(col.nx, k), ny = load(col.ny, k), tx = ny, ty = -nx
        let dpn = (b.dpx - a.dpx) * nx + (b.dpy - a.dpy) * ny
        let friction = load(col.friction, k)
        let zero = Lanes(repeating: 0)
        let inverseSubStep = Lanes(repeating: settings.inverseSubStep)
        // With the bias: the constraint's softness; without: rigid (mass scale 1, no impulse scale, no bias).
        let softBias = useBias ? load(col.biasRate, k) : zero
        let softMassScale = useBias ? load(col.massScale, k) : Lanes(repeating: 1)
        let softImpulseScale = useBias ? load(col.impulseScale, k) : zero
        let maxBias = Lanes(repeating: -settings.maxBiasVelocity)
        // A missing second point has zero masses and impulses: it computes a zero impulse in either order.
        let first = reversed ? 1 : 0
        for j in 0..<2 {
            let cp = col.point(j == 0 ? first : 1 - first)
            let rnA = load(cp.rnA, k), rnB = load(cp.rnB, k)
            let s = dpn + (b.dqc * load(cp.rdB, k) + b.dqs * rnB) - (a.dqc * load(cp.rdA, k) + a.dqs * rnA) + load(cp.baseSeparation, k)
            let speculative = s .> zero
            var bias = useBias ? maxLanes(softBias * s, maxBias) : zero
            bias.replace(with: s * inverseSubStep, where: speculative)
            var massScale = softMassScale
            massScale.replace(with: 1, where: speculative)
            var impulseScale = softImpulseScale
            impulseScale.replace(with: 0, where: speculative)
            let vn = (b.vx - a.vx) * nx + (b.vy - a.vy) * ny + b.w * rnB - a.w * rnA
            let old = load(cp.normalImpulse, k)
            let newImpulse = maxLanes(old - load(cp.normalMass, k) * massScale * (vn + bias) - impulseScale * old, zero)
            let impulse = newImpulse - old
            store(newImpulse, cp.normalImpulse, k)
            store(maxLanes(load(cp.maxNormalImpulse, k), impulse), cp.maxNormalImpulse, k)
            let px = impulse * nx, py = impulse * ny
            a.vx -= mA * px; a.vy -= mA * py; a.w -= iA * impulse * rnA
            b.vx += mB * px; b.vy += mB * py; b.w += iB * impulse * rnB
        }
        for j in 0..<2 {
            let cp = col.point(j == 0 ? first : 1 - first)
            let rtA = load(cp.rtA, k), rtB = load(cp.rtB, k)
            let vt = (b.vx - a.vx) * tx + (b.vy - a.vy) * ty + b.w * rtB - a.w * rtA
            let old = load(cp.tangentImpulse, k)
            let maxFriction = friction * load(cp.normalImpulse, k)
            let newImpulse = minLanes(maxLanes(old - load(cp.tangentMass, k) * vt, -maxFriction), maxFriction)
            let impulse = newImpulse - old
            store(newImpulse, cp.tangentImpulse, k)
            let px = impulse * tx, py = impulse * ty
            a.vx -= mA * px; a.vy -= mA * py; a.w -= iA * impulse * rtA
            b.vx += mB * px; b.vy += mB * py; b.w += iB * impulse * rtB
        }
        a.scatter(bodies, col.indexA, k)
        b.scatter(bodies, col.indexB, k)
    }
}

// MARK: - Passes over all slots

extension ContactSolver {
    /// Warm starts every constraint: colour by colour (wide or one slot at a time), then the overflow.
    static func warmStartAll(_ col: ContactColumns, _ bodies: UnsafeMutablePointer<SolverBody>, _ colourStart: [Int],
                             _ slotCount: Int, wide: Bool) {
        let overflow = colourStart[ContactConstraintStore.colourCount]
        if wide {
            var k = 0
            while k < overflow { warmStartWide(k, col, bodies); k += width }
        } else {
            for k in 0..<overflow { warmStart(k, col, bodies) }
        }
        for k in overflow..<slotCount { warmStart(k, col, bodies) }
    }

    /// Solves every constraint once (with or without the position bias), in the warm start's order.
    static func solveAll(_ col: ContactColumns, _ bodies: UnsafeMutablePointer<SolverBody>, _ colourStart: [Int],
                         _ slotCount: Int, _ settings: Settings, wide: Bool, useBias: Bool, reversed: Bool) {
        let overflow = colourStart[ContactConstraintStore.colourCount]
        if wide {
            var k = 0
            while k < overflow { solveWide(k, col, bodies, settings, useBias: useBias, reversed: reversed); k += width }
        } else {
            for k in 0..<overflow { solve(k, col, bodies, settings, useBias: useBias, reversed: reversed) }
        }
        for k in overflow..<slotCount { solve(k, col, bodies, settings, useBias: useBias, reversed: reversed) }
    }
}
