import DocumentModel
import XCTest

/// `Section.isEmpty`: the test every ingester uses to decide whether a section is kept.
final class SectionTests: XCTestCase {
    func testASectionWithAHeadingOrABlockIsNotEmpty() {
        let range = SourceRange(file: "page.md", firstLine: 1, lastLine: 1, byteStart: 0, byteEnd: 5)
        let heading = Block(kind: .heading, text: "Title", range: range, headingLevel: 1)
        let prose = Block(kind: .prose, text: "Text.", range: range)
        XCTAssertTrue(Section(heading: nil, level: 0, blocks: []).isEmpty)
        XCTAssertFalse(Section(heading: heading, level: 1, blocks: []).isEmpty)
        XCTAssertFalse(Section(heading: nil, level: 0, blocks: [prose]).isEmpty)
        XCTAssertFalse(Section(heading: heading, level: 1, blocks: [prose]).isEmpty)
    }
}
