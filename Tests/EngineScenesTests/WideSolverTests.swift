import XCTest
import EngineScenes
@testable import PhysicsCore

/// The wide (SIMD) contact solve against the scalar reference over the same coloured slots.
final class WideSolverTests: XCTestCase {
    private func run(wide: Bool, count: Int, steps: Int) -> (World, [BodyID]) {
        let (world, boxes) = BoxPileScene(count: count).build(sleep: false)
        world.useWideSolver = wide
        for _ in 0..<steps { world.step(timeStep: 1.0 / 60, subStepCount: 4) }
        return (world, boxes)
    }

    func testWidePathMatchesScalarReferenceOnAPile() {
        let (wide, boxes) = run(wide: true, count: 200, steps: 180)
        let (scalar, _) = run(wide: false, count: 200, steps: 180)
        XCTAssertGreaterThan(wide.contactConstraintCount, 200)
        var worst = 0.0
        for b in boxes {
            worst = max(worst, (wide.position(b) - scalar.position(b)).length)
            worst = max(worst, (wide.linearVelocity(b) - scalar.linearVelocity(b)).length)
            worst = max(worst, abs(wide.angle(b) - scalar.angle(b)))
        }
        // Within a colour the lanes are independent and do the scalar path's arithmetic, so the two
        // agree to rounding (in practice exactly); a float tolerance keeps the test honest about intent.
        XCTAssertLessThan(worst, 1e-3, "wide and scalar solves diverged by \(worst)")
    }

    /// No two constraints of one colour share a dynamic body, and every padding slot is empty.
    func testColoursShareNoDynamicBody() {
        let (world, _) = run(wide: true, count: 200, steps: 90)
        let store = world.contactStore
        let col = store.columns
        var real = 0
        for c in 0..<ContactConstraintStore.colourCount {
            var seen = Set<Int32>()
            for s in store.colourStart[c]..<store.colourStart[c + 1] where col.contactIndex[s] >= 0 {
                real += 1
                for body in [col.indexA[s], col.indexB[s]] where world.bodies[Int(body)].type == .dynamic {
                    XCTAssertTrue(seen.insert(body).inserted, "colour \(c) uses body \(body) twice")
                }
            }
            XCTAssertEqual(store.colourStart[c] % ContactSolver.width, 0)
        }
        real += store.slotCount - store.colourStart[ContactConstraintStore.colourCount]
        XCTAssertEqual(real, store.constraintCount)
    }
}
