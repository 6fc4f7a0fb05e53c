import DocumentModel
@testable import Ingestion
import XCTest

/// The Markdown ingester on a Markdown rendering of the Russian seed's opening sections.
final class MarkdownParserTests: XCTestCase {
    /// The first sections of corpus/uikit-dynamics/ru.txt as a maintainer would write them in Markdown.
    static let seedPage = """
        ---
        title: Динамика UIKit
        lang: ru
        topic: uikit-dynamics
        ---
        Динамика UIKit
        ==============

        Вступление
        ----------

        ### замечания

        ```swift
        label.frame = CGRect(x: 0.0, y: 0.0, width: label.intrinsicContentSize.width, height: label.intrinsicContentSize.height)
        dynamicAnimator.updateItem(usingCurrentState: label)
        ```

        ~~~~ objective-c {.numberLines}
        self.label.frame = CGRectMake(0.0, 0.0, self.label.intrinsicContentSize.width, self.label.intrinsicContentSize.height);
        [self.dynamicAnimator updateItemUsingCurrentState: self.label];
        ~~~~

        ## Падающая площадь ##

        Давайте нарисуем квадрат посередине нашего обзора
        и сделаем его падающим на дно.

        ![квадрат](https://example.com/square.png)

        стриж

        ```
        override func viewDidLoad() {
            super.viewDidLoad()

            animator.addBehavior(gravity)
        }
        ```

        - UIGravityBehavior
        - UICollisionBehavior
          (с границами)

        Отступ тоже код:

            let squareSize = CGSize(width: 30.0, height: 30.0)

            let frame = CGRect(origin: centerPoint, size: squareSize)

        [Исходный код](https://example.com/source)

        > Цитата из документации.
        """

    func parse(_ text: String) -> (ParsedPage, [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        let page = MarkdownParser(labels: seedLabels).parse(SourceText(file: "ru.md", text: text), diagnostics: &diagnostics)
        return (page, diagnostics)
    }

    func testSeedPageOutlineHasExactSectionsBlocksAndLines() {
        let (page, diagnostics) = parse(Self.seedPage)
        XCTAssertEqual(diagnostics, [])
        XCTAssertEqual(
            outline(page.sections),
            [
                "heading h1 6-7 Динамика UIKit",
                "heading h2 9-10 Вступление",
                "heading h3 12-12 замечания",
                "code 15-16 [swift] label.frame = CGRect(x: 0.0, y: 0.0, width: label.intrinsicContentSize.width, height: label.intrinsicContentSize.height)",
                "code 20-21 [objc] self.label.frame = CGRectMake(0.0, 0.0, self.label.intrinsicContentSize.width, self.label.intrinsicContentSize.height);",
                "heading h2 24-24 Падающая площадь",
                "prose 26-27 Давайте нарисуем квадрат посередине нашего обзора",
                "media 29-29 https://example.com/square.png",
                "code-label 31-31 стриж",
                "code 34-38 [swift] override func viewDidLoad() {",
                "list 41-43 - UIGravityBehavior",
                "prose 45-45 Отступ тоже код:",
                "code 47-49 let squareSize = CGSize(width: 30.0, height: 30.0)",
                "media 51-51 https://example.com/source",
                "prose 53-53 Цитата из документации."
            ])
        XCTAssertEqual(page.sections.map(\.level), [1, 2, 3, 2])
        XCTAssertEqual(page.sections.map(\.title), ["Динамика UIKit", "Вступление", "замечания", "Падающая площадь"])
    }

    func testFrontMatterGivesTitleLanguageAndTopic() {
        let (page, _) = parse(Self.seedPage)
        XCTAssertEqual(page.title, "Динамика UIKit")
        XCTAssertEqual(page.declaredLanguage, .ru)
        XCTAssertEqual(page.topic, "uikit-dynamics")
    }

    func testCodeKeepsBlankLinesAndIndentationAndFenceHintPointsAtTheFence() throws {
        let (page, _) = parse(Self.seedPage)
        let code = page.sections.flatMap(\.codeBlocks)
        XCTAssertEqual(
            code[2].text, "override func viewDidLoad() {\n    super.viewDidLoad()\n\n    animator.addBehavior(gravity)\n}")
        XCTAssertEqual(
            code[3].text,
            "let squareSize = CGSize(width: 30.0, height: 30.0)\n\nlet frame = CGRect(origin: centerPoint, size: squareSize)")
        let fenceHint = try XCTUnwrap(code[1].codeHint)
        XCTAssertEqual(fenceHint.raw, "objective-c {.numberLines}")
        XCTAssertEqual(fenceHint.range?.firstLine, 19)
        // The label line's hint points at the label, not the fence.
        XCTAssertEqual(code[2].codeHint?.raw, "стриж")
        XCTAssertEqual(code[2].codeHint?.range?.firstLine, 31)
    }

    /// A label attaches to the block right after it only; a label line with no code right after it is prose that
    /// names a language (as the plain-text reader reads it), also at the end of the page.
    func testLabelOnlyAttachesToTheBlockRightAfterIt() {
        let (page, _) = parse("Swift\n\nНе код, а текст.\n\n    let a = 1\n")
        XCTAssertEqual(outline(page.sections), ["prose 1-1 Swift", "prose 3-3 Не код, а текст.", "code 5-5 let a = 1"])
        XCTAssertNil(page.sections[0].codeBlocks[0].codeHint)
        let (last, _) = parse("Текст.\n\nSwift\n")
        XCTAssertEqual(outline(last.sections), ["prose 1-1 Текст.", "prose 3-3 Swift"])
    }

    func testUnclosedFenceRunsToTheEndAndIsReportedAtItsLine() {
        let (page, diagnostics) = parse("# Заголовок\n\n```swift\nlet a = 1\n\nlet b = 2\n")
        XCTAssertEqual(outline(page.sections), ["heading h1 1-1 Заголовок", "code 4-6 [swift] let a = 1"])
        XCTAssertEqual(diagnostics.map(\.line), [3])
        XCTAssertEqual(diagnostics.first?.severity, .warning)
    }

    func testThematicBreakIsNotASetextHeadingAfterABlankLineAndHashesNeedASpace() {
        let (page, _) = parse("Текст\n\n---\n#hashtag\n####### seven\n")
        XCTAssertEqual(outline(page.sections), ["prose 1-1 Текст", "prose 4-5 #hashtag"])
    }

    func testBlocksCarryByteRangesIntoTheFileBytes() throws {
        let text = "# Заголовок\r\n\r\n```\r\nlet a = 1\r\n```\r\n"
        let (page, _) = parse(text)
        let code = try XCTUnwrap(page.sections.first?.codeBlocks.first)
        let bytes = Array(text.utf8)
        XCTAssertEqual(String(decoding: bytes[code.range.byteStart..<code.range.byteEnd], as: UTF8.self), "let a = 1")
    }

    /// Breaks of `-`, `*` and `_` with blanks between end a paragraph; lines that only look like them, or
    /// sit four columns in (a tab), do not; a `---` run right under text underlines a heading instead.
    func testThematicBreaksEndParagraphsInAllSpellings() {
        for rule in ["***", " - - -", "___", " _ _ _ _"] {
            let (page, _) = parse("Первый абзац\n" + rule + "\nВторой абзац\n")
            XCTAssertEqual(outline(page.sections), ["prose 1-1 Первый абзац", "prose 3-3 Второй абзац"], rule.debugDescription)
        }
        // `*a*` is emphasis, read as its text (`MarkdownInline`); the other two hold no markup.
        for (line, read) in [("\t* * *", "* * *"), ("-- -x", "-- -x"), ("*a*", "a")] {
            let (page, _) = parse("Первый абзац\n" + line + "\nдальше\n")
            XCTAssertEqual(
                page.sections.flatMap(\.allBlocks).map(\.text), ["Первый абзац\n" + read + "\nдальше"],
                line.debugDescription)
        }
        XCTAssertEqual(outline(parse("Заголовок\n  ----------\n").0.sections), ["heading h2 1-2 Заголовок"])
    }

    /// A fence closes on a run at least as long as the opening one, indented less than four columns;
    /// code lines that start with the fence character or blanks do not close it.
    func testFenceClosesOnlyOnAFullRun() {
        let (page, _) = parse("```swift\nlet a = 1\n``x\n ~~~\n   ```\nпосле\n")
        XCTAssertEqual(page.sections.flatMap(\.allBlocks).map(\.text), ["let a = 1\n``x\n ~~~", "после"])
        XCTAssertEqual(outline(page.sections), ["code 2-4 [swift] let a = 1", "prose 6-6 после"])
        let (tilde, _) = parse("~~~~\n~~~\n`code`\n    ~~~~\n~~~~~  \n")
        XCTAssertEqual(tilde.sections.flatMap(\.allBlocks).map(\.text), ["~~~\n`code`\n    ~~~~"])
    }

    /// An indented fence takes its indentation off each code line (up to its own width); an unindented
    /// one keeps every line whole, blank lines and CRLF endings included.
    func testFenceIndentationIsRemovedFromItsLines() {
        let (indented, _) = parse("  ```\n    let a = 1\n let b = 2\nlet c = 3\n\n  ```\n")
        XCTAssertEqual(indented.sections.flatMap(\.allBlocks).map(\.text), ["  let a = 1\nlet b = 2\nlet c = 3\n"])
        let (whole, _) = parse("```\r\n  let a = 1\r\n\r\nlet b = 2\r\n```\r\n")
        XCTAssertEqual(whole.sections.flatMap(\.allBlocks).map(\.text), ["  let a = 1\n\nlet b = 2"])
        let (empty, _) = parse("```swift\n```\n")
        XCTAssertEqual(empty.sections.flatMap(\.allBlocks).map(\.text), [""])
    }

    /// CommonMark block structure a page relies on: a bullet list may interrupt a paragraph; a fence in a list
    /// item is a code block; a quote loses its nested markers, keeps a lazy continuation line, and a fence inside
    /// is a code block; a label written with emphasis or as a code span is still a label.
    func testListsInterruptingParagraphsFencesInListsAndQuotesAndWrappedLabels() {
        let (page, _) = parse(
            """
            You need:
            - Xcode
            - Swift 6

            - Unpack it:

              ```bash
              tar xzf swift.tar.gz
              ```
            - Run it

            > Level one
            > > Level two
            lazy line

            > ```swift
            > let quoted = 1
            > ```

            **стриж**

            ```
            let a = 1
            ```
            """)
        let blocks = page.sections.flatMap(\.allBlocks)
        // The blank line between "- Swift 6" and "- Unpack it:" keeps one (loose) list, as CommonMark reads it.
        XCTAssertEqual(blocks.map(\.kind), [.prose, .list, .code, .list, .prose, .code, .codeLabel, .code])
        XCTAssertEqual(blocks[0].text, "You need:")
        XCTAssertEqual(blocks[2].text, "tar xzf swift.tar.gz")
        XCTAssertEqual(blocks[2].codeHint?.normalized, "shell")
        XCTAssertEqual(blocks[2].range.firstLine, 8)
        XCTAssertEqual(blocks[4].text, "Level one\nLevel two\nlazy line")
        XCTAssertEqual(blocks[5].text, "let quoted = 1")
        XCTAssertEqual(blocks[5].range.firstLine, 17)
        XCTAssertEqual(blocks[5].codeHint?.normalized, "swift")
        XCTAssertEqual(blocks[7].codeHint?.normalized, "swift", "the emphasised label introduces the code")
        let (numbered, _) = parse("Steps:\n2. not a list here\n")
        XCTAssertEqual(numbered.sections.flatMap(\.allBlocks).map(\.kind), [.prose], "only an item numbered 1 interrupts")
    }

    /// A reference-style image standing alone is media with the URL its definition gives; definitions are not
    /// content (also inside no fence); an HTML block is read by the HTML ingester, in place: a `<div>`'s text is
    /// prose, a comment is nothing, a `<pre><code>` is code with its class hint, all at their lines and bytes.
    /// Found by fuzzing: an HTML block whose lines end with lone CRs, which the HTML reader does not count, ended
    /// its code block lines before its bytes did (lines 1-1 for bytes on line 3).
    func testHTMLBlockWithLoneCarriageReturnsCountsThePagesLines() {
        let text = "Intro.\r\r<pre>let a = 1\rlet b = 2\rlet c = 3</pre>\r\rAfter."
        let (page, _) = parse(text)
        let blocks = page.sections.flatMap(\.allBlocks)
        XCTAssertEqual(blocks.map(\.kind), [.prose, .code, .prose])
        XCTAssertEqual(blocks[1].text, "let a = 1\nlet b = 2\nlet c = 3")
        XCTAssertEqual(blocks.map(\.range.firstLine), [1, 3, 7])
        XCTAssertEqual(blocks.map(\.range.lastLine), [1, 5, 7])
        let bytes = Array(text.utf8)
        XCTAssertEqual(
            String(decoding: bytes[blocks[1].range.byteStart..<blocks[1].range.byteEnd], as: UTF8.self),
            "let a = 1\rlet b = 2\rlet c = 3")
    }

    /// Found by fuzzing: the label line the HTML reader took as the hint of a `<pre>` in an HTML block kept its
    /// range within the block (line 1) instead of the page's.
    func testHintInsideAnHTMLBlockPointsAtThePage() {
        let text = "Intro.\n\n<div>\n<p>Swift</p>\n<pre>let a = 1</pre>\n</div>\n"
        let (page, _) = parse(text)
        let blocks = page.sections.flatMap(\.allBlocks)
        XCTAssertEqual(blocks.map(\.kind), [.prose, .codeLabel, .code])
        XCTAssertEqual(blocks[2].codeHint?.normalized, "swift")
        XCTAssertEqual(blocks[2].codeHint?.range, blocks[1].range)
        XCTAssertEqual(blocks[1].range.firstLine, 4)
        let bytes = Array(text.utf8)
        let hint = try? XCTUnwrap(blocks[2].codeHint?.range)
        XCTAssertEqual(hint.map { String(decoding: bytes[$0.byteStart..<$0.byteEnd], as: UTF8.self) }, "Swift")
    }

    func testReferenceImagesDefinitionsAndHTMLBlocks() {
        let text = """
            ![Logo][logo]

            [logo]: https://example.com/logo.png "The logo"

            <div class="note">
            <p>Пример в блоке HTML</p>
            </div>

            <!-- hidden
            comment -->

            <pre><code class="language-swift">let x = 1
            </code></pre>

            After <kbd>Cmd</kbd> text.
            """
        let (page, _) = parse(text)
        let blocks = page.sections.flatMap(\.allBlocks)
        XCTAssertEqual(blocks.map(\.kind), [.media, .prose, .code, .prose])
        // Inline HTML in a paragraph goes as in the HTML reader, leaving its text.
        XCTAssertEqual(
            blocks.map(\.text), ["https://example.com/logo.png", "Пример в блоке HTML", "let x = 1", "After Cmd text."])
        XCTAssertEqual(blocks.map(\.range.firstLine), [1, 6, 12, 15])
        XCTAssertEqual(blocks[1].language, .ru)
        XCTAssertEqual(blocks[2].codeHint?.normalized, "swift")
        let bytes = Array(text.utf8)
        for block in blocks.dropFirst().dropLast() {
            XCTAssertEqual(String(decoding: bytes[block.range.byteStart..<block.range.byteEnd], as: UTF8.self), block.text)
        }
        // The paragraph's range still covers its line as written.
        let last = blocks[blocks.count - 1].range
        XCTAssertEqual(String(decoding: bytes[last.byteStart..<last.byteEnd], as: UTF8.self), "After <kbd>Cmd</kbd> text.")
        // What the HTML reader reports about a block is kept, at the page's line.
        let (deep, diagnostics) = parse("Intro.\n\n<div>\n" + String(repeating: "<div>", count: 300) + "deep</div>\n")
        XCTAssertEqual(deep.sections.flatMap(\.allBlocks).map(\.text), ["Intro.", "deep"])
        XCTAssertEqual(diagnostics.map(\.line), [4], "\(diagnostics)")
        XCTAssertTrue(diagnostics.first?.message.contains("nested more than") ?? false, "\(diagnostics)")
    }
}
