import DocumentModel
import XCTest

final class ScalarJoiningTests: XCTestCase {
    /// Every known base stays its own `Character` beside every ASCII character, before or after it, and beside a
    /// combining mark after it only as the mark's base (the mark joins it, which `joins` then asks the rules about).
    func testKnownBasesNeverJoinAnASCIINeighbour() {
        var checked = 0
        for value in UInt32(0x80)...0xFFFF where ScalarJoining.isKnownBase(value) {
            guard let scalar = Unicode.Scalar(value) else { continue }
            for ascii in UInt8(0x20)...0x7E {
                let neighbour = Unicode.Scalar(ascii)
                var after = String(neighbour)
                after.unicodeScalars.append(scalar)
                var before = String(scalar)
                before.unicodeScalars.append(neighbour)
                XCTAssertEqual(after.count, 2, "U+\(String(value, radix: 16)) after \(neighbour)")
                XCTAssertEqual(before.count, 2, "U+\(String(value, radix: 16)) before \(neighbour)")
            }
            checked += 1
        }
        XCTAssertGreaterThan(checked, 21_000)
        XCTAssertTrue(ScalarJoining.joins("\"", "\u{0301}"), "a combining mark joins the quote before it")
        XCTAssertTrue(ScalarJoining.joins("\u{0600}", "/"), "a prepended mark joins the slash after it")
        XCTAssertFalse(ScalarJoining.joins(" ", "中"))
    }
}
