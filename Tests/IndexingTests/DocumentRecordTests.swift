import DocumentModel
@testable import Indexing
import XCTest
import TestSupport

/// A block's preview in the index and in `doctool parse`: its first line, trimmed, cut to 60 characters.
final class DocumentRecordTests: XCTestCase {
    func testPreviewIsTheFirstLineCutToSixtyCharacters() {
        XCTAssertEqual(DocumentRecord.preview("\n\n  let a = 1  \nlet b = 2"), "let a = 1")
        XCTAssertEqual(DocumentRecord.preview(String(repeating: "ж", count: 61)), String(repeating: "ж", count: 60) + "…")
        XCTAssertEqual(DocumentRecord.preview(String(repeating: "ж", count: 60) + "   "), String(repeating: "ж", count: 60))
        XCTAssertEqual(DocumentRecord.preview(""), "")
        XCTAssertEqual(DocumentRecord.preview("\n\n"), "")
    }

    /// A paragraph of megabytes gives what a short text starting the same way gives.
    /// Every text of up to six of these pieces: line feeds, carriage returns (alone and before a line feed), a
    /// combining accent after either, a space, letters.
    func testTheFirstLineIsTheFirstPieceOfTheSplit() {
        let pieces = ["a", "\n", "\r", " ", "\u{301}", "é"]
        var texts = [""]
        var all: [String] = [""]
        for _ in 1...6 {
            texts = texts.flatMap { text in pieces.map { text + $0 } }
            all += texts
        }
        for text in all {
            // Compared scalar by scalar: `String`'s == would take "e\u{301}" for "é".
            XCTAssertEqual(
                DocumentRecord.firstLine(of: Substring(text)).map { Array($0.unicodeScalars) },
                text.splitAtLineFeeds(maxSplits: 1).first.map { Array($0.unicodeScalars) }, "\(Array(text.unicodeScalars))")
        }
    }

    func testLongParagraphPreviewIsItsFirstSixtyCharacters() {
        let paragraph = String(repeating: "слово word 重力 ", count: 200_000)
        XCTAssertEqual(DocumentRecord.preview(paragraph), String(paragraph.prefix(60)) + "…")
        let indented = String(repeating: " ", count: 10_000) + "x" + String(repeating: "\n", count: 10_000)
        XCTAssertEqual(DocumentRecord.preview(indented), "x")
    }

    /// Heads that end just after the sixtieth character: inside it (a Devanagari cluster), or in the blanks
    /// after a line of exactly sixty, which gets no ellipsis.
    func testPreviewFromAHeadEndingAtTheSixtiethCharacter() {
        let texts = [
            String(repeating: "ж", count: 59) + "स्" + String(repeating: "x", count: 100),
            String(repeating: "ж", count: 60) + String(repeating: " ", count: 20) + "\nnext line"
        ]
        for text in texts {
            let whole = DocumentRecord.preview(text, headBytes: Int.max)
            for headBytes in 100...150 {
                XCTAssertEqual(DocumentRecord.preview(text, headBytes: headBytes), whole, "\(headBytes)")
            }
        }
    }

    /// Reading only a head of the text gives what reading all of it gives, wherever the head ends: inside a
    /// line, a CRLF, a cluster of combining marks or an emoji sequence, in a run of blanks or of newlines.
    func testPreviewFromTheHeadAgreesWithTheWholeText() {
        let pieces = [
            "a", "word ", "слово", "重力", "स्", "ि", "\u{0301}", "👍🏽", "🇷🇺", "\n", "\n\n", "\r\n", "\r",
            " ", "   ", "\t", "\u{00A0}", "\u{3000}", String(repeating: "x", count: 70), String(repeating: " ", count: 70)
        ]
        var random = SeededGenerator(seed: 2611)
        for _ in 0..<600 {
            var text = ""
            for _ in 0..<random.below(120) { text += random.pick(pieces) }
            let whole = DocumentRecord.preview(text, headBytes: Int.max)
            for headBytes in [0, 1, 2, 3, 5, 8, 13, 40, 64, 100, 150, 300] {
                XCTAssertEqual(
                    DocumentRecord.preview(text, headBytes: headBytes), whole,
                    "\(headBytes) bytes of \(Array(text.unicodeScalars))")
            }
        }
    }

    /// Previews are trimmed of what `CharacterSet.whitespaces` holds, the definition the scalar test replaces.
    func testPreviewTrimmingEqualsFoundationsWhitespaceSet() {
        let pieces = [
            " ", "\t", "\u{00A0}", "\u{3000}", "\u{2009}", "\u{200B}", "\u{200C}", "\u{1680}", "\u{202F}",
            "\u{205F}", "\u{FEFF}", "\u{0085}", "\n", "\r", "a", "Я", "\u{0301}", "四", "x y"
        ]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<2_000 {
            let line = (0..<Int.random(in: 0...8, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }
                .joined()
            XCTAssertEqual(
                String(DocumentRecord.trimmingWhitespaces(Substring(line))),
                line.trimmingCharacters(in: .whitespaces), "\(line.debugDescription)")
        }
    }
}
