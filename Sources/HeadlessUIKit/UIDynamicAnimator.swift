import PhysicsCore

/// Runs dynamic behaviors on items in a reference view's coordinate system (UIKit's `UIDynamicAnimator`).
///
/// The animator steps a PhysicsCore world once per `SimulationClock` tick (60 Hz) with 8 sub-steps,
/// then writes each item's `center` and rotation back, calls every behavior's `action`, and delivers
/// collision callbacks, in that order. It pauses (`dynamicAnimatorDidPause`) once every item has rested
/// for half a second, and resumes (`dynamicAnimatorWillResume`) when a behavior or item changes.
/// `init(collectionViewLayout:)` is not provided (there are no collection views in this engine).
open class UIDynamicAnimator: SimulationParticipant {
    /// How many collision behaviours one animator can hold: each takes a bit for its items and one for its
    /// boundaries of the 64-bit collision filter, and the last bit marks items.
    static let maximumCollisionBehaviors = 31

    /// The view whose coordinate system (and bounds, for boundaries) the animator uses.
    public private(set) weak var referenceView: UIView?
    open weak var delegate: UIDynamicAnimatorDelegate?
    /// The top-level behaviors, in the order added.
    public private(set) var behaviors: [UIDynamicBehavior] = []
    /// Whether the animator is stepping (it has work and has not come to rest).
    public private(set) var isRunning = false
    /// Simulated seconds the animator has run (paused time excluded).
    public private(set) var elapsedTime: TimeInterval = 0

    static let subSteps = 8

    let world: World
    var records: [DynamicsItemRecord] = []
    private var recordIndex: [ObjectIdentifier: Int] = [:]
    private var nextSerial = 1
    /// The static body that holds one collision behaviour's boundaries.
    private struct BoundaryBody {
        var behavior: UICollisionBehavior
        /// The behaviour's `boundaryVersion` and the reference bounds the body was built for: when either
        /// changes, the body is built again.
        var version: Int
        var bounds: CGRect
        var body: BodyID
        /// The identifier of each of the body's shapes, in creation order (nil for the reference bounds).
        var identifiers: [NSCopying?]
    }
    private var boundaries: [BoundaryBody] = []
    /// Boundaries and items removed this tick: their end-of-contact events still need their identity.
    private var retiredBoundaries: [BoundaryBody] = []
    private var retiredItems: [DynamicsItemRecord] = []
    private var joints: [(behavior: UIDynamicBehavior, joint: JointID)] = []
    private var fields: [(behavior: UIFieldBehavior, field: FieldID, def: FieldDef)] = []
    /// Each anchor attachment's anchor point at the previous step, to give a moving anchor its velocity.
    private var anchorsAtLastStep: [ObjectIdentifier: CGPoint] = [:]
    private var hasRun = false

    public init(referenceView view: UIView) {
        referenceView = view
        var def = WorldDef()
        def.lengthUnitsPerMeter = 100
        // Stiffer contacts than Box2D's 30 Hz default (8 sub-steps allow up to 120 Hz): UIKit gravity is
        // strong relative to small views, and a stack of 10-point views must not compress and topple.
        def.contactHertz = 60
        world = World(def)
    }

    // MARK: - Behaviors

    open func addBehavior(_ behavior: UIDynamicBehavior) {
        guard !behaviors.contains(where: { $0 === behavior }) else { return }
        behaviors.append(behavior)
        behavior.attach(to: self)
        behaviorDidChange()
    }

    open func removeBehavior(_ behavior: UIDynamicBehavior) {
        guard behaviors.contains(where: { $0 === behavior }) else { return }
        behaviors.removeAll { $0 === behavior }
        behavior.attach(to: nil)
        behaviorDidChange()
    }

    open func removeAllBehaviors() {
        let old = behaviors
        behaviors.removeAll()
        for behavior in old { behavior.attach(to: nil) }
        behaviorDidChange()
    }

    // MARK: - Items

    /// Re-reads the item's centre, bounds and transform (after you moved or resized it yourself).
    open func updateItem(usingCurrentState item: UIDynamicItem) {
        guard let i = recordIndex[ObjectIdentifier(item)] else { return }
        let angle = DynamicsGeometry.angle(of: item.transform)
        world.setTransform(records[i].body, position: DynamicsGeometry.vec(item.center), angle: angle)
        world.destroyShape(records[i].shape)
        records[i].shape = world.createShape(records[i].body, ShapeDef(), DynamicsGeometry.geometry(for: item))
        records[i].baseTransform = item.transform.rotated(by: -angle)
        records[i].lastCenter = item.center
        records[i].lastAngle = angle
        behaviorDidChange()
    }

    /// Items of this animator whose frame intersects `rect` (reference coordinates).
    open func items(in rect: CGRect) -> [UIDynamicItem] {
        let flat = flattenedBehaviors()
        var seen: [UIDynamicItem] = []
        for behavior in flat {
            for item in behavior.dynamicsItems where !seen.contains(where: { $0 === item }) { seen.append(item) }
        }
        return seen.filter { item in
            let frame = item.bounds.applying(
                CGAffineTransform(
                    a: item.transform.a, b: item.transform.b,
                    c: item.transform.c, d: item.transform.d, tx: 0, ty: 0))
            let box = CGRect(
                x: item.center.x - frame.width / 2, y: item.center.y - frame.height / 2,
                width: frame.width, height: frame.height)
            return box.intersects(rect)
        }
    }

    // MARK: - Velocities (for UIDynamicItemBehavior)

    func addLinearVelocity(_ velocity: CGPoint, for item: UIDynamicItem) -> Bool {
        guard let i = recordIndex[ObjectIdentifier(item)] else { return false }
        let body = records[i].body
        world.setLinearVelocity(body, world.linearVelocity(body) + Vec2(Double(velocity.x), Double(velocity.y)))
        behaviorDidChange()
        return true
    }

    func linearVelocity(for item: UIDynamicItem) -> CGPoint? {
        guard let i = recordIndex[ObjectIdentifier(item)] else { return nil }
        return DynamicsGeometry.point(world.linearVelocity(records[i].body))
    }

    func addAngularVelocity(_ velocity: CGFloat, for item: UIDynamicItem) -> Bool {
        guard let i = recordIndex[ObjectIdentifier(item)] else { return false }
        let body = records[i].body
        world.setAngularVelocity(body, world.angularVelocity(body) + Double(velocity))
        behaviorDidChange()
        return true
    }

    func angularVelocity(for item: UIDynamicItem) -> CGFloat? {
        guard let i = recordIndex[ObjectIdentifier(item)] else { return nil }
        return CGFloat(world.angularVelocity(records[i].body))
    }

    // MARK: - Running and pausing

    /// Something changed: run (again) if there is anything to run.
    func behaviorDidChange() {
        guard !isRunning, !behaviors.isEmpty else { return }
        if hasRun { delegate?.dynamicAnimatorWillResume(self) }
        isRunning = true
        hasRun = true
        SimulationClock.shared.register(self)
    }

    private func pause() {
        guard isRunning else { return }
        isRunning = false
        SimulationClock.shared.unregister(self)
        delegate?.dynamicAnimatorDidPause(self)
    }

    public func simulationClockDidTick(_ clock: SimulationClock, interval: TimeInterval) {
        guard isRunning else { return }
        let flat = flattenedBehaviors()
        synchronize(flat, interval: interval)
        if records.isEmpty && flat.allSatisfy({ $0.action == nil }) { pause(); return }
        applyForces(flat)
        world.step(timeStep: interval, subStepCount: Self.subSteps)
        writeBack()
        elapsedTime += interval
        for behavior in flat { behavior.action?() }
        deliverCollisionEvents(flat)
        if world.isAtRest && !hasPendingImpulse(flat) { pause() }
    }

    /// Every behavior in the tree, parents before children, in the order added.
    func flattenedBehaviors() -> [UIDynamicBehavior] {
        var result: [UIDynamicBehavior] = []
        func visit(_ b: UIDynamicBehavior) { result.append(b); b.childBehaviors.forEach(visit) }
        behaviors.forEach(visit)
        return result
    }

    private func hasPendingImpulse(_ flat: [UIDynamicBehavior]) -> Bool {
        flat.contains { $0.hasPendingImpulse }
    }

    // MARK: - Synchronising behaviors with the world

    private func synchronize(_ flat: [UIDynamicBehavior], interval: TimeInterval) {
        // 1. Items: add new ones, drop those no behavior holds any more.
        var wanted: [UIDynamicItem] = []
        var wantedSet = Set<ObjectIdentifier>()
        for behavior in flat {
            for item in behavior.dynamicsItems where wantedSet.insert(ObjectIdentifier(item)).inserted { wanted.append(item) }
        }
        var kept: [DynamicsItemRecord] = []
        for record in records {
            if wantedSet.contains(ObjectIdentifier(record.item)) {
                kept.append(record)
            } else {
                world.destroyBody(record.body)
                retiredItems.append(record)
            }
        }
        records = kept
        rebuildIndex()
        for item in wanted where recordIndex[ObjectIdentifier(item)] == nil { addRecord(item) }

        // 2. Per-item properties.
        let collisions = flat.compactMap { $0 as? UICollisionBehavior }
        // An engine limit, not UIKit's: said, rather than some behaviours silently colliding with nothing.
        precondition(
            collisions.count <= Self.maximumCollisionBehaviors,
            "the engine supports at most \(Self.maximumCollisionBehaviors) UICollisionBehaviors in one animator (\(collisions.count) added)"
        )
        for i in records.indices {
            let record = records[i]
            var says = UIDynamicBehavior.ItemSettings()
            for behavior in flat { behavior.contribute(to: &says, for: record.item) }
            let p = says.properties
            let gravity = says.gravity
            let shape = world.shape(record.shape)
            let density = Double(p?.density ?? 1) / 10_000
            if shape.density != density { world.setDensity(record.shape, density) }
            world.setFriction(record.shape, Double(p?.friction ?? 0))
            world.setRestitution(record.shape, Double(p?.elasticity ?? 0))
            world.setLinearDamping(record.body, Double(p?.resistance ?? 0))
            world.setAngularDamping(record.body, Double(p?.angularResistance ?? 0))
            world.setCharge(record.body, Double(p?.charge ?? 0))
            let fixed = !(p?.allowsRotation ?? true)
            if world.body(record.body).fixedRotation != fixed { world.setFixedRotation(record.body, fixed) }
            let type: BodyType = (p?.isAnchored ?? false) ? .static : .dynamic
            if world.body(record.body).type != type { world.setType(record.body, type) }
            world.setAcceleration(record.body, gravity)

            // Collision groups: bits 0...30 = "collides with items of behavior k",
            // bits 32...62 = "collides with boundaries of behavior k", bit 63 = "is an item"
            // (hence `maximumCollisionBehaviors`).
            var itemBits: UInt64 = 0, boundaryBits: UInt64 = 0
            for (k, c) in collisions.enumerated() where c.dynamicsItems.contains(where: { $0 === record.item }) {
                if c.collisionMode.contains(.items) { itemBits |= 1 << UInt64(k) }
                if c.collisionMode.contains(.boundaries) { boundaryBits |= 1 << UInt64(32 + k) }
            }
            let filter =
                (itemBits | boundaryBits) == 0
                ? Filter(categoryBits: 0, maskBits: 0)
                : Filter(categoryBits: itemBits | (1 << 63), maskBits: itemBits | boundaryBits)
            if shape.filter != filter { world.setFilter(record.shape, filter) }
        }

        // 3. Pending velocities from item behaviors.
        for behavior in flat { behavior.applyPendingVelocities(in: self) }

        synchronizeBoundaries(collisions)
        synchronizeJoints(flat, interval: interval)
        synchronizeFields(flat)
    }

    private func rebuildIndex() {
        recordIndex.removeAll(keepingCapacity: true)
        for (i, r) in records.enumerated() { recordIndex[ObjectIdentifier(r.item)] = i }
    }

    private func addRecord(_ item: UIDynamicItem) {
        var def = BodyDef()
        def.position = DynamicsGeometry.vec(item.center)
        let angle = DynamicsGeometry.angle(of: item.transform)
        def.angle = angle
        let serial = nextSerial
        nextSerial += 1
        def.userData = serial
        let body = world.createBody(def)
        var shapeDef = ShapeDef()
        shapeDef.density = 1.0 / 10_000
        shapeDef.friction = 0
        shapeDef.userData = serial
        shapeDef.filter = Filter(categoryBits: 0, maskBits: 0)
        let shape = world.createShape(body, shapeDef, DynamicsGeometry.geometry(for: item))
        records.append(
            DynamicsItemRecord(
                item: item, serial: serial, body: body, shape: shape,
                baseTransform: item.transform.rotated(by: -angle),
                lastCenter: item.center, lastAngle: angle))
        recordIndex[ObjectIdentifier(item)] = records.count - 1
    }

    private func synchronizeBoundaries(_ collisions: [UICollisionBehavior]) {
        let bounds = referenceView?.bounds ?? .zero
        // Drop boundary bodies of behaviors that left, moved slot, or changed.
        var kept: [BoundaryBody] = []
        for (k, entry) in boundaries.enumerated() {
            if k < collisions.count, collisions[k] === entry.behavior, entry.version == entry.behavior.boundaryVersion,
                entry.bounds == bounds, kept.count == k
            {
                kept.append(entry)
            } else {
                world.destroyBody(entry.body)
                retiredBoundaries.append(entry)
            }
        }
        boundaries = kept
        for k in boundaries.count..<collisions.count {
            let c = collisions[k]
            var def = BodyDef()
            def.type = .static
            let body = world.createBody(def)
            var identifiers: [NSCopying?] = []
            var shapeDef = ShapeDef()
            shapeDef.friction = 1
            shapeDef.density = 0
            shapeDef.filter = Filter(categoryBits: 1 << UInt64(32 + k), maskBits: 1 << 63)
            func add(_ geometry: Geometry, _ identifier: NSCopying?) {
                identifiers.append(identifier)
                shapeDef.userData = -(identifiers.count)
                world.createShape(body, shapeDef, geometry)
            }
            if c.translatesReferenceBoundsIntoBoundary {
                let insets = c.referenceBoundsInsets
                let r = CGRect(
                    x: bounds.minX + insets.left, y: bounds.minY + insets.top,
                    width: bounds.width - insets.left - insets.right,
                    height: bounds.height - insets.top - insets.bottom)
                // Thick walls outside the rectangle: nothing tunnels through a wall 1000 points deep.
                let t = 1000.0
                let minX = Double(r.minX), maxX = Double(r.maxX), minY = Double(r.minY), maxY = Double(r.maxY)
                let w = maxX - minX, h = maxY - minY
                add(
                    .polygon(
                        .box(halfWidth: w / 2 + t, halfHeight: t / 2, center: Vec2((minX + maxX) / 2, minY - t / 2), angle: 0)),
                    nil)
                add(
                    .polygon(
                        .box(halfWidth: w / 2 + t, halfHeight: t / 2, center: Vec2((minX + maxX) / 2, maxY + t / 2), angle: 0)),
                    nil)
                add(
                    .polygon(
                        .box(halfWidth: t / 2, halfHeight: h / 2 + t, center: Vec2(minX - t / 2, (minY + maxY) / 2), angle: 0)),
                    nil)
                add(
                    .polygon(
                        .box(halfWidth: t / 2, halfHeight: h / 2 + t, center: Vec2(maxX + t / 2, (minY + maxY) / 2), angle: 0)),
                    nil)
            }
            for (identifier, path) in c.namedBoundaries {
                for (a, b) in path.segments {
                    add(.polygon(.segment(DynamicsGeometry.vec(a), DynamicsGeometry.vec(b))), identifier)
                }
            }
            boundaries.append(
                BoundaryBody(behavior: c, version: c.boundaryVersion, bounds: bounds, body: body, identifiers: identifiers))
        }
    }

    private func synchronizeJoints(_ flat: [UIDynamicBehavior], interval: TimeInterval) {
        // Remove joints of behaviors that left.
        joints.removeAll { entry in
            if flat.contains(where: { $0 === entry.behavior }) { return false }
            world.destroyJoint(entry.joint)
            anchorsAtLastStep[ObjectIdentifier(entry.behavior)] = nil
            return true
        }
        for behavior in flat { behavior.synchronizeJoints(in: self, interval: interval) }
    }

    /// A snap: a target joint pulling the item to the snap point and turning it upright.
    func synchronize(_ snap: UISnapBehavior) {
        guard let i = recordIndex[ObjectIdentifier(snap.item)] else { return }
        let target = DynamicsGeometry.vec(snap.snapPoint)
        if let entry = joints.first(where: { $0.behavior === snap }) {
            world.setTarget(entry.joint, target)
            world.setTargetSpring(entry.joint, hertz: UISnapBehavior.frequency, dampingRatio: Double(snap.damping))
        } else {
            var def = TargetJointDef(body: records[i].body)
            def.target = target
            def.hertz = UISnapBehavior.frequency
            def.dampingRatio = Double(snap.damping)
            def.enableAngularSpring = true
            def.targetAngle = 0
            def.angularHertz = UISnapBehavior.frequency
            def.angularDampingRatio = Double(snap.damping)
            joints.append((snap, world.createTargetJoint(def)))
        }
    }

    /// An attachment: a distance joint (to an anchor or a second item; a spring, a rope or a limit), or for
    /// pin, fixed and sliding attachments a revolute or prismatic joint.
    func synchronize(_ attachment: UIAttachmentBehavior, interval: TimeInterval) {
        guard let i = recordIndex[ObjectIdentifier(attachment.item1)] else { return }
        if attachment.kind != .distance && attachment.kind != .limit {
            synchronizeJointAttachment(attachment, records[i].body)
            return
        }
        let o1 = Vec2(Double(attachment.offset1.horizontal), Double(attachment.offset1.vertical))
        let o2 = Vec2(Double(attachment.offset2.horizontal), Double(attachment.offset2.vertical))
        let spring = attachment.frequency > 0
        let length = Double(attachment.length)
        if let entry = joints.first(where: { $0.behavior === attachment }) {
            if attachment.attachedBehaviorType == .anchor {
                // UIKit drags the item with an anchor that moves (a finger): the item takes the
                // anchor's velocity, and keeps it when the attachment is removed.
                let anchor = attachment.anchorPoint
                let previous = anchorsAtLastStep[ObjectIdentifier(attachment)] ?? anchor
                anchorsAtLastStep[ObjectIdentifier(attachment)] = anchor
                world.setDistanceJointAnchors(entry.joint, localAnchorA: DynamicsGeometry.vec(anchor))
                let moved = DynamicsGeometry.vec(anchor) - DynamicsGeometry.vec(previous)
                world.setDistanceJointAnchorVelocity(entry.joint, interval > 0 ? moved * (1 / interval) : .zero)
            }
            if attachment.isLimit {
                world.setDistanceJoint(entry.joint, length: length, maxLength: length)
            } else {
                world.setDistanceJoint(
                    entry.joint, length: length, hertz: Double(attachment.frequency),
                    dampingRatio: Double(attachment.damping), enableSpring: spring,
                    minLength: 0, maxLength: .infinity)
            }
        } else {
            var def: DistanceJointDef
            if attachment.attachedBehaviorType == .anchor {
                def = DistanceJointDef(bodyA: world.groundBody, bodyB: records[i].body)
                def.localAnchorA = DynamicsGeometry.vec(attachment.anchorPoint)
                anchorsAtLastStep[ObjectIdentifier(attachment)] = attachment.anchorPoint
                def.localAnchorB = o1
            } else {
                guard let item2 = attachment.item2, let j = recordIndex[ObjectIdentifier(item2)] else { return }
                def = DistanceJointDef(bodyA: records[i].body, bodyB: records[j].body)
                def.localAnchorA = o1
                def.localAnchorB = o2
            }
            def.length = length
            if attachment.isLimit {
                def.enableSpring = true; def.hertz = 0; def.minLength = 0; def.maxLength = length
            } else {
                def.enableSpring = spring
                def.hertz = Double(attachment.frequency)
                def.dampingRatio = Double(attachment.damping)
            }
            joints.append((attachment, world.createDistanceJoint(def)))
        }
    }

    /// Pin, fixed and sliding attachments: revolute and prismatic joints at the shared anchor.
    private func synchronizeJointAttachment(_ attachment: UIAttachmentBehavior, _ body1: BodyID) {
        let range = attachment.attachmentRange
        let limited = !range.isInfinite
        if let entry = joints.first(where: { $0.behavior === attachment }) {
            switch attachment.kind {
            case .pin:
                world.setRevoluteJoint(
                    entry.joint, frictionTorque: Double(attachment.frictionTorque) * 100,
                    enableLimit: limited, lowerAngle: Double(range.minimum), upperAngle: Double(range.maximum))
            case .sliding:
                world.setPrismaticLimits(entry.joint, enable: limited, lower: Double(range.minimum), upper: Double(range.maximum))
            default: break
            }
            return
        }
        // Body A is the second item (or the world); B is the first item.
        var bodyA = world.groundBody
        if let item2 = attachment.item2 {
            guard let j = recordIndex[ObjectIdentifier(item2)] else { return }
            bodyA = records[j].body
        }
        let anchor = DynamicsGeometry.vec(attachment.anchorPoint)
        let localA = world.transform(bodyA).applyInverse(anchor), localB = world.transform(body1).applyInverse(anchor)
        let joint: JointID
        switch attachment.kind {
        case .pin, .fixed:
            var def = RevoluteJointDef(bodyA: bodyA, bodyB: body1)
            def.localAnchorA = localA
            def.localAnchorB = localB
            def.referenceAngle = world.angle(body1) - world.angle(bodyA)
            def.lockAngle = attachment.kind == .fixed
            def.frictionTorque = Double(attachment.frictionTorque) * 100
            def.enableLimit = limited
            def.lowerAngle = Double(range.minimum)
            def.upperAngle = Double(range.maximum)
            joint = world.createRevoluteJoint(def)
        default:
            var def = PrismaticJointDef(bodyA: bodyA, bodyB: body1)
            def.localAnchorA = localA
            def.localAnchorB = localB
            def.localAxisA = world.transform(bodyA).q.applyInverse(Vec2(Double(attachment.axis.dx), Double(attachment.axis.dy)))
            def.enableLimit = limited
            def.lowerTranslation = Double(range.minimum)
            def.upperTranslation = Double(range.maximum)
            joint = world.createPrismaticJoint(def)
        }
        joints.append((attachment, joint))
    }

    private func synchronizeFields(_ flat: [UIDynamicBehavior]) {
        fields.removeAll { entry in
            if flat.contains(where: { $0 === entry.behavior }) { return false }
            world.destroyField(entry.field)
            return true
        }
        for behavior in flat { behavior.synchronizeField(in: self) }
    }

    /// A built-in field: created or updated in the world, with exactly the field's items in it.
    func synchronize(_ f: UIFieldBehavior) {
        let def = f.coreDef
        let index: Int
        if let existing = fields.firstIndex(where: { $0.behavior === f }) {
            index = existing
            if fields[index].def != def { world.setFieldDef(fields[index].field, def); fields[index].def = def }
        } else {
            fields.append((f, world.createField(def), def))
            index = fields.count - 1
        }
        let field = fields[index].field
        for record in records {
            if f.dynamicsItems.contains(where: { $0 === record.item }) {
                world.addBody(record.body, to: field)
            } else {
                world.removeBody(record.body, from: field)
            }
        }
    }

    // MARK: - Forces, write-back, events

    private func applyForces(_ flat: [UIDynamicBehavior]) {
        // Two stages, as before the stages were the behaviours' own: every evaluated force, then every push.
        for behavior in flat { behavior.applyEvaluatedForces(in: self) }
        for behavior in flat { behavior.applyPushes(in: self) }
    }

    /// A custom field: evaluated per tick, inside the field's region, as a force at the centre.
    func applyEvaluatedForce(
        of f: UIFieldBehavior,
        _ block: (UIFieldBehavior, CGPoint, CGVector, CGFloat, CGFloat, TimeInterval) -> CGVector
    ) {
        for item in f.dynamicsItems {
            guard let i = recordIndex[ObjectIdentifier(item)] else { continue }
            let body = records[i].body
            let p = world.position(body)
            let relative = CGPoint(x: p.x - Double(f.position.x), y: p.y - Double(f.position.y))
            guard f.region.contains(relative) else { continue }
            let v = world.linearVelocity(body)
            let charge = CGFloat(world.body(body).charge)
            let force = block(
                f, DynamicsGeometry.point(p), CGVector(dx: v.x, dy: v.y), CGFloat(world.mass(body)), charge, elapsedTime)
            world.applyForceToCenter(body, Vec2(Double(force.dx) * 100, Double(force.dy) * 100))
        }
    }

    /// A push: a force (continuous) or an impulse (instantaneous, once) at each item's target offset.
    func apply(_ push: UIPushBehavior) {
        let v = push.coreVector
        let vector = Vec2(Double(v.dx), Double(v.dy))
        for item in push.dynamicsItems {
            guard let i = recordIndex[ObjectIdentifier(item)] else { continue }
            let body = records[i].body
            let xf = world.transform(body)
            let o = push.targetOffsetFromCenter(for: item)
            let point = xf.apply(Vec2(Double(o.horizontal), Double(o.vertical)))
            switch push.mode {
            case .continuous: world.applyForce(body, vector, at: point)
            case .instantaneous: world.applyLinearImpulse(body, vector, at: point)
            }
        }
        if push.mode == .instantaneous { push.active = false }
    }

    private func writeBack() {
        for i in records.indices {
            let record = records[i]
            let xf = world.transform(record.body)
            let center = DynamicsGeometry.point(xf.p)
            let angle = xf.q.angle
            if center != record.lastCenter { record.item.center = center; records[i].lastCenter = center }
            if angle != record.lastAngle {
                record.item.transform = record.baseTransform.rotated(by: CGFloat(angle))
                records[i].lastAngle = angle
            }
        }
    }

    private func item(forSerial serial: Int) -> UIDynamicItem? {
        guard serial > 0 else { return nil }
        return records.first { $0.serial == serial }?.item ?? retiredItems.first { $0.serial == serial }?.item
    }

    /// Boundary owner and identifier for a boundary shape's user data and body.
    private func boundary(userData: Int, body: BodyID) -> (UICollisionBehavior, NSCopying?)? {
        guard userData < 0 else { return nil }
        let entry = boundaries.first(where: { $0.body == body }) ?? retiredBoundaries.first(where: { $0.body == body })
        guard let entry, -userData - 1 < entry.identifiers.count else { return nil }
        return (entry.behavior, entry.identifiers[-userData - 1])
    }

    private func deliverCollisionEvents(_ flat: [UIDynamicBehavior]) {
        defer { retiredBoundaries.removeAll(); retiredItems.removeAll() }
        let collisions = flat.compactMap { $0 as? UICollisionBehavior }
        func deliver(_ dataA: Int, _ bodyA: BodyID, _ dataB: Int, _ bodyB: BodyID, began: Bool, point: CGPoint) {
            if let itemA = item(forSerial: dataA), let itemB = item(forSerial: dataB) {
                for c in collisions
                where c.collisionMode.contains(.items)
                    && c.dynamicsItems.contains(where: { $0 === itemA }) && c.dynamicsItems.contains(where: { $0 === itemB })
                {
                    if began {
                        c.collisionDelegate?.collisionBehavior(c, beganContactFor: itemA, with: itemB, at: point)
                    } else {
                        c.collisionDelegate?.collisionBehavior(c, endedContactFor: itemA, with: itemB)
                    }
                }
                return
            }
            let aIsItem = dataA > 0
            guard let item = item(forSerial: aIsItem ? dataA : dataB),
                let (c, identifier) = aIsItem ? boundary(userData: dataB, body: bodyB) : boundary(userData: dataA, body: bodyA)
            else { return }
            if began {
                c.collisionDelegate?.collisionBehavior(c, beganContactFor: item, withBoundaryIdentifier: identifier, at: point)
            } else {
                c.collisionDelegate?.collisionBehavior(c, endedContactFor: item, withBoundaryIdentifier: identifier)
            }
        }
        for e in world.contactBeginEvents {
            deliver(e.userDataA, e.bodyA, e.userDataB, e.bodyB, began: true, point: DynamicsGeometry.point(e.point))
        }
        for e in world.contactEndEvents { deliver(e.userDataA, e.bodyA, e.userDataB, e.bodyB, began: false, point: .zero) }
    }
}
