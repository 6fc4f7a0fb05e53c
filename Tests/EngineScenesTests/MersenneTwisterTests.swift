import XCTest
import EngineScenes

final class MersenneTwisterTests: XCTestCase {
    /// Values printed by CPython: `r = random.Random(12345); [r.uniform(-1, 1) for _ in range(3)]`.
    func testMatchesCPythonUniformSequence() {
        var rng = MersenneTwister(pythonSeed: 12345)
        XCTAssertEqual(rng.uniform(-1, 1), -0.16676025490931767)
        XCTAssertEqual(rng.uniform(-1, 1), -0.9796616610858633)
        XCTAssertEqual(rng.uniform(-1, 1), 0.6504130185074863)
    }
}
