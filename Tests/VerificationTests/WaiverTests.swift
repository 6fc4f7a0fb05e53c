import DocumentModel
@testable import Verification
import XCTest

/// Issue 19, point 9: a waiver names one sample, its id and fingerprint checked against each other.
final class WaiverTests: XCTestCase {
    let ru = VerifiableSample(
        id: "t/ru/a/1", fingerprint: "0123456789abcdef", language: .swift, text: "x()",
        range: SourceRange(file: "corpus/t/ru.txt", firstLine: 3, lastLine: 3, byteStart: 0, byteEnd: 0))
    let hi = VerifiableSample(
        id: "t/hi/a/1", fingerprint: "0123456789abcdef", language: .swift, text: "x()",
        range: SourceRange(file: "corpus/t/hi.txt", firstLine: 3, lastLine: 3, byteStart: 0, byteEnd: 0))

    func testAWaiverNamesItsSampleNotTheOtherCopies() throws {
        let waivers = try Waiver.parse("# why\n01234567 t/ru/a/1 needs a device\n", file: "Scenarios/waivers.txt")
        XCTAssertTrue(waivers[0].names(ru), "a prefix of 8 digits agrees with the 16 a sample is named by")
        XCTAssertFalse(waivers[0].names(hi), "the Hindi copy of the same code is not waived")
        let full = try Waiver.parse("0123456789ABCDEF0000000000000000000000000000000000000000000000ff t/ru/a/1 r\n", file: "w")
        XCTAssertTrue(full[0].names(ru), "the whole SHA-256, in capitals, agrees too")
        XCTAssertEqual(Waiver.problems(waivers, samples: [ru, hi], file: "Scenarios/waivers.txt"), [])
    }

    func testAWaiverWhoseIdAndFingerprintDisagreeIsAnErrorAtItsLine() throws {
        let text =
            "\n0123456799999999 t/ru/a/1 changed since\n0123456789abcdef t/ru/gone/9 renamed\nfeedfacefeedface t/zz/b/1 removed\n"
        let problems = Waiver.problems(
            try Waiver.parse(text, file: "Scenarios/waivers.txt"), samples: [ru, hi],
            file: "Scenarios/waivers.txt")
        XCTAssertEqual(problems.count, 3)
        XCTAssertTrue(
            problems[0].hasPrefix(
                "Scenarios/waivers.txt:2: the waiver names t/ru/a/1 with fingerprint 0123456799999999, but that sample's fingerprint is 0123456789abcdef"
            ), problems[0])
        XCTAssertTrue(
            problems[1].hasPrefix(
                "Scenarios/waivers.txt:3: the waiver names t/ru/gone/9, which no sample has; fingerprint 0123456789abcdef is t/ru/a/1"
            ), problems[1])
        XCTAssertTrue(
            problems[2].hasPrefix("Scenarios/waivers.txt:4: the waiver names feedfacefeedface (t/zz/b/1), which no sample"),
            problems[2])
    }

    func testAMalformedWaiverLineIsAnErrorAtItsLine() {
        for line in ["0123456789abcdef t/ru/a/1", "xyz t/ru/a/1 reason", "0123456 t/ru/a/1 seven digits"] {
            XCTAssertThrowsError(try Waiver.parse("# header\n\(line)\n", file: "Scenarios/waivers.txt"), line) { error in
                XCTAssertTrue("\(error)".contains("Scenarios/waivers.txt:2"), "\(error)")
                XCTAssertTrue("\(error)".contains("FINGERPRINT SAMPLE-ID reason"), "\(error)")
            }
        }
    }
}
