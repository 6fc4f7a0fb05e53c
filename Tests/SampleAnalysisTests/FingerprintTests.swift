import XCTest
@testable import SampleAnalysis

final class FingerprintTests: XCTestCase {
    func testSHA256KnownVectors() {
        XCTAssertEqual(SHA256.hex([]), "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        XCTAssertEqual(SHA256.hex(Array("abc".utf8)), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        XCTAssertEqual(SHA256.hex(Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8)),
                       "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
    }

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
