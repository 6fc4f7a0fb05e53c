import HeadlessUIKit
import ScenarioSupport
import XCTest

/// What a scenario writes: `Stage.snapshot` then `expect.pixel(at:in:is:)`, passing and failing.
final class StageSnapshotTests: XCTestCase {
    func testPixelExpectationPassesOnTheDrawnColourAndFailsOnAnother() {
        SimulationClock.shared.reset()
        defer { SimulationClock.shared.reset() }
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
        view.backgroundColor = .red
        let image = Stage.snapshot(view)
        XCTAssertEqual(image.scale, 2)
        let expect = Expectations()
        expect.pixel(at: CGPoint(x: 5, y: 5), in: image, is: .red)
        expect.pixel(at: CGPoint(x: 5, y: 5), in: image, is: .blue, "the view is blue")
        expect.pixel(at: CGPoint(x: 25, y: 5), in: image, is: .red)
        XCTAssertEqual(expect.results.map(\.passed), [true, false, false])
        XCTAssertEqual(expect.results[1].promise, "the view is blue")
        XCTAssertTrue(expect.results[1].detail.hasPrefix("rgba(1.0, 0.0, 0.0, 1.0), expected rgba(0.0, 0.0, 1.0, 1.0)"),
                      expect.results[1].detail)
        XCTAssertTrue(expect.results[2].detail.contains("outside"), expect.results[2].detail)
    }
}
