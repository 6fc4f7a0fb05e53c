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

    private func updateBroadPhase(_ dt: Double) {
        proxies.removeAll(keepingCapacity: true)
        proxyShape.removeAll(keepingCapacity: true)
        let margin = def.aabbMargin * 0.1
        let firstStep = stepCount == 0
        bodies.withUnsafeMutableBufferPointer { bodies in
        states.withUnsafeBufferPointer { states in
        shapes.withUnsafeMutableBufferPointer { shapes in
        polygons.withUnsafeBufferPointer { polygons in
            for i in 0..<bodies.count where bodies[i].isAlive && bodies[i].isAwake && bodies[i].type != .static {
                bodies[i].sweep = dt * states[i].v.length + margin
            }
            for i in 0..<shapes.count where shapes[i].isAlive {
                let bodyIndex = Int(shapes[i].body)
                let active = bodies[bodyIndex].isAwake && bodies[bodyIndex].type != .static
                if active || firstStep || shapes[i].needsAABB {
                    let xf = bodies[bodyIndex].transform
                    var box = shapeAABB(shapes.baseAddress! + i, polygons.baseAddress! + i, xf)
                    if active {
                        let turn = abs(states[bodyIndex].w) * dt * shapes[i].extent
                        box = box.inflated(by: bodies[bodyIndex].sweep + turn)
                    }
                    shapes[i].aabb = box
                    shapes[i].needsAABB = false
                }
                proxies.append(Proxy(aabb: shapes[i].aabb, body: shapes[i].body, filter: shapes[i].filter,
                                     isActive: active, isDynamic: bodies[bodyIndex].type == .dynamic))
                proxyShape.append(Int32(i))
            }
        }
        }
        }
        }
        proxies.withUnsafeBufferPointer { broadPhase.findPairs($0, into: &pairs) }
        // Proxy indices → shape indices (the map is increasing, so the order stays sorted).
        proxyShape.withUnsafeBufferPointer { map in
            pairs.withUnsafeMutableBufferPointer { pairs in
                for k in 0..<pairs.count {
                    let a = UInt64(UInt32(map[Int(pairs[k] >> 32)])), b = UInt64(UInt32(map[Int(pairs[k] & 0xffff_ffff)]))
                    pairs[k] = a << 32 | b
                }
            }
        }
    }

    // MARK: - Narrow phase

    /// Merges last step's contacts (sorted by key) with this step's pairs (sorted by key): matching keys
    /// keep their impulses, new keys begin, missing keys end unless both bodies sleep.
    private func updateContacts(_ dt: Double) {
        swap(&contacts, &contactScratch)
        contacts.removeAll(keepingCapacity: true)
        contacts.reserveCapacity(max(contactScratch.count, pairs.count))
        toWake.removeAll(keepingCapacity: true)
        let slop = def.linearSlop
        let speculative = def.speculativeDistance
        let pairCount = pairs.count, oldCount = contactScratch.count

        contactScratch.withUnsafeBufferPointer { old in
        pairs.withUnsafeBufferPointer { pairs in
        shapes.withUnsafeBufferPointer { shapes in
        polygons.withUnsafeBufferPointer { polygons in
        bodies.withUnsafeBufferPointer { bodies in
            let shapePtr = shapes.baseAddress!, polygonPtr = polygons.baseAddress!
            @inline(__always) func isActive(_ body: Int32) -> Bool {
                let b = bodies[Int(body)]
                return b.isAwake && b.type != .static
            }
            var i = 0, j = 0
            while i < oldCount || j < pairCount {
                let oldKey = i < oldCount ? old[i].key : UInt64.max
                let pairKey = j < pairCount ? pairs[j] : UInt64.max
                if oldKey < pairKey {
                    let c = old[i]
                    i += 1
                    if !isActive(c.bodyA) && !isActive(c.bodyB) && shapes[Int(c.shapeA)].isAlive && shapes[Int(c.shapeB)].isAlive {
                        contacts.append(c)            // a sleeping pair: keep it as it was
                    } else if c.isTouching && c.enableEvents {
                        contactEndEvents.append(makeEndEvent(c))    // boxes no longer overlap
                    }
                    continue
                }
                let shapeA = Int(truncatingIfNeeded: pairKey >> 32), shapeB = Int(truncatingIfNeeded: pairKey & 0xffff_ffff)
                let hasPrevious = oldKey == pairKey
                if hasPrevious { i += 1 }
                j += 1
                let sa = shapePtr + shapeA, sb = shapePtr + shapeB
                let bodyA = sa.pointee.body, bodyB = sb.pointee.body
                let margin = speculative + (isActive(bodyA) ? bodies[Int(bodyA)].sweep : 0)
                    + (isActive(bodyB) ? bodies[Int(bodyB)].sweep : 0)
                var manifold = collide(sa, polygonPtr + shapeA, bodies[Int(bodyA)].transform,
                                       sb, polygonPtr + shapeB, bodies[Int(bodyB)].transform,
                                       speculativeDistance: margin, linearSlop: slop)
                var wasTouching = false
                if hasPrevious {
                    // Warm start: carry impulses over for points made by the same features.
                    let pm = old[i - 1].manifold
                    wasTouching = old[i - 1].isTouching
                    for k in 0..<manifold.pointCount {
                        let id = manifold[k].id
                        if pm.pointCount > 0 && pm.point0.id == id {
                            manifold[k].normalImpulse = pm.point0.normalImpulse
                            manifold[k].tangentImpulse = pm.point0.tangentImpulse
                        } else if pm.pointCount > 1 && pm.point1.id == id {
                            manifold[k].normalImpulse = pm.point1.normalImpulse
                            manifold[k].tangentImpulse = pm.point1.tangentImpulse
                        }
                    }
                }
                var touching = false
                for k in 0..<manifold.pointCount where manifold[k].separation <= slop { touching = true }
                let c = Contact(shapeA: Int32(shapeA), shapeB: Int32(shapeB), bodyA: bodyA, bodyB: bodyB, manifold: manifold,
                                friction: (sa.pointee.friction * sb.pointee.friction).squareRoot(),
                                restitution: max(sa.pointee.restitution, sb.pointee.restitution),
                                isTouching: touching,
                                enableEvents: sa.pointee.enableContactEvents || sb.pointee.enableContactEvents)
                if c.enableEvents && touching != wasTouching {
                    if touching {
                        contactBeginEvents.append(makeBeginEvent(c))
                    } else {
                        contactEndEvents.append(makeEndEvent(old[i - 1]))
                    }
                }
                if manifold.pointCount > 0 {
                    if !isActive(bodyA) && bodies[Int(bodyA)].type == .dynamic { toWake.append(bodyA) }
                    if !isActive(bodyB) && bodies[Int(bodyB)].type == .dynamic { toWake.append(bodyB) }
                }
                contacts.append(c)
            }
        }
        }
        }
        }
        }
        for b in toWake { wakeBody(Int(b)) }
    }

    private func makeBeginEvent(_ c: Contact) -> ContactBeginEvent {
        let m = c.manifold
        let a = states[Int(c.bodyA)], b = states[Int(c.bodyB)]
        let p = m.point0
        let dv = (b.v + cross(b.w, p.anchorB)) - (a.v + cross(a.w, p.anchorA))
        return ContactBeginEvent(shapeA: shapeID(at: c.shapeA), shapeB: shapeID(at: c.shapeB),
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
            maxBiasVelocity: def.contactPushMaxVelocityMetersPerSecond * def.lengthUnitsPerMeter,
            restitutionThreshold: def.restitutionThresholdMetersPerSecond * def.lengthUnitsPerMeter,
            inverseSubStep: inverseH)
        let jointContext = JointContext(h: h, inverseH: inverseH,
                                        jointSoftness: Softness(hertz: 2 * contactHertz, dampingRatio: def.jointDampingRatio, h: h))

        // Constraints for contacts with points and at least one awake body that can move.
        constraints.removeAll(keepingCapacity: true)
        contacts.withUnsafeBufferPointer { contacts in
        bodies.withUnsafeBufferPointer { bodies in
            for k in 0..<contacts.count where contacts[k].manifold.pointCount > 0 {
                let ia = Int(contacts[k].bodyA), ib = Int(contacts[k].bodyB)
                let aMoves = bodies[ia].isAwake && bodies[ia].type == .dynamic
                let bMoves = bodies[ib].isAwake && bodies[ib].type == .dynamic
                guard aMoves || bMoves else { continue }
                constraints.append(ContactConstraint(indexA: Int32(ia), indexB: Int32(ib), contactIndex: Int32(k), pointCount: 0,
                                                     normal: .zero, friction: contacts[k].friction,
                                                     restitution: contacts[k].restitution,
                                                     invMassA: 0, invIA: 0, invMassB: 0, invIB: 0, softness: .rigid))
            }
        }
        }
        let activeDistance = distanceJoints.indices.filter { k in
            let j = distanceJoints[k]
            return j.isAlive && (bodies[Int(j.bodyA)].isAwake || bodies[Int(j.bodyB)].isAwake)
        }
        let activeTarget = targetJoints.indices.filter { targetJoints[$0].isAlive && bodies[Int(targetJoints[$0].body)].isAwake }
        let liveFields = fields.indices.filter { fields[$0].isAlive && !fields[$0].bodies.isEmpty }
        let gravity = self.gravity
        let startTime = time

        bodies.withUnsafeMutableBufferPointer { bodiesBuffer in
        states.withUnsafeMutableBufferPointer { statesBuffer in
        constraints.withUnsafeMutableBufferPointer { constraintBuffer in
        contacts.withUnsafeBufferPointer { contactBuffer in
            let bodyPtr = bodiesBuffer.baseAddress!, statePtr = statesBuffer.baseAddress!
            let bodyCount = bodiesBuffer.count

            // Reset per-step deltas.
            for i in 0..<bodyCount { statePtr[i].dp = .zero; statePtr[i].dq = .identity }
            for k in 0..<constraintBuffer.count {
                let contact = contactBuffer[Int(constraintBuffer[k].contactIndex)]
                ContactSolver.prepare(&constraintBuffer[k], contact.manifold, statePtr, settings)
            }
            for k in activeDistance { distanceJoints[k].prepare(bodyPtr, statePtr, jointContext) }
            for k in activeTarget { targetJoints[k].prepare(bodyPtr, statePtr, jointContext) }

            for subStep in 0..<subSteps {
                // Fields (few bodies, evaluated at the current sub-step state).
                let now = startTime + Double(subStep) * h
                for f in liveFields {
                    let field = fields[f]
                    for b in field.bodies {
                        let i = Int(b)
                        let body = bodyPtr[i]
                        guard body.isAwake, body.type == .dynamic else { continue }
                        let p = body.transform.p
                        let force = field.force(position: p, velocity: statePtr[i].v, mass: body.mass,
                                                charge: body.charge, time: now)
                        statePtr[i].v += (h * statePtr[i].invMass) * force
                    }
                }
                // Integrate velocities.
                for i in 0..<bodyCount {
                    let body = bodyPtr[i]
                    guard body.isAwake, body.type == .dynamic else { continue }
                    var s = statePtr[i]
                    let linearDamping = 1 / (1 + h * body.linearDamping)
                    let angularDamping = 1 / (1 + h * body.angularDamping)
                    let a = body.gravityScale * gravity + body.acceleration + s.invMass * body.force
                    s.v = linearDamping * (s.v + h * a)
                    s.w = angularDamping * (s.w + h * s.invInertia * body.torque)
                    statePtr[i].v = s.v; statePtr[i].w = s.w
                }
                // Warm start and solve joints, then contacts.
                for k in activeDistance { distanceJoints[k].warmStart(statePtr) }
                for k in activeTarget { targetJoints[k].warmStart(statePtr) }
                for k in 0..<constraintBuffer.count { ContactSolver.warmStart(&constraintBuffer[k], statePtr) }
                for k in activeDistance { distanceJoints[k].solve(statePtr, jointContext, useBias: true) }
                for k in activeTarget { targetJoints[k].solve(statePtr, jointContext, useBias: true) }
                for k in 0..<constraintBuffer.count { ContactSolver.solve(&constraintBuffer[k], statePtr, settings, useBias: true) }
                // Integrate positions.
                for i in 0..<bodyCount {
                    let body = bodyPtr[i]
                    guard body.isAwake, body.type != .static else { continue }
                    let s = statePtr[i]
                    let dp = h * s.v
                    statePtr[i].dp = s.dp + dp
                    bodyPtr[i].transform.p = body.transform.p + dp
                    if s.w != 0 {
                        statePtr[i].dq = s.dq.integrated(by: h * s.w)
                        bodyPtr[i].transform.q = body.transform.q.integrated(by: h * s.w)
                    }
                }
                // Relax: remove the velocity the position bias added.
                for k in activeDistance { distanceJoints[k].solve(statePtr, jointContext, useBias: false) }
                for k in activeTarget { targetJoints[k].solve(statePtr, jointContext, useBias: false) }
                for k in 0..<constraintBuffer.count { ContactSolver.solve(&constraintBuffer[k], statePtr, settings, useBias: false) }
            }
            for k in 0..<constraintBuffer.count { ContactSolver.applyRestitution(&constraintBuffer[k], statePtr, settings) }
            for i in 0..<bodyCount { bodyPtr[i].force = .zero; bodyPtr[i].torque = 0 }
        }
        }
        }
        }

        // Store impulses for warm starting next step.
        for c in constraints {
            let k = Int(c.contactIndex)
            if c.pointCount > 0 {
                contacts[k].manifold.point0.normalImpulse = c.p0.normalImpulse
                contacts[k].manifold.point0.tangentImpulse = c.p0.tangentImpulse
                contacts[k].manifold.point0.maxNormalImpulse = c.p0.maxNormalImpulse
            }
            if c.pointCount > 1 {
                contacts[k].manifold.point1.normalImpulse = c.p1.normalImpulse
                contacts[k].manifold.point1.tangentImpulse = c.p1.tangentImpulse
                contacts[k].manifold.point1.maxNormalImpulse = c.p1.maxNormalImpulse
            }
        }
    }

    // MARK: - Sleep

    /// Bodies slower than the tolerances accumulate sleep time; an island (bodies linked by touching
    /// contacts or joints) sleeps when its least-rested body has rested `timeToSleep`.
    private func updateSleep(_ dt: Double) {
        let linearTolerance = def.linearSleepToleranceMetersPerSecond * def.lengthUnitsPerMeter
        for i in bodies.indices where bodies[i].isAlive && bodies[i].isAwake && bodies[i].type != .static {
            let s = states[i]
            if !def.enableSleep || !bodies[i].enableSleep || bodies[i].type == .kinematic
                || s.v.lengthSquared > linearTolerance * linearTolerance || abs(s.w) > def.angularSleepTolerance {
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
        for c in contacts where c.isTouching { union(c.bodyA, c.bodyB) }
        for j in distanceJoints where j.isAlive { union(j.bodyA, j.bodyB) }
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
