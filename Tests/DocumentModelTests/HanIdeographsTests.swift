import DocumentModel
import XCTest

/// `HanIdeographs` against Unicode's own data (the `Ideographic` property the toolchain carries).
final class HanIdeographsTests: XCTestCase {
    /// Ideographic characters of other scripts, and the ideographic punctuation and numerals of CJK Symbols:
    /// not Han ideographs, which is why the property alone is not the table.
    static func isOtherIdeographic(_ value: UInt32) -> Bool {
        switch value {
        case 0x3006, 0x3007, 0x3021...0x3029, 0x3038...0x303A: true  // 〆 〇, Hangzhou numerals
        case 0x16FE0...0x16FFF: true  // Ideographic Symbols and Punctuation
        case 0x17000...0x18AFF, 0x18D00...0x18DFF: true  // Tangut, its components and supplement
        case 0x18B00...0x18CFF: true  // Khitan
        case 0x1B170...0x1B2FF: true  // Nüshu
        default: false
        }
    }

    func testEveryAssignedCharacterInTheTableIsIdeographicAndEveryHanIdeographIsInIt() {
        var inTable = 0
        for value in UInt32(0)...0x3FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let assigned = scalar.properties.generalCategory != .unassigned
            if HanIdeographs.contains(value) {
                if assigned {
                    inTable += 1
                    XCTAssertTrue(scalar.properties.isIdeographic, String(value, radix: 16))
                }
            } else if scalar.properties.isIdeographic {
                XCTAssertTrue(
                    Self.isOtherIdeographic(value),
                    "U+\(String(value, radix: 16, uppercase: true)) is a Han ideograph the table misses")
            }
        }
        XCTAssertGreaterThan(inTable, 90_000, "the unified ideographs and their extensions")
    }
}
