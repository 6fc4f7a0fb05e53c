import DocumentModel
@testable import Ingestion
import XCTest
import TestSupport

/// `CodeCleaning.clean`, which works on bytes, against its definition written the slow way (lines as strings),
/// on hand-picked and generated text.
final class CodeCleaningTests: XCTestCase {
    func testTrailingBlanksAndBlankEndLinesGoInteriorBlankLinesStay() {
        let cleaned = CodeCleaning.clean(Array("\n  \nlet a = 1  \n\n\u{A0}\u{A0}b()\u{A0}\r\n\t\n".utf8))
        XCTAssertEqual(cleaned.text, "let a = 1\n\n  b()")
        XCTAssertEqual(cleaned.droppedLeadingLines, 2)
        XCTAssertEqual(cleaned.lineCount, 3)
        XCTAssertEqual(cleaned.kept, 4..<24)  // from "let" to ")"
    }

    func testGeneratedTextMatchesTheDefinition() {
        let pieces = ["a", "bc", " ", "  ", "\t", "\n", "\n", "\r", "\u{A0}", "é", "中", "\u{0301}", "//", "x = 1"]
        var generator = SeededGenerator(seed: 7)
        for _ in 0..<20_000 {
            var text = ""
            for _ in 0..<Int.random(in: 0...24, using: &generator) { text += pieces.randomElement(using: &generator)! }
            let cleaned = CodeCleaning.clean(Array(text.utf8))
            let expected = Self.definition(text)
            XCTAssertEqual(cleaned.text, expected.text, "\(Array(text.unicodeScalars))")
            XCTAssertEqual(cleaned.lineCount, expected.lineCount, "\(Array(text.unicodeScalars))")
            XCTAssertEqual(cleaned.droppedLeadingLines, expected.dropped, "\(Array(text.unicodeScalars))")
        }
    }

    /// Lines split at LF; each loses its trailing spaces, tabs, CRs and NBSPs, and its NBSPs become spaces;
    /// blank lines at both ends go (those at the start counted).
    private static func definition(_ text: String) -> (text: String, lineCount: Int, dropped: Int) {
        var lines = text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            var scalars = Array(line)
            while let last = scalars.last, [" ", "\t", "\r", "\u{A0}"].contains(last) { scalars.removeLast() }
            return String(String.UnicodeScalarView(scalars.map { $0 == "\u{A0}" ? " " : $0 }))
        }
        guard let firstKept = lines.firstIndex(where: { !$0.isEmpty }) else { return ("", 0, 0) }
        lines.removeSubrange(lines.index(after: lines.lastIndex(where: { !$0.isEmpty })!)...)
        lines.removeFirst(firstKept)
        return (lines.joined(separator: "\n"), lines.count, firstKept)
    }
}
