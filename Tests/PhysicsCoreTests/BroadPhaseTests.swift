import XCTest
import EngineScenes
@testable import PhysicsCore

final class BroadPhaseTests: XCTestCase {
    func testGridFindsExactlyTheOverlappingPairs() {
        var rng = MersenneTwister(pythonSeed: 7)
        var proxies: [Proxy] = []
        for i in 0..<400 {
            let x = rng.uniform(0, 300), y = rng.uniform(0, 300)
            let w = i % 50 == 0 ? rng.uniform(50, 120) : rng.uniform(2, 12)     // a few large boxes
            let h = rng.uniform(2, 12)
            proxies.append(Proxy(aabb: AABB(lower: Vec2(x, y), upper: Vec2(x + w, y + h)), body: Int32(i),
                                 filter: Filter(), isActive: i % 3 != 0, isDynamic: i % 7 != 0))
        }
        var expected: [UInt64] = []
        for i in 0..<proxies.count {
            for j in (i + 1)..<proxies.count {
                let a = proxies[i], b = proxies[j]
                guard a.isActive || b.isActive, a.isDynamic || b.isDynamic, a.aabb.overlaps(b.aabb) else { continue }
                expected.append(UInt64(i) << 32 | UInt64(j))
            }
        }
        var grid = BroadPhase()
        var pairs: [UInt64] = []
        proxies.withUnsafeBufferPointer { grid.findPairs($0, into: &pairs) }
        XCTAssertEqual(pairs, expected.sorted())
        XCTAssertGreaterThan(pairs.count, 50)
    }

    func testFilterAndSameBodyPairsAreSkipped() {
        let box = AABB(lower: .zero, upper: Vec2(10, 10))
        let proxies = [
            Proxy(aabb: box, body: 1, filter: Filter(categoryBits: 1, maskBits: 1), isActive: true, isDynamic: true),
            Proxy(aabb: box, body: 1, filter: Filter(categoryBits: 1, maskBits: 1), isActive: true, isDynamic: true),
            Proxy(aabb: box, body: 2, filter: Filter(categoryBits: 2, maskBits: 2), isActive: true, isDynamic: true),
            Proxy(aabb: box, body: 3, filter: Filter(categoryBits: 1, maskBits: 1), isActive: true, isDynamic: true),
        ]
        var grid = BroadPhase()
        var pairs: [UInt64] = []
        proxies.withUnsafeBufferPointer { grid.findPairs($0, into: &pairs) }
        XCTAssertEqual(pairs, [0 << 32 | 3, 1 << 32 | 3])
    }
}
