/// The step pipeline: broad phase → narrow phase (contacts, events, waking) → sub-stepped soft solve
/// → restitution → sleep. Everything a step produces is readable after `step` returns.
extension World {
    /// Advances the world by `timeStep` seconds using `subStepCount` sub-steps.
    public func step(timeStep: Double, subStepCount: Int = 4) {
        contactBeginEvents.removeAll(keepingCapacity: true)
        contactEndEvents.removeFirst(min(endEventsOfLastStep, contactEndEvents.count))
        defer { endEventsOfLastStep = contactEndEvents.count }
        guard timeStep > 0 else { return }
        let subSteps = max(1, subStepCount)
        updateBroadPhase(timeStep)
        updateContacts(timeStep)
        solve(timeStep, subSteps)
        updateSleep(timeStep)
        time += timeStep
        stepCount += 1
    }

    // MARK: - Broad phase

    /// Renews the shapes' boxes, moves the proxies whose box left its fat box (and gives proxies to new
    /// shapes and to shapes whose body changed type), then turns the new pairs into contacts.
    private func updateBroadPhase(_ dt: Double) {
        let margin = def.aabbMargin * 0.1
        // Box2D's margins: moving proxies get `aabbMargin` (0.1 m, scaled by `lengthUnitsPerMeter`),
        // static ones, which move only when set, the speculative distance.
        let fatMargin = def.aabbMargin, staticFatMargin = def.speculativeDistance
        // Work on a local: calling into the class's broad phase inside the loop would pay an exclusivity check each time.
        var bp = BroadPhase()
        swap(&bp, &broadPhase)
        bodies.withUnsafeMutableBufferPointer { bodies in
            states.withUnsafeBufferPointer { states in
                shapes.withUnsafeMutableBufferPointer { shapes in
                    polygons.withUnsafeBufferPointer { polygons in
                        for i in 0..<bodies.count where bodies[i].isAlive && bodies[i].isAwake && bodies[i].type != .static {
                            bodies[i].sweep = dt * states[i].v.length + margin
                        }
                        for i in 0..<shapes.count where shapes[i].isAlive {
                            let bodyIndex = Int(shapes[i].body)
                            let type = bodies[bodyIndex].type
                            let active = bodies[bodyIndex].isAwake && type != .static
                            let tree = bp.tree(of: Int32(i))
                            let needsProxy = tree != BroadPhase.treeIndex(of: type)
                            guard active || needsProxy || shapes[i].needsAABB else { continue }
                            let xf = bodies[bodyIndex].transform
                            var box = shapeAABB(shapes.baseAddress! + i, polygons.baseAddress! + i, xf)
                            if active {
                                let turn = abs(states[bodyIndex].w) * dt * shapes[i].extent
                                box = box.inflated(by: bodies[bodyIndex].sweep + turn)
                            }
                            shapes[i].aabb = box
                            let fat = box.inflated(by: type == .static ? staticFatMargin : fatMargin)
                            if needsProxy {
                                if tree >= 0 { bp.destroyProxy(Int32(i)) }
                                shapes[i].fatAABB = fat
                                bp.createProxy(Int32(i), aabb: fat, type: type, body: Int32(bodyIndex), filter: shapes[i].filter)
                            } else if shapes[i].needsAABB || !shapes[i].fatAABB.contains(box) {
                                shapes[i].fatAABB = fat
                                bp.moveProxy(Int32(i), aabb: fat)
                            }
                            shapes[i].needsAABB = false
                        }
                    }
                }
            }
        }
        bp.updatePairs(existing: pairIndex, into: &pairs)
        swap(&bp, &broadPhase)
        for key in pairs { createContact(key) }
    }

    // MARK: - Narrow phase

    /// Updates every contact in place: a contact whose fat boxes no longer overlap (or whose shapes may no
    /// longer collide) is removed, the others get a new manifold that keeps the impulses of points made by
    /// the same features. Contacts of two resting bodies are left as they are. Events come out in key order.
    private func updateContacts(_ dt: Double) {
        // Work on locals: appending to the class's arrays inside the loop would pay an exclusivity check each time.
        var wake: [Int32] = []
        swap(&wake, &toWake)
        wake.removeAll(keepingCapacity: true)
        var doomed: [Int32] = []
        swap(&doomed, &doomedContacts)
        doomed.removeAll(keepingCapacity: true)
        var begins: [ContactBeginEvent] = [], ends: [ContactEndEvent] = []
        let slop = def.linearSlop
        let speculative = def.speculativeDistance

        var contacts: [Contact] = []
        swap(&contacts, &self.contacts)
        contacts.withUnsafeMutableBufferPointer { contacts in
            shapes.withUnsafeBufferPointer { shapes in
                polygons.withUnsafeBufferPointer { polygons in
                    bodies.withUnsafeBufferPointer { bodies in
                        let shapePtr = shapes.baseAddress!, polygonPtr = polygons.baseAddress!
                        @inline(__always) func isActive(_ body: Int32) -> Bool {
                            let b = bodies[Int(body)]
                            return b.isAwake && b.type != .static
                        }
                        for k in 0..<contacts.count {
                            let c = contacts.baseAddress! + k
                            let bodyA = c.pointee.bodyA, bodyB = c.pointee.bodyB
                            let activeA = isActive(bodyA), activeB = isActive(bodyB)
                            if !activeA && !activeB { continue }  // a resting pair: keep it as it was
                            let sa = shapePtr + Int(c.pointee.shapeA), sb = shapePtr + Int(c.pointee.shapeB)
                            if !sa.pointee.fatAABB.overlaps(sb.pointee.fatAABB) || !sa.pointee.filter.accepts(sb.pointee.filter)
                                || (bodies[Int(bodyA)].type != .dynamic && bodies[Int(bodyB)].type != .dynamic)
                            {
                                if c.pointee.isTouching && c.pointee.enableEvents { ends.append(makeEndEvent(c.pointee)) }
                                doomed.append(Int32(k))
                                continue
                            }
                            // Fat boxes overlap far more often than shapes come within the speculative margin: shapes
                            // whose boxes (grown by their sweeps) are apart have no points, without running `collide`.
                            let boxesOverlap = sa.pointee.aabb.overlaps(sb.pointee.aabb)
                            // Still apart:
                            if !boxesOverlap && c.pointee.manifold.pointCount == 0 && !c.pointee.isTouching { continue }
                            var manifold = Manifold()
                            if boxesOverlap {
                                let margin =
                                    speculative + (activeA ? bodies[Int(bodyA)].sweep : 0)
                                    + (activeB ? bodies[Int(bodyB)].sweep : 0)
                                manifold = collide(
                                    sa, polygonPtr + Int(c.pointee.shapeA), bodies[Int(bodyA)].transform,
                                    sb, polygonPtr + Int(c.pointee.shapeB), bodies[Int(bodyB)].transform,
                                    speculativeDistance: margin, linearSlop: slop)
                            }
                            // Warm start: carry impulses over for points made by the same features.
                            let oldCount = c.pointee.manifold.pointCount
                            for p in 0..<manifold.pointCount {
                                let id = manifold[p].id
                                if oldCount > 0 && c.pointee.manifold.point0.id == id {
                                    manifold[p].normalImpulse = c.pointee.manifold.point0.normalImpulse
                                    manifold[p].tangentImpulse = c.pointee.manifold.point0.tangentImpulse
                                } else if oldCount > 1 && c.pointee.manifold.point1.id == id {
                                    manifold[p].normalImpulse = c.pointee.manifold.point1.normalImpulse
                                    manifold[p].tangentImpulse = c.pointee.manifold.point1.tangentImpulse
                                }
                            }
                            var touching = false
                            for p in 0..<manifold.pointCount where manifold[p].separation <= slop { touching = true }
                            let wasTouching = c.pointee.isTouching
                            let enableEvents = sa.pointee.enableContactEvents || sb.pointee.enableContactEvents
                            if enableEvents && touching != wasTouching && !touching { ends.append(makeEndEvent(c.pointee)) }
                            c.pointee.manifold = manifold
                            c.pointee.friction = (sa.pointee.friction * sb.pointee.friction).squareRoot()
                            c.pointee.restitution = max(sa.pointee.restitution, sb.pointee.restitution)
                            c.pointee.isTouching = touching
                            c.pointee.enableEvents = enableEvents
                            if enableEvents && touching && !wasTouching { begins.append(makeBeginEvent(c.pointee)) }
                            if manifold.pointCount > 0 {
                                if !activeA && bodies[Int(bodyA)].type == .dynamic { wake.append(bodyA) }
                                if !activeB && bodies[Int(bodyB)].type == .dynamic { wake.append(bodyB) }
                            }
                        }
                    }
                }
            }
        }
        swap(&contacts, &self.contacts)
        removeContacts(doomed)
        begins.sort { (x: ContactBeginEvent, y: ContactBeginEvent) -> Bool in
            (x.shapeA.index, x.shapeB.index) < (y.shapeA.index, y.shapeB.index)
        }
        ends.sort { (x: ContactEndEvent, y: ContactEndEvent) -> Bool in
            (x.shapeA.index, x.shapeB.index) < (y.shapeA.index, y.shapeB.index)
        }
        contactBeginEvents.append(contentsOf: begins)
        contactEndEvents.append(contentsOf: ends)
        wake.sort()
        for b in wake { wakeBody(Int(b)) }
        toWake = wake
        doomedContacts = doomed
    }

    private func makeBeginEvent(_ c: Contact) -> ContactBeginEvent {
        let m = c.manifold
        let a = states[Int(c.bodyA)], b = states[Int(c.bodyB)]
        let p = m.point0
        let dv = (b.v + cross(b.w, p.anchorB)) - (a.v + cross(a.w, p.anchorA))
        return ContactBeginEvent(
            shapeA: shapeID(at: c.shapeA), shapeB: shapeID(at: c.shapeB),
            normal: m.normal, point: p.point, approachSpeed: -dot(dv, m.normal),
            userDataA: shapes[Int(c.shapeA)].userData, userDataB: shapes[Int(c.shapeB)].userData,
            bodyA: bodyID(c.bodyA), bodyB: bodyID(c.bodyB))
    }

    // MARK: - Solve

    private func solve(_ dt: Double, _ subSteps: Int) {
        let h = dt / Double(subSteps)
        let inverseH = 1 / h
        let contactHertz = min(def.contactHertz, 0.25 * Double(subSteps) / dt)
        let settings = ContactSolver.Settings(
            contactSoftness: Softness(hertz: contactHertz, dampingRatio: def.contactDampingRatio, h: h),
            staticSoftness: Softness(hertz: 2 * contactHertz, dampingRatio: def.contactDampingRatio, h: h),
            maxBiasVelocity: Float(def.contactPushMaxVelocityMetersPerSecond * def.lengthUnitsPerMeter),
            restitutionThreshold: Float(def.restitutionThresholdMetersPerSecond * def.lengthUnitsPerMeter),
            inverseSubStep: Float(inverseH))
        let gravity = self.gravity
        // Rigid joints use their own stiffness (`jointHertz`), not one derived from the contacts: stiffer
        // contacts (the UIKit world's 60 Hz) must not make a dragged rod ring at the sub-step rate.
        let jointHertz = min(def.jointHertz, 0.25 * Double(subSteps) / dt)
        let jointContext = JointContext(
            h: h, inverseH: inverseH,
            jointSoftness: Softness(hertz: jointHertz, dampingRatio: def.jointDampingRatio, h: h))
        let store = contactStore
        let bodyCount = bodies.count
        let dummy = Int32(bodyCount)
        let colourCount = ContactConstraintStore.colourCount
        let width = ContactSolver.width

        // Constraints for contacts with points and at least one awake body that can move, coloured in
        // contact order (see `ContactConstraintStore`). Locals: no exclusivity checks on appends.
        var candidates: [Int32] = [], candidateColours: [UInt8] = []
        swap(&candidates, &colourCandidates)
        swap(&candidateColours, &self.candidateColours)
        candidates.removeAll(keepingCapacity: true)
        candidateColours.removeAll(keepingCapacity: true)
        var used: [UInt32] = []
        swap(&used, &bodyColours)
        used.removeAll(keepingCapacity: true)
        used.append(contentsOf: repeatElement(0, count: bodyCount))
        var perColour = [Int](repeating: 0, count: colourCount + 1)
        contacts.withUnsafeBufferPointer { contacts in
            bodies.withUnsafeBufferPointer { bodies in
                used.withUnsafeMutableBufferPointer { used in
                    let allColours: UInt32 = colourCount >= 32 ? ~0 : (1 << UInt32(colourCount)) - 1
                    for k in 0..<contacts.count where contacts[k].manifold.pointCount > 0 {
                        let ia = Int(contacts[k].bodyA), ib = Int(contacts[k].bodyB)
                        let aDynamic = bodies[ia].type == .dynamic, bDynamic = bodies[ib].type == .dynamic
                        guard (aDynamic && bodies[ia].isAwake) || (bDynamic && bodies[ib].isAwake) else { continue }
                        let taken = (aDynamic ? used[ia] : 0) | (bDynamic ? used[ib] : 0)
                        let free = ~taken & allColours
                        let colour = free == 0 ? colourCount : free.trailingZeroBitCount
                        if colour < colourCount {
                            let bit = UInt32(1) << UInt32(colour)
                            if aDynamic { used[ia] |= bit }
                            if bDynamic { used[ib] |= bit }
                        }
                        used[ia] |= ContactConstraintStore.inConstraint
                        used[ib] |= ContactConstraintStore.inConstraint
                        candidates.append(Int32(k))
                        candidateColours.append(UInt8(colour))
                        perColour[colour] += 1
                    }
                }
            }
        }
        var slot = 0
        for c in 0..<colourCount {
            store.colourStart[c] = slot
            slot += (perColour[c] + width - 1) / width * width
        }
        store.colourStart[colourCount] = slot
        store.slotCount = slot + perColour[colourCount]
        store.constraintCount = candidates.count
        store.reserve(slots: store.slotCount, bodyCount: bodyCount + 1)
        let col = store.columns
        let sb = store.bodies
        let colourStart = store.colourStart, slotCount = store.slotCount

        let activeDistance = distanceJoints.indices.filter { k in
            let j = distanceJoints[k]
            return j.isAlive && (bodies[Int(j.bodyA)].isAwake || bodies[Int(j.bodyB)].isAwake)
        }
        let activeTarget = targetJoints.indices.filter { targetJoints[$0].isAlive && bodies[Int(targetJoints[$0].body)].isAwake }
        let activeRevolute = revoluteJoints.indices.filter { k in
            let j = revoluteJoints[k]
            return j.isAlive && (bodies[Int(j.bodyA)].isAwake || bodies[Int(j.bodyB)].isAwake)
        }
        let activePrismatic = prismaticJoints.indices.filter { k in
            let j = prismaticJoints[k]
            return j.isAlive && (bodies[Int(j.bodyA)].isAwake || bodies[Int(j.bodyB)].isAwake)
        }
        // Joints keep their `Double` path on `states`: their bodies are copied there from the solver
        // bodies before each joint pass and back after it (exact both ways for unchanged values).
        var jointBodySet = Set<Int32>()
        for k in activeDistance { jointBodySet.insert(distanceJoints[k].bodyA); jointBodySet.insert(distanceJoints[k].bodyB) }
        for k in activeTarget { jointBodySet.insert(targetJoints[k].body) }
        for k in activeRevolute { jointBodySet.insert(revoluteJoints[k].bodyA); jointBodySet.insert(revoluteJoints[k].bodyB) }
        for k in activePrismatic { jointBodySet.insert(prismaticJoints[k].bodyA); jointBodySet.insert(prismaticJoints[k].bodyB) }
        let jointBodies = jointBodySet.sorted()
        for j in jointBodies { used[Int(j)] |= ContactConstraintStore.inConstraint }

        // Per-step velocity increments of the awake moving bodies (gravity, own acceleration, forces).
        // Bodies held by a contact or joint move in the Float32 solver bodies; free ones keep the
        // `Double` integration, so a free fall (and a UIKit push) stays exact to the closed form.
        motions.removeAll(keepingCapacity: true)
        freeMotions.removeAll(keepingCapacity: true)
        for i in bodies.indices where bodies[i].isAlive && bodies[i].isAwake && bodies[i].type != .static {
            let b = bodies[i]
            let dynamic = b.type == .dynamic
            let a = b.gravityScale * gravity + b.acceleration + states[i].invMass * b.force
            let motion = BodyMotion(
                index: Int32(i), isDynamic: dynamic,
                dv: dynamic ? h * a : .zero,
                dw: dynamic ? h * states[i].invInertia * b.torque : 0,
                linearDamping: dynamic ? 1 / (1 + h * b.linearDamping) : 1,
                angularDamping: dynamic ? 1 / (1 + h * b.angularDamping) : 1)
            if used[i] != 0 { motions.append(SolverMotion(motion)) } else { freeMotions.append(motion) }
        }
        let liveFields = fields.indices.filter { fields[$0].isAlive && !fields[$0].bodies.isEmpty }
        let startTime = time
        let firstOrder = stepCount
        let hasJoints = !jointBodies.isEmpty
        let wide = useWideSolver
        let hf = Float(h)

        bodies.withUnsafeMutableBufferPointer { bodiesBuffer in
            states.withUnsafeMutableBufferPointer { statesBuffer in
                motions.withUnsafeBufferPointer { motions in
                    freeMotions.withUnsafeBufferPointer { freeMotions in
                        contacts.withUnsafeBufferPointer { contactBuffer in
                            let bodyPtr = bodiesBuffer.baseAddress!, statePtr = statesBuffer.baseAddress!

                            // Solver bodies from the states; the dummy body (padding) stays at rest.
                            for i in 0..<bodyCount {
                                let s = statePtr[i]
                                sb[i] = SolverBody(vx: Float(s.v.x), vy: Float(s.v.y), w: Float(s.w))
                            }
                            sb[bodyCount] = SolverBody()
                            for m in motions { statePtr[Int(m.index)].dp = .zero; statePtr[Int(m.index)].dq = .identity }
                            for m in freeMotions { statePtr[Int(m.index)].dp = .zero; statePtr[Int(m.index)].dq = .identity }

                            // Slots: each candidate at the next free slot of its colour, then the padding.
                            var next = colourStart
                            for n in 0..<candidates.count {
                                let k = Int(candidates[n]), colour = Int(candidateColours[n])
                                let s = next[colour]
                                next[colour] = s + 1
                                let c = contactBuffer[k]
                                col.indexA[s] = c.bodyA; col.indexB[s] = c.bodyB; col.contactIndex[s] = Int32(k)
                                ContactSolver.prepare(
                                    s, col, c.manifold, friction: c.friction, restitution: c.restitution, statePtr, settings)
                            }
                            for c in 0..<colourCount {
                                for s in next[c]..<colourStart[c + 1] { ContactSolver.prepareEmpty(s, col, dummy: dummy) }
                            }

                            @inline(__always) func jointsRead() {
                                for j in jointBodies {
                                    let i = Int(j), b = sb[i]
                                    statePtr[i].v = Vec2(Double(b.vx), Double(b.vy)); statePtr[i].w = Double(b.w)
                                    statePtr[i].dp = Vec2(Double(b.dpx), Double(b.dpy));
                                    statePtr[i].dq = Rotation(c: Double(b.dqc), s: Double(b.dqs))
                                }
                            }
                            @inline(__always) func jointsWrite() {
                                for j in jointBodies {
                                    let i = Int(j)
                                    sb[i].vx = Float(statePtr[i].v.x); sb[i].vy = Float(statePtr[i].v.y);
                                    sb[i].w = Float(statePtr[i].w)
                                }
                            }
                            if hasJoints {
                                jointsRead()
                                for k in activeDistance { distanceJoints[k].prepare(bodyPtr, statePtr, jointContext) }
                                for k in activeTarget { targetJoints[k].prepare(bodyPtr, statePtr, jointContext) }
                                for k in activeRevolute { revoluteJoints[k].prepare(bodyPtr, statePtr, jointContext) }
                                for k in activePrismatic { prismaticJoints[k].prepare(bodyPtr, statePtr, jointContext) }
                            }

                            for subStep in 0..<subSteps {
                                // A manifold's two points are solved in one order in this sub-step's solve and relax
                                // passes and in the other order in the next sub-step; the first order alternates from step
                                // to step (see `ContactSolver.solve`).
                                let reversed = ((firstOrder &+ subStep) & 1) == 1
                                // Fields (few bodies, evaluated at the current sub-step state).
                                let now = startTime + Double(subStep) * h
                                for f in liveFields {
                                    let field = fields[f]
                                    for b in field.bodies {
                                        let i = Int(b)
                                        guard bodyPtr[i].isAwake, bodyPtr[i].type == .dynamic else { continue }
                                        guard used[i] != 0 else {
                                            let p = bodyPtr[i].transform.p + statePtr[i].dp
                                            let force = field.force(
                                                position: p, velocity: statePtr[i].v, mass: bodyPtr[i].mass,
                                                charge: bodyPtr[i].charge, time: now)
                                            statePtr[i].v += (h * statePtr[i].invMass) * force
                                            continue
                                        }
                                        let p = bodyPtr[i].transform.p + Vec2(Double(sb[i].dpx), Double(sb[i].dpy))
                                        let force = field.force(
                                            position: p, velocity: Vec2(Double(sb[i].vx), Double(sb[i].vy)),
                                            mass: bodyPtr[i].mass, charge: bodyPtr[i].charge, time: now)
                                        let dv = (h * statePtr[i].invMass) * force
                                        sb[i].vx += Float(dv.x); sb[i].vy += Float(dv.y)
                                    }
                                }
                                // Integrate velocities.
                                for m in freeMotions where m.isDynamic {
                                    let s = statePtr + Int(m.index)
                                    s.pointee.v = m.linearDamping * (s.pointee.v + m.dv)
                                    s.pointee.w = m.angularDamping * (s.pointee.w + m.dw)
                                }
                                for m in motions where m.isDynamic {
                                    let s = sb + Int(m.index)
                                    s.pointee.vx = m.linearDamping * (s.pointee.vx + m.dvx)
                                    s.pointee.vy = m.linearDamping * (s.pointee.vy + m.dvy)
                                    s.pointee.w = m.angularDamping * (s.pointee.w + m.dw)
                                }
                                // Warm start and solve joints, then contacts.
                                if hasJoints {
                                    jointsRead()
                                    for k in activeDistance { distanceJoints[k].warmStart(statePtr) }
                                    for k in activeTarget { targetJoints[k].warmStart(statePtr) }
                                    for k in activeRevolute { revoluteJoints[k].warmStart(statePtr) }
                                    for k in activePrismatic { prismaticJoints[k].warmStart(statePtr) }
                                    jointsWrite()
                                }
                                ContactSolver.warmStartAll(col, sb, colourStart, slotCount, wide: wide)
                                if hasJoints {
                                    jointsRead()
                                    for k in activeDistance { distanceJoints[k].solve(statePtr, jointContext, useBias: true) }
                                    for k in activeTarget { targetJoints[k].solve(statePtr, jointContext, useBias: true) }
                                    for k in activeRevolute { revoluteJoints[k].solve(statePtr, jointContext, useBias: true) }
                                    for k in activePrismatic { prismaticJoints[k].solve(statePtr, jointContext, useBias: true) }
                                    jointsWrite()
                                }
                                ContactSolver.solveAll(
                                    col, sb, colourStart, slotCount, settings, wide: wide, useBias: true, reversed: reversed)
                                // Integrate positions (as deltas; transforms are updated once after the sub-steps).
                                for m in freeMotions {
                                    let s = statePtr + Int(m.index)
                                    s.pointee.dp = s.pointee.dp + h * s.pointee.v
                                    let w = s.pointee.w
                                    if w != 0 { s.pointee.dq = s.pointee.dq.integrated(by: h * w) }
                                }
                                for m in motions {
                                    let s = sb + Int(m.index)
                                    s.pointee.dpx += hf * s.pointee.vx
                                    s.pointee.dpy += hf * s.pointee.vy
                                    let w = s.pointee.w
                                    if w != 0 {
                                        let delta = hf * w, c = s.pointee.dqc, sn = s.pointee.dqs
                                        let c2 = c - delta * sn, s2 = sn + delta * c
                                        let inverseLength = 1 / (c2 * c2 + s2 * s2).squareRoot()
                                        s.pointee.dqc = c2 * inverseLength; s.pointee.dqs = s2 * inverseLength
                                    }
                                }
                                // Relax: remove the velocity the position bias added.
                                if hasJoints {
                                    jointsRead()
                                    for k in activeDistance { distanceJoints[k].solve(statePtr, jointContext, useBias: false) }
                                    for k in activeTarget { targetJoints[k].solve(statePtr, jointContext, useBias: false) }
                                    for k in activeRevolute { revoluteJoints[k].solve(statePtr, jointContext, useBias: false) }
                                    for k in activePrismatic { prismaticJoints[k].solve(statePtr, jointContext, useBias: false) }
                                    jointsWrite()
                                }
                                ContactSolver.solveAll(
                                    col, sb, colourStart, slotCount, settings, wide: wide, useBias: false, reversed: reversed)
                            }
                            for k in 0..<slotCount { ContactSolver.applyRestitution(k, col, sb, settings) }
                            for i in 0..<bodyCount where bodyPtr[i].type == .dynamic && used[i] != 0 {
                                statePtr[i].v = Vec2(Double(sb[i].vx), Double(sb[i].vy))
                                statePtr[i].w = Double(sb[i].w)
                            }
                            for m in freeMotions {
                                let i = Int(m.index)
                                let s = statePtr[i]
                                bodyPtr[i].transform.p = bodyPtr[i].transform.p + s.dp
                                if s.dq != .identity { bodyPtr[i].transform.q = bodyPtr[i].transform.q.multiplied(by: s.dq) }
                                bodyPtr[i].force = .zero
                                bodyPtr[i].torque = 0
                            }
                            for m in motions {
                                let i = Int(m.index)
                                if m.isDynamic {
                                    let s = sb[i]
                                    bodyPtr[i].transform.p = bodyPtr[i].transform.p + Vec2(Double(s.dpx), Double(s.dpy))
                                    if s.dqc != 1 || s.dqs != 0 {
                                        // The Float32 rotation change is normalised to its precision only: renormalise in Double.
                                        let q = bodyPtr[i].transform.q.multiplied(
                                            by: Rotation(c: Double(s.dqc), s: Double(s.dqs)))
                                        let inverseLength = 1 / (q.c * q.c + q.s * q.s).squareRoot()
                                        bodyPtr[i].transform.q = Rotation(c: q.c * inverseLength, s: q.s * inverseLength)
                                    }
                                } else {
                                    // Kinematic bodies move by their own (Double) velocity, as they did before the Float32
                                    // solver: the contact solver never changes it, and UIKit drives them exactly.
                                    let v = statePtr[i].v, w = statePtr[i].w
                                    var dp = Vec2.zero, dq = Rotation.identity
                                    for _ in 0..<subSteps {
                                        dp = dp + h * v
                                        if w != 0 { dq = dq.integrated(by: h * w) }
                                    }
                                    bodyPtr[i].transform.p = bodyPtr[i].transform.p + dp
                                    if dq != .identity { bodyPtr[i].transform.q = bodyPtr[i].transform.q.multiplied(by: dq) }
                                }
                                bodyPtr[i].force = .zero
                                bodyPtr[i].torque = 0
                            }
                        }
                    }
                }
            }
        }

        // Store impulses for warm starting next step.
        contacts.withUnsafeMutableBufferPointer { contacts in
            for s in 0..<slotCount {
                let m = Int(col.contactIndex[s])
                guard m >= 0 else { continue }
                let count = Int(col.pointCount[s]), o = ContactColumns.offset(s)
                if count > 0 {
                    let p = col.points.0
                    contacts[m].manifold.point0.normalImpulse = Double(p.normalImpulse[o])
                    contacts[m].manifold.point0.tangentImpulse = Double(p.tangentImpulse[o])
                    contacts[m].manifold.point0.maxNormalImpulse = Double(p.maxNormalImpulse[o])
                }
                if count > 1 {
                    let p = col.points.1
                    contacts[m].manifold.point1.normalImpulse = Double(p.normalImpulse[o])
                    contacts[m].manifold.point1.tangentImpulse = Double(p.tangentImpulse[o])
                    contacts[m].manifold.point1.maxNormalImpulse = Double(p.maxNormalImpulse[o])
                }
            }
        }
        swap(&candidates, &colourCandidates)
        swap(&candidateColours, &self.candidateColours)
        swap(&used, &bodyColours)
    }

    // MARK: - Sleep

    /// Bodies slower than the tolerances accumulate sleep time; an island (bodies linked by contacts with
    /// points or by joints) sleeps when its least-rested body has rested `timeToSleep`.
    private func updateSleep(_ dt: Double) {
        let linearTolerance = def.linearSleepToleranceMetersPerSecond * def.lengthUnitsPerMeter
        for i in bodies.indices where bodies[i].isAlive && bodies[i].isAwake && bodies[i].type != .static {
            let s = states[i]
            if !def.enableSleep || !bodies[i].enableSleep || bodies[i].type == .kinematic
                || s.v.lengthSquared > linearTolerance * linearTolerance || abs(s.w) > def.angularSleepTolerance
            {
                bodies[i].sleepTime = 0
            } else {
                bodies[i].sleepTime += dt
            }
        }
        guard def.enableSleep else { return }
        // Union-find over awake dynamic bodies.
        var parent = Array(0..<bodies.count)
        func find(_ x: Int) -> Int {
            var x = x
            while parent[x] != x { parent[x] = parent[parent[x]]; x = parent[x] }
            return x
        }
        func union(_ a: Int32, _ b: Int32) {
            let ba = bodies[Int(a)], bb = bodies[Int(b)]
            guard ba.type == .dynamic, bb.type == .dynamic, ba.isAwake, bb.isAwake else { return }
            let ra = find(Int(a)), rb = find(Int(b))
            if ra != rb { parent[max(ra, rb)] = min(ra, rb) }
        }
        // Linked by any contact with points, speculative ones included: the narrow phase wakes a sleeping
        // body that has points with an awake one, so islands must be cut by the same rule. Cut by
        // "touching" (separation ≤ slop), two resting neighbours a speculative gap apart were two islands
        // that woke each other in turn for ever (100 views in a UIKit animator never paused).
        for c in contacts where c.manifold.pointCount > 0 { union(c.bodyA, c.bodyB) }
        for j in distanceJoints where j.isAlive { union(j.bodyA, j.bodyB) }
        for j in revoluteJoints where j.isAlive { union(j.bodyA, j.bodyB) }
        for j in prismaticJoints where j.isAlive { union(j.bodyA, j.bodyB) }
        var minSleep = [Double](repeating: .infinity, count: bodies.count)
        for i in bodies.indices where bodies[i].isAlive && bodies[i].isAwake && bodies[i].type == .dynamic {
            let r = find(i)
            minSleep[r] = min(minSleep[r], bodies[i].sleepTime)
        }
        // A body touching a moving kinematic body or held by a target joint whose target moves stays awake
        // through its velocity; nothing else to check here.
        var islandOfRoot = [Int32](repeating: -1, count: bodies.count)
        for i in bodies.indices where bodies[i].isAlive && bodies[i].isAwake && bodies[i].type == .dynamic {
            let r = find(i)
            guard minSleep[r] >= def.timeToSleep else { continue }
            if islandOfRoot[r] < 0 { islandOfRoot[r] = nextIslandID; nextIslandID &+= 1 }
            bodies[i].isAwake = false
            bodies[i].islandID = islandOfRoot[r]
            states[i].v = .zero
            states[i].w = 0
        }
    }
}
