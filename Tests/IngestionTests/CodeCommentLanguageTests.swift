import DocumentModel
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
@testable import Ingestion
import CodeLexer
import XCTest
import TestSupport

/// `CodeCommentLanguage` checked against its definition (below: CodeLexer's comment tokens, joined as text and
/// trimmed by `Character`), on generated code and on the corpus.
final class CodeCommentLanguageTests: XCTestCase {
    // MARK: - Cases a reader can check by eye

    func testCommentsDecideAndCodeDoesNot() {
        XCTAssertEqual(CodeCommentLanguage.language(of: "let a = 1 // создаём аниматор\nlet b = 2"), .ru)
        XCTAssertEqual(CodeCommentLanguage.language(of: "/* 重力大小 */\ngravity.magnitude = 5;"), .zh)
        XCTAssertEqual(CodeCommentLanguage.language(of: "/**\n * Adjust the speed of the view\n */"), .en)
        XCTAssertNil(CodeCommentLanguage.language(of: "let url = \"https://example.com/the/view\""))
        XCTAssertNil(CodeCommentLanguage.language(of: "let text = \"Создаём аниматор\""))
        XCTAssertNil(CodeCommentLanguage.language(of: ""))
        XCTAssertNil(CodeCommentLanguage.language(of: "// \n//\n  *  "))
    }

    /// The scalars answered without asking the `Character` rules (below U+0300 and `ScalarJoining.isKnownBase`) are
    /// exactly the ones those rules keep apart from a blank before them.
    func testKnownBasesNeverJoinABlank() {
        for value in UInt32(0)...0xFFFF {
            guard let scalar = Unicode.Scalar(value), value < 0x300 || ScalarJoining.isKnownBase(value) else { continue }
            var pair = " "
            pair.unicodeScalars.append(scalar)
            XCTAssertEqual(pair.count, 2, "U+\(String(value, radix: 16))")
            XCTAssertFalse(CodeCommentLanguage.mayJoinPrevious(scalar))
        }
        XCTAssertTrue(CodeCommentLanguage.mayJoinPrevious("\u{0301}"))
        XCTAssertTrue(CodeCommentLanguage.mayJoinPrevious("\u{093F}"))
    }

    // MARK: - Against the reference

    /// Code lines: statements, comment markers anywhere (`//` after `:` is a URL), comment prose in any
    /// script, blank lines, tabs, CRLF, lone combining marks and non-ASCII spaces where trimming looks.
    static let codePieces: [String] = [
        "let a = 1", "view.frame = CGRect(x: 0, y: 0)", "[self.view addSubview:box];", "UIView *view;", "}", "{", "x / y",
        "//", "// ", "/*", "*/", " * ", "*", "/", "http://example.com", "://", ":", "\t", "  ", " ", "\r",
        "\u{0301}", "\u{093F}", "\u{0483}", "\u{00A0}", "\u{3000}", "\u{200D}", "\u{0600}", "😀", "🇷🇺"
    ]

    static func generatedCode(count: Int, seed: UInt64) -> [String] {
        var random = SeededGenerator(seed: seed)
        var texts: [String] = ["", "\n", "//", "/*", "*", " ", "// \u{093F}", "//\u{0301}x", "/* \u{3000}\u{0483} */"]
        for _ in 0..<count {
            var lines: [String] = []
            for _ in 0..<(1 + random.below(8)) {
                var line = ""
                for _ in 0..<random.below(10) {
                    line += random.below(2) == 0 ? random.pick(codePieces) : random.pick(LanguageEvidenceTests.pieces)
                    if random.below(3) == 0 { line += " " }
                }
                lines.append(line)
            }
            texts.append(lines.joined(separator: "\n"))
        }
        return texts
    }

    @discardableResult
    static func check(_ code: String, file: StaticString = #filePath, line: UInt = #line) -> Bool {
        let expected = ReferenceCodeCommentLanguage.language(of: code)
        let actual = CodeCommentLanguage.language(of: code)
        XCTAssertEqual(actual, expected, String(code.prefix(300)).debugDescription, file: file, line: line)
        return actual == expected
    }

    func testMatchesReferenceOnGeneratedCode() {
        for code in Self.generatedCode(count: 30_000, seed: 5) where !Self.check(code) { return }
    }

    /// Every scalar of planes 0, 1 and 14 right after a comment marker and at the end of a comment, where
    /// the reference trims by `Character`: combining marks there join the space before them. (All combining
    /// marks, joiners and blanks are in those planes; planes 2 and 3 hold only Han, which
    /// `LanguageEvidenceTests` tries one by one.)
    func testMatchesReferenceOnEveryScalarAtCommentEdges() {
        var mismatches = 0
        for value in LanguageEvidenceTests.assignedPlanes where value < 0x20000 || value >= 0xE0000 {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let text = String(Character(scalar))
            for code in ["// " + text, "// " + text + "слово", "// a " + text, "/* word " + text + " */"] {
                if CodeCommentLanguage.language(of: code) != ReferenceCodeCommentLanguage.language(of: code) {
                    mismatches += 1
                    if mismatches < 10 { XCTFail(code.debugDescription) }
                }
            }
        }
        XCTAssertEqual(mismatches, 0)
    }

    /// Every block of the five seed pages (code or not), and each page as one block.
    func testMatchesReferenceOnCorpus() throws {
        for path in PlainTextSeed.all {
            let page = String(decoding: try PlainTextSeed.bytes(path), as: UTF8.self)
            Self.check(page)
            for block in try PlainTextSeed.parse(path).sections.flatMap(\.allBlocks) where !Self.check(block.text) { return }
        }
    }
}

// MARK: - The definition (the reference)

/// The comment tokens of the code as `CodeTokenizer.tokens(in:rules:)` reads them, each one's prose (without
/// `//`, `/*` and `*/`) followed by a space, trimmed by `Character` and judged as one text.
enum ReferenceCodeCommentLanguage {
    static func language(of code: String) -> Language? {
        let bytes = Array(code.utf8)
        var prose: [UInt8] = []
        for token in CodeTokenizer.tokens(in: code, rules: .classifying)
        where token.kind == .lineComment || token.kind == .blockComment {
            let start = token.isContinued ? token.start : token.start + 2
            let end = token.kind == .blockComment && token.isClosed ? token.end - 2 : token.end
            if start < end {
                prose += bytes[start..<end]
                prose.append(0x20)
            }
        }
        // Drop comment markers and blanks at the ends.
        let text = trimmed(String(decoding: prose, as: UTF8.self), " */")
        guard !text.isEmpty else { return nil }
        let language = ReferenceLanguageEvidence(text).language
        return language == .und ? nil : language
    }

    private static func trimmed(_ string: String, _ set: String) -> String {
        let isTrimmed: (Character) -> Bool = { set.contains($0) || $0.isWhitespace }
        guard let first = string.firstIndex(where: { !isTrimmed($0) }),
            let last = string.lastIndex(where: { !isTrimmed($0) })
        else { return "" }
        return String(string[first...last])
    }
}
