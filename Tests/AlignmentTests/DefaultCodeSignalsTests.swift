@testable import Alignment
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
        XCTAssertEqual(DefaultCodeSignals.extract(code: original).fingerprint, DefaultCodeSignals.extract(code: translated).fingerprint)
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
        XCTAssertEqual(DefaultCodeSignals.normalizedLines(#"let url = "http://example.com" // site"#),
                       [#"let url = "http://example.com""#])
    }

    func testAPINamesDropKeywordsAndShortNames() {
        let signals = DefaultCodeSignals.extract(code: "override func viewDidLoad() { let x = UIGravityBehavior(items: [v]) }")
        XCTAssertEqual(signals.apiNames, ["viewDidLoad", "UIGravityBehavior", "items"])
    }
}

final class NormalizedLinesTests: XCTestCase {
    /// The byte reading must give the `Character` definition's lines on any text: random texts over the characters
    /// the rules look at, mixed with letters, CJK, Cyrillic, combining marks, a prepended Arabic mark, emoji joined
    /// by ZWJ, and every line break Swift knows (CR LF, VT, FF, NEL, LS, PS).
    func testByteReadingGivesTheCharacterDefinition() {
        let pieces = ["\"", "/", "*", "\\", " ", "\t", "\n", "\r", "\r\n", "\u{0B}", "\u{0C}", "//", "/*", "*/", "\\\"",
                      "let", "x", "=", "(", ")", ";", "{", "}", "a", "7", "中文", "注释", "ж", "\u{301}", "e\u{301}",
                      "\u{600}", "👩\u{200D}💻", "\u{85}", "\u{2028}", "\u{2029}", "\u{A0}", "\u{3000}"]
        var generator = SeededGenerator(seed: 23)
        var byteReadings = 0
        for _ in 0..<20_000 {
            let length = Int.random(in: 0..<24, using: &generator)
            let text = (0..<length).map { _ in pieces[Int.random(in: 0..<pieces.count, using: &generator)] }.joined()
            var utf8 = text
            if utf8.withUTF8({ DefaultCodeSignals.byteNormalizedLines($0) }) != nil { byteReadings += 1 }
            XCTAssertEqual(DefaultCodeSignals.normalizedLines(text), DefaultCodeSignals.characterNormalizedLines(text),
                           "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
        }
        // Both readings must be exercised: texts with no non-ASCII or none touching a rule's character read as bytes.
        XCTAssertGreaterThan(byteReadings, 2_000)
        XCTAssertLessThan(byteReadings, 18_000)
    }
}
