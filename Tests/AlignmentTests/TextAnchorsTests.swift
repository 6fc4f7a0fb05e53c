@testable import Alignment
import XCTest

final class TextAnchorsTests: XCTestCase {
    func testEveryLatinWordInNonLatinProseIsAnAnchor() {
        XCTAssertEqual(
            TextAnchors.anchors(in: "Эффект «Sticky Corners» с использованием UIFieldBehaviors"),
            ["sticky", "corners", "uifieldbehaviors"])
        XCTAssertEqual(TextAnchors.anchors(in: "使用 UIFieldBehaviors 的粘滞角效果"), ["uifieldbehaviors"])
        // Devanagari and Greek letters come from the table below U+3000; vowel signs are not letters of their own.
        XCTAssertEqual(TextAnchors.anchors(in: "यह Sticky प्रभाव दिखाता है"), ["sticky"])
        XCTAssertEqual(TextAnchors.anchors(in: "Το εφέ Sticky Corners"), ["sticky", "corners"])
        XCTAssertFalse(TextAnchors.isOtherScriptLetter("\u{093E}"), "the vowel sign ा")
        XCTAssertTrue(TextAnchors.isOtherScriptLetter("क"))
        XCTAssertTrue(TextAnchors.isOtherScriptLetter("é"))
        XCTAssertFalse(TextAnchors.isOtherScriptLetter("\u{0301}"), "a combining accent")
    }

    func testOnlyIdentifierShapedWordsCountInLatinProse() {
        XCTAssertEqual(
            TextAnchors.anchors(in: "Sticky Corners using UIFieldBehaviors, see the WWDC session"),
            ["uifieldbehaviors", "wwdc"])
    }

    func testShortWordsAndStopWordsAreIgnored() {
        XCTAssertEqual(TextAnchors.anchors(in: "Посмотрите the UI и the iOS пример"), ["ios"])
    }

    /// Letters are counted over the whole text, ASCII lines and others alike: one Russian line among Latin
    /// ones (under a tenth of the letters) leaves the prose Latin; CR LF lines count as the others.
    func testTheScriptShareCountsEveryLine() {
        let latin = String(repeating: "plain words here\r\n", count: 6)
        XCTAssertEqual(TextAnchors.anchors(in: latin + "Мир\nUIKit and views"), ["uikit"])
        XCTAssertEqual(TextAnchors.anchors(in: "Плавное появление\r\nfade views UIKit"), ["fade", "views", "uikit"])
    }

    /// The ranges read without a property lookup (basic Cyrillic, CJK ideographs, General Punctuation) give what the
    /// lookup gives for every scalar in them.
    func testShortcutRangesAgreeWithTheUnicodeProperties() {
        for range in [UInt32(0x0410)...0x044F, 0x4E00...0x9FFF, 0x2000...0x206F] {
            for value in range {
                guard let scalar = Unicode.Scalar(value) else { continue }
                let properties = scalar.properties
                let isMark = [.nonspacingMark, .spacingMark, .enclosingMark].contains(properties.generalCategory)
                XCTAssertEqual(
                    TextAnchors.isOtherScriptLetter(scalar), properties.isAlphabetic && !isMark, "U+\(String(value, radix: 16))")
            }
        }
    }

    /// Letters are scalars: a Hindi vowel sign or a combining accent is part of the letter before it, not a
    /// letter of its own, so Hindi prose with a few API names is not Latin, and decomposed "café" is Latin.
    func testMarksAreNotCountedAsLetters() {
        XCTAssertTrue(TextAnchors.isOtherScriptLetter("क"))
        XCTAssertFalse(TextAnchors.isOtherScriptLetter("\u{093F}"), "the vowel sign ि")
        XCTAssertFalse(TextAnchors.isOtherScriptLetter("\u{0301}"), "a combining acute")
        XCTAssertTrue(TextAnchors.isOtherScriptLetter("ж"))
        XCTAssertTrue(TextAnchors.isOtherScriptLetter("动"))
        XCTAssertFalse(TextAnchors.isOtherScriptLetter("。"))
        XCTAssertEqual(
            TextAnchors.anchors(in: "गुरुत्वाकर्षण के लिए UIGravityBehavior और UIDynamicAnimator का उपयोग करें"),
            ["uigravitybehavior", "uidynamicanimator"])
        // 4 Cyrillic letters against 47 Latin ones: under a tenth, so the prose is Latin (the decomposed é is one
        // Latin letter and a mark).
        XCTAssertEqual(
            TextAnchors.anchors(in: "Cafe\u{0301} menus fade in smoothly with UIView animations here: Мира"),
            ["uiview"])
    }

    /// The byte reading keeps exactly the words the definition keeps: every identifier of three or more
    /// bytes (`CodeTokens.identifiers`), identifier-shaped (`isIdentifierShaped`) when asked, lowercased,
    /// stop words out; on hand-written edge cases and on every section of the corpus fixture's pages.
    func testTheByteReadingKeepsTheDefinitionsWords() throws {
        func definition(_ text: String, shapedOnly: Bool) -> Set<String> {
            var result: Set<String> = []
            for word in CodeTokens.identifiers(in: text) where word.utf8.count >= 3 {
                if shapedOnly && !TextAnchors.isIdentifierShaped(word) { continue }
                let lowered = word.lowercased()
                if !TextAnchors.stopWords.contains(lowered) { result.insert(lowered) }
            }
            return result
        }
        var texts = [
            "_private __x a_b abc The THE M_PI view2 2views x9 ab UIKit über café Ab_ aB1",
            "snake_case, camelCase; CONSTANT_NAME (With) http://www.example.com и ещё UIView",
            "", "___", "_ab"
        ]
        texts += CorpusFixture.all.flatMap {
            $0.sections.map { section in
                ([section.title] + section.blocks.map(\.text)).joined(separator: "\n")
            }
        }
        XCTAssertGreaterThan(texts.count, 20)
        for text in texts {
            for shapedOnly in [false, true] {
                XCTAssertEqual(
                    TextAnchors.identifierAnchors(in: text, identifierShapedOnly: shapedOnly),
                    definition(text, shapedOnly: shapedOnly), text)
            }
        }
    }
}
