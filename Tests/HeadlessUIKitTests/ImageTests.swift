import XCTest
@testable import HeadlessUIKit

/// UIImage (registry, symbols, PNG through libpng, variants) and UIImageView (size, animation on the clock).
final class ImageTests: AppModelTestCase {
    /// A 2 × 2 RGBA PNG written by hand (zlib + chunks): red, half-transparent blue / green, clear white.
    static let png = Data(
        base64Encoded: "iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAYAAABytg0kAAAAFElEQVR4nGP4z8AAQg0g6j8QMAAAQ9MIefLWiE0AAAAASUVORK5CYII=")!

    override func tearDown() {
        UIImage.removeAllRegisteredImages()
        super.tearDown()
    }

    func testNamedImagesComeFromTheRegistryAndUnknownNamesAreNil() {
        XCTAssertNil(UIImage(named: "cat"))
        UIImage.registerImage(named: "cat", size: CGSize(width: 120, height: 80), scale: 2)
        let cat = UIImage(named: "cat")
        XCTAssertEqual(cat?.size, CGSize(width: 120, height: 80))
        XCTAssertEqual(cat?.scale, 2)
        XCTAssertEqual(UIImage(named: "cat.png")?.size, CGSize(width: 120, height: 80))
        XCTAssertFalse(cat === UIImage(named: "cat"), "each lookup is a new image object")
        UIImage.removeAllRegisteredImages()
        XCTAssertNil(UIImage(named: "cat"))
    }

    func testSymbolsAreTemplatesSizedByTheirConfiguration() {
        let heart = UIImage(systemName: "heart.fill")
        XCTAssertEqual(heart?.isSymbolImage, true)
        XCTAssertEqual(heart?.renderingMode, .alwaysTemplate)
        XCTAssertEqual(heart?.size, CGSize(width: 20, height: 20))  // 17 × 1.2 rounded
        let large = UIImage(systemName: "star", withConfiguration: UIImage.SymbolConfiguration(pointSize: 30))
        XCTAssertEqual(large?.size, CGSize(width: 36, height: 36))
        XCTAssertNil(UIImage(systemName: "Not A Symbol"))
        XCTAssertNil(UIImage(systemName: ""))
    }

    func testPNGDataDecodesThroughLibpng() throws {
        let image = try XCTUnwrap(UIImage(data: Self.png))
        XCTAssertEqual(image.size, CGSize(width: 2, height: 2))
        XCTAssertEqual(image.pixelColor(x: 0, y: 0), UIColor(red: 1, green: 0, blue: 0, alpha: 1))
        XCTAssertEqual(image.pixelColor(x: 1, y: 0)?.alpha ?? 0, 128.0 / 255, accuracy: 1e-9)
        XCTAssertEqual(image.pixelColor(x: 0, y: 1), UIColor(red: 0, green: 1, blue: 0, alpha: 1))
        XCTAssertEqual(UIImage(data: Self.png, scale: 2)?.size, CGSize(width: 1, height: 1))
        let again = try XCTUnwrap(UIImage(data: XCTUnwrap(image.pngData())))
        XCTAssertEqual(again.bitmap, image.bitmap, "encode then decode gives the same pixels")
    }

    func testDataThatIsNotAReadablePNGGivesNil() {
        XCTAssertNil(UIImage(data: Data()))
        XCTAssertNil(UIImage(data: Data([0xFF, 0xD8, 0xFF, 0xE0, 0, 0x10])), "JPEG is not decoded")
        XCTAssertNil(UIImage(data: Self.png.prefix(40)), "a truncated PNG")
        var corrupt = Self.png
        corrupt[20] ^= 0xFF  // the width field: the header checksum no longer matches
        XCTAssertNil(UIImage(data: corrupt))
    }

    func testAHugeDeclaredSizeIsRefusedBeforeAllocation() {
        // An IHDR claiming 100 000 × 100 000 pixels (with a valid CRC), and nothing else.
        var header = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        var ihdr = Data("IHDR".utf8)
        for value: UInt32 in [100_000, 100_000] { withUnsafeBytes(of: value.bigEndian) { ihdr.append(contentsOf: $0) } }
        ihdr.append(contentsOf: [8, 6, 0, 0, 0])
        withUnsafeBytes(of: UInt32(13).bigEndian) { header.append(contentsOf: $0) }
        header.append(ihdr)
        withUnsafeBytes(of: Self.crc32(ihdr).bigEndian) { header.append(contentsOf: $0) }
        XCTAssertNil(PNGCodec.decode(header))
    }

    static func crc32(_ data: Data) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in data {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }

    func testVariantsKeepTheSizeAndRecordTheirSetting() {
        UIImage.registerImage(named: "bubble", size: CGSize(width: 40, height: 30))
        let bubble = UIImage(named: "bubble")!
        let template = bubble.withRenderingMode(.alwaysTemplate)
        XCTAssertEqual(template.renderingMode, .alwaysTemplate)
        XCTAssertEqual(bubble.renderingMode, .automatic)
        let insets = UIEdgeInsets(top: 10, left: 12, bottom: 10, right: 12)
        let resizable = bubble.resizableImage(withCapInsets: insets)
        XCTAssertEqual(resizable.capInsets, insets)
        XCTAssertEqual(resizable.resizingMode, .tile)
        XCTAssertEqual(bubble.resizableImage(withCapInsets: insets, resizingMode: .stretch).resizingMode, .stretch)
        XCTAssertEqual(resizable.size, bubble.size)
        XCTAssertEqual(bubble.pngData().flatMap { UIImage(data: $0) }?.size, CGSize(width: 40, height: 30))
    }

    func testImageViewTakesItsImagesSize() {
        UIImage.registerImage(named: "logo", size: CGSize(width: 64, height: 32))
        let view = UIImageView(image: UIImage(named: "logo"))
        XCTAssertEqual(view.frame, CGRect(x: 0, y: 0, width: 64, height: 32))
        XCTAssertEqual(view.intrinsicContentSize, CGSize(width: 64, height: 32))
        XCTAssertFalse(view.isUserInteractionEnabled)
        view.image = nil
        XCTAssertEqual(view.intrinsicContentSize, CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
    }

    func testContentModePlacesTheImage() {
        UIImage.registerImage(named: "wide", size: CGSize(width: 200, height: 100))
        let view = UIImageView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.image = UIImage(named: "wide")
        view.contentMode = .scaleAspectFit
        XCTAssertEqual(view.imageFrame, CGRect(x: 0, y: 25, width: 100, height: 50))
        view.contentMode = .scaleAspectFill
        XCTAssertEqual(view.imageFrame, CGRect(x: -50, y: 0, width: 200, height: 100))
        view.contentMode = .topLeft
        XCTAssertEqual(view.imageFrame.origin, .zero)
    }

    func testAnimationImagesCycleOnTheClockAndStopAfterTheRepeatCount() {
        let frames = (0..<3).map { UIImage(placeholderSize: CGSize(width: 10, height: 10), scale: 1, name: "f\($0)") }
        let view = UIImageView(frame: .zero)
        view.animationImages = frames
        view.animationDuration = 0.3
        view.animationRepeatCount = 2
        XCTAssertFalse(view.isAnimating)
        view.startAnimating()
        XCTAssertTrue(view.isAnimating)
        var shown: [String] = []
        for _ in 0..<6 {
            shown.append(view.displayedImage?.engineName ?? "-")
            clock.run(for: 0.1)
        }
        XCTAssertEqual(shown, ["f0", "f1", "f2", "f0", "f1", "f2"])
        XCTAssertFalse(view.isAnimating, "two cycles of 0.3 s are over")
        view.animationRepeatCount = 0
        view.startAnimating()
        clock.run(for: 5)
        XCTAssertTrue(view.isAnimating)
        view.stopAnimating()
        XCTAssertFalse(view.isAnimating)
    }

    func testTheDefaultDurationIsAThirtiethOfASecondPerFrame() {
        let frames = (0..<6).map { UIImage(placeholderSize: CGSize(width: 1, height: 1), scale: 1, name: "g\($0)") }
        let view = UIImageView(frame: .zero)
        view.animationImages = frames
        view.animationRepeatCount = 1
        view.startAnimating()
        clock.run(for: 0.1)  // 6 frames at 1/30 s: 0.2 s a cycle
        XCTAssertEqual(view.displayedImage?.engineName, "g3")
        clock.run(for: 0.1)
        XCTAssertFalse(view.isAnimating)
    }

    func testPatternColourHasNoComponents() {
        let tile = UIImage(placeholderSize: CGSize(width: 4, height: 4), scale: 1, name: "tile")
        let color = UIColor(patternImage: tile)
        var red: CGFloat = -1
        XCTAssertFalse(color.getRed(&red, green: nil, blue: nil, alpha: nil))
        XCTAssertEqual(color, UIColor(patternImage: tile))
        XCTAssertNotEqual(color, UIColor.black)
    }
}
