import XCTest
@testable import HeadlessUIKit

/// UIFont's documented metric model, and UILabel / string measurement on it.
final class TextMetricsTests: AppModelTestCase {
    func testFontMetricsFollowTheModel() {
        let font = UIFont.systemFont(ofSize: 20)
        XCTAssertEqual(font.ascender, 19, accuracy: 1e-9)
        XCTAssertEqual(font.descender, -5, accuracy: 1e-9)
        XCTAssertEqual(font.lineHeight, 24, accuracy: 1e-9)
        XCTAssertEqual(font.lineHeight, font.ascender - font.descender, accuracy: 1e-9)
        XCTAssertEqual(font.capHeight, 14, accuracy: 1e-9)
        XCTAssertEqual(font.leading, 0)
        XCTAssertEqual(font.withSize(10).pointSize, 10)
        XCTAssertEqual(UIFont.systemFontSize, 14)
        XCTAssertEqual(UIFont.labelFontSize, 17)
    }

    func testWeightWidensTheAdvance() {
        let regular = UIFont.systemFont(ofSize: 10, weight: .regular)
        let bold = UIFont.systemFont(ofSize: 10, weight: .bold)
        XCTAssertEqual(regular.size(of: "abcdefghij").width, 55)
        XCTAssertEqual(bold.size(of: "abcdefghij").width, 57)
        XCTAssertEqual(UIFont.boldSystemFont(ofSize: 10), bold)
        XCTAssertLessThan(UIFont.Weight.light, UIFont.Weight.semibold)
        XCTAssertEqual(UIFont.Weight.bold.rawValue, 0.4)
    }

    func testWideCharactersTakeAFullEm() {
        let font = UIFont.systemFont(ofSize: 10)
        XCTAssertEqual(font.size(of: "日本語").width, 30)
        XCTAssertEqual(font.size(of: "ab").width, 11)
    }

    func testPreferredFontsHaveApplesSizes() {
        XCTAssertEqual(UIFont.preferredFont(forTextStyle: .body).pointSize, 17)
        XCTAssertEqual(UIFont.preferredFont(forTextStyle: .largeTitle).pointSize, 34)
        XCTAssertEqual(UIFont.preferredFont(forTextStyle: .headline), UIFont.systemFont(ofSize: 17, weight: .semibold))
        XCTAssertEqual(UIFont.preferredFont(forTextStyle: .caption2).pointSize, 11)
    }

    func testSingleLineLabelSizesToItsText() {
        let label = UILabel()
        XCTAssertEqual(label.intrinsicContentSize, .zero)
        label.font = .systemFont(ofSize: 10)
        label.text = "Hello world"
        // 11 characters × 5.5 = 60.5 → 61 wide; one line of 12.
        XCTAssertEqual(label.intrinsicContentSize, CGSize(width: 61, height: 12))
        label.sizeToFit()
        XCTAssertEqual(label.bounds.size, CGSize(width: 61, height: 12))
        // One line never wraps, whatever the width offered.
        XCTAssertEqual(label.sizeThatFits(CGSize(width: 20, height: 100)), CGSize(width: 61, height: 12))
    }

    func testMultiLineLabelWrapsAtWordsUpToTheLineLimit() {
        let label = UILabel()
        label.font = .systemFont(ofSize: 10)
        label.text = "aaaa bbbb cccc dddd"  // each word 22 points, a space 5.5
        label.numberOfLines = 0
        let size = label.sizeThatFits(CGSize(width: 50, height: CGFloat.greatestFiniteMagnitude))
        // "aaaa bbbb" is 49.5 wide: two words a line, two lines.
        XCTAssertEqual(size, CGSize(width: 50, height: 24))
        XCTAssertEqual(label.sizeThatFits(CGSize(width: 30, height: 1000)).height, 48)
        label.numberOfLines = 3
        XCTAssertEqual(label.sizeThatFits(CGSize(width: 30, height: 1000)).height, 36)
        label.preferredMaxLayoutWidth = 50
        XCTAssertEqual(label.intrinsicContentSize.height, 24)
    }

    func testLongWordBreaksInsideAndCharWrappingIgnoresSpaces() {
        let layout = TextLayout(text: "abcdefghij", font: .systemFont(ofSize: 10), width: 30, maximumLines: 0)
        XCTAssertEqual(layout.lines.map(\.range), [0..<5, 5..<10])
        let words = TextLayout(text: "ab cdef", font: .systemFont(ofSize: 10), width: 30, maximumLines: 0)
        XCTAssertEqual(words.lines.map(\.range), [0..<3, 3..<7])
        let chars = TextLayout(
            text: "ab cdef", font: .systemFont(ofSize: 10), width: 30, maximumLines: 0,
            lineBreakMode: .byCharWrapping)
        XCTAssertEqual(chars.lines.map(\.range), [0..<5, 5..<7])
        let newlines = TextLayout(text: "a\nb", font: .systemFont(ofSize: 10), width: nil, maximumLines: 0)
        XCTAssertEqual(newlines.lines.count, 2)
    }

    func testAttributedTextIsMeasuredRunByRun() {
        let text = NSMutableAttributedString(string: "ab", attributes: [.font: UIFont.systemFont(ofSize: 10)])
        text.append(NSAttributedString(string: "cd", attributes: [.font: UIFont.systemFont(ofSize: 20)]))
        let label = UILabel()
        label.attributedText = text
        XCTAssertEqual(label.text, "abcd")
        // 2 × 5.5 + 2 × 11 = 33; the line is as tall as the 20-point run.
        XCTAssertEqual(label.intrinsicContentSize, CGSize(width: 33, height: 24))
        label.text = "x"
        XCTAssertEqual(label.attributedText?.string, "x")
    }

    func testStringMeasurementMatchesTheLabel() {
        let font = UIFont.systemFont(ofSize: 10)
        XCTAssertEqual("Hello world".size(withAttributes: [.font: font]), CGSize(width: 61, height: 12))
        let rect = "aaaa bbbb cccc dddd".boundingRect(
            with: CGSize(width: 50, height: CGFloat.greatestFiniteMagnitude),
            options: .usesLineFragmentOrigin, attributes: [.font: font], context: nil)
        XCTAssertEqual(rect.height, 24, accuracy: 1e-9)
        let oneLine = "aaaa bbbb".boundingRect(
            with: CGSize(width: 10, height: 100), options: [], attributes: [.font: font],
            context: nil)
        XCTAssertEqual(oneLine.height, 12, accuracy: 1e-9)
    }

    func testParagraphStyleIsCopiedMutably() {
        let style = NSMutableParagraphStyle()
        style.lineSpacing = 4
        style.alignment = .center
        let copy = style.copy() as! NSParagraphStyle
        XCTAssertEqual(copy.lineSpacing, 4)
        XCTAssertEqual(copy.alignment, .center)
        XCTAssertEqual(NSParagraphStyle.default.lineBreakMode, .byWordWrapping)
        let text = NSAttributedString(
            string: "aaaa bbbb", attributes: [.font: UIFont.systemFont(ofSize: 10), .paragraphStyle: style])
        XCTAssertEqual(
            text.boundingRect(with: CGSize(width: 30, height: 100), options: .usesLineFragmentOrigin, context: nil).height,
            28, accuracy: 1e-9)
    }
}

/// UIFontMetrics, UIFontDescriptor and the shrink factor of `adjustsFontSizeToFitWidth`.
final class FontScalingTests: AppModelTestCase {
    func testFontMetricsAreIdentityAtTheDefaultContentSize() {
        let font = UIFont.systemFont(ofSize: 16)
        XCTAssertEqual(UIFontMetrics(forTextStyle: .title1).scaledFont(for: font), font)
        XCTAssertEqual(UIFontMetrics.default.scaledValue(for: 12), 12)
        XCTAssertEqual(UIFontMetrics.default.scaledFont(for: font, maximumPointSize: 10).pointSize, 10)
    }

    func testDescriptorTraitsMakeBoldAndItalicFonts() {
        let body = UIFont.preferredFont(forTextStyle: .body)
        let bold = UIFont(descriptor: body.fontDescriptor.withSymbolicTraits(.traitBold)!, size: 0)
        XCTAssertEqual(bold, UIFont.boldSystemFont(ofSize: 17))
        XCTAssertTrue(bold.fontDescriptor.symbolicTraits.contains(.traitBold))
        let italic = UIFont(descriptor: body.fontDescriptor.withSymbolicTraits(.traitItalic)!, size: 20)
        XCTAssertEqual(italic.pointSize, 20)
        XCTAssertTrue(italic.fontDescriptor.symbolicTraits.contains(.traitItalic))
        XCTAssertFalse(italic.fontDescriptor.symbolicTraits.contains(.traitBold))
    }

    func testShrinkFactorFollowsTheWidthDownToTheMinimum() {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 55, height: 20))
        label.font = .systemFont(ofSize: 10)
        label.text = String(repeating: "a", count: 20)  // 110 points
        XCTAssertEqual(label.fontScaleToFit, 1, "off by default")
        label.adjustsFontSizeToFitWidth = true
        XCTAssertEqual(label.fontScaleToFit, 0.5, accuracy: 1e-9)
        label.minimumScaleFactor = 0.75
        XCTAssertEqual(label.fontScaleToFit, 0.75, accuracy: 1e-9)
        label.text = "aa"
        XCTAssertEqual(label.fontScaleToFit, 1)
    }
}
