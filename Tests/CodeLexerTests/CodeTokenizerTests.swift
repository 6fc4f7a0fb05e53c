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

/// The byte path that passes over tokens without making them, against `next` (the definition).
final class LiteralsAndCommentsTests: XCTestCase {
    private func literalsAndComments(_ line: [UInt8], _ rules: LexingRules, fast: Bool) -> [CodeToken] {
        var tokenizer = CodeTokenizer(rules: rules)
        var result: [CodeToken] = []
        line.withUnsafeBufferPointer { bytes in
            var position = 0
            if fast {
                while let token = tokenizer.nextLiteralOrComment(in: bytes, at: &position) { result.append(token) }
            } else {
                while let token = tokenizer.next(in: bytes, at: &position) {
                    if [.string, .character, .lineComment, .blockComment].contains(token.kind) { result.append(token) }
                }
            }
        }
        return result
    }

    func testSkippingEqualsReadingEveryToken() {
        let pieces = [
            "/", "*", "\"", "\\", "#", "@", "'", "`", "$", "{", "a", "x1", " ", "\t", "//", "/*", "*/", "://", ":",
            "\"\"\"", "#\"", "\"#", "你好", "\u{301}", "é", "0.5", ".", "abcdefgh", "        ", "$0", "@\""
        ]
        var generator = SeededGenerator(seed: 41)
        for rules in [LexingRules.swift, .objectiveC, .shared, .fingerprinting, .classifying] {
            for _ in 0..<4_000 {
                var line = ""
                for _ in 0..<Int.random(in: 0...30, using: &generator) { line += pieces.randomElement(using: &generator)! }
                let bytes = Array(line.utf8)
                XCTAssertEqual(
                    literalsAndComments(bytes, rules, fast: true), literalsAndComments(bytes, rules, fast: false),
                    "\(rules) \(line.debugDescription)")
            }
        }
    }

    /// A comment or string left open by one line goes on at the next, on the byte path as in `next`.
    func testOpenCommentAndStringGoOn() {
        var tokenizer = CodeTokenizer(rules: .swift)
        for (line, kinds) in [
            ("a /* b", [CodeToken.Kind.blockComment]), ("c */ d \"\"\"", [.blockComment, .string]),
            ("text", [.string]), ("\"\"\" + \"x\"", [.string, .string])
        ] {
            var found: [CodeToken.Kind] = []
            Array(line.utf8).withUnsafeBufferPointer { bytes in
                var position = 0
                while let token = tokenizer.nextLiteralOrComment(in: bytes, at: &position) { found.append(token.kind) }
            }
            XCTAssertEqual(found, kinds, line)
        }
    }

    /// `//` after `:` is a URL's under `urlSlashes`; `///` after `:` opens a comment at its second slash.
    func testURLSlashes() {
        func comments(_ line: String, _ rules: LexingRules) -> [Int] {
            CodeTokenizer.tokens(in: line, rules: rules).filter { $0.kind == .lineComment || $0.kind == .blockComment }
                .map(\.start)
        }
        XCTAssertEqual(comments("see https://a.b/c // note", .classifying), [18])
        XCTAssertEqual(comments("see https://a.b/c // note", .shared), [10])
        XCTAssertEqual(comments("file:///tmp", .classifying), [6])
        XCTAssertEqual(comments("a:/* b */", .classifying), [2])
        XCTAssertEqual(comments("// at the start", .classifying), [0])
    }

    /// The backslashes that escape, as `next` skipped the bytes after them.
    func testEscapingBackslashes() {
        func escapes(_ line: String, _ rules: LexingRules) -> [[Int]] {
            var tokenizer = CodeTokenizer(rules: rules)
            let bytes = Array(line.utf8)
            return bytes.withUnsafeBufferPointer { buffer in
                tokenizer.tokens(ofLine: buffer).filter { $0.kind == .string || $0.kind == .character }
                    .map { tokenizer.escapingBackslashes(of: $0, in: buffer) }
            }
        }
        XCTAssertEqual(escapes(#"f("a\\b\"c", "\ ")"#, .shared), [[4, 7], [14]])
        XCTAssertEqual(escapes(##"x = #"a\n\#nb"#"##, .swift), [[9]])
        XCTAssertEqual(escapes(#"c = '\'' + @"\t""#, .objectiveC), [[5], [13]])
        XCTAssertEqual(escapes(#""x\"y""#, .fingerprinting), [[]])
    }
}

extension LiteralsAndCommentsTests {
    /// A token that starts with a byte `mayOpenLiteral` does not mark holds no marked byte, under every rules.
    func testUnmarkedTokensHoldNoMarkedByte() {
        let pieces = [
            "/", "\"", "\\", "#", "@", "'", "`", "$", "a", "x1", " ", "//", "/*", "#\"", "你好", "é", "0.5", ".", "$0",
            "@x", "#if"
        ]
        var generator = SeededGenerator(seed: 7)
        for rules in [LexingRules.swift, .objectiveC, .shared, .fingerprinting, .classifying] {
            for _ in 0..<2_000 {
                var line = ""
                for _ in 0..<Int.random(in: 0...20, using: &generator) { line += pieces.randomElement(using: &generator)! }
                let bytes = Array(line.utf8)
                for token in CodeTokenizer.tokens(in: line, rules: rules)
                where !CodeTokenizer.mayOpenLiteral(bytes[token.start], rules: rules) {
                    XCTAssertFalse(
                        bytes[token.range].contains { CodeTokenizer.mayOpenLiteral($0, rules: rules) },
                        "\(rules) \(line.debugDescription)")
                }
            }
        }
    }
}
