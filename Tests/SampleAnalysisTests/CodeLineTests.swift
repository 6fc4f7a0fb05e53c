import XCTest
import DocumentModel
@testable import SampleAnalysis
import TestSupport

final class CodeLineTests: XCTestCase {
    private func summary(_ lines: [CodeLine]) -> [String] {
        lines.map { "\($0.number)|\($0.text)|\($0.code)|\($0.braceDepth)|\($0.parenDepth)" }
    }

    /// Comments go, string contents are emptied, depths count brackets before each line, a block comment
    /// runs across lines, and an escaped quote does not end a string.
    func testStripsCommentsAndStringsAndCountsDepth() {
        let text = "func f() { // call\n    let s = \"a \\\" /* b\" /* open\n  still */ g([1, 2])\n}"
        let lines = CodeLine.lines(of: text, firstLine: 10)
        XCTAssertEqual(lines.map(\.number), [10, 11, 12, 13])
        XCTAssertEqual(lines.map(\.code), ["func f() { ", "    let s = \"\" ", " g([1, 2])", "}"])
        XCTAssertEqual(lines.map(\.braceDepth), [0, 1, 1, 1])
        XCTAssertEqual(lines.map(\.parenDepth), [0, 0, 0, 0])
        XCTAssertEqual(lines[2].text, "  still */ g([1, 2])")
    }

    /// ASCII lines are read byte by byte; the result must be what the Character rules give, for ASCII and
    /// non-ASCII lines mixed (Chinese comments, a combining mark after a quote or a slash, CRLF).
    func testByteReadingAgreesWithCharacterRules() {
        let pieces = ["/", "*", "\"", "\\", "{", "}", "(", ")", "[", "]", "a", "x1", " ", "\t", "\n", "\n", "//", "/*", "*/",
                      "@\"", "你好", "\u{301}", "é", "\r\n", "\r", "°", ";", "=", "0.5"]
        var generator = SeededGenerator(seed: 41)
        var compared = 0
        for round in 0..<3_000 {
            // Without "\r" most of the time, so the byte reading is what is exercised.
            let allowed = round % 5 == 0 ? pieces : pieces.filter { !$0.contains("\r") }
            var text = ""
            for _ in 0..<Int.random(in: 0...40, using: &generator) { text += allowed.randomElement(using: &generator)! }
            XCTAssertEqual(summary(CodeLine.lines(of: text, firstLine: 3)),
                           summary(CodeLine.linesByCharacter(of: text, firstLine: 3)), text.debugDescription)
            compared += 1
        }
        XCTAssertEqual(compared, 3_000)
    }
}
