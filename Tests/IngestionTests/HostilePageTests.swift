import DocumentModel
import Ingestion
import XCTest

/// Whole pages from a stranger that once trapped a reader (found by hand or by `Tests/Fuzz/run.sh`):
/// each must now read without a trap, with every block inside the page.
final class HostilePageTests: XCTestCase {
    private func read(_ text: String, as path: String) throws -> Document {
        try DocumentReader().document(from: Array(text.utf8), path: path)
    }

    private func assertInside(_ document: Document, lines: Int, bytes: Int, file: StaticString = #filePath, line: UInt = #line) {
        for block in document.allBlocks {
            XCTAssertTrue(1 <= block.range.firstLine && block.range.firstLine <= block.range.lastLine
                          && block.range.lastLine <= lines, "\(block.range)", file: file, line: line)
            XCTAssertTrue(0 <= block.range.byteStart && block.range.byteStart <= block.range.byteEnd
                          && block.range.byteEnd <= bytes, "\(block.range)", file: file, line: line)
        }
    }

    /// Issue 25: a 77-byte page whose line held 19 or more digits overflowed the year test (SIGILL).
    func testALineOfManyDigitsIsProse() throws {
        let page = "Title 99999999999999999999 here\n\nA line of prose so that the page has some text.\n"
        let document = try read(page, as: "t/en.txt")
        XCTAssertEqual(document.allBlocks.map(\.kind), [.heading, .prose])
        assertInside(document, lines: 3, bytes: page.utf8.count)
    }
}
