@testable import Alignment
import XCTest

final class CodeTokensTests: XCTestCase {
    func testIdentifiersKeepCaseAndSkipLeadingDigits() {
        XCTAssertEqual(
            CodeTokens.identifiers(in: "let view2 = UIView(frame: .zero) // 3d"),
            ["let", "view2", "UIView", "frame", "zero", "d"])
    }

    func testNumbersAgreeAcrossSwiftAndObjectiveCSpellings() {
        XCTAssertEqual(CodeTokens.numbers(in: "CGFloat widthHeight = 40.0f;"), ["40"])
        XCTAssertEqual(CodeTokens.numbers(in: "let widthHeight: CGFloat = 40.0"), ["40"])
        XCTAssertEqual(CodeTokens.numbers(in: "multiplier = 0.0008 // WWDC 2015"), ["0.0008", "2015"])
    }

    func testDigitsInsideIdentifiersAreNotNumbers() {
        XCTAssertEqual(CodeTokens.numbers(in: "view2.frame = M_PI_4; int64_t x = 1.0 * 3"), ["1", "3"])
    }

    /// The byte reading of ASCII lines and the reading around the digits of other lines give what the Character
    /// reading gives, on generated code and prose with CR LF, points, underscores, letters of other scripts, and
    /// combining marks, joiners, a prepended sign and emoji modifiers beside digits.
    func testByteReadingOfNumbersEqualsTheCharacterReading() {
        let pieces = [
            "1", "2.50", "0.0", ".", "..", "3.", "x", "_", "view", "M_PI_4", " ", "\n", "\r\n", "\r", "=", "(", "é",
            "ж7", "\u{0301}", "e\u{0301}", "९", "ि", "四", "1\u{20E3}", "40.0f", "-", "a1b2", "\u{0600}", "\u{200D}",
            "👍🏽", "9\u{FE0F}"
        ]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<20_000 {
            let text = (0..<Int.random(in: 0...14, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }
                .joined()
            XCTAssertEqual(CodeTokens.numbers(in: text), CodeTokens.characterNumbers(in: text), "\(text.debugDescription)")
        }
    }
}
