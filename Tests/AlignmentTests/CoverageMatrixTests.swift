import Alignment
import DocumentModel
import XCTest

final class CoverageMatrixTests: XCTestCase {
    func member(_ path: String, _ language: Language, _ status: VersionStatus) -> GroupMember {
        GroupMember(
            documentPath: path, language: language,
            sections: [SectionRef(documentPath: path, index: 0, heading: "h", level: 2, lines: LineSpan(first: 1, last: 3))],
            link: .content, score: 1, reasons: [], status: status, statusReason: nil)
    }

    func testCellsFollowColumnsAndCompletenessCountsVersions() {
        let groups = [
            SectionGroup(
                id: "t/01", topic: "t", title: "A",
                members: [member("t/ru.txt", .ru, .complete), member("t/hi.txt", .hi, .stale)], related: []),
            SectionGroup(id: "t/02", topic: "t", title: "B", members: [member("t/ru.txt", .ru, .complete)], related: [])
        ]
        let matrix = CoverageMatrix(topic: "t", documents: [("t/ru.txt", .ru), ("t/hi.txt", .hi)], groups: groups)
        XCTAssertEqual(matrix.rows.map(\.cells), [[.complete, .stale], [.complete, .missing]])
        XCTAssertEqual(matrix.columns.map(\.covered), [2, 1])
        XCTAssertEqual(matrix.columns.map(\.stale), [0, 1])
        XCTAssertEqual(matrix.columns[1].completeness, 0.5)
    }

    func testEmptyTopicHasZeroCompleteness() {
        let matrix = CoverageMatrix(topic: "t", documents: [("t/ru.txt", .ru)], groups: [])
        XCTAssertEqual(matrix.columns[0].completeness, 0)
        XCTAssertTrue(matrix.rows.isEmpty)
    }

    func testColumnsAreNamedByLanguageAndByPageWhereALanguageRepeats() {
        let documents: [(path: String, language: Language)] = [
            ("t/ru.txt", .ru), ("ios/a.md", .en), ("ios/b.md", .en),
            ("x/b.md", .en)
        ]
        let matrix = CoverageMatrix(topic: "t", documents: documents, groups: [])
        XCTAssertEqual(
            matrix.columnNames, ["ru", "a.md", "ios/b.md", "x/b.md"],
            "a file name that is not unique among the repeated language's pages gives way to the path")
    }
}
