import XCTest
import EngineScenes
@testable import PhysicsCore

/// The world's pair table against a `Dictionary` under random inserts, updates and removals (removal
/// shifts entries back, the case a probing table most easily gets wrong).
final class PairTableTests: XCTestCase {
    func testAgreesWithADictionary() {
        var rng = MersenneTwister(pythonSeed: 27)
        var table = PairTable()
        var reference: [UInt64: Int32] = [:]
        // Few distinct shapes, so keys collide in their home slots and removals cut probe runs.
        func randomKey() -> UInt64 {
            let a = UInt64(rng.nextDouble() * 60), b = UInt64(rng.nextDouble() * 60)
            return min(a, b) << 32 | max(a, b)
        }
        for step in 0..<20_000 {
            let key = randomKey()
            if rng.nextDouble() < 0.45 {
                table[key] = nil
                reference[key] = nil
            } else {
                let value = Int32(step)
                table[key] = value
                reference[key] = value
            }
            if step % 500 == 0 {
                XCTAssertEqual(table.count, reference.count, "step \(step)")
                for a in 0..<60 {
                    for b in a..<60 {
                        let k = UInt64(a) << 32 | UInt64(b)
                        XCTAssertEqual(table[k], reference[k], "step \(step), key \(a), \(b)")
                    }
                }
            }
        }
        XCTAssertEqual(PairTable(reference).count, reference.count)
    }
}
