import Foundation

/// The kinds of force field, after SpriteKit/UIKit's field catalogue.
public enum FieldKind: Hashable, Sendable {
    /// Pulls toward the position in proportion to displacement (Hooke's law): F = −strength · d.
    case spring
    /// Accelerates toward the position: a = strength / r^falloff (mass-independent, like gravity).
    case radialGravity
    /// Accelerates along `direction`: a = strength · direction.
    case linearGravity
    /// Opposes velocity: F = −strength · v.
    case drag
    /// Pulls velocity toward `direction`: F = strength · (direction − v).
    case velocity
    /// Pushes tangentially around the position (counter-clockwise in y-up): F = strength · perp(r̂) / r^falloff.
    case vortex
    /// Smoothly varying pseudo-random force: F = strength · noise(p, t).
    case noise
    /// Noise scaled by speed: F = strength · |v| · noise(p, t).
    case turbulence
    /// Pushes charged bodies away from the position: F = strength · charge · r̂ / r^falloff.
    case electric
    /// Deflects moving charged bodies sideways: F = strength · charge · (v × ẑ).
    case magnetic
}

/// How to make a field, with defaults.
public struct FieldDef: Equatable, Sendable {
    public var kind: FieldKind = .linearGravity
    public var position: Vec2 = .zero
    public var region: Region = .infinite
    public var strength: Double = 1
    /// Exponent of the distance decay, applied beyond `minimumRadius` (0 = uniform).
    public var falloff: Double = 0
    /// Distances below this count as this (avoids the singularity at the centre).
    public var minimumRadius: Double = 1e-3
    public var direction: Vec2 = .zero
    /// Noise: 0 = rough (small features), 1 = smooth (large features).
    public var smoothness: Double = 0
    /// Noise: how fast the pattern changes over time (lattice cells per second).
    public var animationSpeed: Double = 0
    public init(kind: FieldKind) { self.kind = kind }
}

/// A handle to a field.
public struct FieldID: Hashable, Sendable {
    public let index: Int32
    public let generation: UInt32
}

/// A field and the bodies it acts on.
struct Field {
    var def: FieldDef
    /// Bodies affected, sorted ascending (deterministic application order).
    var bodies: [Int32] = []
    var generation: UInt32 = 0
    var isAlive = true

    /// The force on a body at `p` moving at `v` (mass in core units), or zero outside the region.
    func force(position p: Vec2, velocity v: Vec2, mass: Double, charge: Double, time: Double) -> Vec2 {
        let d = p - def.position
        guard def.region.contains(d) else { return .zero }
        let r = max(d.length, def.minimumRadius)
        let decay = def.falloff == 0 ? 1 : 1 / pow(r, def.falloff)
        let unit = d.length > 1e-12 ? (1 / d.length) * d : .zero
        switch def.kind {
        case .spring:
            return -def.strength * d
        case .radialGravity:
            return (-mass * def.strength * decay) * unit
        case .linearGravity:
            return (mass * def.strength) * def.direction
        case .drag:
            return -def.strength * v
        case .velocity:
            return def.strength * (def.direction - v)
        case .vortex:
            return (def.strength * decay) * unit.leftPerp
        case .noise:
            return def.strength * noiseVector(p, time)
        case .turbulence:
            return (def.strength * v.length) * noiseVector(p, time)
        case .electric:
            return (def.strength * charge * decay) * unit
        case .magnetic:
            return (def.strength * charge) * v.rightPerp
        }
    }

    /// Value noise on a lattice in (x, y, t): smooth, deterministic, components in [−1, 1].
    private func noiseVector(_ p: Vec2, _ time: Double) -> Vec2 {
        let cell = 8 + 192 * min(max(def.smoothness, 0), 1)
        let x = p.x / cell, y = p.y / cell, t = time * def.animationSpeed
        return Vec2(valueNoise(x, y, t, seed: 0x9E37), valueNoise(x, y, t, seed: 0x7F4A))
    }
}

/// Trilinear interpolation of hashed lattice values with a smoothstep fade.
private func valueNoise(_ x: Double, _ y: Double, _ t: Double, seed: UInt64) -> Double {
    let x0 = floor(x), y0 = floor(y), t0 = floor(t)
    let fx = fade(x - x0), fy = fade(y - y0), ft = fade(t - t0)
    let ix = Int64(x0), iy = Int64(y0), it = Int64(t0)
    func lattice(_ dx: Int64, _ dy: Int64, _ dt: Int64) -> Double {
        var h =
            UInt64(bitPattern: (ix + dx) &* 73856093) ^ UInt64(bitPattern: (iy + dy) &* 19349663)
            ^ UInt64(bitPattern: (it + dt) &* 83492791) ^ seed
        h ^= h >> 33; h = h &* 0xff51afd7ed558ccd; h ^= h >> 33; h = h &* 0xc4ceb9fe1a85ec53; h ^= h >> 33
        return Double(h >> 11) / Double(1 << 53) * 2 - 1
    }
    func lerp(_ a: Double, _ b: Double, _ s: Double) -> Double { a + (b - a) * s }
    let c00 = lerp(lattice(0, 0, 0), lattice(1, 0, 0), fx), c10 = lerp(lattice(0, 1, 0), lattice(1, 1, 0), fx)
    let c01 = lerp(lattice(0, 0, 1), lattice(1, 0, 1), fx), c11 = lerp(lattice(0, 1, 1), lattice(1, 1, 1), fx)
    return lerp(lerp(c00, c10, fy), lerp(c01, c11, fy), ft)
}

private func fade(_ s: Double) -> Double { s * s * (3 - 2 * s) }

extension World {
    /// Adds a field acting on no bodies yet (add them with `addBody(_:to:)`).
    @discardableResult
    public func createField(_ def: FieldDef) -> FieldID {
        var field = Field(def: def)
        if let free = fields.firstIndex(where: { !$0.isAlive }) {
            field.generation = fields[free].generation &+ 1
            fields[free] = field
            return FieldID(index: Int32(free), generation: field.generation)
        }
        fields.append(field)
        return FieldID(index: Int32(fields.count - 1), generation: 0)
    }

    public func destroyField(_ id: FieldID) {
        let i = Int(id.index)
        guard i < fields.count, fields[i].generation == id.generation else { return }
        for b in fields[i].bodies { wakeBody(Int(b)) }
        fields[i].isAlive = false
        fields[i].bodies = []
    }

    /// The field's definition; changing it wakes the bodies it acts on.
    public func fieldDef(_ id: FieldID) -> FieldDef { fields[Int(id.index)].def }
    public func setFieldDef(_ id: FieldID, _ def: FieldDef) {
        let i = Int(id.index)
        fields[i].def = def
        for b in fields[i].bodies { wakeBody(Int(b)) }
    }

    public func addBody(_ body: BodyID, to field: FieldID) {
        let i = Int(field.index)
        guard !fields[i].bodies.contains(body.index) else { return }
        fields[i].bodies.append(body.index)
        fields[i].bodies.sort()
        wakeBody(Int(body.index))
    }

    public func removeBody(_ body: BodyID, from field: FieldID) {
        fields[Int(field.index)].bodies.removeAll { $0 == body.index }
    }

    /// The force the field would apply to the body now (zero outside its region).
    public func fieldForce(_ field: FieldID, on body: BodyID) -> Vec2 {
        let b = bodies[Int(body.index)]
        return fields[Int(field.index)].force(
            position: b.transform.p, velocity: states[Int(body.index)].v,
            mass: b.mass, charge: b.charge, time: time)
    }
}
