@_implementationOnly import CCairo
@testable import HeadlessUIKit
import XCTest

/// The canvas every drawing path shares: straight RGBA in and out, cairo's premultiplied words inside.
final class CairoCanvasTests: XCTestCase {
    func testAFilledRectangleReadsBackAsTheColourSet() {
        let canvas = CairoCanvas(width: 4, height: 2)
        cairo_set_source_rgba(canvas.context, 1, 0.5, 0, 0.5)
        cairo_rectangle(canvas.context, 0, 0, 2, 2)
        cairo_fill(canvas.context)
        let pixels = canvas.bitmap
        XCTAssertEqual(Array(pixels.rgba[0..<4]), [255, 128, 0, 128], "half-transparent orange, unpremultiplied")
        XCTAssertEqual(Array(pixels.rgba[8..<12]), [0, 0, 0, 0], "outside the rectangle stays transparent")
    }

    func testABitmapSurvivesTheRoundTripThroughCairo() {
        let original = PNGCodec.Bitmap(width: 2, height: 1, rgba: [10, 200, 30, 255, 0, 0, 255, 0])
        XCTAssertEqual(
            CairoCanvas(bitmap: original).bitmap.rgba, [10, 200, 30, 255, 0, 0, 0, 0],
            "opaque pixels exact; a fully transparent pixel keeps no colour")
    }
}
