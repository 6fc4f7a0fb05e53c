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
        XCTAssertTrue(
            expect.results[1].detail.hasPrefix("rgba(1.0, 0.0, 0.0, 1.0), expected rgba(0.0, 0.0, 1.0, 1.0)"),
            expect.results[1].detail)
        XCTAssertTrue(expect.results[2].detail.contains("outside"), expect.results[2].detail)
    }

    func testTheScreenSnapshotIsTheShownWindowMidAnimation() {
        SimulationClock.shared.reset()
        defer { SimulationClock.shared.reset() }
        let controller = UIViewController()
        controller.view.backgroundColor = .white
        let square = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        square.backgroundColor = .red
        controller.view.addSubview(square)
        Stage.show(controller)
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { square.frame.origin.x = 200 })
        Stage.run(for: 0.5)
        let screen = Stage.snapshot(scale: 1)
        XCTAssertEqual(screen.size, CGSize(width: 375, height: 667))
        let expect = Expectations()
        expect.pixel(at: CGPoint(x: 150, y: 50), in: screen, is: .red, "halfway, the square covers x 100…200")
        expect.pixel(at: CGPoint(x: 50, y: 50), in: screen, is: .white, "and has left x 50")
        XCTAssertEqual(expect.results.map(\.passed), [true, true], expect.results.map(\.detail).joined(separator: "; "))
    }
}
