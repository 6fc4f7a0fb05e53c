@testable import Alignment
import Foundation
import XCTest
import DocumentModel
import TestSupport

final class DefaultCodeSignalsTests: XCTestCase {
    func testFingerprintIgnoresCommentsAndIndentation() {
        let original = """
            let gravity = UIGravityBehavior(items: [view])
            // Adjust to change speed
            animator.addBehavior(gravity)
            """
        let translated = """
                let gravity = UIGravityBehavior(items: [view])   // 重力
                /* 调整速度 */
                animator.addBehavior(gravity)

            """
        XCTAssertEqual(
            DefaultCodeSignals.extract(code: original).fingerprint, DefaultCodeSignals.extract(code: translated).fingerprint)
    }

    func testFingerprintChangesWhenCodeChanges() {
        let a = DefaultCodeSignals.extract(code: "itemBehavior.density = 0.01")
        let b = DefaultCodeSignals.extract(code: "itemBehavior.density = 0.02")
        XCTAssertNotEqual(a.fingerprint, b.fingerprint)
        XCTAssertEqual(a.fingerprint.count, 16)
    }

    func testTranslatedStringLiteralsKeepTheFingerprint() {
        let english = DefaultCodeSignals.extract(code: #"button.setTitle("Tap Me", for: .normal)"#)
        let russian = DefaultCodeSignals.extract(code: #"button.setTitle("Нажми меня", for: .normal)"#)
        XCTAssertEqual(english.fingerprint, russian.fingerprint)
        XCTAssertFalse(english.apiNames.contains("Tap"))
        XCTAssertEqual(DefaultCodeSignals.blankingStrings(#"log("a \"quoted\" word") + x"#), #"log("") + x"#)
    }

    func testCommentMarkersInsideStringsAreCode() {
        XCTAssertEqual(
            DefaultCodeSignals.normalizedLines(#"let url = "http://example.com" // site"#),
            [#"let url = "http://example.com""#])
    }

    func testAPINamesDropKeywordsAndShortNames() {
        let signals = DefaultCodeSignals.extract(code: "override func viewDidLoad() { let x = UIGravityBehavior(items: [v]) }")
        XCTAssertEqual(signals.apiNames, ["viewDidLoad", "UIGravityBehavior", "items"])
    }
}

final class NormalizedLinesTests: XCTestCase {
    /// The lexer's reading gives the lines and blanked strings the `Character` rules gave before it
    /// (`ReferenceNormalizedLines`), so fingerprints do not move: random texts over the characters the rules
    /// look at, mixed with letters, CJK, Cyrillic, a decomposed letter, emoji joined by ZWJ, and every line
    /// break Swift knows (CR LF, VT, FF, NEL, LS, PS).
    func testLexerReadingGivesTheCharacterDefinition() {
        let pieces = [
            "\"", "/", "*", "\\", " ", "\t", "\n", "\r", "\r\n", "\u{0B}", "\u{0C}", "//", "/*", "*/", "\\\"",
            "let", "x", "=", "(", ")", ";", "{", "}", "a", "7", "中文", "注释", "ж", "e\u{301}",
            "👩\u{200D}💻", "\u{85}", "\u{2028}", "\u{2029}", "\u{A0}", "\u{3000}", "@", "#", "'"
        ]
        var generator = SeededGenerator(seed: 23)
        for _ in 0..<20_000 {
            let length = Int.random(in: 0..<24, using: &generator)
            let text = (0..<length).map { _ in pieces[Int.random(in: 0..<pieces.count, using: &generator)] }.joined()
            let lines = DefaultCodeSignals.normalizedLines(text)
            let expected = ReferenceNormalizedLines.lines(text)
            XCTAssertEqual(lines, expected, "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
            XCTAssertEqual(
                lines.map(DefaultCodeSignals.blankingStrings), expected.map(ReferenceNormalizedLines.blankingStrings),
                "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
        }
    }

    /// The same on the corpus: every page read whole (prose in four languages) and every code block of it.
    func testLexerReadingGivesTheCharacterDefinitionOnTheCorpus() {
        for document in CorpusFixture.all {
            let page = (try? String(contentsOf: CorpusFixture.root.appendingPathComponent(document.path), encoding: .utf8)) ?? ""
            XCTAssertFalse(page.isEmpty, document.path)
            var texts = [page]
            for section in document.sections { texts += section.blocks.map(\.text) }
            for text in texts {
                let lines = DefaultCodeSignals.normalizedLines(text)
                XCTAssertEqual(lines, ReferenceNormalizedLines.lines(text), document.path)
                XCTAssertEqual(
                    lines.map(DefaultCodeSignals.blankingStrings),
                    ReferenceNormalizedLines.lines(text).map(ReferenceNormalizedLines.blankingStrings), document.path)
            }
        }
    }

    /// Where a combining mark follows a delimiter the readings part: the lexer reads scalars, as the compiler
    /// does, and sees the comment; the `Character` rules saw `/́`, which is not a slash.
    func testACombiningMarkDoesNotHideADelimiter() {
        XCTAssertEqual(DefaultCodeSignals.normalizedLines("x //\u{301} note"), ["x"])
        XCTAssertEqual(ReferenceNormalizedLines.lines("x //\u{301} note"), ["x //\u{301} note"])
    }

    /// A backslash keeps a quote after it from closing a string, and escapes nothing else: `"\\"` stays open
    /// (the rule fingerprints were always computed with).
    func testABackslashGuardsTheQuoteAfterIt() {
        XCTAssertEqual(DefaultCodeSignals.normalizedLines(#"s = "\\" // c"#), [#"s = "\\" // c"#])
        XCTAssertEqual(DefaultCodeSignals.blankingStrings(#"s = "a\"b" + "c""#), #"s = "" + """#)
    }
}

/// The rules `normalizedLines` and `blankingStrings` followed before the lexer, on `Character`s: the reference
/// the lexer's reading must equal (apart from a combining mark joined to a delimiter).
enum ReferenceNormalizedLines {
    static func lines(_ code: String) -> [String] {
        var result: [String] = []
        var inBlockComment = false
        for rawLine in code.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
            var kept = ""
            var inString = false
            var previous: Character = " "
            var index = rawLine.startIndex
            while index < rawLine.endIndex {
                let character = rawLine[index]
                let next = rawLine.index(after: index)
                let following: Character? = next < rawLine.endIndex ? rawLine[next] : nil
                if inBlockComment {
                    if character == "*" && following == "/" {
                        inBlockComment = false
                        index = rawLine.index(after: next)
                        continue
                    }
                } else if inString {
                    kept.append(character)
                    if character == "\"" && previous != "\\" { inString = false }
                } else if character == "/" && following == "/" {
                    break
                } else if character == "/" && following == "*" {
                    inBlockComment = true
                    index = rawLine.index(after: next)
                    continue
                } else {
                    if character == "\"" { inString = true }
                    kept.append(character)
                }
                previous = character
                index = next
            }
            let collapsed = kept.split(whereSeparator: { $0 == " " || $0 == "\t" }).joined(separator: " ")
            if !collapsed.isEmpty { result.append(collapsed) }
        }
        return result
    }

    static func blankingStrings(_ line: String) -> String {
        var result = ""
        var inString = false
        var previous: Character = " "
        for character in line {
            if character == "\"" && (!inString || previous != "\\") {
                inString.toggle()
                result.append(character)
            } else if !inString {
                result.append(character)
            }
            previous = character
        }
        return result
    }
}
