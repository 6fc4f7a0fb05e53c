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

    /// The lines are what the `Character` rules the sample analysis kept before the lexer give (`ReferenceCodeLine`),
    /// for ASCII and non-ASCII lines mixed (Chinese comments, precomposed letters, CRLF and lone CRs).
    func testLexerReadingAgreesWithTheCharacterRules() {
        let pieces = [
            "/", "*", "\"", "\\", "{", "}", "(", ")", "[", "]", "a", "x1", " ", "\t", "\n", "\n", "//", "/*", "*/",
            "@\"", "你好", "é", "\r\n", "\r", "°", ";", "=", "0.5", "#", "'", "\"\"\""
        ]
        var generator = SeededGenerator(seed: 41)
        var compared = 0
        for round in 0..<3_000 {
            let allowed = round % 5 == 0 ? pieces : pieces.filter { !$0.contains("\r") }
            var text = ""
            for _ in 0..<Int.random(in: 0...40, using: &generator) { text += allowed.randomElement(using: &generator)! }
            XCTAssertEqual(
                summary(CodeLine.lines(of: text, firstLine: 3)),
                summary(ReferenceCodeLine.lines(of: text, firstLine: 3)), text.debugDescription)
            compared += 1
        }
        XCTAssertEqual(compared, 3_000)
    }

    /// The same on the corpus: every page read whole (prose in four languages, read as if it were code) and every
    /// sample of it.
    func testLexerReadingAgreesWithTheCharacterRulesOnTheCorpus() {
        for page in CorpusTable.pages {
            let source = CorpusTable.source(page.path)
            var texts = [String(decoding: source.bytes, as: UTF8.self)]
            texts += CorpusTable.samples(page).map(\.text)
            for text in texts {
                XCTAssertEqual(
                    summary(CodeLine.lines(of: text, firstLine: 1)),
                    summary(ReferenceCodeLine.lines(of: text, firstLine: 1)), page.path)
            }
        }
    }

    /// Where a combining mark follows a delimiter the readings part: the lexer reads scalars, as the compiler
    /// does, and sees the quote; the `Character` rules saw one character `"́` that was not a quote.
    func testACombiningMarkDoesNotHideADelimiter() {
        let text = "let s = \"\u{301}{\" + t"
        XCTAssertEqual(CodeLine.lines(of: text, firstLine: 1).map(\.code), ["let s = \"\" + t"])
        XCTAssertEqual(ReferenceCodeLine.lines(of: text, firstLine: 1).map(\.code), ["let s = \"\u{301}{\""])
    }
}

/// The rules `CodeLine.lines` followed before the lexer, on `Character`s: the reference its reading must equal
/// (apart from a combining mark joined to a delimiter, `testACombiningMarkDoesNotHideADelimiter`).
enum ReferenceCodeLine {
    static func lines(of text: String, firstLine: Int) -> [CodeLine] {
        var result: [CodeLine] = []
        var inBlockComment = false
        var braceDepth = 0
        var parenDepth = 0
        let rawLines = text.split(separator: "\n", omittingEmptySubsequences: false)
        for (offset, raw) in rawLines.enumerated() {
            let lineText = raw.hasSuffix("\r") ? String(raw.dropLast()) : String(raw)
            let code = strip(lineText, inBlockComment: &inBlockComment)
            result.append(
                CodeLine(
                    number: firstLine + offset, text: lineText, code: code,
                    braceDepth: braceDepth, parenDepth: parenDepth))
            for character in code {
                switch character {
                case "{": braceDepth += 1
                case "}": braceDepth = max(0, braceDepth - 1)
                case "(", "[": parenDepth += 1
                case ")", "]": parenDepth = max(0, parenDepth - 1)
                default: break
                }
            }
        }
        return result
    }

    private static func strip(_ lineText: String, inBlockComment: inout Bool) -> String {
        var code = ""
        var inString = false
        var index = lineText.startIndex
        while index < lineText.endIndex {
            let character = lineText[index]
            let next = lineText.index(after: index)
            let following: Character? = next < lineText.endIndex ? lineText[next] : nil
            if inBlockComment {
                if character == "*" && following == "/" { inBlockComment = false; index = lineText.index(after: next); continue }
                index = next
                continue
            }
            if inString {
                if character == "\\" { index = following == nil ? next : lineText.index(after: next); continue }
                if character == "\"" { inString = false; code.append("\"") }
                index = next
                continue
            }
            if character == "/" && following == "/" { break }
            if character == "/" && following == "*" { inBlockComment = true; index = lineText.index(after: next); continue }
            if character == "\"" { inString = true; code.append("\""); index = next; continue }
            code.append(character)
            index = next
        }
        return code
    }
}
