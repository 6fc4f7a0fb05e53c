import XCTest
@testable import HeadlessUIKit

/// `UIGraphicsImageRenderer`, its format and context, and the UIKit graphics context stack.
final class ImageRendererTests: XCTestCase {
    override func setUp() { SimulationClock.shared.reset() }

    private func rgba(_ image: UIImage, _ x: Int, _ y: Int) -> [UInt8] {
        let bitmap = image.bitmap!
        let i = (y * bitmap.width + x) * 4
        return Array(bitmap.rgba[i..<i + 4])
    }

    func testFormatDefaultsToScreenScaleAndTransparent() {
        let format = UIGraphicsImageRendererFormat.default()
        XCTAssertEqual(format.scale, 2)
        XCTAssertFalse(format.opaque)
        XCTAssertEqual(UIGraphicsImageRendererFormat.preferred().scale, UIScreen.main.scale)
        XCTAssertEqual(UIGraphicsImageRendererFormat(for: UITraitCollection(displayScale: 3)).scale, 3)
    }

    func testImageHasRendererSizeInPointsAndScaleTimesPixels() {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 30, height: 20)).image { context in
            context.cgContext.setFillColor(UIColor.red.cgColor)
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        }
        XCTAssertEqual(image.size, CGSize(width: 30, height: 20))
        XCTAssertEqual(image.scale, 2)
        XCTAssertEqual(image.bitmap?.width, 60)
        XCTAssertEqual(image.bitmap?.height, 40)
        XCTAssertEqual(rgba(image, 19, 19), [255, 0, 0, 255], "10 points are 20 pixels at scale 2")
        XCTAssertEqual(rgba(image, 20, 5), [0, 0, 0, 0])
    }

    func testFormatScaleOneAndOpaqueStartsBlack() {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        format.opaque = true
        let image = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10), format: format).image { context in
            context.cgContext.setFillColor(UIColor.blue.cgColor)
            context.fill(CGRect(x: 0, y: 0, width: 5, height: 10))
        }
        XCTAssertEqual(image.bitmap?.width, 10)
        XCTAssertEqual(rgba(image, 2, 2), [0, 0, 255, 255])
        XCTAssertEqual(rgba(image, 7, 2), [0, 0, 0, 255])
    }

    func testBoundsOriginIsTheImagesTopLeft() {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(bounds: CGRect(x: 100, y: 50, width: 20, height: 20), format: format).image {
            context in
            context.cgContext.setFillColor(UIColor.green.cgColor)
            context.fill(CGRect(x: 100, y: 50, width: 5, height: 5))
        }
        XCTAssertEqual(image.size, CGSize(width: 20, height: 20))
        XCTAssertEqual(rgba(image, 2, 2), [0, 255, 0, 255])
        XCTAssertEqual(rgba(image, 10, 10)[3], 0)
    }

    func testContextStrokeClipAndBlendMode() {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 40), format: format).image { context in
            context.cgContext.setFillColor(UIColor.red.cgColor)
            context.fill(CGRect(x: 0, y: 0, width: 40, height: 10))
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 10), blendMode: .clear)
            context.cgContext.setStrokeColor(UIColor.blue.cgColor)
            context.cgContext.setLineWidth(2)
            context.stroke(CGRect(x: 20, y: 20, width: 10, height: 10))
            context.clip(to: CGRect(x: 0, y: 35, width: 5, height: 5))
            context.fill(CGRect(x: 0, y: 30, width: 40, height: 10))
        }
        XCTAssertEqual(rgba(image, 5, 5)[3], 0, "the clear blend mode erased the corner")
        XCTAssertEqual(rgba(image, 15, 5), [255, 0, 0, 255], "and did not stay set")
        XCTAssertEqual(rgba(image, 20, 25), [0, 0, 255, 255], "the stroke is centred on the edge")
        XCTAssertEqual(rgba(image, 25, 25)[3], 0, "the stroke leaves the middle")
        XCTAssertEqual(rgba(image, 2, 37), [255, 0, 0, 255])
        XCTAssertEqual(rgba(image, 10, 37)[3], 0, "clipped out")
    }

    func testCurrentImageAndPNGData() {
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4))
        var midway: UIImage?
        let data = renderer.pngData { context in
            midway = context.currentImage
            context.cgContext.setFillColor(UIColor.red.cgColor)
            context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        }
        XCTAssertEqual(midway.map { rgba($0, 0, 0)[3] }, 0)
        let decoded = UIImage(data: data)
        XCTAssertEqual(decoded?.bitmap?.width, 8)
        XCTAssertEqual(decoded.map { rgba($0, 7, 7) }, [255, 0, 0, 255])
    }

    func testRendererContextIsCurrentOnlyDuringActions() {
        XCTAssertNil(UIGraphicsGetCurrentContext())
        var current: CGContext?
        var given: CGContext?
        _ = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2)).image { context in
            current = UIGraphicsGetCurrentContext()
            given = context.cgContext
        }
        XCTAssertNotNil(current)
        XCTAssertTrue(current === given)
        XCTAssertNil(UIGraphicsGetCurrentContext())
    }

    func testPushAndPopContext() {
        let a = CGContext(
            data: nil, width: 2, height: 2, bitsPerComponent: 8, bytesPerRow: 8,
            space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: 0)!
        let b = CGContext(
            data: nil, width: 2, height: 2, bitsPerComponent: 8, bytesPerRow: 8,
            space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: 0)!
        UIGraphicsPushContext(a)
        UIGraphicsPushContext(b)
        XCTAssertTrue(UIGraphicsGetCurrentContext() === b)
        UIGraphicsPopContext()
        XCTAssertTrue(UIGraphicsGetCurrentContext() === a)
        XCTAssertNil(UIGraphicsGetImageFromCurrentImageContext(), "a pushed bitmap context is not an image context")
        UIGraphicsEndImageContext()
        XCTAssertTrue(UIGraphicsGetCurrentContext() === a, "ending an image context leaves other contexts alone")
        UIGraphicsPopContext()
        XCTAssertNil(UIGraphicsGetCurrentContext())
    }

    func testBeginImageContextWithOptions() {
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 10, height: 5), false, 0)
        UIGraphicsGetCurrentContext()?.setFillColor(UIColor.red.cgColor)
        UIGraphicsGetCurrentContext()?.fill(CGRect(x: 0, y: 0, width: 5, height: 5))
        let image = UIGraphicsGetImageFromCurrentImageContext()
        UIGraphicsEndImageContext()
        XCTAssertNil(UIGraphicsGetCurrentContext())
        XCTAssertEqual(image?.size, CGSize(width: 10, height: 5))
        XCTAssertEqual(image?.scale, 2, "scale 0 is the screen's")
        XCTAssertEqual(image.map { rgba($0, 9, 9) }, [255, 0, 0, 255])
        XCTAssertEqual(image.map { rgba($0, 10, 9)[3] }, 0)

        UIGraphicsBeginImageContext(CGSize(width: 3, height: 3))
        let plain = UIGraphicsGetImageFromCurrentImageContext()
        UIGraphicsEndImageContext()
        XCTAssertEqual(plain?.scale, 1)
        XCTAssertEqual(plain?.bitmap?.width, 3)

        UIGraphicsBeginImageContextWithOptions(CGSize(width: 3, height: 3), true, 1)
        let opaque = UIGraphicsGetImageFromCurrentImageContext()
        UIGraphicsEndImageContext()
        XCTAssertEqual(opaque.map { rgba($0, 1, 1) }, [0, 0, 0, 255])
    }
}
