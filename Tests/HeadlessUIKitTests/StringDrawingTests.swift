@testable import HeadlessUIKit
import XCTest

/// `NSString.draw(at:withAttributes:)` and `draw(in:withAttributes:)` put ink where the string is.
final class StringDrawingTests: XCTestCase {
    override func setUp() { SimulationClock.shared.reset() }

    private func darkColumns(_ image: UIImage, rows: Range<Int>) -> [Int] {
        let bitmap = image.bitmap!
        return (0..<bitmap.width).filter { x in
            rows.contains { y in
                let i = (y * bitmap.width + x) * 4
                return bitmap.rgba[i + 3] > 128 && bitmap.rgba[i] < 100
            }
        }
    }

    func testDrawAtPutsInkRightOfAndBelowThePointOnly() {
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 100, height: 40))
        let image = renderer.image { _ in
            UIColor.white.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 100, height: 40))
            ("HHH" as NSString).draw(at: CGPoint(x: 20, y: 10), withAttributes: [.font: UIFont.systemFont(ofSize: 12)])
        }
        XCTAssertEqual(image.scale, 2)
        let columns = darkColumns(image, rows: 0..<80)
        XCTAssertFalse(columns.isEmpty, "the glyphs darken pixels")
        XCTAssertGreaterThanOrEqual(columns.first ?? 0, 40, "nothing left of x 20 points (40 pixels)")
        XCTAssertLessThan(columns.last ?? 200, 120, "three 12-point capitals end well before x 60 points")
        XCTAssertTrue(darkColumns(image, rows: 0..<20).isEmpty, "nothing above y 10 points")
    }

    func testForegroundColourAndNoContext() {
        "ignored".draw(at: .zero, withAttributes: nil)  // no current context: no crash, nothing drawn
        let image = UIGraphicsImageRenderer(size: CGSize(width: 60, height: 30)).image { _ in
            "HH".draw(
                in: CGRect(x: 0, y: 0, width: 60, height: 30),
                withAttributes: [.font: UIFont.systemFont(ofSize: 20), .foregroundColor: UIColor.red])
        }
        let bitmap = image.bitmap!
        let inked = stride(from: 0, to: bitmap.rgba.count, by: 4).filter { bitmap.rgba[$0 + 3] == 255 }
        XCTAssertFalse(inked.isEmpty)
        XCTAssertTrue(
            inked.allSatisfy { bitmap.rgba[$0] == 255 && bitmap.rgba[$0 + 1] == 0 && bitmap.rgba[$0 + 2] == 0 },
            "fully covered pixels are the foreground colour")
    }
}
