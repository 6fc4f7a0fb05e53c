/// How to make a world, with defaults tuned for UIKit-sized scenes measured in points.
///
/// Lengths scale with `lengthUnitsPerMeter` the way Box2D's do: the defaults treat 100 points as one
/// metre (UIKit's 1000 points/s² gravity is then about 1 g), and the benchmark sets 10 so a 10-point
/// box is "one metre", the size every engine in the comparison is tuned for.
public struct WorldDef: Sendable {
    public var gravity: Vec2 = .zero
    public var lengthUnitsPerMeter: Double = 100
    /// Contact stiffness (Hz) and damping ratio of the soft contact constraint.
    public var contactHertz: Double = 30
    public var contactDampingRatio: Double = 10
    /// Stiffness of rigid joints (position correction), Hz and damping ratio.
    public var jointHertz: Double = 60
    public var jointDampingRatio: Double = 5
    /// Approach speeds below this (points/s, scaled) do not bounce.
    public var restitutionThresholdMetersPerSecond: Double = 1
    /// Largest speed at which overlap is pushed out (points/s per metre unit).
    public var contactPushMaxVelocityMetersPerSecond: Double = 3
    public var enableSleep = true
    /// Seconds a body must stay slow before it may sleep.
    public var timeToSleep: Double = 0.5
    /// Speed under which a body counts as at rest (metres/s, scaled).
    public var linearSleepToleranceMetersPerSecond: Double = 0.05
    /// Angular speed under which a body counts as at rest (radians/s).
    public var angularSleepTolerance: Double = 2 * Double.pi / 180
    public init() {}

    var linearSlop: Double { 0.005 * lengthUnitsPerMeter }
    var speculativeDistance: Double { 4 * linearSlop }
    var aabbMargin: Double { 0.1 * lengthUnitsPerMeter }
}

/// A 2D rigid-body world: bodies with shapes, contacts, joints and fields, advanced by `step`.
///
/// Trade-offs (after Box2D v3): one fixed step with sub-steps; bodies, shapes, contacts and constraints
/// live in contiguous arrays of small structs, addressed by index + generation handles; events are
/// gathered during the step and read afterwards, never delivered mid-solve. Nothing iterates a hash
/// table, so the same calls give bit-identical states on every run.
public final class World {
    public let def: WorldDef
    public var gravity: Vec2

    // MARK: - Storage
    var bodies: [Body] = []
    var states: [BodyState] = []
    var shapes: [Shape] = []
    /// Polygon data of shape i at index i (a placeholder for circles).
    var polygons: [Polygon] = []
    /// The same polygons in Float32 lanes, for the polygon narrow phase.
    var polygonLanes: [PolygonLanes] = []
    /// Contacts in creation order, updated in place; removal swaps the last one in (see `pairIndex`).
    var contacts: [Contact] = []
    /// Contact key (shape A, shape B) → index in `contacts`; looked up, never iterated.
    var pairIndex = PairTable()
    /// The step's contact constraints by graph colour, and the solver bodies (Float32).
    let contactStore = ContactConstraintStore()
    /// Solve a colour's constraints `ContactSolver.width` at a time (the default) or one at a time (the
    /// reference path the wide one is tested against; both visit the same slots in the same order).
    var useWideSolver = true
    /// Scratch of the colouring, kept between steps for their capacity.
    var colourCandidates: [Int32] = []
    var candidateColours: [UInt8] = []
    var bodyColours: [UInt32] = []
    /// Awake moving bodies of the current step and their per-sub-step velocity increments.
    var motions: [SolverMotion] = []
    /// Awake moving bodies in no contact or joint: integrated in `Double` on `states`.
    var freeMotions: [BodyMotion] = []
    var distanceJoints: [DistanceJoint] = []
    var targetJoints: [TargetJoint] = []
    var revoluteJoints: [RevoluteJoint] = []
    var prismaticJoints: [PrismaticJoint] = []
    var fields: [Field] = []
    var freeBodies: [Int32] = []
    var freeShapes: [Int32] = []
    var broadPhase = BroadPhase()
    /// New pairs of the current step (sorted keys), turned into contacts.
    var pairs: [UInt64] = []
    /// Indices of contacts to remove at the end of the narrow phase (ascending).
    var doomedContacts: [Int32] = []
    var toWake: [Int32] = []
    var nextIslandID: Int32 = 0

    // MARK: - Results of the last step
    /// Shapes that started touching during the last step.
    public internal(set) var contactBeginEvents: [ContactBeginEvent] = []
    /// Shapes that stopped touching during the last step, plus those ended by destroying a shape
    /// before it (so a boundary removed between steps still reports its end after the next step).
    public internal(set) var contactEndEvents: [ContactEndEvent] = []
    /// End events of the previous step (already read); the next step drops exactly these.
    var endEventsOfLastStep = 0
    /// Simulated seconds and steps so far.
    public internal(set) var time: Double = 0
    public internal(set) var stepCount: Int = 0

    /// A static body at the origin that joints use as "the world" (UIKit anchor points).
    public private(set) var groundBody = BodyID(index: 0, generation: 0)

    public init(_ def: WorldDef = WorldDef()) {
        self.def = def
        gravity = def.gravity
        var ground = BodyDef()
        ground.type = .static
        groundBody = createBody(ground)
    }

    // MARK: - Queries

    /// Number of live bodies (including the ground body).
    public var bodyCount: Int { bodies.count - freeBodies.count }
    /// Number of contacts with manifold points.
    public var touchingContactCount: Int { contacts.reduce(0) { $0 + ($1.isTouching ? 1 : 0) } }
    /// The current contacts (sorted by shape pair).
    public var allContacts: [Contact] {
        contacts.sorted { (a: Contact, b: Contact) -> Bool in a.key < b.key }
    }

    /// Whether every dynamic body is asleep (nothing will move until something wakes a body).
    public var isAtRest: Bool {
        for b in bodies where b.isAlive && b.type != .static && b.isAwake { return false }
        return true
    }

    /// Shapes whose geometry contains `point`, in shape order.
    public func shapes(containing point: Vec2) -> [ShapeID] {
        var result: [ShapeID] = []
        for (i, s) in shapes.enumerated() where s.isAlive {
            if geometry(at: i).contains(point, bodies[Int(s.body)].transform) {
                result.append(ShapeID(index: Int32(i), generation: s.generation))
            }
        }
        return result
    }

    /// Shapes whose bounding box overlaps `box`, in shape order.
    public func shapes(overlapping box: AABB) -> [ShapeID] {
        var result: [ShapeID] = []
        for (i, s) in shapes.enumerated() where s.isAlive {
            if geometry(at: i).aabb(bodies[Int(s.body)].transform).overlaps(box) {
                result.append(ShapeID(index: Int32(i), generation: s.generation))
            }
        }
        return result
    }

    func bodyID(_ index: Int32) -> BodyID { BodyID(index: index, generation: bodies[Int(index)].generation) }

    func makeEndEvent(_ c: Contact) -> ContactEndEvent {
        ContactEndEvent(
            shapeA: shapeID(at: c.shapeA), shapeB: shapeID(at: c.shapeB),
            userDataA: shapes[Int(c.shapeA)].userData, userDataB: shapes[Int(c.shapeB)].userData,
            bodyA: bodyID(c.bodyA), bodyB: bodyID(c.bodyB))
    }

    /// A 64-bit FNV-1a hash of every live body's transform and velocity (for determinism checks).
    public func stateHash() -> UInt64 {
        var hash: UInt64 = 0xcbf29ce484222325
        func mix(_ value: Double) {
            var bits = value.bitPattern
            for _ in 0..<8 { hash = (hash ^ (bits & 0xff)) &* 0x100000001b3; bits >>= 8 }
        }
        for (i, b) in bodies.enumerated() where b.isAlive {
            mix(b.transform.p.x); mix(b.transform.p.y); mix(b.transform.q.c); mix(b.transform.q.s)
            mix(states[i].v.x); mix(states[i].v.y); mix(states[i].w)
        }
        return hash
    }
}

extension World {
    /// Contact constraints solved in the last step (contacts with points and a moving body).
    public var contactConstraintCount: Int { contactStore.constraintCount }
    /// Contacts kept (boxes overlapping), touching or not.
    public var contactCount: Int { contacts.count }
}
