import XCTest
@testable import HeadlessUIKit

/// Pixel checks on `CGContext` drawing; each reads the rendered bitmap.
final class CGContextTests: XCTestCase {
    private func context(_ width: Int = 40, _ height: Int = 40) -> CGContext {
        CGContext(
            data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: width * 4,
            space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: 0)!
    }

    private func pixel(_ ctx: CGContext, _ x: Int, _ y: Int) -> [UInt8] {
        let bitmap = ctx.makeImage()!.bitmap!
        let i = (y * bitmap.width + x) * 4
        return Array(bitmap.rgba[i..<i + 4])
    }

    func testFilledRectColoursInsideAndLeavesOutsideTransparent() {
        let ctx = context()
        ctx.setFillColor(UIColor.red.cgColor)
        ctx.fill(CGRect(x: 10, y: 10, width: 10, height: 10))
        XCTAssertEqual(pixel(ctx, 15, 15), [255, 0, 0, 255])
        XCTAssertEqual(pixel(ctx, 5, 5), [0, 0, 0, 0])
        XCTAssertEqual(pixel(ctx, 20, 15), [0, 0, 0, 0], "the rect's right edge is exclusive")
    }

    func testStrokedLineIsLineWidthPixelsWide() {
        let ctx = context()
        ctx.setStrokeColor(UIColor.blue.cgColor)
        ctx.setLineWidth(4)
        ctx.move(to: CGPoint(x: 0, y: 20)); ctx.addLine(to: CGPoint(x: 40, y: 20)); ctx.strokePath()
        let column = (0..<40).filter { pixel(ctx, 20, $0)[3] > 0 }
        XCTAssertEqual(column, [18, 19, 20, 21])
    }

    func testClipExcludesOutside() {
        let ctx = context()
        ctx.clip(to: CGRect(x: 0, y: 0, width: 20, height: 40))
        ctx.setFillColor(UIColor.green.cgColor)
        ctx.fill(CGRect(x: 0, y: 0, width: 40, height: 40))
        XCTAssertEqual(pixel(ctx, 10, 10)[3], 255)
        XCTAssertEqual(pixel(ctx, 30, 10)[3], 0)
    }

    func testRestoreGStateRestoresFillColourAndTransform() {
        let ctx = context()
        ctx.setFillColor(UIColor.red.cgColor)
        ctx.saveGState()
        ctx.setFillColor(UIColor.blue.cgColor)
        ctx.translateBy(x: 20, y: 0)
        ctx.restoreGState()
        ctx.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        XCTAssertEqual(pixel(ctx, 5, 5), [255, 0, 0, 255])
    }

    func testLinearGradientEndpoints() {
        let ctx = context(100, 10)
        let gradient = CGGradient(
            colorsSpace: CGColorSpaceCreateDeviceRGB(),
            colors: [UIColor.black.cgColor, UIColor.white.cgColor], locations: nil)!
        ctx.drawLinearGradient(gradient, start: .zero, end: CGPoint(x: 100, y: 0), options: [])
        XCTAssertLessThan(pixel(ctx, 0, 5)[0], 10)
        XCTAssertGreaterThan(pixel(ctx, 99, 5)[0], 245)
    }

    func testSameDrawingTwiceGivesIdenticalBytes() {
        func draw() -> [UInt8] {
            let ctx = context()
            ctx.setFillColor(UIColor.orange.cgColor)
            ctx.fillEllipse(in: CGRect(x: 3, y: 5, width: 31, height: 27))
            return ctx.makeImage()!.bitmap!.rgba
        }
        XCTAssertEqual(draw(), draw())
    }
}
