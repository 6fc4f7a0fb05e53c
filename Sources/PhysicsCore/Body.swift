/// How a body moves.
public enum BodyType: Sendable {
    /// Never moves; infinite mass (walls, boundaries, anchors).
    case `static`
    /// Moves by its velocity only; infinite mass; pushes dynamic bodies.
    case kinematic
    /// Moves under forces, contacts and joints.
    case dynamic
}

/// How to make a body, with defaults (Box2D's definition-struct style).
public struct BodyDef: Sendable {
    public var type: BodyType = .dynamic
    /// Position of the body origin, which is also its centre of mass and rotation point.
    public var position: Vec2 = .zero
    public var angle: Double = 0
    public var linearVelocity: Vec2 = .zero
    public var angularVelocity: Double = 0
    /// Linear velocity decay rate (1/s): v ← v / (1 + h·damping) each sub-step.
    public var linearDamping: Double = 0
    public var angularDamping: Double = 0
    /// Multiplies the world gravity for this body.
    public var gravityScale: Double = 1
    /// A body-specific constant acceleration (points/s²), added to world gravity (UIKit gravity behaviors).
    public var acceleration: Vec2 = .zero
    /// When set, the body never rotates (infinite rotational inertia).
    public var fixedRotation = false
    public var enableSleep = true
    public var isAwake = true
    /// Caller data (the UIKit layer stores an item index here).
    public var userData: Int = 0
    public init() {}
}

/// A handle to a body: index plus generation, so a stale handle is detected rather than aliased.
public struct BodyID: Hashable, Sendable {
    public let index: Int32
    public let generation: UInt32
}

/// The hot per-body state the solver reads and writes, kept small and contiguous
/// (no references, no optionals) so the inner loops stream through it.
struct BodyState {
    var v: Vec2 = .zero
    var w: Double = 0
    var invMass: Double = 0
    var invInertia: Double = 0
    /// Position change since the start of the step (contact separation is updated from it).
    var dp: Vec2 = .zero
    /// Rotation change since the start of the step.
    var dq: Rotation = .identity
}

/// An awake moving body's per-sub-step increments, computed once per step.
struct BodyMotion {
    var index: Int32
    var isDynamic: Bool
    var dv: Vec2
    var dw: Double
    var linearDamping: Double
    var angularDamping: Double
}

/// The same increments in Float32, for a body the solver moves (one in a contact or joint).
struct SolverMotion {
    var index: Int32
    var isDynamic: Bool
    var dvx: Float, dvy: Float
    var dw: Float
    var linearDamping: Float
    var angularDamping: Float

    init(_ m: BodyMotion) {
        index = m.index; isDynamic = m.isDynamic
        dvx = Float(m.dv.x); dvy = Float(m.dv.y); dw = Float(m.dw)
        linearDamping = Float(m.linearDamping); angularDamping = Float(m.angularDamping)
    }
}

/// A body's bookkeeping: transform, mass, forces, sleep and shape list (cold relative to `BodyState`).
public struct Body: Sendable {
    public internal(set) var type: BodyType
    public internal(set) var transform: Transform
    public internal(set) var mass: Double = 0
    public internal(set) var inertia: Double = 0
    public var linearDamping: Double
    public var angularDamping: Double
    public var gravityScale: Double
    public var acceleration: Vec2
    /// Force accumulated for the next step (cleared after it).
    public var force: Vec2 = .zero
    public var torque: Double = 0
    public internal(set) var fixedRotation: Bool
    public var enableSleep: Bool
    public internal(set) var isAwake: Bool
    public var userData: Int
    /// Electric charge (electric and magnetic fields).
    public var charge: Double = 0
    /// Seconds this body has been below the sleep velocity thresholds.
    public internal(set) var sleepTime: Double = 0
    var islandID: Int32 = -1
    var firstShape: Int32 = -1
    var generation: UInt32 = 0
    var isAlive = true
    /// Distance the body may travel in one step plus rotational sweep: widens its AABB and speculative margin.
    var sweep: Double = 0
}

// MARK: - Creating and changing bodies

extension World {
    /// Adds a body; give it shapes with `createShape` to make it collide and have mass.
    @discardableResult
    public func createBody(_ def: BodyDef) -> BodyID {
        var body = Body(
            type: def.type, transform: Transform(p: def.position, q: Rotation(angle: def.angle)),
            linearDamping: def.linearDamping, angularDamping: def.angularDamping,
            gravityScale: def.gravityScale, acceleration: def.acceleration,
            fixedRotation: def.fixedRotation, enableSleep: def.enableSleep,
            isAwake: def.type == .static ? false : def.isAwake, userData: def.userData)
        var state = BodyState()
        if def.type != .static {
            state.v = def.linearVelocity
            state.w = def.fixedRotation ? 0 : def.angularVelocity
        }
        let index: Int
        if let free = freeBodies.popLast() {
            index = Int(free)
            body.generation = bodies[index].generation &+ 1
            bodies[index] = body
            states[index] = state
        } else {
            index = bodies.count
            bodies.append(body)
            states.append(state)
        }
        updateMass(index)
        return BodyID(index: Int32(index), generation: bodies[index].generation)
    }

    /// Removes a body, its shapes (ending their contacts, with end events) and the joints attached to it.
    public func destroyBody(_ id: BodyID) {
        guard isValid(id) else { return }
        let index = Int(id.index)
        var s = bodies[index].firstShape
        while s >= 0 {
            let next = shapes[Int(s)].nextOfBody
            destroyShape(ShapeID(index: s, generation: shapes[Int(s)].generation))
            s = next
        }
        destroyJoints(ofBody: id.index)
        for f in fields.indices { fields[f].bodies.removeAll { $0 == id.index } }
        bodies[index].isAlive = false
        bodies[index].isAwake = false
        states[index] = BodyState()
        freeBodies.append(id.index)
    }

    /// Whether the handle still names a live body.
    public func isValid(_ id: BodyID) -> Bool {
        let i = Int(id.index)
        return i >= 0 && i < bodies.count && bodies[i].isAlive && bodies[i].generation == id.generation
    }

    /// A snapshot of the body's bookkeeping.
    public func body(_ id: BodyID) -> Body { bodies[Int(id.index)] }

    public func position(_ id: BodyID) -> Vec2 { bodies[Int(id.index)].transform.p }
    public func angle(_ id: BodyID) -> Double { bodies[Int(id.index)].transform.q.angle }
    public func transform(_ id: BodyID) -> Transform { bodies[Int(id.index)].transform }
    public func linearVelocity(_ id: BodyID) -> Vec2 { states[Int(id.index)].v }
    public func angularVelocity(_ id: BodyID) -> Double { states[Int(id.index)].w }
    public func mass(_ id: BodyID) -> Double { bodies[Int(id.index)].mass }
    public func rotationalInertia(_ id: BodyID) -> Double { bodies[Int(id.index)].inertia }
    public func isAwake(_ id: BodyID) -> Bool { bodies[Int(id.index)].isAwake }

    /// Moves the body (teleport: no velocity change) and wakes it.
    public func setTransform(_ id: BodyID, position: Vec2, angle: Double) {
        let i = Int(id.index)
        bodies[i].transform = Transform(p: position, q: Rotation(angle: angle))
        var s = bodies[i].firstShape
        while s >= 0 { shapes[Int(s)].needsAABB = true; s = shapes[Int(s)].nextOfBody }
        wakeBody(i)
    }

    public func setLinearVelocity(_ id: BodyID, _ v: Vec2) {
        let i = Int(id.index)
        guard bodies[i].type != .static else { return }
        states[i].v = v
        if v != .zero { wakeBody(i) }
    }

    public func setAngularVelocity(_ id: BodyID, _ w: Double) {
        let i = Int(id.index)
        guard bodies[i].type != .static, !bodies[i].fixedRotation else { return }
        states[i].w = w
        if w != 0 { wakeBody(i) }
    }

    /// Adds a force (mass·points/s²) at a world point for the next step.
    public func applyForce(_ id: BodyID, _ force: Vec2, at point: Vec2) {
        let i = Int(id.index)
        guard bodies[i].type == .dynamic else { return }
        bodies[i].force += force
        bodies[i].torque += cross(point - bodies[i].transform.p, force)
        wakeBody(i)
    }

    public func applyForceToCenter(_ id: BodyID, _ force: Vec2) {
        applyForce(id, force, at: bodies[Int(id.index)].transform.p)
    }

    /// Changes velocity at once: Δv = impulse / mass, Δω = (r × impulse) / I.
    public func applyLinearImpulse(_ id: BodyID, _ impulse: Vec2, at point: Vec2) {
        let i = Int(id.index)
        guard bodies[i].type == .dynamic else { return }
        states[i].v += states[i].invMass * impulse
        states[i].w += states[i].invInertia * cross(point - bodies[i].transform.p, impulse)
        wakeBody(i)
    }

    public func applyAngularImpulse(_ id: BodyID, _ impulse: Double) {
        let i = Int(id.index)
        guard bodies[i].type == .dynamic else { return }
        states[i].w += states[i].invInertia * impulse
        wakeBody(i)
    }

    /// Changes static/kinematic/dynamic; mass is recomputed and the body woken.
    public func setType(_ id: BodyID, _ type: BodyType) {
        let i = Int(id.index)
        guard bodies[i].type != type else { return }
        bodies[i].type = type
        if type == .static { states[i].v = .zero; states[i].w = 0; bodies[i].isAwake = false } else { bodies[i].isAwake = true }
        updateMass(i)
        bodies[i].sleepTime = 0
    }

    public func setFixedRotation(_ id: BodyID, _ fixed: Bool) {
        let i = Int(id.index)
        bodies[i].fixedRotation = fixed
        if fixed { states[i].w = 0 }
        updateMass(i)
    }

    public func setLinearDamping(_ id: BodyID, _ damping: Double) { bodies[Int(id.index)].linearDamping = damping }
    public func setAngularDamping(_ id: BodyID, _ damping: Double) { bodies[Int(id.index)].angularDamping = damping }
    public func setGravityScale(_ id: BodyID, _ scale: Double) { bodies[Int(id.index)].gravityScale = scale }
    public func setEnableSleep(_ id: BodyID, _ enable: Bool) {
        bodies[Int(id.index)].enableSleep = enable
        if !enable { wakeBody(Int(id.index)) }
    }
    /// Sets the body's own constant acceleration (points/s²), waking it when it changes.
    public func setAcceleration(_ id: BodyID, _ a: Vec2) {
        let i = Int(id.index)
        if bodies[i].acceleration != a { bodies[i].acceleration = a; if a != .zero { wakeBody(i) } }
    }
    /// Electric charge used by electric and magnetic fields.
    public func setCharge(_ id: BodyID, _ charge: Double) { bodies[Int(id.index)].charge = charge }
    public func setUserData(_ id: BodyID, _ data: Int) { bodies[Int(id.index)].userData = data }

    /// Wakes the body and the sleeping island it belongs to.
    public func wake(_ id: BodyID) { wakeBody(Int(id.index)) }

    // MARK: - Internals

    func wakeBody(_ i: Int) {
        guard bodies[i].type != .static, bodies[i].isAlive else { return }
        bodies[i].sleepTime = 0
        guard !bodies[i].isAwake else { return }
        let island = bodies[i].islandID
        if island >= 0 {
            for j in bodies.indices where bodies[j].islandID == island && bodies[j].isAlive {
                bodies[j].isAwake = true
                bodies[j].sleepTime = 0
                bodies[j].islandID = -1
            }
        }
        bodies[i].isAwake = true
        bodies[i].islandID = -1
    }

    /// Mass = Σ density × area; inertia about the origin (which is the rotation point).
    func updateMass(_ i: Int) {
        var mass = 0.0, inertia = 0.0
        var s = bodies[i].firstShape
        while s >= 0 {
            let shape = shapes[Int(s)]
            let props = geometry(at: Int(s)).massProperties()
            mass += shape.density * props.area
            inertia += shape.density * props.inertiaAboutOrigin
            s = shape.nextOfBody
        }
        bodies[i].mass = mass
        bodies[i].inertia = inertia
        switch bodies[i].type {
        case .static, .kinematic:
            states[i].invMass = 0
            states[i].invInertia = 0
        case .dynamic:
            if mass <= 0 { mass = 1; bodies[i].mass = 1 }
            states[i].invMass = 1 / mass
            states[i].invInertia = (bodies[i].fixedRotation || inertia <= 0) ? 0 : 1 / inertia
        }
    }
}
