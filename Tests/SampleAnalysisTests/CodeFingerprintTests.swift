import XCTest
@testable import SampleAnalysis

final class CodeFingerprintTests: XCTestCase {
    func testLayoutDifferencesDoNotChangeTheFingerprint() {
        let original = "class A {\n    func f() {\n        g()\n    }\n}"
        let twoSpaces = "class A {\n  func f() {\n    g()\n  }\n}"
        let crlfTrailingTabs = "\nclass A {  \r\n\tfunc f() {\r\n\t\tg()\t\r\n\t}\r\n}\r\n\r\n"
        XCTAssertEqual(CodeFingerprint.of(original), CodeFingerprint.of(twoSpaces))
        XCTAssertEqual(CodeFingerprint.of(original), CodeFingerprint.of(crlfTrailingTabs))
    }

    func testLineEndsBecomeLineFeeds() {
        XCTAssertEqual("a\rb\r\nc\n\rd".replacingCRLF(), "a\nb\nc\n\nd", "a lone CR, CRLF, LF then CR")
        XCTAssertEqual("затухание\n\tg()".replacingCRLF(), "затухание\n\tg()", "text without CR is itself")
    }

    func testContentDifferencesDoChangeIt() {
        let original = "let damping = 0.1 // lower damping lasts longer"
        XCTAssertNotEqual(CodeFingerprint.of(original), CodeFingerprint.of("let damping = 0.3 // lower damping lasts longer"))
        XCTAssertNotEqual(CodeFingerprint.of(original), CodeFingerprint.of("let damping = 0.1 // меньше затухание"))
        XCTAssertNotEqual(CodeFingerprint.of("a()\nb()"), CodeFingerprint.of("a()\n\nb()"), "a blank line is content")
    }
}
