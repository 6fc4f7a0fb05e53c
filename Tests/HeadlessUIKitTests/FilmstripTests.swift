@testable import HeadlessUIKit
import XCTest

/// The filmstrip `doctool verify --snapshots` writes: frames of the key window at fixed simulated times.
final class FilmstripTests: XCTestCase {
    override func setUp() { SimulationClock.shared.reset() }
    override func tearDown() { SimulationClock.shared.reset() }

    /// Shows a 375×667 window with a 100-point square at `x`, the way `Stage.show` does.
    private func showWindow(squareAt x: CGFloat) -> UIView {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let controller = UIViewController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        controller.view.backgroundColor = .white
        let square = UIView(frame: CGRect(x: x, y: 100, width: 100, height: 100))
        square.backgroundColor = .red
        controller.view.addSubview(square)
        return square
    }

    func testFramesAreTakenAtTheFixedTimesTheScenarioReachesAndAtItsEnd() {
        let filmstrip = Filmstrip()
        filmstrip.start()
        _ = showWindow(squareAt: 0)
        SimulationClock.shared.run(for: 1.2)
        filmstrip.finish(at: SimulationClock.shared.now)
        XCTAssertEqual(filmstrip.times.count, 8)
        for (taken, expected) in zip(filmstrip.times, [0, 0.1, 0.2, 0.3, 0.5, 0.75, 1, 1.2]) {
            XCTAssertEqual(taken, expected, accuracy: 1e-9)
        }
    }

    func testAScenarioThatEndsOnAFixedTimeHasNoDuplicateLastFrame() {
        let filmstrip = Filmstrip()
        filmstrip.start()
        _ = showWindow(squareAt: 0)
        SimulationClock.shared.run(for: 0.3)
        filmstrip.finish(at: SimulationClock.shared.now)
        XCTAssertEqual(filmstrip.times.count, 4, "0, 0.1, 0.2 and 0.3, which is also the end")
    }

    func testTheStripPlacesFramesSideBySideAtHalfAPointAPixel() throws {
        let filmstrip = Filmstrip()
        filmstrip.start()
        _ = showWindow(squareAt: 0)
        SimulationClock.shared.run(for: 0.15)
        filmstrip.finish(at: SimulationClock.shared.now)
        let data = try XCTUnwrap(filmstrip.pngData())
        let strip = try XCTUnwrap(PNGCodec.decode(data))
        // 0, 0.1 and the end at 0.15: three frames of 188×334 (375×667 at half scale, rounded up), 4 px apart.
        XCTAssertEqual(strip.width, 3 * 188 + 2 * Filmstrip.gap)
        XCTAssertEqual(strip.height, 334)
        let gapPixel = (10 * strip.width + 188) * 4
        XCTAssertEqual(strip.rgba[gapPixel + 3], 0, "the gap between frames is transparent")
    }

    func testEachFrameShowsTheWindowAsPresentedAtItsTime() throws {
        let filmstrip = Filmstrip()
        filmstrip.start()
        let square = showWindow(squareAt: 0)
        SimulationClock.shared.step()
        UIView.animate(withDuration: 0.5, delay: 0, options: .curveLinear, animations: { square.frame.origin.x = 200 })
        SimulationClock.shared.run(for: 0.6)
        filmstrip.finish(at: SimulationClock.shared.now)
        let strip = try XCTUnwrap(PNGCodec.decode(try XCTUnwrap(filmstrip.pngData())))
        /// The colour at point (x, y) of frame `index` (half a point a pixel).
        func pixel(frame index: Int, x: Int, y: Int) -> [UInt8] {
            let offset = ((y / 2) * strip.width + index * (188 + Filmstrip.gap) + x / 2) * 4
            return Array(strip.rgba[offset..<(offset + 4)])
        }
        let red: [UInt8] = [255, 0, 0, 255], white: [UInt8] = [255, 255, 255, 255]
        XCTAssertEqual(pixel(frame: 0, x: 50, y: 150), red, "at 0 s the square is at x 0…100")
        XCTAssertEqual(pixel(frame: 0, x: 250, y: 150), white)
        XCTAssertEqual(filmstrip.times.last ?? 0, 0.6 + SimulationClock.tickInterval, accuracy: 1e-9)
        let last = filmstrip.times.count - 1
        XCTAssertEqual(pixel(frame: last, x: 50, y: 150), white, "at the end it has moved to x 200…300")
        XCTAssertEqual(pixel(frame: last, x: 250, y: 150), red)
        // 0.3 s is a frame (index 3): the square is on its way, between the two.
        XCTAssertEqual(filmstrip.times[3], 0.3, accuracy: 1e-9)
        XCTAssertNotEqual(pixel(frame: 3, x: 10, y: 150), red, "its left edge has left x 10")
        XCTAssertNotEqual(pixel(frame: 3, x: 290, y: 150), red, "and not yet reached x 290")
    }

    func testNoWindowMeansNoStrip() {
        let filmstrip = Filmstrip()
        filmstrip.start()
        SimulationClock.shared.run(for: 0.5)
        filmstrip.finish(at: SimulationClock.shared.now)
        XCTAssertNil(filmstrip.pngData())
    }

    func testTheSameScenarioGivesTheSameBytes() throws {
        func record() -> Data? {
            SimulationClock.shared.reset()
            let filmstrip = Filmstrip()
            filmstrip.start()
            let square = showWindow(squareAt: 0)
            UIView.animate(withDuration: 0.5) { square.center.x = 300 }
            SimulationClock.shared.run(for: 0.6)
            filmstrip.finish(at: SimulationClock.shared.now)
            return filmstrip.pngData()
        }
        let first = try XCTUnwrap(record())
        XCTAssertEqual(first, record())
    }
}
