/// A body as the solver sees it during a step (Box2D's `b2BodyState`): velocity and the position and
/// rotation change since the step began, 32 bytes of Float32. Transforms stay in `Double` in `Body`.
struct SolverBody {
    var vx: Float = 0, vy: Float = 0, w: Float = 0
    var flags: Float = 0
    var dpx: Float = 0, dpy: Float = 0
    var dqc: Float = 1, dqs: Float = 0
}

/// The contact constraints of one step in a structure of arrays of Float32 (blocks of 8 slots), ordered
/// by graph colour.
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
    // Float columns of a slot. A block's columns take 34 × 32 bytes, 17 whole cache lines, and the ones
    // only restitution reads (restitution, the points' approach velocities) come last, in lines of their
    // own that the warm start, solve and relax passes never load. The softness is not stored: a
    // constraint with a body of zero inverse mass uses the static softness (`Settings`), the others the
    // contact softness, decided from the Float32 masses the solver uses.
    static let nx = 0, ny = 1, mA = 2, iA = 3, mB = 4, iB = 5, friction = 6
    /// First column of point 0 and of point 1; a point's columns are at these plus the offsets below.
    static let point0 = 7, point1 = 19
    static let rnA = 0, rnB = 1, rtA = 2, rtB = 3, rdA = 4, rdB = 5, baseSeparation = 6, normalImpulse = 7
    static let tangentImpulse = 8, maxNormalImpulse = 9, normalMass = 10, tangentMass = 11
    static let restitution = 31
    /// The approach velocity of point 0; point 1's follows.
    static let relativeVelocity0 = 32
    static let floatColumns = 34
    // Int32 columns.
    static let indexA = 0, indexB = 1, contactIndex = 2, pointCount = 3
    static let intColumns = 4
    /// Graph colours (Box2D uses 24); a constraint that fits none overflows.
    static let colourCount = 24
    /// Slots per block: the Float columns are stored block by block (8 slots of column 0, 8 of column 1,
    /// …), so one block's constraint data is contiguous: preparing a slot or solving 8 of them touches
    /// a few neighbouring cache lines instead of one line in each of 37 separate arrays.
    static let block = 8
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
            let newCapacity = (max(slots, 2 * capacity, 64) + 7) & ~7
            floats.deallocate(); ints.deallocate()
            let raw = UnsafeMutableRawPointer.allocate(
                byteCount: newCapacity * ContactConstraintStore.floatColumns * 4, alignment: 64)
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
    let nx, ny, friction, restitution, mA, iA, mB, iB: UnsafeMutablePointer<Float>
    let points: (ContactPointColumns, ContactPointColumns)
    let indexA, indexB, contactIndex, pointCount: UnsafeMutablePointer<Int32>

    init(floats: UnsafeMutablePointer<Float>, ints: UnsafeMutablePointer<Int32>, capacity: Int) {
        typealias S = ContactConstraintStore
        func f(_ c: Int) -> UnsafeMutablePointer<Float> { floats + c * S.block }
        nx = f(S.nx); ny = f(S.ny); friction = f(S.friction); restitution = f(S.restitution)
        mA = f(S.mA); iA = f(S.iA); mB = f(S.mB); iB = f(S.iB)
        points = (
            ContactPointColumns(f(S.point0), f(S.relativeVelocity0)), ContactPointColumns(f(S.point1), f(S.relativeVelocity0 + 1))
        )
        indexA = ints; indexB = ints + capacity; contactIndex = ints + 2 * capacity; pointCount = ints + 3 * capacity
    }

    /// Point `i`'s columns (0 or 1): point 1's columns follow point 0's.
    @inline(__always) func point(_ i: Int) -> ContactPointColumns {
        typealias S = ContactConstraintStore
        return ContactPointColumns(
            points.0.base + i &* ((S.point1 - S.point0) &* S.block), points.0.relativeVelocity + i &* S.block)
    }

    /// Where slot `k`'s value sits relative to a Float column's pointer.
    @inline(__always) static func offset(_ k: Int) -> Int {
        (k >> 3) &* (ContactConstraintStore.floatColumns &* ContactConstraintStore.block) &+ (k & 7)
    }
}

/// The columns of one of a constraint's two points: one pointer, the columns at fixed distances from it
/// (a struct of 13 pointers, chosen between the two points with `? :`, was copied pointer by pointer
/// every time a pass picked a point), and the approach velocity, stored apart with restitution's columns.
struct ContactPointColumns {
    let base: UnsafeMutablePointer<Float>
    let relativeVelocity: UnsafeMutablePointer<Float>

    init(_ base: UnsafeMutablePointer<Float>, _ relativeVelocity: UnsafeMutablePointer<Float>) {
        self.base = base; self.relativeVelocity = relativeVelocity
    }

    @inline(__always) private func column(_ c: Int) -> UnsafeMutablePointer<Float> { base + c &* ContactConstraintStore.block }
    typealias S = ContactConstraintStore
    var rnA: UnsafeMutablePointer<Float> { @inline(__always) get { column(S.rnA) } }
    var rnB: UnsafeMutablePointer<Float> { @inline(__always) get { column(S.rnB) } }
    var rtA: UnsafeMutablePointer<Float> { @inline(__always) get { column(S.rtA) } }
    var rtB: UnsafeMutablePointer<Float> { @inline(__always) get { column(S.rtB) } }
    var rdA: UnsafeMutablePointer<Float> { @inline(__always) get { column(S.rdA) } }
    var rdB: UnsafeMutablePointer<Float> { @inline(__always) get { column(S.rdB) } }
    var baseSeparation: UnsafeMutablePointer<Float> { @inline(__always) get { column(S.baseSeparation) } }
    var normalImpulse: UnsafeMutablePointer<Float> { @inline(__always) get { column(S.normalImpulse) } }
    var tangentImpulse: UnsafeMutablePointer<Float> { @inline(__always) get { column(S.tangentImpulse) } }
    var maxNormalImpulse: UnsafeMutablePointer<Float> { @inline(__always) get { column(S.maxNormalImpulse) } }
    var normalMass: UnsafeMutablePointer<Float> { @inline(__always) get { column(S.normalMass) } }
    var tangentMass: UnsafeMutablePointer<Float> { @inline(__always) get { column(S.tangentMass) } }
}

/// Sequential-impulse contact solver in Box2D v3's soft-step form.
///
/// Trade-off: each sub-step solves every contact once with a soft (spring-damper) position bias and
/// then once more without bias ("relax"), instead of many rigid iterations per step. Sub-stepping gives
/// stiffness cheaply; the soft bias removes overlap smoothly (no jitter) and caps push-out speed.
enum ContactSolver {
    /// SIMD lanes of the wide path: eight, a store block, in two SSE registers on the x86-64 baseline
    /// this builds for. The solve of a block is a chain of dependent operations (each point's impulse
    /// needs the velocities the previous point left), so its time is the chain's latency; two registers
    /// a value run two independent chains side by side. Measured against four lanes (one register,
    /// Box2D's SSE2 `b2FloatW`): 7 % less time a step at N = 4000 and 9 % at N = 1000; sixteen lanes
    /// were no faster than eight. (Eight lanes had lost to four while the lanes were read value by
    /// value; see `WideBody`.) The width changes only the padding of a colour, not the order of the
    /// constraints, so the results do not depend on it.
    typealias Lanes = SIMD8<Float>
    typealias Quad = SIMD4<Float>
    static let width = Lanes.scalarCount

    struct Settings {
        /// The softness of contacts between two bodies that move, and of contacts with a static or
        /// kinematic body, in Float32.
        let contactBiasRate, contactMassScale, contactImpulseScale: Float
        let staticBiasRate, staticMassScale, staticImpulseScale: Float
        let maxBiasVelocity: Float
        let restitutionThreshold: Float
        let inverseSubStep: Float

        init(
            contactSoftness: Softness, staticSoftness: Softness, maxBiasVelocity: Float, restitutionThreshold: Float,
            inverseSubStep: Float
        ) {
            contactBiasRate = Float(contactSoftness.biasRate); contactMassScale = Float(contactSoftness.massScale)
            contactImpulseScale = Float(contactSoftness.impulseScale)
            staticBiasRate = Float(staticSoftness.biasRate); staticMassScale = Float(staticSoftness.massScale)
            staticImpulseScale = Float(staticSoftness.impulseScale)
            self.maxBiasVelocity = maxBiasVelocity
            self.restitutionThreshold = restitutionThreshold
            self.inverseSubStep = inverseSubStep
        }
    }

    /// Fills slot `k` from the contact's manifold, read in place (Double math, stored as Float32).
    @inline(__always)
    static func prepare(
        _ k: Int, _ col: ContactColumns, _ contact: UnsafePointer<Contact>, _ states: UnsafeMutablePointer<BodyState>,
        _ settings: Settings
    ) {
        let o = ContactColumns.offset(k)
        let friction = contact.pointee.friction, restitution = contact.pointee.restitution
        let a = states[Int(col.indexA[k])], b = states[Int(col.indexB[k])]
        let normal = Vec2(contact.pointee.manifold.normal), tangent = normal.rightPerp
        col.nx[o] = Float(normal.x); col.ny[o] = Float(normal.y)
        col.friction[o] = Float(friction); col.restitution[o] = Float(restitution)
        col.mA[o] = Float(a.invMass); col.iA[o] = Float(a.invInertia)
        col.mB[o] = Float(b.invMass); col.iB[o] = Float(b.invInertia)
        let pointCount = contact.pointee.manifold.pointCount
        col.pointCount[k] = Int32(pointCount)
        let mA = a.invMass, iA = a.invInertia, mB = b.invMass, iB = b.invInertia
        for i in 0..<2 {
            let p = col.point(i)
            guard i < pointCount else { clearPoint(o, p); continue }
            let mp = i == 0 ? contact.pointee.manifold.point0 : contact.pointee.manifold.point1
            let rA = Vec2(mp.anchorA), rB = Vec2(mp.anchorB)
            let rnA = cross(rA, normal), rnB = cross(rB, normal)
            let rtA = cross(rA, tangent), rtB = cross(rB, tangent)
            let rdA = dot(rA, normal), rdB = dot(rB, normal)
            p.rnA[o] = Float(rnA); p.rnB[o] = Float(rnB); p.rtA[o] = Float(rtA); p.rtB[o] = Float(rtB)
            p.rdA[o] = Float(rdA); p.rdB[o] = Float(rdB)
            p.baseSeparation[o] = Float(Double(mp.separation) - (rdB - rdA))
            p.normalImpulse[o] = mp.normalImpulse
            p.tangentImpulse[o] = mp.tangentImpulse
            p.maxNormalImpulse[o] = 0
            let kNormal = mA + mB + iA * rnA * rnA + iB * rnB * rnB
            p.normalMass[o] = kNormal > 0 ? Float(1 / kNormal) : 0
            let kTangent = mA + mB + iA * rtA * rtA + iB * rtB * rtB
            p.tangentMass[o] = kTangent > 0 ? Float(1 / kTangent) : 0
            p.relativeVelocity[o] = Float(dot(normal, b.v - a.v) + b.w * rnB - a.w * rnA)
        }
    }

    /// Makes slot `k` an empty constraint on body `dummy` (padding of a colour): every impulse it
    /// computes is zero, so it changes nothing.
    static func prepareEmpty(_ k: Int, _ col: ContactColumns, dummy: Int32) {
        let o = ContactColumns.offset(k)
        col.indexA[k] = dummy; col.indexB[k] = dummy; col.contactIndex[k] = -1; col.pointCount[k] = 0
        col.nx[o] = 0; col.ny[o] = 0; col.friction[o] = 0; col.restitution[o] = 0
        col.mA[o] = 0; col.iA[o] = 0; col.mB[o] = 0; col.iB[o] = 0
        clearPoint(o, col.points.0); clearPoint(o, col.points.1)
    }

    private static func clearPoint(_ o: Int, _ p: ContactPointColumns) {
        p.rnA[o] = 0; p.rnB[o] = 0; p.rtA[o] = 0; p.rtB[o] = 0; p.rdA[o] = 0; p.rdB[o] = 0
        p.baseSeparation[o] = 0; p.relativeVelocity[o] = 0; p.normalImpulse[o] = 0; p.tangentImpulse[o] = 0
        p.maxNormalImpulse[o] = 0; p.normalMass[o] = 0; p.tangentMass[o] = 0
    }

    // MARK: - Scalar path (the reference)

    @inline(__always)
    static func warmStart(_ k: Int, _ col: ContactColumns, _ bodies: UnsafeMutablePointer<SolverBody>) {
        let o = ContactColumns.offset(k)
        let sA = bodies + Int(col.indexA[k]), sB = bodies + Int(col.indexB[k])
        var vAx = sA.pointee.vx, vAy = sA.pointee.vy, wA = sA.pointee.w
        var vBx = sB.pointee.vx, vBy = sB.pointee.vy, wB = sB.pointee.w
        let nx = col.nx[o], ny = col.ny[o], tx = ny, ty = -nx
        let mA = col.mA[o], iA = col.iA[o], mB = col.mB[o], iB = col.iB[o]
        for i in 0..<Int(col.pointCount[k]) {
            let cp = col.point(i)
            let n = cp.normalImpulse[o], t = cp.tangentImpulse[o]
            let px = n * nx + t * tx, py = n * ny + t * ty
            wA -= iA * (n * cp.rnA[o] + t * cp.rtA[o])
            vAx -= mA * px; vAy -= mA * py
            wB += iB * (n * cp.rnB[o] + t * cp.rtB[o])
            vBx += mB * px; vBy += mB * py
        }
        sA.pointee.vx = vAx; sA.pointee.vy = vAy; sA.pointee.w = wA
        sB.pointee.vx = vBx; sB.pointee.vy = vBy; sB.pointee.w = wB
    }

    @inline(__always)
    static func solve(
        _ k: Int, _ col: ContactColumns, _ bodies: UnsafeMutablePointer<SolverBody>, _ settings: Settings,
        useBias: Bool, reversed: Bool
    ) {
        let o = ContactColumns.offset(k)
        let sA = bodies + Int(col.indexA[k]), sB = bodies + Int(col.indexB[k])
        var vAx = sA.pointee.vx, vAy = sA.pointee.vy, wA = sA.pointee.w
        var vBx = sB.pointee.vx, vBy = sB.pointee.vy, wB = sB.pointee.w
        let dqAc = sA.pointee.dqc, dqAs = sA.pointee.dqs, dqBc = sB.pointee.dqc, dqBs = sB.pointee.dqs
        let mA = col.mA[o], iA = col.iA[o], mB = col.mB[o], iB = col.iB[o]
        let nx = col.nx[o], ny = col.ny[o], tx = ny, ty = -nx
        let dpn = (sB.pointee.dpx - sA.pointee.dpx) * nx + (sB.pointee.dpy - sA.pointee.dpy) * ny
        let count = Int(col.pointCount[k])
        let friction = col.friction[o]
        let isStatic = mA == 0 || mB == 0
        let biasRate = isStatic ? settings.staticBiasRate : settings.contactBiasRate
        let softMassScale = isStatic ? settings.staticMassScale : settings.contactMassScale
        let softImpulseScale = isStatic ? settings.staticImpulseScale : settings.contactImpulseScale

        // Non-penetration. `reversed` visits the two points last-first. Within a sub-step the solve and the
        // relax pass use the same order: a relax pass in the other order split a deeply loaded box's weight
        // between its points differently from the solve, moving impulse from one point to the other every
        // sub-step, and piles never rested (N = 1000 box pile: one seed of six ended at 2.8 pt/s).
        // Between sub-steps the order alternates: with one fixed order (Box2D's), Gauss-Seidel's bias
        // toward the first point turns every box of an aligned stack the same way and the stack leans.
        for j in 0..<count {
            let cp = col.point(reversed ? count - 1 - j : j)
            let s = dpn + (dqBc * cp.rdB[o] + dqBs * cp.rnB[o]) - (dqAc * cp.rdA[o] + dqAs * cp.rnA[o]) + cp.baseSeparation[o]
            var bias: Float = 0, massScale: Float = 1, impulseScale: Float = 0
            if s > 0 {
                bias = s * settings.inverseSubStep  // speculative: may close the gap, no more
            } else if useBias {
                bias = max(biasRate * s, -settings.maxBiasVelocity)
                massScale = softMassScale
                impulseScale = softImpulseScale
            }
            let rnA = cp.rnA[o], rnB = cp.rnB[o]
            let vn = (vBx - vAx) * nx + (vBy - vAy) * ny + wB * rnB - wA * rnA
            let old = cp.normalImpulse[o]
            let newImpulse = max(old - cp.normalMass[o] * massScale * (vn + bias) - impulseScale * old, 0)
            let impulse = newImpulse - old
            cp.normalImpulse[o] = newImpulse
            cp.maxNormalImpulse[o] = max(cp.maxNormalImpulse[o], impulse)
            let px = impulse * nx, py = impulse * ny
            vAx -= mA * px; vAy -= mA * py; wA -= iA * impulse * rnA
            vBx += mB * px; vBy += mB * py; wB += iB * impulse * rnB
        }

        // Friction (Coulomb cone clamped by this point's normal impulse).
        for j in 0..<count {
            let cp = col.point(reversed ? count - 1 - j : j)
            let rtA = cp.rtA[o], rtB = cp.rtB[o]
            let vt = (vBx - vAx) * tx + (vBy - vAy) * ty + wB * rtB - wA * rtA
            let old = cp.tangentImpulse[o]
            let maxFriction = friction * cp.normalImpulse[o]
            let newImpulse = min(max(old - cp.tangentMass[o] * vt, -maxFriction), maxFriction)
            let impulse = newImpulse - old
            cp.tangentImpulse[o] = newImpulse
            let px = impulse * tx, py = impulse * ty
            vAx -= mA * px; vAy -= mA * py; wA -= iA * impulse * rtA
            vBx += mB * px; vBy += mB * py; wB += iB * impulse * rtB
        }

        sA.pointee.vx = vAx; sA.pointee.vy = vAy; sA.pointee.w = wA
        sB.pointee.vx = vBx; sB.pointee.vy = vBy; sB.pointee.w = wB
    }

    /// Bounces: after the sub-steps, drive the normal velocity to −e × the approach velocity for points
    /// that approached faster than the threshold and actually pushed.
    static func applyRestitution(
        _ k: Int, _ col: ContactColumns, _ bodies: UnsafeMutablePointer<SolverBody>, _ settings: Settings
    ) {
        let o = ContactColumns.offset(k)
        let restitution = col.restitution[o]
        guard restitution > 0 else { return }
        let sA = bodies + Int(col.indexA[k]), sB = bodies + Int(col.indexB[k])
        var vAx = sA.pointee.vx, vAy = sA.pointee.vy, wA = sA.pointee.w
        var vBx = sB.pointee.vx, vBy = sB.pointee.vy, wB = sB.pointee.w
        let mA = col.mA[o], iA = col.iA[o], mB = col.mB[o], iB = col.iB[o]
        let nx = col.nx[o], ny = col.ny[o]
        let count = Int(col.pointCount[k])
        // A few Gauss-Seidel sweeps: with two points, one sweep leaves the first point's target spoiled by
        // the second's impulse (the box leaves spinning and slower than e·v).
        for _ in 0..<(count > 1 ? 4 : 1) {
            for i in 0..<count {
                let cp = col.point(i)
                if cp.relativeVelocity[o] > -settings.restitutionThreshold || cp.maxNormalImpulse[o] == 0 { continue }
                let vn = (vBx - vAx) * nx + (vBy - vAy) * ny + wB * cp.rnB[o] - wA * cp.rnA[o]
                let old = cp.normalImpulse[o]
                let newImpulse = max(old - cp.normalMass[o] * (vn + restitution * cp.relativeVelocity[o]), 0)
                let impulse = newImpulse - old
                cp.normalImpulse[o] = newImpulse
                cp.maxNormalImpulse[o] = max(cp.maxNormalImpulse[o], impulse)
                let px = impulse * nx, py = impulse * ny
                vAx -= mA * px; vAy -= mA * py; wA -= iA * impulse * cp.rnA[o]
                vBx += mB * px; vBy += mB * py; wB += iB * impulse * cp.rnB[o]
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

    /// The velocities of the lanes' bodies A or B (and, for the solve, their position changes).
    ///
    /// A solver body is two rows of four Float32: velocity, angular velocity and flags; position and
    /// rotation change. The lanes are loaded as whole rows and transposed four at a time, and written
    /// back as whole first rows (the flags as read; lanes of a colour share no dynamic body, and a static
    /// body or the dummy in several lanes gets the same unchanged velocity from each). Both are
    /// `@inline(never)` on purpose: inlined, LLVM scalarised the solve's vector arithmetic between the
    /// lane reads and writes and re-vectorised it in pairs of one body's values, shuffling the lanes
    /// back and forth through the friction pass (about 120 shuffles and 200 stack moves a block).
    struct WideBody {
        var vx = Lanes(), vy = Lanes(), w = Lanes(), flags = Lanes()
        var dpx = Lanes(), dpy = Lanes(), dqc = Lanes(), dqs = Lanes()

        @inline(never) init(
            _ bodies: UnsafeMutablePointer<SolverBody>, _ index: UnsafeMutablePointer<Int32>, _ k: Int, positions: Bool
        ) {
            let raw = UnsafeRawPointer(bodies), stride = MemoryLayout<SolverBody>.stride
            let half = MemoryLayout<Quad>.size
            @inline(__always) func row(_ l: Int, _ second: Bool) -> Quad {
                raw.loadUnaligned(fromByteOffset: Int(index[k + l]) &* stride &+ (second ? half : 0), as: Quad.self)
            }
            let (x0, y0, w0, f0) = Self.transpose(row(0, false), row(1, false), row(2, false), row(3, false))
            let (x1, y1, w1, f1) = Self.transpose(row(4, false), row(5, false), row(6, false), row(7, false))
            vx = Lanes(lowHalf: x0, highHalf: x1); vy = Lanes(lowHalf: y0, highHalf: y1)
            w = Lanes(lowHalf: w0, highHalf: w1); flags = Lanes(lowHalf: f0, highHalf: f1)
            if positions {
                let (a0, b0, c0, d0) = Self.transpose(row(0, true), row(1, true), row(2, true), row(3, true))
                let (a1, b1, c1, d1) = Self.transpose(row(4, true), row(5, true), row(6, true), row(7, true))
                dpx = Lanes(lowHalf: a0, highHalf: a1); dpy = Lanes(lowHalf: b0, highHalf: b1)
                dqc = Lanes(lowHalf: c0, highHalf: c1); dqs = Lanes(lowHalf: d0, highHalf: d1)
            }
        }

        @inline(never) func scatter(_ bodies: UnsafeMutablePointer<SolverBody>, _ index: UnsafeMutablePointer<Int32>, _ k: Int) {
            let raw = UnsafeMutableRawPointer(bodies), stride = MemoryLayout<SolverBody>.stride
            let (r0, r1, r2, r3) = Self.transpose(vx.lowHalf, vy.lowHalf, w.lowHalf, flags.lowHalf)
            let (r4, r5, r6, r7) = Self.transpose(vx.highHalf, vy.highHalf, w.highHalf, flags.highHalf)
            raw.storeBytes(of: r0, toByteOffset: Int(index[k]) &* stride, as: Quad.self)
            raw.storeBytes(of: r1, toByteOffset: Int(index[k + 1]) &* stride, as: Quad.self)
            raw.storeBytes(of: r2, toByteOffset: Int(index[k + 2]) &* stride, as: Quad.self)
            raw.storeBytes(of: r3, toByteOffset: Int(index[k + 3]) &* stride, as: Quad.self)
            raw.storeBytes(of: r4, toByteOffset: Int(index[k + 4]) &* stride, as: Quad.self)
            raw.storeBytes(of: r5, toByteOffset: Int(index[k + 5]) &* stride, as: Quad.self)
            raw.storeBytes(of: r6, toByteOffset: Int(index[k + 6]) &* stride, as: Quad.self)
            raw.storeBytes(of: r7, toByteOffset: Int(index[k + 7]) &* stride, as: Quad.self)
        }

        /// Rows to columns (and back): element `j` of row `i` becomes element `i` of result `j`.
        @inline(__always) static func transpose(_ r0: Quad, _ r1: Quad, _ r2: Quad, _ r3: Quad) -> (
            Quad, Quad, Quad, Quad
        ) {
            let t0 = Quad(r0[0], r1[0], r0[1], r1[1]), t1 = Quad(r2[0], r3[0], r2[1], r3[1])
            let t2 = Quad(r0[2], r1[2], r0[3], r1[3]), t3 = Quad(r2[2], r3[2], r2[3], r3[3])
            return (
                Quad(t0[0], t0[1], t1[0], t1[1]), Quad(t0[2], t0[3], t1[2], t1[3]),
                Quad(t2[0], t2[1], t3[0], t3[1]), Quad(t2[2], t2[3], t3[2], t3[3])
            )
        }
    }

    /// Warm start of slots `k ..< k + width` (one colour, no body twice among them but the dummy).
    @inline(__always)
    static func warmStartWide(_ k: Int, _ col: ContactColumns, _ bodies: UnsafeMutablePointer<SolverBody>) {
        let o = ContactColumns.offset(k)
        var a = WideBody(bodies, col.indexA, k, positions: false)
        var b = WideBody(bodies, col.indexB, k, positions: false)
        let nx = load(col.nx, o), ny = load(col.ny, o), tx = ny, ty = -nx
        let mA = load(col.mA, o), iA = load(col.iA, o), mB = load(col.mB, o), iB = load(col.iB, o)
        for i in 0..<2 {
            let cp = col.point(i)
            let n = load(cp.normalImpulse, o), t = load(cp.tangentImpulse, o)
            let px = n * nx + t * tx, py = n * ny + t * ty
            a.w -= iA * (n * load(cp.rnA, o) + t * load(cp.rtA, o))
            a.vx -= mA * px; a.vy -= mA * py
            b.w += iB * (n * load(cp.rnB, o) + t * load(cp.rtB, o))
            b.vx += mB * px; b.vy += mB * py
        }
        a.scatter(bodies, col.indexA, k)
        b.scatter(bodies, col.indexB, k)
    }

    /// What the normal pass of one point needs besides the point's columns, loaded once per block.
    struct WideNormalTerms {
        let nx, ny, mA, iA, mB, iB, dpn: Lanes
        let softBias, softMassScale, softImpulseScale, maxBias, inverseSubStep: Lanes
    }

    /// One point's non-penetration impulse in every lane (see `solve` for the scalar form).
    @_transparent
    static func solveNormalWide(
        _ cp: ContactPointColumns, _ o: Int, _ t: WideNormalTerms, _ a: inout WideBody, _ b: inout WideBody,
        useBias: Bool
    ) {
        let zero = Lanes(repeating: 0)
        let rnA = load(cp.rnA, o), rnB = load(cp.rnB, o)
        let s =
            t.dpn + (b.dqc * load(cp.rdB, o) + b.dqs * rnB) - (a.dqc * load(cp.rdA, o) + a.dqs * rnA)
            + load(cp.baseSeparation, o)
        let speculative = s .> zero
        var bias = useBias ? maxLanes(t.softBias * s, t.maxBias) : zero
        bias.replace(with: s * t.inverseSubStep, where: speculative)
        var massScale = t.softMassScale
        massScale.replace(with: 1, where: speculative)
        var impulseScale = t.softImpulseScale
        impulseScale.replace(with: 0, where: speculative)
        let vn = (b.vx - a.vx) * t.nx + (b.vy - a.vy) * t.ny + b.w * rnB - a.w * rnA
        let old = load(cp.normalImpulse, o)
        let newImpulse = maxLanes(old - load(cp.normalMass, o) * massScale * (vn + bias) - impulseScale * old, zero)
        let impulse = newImpulse - old
        store(newImpulse, cp.normalImpulse, o)
        store(maxLanes(load(cp.maxNormalImpulse, o), impulse), cp.maxNormalImpulse, o)
        let px = impulse * t.nx, py = impulse * t.ny
        a.vx -= t.mA * px; a.vy -= t.mA * py; a.w -= t.iA * impulse * rnA
        b.vx += t.mB * px; b.vy += t.mB * py; b.w += t.iB * impulse * rnB
    }

    /// One point's friction impulse in every lane, clamped by its normal impulse.
    @_transparent
    static func solveFrictionWide(
        _ cp: ContactPointColumns, _ o: Int, _ t: WideNormalTerms, _ friction: Lanes, _ a: inout WideBody,
        _ b: inout WideBody
    ) {
        let tx = t.ny, ty = -t.nx
        let rtA = load(cp.rtA, o), rtB = load(cp.rtB, o)
        let vt = (b.vx - a.vx) * tx + (b.vy - a.vy) * ty + b.w * rtB - a.w * rtA
        let old = load(cp.tangentImpulse, o)
        let maxFriction = friction * load(cp.normalImpulse, o)
        let newImpulse = minLanes(maxLanes(old - load(cp.tangentMass, o) * vt, -maxFriction), maxFriction)
        let impulse = newImpulse - old
        store(newImpulse, cp.tangentImpulse, o)
        let px = impulse * tx, py = impulse * ty
        a.vx -= t.mA * px; a.vy -= t.mA * py; a.w -= t.iA * impulse * rtA
        b.vx += t.mB * px; b.vy += t.mB * py; b.w += t.iB * impulse * rtB
    }

    /// Solve of slots `k ..< k + width`: both points' normal impulses, then both points' friction, each
    /// point written out as its own call (a loop over the two points kept the lanes transposed through
    /// the friction pass, about 700 instructions a block; see `solve` for the order of the points).
    @_transparent
    static func solveWide(
        _ k: Int, _ col: ContactColumns, _ bodies: UnsafeMutablePointer<SolverBody>, _ settings: Settings,
        useBias: Bool, reversed: Bool
    ) {
        let o = ContactColumns.offset(k)
        var a = WideBody(bodies, col.indexA, k, positions: true)
        var b = WideBody(bodies, col.indexB, k, positions: true)
        let nx = load(col.nx, o), ny = load(col.ny, o)
        let zero = Lanes(repeating: 0)
        let mA = load(col.mA, o), mB = load(col.mB, o)
        // With the bias: the constraint's softness (static where a body has zero inverse mass); without:
        // rigid (mass scale 1, no impulse scale, no bias).
        let isStatic = (mA .== zero) .| (mB .== zero)
        @inline(__always) func soft(_ contact: Float, _ fixed: Float) -> Lanes {
            Lanes(repeating: contact).replacing(with: fixed, where: isStatic)
        }
        let terms = WideNormalTerms(
            nx: nx, ny: ny, mA: mA, iA: load(col.iA, o), mB: mB, iB: load(col.iB, o),
            dpn: (b.dpx - a.dpx) * nx + (b.dpy - a.dpy) * ny,
            softBias: useBias ? soft(settings.contactBiasRate, settings.staticBiasRate) : zero,
            softMassScale: useBias ? soft(settings.contactMassScale, settings.staticMassScale) : Lanes(repeating: 1),
            softImpulseScale: useBias ? soft(settings.contactImpulseScale, settings.staticImpulseScale) : zero,
            maxBias: Lanes(repeating: -settings.maxBiasVelocity),
            inverseSubStep: Lanes(repeating: settings.inverseSubStep))
        // A missing second point has zero masses and impulses: it computes a zero impulse in either order.
        let first = col.point(reversed ? 1 : 0), second = col.point(reversed ? 0 : 1)
        solveNormalWide(first, o, terms, &a, &b, useBias: useBias)
        solveNormalWide(second, o, terms, &a, &b, useBias: useBias)
        let friction = load(col.friction, o)
        solveFrictionWide(first, o, terms, friction, &a, &b)
        solveFrictionWide(second, o, terms, friction, &a, &b)
        a.scatter(bodies, col.indexA, k)
        b.scatter(bodies, col.indexB, k)
    }
}

// MARK: - Passes over all slots

extension ContactSolver {
    /// Warm starts every constraint: colour by colour (wide or one slot at a time), then the overflow.
    static func warmStartAll(
        _ col: ContactColumns, _ bodies: UnsafeMutablePointer<SolverBody>, _ colourStart: [Int],
        _ slotCount: Int, wide: Bool
    ) {
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
    static func solveAll(
        _ col: ContactColumns, _ bodies: UnsafeMutablePointer<SolverBody>, _ colourStart: [Int],
        _ slotCount: Int, _ settings: Settings, wide: Bool, useBias: Bool, reversed: Bool
    ) {
        let overflow = colourStart[ContactConstraintStore.colourCount]
        if wide {
            // `useBias` a constant in each loop, so the solve is compiled once for each.
            var k = 0
            if useBias {
                while k < overflow { solveWide(k, col, bodies, settings, useBias: true, reversed: reversed); k += width }
            } else {
                while k < overflow { solveWide(k, col, bodies, settings, useBias: false, reversed: reversed); k += width }
            }
        } else {
            for k in 0..<overflow { solve(k, col, bodies, settings, useBias: useBias, reversed: reversed) }
        }
        for k in overflow..<slotCount { solve(k, col, bodies, settings, useBias: useBias, reversed: reversed) }
    }
}
