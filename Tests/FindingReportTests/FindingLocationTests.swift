@testable import FindingReport
import XCTest

final class FindingLocationTests: XCTestCase {
    func testPlacesAsTextWritesThem() {
        XCTAssertEqual(
            FindingLocation(place: "corpus/a/ru.txt:3-9"), FindingLocation(file: "corpus/a/ru.txt", startLine: 3, endLine: 9))
        XCTAssertEqual(FindingLocation(place: "corpus/a/ru.txt:3"), FindingLocation(file: "corpus/a/ru.txt", startLine: 3))
        XCTAssertEqual(FindingLocation(place: "Scenarios/waivers.txt"), FindingLocation(file: "Scenarios/waivers.txt"))
        XCTAssertEqual(
            FindingLocation(place: "odd:name.txt"), FindingLocation(file: "odd:name.txt"), "a colon not before a line number")
        for place in ["corpus/a/ru.txt:3-9", "corpus/a/ru.txt:3", "Scenarios/waivers.txt"] {
            XCTAssertEqual(FindingLocation(place: place).text, place)
        }
    }

    func testLinesThatNameNoLineAreDropped() {
        XCTAssertEqual(FindingLocation(file: "f", startLine: 0).text, "f")
        XCTAssertEqual(FindingLocation(file: "f", startLine: 5, endLine: 2).text, "f:5", "a backwards range is its first line")
        XCTAssertEqual(FindingLocation(file: "f", startLine: 5, endLine: 5).endLine, nil)
    }

    func testLeadingPlaceOfOurOwnMessages() throws {
        let drift = try XCTUnwrap(
            FindingLocation.leading("Scenarios/x/falling.swift:3: no sample in the corpus has fingerprint 60eb"))
        XCTAssertEqual(drift.location, FindingLocation(file: "Scenarios/x/falling.swift", startLine: 3))
        XCTAssertEqual(drift.rest, "no sample in the corpus has fingerprint 60eb")
        let folder = try XCTUnwrap(FindingLocation.leading("Scenarios/folder.swift: it is a folder, not a file"))
        XCTAssertEqual(folder.location, FindingLocation(file: "Scenarios/folder.swift"))
        XCTAssertEqual(
            FindingLocation.leading("corpus/p.txt:4-6: x")?.location,
            FindingLocation(file: "corpus/p.txt", startLine: 4, endLine: 6))
        XCTAssertNil(FindingLocation.leading("the waiver names x: it changed"), "a sentence is not a place")
        XCTAssertNil(FindingLocation.leading("error: something"), "a word without a line or a folder is not a place")
        XCTAssertNil(FindingLocation.leading("no separator at all"))
    }
}
