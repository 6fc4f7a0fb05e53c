import DocumentModel
@testable import SearchIndex
import XCTest

final class AnalyzerTests: XCTestCase {
    let analyzer = Analyzer()

    private func texts(_ text: String) -> [String] { analyzer.tokens(in: text).map(\.text) }

    // MARK: - Russian

    func testRussianInflectionsShareOneToken() throws {
        // corpus/uikit-dynamics/ru.txt:16 "Давайте нарисуем квадрат … сделаем его падающим"
        let line = try CorpusFixture.lines("uikit-dynamics/ru.txt")[15]
        XCTAssertTrue(line.contains("квадрат") && line.contains("падающим"))
        let square = texts("квадрат квадрата квадратом квадрату")
        XCTAssertEqual(Set(square).count, 1, "\(square)")
        XCTAssertTrue(texts(line).contains(square[0]))
        // Heading at ru.txt:14 "Падающая площадь" and the participle on line 16 meet.
        XCTAssertEqual(texts("Падающая").first, texts("падающим").first)
        XCTAssertEqual(texts("падающий").first, texts("падающая").first)
    }

    func testRussianIsLowercasedAndYoFolded() {
        XCTAssertEqual(texts("ЕЩЁ"), texts("еще"))
        XCTAssertEqual(analyzer.tokens(in: "Вступление").first?.language, .ru)
    }

    // MARK: - Hindi

    func testHindiWordsStayWholeWithTheirVowelSigns() throws {
        // corpus/uikit-dynamics/hi.txt:14 "गिरने का वर्ग"
        let heading = try CorpusFixture.lines("uikit-dynamics/hi.txt")[13]
        XCTAssertEqual(heading, "गिरने का वर्ग")
        let tokens = analyzer.tokens(in: heading)
        XCTAssertEqual(tokens.count, 3)
        let bytes = Array(heading.utf8)
        let surfaces = tokens.map { String(decoding: bytes[$0.byteStart..<$0.byteEnd], as: UTF8.self) }
        XCTAssertEqual(surfaces, ["गिरने", "का", "वर्ग"])
        XCTAssertTrue(tokens.allSatisfy { $0.language == .hi })
        // The danda ends a sentence; it is not part of the last word (hi.txt:16 ends with "रुकें।").
        XCTAssertFalse(texts("किनारे पर रुकें।").contains { $0.contains("।") })
    }

    func testHindiInflectionsMeetWhenTheStemmerIsPresent() throws {
        XCTAssertTrue(Stemmer.availableAlgorithms.contains("hindi"))
        XCTAssertTrue(analyzer.stemsHindi)
        // टिप्पणियों (hi.txt:6, "remarks") and its singular टिप्पणी.
        XCTAssertEqual(texts("टिप्पणियों"), texts("टिप्पणी"))
    }

    // MARK: - Chinese

    func testChineseRunsBecomeOverlappingBigrams() throws {
        // corpus/uidynamicanimator-guide/zh.txt:49 "重力行为 UIGravityBehavior"
        let heading = try CorpusFixture.lines("uidynamicanimator-guide/zh.txt")[48]
        let tokens = texts(heading)
        XCTAssertEqual(Array(tokens.prefix(3)), ["重力", "力行", "行为"])
        XCTAssertTrue(tokens.contains("uigravitybehavior"))
        XCTAssertTrue(texts("碰撞行为 UICollisionBehavior").contains("碰撞"))
        XCTAssertEqual(texts("力"), ["力"])
        let offsets = analyzer.tokens(in: "重力行为").map { [$0.byteStart, $0.byteEnd] }
        XCTAssertEqual(offsets, [[0, 6], [3, 9], [6, 12]])
    }

    // MARK: - English and code

    func testEnglishWordsAreStemmed() throws {
        // corpus/displaying-animation-in-ios/en.txt:9 "animations are simple … typical animation"
        let line = try CorpusFixture.lines("displaying-animation-in-ios/en.txt")[8]
        let tokens = texts(line)
        XCTAssertTrue(tokens.contains(texts("animations")[0]))
        XCTAssertEqual(texts("animations"), texts("animation"))
        XCTAssertEqual(texts("Performed"), texts("perform"))
    }

    func testIdentifiersAreKeptWholeAndSplit() {
        XCTAssertEqual(texts("UIFieldBehavior"), ["uifieldbehavior", "ui", "field", "behavior"])
        XCTAssertEqual(texts("addLinearVelocity"), ["addlinearvelocity", "add", "linear", "veloc"])
        XCTAssertEqual(texts("translatesReferenceBoundsIntoBoundary").first, "translatesreferenceboundsintoboundary")
        XCTAssertEqual(texts("snap_to_point"), ["snap_to_point", "snap", "to", "point"])
        XCTAssertEqual(texts("CGRectMake"), ["cgrectmake", "cg", "rect", "make"])
    }

    func testIdentifierPartsPointAtTheirLetters() {
        let text = "let f = UIFieldBehavior()"
        let bytes = Array(text.utf8)
        let surfaces = analyzer.tokens(in: text).map { String(decoding: bytes[$0.byteStart..<$0.byteEnd], as: UTF8.self) }
        XCTAssertEqual(surfaces, ["let", "f", "UIFieldBehavior", "UI", "Field", "Behavior"])
    }

    func testDottedAndSelectorFormsTokenizeLikeTheCode() {
        // ru.txt:9 and the selector as a reader would type it.
        let code = texts("dynamicAnimator.updateItem(usingCurrentState: label)")
        let query = texts("updateItem(usingCurrentState:)")
        XCTAssertNotNil(code.firstRange(of: query))
        XCTAssertNotNil(texts("[[UIGravityBehavior alloc] initWithItems:@[view]]").firstRange(of: texts("initWithItems:")))
        XCTAssertNotNil(texts("UIView.animate(withDuration: 0.8) {").firstRange(of: texts("UIView.animate")))
    }

    func testNumbersStayWhole() {
        XCTAssertEqual(
            texts("CGRect(x: 0.0, width: 30.0) 0.0008 iOS 19.04.2021"),
            ["cgrect", "cg", "rect", "x", "0.0", "width", "30.0", "0.0008", "ios", "i", "os", "19.04.2021"])
    }

    func testMixedScriptTextPicksAnAnalyzerPerWord() {
        let tokens = analyzer.tokens(in: "Эффект UIFieldBehaviors का 重力")
        XCTAssertEqual(Set(tokens.map(\.language)), [.ru, .en, .hi, .zh])
    }

    func testIndexTextsAreSpaceJoinedTokens() {
        XCTAssertEqual(analyzer.indexTexts("Падающая площадь").words, texts("Падающая площадь").joined(separator: " "))
        XCTAssertFalse(analyzer.indexTexts("a, b; \"c\" (d)").words.contains("\""))
        let code = analyzer.indexTexts("UIFieldBehavior field")
        XCTAssertEqual(code.words, "uifieldbehavior field")
        XCTAssertEqual(code.parts, "ui field behavior")
    }
}

/// Variant spellings (issue 26): Hindi alternations folded for a second tier; full-width forms read as ASCII.
final class AnalyzerVariantTests: XCTestCase {
    func testHindiAlternationsFoldToOneSpelling() {
        // hi.txt spells the loanword both ways: एनिमेशन (line 685) and एनीमेशन (line 1751).
        XCTAssertEqual(Analyzer.hindiVariant("एनिमेशन"), "एनीमेशन")
        XCTAssertNil(Analyzer.hindiVariant("एनीमेशन"), "already folded")
        XCTAssertEqual(Analyzer.hindiVariant("गुरुत्वाकर्षण"), "गूरूत्वाकर्षण")
        XCTAssertEqual(Analyzer.hindiVariant("ट्रांज़िशन"), Analyzer.hindiVariant("ट्रांजिशन"), "nukta as a sign")
        XCTAssertEqual(Analyzer.hindiVariant("\u{095B}रा"), "\u{091C}रा", "precomposed nukta letter")
        XCTAssertEqual(Analyzer.hindiVariant("गँवार"), "गंवार")
        XCTAssertNil(Analyzer.hindiVariant("वर्ग"))
    }

    func testTheIndexKeepsTheFoldedFormOfHindiTokensOnly() {
        let analyzer = Analyzer()
        let texts = analyzer.indexTexts("मानचित्र डायनामिक एनिमेशन UIView")
        XCTAssertTrue(texts.variants.contains("एनीमेशन"), texts.variants)
        XCTAssertFalse(texts.variants.contains("uiview"))
        XCTAssertFalse(texts.words.contains("एनीमेशन"), "the exact column keeps the page's spelling")
    }

    func testFullWidthFormsAreReadAsASCIIWithTheTextsOwnOffsets() {
        let analyzer = Analyzer()
        let wide = analyzer.tokens(in: "使用ＵＩＶｉｅｗ动画")
        XCTAssertEqual(wide.map(\.text), ["使用", "uiview", "ui", "view", "动画"])
        let uiview = wide[1]
        XCTAssertEqual(uiview.byteStart, 6)
        XCTAssertEqual(uiview.byteEnd, 6 + 6 * 3, "six full-width letters of three bytes each")
        XCTAssertEqual(analyzer.tokens(in: "重力大小 ５").last?.text, "5")
    }

    func testRussianYoIsTheSameLetterAsYe() {
        let analyzer = Analyzer()
        XCTAssertEqual(analyzer.tokens(in: "учётом").map(\.text), analyzer.tokens(in: "учетом").map(\.text))
    }
}
