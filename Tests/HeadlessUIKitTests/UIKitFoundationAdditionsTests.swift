import XCTest
@testable import HeadlessUIKit

/// UIColor's HSB and pattern colours, NSValue's geometry boxes, the attribute keys, and a settable anchor point.
final class UIKitFoundationAdditionsTests: AppModelTestCase {
    func testHueSaturationBrightnessConvertsBothWays() {
        let red = UIColor(hue: 0, saturation: 1, brightness: 1, alpha: 1)
        XCTAssertEqual(red, .red)
        let green = UIColor(hue: 1.0 / 3.0, saturation: 1, brightness: 1, alpha: 0.5)
        XCTAssertEqual(green.green, 1, accuracy: 1e-9)
        XCTAssertEqual(green.red, 0, accuracy: 1e-9)
        XCTAssertEqual(UIColor(hue: 1, saturation: 1, brightness: 1, alpha: 1), .red, "hue 1 is red again")
        XCTAssertEqual(UIColor(hue: 0.5, saturation: 0, brightness: 0.25, alpha: 1), UIColor(white: 0.25, alpha: 1))
        var h: CGFloat = 0, s: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        XCTAssertTrue(UIColor.systemBlue.getHue(&h, saturation: &s, brightness: &b, alpha: &a))
        let back = UIColor(hue: h, saturation: s, brightness: b, alpha: a)
        XCTAssertEqual(back.red, UIColor.systemBlue.red, accuracy: 1e-9)
        XCTAssertEqual(back.green, UIColor.systemBlue.green, accuracy: 1e-9)
        XCTAssertEqual(back.blue, UIColor.systemBlue.blue, accuracy: 1e-9)
    }

    func testNSValueBoxesGeometry() {
        let rect = CGRect(x: 1, y: 2, width: 3, height: 4)
        XCTAssertEqual(NSValue(cgRect: rect).cgRectValue, rect)
        XCTAssertEqual(NSValue(cgPoint: CGPoint(x: 5, y: 6)).cgPointValue, CGPoint(x: 5, y: 6))
        XCTAssertEqual(NSValue(cgSize: CGSize(width: 7, height: 8)).cgSizeValue, CGSize(width: 7, height: 8))
        let insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        XCTAssertEqual(NSValue(uiEdgeInsets: insets).uiEdgeInsetsValue, insets)
    }

    func testAttributeKeysHaveApplesRawValues() {
        XCTAssertEqual(NSAttributedString.Key.font.rawValue, "NSFont")
        XCTAssertEqual(NSAttributedString.Key.foregroundColor.rawValue, "NSColor")
        XCTAssertEqual(NSAttributedString.Key(rawValue: "NSKern"), .kern)
        let text = NSMutableAttributedString(string: "Hello")
        text.addAttribute(.underlineStyle, value: NSUnderlineStyle.single.rawValue, range: NSRange(location: 0, length: 5))
        XCTAssertEqual(text.attribute(.underlineStyle, at: 2, effectiveRange: nil) as? Int, 1)
    }

    func testAnchorPointMovesTheFrameAndIsTheTransformsPivot() {
        let view = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 50))
        XCTAssertEqual(view.layer.anchorPoint, CGPoint(x: 0.5, y: 0.5))
        view.layer.anchorPoint = CGPoint(x: 0, y: 0.5)
        // The position (centre) stays; the frame moves so that the left edge sits on it.
        XCTAssertEqual(view.center, CGPoint(x: 150, y: 125))
        XCTAssertEqual(view.frame, CGRect(x: 150, y: 100, width: 100, height: 50))
        view.frame = CGRect(x: 0, y: 0, width: 100, height: 50)
        XCTAssertEqual(view.layer.position, CGPoint(x: 0, y: 25))
        // A half turn about the left edge swings the view to the left of it.
        view.transform = CGAffineTransform(rotationAngle: .pi)
        XCTAssertEqual(view.frame.minX, -100, accuracy: 1e-9)
        XCTAssertEqual(view.frame.maxX, 0, accuracy: 1e-9)
        let free = CALayer()
        free.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        free.anchorPoint = .zero
        free.position = CGPoint(x: 5, y: 5)
        XCTAssertEqual(free.frame, CGRect(x: 5, y: 5, width: 10, height: 10))
    }
}
