import XCTest
@testable import HeadlessUIKit

/// UIKit's drawing calls on the current context: `UIColor.set…`, `UIRectFill`, `UIBezierPath`
/// fills, strokes and clips, and `UIImage.draw`.
final class UIKitDrawingTests: XCTestCase {
    override func setUp() { SimulationClock.shared.reset() }

    /// Draws at scale 1 so a point is a pixel.
    private func render(_ width: CGFloat = 40, _ height: CGFloat = 40, _ body: () -> Void) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(size: CGSize(width: width, height: height), format: format).image { _ in body() }
    }

    private func rgba(_ image: UIImage, _ x: Int, _ y: Int) -> [UInt8] {
        let bitmap = image.bitmap!
        let i = (y * bitmap.width + x) * 4
        return Array(bitmap.rgba[i..<i + 4])
    }

    func testSetFillSetStrokeAndSet() {
        let image = render {
            UIColor.red.setFill()
            UIColor.blue.setStroke()
            UIGraphicsGetCurrentContext()?.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
            UIGraphicsGetCurrentContext()?.stroke(CGRect(x: 20.5, y: 20.5, width: 10, height: 10))
            UIColor.green.set()
            UIGraphicsGetCurrentContext()?.fill(CGRect(x: 0, y: 30, width: 10, height: 10))
            UIGraphicsGetCurrentContext()?.stroke(CGRect(x: 20.5, y: 0.5, width: 10, height: 10))
        }
        XCTAssertEqual(rgba(image, 5, 5), [255, 0, 0, 255])
        XCTAssertEqual(rgba(image, 20, 25), [0, 0, 255, 255])
        XCTAssertEqual(rgba(image, 5, 35), [0, 255, 0, 255])
        XCTAssertEqual(rgba(image, 20, 5)[1], 255, "set() sets the stroke colour too")
        XCTAssertEqual(rgba(image, 20, 5)[2], 0)
    }

    func testColourCallsWithoutAContextDoNothing() {
        XCTAssertNil(UIGraphicsGetCurrentContext())
        UIColor.red.set()
        UIRectFill(CGRect(x: 0, y: 0, width: 1, height: 1))
        UIBezierPath(rect: CGRect(x: 0, y: 0, width: 1, height: 1)).fill()
        UIBezierPath(rect: CGRect(x: 0, y: 0, width: 1, height: 1)).stroke()
        UIBezierPath(rect: CGRect(x: 0, y: 0, width: 1, height: 1)).addClip()
        XCTAssertNil(UIGraphicsGetCurrentContext())
    }

    func testUIRectFillReplacesPixels() {
        let image = render {
            UIColor.red.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 20, height: 20))
            UIColor.clear.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 10, height: 10))
            UIColor(red: 0, green: 0, blue: 1, alpha: 0.5).setFill()
            UIRectFill(CGRect(x: 10, y: 10, width: 10, height: 10))
        }
        XCTAssertEqual(rgba(image, 5, 5), [0, 0, 0, 0], "a clear fill erases")
        XCTAssertEqual(rgba(image, 15, 5), [255, 0, 0, 255])
        XCTAssertEqual(rgba(image, 15, 15)[0], 0, "half-transparent blue replaces the red, not blends with it")
        XCTAssertEqual(rgba(image, 15, 15)[3], 128)
    }

    func testPathPropertiesDefaults() {
        let path = UIBezierPath()
        XCTAssertEqual(path.lineWidth, 1)
        XCTAssertEqual(path.lineCapStyle, .butt)
        XCTAssertEqual(path.lineJoinStyle, .miter)
        XCTAssertEqual(path.miterLimit, 10)
        XCTAssertFalse(path.usesEvenOddFillRule)
        path.setLineDash([4, 2], count: 2, phase: 1)
        var count = 0
        var phase: CGFloat = 0
        var lengths = [CGFloat](repeating: 0, count: 2)
        path.getLineDash(&lengths, count: &count, phase: &phase)
        XCTAssertEqual(lengths, [4, 2])
        XCTAssertEqual(count, 2)
        XCTAssertEqual(phase, 1)
    }

    func testPathFillAndStrokeWithItsLineWidth() {
        let image = render {
            UIColor.red.setFill()
            UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 20, height: 20)).fill()
            UIColor.blue.setStroke()
            let line = UIBezierPath()
            line.move(to: CGPoint(x: 0, y: 30))
            line.addLine(to: CGPoint(x: 40, y: 30))
            line.lineWidth = 6
            line.stroke()
        }
        XCTAssertEqual(rgba(image, 10, 10), [255, 0, 0, 255])
        XCTAssertEqual(rgba(image, 1, 1)[3], 0, "outside the oval")
        let column = (20..<40).filter { rgba(image, 20, $0)[3] > 0 }
        XCTAssertEqual(column, Array(27...32), "a 6-point line centred on y = 30")
    }

    func testStrokeSettingsDoNotLeakIntoTheContext() {
        let image = render {
            UIColor.blue.setStroke()
            let wide = UIBezierPath(rect: CGRect(x: 5, y: 5, width: 10, height: 10))
            wide.lineWidth = 8
            wide.stroke()
            // Half-point edges put a 1-point line on whole pixels.
            UIGraphicsGetCurrentContext()?.stroke(CGRect(x: 25.5, y: 25.5, width: 10, height: 10))
        }
        XCTAssertEqual(rgba(image, 10, 8)[3], 255, "8 points wide reach 4 inside")
        XCTAssertEqual(rgba(image, 30, 26)[3], 0, "the context's own line width is still 1")
        XCTAssertEqual(rgba(image, 30, 25)[3], 255)
    }

    func testDashedStrokeLeavesGaps() {
        let image = render {
            UIColor.black.setStroke()
            let line = UIBezierPath()
            line.move(to: CGPoint(x: 0, y: 10.5))
            line.addLine(to: CGPoint(x: 40, y: 10.5))
            line.setLineDash([5, 5], count: 2, phase: 0)
            line.stroke()
        }
        XCTAssertEqual(rgba(image, 2, 10)[3], 255)
        XCTAssertEqual(rgba(image, 7, 10)[3], 0)
        XCTAssertEqual(rgba(image, 12, 10)[3], 255)
    }

    func testEvenOddFillLeavesTheHole() {
        func ring(evenOdd: Bool) -> UIImage {
            render {
                UIColor.red.setFill()
                let path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 40, height: 40))
                path.append(UIBezierPath(rect: CGRect(x: 10, y: 10, width: 20, height: 20)))
                path.usesEvenOddFillRule = evenOdd
                path.fill()
            }
        }
        XCTAssertEqual(rgba(ring(evenOdd: true), 20, 20)[3], 0)
        XCTAssertEqual(rgba(ring(evenOdd: true), 5, 5)[3], 255)
        XCTAssertEqual(rgba(ring(evenOdd: false), 20, 20)[3], 255, "both rects run the same way: winding fills the middle")
    }

    func testClockwiseArcFromZeroToPiFillsTheLowerHalf() {
        let image = render {
            UIColor.red.setFill()
            UIBezierPath(arcCenter: CGPoint(x: 20, y: 20), radius: 15, startAngle: 0, endAngle: .pi, clockwise: true).fill()
        }
        XCTAssertEqual(rgba(image, 20, 30)[3], 255, "below the centre on screen")
        XCTAssertEqual(rgba(image, 20, 10)[3], 0, "above stays empty")

        let other = render {
            UIColor.red.setFill()
            let path = UIBezierPath()
            path.addArc(withCenter: CGPoint(x: 20, y: 20), radius: 15, startAngle: 0, endAngle: .pi, clockwise: false)
            path.fill()
        }
        XCTAssertEqual(rgba(other, 20, 10)[3], 255, "counter-clockwise goes over the top")
        XCTAssertEqual(rgba(other, 20, 30)[3], 0)
    }

    func testFillWithBlendModeAndAlpha() {
        let image = render {
            UIColor.red.setFill()
            UIBezierPath(rect: CGRect(x: 0, y: 0, width: 20, height: 20)).fill(with: .normal, alpha: 0.5)
            UIBezierPath(rect: CGRect(x: 20, y: 0, width: 20, height: 20)).fill()
            UIBezierPath(rect: CGRect(x: 30, y: 0, width: 10, height: 10)).fill(with: .clear, alpha: 1)
            UIColor.blue.setStroke()
            let line = UIBezierPath()
            line.move(to: CGPoint(x: 0, y: 30.5)); line.addLine(to: CGPoint(x: 40, y: 30.5))
            line.stroke(with: .normal, alpha: 0.25)
        }
        XCTAssertEqual(rgba(image, 5, 5)[3], 128, "alpha 0.5")
        XCTAssertEqual(rgba(image, 25, 5)[3], 255, "the alpha was for that call only")
        XCTAssertEqual(rgba(image, 35, 5)[3], 0, "clear blend mode")
        XCTAssertEqual(rgba(image, 35, 15)[3], 255)
        XCTAssertEqual(rgba(image, 5, 30)[3], 64)
    }

    func testAddClipLimitsLaterDrawing() {
        let image = render {
            UIBezierPath(rect: CGRect(x: 0, y: 0, width: 20, height: 40)).addClip()
            UIColor.green.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 40, height: 40))
        }
        XCTAssertEqual(rgba(image, 10, 10)[3], 255)
        XCTAssertEqual(rgba(image, 30, 10)[3], 0)
    }

    func testPathDrawingLeavesTheContextsPathAlone() {
        let image = render {
            let context = UIGraphicsGetCurrentContext()!
            context.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
            UIColor.blue.setFill()
            UIBezierPath(rect: CGRect(x: 20, y: 20, width: 10, height: 10)).fill()
            UIColor.red.setFill()
            context.fillPath()
        }
        XCTAssertEqual(rgba(image, 5, 5), [255, 0, 0, 255], "the context's rect was still there to fill")
        XCTAssertEqual(rgba(image, 25, 25), [0, 0, 255, 255])
    }

    func testImageDrawInAtAndWithAlpha() {
        let source = render(4, 4) {
            UIColor.red.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 2, height: 4))
            UIColor.blue.setFill()
            UIRectFill(CGRect(x: 2, y: 0, width: 2, height: 4))
        }
        let image = render {
            source.draw(in: CGRect(x: 0, y: 0, width: 40, height: 20))
            source.draw(at: CGPoint(x: 0, y: 30))
            source.draw(in: CGRect(x: 20, y: 30, width: 4, height: 4), blendMode: .normal, alpha: 0.5)
        }
        XCTAssertEqual(rgba(image, 10, 10), [255, 0, 0, 255], "left half red, stretched")
        XCTAssertEqual(rgba(image, 30, 10), [0, 0, 255, 255], "right half blue: upright, not mirrored")
        XCTAssertEqual(rgba(image, 30, 25)[3], 0)
        XCTAssertEqual(rgba(image, 1, 31), [255, 0, 0, 255], "draw(at:) at its size in points")
        XCTAssertEqual(rgba(image, 5, 31)[3], 0)
        XCTAssertEqual(rgba(image, 21, 31)[3], 128)
    }
}
