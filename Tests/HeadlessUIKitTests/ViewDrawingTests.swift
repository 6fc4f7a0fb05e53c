import XCTest
@testable import HeadlessUIKit

/// Views that override `draw(_:)` are drawn into their layers' contents by the run loop.
final class ViewDrawingTests: XCTestCase {
    override func setUp() { SimulationClock.shared.reset() }

    private final class Swatch: UIView {
        var colour = UIColor.red
        var draws = 0
        override func draw(_ rect: CGRect) {
            draws += 1
            colour.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: rect.width / 2, height: rect.height))
        }
    }

    /// Calls `super.draw(_:)` first, as many tutorials do.
    private final class PoliteSwatch: UIView {
        override func draw(_ rect: CGRect) {
            super.draw(rect)
            UIColor.blue.setFill()
            UIRectFill(rect)
        }
    }

    private func rgba(_ layer: CALayer, _ x: Int, _ y: Int) -> [UInt8]? {
        guard let image = layer.contents as? CGImage, let bitmap = image.bitmap else { return nil }
        let i = (y * bitmap.width + x) * 4
        return Array(bitmap.rgba[i..<i + 4])
    }

    private func show(_ views: UIView...) -> UIWindow {
        let window = UIWindow(frame: UIScreen.main.bounds)
        views.forEach(window.addSubview)
        window.makeKeyAndVisible()
        return window
    }

    func testCustomViewIsDrawnOnFirstDisplay() {
        let view = Swatch(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        let window = show(view)
        XCTAssertNil(view.layer.contents, "nothing is drawn before the turn ends")
        SimulationClock.shared.step()
        let image = view.layer.contents as? CGImage
        XCTAssertEqual(image?.width, 80, "bounds times the screen scale")
        XCTAssertEqual(image?.height, 40)
        XCTAssertEqual(view.layer.contentsScale, 2)
        XCTAssertEqual(rgba(view.layer, 10, 10), [255, 0, 0, 255])
        XCTAssertEqual(rgba(view.layer, 60, 10), [0, 0, 0, 0], "the right half is not drawn")
        XCTAssertEqual(view.draws, 1)
        SimulationClock.shared.step()
        XCTAssertEqual(view.draws, 1, "not drawn again without a reason")
        _ = window
    }

    func testSetNeedsDisplayRedrawsOnTheNextStep() {
        let view = Swatch(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        let window = show(view)
        SimulationClock.shared.step()
        view.colour = .green
        SimulationClock.shared.step()
        XCTAssertEqual(rgba(view.layer, 10, 10), [255, 0, 0, 255], "a property change alone does not redraw")
        view.setNeedsDisplay()
        XCTAssertTrue(view.layer.needsDisplay())
        SimulationClock.shared.step()
        XCTAssertEqual(rgba(view.layer, 10, 10), [0, 255, 0, 255])
        XCTAssertFalse(view.layer.needsDisplay())
        XCTAssertEqual(view.draws, 2)
        _ = window
    }

    func testRedrawContentModeRedrawsOnResize() {
        let view = Swatch(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        let fitted = Swatch(frame: CGRect(x: 0, y: 40, width: 40, height: 20))
        view.contentMode = .redraw
        let window = show(view, fitted)
        SimulationClock.shared.step()
        view.frame.size.width = 60
        fitted.frame.size.width = 60
        SimulationClock.shared.step()
        XCTAssertEqual((view.layer.contents as? CGImage)?.width, 120)
        XCTAssertEqual(view.draws, 2)
        XCTAssertEqual(fitted.draws, 1, "scaleToFill stretches the old contents")
        _ = window
    }

    func testPlainViewsAndViewsOutsideWindowsGetNoContents() {
        let plain = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        let label = UILabel(frame: CGRect(x: 0, y: 30, width: 40, height: 20))
        let empty = Swatch(frame: .zero)
        let window = show(plain, label, empty)
        let offscreen = Swatch(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        SimulationClock.shared.step()
        plain.setNeedsDisplay()
        SimulationClock.shared.step()
        XCTAssertNil(plain.layer.contents)
        XCTAssertNil(label.layer.contents)
        XCTAssertNil(window.layer.contents)
        XCTAssertNil(empty.layer.contents, "zero bounds are not drawn")
        XCTAssertEqual(empty.draws, 0)
        XCTAssertNil(offscreen.layer.contents, "not in a window")
    }

    func testOverrideCallingSuperStillDraws() {
        let view = PoliteSwatch(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let window = show(view)
        SimulationClock.shared.step()
        XCTAssertEqual(rgba(view.layer, 5, 5), [0, 0, 255, 255])
        _ = window
    }

    func testLayerDisplayDrawsAViewNow() {
        let view = Swatch(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.setNeedsDisplay()
        view.layer.displayIfNeeded()
        XCTAssertEqual(rgba(view.layer, 2, 2), [255, 0, 0, 255])
        XCTAssertEqual(view.draws, 1)
    }
}
