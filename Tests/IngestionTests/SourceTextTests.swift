import DocumentModel
@testable import Ingestion
import XCTest

final class SourceTextTests: XCTestCase {
    // MARK: - Line table

    func testSplitsAtLFWithExactByteRanges() {
        let source = SourceText(file: "a.txt", text: "let a = 1\n\nпривет\n")
        XCTAssertEqual(source.lines.map(\.text), ["let a = 1", "", "привет"])
        XCTAssertEqual(source.lines.map(\.byteStart), [0, 10, 11])
        XCTAssertEqual(source.lines.map(\.byteEnd), [9, 10, 23])
        XCTAssertEqual(source.lines.map(\.number), [1, 2, 3])
    }

    func testLastLineWithoutTerminatorAndEmptyFile() {
        XCTAssertEqual(SourceText(file: "a.txt", text: "one\ntwo").lines.map(\.text), ["one", "two"])
        XCTAssertEqual(SourceText(file: "a.txt", text: "").lines.count, 0)
        XCTAssertEqual(SourceText(file: "a.txt", text: "\n").lines.map(\.text), [""])
    }

    /// CRLF and lone CR end lines too, and the CR is never part of a line's text or byte range.
    func testCRLFAndLoneCR() {
        let source = SourceText(file: "a.txt", text: "a\r\nbb\rccc\n\r\nd")
        XCTAssertEqual(source.lines.map(\.text), ["a", "bb", "ccc", "", "d"])
        XCTAssertEqual(source.lines.map(\.byteStart), [0, 3, 6, 10, 12])
        XCTAssertEqual(source.lines.map(\.byteEnd), [1, 5, 9, 10, 13])
    }

    func testRangeCoversFirstLineStartToLastLineEnd() {
        let source = SourceText(file: "a.txt", text: "x\r\nyy\r\nzzz\r\n")
        let range = source.range(lines: 2, 3)
        XCTAssertEqual(range.byteStart, 3)
        XCTAssertEqual(range.byteEnd, 10)
        XCTAssertEqual(range.firstLine, 2)
        XCTAssertEqual(range.lastLine, 3)
    }

    // MARK: - Joined text

    /// The text of a span of lines is the lines joined with "\n", whatever ended them in the file.
    func testJoinedTextEqualsLinesJoinedWithLF() {
        for text in ["a\nb\n\nc\n", "a\r\nb\r\n\r\nc\r\n", "a\rb\r\rc", "func f() {\n    1\n}\n", "\n\n\n"] {
            let source = SourceText(file: "a.txt", text: text)
            for first in 1...source.lines.count {
                for last in first...source.lines.count {
                    let expected = (first...last).map { source.lines[$0 - 1].text }.joined(separator: "\n")
                    XCTAssertEqual(source.text(lines: first, last), expected, "\(text.debugDescription) \(first)...\(last)")
                }
            }
        }
    }

    /// A span is decoded in one piece; an invalid or cut-off UTF-8 sequence at a line's end must still
    /// give one U+FFFD on that line, as decoding the lines one by one does.
    func testJoinedTextRepairsInvalidUTF8LineByLine() {
        let bytes: [UInt8] = [0x61, 0xD0, 0x0A, 0xE4, 0xB8, 0x0A, 0xFF, 0x62, 0x0A, 0xD0, 0xBF]
        let source = SourceText(file: "bad.txt", utf8: bytes)
        XCTAssertEqual(source.lines.map(\.text), ["a\u{FFFD}", "\u{FFFD}", "\u{FFFD}b", "п"])
        XCTAssertEqual(source.text(lines: 1, 4), "a\u{FFFD}\n\u{FFFD}\n\u{FFFD}b\nп")
    }
}
