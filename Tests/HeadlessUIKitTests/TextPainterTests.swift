import XCTest
@testable import HeadlessUIKit

/// Text painted through `TextPainter` lands inside its rect, in its colour, the same bytes each time.
final class TextPainterTests: XCTestCase {
    private func paint(_ text: String, alignment: NSTextAlignment = .left) -> PNGCodec.Bitmap {
        let canvas = CairoCanvas(width: 200, height: 100)
        TextPainter.paint(
            text, font: .systemFont(ofSize: 17), color: .black,
            in: CGRect(x: 10, y: 10, width: 80, height: 30), alignment: alignment, scale: 2, on: canvas)
        return canvas.bitmap
    }

    /// Alpha of every pixel, row by row, to find where the text fell.
    private func inkedPixels(_ bitmap: PNGCodec.Bitmap) -> [(x: Int, y: Int)] {
        var inked: [(Int, Int)] = []
        for y in 0..<bitmap.height {
            for x in 0..<bitmap.width where bitmap.rgba[(y * bitmap.width + x) * 4 + 3] > 0 {
                inked.append((x, y))
            }
        }
        return inked
    }

    func testTextDarkensPixelsInsideItsRectAndNoneOutside() {
        let bitmap = paint("Hello")
        let inked = inkedPixels(bitmap)
        XCTAssertGreaterThan(inked.count, 100, "the glyphs should cover some pixels")
        // The rect in pixels at scale 2 is x 20..<180, y 20..<80.
        for pixel in inked {
            XCTAssert((20..<180).contains(pixel.x) && (20..<80).contains(pixel.y), "ink outside the rect at \(pixel)")
        }
        let darkest = inked.map { bitmap.rgba[($0.y * bitmap.width + $0.x) * 4 + 3] }.max() ?? 0
        XCTAssertEqual(darkest, 255, "a glyph stem should be fully opaque black")
    }

    func testCentredTextStartsRightOfLeftAlignedText() {
        let left = inkedPixels(paint("Hi")).map(\.x).min() ?? 0
        let centred = inkedPixels(paint("Hi", alignment: .center)).map(\.x).min() ?? 0
        XCTAssertGreaterThan(centred, left + 20)
    }

    func testSameTextTwiceGivesIdenticalBytes() {
        XCTAssertEqual(paint("Determinism").rgba, paint("Determinism").rgba)
    }
}
