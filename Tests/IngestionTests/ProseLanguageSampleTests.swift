import DocumentModel
@testable import Ingestion
import XCTest

final class ProseLanguageSampleTests: XCTestCase {
    /// The sample as it is specified: the prose blocks' texts, each followed by a newline, up to and
    /// including the block that takes it past 32 KB, identified as one text.
    static func judgedAsText(_ sections: [Section]) -> Language {
        var sample = ""
        for section in sections {
            for block in section.allBlocks where block.kind == .heading || block.kind == .prose || block.kind == .list {
                sample += block.text + "\n"
                if sample.utf8.count > 32_768 { return LanguageIdentifier.identify(sample) }
            }
        }
        return LanguageIdentifier.identify(sample)
    }

    static func block(_ kind: BlockKind, _ text: String) -> Block {
        Block(kind: kind, text: text, range: SourceRange(file: "t", firstLine: 1, lastLine: 1, byteStart: 0, byteEnd: 0))
    }

    // MARK: - Summed evidence equals the joined text

    func testSumOfBlocksEqualsJoinedText() {
        let sections = [
            Section(
                heading: Self.block(.heading, "UIDynamicBehavior Driven Custom Transition"), level: 2,
                blocks: [
                    Self.block(.prose, "Создаём аниматор и добавляем поведение UIGravityBehavior."),
                    Self.block(.code, "let a = UIDynamicAnimator(referenceView: view) // много русского текста"),
                    Self.block(.list, "one item\nвторой пункт"),
                    Self.block(.chrome, "Архив ↓ Категории Цитата Главная Меню")
                ]),
            Section(heading: Self.block(.heading, "The animator is asked for a don’t-care café"), level: 2, blocks: [])
        ]
        XCTAssertEqual(ProseLanguageSample.language(of: sections), Self.judgedAsText(sections))
        XCTAssertEqual(ProseLanguageSample.language(of: sections), .ru)
        XCTAssertEqual(ProseLanguageSample.language(of: []), Self.judgedAsText([]))
    }

    /// Blocks after the sample passed 32 KB are not looked at, even when they would change the verdict.
    func testStopsAfterTheBlockThatCrossesTheLimit() {
        let english = Self.block(.prose, String(repeating: "The animator moves the view along the path. ", count: 800))
        let russian = Self.block(.prose, String(repeating: "Аниматор двигает представление по пути дальше. ", count: 800))
        let sections = [Section(heading: nil, level: 0, blocks: [english, russian, russian, russian])]
        XCTAssertGreaterThan(english.text.utf8.count, 32_768)
        XCTAssertEqual(ProseLanguageSample.language(of: sections), .en)
        XCTAssertEqual(ProseLanguageSample.language(of: sections), Self.judgedAsText(sections))
    }

    // MARK: - What the ingesters hand over

    /// The language the plain-text ingester weighs while parsing is the one the sections give.
    func testPlainTextSeedsHandOverTheSameLanguage() throws {
        for path in PlainTextSeed.all {
            var diagnostics: [Diagnostic] = []
            let page = PlainTextParser().parsePage(try PlainTextSeed.source(path), diagnostics: &diagnostics)
            XCTAssertNotNil(page.proseLanguage, path)
            XCTAssertEqual(page.proseLanguage, Self.judgedAsText(page.sections), path)
        }
    }

    func testHTMLPageHandsOverTheSameLanguage() {
        var diagnostics: [Diagnostic] = []
        let page = HTMLParser().parse(Array(HTMLParserTests.seedPage.utf8), file: "p.html", diagnostics: &diagnostics)
        XCTAssertNotNil(page.proseLanguage)
        XCTAssertEqual(page.proseLanguage, Self.judgedAsText(page.sections))
    }

    // MARK: - Blocks made one by one

    /// Each block gets its own language (code: its comments'; media and labels: none), and only prose
    /// kinds go into the page's sample, which then judges the page as the whole-page reading does.
    func testLanguageOfBlockAsMadeFeedsOnlyProseIntoTheSample() {
        var sample = ProseLanguageSample()
        XCTAssertEqual(sample.language(ofBlock: .code, text: "let a = 1 // квадрат падает на дно экрана"), .ru)
        XCTAssertNil(sample.language(ofBlock: .media, text: "https://example.com/a.png"))
        XCTAssertNil(sample.language(ofBlock: .codeLabel, text: "стриж"))
        XCTAssertEqual(sample.language, .und, "code, media and labels say nothing about the page")
        XCTAssertEqual(sample.language(ofBlock: .heading, text: "The falling square"), .en)
        XCTAssertEqual(
            sample.language(ofBlock: .prose, text: "The square falls and stops at the bottom edge of the screen."), .en)
        let sections = [
            Section(
                heading: Self.block(.heading, "The falling square"), level: 2,
                blocks: [
                    Self.block(.code, "let a = 1 // квадрат падает на дно экрана"),
                    Self.block(.prose, "The square falls and stops at the bottom edge of the screen.")
                ])
        ]
        XCTAssertEqual(sample.language, ProseLanguageSample.language(of: sections))
        XCTAssertEqual(sample.language, .en)
    }
}
