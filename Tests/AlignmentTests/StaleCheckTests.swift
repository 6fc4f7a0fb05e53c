import Alignment
import XCTest

final class StaleCheckTests: XCTestCase {
    func testMajorityDecidesWhoIsStale() {
        let statuses = StaleCheck.statuses([
            .init(documentPath: "ru.txt", fingerprints: ["swift", "objc"], isReference: true),
            .init(
                documentPath: "hi.txt", fingerprints: ["swift-edited", "objc"], isReference: false,
                blockLines: [LineSpan(first: 10, last: 40), LineSpan(first: 44, last: 90)]),
            .init(documentPath: "zh.txt", fingerprints: ["swift", "objc"], isReference: false)
        ])
        XCTAssertEqual(statuses.map(\.status), [.complete, .stale, .complete])
        XCTAssertEqual(statuses[1].reason, "1 of 2 code blocks differ from the other copies, first at hi.txt:10-40")
    }

    func testWithoutMajorityTheReferenceDecides() {
        let statuses = StaleCheck.statuses([
            .init(documentPath: "hi.txt", fingerprints: ["swift-edited"], isReference: false),
            .init(documentPath: "ru.txt", fingerprints: ["swift"], isReference: true)
        ])
        XCTAssertEqual(statuses.map(\.status), [.stale, .complete])
        XCTAssertEqual(statuses[0].reason, "1 of 1 code blocks differ from ru.txt")
    }

    func testMissingBlocksArePartialAndMergedCopiesOnlyNeedToContain() {
        let statuses = StaleCheck.statuses([
            .init(documentPath: "ru.txt", fingerprints: ["swift", "objc"], isReference: true),
            .init(documentPath: "hi.txt", fingerprints: ["swift"], isReference: false),
            .init(documentPath: "en.txt", fingerprints: ["swift", "objc", "next-sample"], isReference: false, isMerged: true),
            .init(documentPath: "zh.txt", fingerprints: [], isReference: false)
        ])
        XCTAssertEqual(statuses.map(\.status), [.complete, .partial, .complete, .partial])
        XCTAssertEqual(statuses[1].reason, "1 of 2 code blocks missing")
    }

    func testSameCodeCutIntoOtherBlocksIsNotStale() {
        let statuses = StaleCheck.statuses([
            .init(documentPath: "ru.txt", fingerprints: ["whole"], isReference: true, codeLines: ["line one", "line two"]),
            .init(
                documentPath: "hi.txt", fingerprints: ["first-half", "second-half"], isReference: false,
                codeLines: ["line one", "line two"])
        ])
        XCTAssertEqual(statuses.map(\.status), [.complete, .complete])
    }

    func testNoCodeAnywhereIsComplete() {
        let statuses = StaleCheck.statuses([
            .init(documentPath: "ru.txt", fingerprints: [], isReference: true),
            .init(documentPath: "hi.txt", fingerprints: [], isReference: false)
        ])
        XCTAssertEqual(statuses.map(\.status), [.complete, .complete])
    }
}
