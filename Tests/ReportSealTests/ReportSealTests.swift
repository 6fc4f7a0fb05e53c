import DocumentModel
@testable import ReportSeal
import XCTest
import TestSupport

final class ReportSealTests: XCTestCase {
    /// RFC 4231's test cases 1, 2 and 6 (a key longer than a block).
    func testHMACMatchesRFC4231() {
        XCTAssertEqual(
            ReportSeal.hex(HMACSHA256.mac(Array("Hi There".utf8), key: [UInt8](repeating: 0x0b, count: 20))),
            "b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7")
        XCTAssertEqual(
            ReportSeal.hex(HMACSHA256.mac(Array("what do ya want for nothing?".utf8), key: Array("Jefe".utf8))),
            "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843")
        XCTAssertEqual(
            ReportSeal.hex(
                HMACSHA256.mac(
                    Array("Test Using Larger Than Block-Size Key - Hash Key First".utf8),
                    key: [UInt8](repeating: 0xaa, count: 131))),
            "60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54")
    }

    /// The seal's SHA-256 is the one pages are hashed with (libcrypto), at every padding boundary.
    func testSHA256AgreesWithLibcrypto() {
        var generator = SeededGenerator(seed: 7)
        for length in Array(0...130) + [1000, 4096, 65_537] {
            let bytes = (0..<length).map { _ in UInt8.random(in: .min ... .max, using: &generator) }
            XCTAssertEqual(ReportSeal.hex(HMACSHA256.sha256(bytes)), SHA256.hex(of: bytes), "length \(length)")
        }
    }

    func testASealedLineOpensOnlyWithItsKey() {
        let key = ReportSeal.newKey(), other = ReportSeal.newKey()
        let report = Array(#"{"passed":true}"#.utf8)
        let output = Array(("noise\n" + ReportSeal.sealedLine(report: report, key: key) + "\nmore noise\n").utf8)
        XCTAssertEqual(ReportSeal.openReport(in: output, key: key), report)
        XCTAssertNil(ReportSeal.openReport(in: output, key: other))
        // One changed byte of the report breaks the seal.
        let tampered = ReportSeal.sealedLine(report: report, key: key).replacingOccurrences(of: "true", with: "True")
        XCTAssertNil(ReportSeal.openReport(in: Array(tampered.utf8), key: key))
        XCTAssertEqual(ReportSeal.key(fromLine: ReportSeal.keyLine(key)), key)
        XCTAssertNil(ReportSeal.key(fromLine: "zz" + ReportSeal.keyLine(key).dropFirst(2)))
    }
}
