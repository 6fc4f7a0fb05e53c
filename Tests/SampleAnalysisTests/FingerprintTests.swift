import XCTest
@testable import SampleAnalysis

final class FingerprintTests: XCTestCase {
    func testLayoutDifferencesDoNotChangeTheFingerprint() {
        let original = "class A {\n    func f() {\n        g()\n    }\n}"
        let twoSpaces = "class A {\n  func f() {\n    g()\n  }\n}"
        let crlfTrailingTabs = "\nclass A {  \r\n\tfunc f() {\r\n\t\tg()\t\r\n\t}\r\n}\r\n\r\n"
        XCTAssertEqual(Fingerprint.of(original), Fingerprint.of(twoSpaces))
        XCTAssertEqual(Fingerprint.of(original), Fingerprint.of(crlfTrailingTabs))
    }

    func testContentDifferencesDoChangeIt() {
        let original = "let damping = 0.1 // lower damping lasts longer"
        XCTAssertNotEqual(Fingerprint.of(original), Fingerprint.of("let damping = 0.3 // lower damping lasts longer"))
        XCTAssertNotEqual(Fingerprint.of(original), Fingerprint.of("let damping = 0.1 // меньше затухание"))
        XCTAssertNotEqual(Fingerprint.of("a()\nb()"), Fingerprint.of("a()\n\nb()"), "a blank line is content")
    }
}
