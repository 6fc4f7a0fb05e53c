import XCTest
@testable import CodeLexer
import DocumentModel
import TestSupport

final class CodeTokenizerTests: XCTestCase {
    /// `kind:text` of each token, with its line.
    private func summary(_ text: String, _ rules: LexingRules) -> [String] {
        let bytes = Array(text.utf8)
        return CodeTokenizer.tokens(in: text, rules: rules).map { token in
            "\(token.line) \(token.kind) \(String(decoding: bytes[token.start..<token.end], as: UTF8.self))"
                + (token.isClosed ? "" : " …")
        }
    }

    func testSwiftTokensWithOffsetsAndLines() {
        let text = "@objc func tap() { // go\n  let s = \"a \\\" {\" + #selector(x) }"
        XCTAssertEqual(
            summary(text, .swift),
            [
                "1 attribute @objc", "1 keyword func", "1 identifier tap", "1 punctuation (", "1 punctuation )",
                "1 punctuation {", "1 lineComment // go",
                "2 keyword let", "2 identifier s", "2 punctuation =", "2 string \"a \\\" {\"", "2 punctuation +",
                "2 directive #selector", "2 punctuation (", "2 identifier x", "2 punctuation )", "2 punctuation }"
            ])
        let tokens = CodeTokenizer.tokens(in: text, rules: .swift)
        XCTAssertEqual(tokens[0].range, 0..<5)
        XCTAssertEqual(tokens[7].start, 27)  // `let`, after "\n  "
    }

    func testSwiftNestedCommentsMultilineAndRawStrings() {
        let text = "/* a /* b */ still */ x\nlet t = \"\"\"\n  { \\\"\"\" }\n  \"\"\" + #\"raw \\\" \"#\n$0 `class` 0x1F 1.5"
        XCTAssertEqual(
            summary(text, .swift),
            [
                "1 blockComment /* a /* b */ still */", "1 identifier x",
                "2 keyword let", "2 identifier t", "2 punctuation =", "2 string \"\"\" …",
                "3 string   { \\\"\"\" } …",
                "4 string   \"\"\"", "4 punctuation +", "4 string #\"raw \\\" \"#",
                "5 identifier $0", "5 identifier `class`", "5 number 0x1F", "5 number 1.5"
            ])
    }

    func testObjectiveCLiteralsAndFlatComments() {
        let text = "NSString *s = @\"a\"; char c = '\"'; /* a /* b */ x */\n#import <UIKit/UIKit.h>"
        XCTAssertEqual(
            summary(text, .objectiveC),
            [
                "1 identifier NSString", "1 punctuation *", "1 identifier s", "1 punctuation =", "1 string @\"a\"",
                "1 punctuation ;", "1 keyword char", "1 identifier c", "1 punctuation =", "1 character '\"'",
                "1 punctuation ;", "1 blockComment /* a /* b */", "1 identifier x", "1 punctuation *", "1 punctuation /",
                "2 directive #import", "2 punctuation <", "2 identifier UIKit", "2 punctuation /", "2 identifier UIKit",
                "2 punctuation .", "2 identifier h", "2 punctuation >"
            ])
    }

    func testUnclosedStringEndsWithItsLine() {
        XCTAssertEqual(
            summary("let a = \"open\nb", .swift),
            ["1 keyword let", "1 identifier a", "1 punctuation =", "1 string \"open …", "2 identifier b"])
    }

    func testNonASCIIScalarsAreOneTokenEach() {
        XCTAssertEqual(
            summary("x = 你 // 注释", .shared),
            ["1 identifier x", "1 punctuation =", "1 other 你", "1 lineComment // 注释"])
    }

    func testCodeWithoutCommentsAndStringContents() {
        var swift = CodeTokenizer(rules: .swift)
        XCTAssertEqual(swift.code(ofLine: "f(\"a\", #\"b\"#) /* c */ + 1 // d"), "f(\"\", #\"\"#)  + 1 ")
        XCTAssertEqual(swift.code(ofLine: "let s = \"\"\""), "let s = \"\"\"")
        XCTAssertEqual(swift.code(ofLine: "  text {"), "")
        XCTAssertEqual(swift.code(ofLine: "  \"\"\" + x"), "\"\"\" + x")
        var objc = CodeTokenizer(rules: .objectiveC)
        XCTAssertEqual(objc.code(ofLine: "[b setTitle:@\"Tap\" c:'x']; /* open"), "[b setTitle:@\"\" c:'']; ")
        XCTAssertEqual(objc.code(ofLine: "still */ y"), " y")
    }

    /// Token ranges cover the line without overlap, and everything between them is blank.
    func testTokensTileTheText() {
        let pieces = [
            "/", "*", "\"", "\\", "#", "@", "'", "`", "{", "}", "a", "x1", "$", " ", "\t", "\n", "//", "/*", "*/",
            "\"\"\"", "#\"", "\"#", "你好", "\u{301}", "é", "\r", "0.5", "."
        ]
        var generator = SeededGenerator(seed: 23)
        for rules in [LexingRules.swift, .objectiveC, .shared] {
            for _ in 0..<2_000 {
                var text = ""
                for _ in 0..<Int.random(in: 0...30, using: &generator) { text += pieces.randomElement(using: &generator)! }
                let bytes = Array(text.utf8)
                var covered = [Bool](repeating: false, count: bytes.count)
                for token in CodeTokenizer.tokens(in: text, rules: rules) {
                    XCTAssertLessThan(token.start, token.end, text.debugDescription)
                    for index in token.range {
                        XCTAssertFalse(covered[index], text.debugDescription)
                        covered[index] = true
                        XCTAssertNotEqual(bytes[index], 0x0A, text.debugDescription)
                    }
                }
                for (index, byte) in bytes.enumerated() where !covered[index] {
                    XCTAssertTrue([0x20, 0x09, 0x0A, 0x0B, 0x0C, 0x0D].contains(byte), text.debugDescription)
                }
            }
        }
    }
}

final class BackslashRuleTests: XCTestCase {
    /// The languages' rule escapes the byte after a backslash; the fingerprints' rule only keeps a quote after a
    /// backslash from closing the string.
    func testTheTwoBackslashRules() {
        let text = #"a = "x\\" + "y\"z" b"#
        func strings(_ rules: LexingRules) -> [String] {
            let bytes = Array(text.utf8)
            return CodeTokenizer.tokens(in: text, rules: rules).filter { $0.kind == .string }
                .map { String(decoding: bytes[$0.range], as: UTF8.self) + ($0.isClosed ? "" : " …") }
        }
        XCTAssertEqual(strings(.shared), [#""x\\""#, #""y\"z""#])
        XCTAssertEqual(strings(.fingerprinting), [#""x\\" + ""#, #""z""#])
    }
}
