import XCTest
import EngineScenes
@testable import PhysicsCore

final class BroadPhaseTests: XCTestCase {
    private struct Item {
        var aabb: AABB
        var type: BodyType
        var body: Int32
        var filter = Filter()
    }

    private static func key(_ a: Int, _ b: Int) -> UInt64 { UInt64(min(a, b)) << 32 | UInt64(max(a, b)) }

    /// Pairs the broad phase must know: fat boxes overlapping, one of them dynamic, different bodies, filters agreeing.
    private static func bruteForce(_ items: [Item], _ fat: [AABB]) -> Set<UInt64> {
        var result = Set<UInt64>()
        for i in 0..<items.count {
            for j in (i + 1)..<items.count {
                let a = items[i], b = items[j]
                guard a.type == .dynamic || b.type == .dynamic, a.body != b.body,
                    a.filter.accepts(b.filter), fat[i].overlaps(fat[j])
                else { continue }
                result.insert(key(i, j))
            }
        }
        return result
    }

    private static func randomItems(_ count: Int, seed: UInt32) -> [Item] {
        var rng = MersenneTwister(pythonSeed: seed)
        var items: [Item] = []
        for i in 0..<count {
            let x = rng.uniform(0, 300), y = rng.uniform(0, 300)
            let w = i % 50 == 0 ? rng.uniform(50, 120) : rng.uniform(2, 12)  // a few large boxes
            let h = rng.uniform(2, 12)
            let type: BodyType = i % 7 == 0 ? .static : (i % 11 == 0 ? .kinematic : .dynamic)
            items.append(Item(aabb: AABB(lower: Vec2(x, y), upper: Vec2(x + w, y + h)), type: type, body: Int32(i)))
        }
        return items
    }

    func testTreeFindsEachOverlappingPairOnceAsItemsMove() {
        var rng = MersenneTwister(pythonSeed: 7)
        var items = Self.randomItems(400, seed: 7)
        let margin = 1.0
        var fat = items.map { (item: Item) -> AABB in item.aabb.inflated(by: margin) }
        var broadPhase = BroadPhase()
        for (i, item) in items.enumerated() {
            broadPhase.createProxy(Int32(i), aabb: fat[i], type: item.type, body: item.body, filter: item.filter)
        }
        XCTAssertNil(broadPhase.validate())
        var known: [UInt64: Int32] = [:]
        var pairs: [UInt64] = []
        broadPhase.updatePairs(existing: PairTable(known), into: &pairs)
        XCTAssertEqual(pairs, Self.bruteForce(items, fat).sorted(), "every pair once, sorted")
        XCTAssertGreaterThan(pairs.count, 50)
        for p in pairs { known[p] = 0 }

        for round in 0..<20 {
            // Move some items a little (inside their fat box: nothing to do) and some a lot.
            var moved = Set<Int>()
            for i in 0..<items.count where items[i].type != .static && rng.nextDouble() < 0.3 {
                let far = rng.nextDouble() < 0.5
                let d =
                    far ? Vec2(rng.uniform(-20, 20), rng.uniform(-20, 20)) : Vec2(rng.uniform(-0.4, 0.4), rng.uniform(-0.4, 0.4))
                items[i].aabb = AABB(lower: items[i].aabb.lower + d, upper: items[i].aabb.upper + d)
                if !fat[i].contains(items[i].aabb) {
                    fat[i] = items[i].aabb.inflated(by: margin)
                    broadPhase.moveProxy(Int32(i), aabb: fat[i])
                    moved.insert(i)
                }
            }
            XCTAssertEqual(broadPhase.moveCount, moved.count)
            XCTAssertNil(broadPhase.validate(), "round \(round)")
            broadPhase.updatePairs(existing: PairTable(known), into: &pairs)
            XCTAssertEqual(pairs, pairs.sorted())
            XCTAssertEqual(Set(pairs).count, pairs.count, "round \(round): a pair reported twice")
            // The caller drops pairs whose fat boxes separated; what is left plus the new pairs is every pair.
            let expected = Self.bruteForce(items, fat)
            known = known.filter { (entry: (key: UInt64, value: Int32)) -> Bool in expected.contains(entry.key) }
            for p in pairs {
                XCTAssertNil(known[p], "round \(round): a known pair reported again")
                let a = Int(p >> 32), b = Int(p & 0xffff_ffff)
                XCTAssertTrue(moved.contains(a) || moved.contains(b), "round \(round): a pair of unmoved proxies")
                known[p] = 0
            }
            XCTAssertEqual(Set(known.keys), expected, "round \(round)")
            // No pair beyond the margins: each tight box lies in its fat box (its old box grown by the margin),
            // so tight boxes of a pair with overlapping fat boxes are at most four margins apart.
            for p in known.keys {
                let a = Int(p >> 32), b = Int(p & 0xffff_ffff)
                XCTAssertTrue(items[a].aabb.inflated(by: 4 * margin).overlaps(items[b].aabb), "round \(round)")
            }
        }
    }

    func testFilterAndSameBodyPairsAreSkipped() {
        let box = AABB(lower: .zero, upper: Vec2(10, 10))
        var broadPhase = BroadPhase()
        broadPhase.createProxy(0, aabb: box, type: .dynamic, body: 1, filter: Filter(categoryBits: 1, maskBits: 1))
        broadPhase.createProxy(1, aabb: box, type: .dynamic, body: 1, filter: Filter(categoryBits: 1, maskBits: 1))
        broadPhase.createProxy(2, aabb: box, type: .dynamic, body: 2, filter: Filter(categoryBits: 2, maskBits: 2))
        broadPhase.createProxy(3, aabb: box, type: .dynamic, body: 3, filter: Filter(categoryBits: 1, maskBits: 1))
        var pairs: [UInt64] = []
        broadPhase.updatePairs(existing: PairTable(), into: &pairs)
        XCTAssertEqual(pairs, [Self.key(0, 3), Self.key(1, 3)])
    }

    func testStaticAndKinematicPairOnlyWithDynamic() {
        let box = AABB(lower: .zero, upper: Vec2(10, 10))
        var broadPhase = BroadPhase()
        broadPhase.createProxy(0, aabb: box, type: .static, body: 0, filter: Filter())
        broadPhase.createProxy(1, aabb: box, type: .kinematic, body: 1, filter: Filter())
        broadPhase.createProxy(2, aabb: box, type: .static, body: 2, filter: Filter())
        broadPhase.createProxy(3, aabb: box, type: .kinematic, body: 3, filter: Filter())
        broadPhase.createProxy(4, aabb: box, type: .dynamic, body: 4, filter: Filter())
        var pairs: [UInt64] = []
        broadPhase.updatePairs(existing: PairTable(), into: &pairs)
        XCTAssertEqual(pairs, [Self.key(0, 4), Self.key(1, 4), Self.key(2, 4), Self.key(3, 4)])
        // Nothing moved: nothing new.
        broadPhase.updatePairs(existing: PairTable(), into: &pairs)
        XCTAssertEqual(pairs, [])
        // A destroyed proxy leaves the trees and is never reported.
        broadPhase.moveProxy(4, aabb: box)
        broadPhase.destroyProxy(2)
        broadPhase.updatePairs(existing: PairTable(), into: &pairs)
        XCTAssertEqual(pairs, [Self.key(0, 4), Self.key(1, 4), Self.key(3, 4)])
        XCTAssertNil(broadPhase.validate())
    }
}

/// The world's contacts against a brute-force scan while a pile falls, bodies are destroyed, teleported
/// and change type: every pair of shapes whose boxes overlap has exactly one contact, the pair map
/// names each contact's index, and every kept contact's fat boxes overlap unless both bodies rest.
final class WorldBroadPhaseTests: XCTestCase {
    private func check(_ world: World, _ step: Int) {
        XCTAssertNil(world.broadPhase.validate(), "step \(step)")
        XCTAssertEqual(world.pairIndex.count, world.contacts.count, "step \(step)")
        for (k, c) in world.contacts.enumerated() {
            XCTAssertEqual(world.pairIndex[c.key], Int32(k), "step \(step)")
            let sa = world.shapes[Int(c.shapeA)], sb = world.shapes[Int(c.shapeB)]
            XCTAssertTrue(sa.isAlive && sb.isAlive, "step \(step)")
            let awake = world.bodies[Int(c.bodyA)].isAwake || world.bodies[Int(c.bodyB)].isAwake
            if awake { XCTAssertTrue(sa.fatAABB.overlaps(sb.fatAABB), "step \(step)") }
        }
        let shapes = world.shapes
        for i in 0..<shapes.count where shapes[i].isAlive {
            for j in (i + 1)..<shapes.count where shapes[j].isAlive {
                let a = shapes[i], b = shapes[j]
                let ta = world.bodies[Int(a.body)].type, tb = world.bodies[Int(b.body)].type
                guard a.body != b.body, ta == .dynamic || tb == .dynamic, a.aabb.overlaps(b.aabb) else { continue }
                let awake = world.bodies[Int(a.body)].isAwake || world.bodies[Int(b.body)].isAwake
                guard awake else { continue }
                let key = UInt64(i) << 32 | UInt64(j)
                XCTAssertNotNil(world.pairIndex[key], "step \(step): shapes \(i) and \(j) overlap without a contact")
            }
        }
    }

    func testContactsMatchBruteForceThroughChanges() {
        let (world, boxes) = BoxPileScene(count: 80).build(sleep: true)
        for step in 0..<240 {
            switch step {
            case 60: for b in boxes[0..<10] { world.destroyBody(b) }
            case 90: world.setTransform(boxes[20], position: world.position(boxes[40]) + Vec2(3, 0), angle: 0.3)
            case 120: world.setType(boxes[30], .static)
            case 150: world.setType(boxes[30], .dynamic)
            case 180:
                var def = BodyDef()
                def.position = world.position(boxes[50]) + Vec2(0, 30)
                let body = world.createBody(def)
                world.createShape(body, ShapeDef(), .polygon(.box(halfWidth: 5, halfHeight: 5)))
            default: break
            }
            world.step(timeStep: 1.0 / 60, subStepCount: 4)
            check(world, step)
        }
    }

    /// A filter change is seen by the next step both ways: a pair now allowed begins touching, a pair no
    /// longer allowed ends, though neither box moved beyond its fat box.
    func testFilterChangesStartAndEndContacts() {
        var def = WorldDef()
        def.enableSleep = false
        let world = World(def)
        var shapeIDs: [ShapeID] = []
        for x in [0.0, 9.0] {
            var bodyDef = BodyDef()
            bodyDef.position = Vec2(x, 0)
            let body = world.createBody(bodyDef)
            var shapeDef = ShapeDef()
            shapeDef.filter = Filter(categoryBits: 1, maskBits: 2)
            shapeIDs.append(world.createShape(body, shapeDef, .polygon(.box(halfWidth: 5, halfHeight: 5))))
        }
        world.step(timeStep: 1.0 / 60)
        XCTAssertEqual(world.contactCount, 0)
        world.setFilter(shapeIDs[1], Filter(categoryBits: 2, maskBits: 1))
        world.step(timeStep: 1.0 / 60)
        XCTAssertEqual(world.contactCount, 1)
        XCTAssertEqual(world.contactBeginEvents.count, 1)
        world.setFilter(shapeIDs[1], Filter(categoryBits: 1, maskBits: 2))
        world.step(timeStep: 1.0 / 60)
        XCTAssertEqual(world.contactCount, 0)
        XCTAssertEqual(world.contactEndEvents.count, 1)
    }
}
