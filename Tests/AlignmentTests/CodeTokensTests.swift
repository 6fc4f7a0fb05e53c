@testable import Alignment
import XCTest

final class CodeTokensTests: XCTestCase {
    func testIdentifiersKeepCaseAndSkipLeadingDigits() {
        XCTAssertEqual(CodeTokens.identifiers(in: "let view2 = UIView(frame: .zero) // 3d"),
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
}
