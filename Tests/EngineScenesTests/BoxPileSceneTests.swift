import XCTest
import EngineScenes
import PhysicsCore

final class BoxPileSceneTests: XCTestCase {
    func testLayoutMatchesTheReferenceScripts() {
        let scene = BoxPileScene(count: 1000)
        XCTAssertEqual(scene.boxCenters.count, 1000)
        XCTAssertEqual(scene.boxCenters[0].x, 12 - 0.16676025490931767, accuracy: 1e-12)
        XCTAssertEqual(scene.boxCenters[0].y, 6)
        XCTAssertEqual(scene.innerWidth, 45 * 12 + 12)  // cols = ceil(sqrt(2000)) = 45
        XCTAssertEqual(scene.innerHeight, 23 * 12 + 200)
    }

    func testPileSettlesWithoutSinking() {
        let (world, boxes) = BoxPileScene(count: 60).build(sleep: false)
        for _ in 0..<600 { world.step(timeStep: 1.0 / 60, subStepCount: 4) }
        let minY = boxes.map { world.position($0).y }.min()!
        let maxSpeed = boxes.map { world.linearVelocity($0).length }.max()!
        XCTAssertGreaterThan(minY, 4.5, "a bottom box sank into the floor")
        XCTAssertLessThan(maxSpeed, 1, "the pile still jitters")
    }

    /// With sleeping on, the whole pile comes to rest and sleeps within the benchmark's 600 steps
    /// (Box2D 3.1 sleeps this pile at step 496; we measured 482).
    func testPileFallsAsleepWithinTenSeconds() {
        let (world, boxes) = BoxPileScene(count: 100).build(sleep: true)
        var asleepAt: Int?
        for step in 1...600 {
            world.step(timeStep: 1.0 / 60, subStepCount: 4)
            if world.isAtRest { asleepAt = step; break }
        }
        XCTAssertNotNil(asleepAt, "the pile never slept")
        XCTAssertEqual(boxes.map { world.linearVelocity($0).length }.max()!, 0)
    }

    /// Determinism: the same scene must reach bit-identical state on every run and build.
    /// The committed value changes only when the physics deliberately changes.
    func testFinalStateHashIsCommittedValue() {
        func run() -> UInt64 {
            let (world, _) = BoxPileScene(count: 40).build(sleep: true)
            for _ in 0..<200 { world.step(timeStep: 1.0 / 60, subStepCount: 4) }
            return world.stateHash()
        }
        let first = run()
        XCTAssertEqual(first, run())
        XCTAssertEqual(first, BoxPileSceneTests.committedHash, "state hash \(first)")
    }

    static let committedHash: UInt64 = 14605728195072911213
}
