import DocumentModel
import Foundation
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
            XCTAssertTrue(
                1 <= block.range.firstLine && block.range.firstLine <= block.range.lastLine
                    && block.range.lastLine <= lines, "\(block.range)", file: file, line: line)
            XCTAssertTrue(
                0 <= block.range.byteStart && block.range.byteStart <= block.range.byteEnd
                    && block.range.byteEnd <= bytes, "\(block.range)", file: file, line: line)
        }
    }

    /// Every input a fuzz target crashed on (Tests/Fuzz/crashes/<format>/, kept as found) reads with its blocks
    /// and their hints inside the page, each one's bytes on its lines.
    func testFuzzCrashInputsReadWithinThePage() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Fuzz/crashes")
        let formats: [String: DocumentFormat] = ["html": .html, "markdown": .markdown, "text": .plainText]
        var replayed = 0
        for (name, format) in formats.sorted(by: { $0.key < $1.key }) {
            let inputs = (try? FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent(name).path)) ?? []
            for input in inputs.sorted() {
                let bytes = Array(try Data(contentsOf: folder.appendingPathComponent(name).appendingPathComponent(input)))
                guard let document = try? DocumentReader().document(from: bytes, path: input, format: format) else { continue }
                let starts = lineStarts(bytes, lfOnly: format == .html)
                let ranges = document.allBlocks.flatMap { (block: Block) -> [(Block, SourceRange)] in
                    [(block, block.range)] + (block.codeHint?.range.map { [(block, $0)] } ?? [])
                }
                for (block, range) in ranges {
                    XCTAssertTrue(
                        1 <= range.firstLine && range.firstLine <= range.lastLine && range.lastLine <= starts.count
                            && 0 <= range.byteStart && range.byteStart <= range.byteEnd && range.byteEnd <= bytes.count,
                        "\(input): \(range)")
                    guard range.lastLine <= starts.count, range.firstLine >= 1 else { continue }
                    let end = range.lastLine < starts.count ? starts[range.lastLine] : bytes.count
                    XCTAssertTrue(
                        range.byteStart >= starts[range.firstLine - 1] && range.byteEnd <= end,
                        "\(input): \(block.kind) at \(range) has bytes off its lines")
                }
                replayed += 1
            }
        }
        XCTAssertGreaterThan(replayed, 0)
    }

    /// Where each line starts: at LF only (the HTML reader's rule) or at LF, CRLF and lone CR.
    private func lineStarts(_ bytes: [UInt8], lfOnly: Bool) -> [Int] {
        var starts = [0]
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            guard byte == 0x0A || (!lfOnly && byte == 0x0D) else { continue }
            if byte == 0x0D, index < bytes.count, bytes[index] == 0x0A { index += 1 }
            starts.append(index)
        }
        return starts
    }

    /// Issue 25: a 77-byte page whose line held 19 or more digits overflowed the year test (SIGILL).
    func testALineOfManyDigitsIsProse() throws {
        let page = "Title 99999999999999999999 here\n\nA line of prose so that the page has some text.\n"
        let document = try read(page, as: "t/en.txt")
        XCTAssertEqual(document.allBlocks.map(\.kind), [.heading, .prose])
        assertInside(document, lines: 3, bytes: page.utf8.count)
    }
}
