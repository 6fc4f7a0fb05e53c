import DocumentModel
@testable import Ingestion
import XCTest

/// The plain-text parser on small inline pages: one hard case per test.
final class PlainTextParserTests: XCTestCase {
    private func parse(_ text: String) -> (sections: [Section], blocks: [Block], diagnostics: [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        let sections = PlainTextParser().parse(SourceText(file: "t.txt", text: text), diagnostics: &diagnostics)
        return (sections, sections.flatMap(\.allBlocks), diagnostics)
    }

    private func shape(_ blocks: [Block]) -> [String] {
        blocks.map { "\($0.kind.rawValue) \($0.range.firstLine)-\($0.range.lastLine)" }
    }

    // MARK: - Code blocks

    func testBlankLinesInsideCodeBelongToTheBlock() {
        let page = "Intro text here.\n\nlet a = 1\n\n\nlet b = 2\n\nDone here.\n"
        let (_, blocks, _) = parse(page)
        XCTAssertEqual(shape(blocks), ["prose 1-1", "code 3-6", "prose 8-8"])
        XCTAssertEqual(blocks[1].text, "let a = 1\n\n\nlet b = 2")
    }

    func testSwiftThenObjectiveCWithoutLabelIsOneBlock() {
        let page = """
            замечания

            label.frame = CGRect(x: 0.0, y: 0.0, width: 10, height: 10)
            dynamicAnimator.updateItem(usingCurrentState: label)

            self.label.frame = CGRectMake(0.0, 0.0, 10, 10);
            [self.dynamicAnimator updateItemUsingCurrentState: self.label];

            Падающая площадь

            Давайте нарисуем квадрат.
            """
        let (sections, blocks, _) = parse(page)
        XCTAssertEqual(shape(blocks), ["heading 1-1", "code 3-7", "heading 9-9", "prose 11-11"])
        XCTAssertEqual(sections.map(\.title), ["замечания", "Падающая площадь"])
    }

    func testLabelProseAndHeadingEachEndACodeBlock() {
        let page = "let a = 1\nSwift\nlet b = 2\nThis sentence explains it.\nlet c = 3\n\nNext part\n\nlet d = 4\n"
        let (_, blocks, _) = parse(page)
        XCTAssertEqual(
            shape(blocks),
            [
                "code 1-1", "code-label 2-2", "code 3-3", "prose 4-4", "code 5-5",
                "heading 7-7", "code 9-9"
            ])
        XCTAssertEqual(blocks[2].codeHint, CodeHint(raw: "Swift", normalized: "swift", range: blocks[1].range))
        XCTAssertNil(blocks[4].codeHint)
    }

    func testCodeKeepsIndentationAndTrailingSpaces() {
        let page = "Example:\n\n    lazy var v: UIView =\n    {\n        return UIView()  \n    }()\n"
        let (_, blocks, _) = parse(page)
        XCTAssertEqual(blocks.last?.text, "    lazy var v: UIView =\n    {\n        return UIView()  \n    }()")
    }

    func testDegreeSignAndChineseCommentsStayInCode() {
        let page =
            "示例\n\n// 重力矢量方向 默认为 (0,1)\ngravity.gravityDirection = CGVectorMake(0, 1);\n// 45° means heigh:width is 1:1\npush.angle = M_PI_4;\n"
        let (_, blocks, _) = parse(page)
        XCTAssertEqual(shape(blocks), ["heading 1-1", "code 3-6"])
        XCTAssertEqual(blocks[1].language, .zh)
    }

    func testRangesAreBytesOfTheFileWithCRLF() {
        let text = "Title\r\n\r\nlet x = 1\r\nlet y = 2\r\n"
        let (_, blocks, _) = parse(text)
        let code = blocks[1]
        XCTAssertEqual(code.range.firstLine, 3)
        XCTAssertEqual(code.range.lastLine, 4)
        let bytes = Array(text.utf8)
        XCTAssertEqual(
            String(decoding: bytes[code.range.byteStart..<code.range.byteEnd], as: UTF8.self),
            "let x = 1\r\nlet y = 2")
        XCTAssertEqual(code.text, "let x = 1\nlet y = 2")
    }

    // MARK: - Labels

    func testLabelWithoutCodeIsTextAndNoted() {
        let (_, blocks, diagnostics) = parse("Swift\n\nSwift is a language for apps.\n")
        XCTAssertEqual(shape(blocks), ["heading 1-1", "prose 3-3"])
        XCTAssertEqual(diagnostics.count, 1)
        XCTAssertEqual(diagnostics.first?.line, 1)
        XCTAssertEqual(diagnostics.first?.description.hasPrefix("t.txt:1: note:"), true)
    }

    // MARK: - Headings and levels

    func testHeadingLevelsWithAPISubHeadings() {
        let page = """
            [iOS]UIDynamicAnimator动画

            设置动画组件Item的动力属性

            UIDynamicItemBehavior

            [animator addBehavior:dynamic];

            吸引行为 UISnapBehavior

            [animator addBehavior:snap];

            效果演示

            UIPushBehavior+UIGravityBehavior

            [animator addBehavior:push];
            """
        let (sections, _, _) = parse(page)
        XCTAssertEqual(
            sections.map { "\($0.title) @\($0.level)" },
            [
                "[iOS]UIDynamicAnimator动画 @1", "设置动画组件Item的动力属性 @2", "UIDynamicItemBehavior @3",
                "吸引行为 UISnapBehavior @3", "效果演示 @2", "UIPushBehavior+UIGravityBehavior @3"
            ])
    }

    func testAPINamedHeadingAfterCodeUnderNoParentIsLevelTwo() {
        let page = "Title\n\nIntro line here.\n\nUIDynamicBehavior Driven Custom Transition\n\nSome text follows.\n"
        let (sections, _, _) = parse(page)
        XCTAssertEqual(sections.map { "\($0.title) @\($0.level)" }, ["Title @1", "UIDynamicBehavior Driven Custom Transition @2"])
        XCTAssertEqual(sections.last?.heading?.language, .en)
    }

    func testContentBeforeTheFirstHeadingIsALeadSectionAndThereIsNoTitle() {
        let (sections, _, _) = parse("Some intro sentence.\n\nHeading\n\nText below it.\n")
        XCTAssertEqual(sections.map { "\($0.title) @\($0.level)" }, [" @0", "Heading @2"])
        XCTAssertNil(sections[0].heading)
    }

    func testSentenceShapedAndLastLinesAreNotHeadings() {
        let (_, blocks, _) = parse(
            "Title\n\nFirst part is here.\n\nGo on with this:\n\nFor details see the UIKit Dynamics catalog\n")
        XCTAssertEqual(blocks.map(\.kind), [.heading, .prose, .prose, .prose])
    }

    // MARK: - Lists, media, chrome

    func testAdjacentSentencesAreAListAndWrappedLinesAreProse() {
        let page =
            "Title\n\nA transition begins.\ntransitioningDelegate is asked for an animation controller.\n\nThis paragraph is wrapped\nacross two lines.\n\n- one\n\nEnd of page.\n"
        let (_, blocks, _) = parse(page)
        XCTAssertEqual(shape(blocks), ["heading 1-1", "list 3-4", "prose 6-7", "list 9-9", "prose 11-11"])
    }

    func testMediaLines() {
        let (_, blocks, _) = parse("Title\n\nhttps://i.stack.imgur.com/ICuEL.gif\nimages/fall.png\n\nText after.\n")
        XCTAssertEqual(shape(blocks), ["heading 1-1", "media 3-3", "media 4-4", "prose 6-6"])
        XCTAssertNil(blocks[1].language)
    }

    func testTopicTagAboveTitleIsChromeEvenWithoutBlankLine() {
        let (sections, blocks, _) = parse("iOS\nДинамика UIKit\n\nВступление\n\nТекст раздела.\n")
        XCTAssertEqual(shape(blocks), ["chrome 1-1", "heading 2-2", "heading 4-4", "prose 6-6"])
        XCTAssertEqual(sections.map(\.level), [0, 1, 2])
        XCTAssertEqual(blocks[0].language, .ru)  // no evidence of its own: the page's language
    }

    /// The last line before the closing chrome heads nothing, so it is prose even without a full stop.
    func testLineBeforeClosingChromeIsNotAHeading() {
        let (_, blocks, _) = parse(
            "Title\n\nBody text here.\n\nFor details see the UIKit Dynamics catalog\n\nQuote\n\nCategories\n")
        XCTAssertEqual(shape(blocks), ["heading 1-1", "prose 3-3", "prose 5-5", "chrome 7-7", "chrome 9-9"])
    }

    func testChromeLinesAtTheEnd() {
        let page = "Post title\n\nBody of the post.\n\nPost title iOS 19.04.2021\n\nQuote\n\nCategories\nArchive ↓\n"
        let (_, blocks, _) = parse(page)
        XCTAssertEqual(shape(blocks), ["heading 1-1", "prose 3-3", "chrome 5-5", "chrome 7-7", "chrome 9-9", "chrome 10-10"])
    }

    // MARK: - Bad input

    /// A 200 kB line of code and a 200 kB line of prose: one block each, nothing dropped.
    func testVeryLongLines() {
        let code = "let values = [" + String(repeating: "1, ", count: 70_000) + "1]"
        let prose = String(repeating: "This sentence goes on. ", count: 9_000)
        let (_, blocks, _) = parse("Title\n\n\(prose)\n\n\(code)\n")
        XCTAssertEqual(shape(blocks), ["heading 1-1", "prose 3-3", "code 5-5"])
        XCTAssertEqual(blocks[2].text.utf8.count, code.utf8.count)
        XCTAssertEqual(blocks[1].language, .en)
    }

    /// Bytes that are not text at all (every byte value, invalid UTF-8) still give blocks covering every line.
    func testBinaryInputDoesNotTrap() {
        var bytes: [UInt8] = []
        for round in 0..<40 {
            for value in 0...255 { bytes.append(UInt8((value * 7 + round * 13) % 256)) }
        }
        var diagnostics: [Diagnostic] = []
        let source = SourceText(file: "junk.bin", utf8: bytes)
        let sections = PlainTextParser().parse(source, diagnostics: &diagnostics)
        let covered = sections.flatMap(\.allBlocks).reduce(0) { $0 + $1.range.lastLine - $1.range.firstLine + 1 }
        let nonBlank = source.lines.filter { !$0.text.allSatisfy(\.isWhitespace) }.count
        XCTAssertGreaterThanOrEqual(covered, nonBlank)
        for block in sections.flatMap(\.allBlocks) {
            XCTAssertLessThanOrEqual(block.range.byteEnd, bytes.count)
        }
    }

    func testEmptyAndBlankPagesHaveNoSections() {
        XCTAssertTrue(parse("").sections.isEmpty)
        XCTAssertTrue(parse("\n \n\u{00A0}\n").sections.isEmpty)
    }
}
