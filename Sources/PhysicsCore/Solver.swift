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
        let slop = def.linearSlop, touchingSlop = Float(slop)
        let speculative = def.speculativeDistance

        var contacts: [Contact] = []
        swap(&contacts, &self.contacts)
        contacts.withUnsafeMutableBufferPointer { contacts in
            shapes.withUnsafeBufferPointer { shapes in
                polygons.withUnsafeBufferPointer { polygons in
                    polygonLanes.withUnsafeBufferPointer { lanes in
                        bodies.withUnsafeBufferPointer { bodies in
                            let shapePtr = shapes.baseAddress!, polygonPtr = polygons.baseAddress!, lanePtr = lanes.baseAddress!
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
                                if !sa.pointee.fatAABB.overlaps(sb.pointee.fatAABB)
                                    || !sa.pointee.filter.accepts(sb.pointee.filter)
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
                                    let ia = Int(c.pointee.shapeA), ib = Int(c.pointee.shapeB)
                                    manifold = collide(
                                        sa, polygonPtr + ia, lanePtr + ia, bodies[Int(bodyA)].transform,
                                        sb, polygonPtr + ib, lanePtr + ib, bodies[Int(bodyB)].transform,
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
                                for p in 0..<manifold.pointCount where manifold[p].separation <= touchingSlop { touching = true }
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
        let anchorA = Vec2(m.point0.anchorA), anchorB = Vec2(m.point0.anchorB), normal = Vec2(m.normal)
        let dv = (b.v + cross(b.w, anchorB)) - (a.v + cross(a.w, anchorA))
        return ContactBeginEvent(
            shapeA: shapeID(at: c.shapeA), shapeB: shapeID(at: c.shapeB),
            normal: normal, point: bodies[Int(c.bodyA)].transform.p + anchorA, approachSpeed: -dot(dv, normal),
            userDataA: shapes[Int(c.shapeA)].userData, userDataB: shapes[Int(c.shapeB)].userData,
            bodyA: bodyID(c.bodyA), bodyB: bodyID(c.bodyB))
    }

    // MARK: - Solve

    /// Colours the contact constraints, finds the awake joints and the moving bodies, then runs the
    /// solver stages over them (`solverStep`).
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
        // Rigid joints use their own stiffness (`jointHertz`), not one derived from the contacts: stiffer
        // contacts (the UIKit world's 60 Hz) must not make a dragged rod ring at the sub-step rate.
        let jointHertz = min(def.jointHertz, 0.25 * Double(subSteps) / dt)
        let jointContext = JointContext(
            h: h, inverseH: inverseH,
            jointSoftness: Softness(hertz: jointHertz, dampingRatio: def.jointDampingRatio, h: h))
        let store = contactStore
        let bodyCount = bodies.count

        // Locals: no exclusivity checks on appends.
        var candidates: [Int32] = [], candidateColours: [UInt8] = []
        swap(&candidates, &colourCandidates)
        swap(&candidateColours, &self.candidateColours)
        var used: [UInt32] = []
        swap(&used, &bodyColours)
        colourContacts(&candidates, &candidateColours, &used, store)
        store.reserve(slots: store.slotCount, bodyCount: bodyCount + 1)

        // Joints keep their `Double` path on `states`: their bodies are copied there from the solver
        // bodies before each joint pass and back after it (exact both ways for unchanged values).
        let (activeJoints, jointBodies) = findActiveJoints()
        for j in jointBodies { used[Int(j)] |= ContactConstraintStore.inConstraint }
        collectMotions(h, used)
        let liveFields = fields.indices.filter { fields[$0].isAlive && !fields[$0].bodies.isEmpty }
        let startTime = time, firstOrder = stepCount, wide = useWideSolver

        bodies.withUnsafeMutableBufferPointer { bodies in
            states.withUnsafeMutableBufferPointer { states in
                motions.withUnsafeBufferPointer { motions in
                    freeMotions.withUnsafeBufferPointer { freeMotions in
                        contacts.withUnsafeMutableBufferPointer { contacts in
                            let context = StepContext(
                                subSteps: subSteps, h: h, hf: Float(h), contactSettings: settings,
                                jointContext: jointContext, bodies: bodies.baseAddress!, states: states.baseAddress!,
                                contacts: contacts, bodyCount: bodyCount, used: used, solverBodies: store.bodies,
                                columns: store.columns, colourStart: store.colourStart, slotCount: store.slotCount,
                                wide: wide, candidates: candidates, candidateColours: candidateColours,
                                motions: motions, freeMotions: freeMotions, activeJoints: activeJoints,
                                jointBodies: jointBodies, liveFields: liveFields, startTime: startTime, firstOrder: firstOrder)
                            prepareSolverBodies(context)
                            solverStep(context)
                        }
                    }
                }
            }
        }
        swap(&candidates, &colourCandidates)
        swap(&candidateColours, &self.candidateColours)
        swap(&used, &bodyColours)
    }

    /// Box2D's `b2SolverStep`: the stages in order, the middle five once per sub-step. Each stage does
    /// the joints (distance, target, revolute, prismatic) and then the contacts.
    ///
    /// The contacts are prepared before the joints, where Box2D prepares the joints first: a contact
    /// reads its bodies' approach velocity in `Double` from the states, and the joint pass first copies
    /// its bodies' Float32 solver velocities there.
    private func solverStep(_ c: StepContext) {
        prepareContacts(c)
        prepareJoints(c)
        for subStep in 0..<c.subSteps {
            // A manifold's two points are solved in one order in this sub-step's solve and relax passes
            // and in the other order in the next sub-step; the first order alternates from step to step
            // (see `ContactSolver.solve`).
            let reversed = ((c.firstOrder &+ subStep) & 1) == 1
            integrateVelocities(c, time: c.startTime + Double(subStep) * c.h)
            warmStart(c)
            solve(c, reversed: reversed)
            integratePositions(c)
            relax(c, reversed: reversed)
        }
        restitution(c)
        storeImpulses(c)
        finalizeBodies(c)
    }

    // MARK: - Before the stages

    /// Gives each contact with points and at least one awake body that can move a graph colour, in
    /// contact order (see `ContactConstraintStore`), and lays the colours out in the store's slots.
    /// `used` ends with each body's colours and the `inConstraint` bit of the bodies a contact holds.
    private func colourContacts(
        _ candidates: inout [Int32], _ candidateColours: inout [UInt8], _ used: inout [UInt32],
        _ store: ContactConstraintStore
    ) {
        let bodyCount = bodies.count
        let colourCount = ContactConstraintStore.colourCount
        let width = ContactSolver.width
        // Sized for every contact and written through buffer pointers (an append checked the array's
        // uniqueness each time), then cut to the constraints found.
        let contactCount = contacts.count
        candidates.removeAll(keepingCapacity: true)
        candidates.append(contentsOf: repeatElement(0, count: contactCount))
        candidateColours.removeAll(keepingCapacity: true)
        candidateColours.append(contentsOf: repeatElement(0, count: contactCount))
        used.removeAll(keepingCapacity: true)
        used.append(contentsOf: repeatElement(0, count: bodyCount))
        var perColour = [Int](repeating: 0, count: colourCount + 1)
        var found = 0
        contacts.withUnsafeBufferPointer { contacts in
            bodies.withUnsafeBufferPointer { bodies in
                used.withUnsafeMutableBufferPointer { used in
                    candidates.withUnsafeMutableBufferPointer { candidates in
                        candidateColours.withUnsafeMutableBufferPointer { candidateColours in
                            perColour.withUnsafeMutableBufferPointer { perColour in
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
                                    candidates[found] = Int32(k)
                                    candidateColours[found] = UInt8(colour)
                                    found += 1
                                    perColour[colour] += 1
                                }
                            }
                        }
                    }
                }
            }
        }
        candidates.removeLast(contactCount - found)
        candidateColours.removeLast(contactCount - found)
        var slot = 0
        for c in 0..<colourCount {
            store.colourStart[c] = slot
            slot += (perColour[c] + width - 1) / width * width
        }
        store.colourStart[colourCount] = slot
        store.slotCount = slot + perColour[colourCount]
        store.constraintCount = candidates.count
    }

    /// The live joints with an awake body, and the bodies they hold (ascending). The visitor's copy of
    /// `bodies` ends here: held any longer, it would make the solver's mutable access copy the array.
    private func findActiveJoints() -> (ActiveJoints, [Int32]) {
        var find = FindActiveJoints(bodies: bodies)
        forEachJointKind(&find)
        return (find.active, find.heldBodies.sorted())
    }

    /// Per-step velocity increments of the awake moving bodies (gravity, own acceleration, forces).
    /// Bodies held by a contact or joint (`used` not 0) move in the Float32 solver bodies; free ones keep
    /// the `Double` integration, so a free fall (and a UIKit push) stays exact to the closed form.
    private func collectMotions(_ h: Double, _ used: [UInt32]) {
        let gravity = self.gravity
        // Locals and buffer pointers: the class's arrays read in the loop paid an exclusivity check per body.
        var motions: [SolverMotion] = [], freeMotions: [BodyMotion] = []
        swap(&motions, &self.motions)
        swap(&freeMotions, &self.freeMotions)
        motions.removeAll(keepingCapacity: true)
        freeMotions.removeAll(keepingCapacity: true)
        bodies.withUnsafeBufferPointer { bodies in
            states.withUnsafeBufferPointer { states in
                for i in 0..<bodies.count where bodies[i].isAlive && bodies[i].isAwake && bodies[i].type != .static {
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
            }
        }
        swap(&motions, &self.motions)
        swap(&freeMotions, &self.freeMotions)
    }

    /// Solver bodies from the states; the dummy body (padding) stays at rest. Position changes start at zero.
    private func prepareSolverBodies(_ c: StepContext) {
        let sb = c.solverBodies, statePtr = c.states
        for i in 0..<c.bodyCount {
            let s = statePtr[i]
            sb[i] = SolverBody(vx: Float(s.v.x), vy: Float(s.v.y), w: Float(s.w))
        }
        sb[c.bodyCount] = SolverBody()
        for m in c.motions { statePtr[Int(m.index)].dp = .zero; statePtr[Int(m.index)].dq = .identity }
        for m in c.freeMotions { statePtr[Int(m.index)].dp = .zero; statePtr[Int(m.index)].dq = .identity }
    }

    // MARK: - Solver stages (Box2D's `b2SolverStage`)

    /// Each contact constraint into the next free slot of its colour, then the padding.
    private func prepareContacts(_ c: StepContext) {
        let col = c.columns
        var next = c.colourStart
        next.withUnsafeMutableBufferPointer { next in
            c.candidates.withUnsafeBufferPointer { candidates in
                c.candidateColours.withUnsafeBufferPointer { candidateColours in
                    for n in 0..<candidates.count {
                        let k = Int(candidates[n]), colour = Int(candidateColours[n])
                        let s = next[colour]
                        next[colour] = s + 1
                        let contact = c.contacts.baseAddress! + k
                        col.indexA[s] = contact.pointee.bodyA; col.indexB[s] = contact.pointee.bodyB
                        col.contactIndex[s] = Int32(k)
                        ContactSolver.prepare(s, col, contact, c.states, c.contactSettings)
                    }
                }
            }
        }
        let dummy = Int32(c.bodyCount)
        for colour in 0..<ContactConstraintStore.colourCount {
            for s in next[colour]..<c.colourStart[colour + 1] { ContactSolver.prepareEmpty(s, col, dummy: dummy) }
        }
    }

    private func prepareJoints(_ c: StepContext) {
        guard c.hasJoints else { return }
        readJointBodies(c)
        var stage = JointStage(.prepare, c)
        forEachJointKind(&stage)
    }

    /// Fields (few bodies, evaluated at the sub-step's state), then gravity, forces and damping.
    private func integrateVelocities(_ c: StepContext, time now: Double) {
        let h = c.h, bodyPtr = c.bodies, statePtr = c.states, sb = c.solverBodies
        for f in c.liveFields {
            let field = fields[f]
            for b in field.bodies {
                let i = Int(b)
                guard bodyPtr[i].isAwake, bodyPtr[i].type == .dynamic else { continue }
                guard c.used[i] != 0 else {
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
        for m in c.freeMotions where m.isDynamic {
            let s = statePtr + Int(m.index)
            s.pointee.v = m.linearDamping * (s.pointee.v + m.dv)
            s.pointee.w = m.angularDamping * (s.pointee.w + m.dw)
        }
        for m in c.motions where m.isDynamic {
            let s = sb + Int(m.index)
            s.pointee.vx = m.linearDamping * (s.pointee.vx + m.dvx)
            s.pointee.vy = m.linearDamping * (s.pointee.vy + m.dvy)
            s.pointee.w = m.angularDamping * (s.pointee.w + m.dw)
        }
    }

    private func warmStart(_ c: StepContext) {
        runJointStage(.warmStart, c)
        ContactSolver.warmStartAll(c.columns, c.solverBodies, c.colourStart, c.slotCount, wide: c.wide)
    }

    private func solve(_ c: StepContext, reversed: Bool) {
        runJointStage(.solve, c)
        ContactSolver.solveAll(
            c.columns, c.solverBodies, c.colourStart, c.slotCount, c.contactSettings, wide: c.wide, useBias: true,
            reversed: reversed)
    }

    /// As deltas; transforms are updated once after the sub-steps (`finalizeBodies`).
    private func integratePositions(_ c: StepContext) {
        let h = c.h, hf = c.hf, statePtr = c.states, sb = c.solverBodies
        for m in c.freeMotions {
            let s = statePtr + Int(m.index)
            s.pointee.dp = s.pointee.dp + h * s.pointee.v
            let w = s.pointee.w
            if w != 0 { s.pointee.dq = s.pointee.dq.integrated(by: h * w) }
        }
        for m in c.motions {
            let s = sb + Int(m.index)
            s.pointee.dpx += hf * s.pointee.vx
            s.pointee.dpy += hf * s.pointee.vy
            let w = s.pointee.w
            if w != 0 {
                let delta = hf * w, qc = s.pointee.dqc, qs = s.pointee.dqs
                let c2 = qc - delta * qs, s2 = qs + delta * qc
                let inverseLength = 1 / (c2 * c2 + s2 * s2).squareRoot()
                s.pointee.dqc = c2 * inverseLength; s.pointee.dqs = s2 * inverseLength
            }
        }
    }

    /// Removes the velocity the position bias added.
    private func relax(_ c: StepContext, reversed: Bool) {
        runJointStage(.relax, c)
        ContactSolver.solveAll(
            c.columns, c.solverBodies, c.colourStart, c.slotCount, c.contactSettings, wide: c.wide, useBias: false,
            reversed: reversed)
    }

    private func restitution(_ c: StepContext) {
        for k in 0..<c.slotCount { ContactSolver.applyRestitution(k, c.columns, c.solverBodies, c.contactSettings) }
    }

    /// Keeps the contacts' impulses for warm starting the next step.
    private func storeImpulses(_ c: StepContext) {
        let col = c.columns, contacts = c.contacts
        for s in 0..<c.slotCount {
            let m = Int(col.contactIndex[s])
            guard m >= 0 else { continue }
            let count = Int(col.pointCount[s]), o = ContactColumns.offset(s)
            if count > 0 {
                let p = col.points.0
                contacts[m].manifold.point0.normalImpulse = p.normalImpulse[o]
                contacts[m].manifold.point0.tangentImpulse = p.tangentImpulse[o]
                contacts[m].manifold.point0.maxNormalImpulse = p.maxNormalImpulse[o]
            }
            if count > 1 {
                let p = col.points.1
                contacts[m].manifold.point1.normalImpulse = p.normalImpulse[o]
                contacts[m].manifold.point1.tangentImpulse = p.tangentImpulse[o]
                contacts[m].manifold.point1.maxNormalImpulse = p.maxNormalImpulse[o]
            }
        }
    }

    // MARK: - After the stages

    /// Box2D's `b2FinalizeBodiesTask`: velocities back to the states, and the position and rotation
    /// changes of the step applied to the transforms.
    private func finalizeBodies(_ c: StepContext) {
        let h = c.h, bodyPtr = c.bodies, statePtr = c.states, sb = c.solverBodies
        for i in 0..<c.bodyCount where bodyPtr[i].type == .dynamic && c.used[i] != 0 {
            statePtr[i].v = Vec2(Double(sb[i].vx), Double(sb[i].vy))
            statePtr[i].w = Double(sb[i].w)
        }
        for m in c.freeMotions {
            let i = Int(m.index)
            let s = statePtr[i]
            bodyPtr[i].transform.p = bodyPtr[i].transform.p + s.dp
            if s.dq != .identity { bodyPtr[i].transform.q = bodyPtr[i].transform.q.multiplied(by: s.dq) }
            bodyPtr[i].force = .zero
            bodyPtr[i].torque = 0
        }
        for m in c.motions {
            let i = Int(m.index)
            if m.isDynamic {
                let s = sb[i]
                bodyPtr[i].transform.p = bodyPtr[i].transform.p + Vec2(Double(s.dpx), Double(s.dpy))
                if s.dqc != 1 || s.dqs != 0 {
                    // The Float32 rotation change is normalised to its precision only: renormalise in Double.
                    let q = bodyPtr[i].transform.q.multiplied(by: Rotation(c: Double(s.dqc), s: Double(s.dqs)))
                    let inverseLength = 1 / (q.c * q.c + q.s * q.s).squareRoot()
                    bodyPtr[i].transform.q = Rotation(c: q.c * inverseLength, s: q.s * inverseLength)
                }
            } else {
                // Kinematic bodies move by their own (Double) velocity, as they did before the Float32
                // solver: the contact solver never changes it, and UIKit drives them exactly.
                let v = statePtr[i].v, w = statePtr[i].w
                var dp = Vec2.zero, dq = Rotation.identity
                for _ in 0..<c.subSteps {
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

    // MARK: - Joints in the stages

    /// A joint pass (warm start, solve or relax) between copies of the joint bodies' velocities from the
    /// solver bodies to the states and back.
    private func runJointStage(_ pass: JointStage.Pass, _ c: StepContext) {
        guard c.hasJoints else { return }
        readJointBodies(c)
        var stage = JointStage(pass, c)
        forEachJointKind(&stage)
        writeJointBodies(c)
    }

    @inline(__always) private func readJointBodies(_ c: StepContext) {
        let sb = c.solverBodies, statePtr = c.states
        for j in c.jointBodies {
            let i = Int(j), b = sb[i]
            statePtr[i].v = Vec2(Double(b.vx), Double(b.vy)); statePtr[i].w = Double(b.w)
            statePtr[i].dp = Vec2(Double(b.dpx), Double(b.dpy));
            statePtr[i].dq = Rotation(c: Double(b.dqc), s: Double(b.dqs))
        }
    }

    @inline(__always) private func writeJointBodies(_ c: StepContext) {
        let sb = c.solverBodies, statePtr = c.states
        for j in c.jointBodies {
            let i = Int(j)
            sb[i].vx = Float(statePtr[i].v.x); sb[i].vy = Float(statePtr[i].v.y);
            sb[i].w = Float(statePtr[i].w)
        }
    }

    // MARK: - Sleep

    /// Bodies slower than the tolerances accumulate sleep time; an island (bodies linked by contacts with
    /// points or by joints) sleeps when its least-rested body has rested `timeToSleep`.
    private func updateSleep(_ dt: Double) {
        let linearTolerance = def.linearSleepToleranceMetersPerSecond * def.lengthUnitsPerMeter
        let angularTolerance = def.angularSleepTolerance, timeToSleep = def.timeToSleep
        let enableSleep = def.enableSleep
        var links = JointLinks()
        if enableSleep { forEachJointKind(&links) }
        var islandID = nextIslandID
        // Buffer pointers: the class's arrays read body by body paid an exclusivity check each time.
        bodies.withUnsafeMutableBufferPointer { bodies in
            states.withUnsafeMutableBufferPointer { states in
                contacts.withUnsafeBufferPointer { contacts in
                    for i in 0..<bodies.count where bodies[i].isAlive && bodies[i].isAwake && bodies[i].type != .static {
                        let s = states[i]
                        if !enableSleep || !bodies[i].enableSleep || bodies[i].type == .kinematic
                            || s.v.lengthSquared > linearTolerance * linearTolerance || abs(s.w) > angularTolerance
                        {
                            bodies[i].sleepTime = 0
                        } else {
                            bodies[i].sleepTime += dt
                        }
                    }
                    guard enableSleep else { return }
                    // Union-find over awake dynamic bodies.
                    var parent = Array(0..<bodies.count)
                    parent.withUnsafeMutableBufferPointer { parent in
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
                        // Linked by any contact with points, speculative ones included: the narrow phase wakes a
                        // sleeping body that has points with an awake one, so islands must be cut by the same rule.
                        // Cut by "touching" (separation ≤ slop), two resting neighbours a speculative gap apart were
                        // two islands that woke each other in turn for ever (100 views in a UIKit animator never
                        // paused).
                        for k in 0..<contacts.count where contacts[k].manifold.pointCount > 0 {
                            union(contacts[k].bodyA, contacts[k].bodyB)
                        }
                        for (a, b) in links.pairs { union(a, b) }
                        var minSleep = [Double](repeating: .infinity, count: bodies.count)
                        for i in 0..<bodies.count where bodies[i].isAlive && bodies[i].isAwake && bodies[i].type == .dynamic {
                            let r = find(i)
                            minSleep[r] = min(minSleep[r], bodies[i].sleepTime)
                        }
                        // A body touching a moving kinematic body or held by a target joint whose target moves
                        // stays awake through its velocity; nothing else to check here.
                        var islandOfRoot = [Int32](repeating: -1, count: bodies.count)
                        for i in 0..<bodies.count where bodies[i].isAlive && bodies[i].isAwake && bodies[i].type == .dynamic {
                            let r = find(i)
                            guard minSleep[r] >= timeToSleep else { continue }
                            if islandOfRoot[r] < 0 { islandOfRoot[r] = islandID; islandID &+= 1 }
                            bodies[i].isAwake = false
                            bodies[i].islandID = islandOfRoot[r]
                            states[i].v = .zero
                            states[i].w = 0
                        }
                    }
                }
            }
        }
        nextIslandID = islandID
    }
}

// MARK: - Step context

/// What the solver stages of one step share (Box2D's `b2StepContext`). `World.solve` makes it inside
/// the scopes of the buffers it points into: its pointers are valid only during `solverStep`.
private struct StepContext {
    let subSteps: Int
    /// The sub-step, in `Double` and in Float32 (the solver bodies').
    let h: Double, hf: Float
    let contactSettings: ContactSolver.Settings
    let jointContext: JointContext
    let bodies: UnsafeMutablePointer<Body>
    let states: UnsafeMutablePointer<BodyState>
    let contacts: UnsafeMutableBufferPointer<Contact>
    let bodyCount: Int
    /// Each body's colour mask: not 0 when a contact or joint holds the body (it moves in `solverBodies`).
    let used: [UInt32]
    /// `bodyCount` + 1 solver bodies: the last one is the padding's dummy body.
    let solverBodies: UnsafeMutablePointer<SolverBody>
    let columns: ContactColumns
    let colourStart: [Int], slotCount: Int
    let wide: Bool
    /// The contacts to constrain (indices into `contacts`) and their colours, in contact order.
    let candidates: [Int32], candidateColours: [UInt8]
    let motions: UnsafeBufferPointer<SolverMotion>
    let freeMotions: UnsafeBufferPointer<BodyMotion>
    let activeJoints: ActiveJoints
    /// The bodies the active joints hold, ascending.
    let jointBodies: [Int32]
    let liveFields: [Int]
    /// Simulated time at the start of the step, and the step number (which of a manifold's points goes first).
    let startTime: Double, firstOrder: Int

    var hasJoints: Bool { !jointBodies.isEmpty }
}

// MARK: - Joint visitors

/// The live joints with an awake body, by kind: indices into the world's joint arrays, ascending (a kind
/// with none has no entry).
private typealias ActiveJoints = [JointID.Kind: [Int]]

/// Finds the active joints of the step and the bodies they hold.
private struct FindActiveJoints: JointVisitor {
    let bodies: [Body]
    var active: ActiveJoints = [:]
    var heldBodies = Set<Int32>()

    mutating func visit<J: JointConstraint>(_ joints: inout [J]) {
        let bodies = self.bodies
        let found = joints.indices.filter { k in
            let j = joints[k]
            return j.isAlive && (bodies[Int(j.bodyA)].isAwake || bodies[Int(j.bodyB)].isAwake)
        }
        for k in found { heldBodies.insert(joints[k].bodyA); heldBodies.insert(joints[k].bodyB) }
        active[J.kind] = found
    }
}

/// One joint pass of the solver stages over the active joints of a kind.
private struct JointStage: JointVisitor {
    enum Pass { case prepare, warmStart, solve, relax }
    let pass: Pass
    let bodies: UnsafeMutablePointer<Body>
    let states: UnsafeMutablePointer<BodyState>
    let context: JointContext
    let active: ActiveJoints

    init(_ pass: Pass, _ c: StepContext) {
        self.pass = pass
        bodies = c.bodies
        states = c.states
        context = c.jointContext
        active = c.activeJoints
    }

    mutating func visit<J: JointConstraint>(_ joints: inout [J]) {
        let active = self.active[J.kind] ?? []
        let pass = self.pass, bodies = self.bodies, states = self.states, context = self.context
        joints.withUnsafeMutableBufferPointer { joints in
            switch pass {
            case .prepare: for k in active { joints[k].prepare(bodies, states, context) }
            case .warmStart: for k in active { joints[k].warmStart(states) }
            case .solve: for k in active { joints[k].solve(states, context, useBias: true) }
            case .relax: for k in active { joints[k].solve(states, context, useBias: false) }
            }
        }
    }
}

/// The pairs of bodies the live joints link, for the sleep islands.
private struct JointLinks: JointVisitor {
    var pairs: [(Int32, Int32)] = []

    mutating func visit<J: JointConstraint>(_ joints: inout [J]) {
        // A joint on one body (a target joint) links nothing.
        for j in joints where j.isAlive && j.bodyA != j.bodyB { pairs.append((j.bodyA, j.bodyB)) }
    }
}
