import XCTest
import EngineScenes
@testable import PhysicsCore

final class DynamicTreeTests: XCTestCase {
    private static func randomBox(_ rng: inout MersenneTwister) -> AABB {
        let x = rng.uniform(-200, 200), y = rng.uniform(-200, 200)
        let w = rng.nextDouble() < 0.05 ? rng.uniform(20, 80) : rng.uniform(0.5, 10)
        return AABB(lower: Vec2(x, y), upper: Vec2(x + w, y + rng.uniform(0.5, 10)))
    }

    /// Random creates, moves and destroys; after each, the structure is valid and a query returns exactly
    /// the live proxies a brute-force scan finds.
    func testRandomOperationsMatchBruteForce() {
        var rng = MersenneTwister(pythonSeed: 11)
        var tree = DynamicTree()
        var live: [Int32: (node: Int32, box: AABB)] = [:]
        var nextID: Int32 = 0
        var stack: [Int32] = []
        for step in 0..<3000 {
            let r = rng.nextDouble()
            if live.isEmpty || r < 0.45 {
                let box = Self.randomBox(&rng)
                live[nextID] = (tree.createProxy(box, userData: nextID), box)
                nextID += 1
            } else {
                let ids = live.keys.sorted()
                let id = ids[Int(rng.next32() % UInt32(ids.count))]
                if r < 0.8 {
                    let box = Self.randomBox(&rng)
                    tree.moveProxy(live[id]!.node, box)
                    live[id]!.box = box
                } else {
                    tree.destroyProxy(live[id]!.node)
                    live[id] = nil
                }
            }
            if let problem = tree.validate() { XCTFail("step \(step): \(problem)"); return }
            XCTAssertEqual(tree.proxyCount, live.count)
            for (id, entry) in live {
                XCTAssertEqual(tree.userData(entry.node), id); XCTAssertEqual(tree.fatAABB(entry.node), entry.box)
            }
            if step % 25 == 0 {
                let q = Self.randomBox(&rng).inflated(by: 15)
                var found: [Int32] = []
                tree.query(q, stack: &stack) { (id: Int32) -> Void in found.append(id) }
                let expected = live.filter { (entry: (key: Int32, value: (node: Int32, box: AABB))) -> Bool in
                    entry.value.box.overlaps(q)
                }.keys.sorted()
                XCTAssertEqual(found.sorted(), expected, "step \(step)")
            }
        }
        // Balanced: the height stays logarithmic in the leaf count.
        let n = Double(max(tree.proxyCount, 2))
        XCTAssertLessThanOrEqual(Double(tree.height), 3 * log2(n), "height \(tree.height) for \(tree.proxyCount) leaves")
    }

    /// Leaves inserted in sorted order (a row of boxes, the worst case for an unbalanced tree) stay shallow.
    func testSortedInsertionsStayBalanced() {
        var tree = DynamicTree()
        for i in 0..<1024 {
            let x = Double(i) * 12
            _ = tree.createProxy(AABB(lower: Vec2(x, 0), upper: Vec2(x + 10, 10)), userData: Int32(i))
        }
        XCTAssertNil(tree.validate())
        XCTAssertLessThanOrEqual(tree.height, 20)
        var stack: [Int32] = []
        var found: [Int32] = []
        tree.query(AABB(lower: Vec2(100, 5), upper: Vec2(130, 6)), stack: &stack) { (id: Int32) -> Void in found.append(id) }
        XCTAssertEqual(found.sorted(), [8, 9, 10])
    }

    func testEmptyAndSingleLeaf() {
        var tree = DynamicTree()
        var stack: [Int32] = []
        var found: [Int32] = []
        tree.query(AABB(lower: .zero, upper: Vec2(1, 1)), stack: &stack) { (id: Int32) -> Void in found.append(id) }
        XCTAssertEqual(found, [])
        XCTAssertEqual(tree.height, -1)
        let leaf = tree.createProxy(AABB(lower: .zero, upper: Vec2(1, 1)), userData: 5)
        XCTAssertNil(tree.validate())
        XCTAssertEqual(tree.height, 0)
        tree.destroyProxy(leaf)
        XCTAssertNil(tree.validate())
        XCTAssertEqual(tree.proxyCount, 0)
    }
}
