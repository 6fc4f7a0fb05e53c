import DocumentModel
import XCTest

final class SourceRangeTests: XCTestCase {
    func testDescriptionUsesFileAndLines() {
        let single = SourceRange(file: "a/ru.txt", firstLine: 4, lastLine: 4, byteStart: 10, byteEnd: 20)
        let span = SourceRange(file: "a/ru.txt", firstLine: 4, lastLine: 9, byteStart: 10, byteEnd: 90)
        XCTAssertEqual(single.description, "a/ru.txt:4")
        XCTAssertEqual(span.description, "a/ru.txt:4-9")
    }

    func testUnionCoversBoth() {
        let first = SourceRange(file: "f", firstLine: 3, lastLine: 5, byteStart: 30, byteEnd: 50)
        let second = SourceRange(file: "f", firstLine: 8, lastLine: 9, byteStart: 80, byteEnd: 95)
        XCTAssertEqual(first.union(second), SourceRange(file: "f", firstLine: 3, lastLine: 9, byteStart: 30, byteEnd: 95))
    }

    func testSectionRangeSpansHeadingAndBlocks() {
        let heading = Block(
            kind: .heading, text: "Падающая площадь",
            range: SourceRange(file: "f", firstLine: 14, lastLine: 14, byteStart: 0, byteEnd: 10), headingLevel: 2)
        let code = Block(
            kind: .code, text: "var x = 1",
            range: SourceRange(file: "f", firstLine: 18, lastLine: 38, byteStart: 20, byteEnd: 400))
        let section = Section(heading: heading, level: 2, blocks: [code])
        XCTAssertEqual(section.range?.firstLine, 14)
        XCTAssertEqual(section.range?.lastLine, 38)
        XCTAssertEqual(section.codeBlocks.count, 1)
        XCTAssertNil(Section(heading: nil, level: 0, blocks: []).range)
    }
}
