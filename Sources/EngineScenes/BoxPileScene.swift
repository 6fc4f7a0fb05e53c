import Foundation
import PhysicsCore

/// The "box pile" benchmark scene, identical to the reference engines' (`shared/bench/common.py`):
/// N dynamic 10×10 pt boxes on a 12 pt grid (cols = ⌈√(2N)⌉, seeded x-jitter ±1 pt) inside four static
/// 20 pt walls, y up, floor top at y = 0, gravity 1000 pt/s², friction 0.5, restitution 0, density 1.
/// Shared by the benchmark and the tests so both measure the same pile.
public struct BoxPileScene: Sendable {
    public static let box = 10.0, pitch = 12.0, wall = 20.0, gravity = 1000.0, friction = 0.5
    public static let seed: UInt32 = 12345

    public let count: Int
    public let boxCenters: [Vec2]
    /// Walls as (centre, half width, half height).
    public let walls: [(center: Vec2, halfWidth: Double, halfHeight: Double)]
    public let innerWidth: Double, innerHeight: Double

    /// `seed` varies the x-jitter (the reference scripts' `random.Random(seed)`); a resting pile's final
    /// speed depends on chance events such as a leaning column toppling, so rest is judged over seeds.
    public init(count n: Int, seed: UInt32 = BoxPileScene.seed) {
        count = n
        let cols = max(1, Int(Double(2 * n).squareRoot().rounded(.up)))
        let rows = (n + cols - 1) / cols
        innerWidth = Double(cols) * Self.pitch + Self.pitch
        innerHeight = Double(rows) * Self.pitch + 200
        var rng = MersenneTwister(pythonSeed: seed)
        var centers: [Vec2] = []
        centers.reserveCapacity(n)
        for i in 0..<n {
            let c = i % cols, r = i / cols
            let x = Self.pitch + Double(c) * Self.pitch + rng.uniform(-1, 1)
            let y = 1 + Self.box / 2 + Double(r) * Self.pitch
            centers.append(Vec2(x, y))
        }
        boxCenters = centers
        let hw = Self.wall / 2
        walls = [
            (Vec2(innerWidth / 2, -hw), innerWidth / 2 + Self.wall, hw),
            (Vec2(innerWidth / 2, innerHeight + hw), innerWidth / 2 + Self.wall, hw),
            (Vec2(-hw, innerHeight / 2), hw, innerHeight / 2 + Self.wall),
            (Vec2(innerWidth + hw, innerHeight / 2), hw, innerHeight / 2 + Self.wall)
        ]
    }

    /// Builds the world (10 points per metre, like the Box2D scripts) and returns it with the boxes' ids.
    public func build(sleep: Bool) -> (world: World, boxes: [BodyID]) {
        var def = WorldDef()
        def.gravity = Vec2(0, -Self.gravity)
        def.lengthUnitsPerMeter = 10
        def.enableSleep = sleep
        let world = World(def)
        var shapeDef = ShapeDef()
        shapeDef.friction = Self.friction
        shapeDef.restitution = 0
        shapeDef.density = 1
        for w in walls {
            world.createShape(
                world.groundBody, shapeDef,
                .polygon(.box(halfWidth: w.halfWidth, halfHeight: w.halfHeight, center: w.center, angle: 0)))
        }
        let square = Geometry.polygon(.box(halfWidth: Self.box / 2, halfHeight: Self.box / 2))
        var ids: [BodyID] = []
        ids.reserveCapacity(count)
        for c in boxCenters {
            var bodyDef = BodyDef()
            bodyDef.position = c
            bodyDef.enableSleep = sleep
            let id = world.createBody(bodyDef)
            world.createShape(id, shapeDef, square)
            ids.append(id)
        }
        return (world, ids)
    }
}
