import DocumentModel
@testable import Ingestion
import XCTest
import TestSupport

/// The HTML ingester on a sloppy HTML rendering of the Russian seed, the way sites serve it.
final class HTMLParserTests: XCTestCase {
    /// corpus/uikit-dynamics/ru.txt's opening sections with site chrome, unclosed `<p>`s, stray
    /// closing tags, entities, a label paragraph before a `<pre>` and `<br>`-separated code.
    static let seedPage = """
        <!DOCTYPE html>
        <html lang="ru-RU">
        <head><meta charset="utf-8"><title>Динамика UIKit | Учебник</title>
        <script>document.write("<p>не текст</p>");</script><style>p { color: red }</style></head>
        <body>
        <header class="site-header"><a href="/">Учебник</a> <nav><a href="/ios">iOS</a></nav></header>
        <div class="breadcrumb"><a href="/">iOS</a> &raquo; <a href="/uikit">Динамика UIKit</a></div>
        <article>
        <header><h1>Динамика UIKit</h1></header>
        <h2>Вступление</h2>
        <h3>замечания</h3>
        <pre><code class="language-swift">label.frame = CGRect(x: 0.0, y: 0.0, width: label.intrinsicContentSize.width, height: label.intrinsicContentSize.height)
        dynamicAnimator.updateItem(usingCurrentState: label)
        </code></pre>
        <pre class="lang-objc">
        self.label.frame = CGRectMake(0.0, 0.0, self.label.intrinsicContentSize.width, self.label.intrinsicContentSize.height);
        [self.dynamicAnimator updateItemUsingCurrentState: self.label];
        </pre>
        <h2>Падающая площадь</h2>
        <p>Давайте нарисуем квадрат посередине нашего обзора и сделаем его падающим на дно
        и остановимся на нижнем крае &mdash; коллизирующем с нижней границей экрана.</span>
        <p>стриж
        <pre>
        override func viewDidLoad() {
            super.viewDidLoad()
            // Квадрат 30&times;30, &lt;не&gt; больше

            animator.addBehavior(gravity)
        }
        </pre></div>
        <p><img src="https://example.com/square.png" alt="квадрат"></p>
        <p><code>let a = 1<br>&nbsp;&nbsp;&nbsp;&nbsp;let b = 2<br></code></p>
        <ul>
        <li>UIGravityBehavior
        <li>UICollisionBehavior</ul>
        </article>
        <aside><h4>Категории</h4><a href="/c/ios">iOS</a></aside>
        <div id="cookie-banner">Мы используем cookies. <button>OK</button></div>
        <footer>Цитата · Архив ↓ · 19.04.2021</footer>
        </body></html>
        """

    func parse(_ text: String, encoding: String? = nil) -> (ParsedPage, [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        let page = HTMLParser(labels: seedLabels).parse(
            Array(text.utf8), file: "ru.html", encoding: encoding,
            diagnostics: &diagnostics)
        return (page, diagnostics)
    }

    func testSeedPageOutlineHasExactSectionsBlocksLinesLabelsAndChrome() {
        let (page, diagnostics) = parse(Self.seedPage)
        XCTAssertEqual(diagnostics, [])
        XCTAssertEqual(
            outline(page.sections),
            [
                "chrome 6-6 Учебник iOS",
                "chrome 7-7 iOS » Динамика UIKit",
                "heading h1 9-9 Динамика UIKit",
                "heading h2 10-10 Вступление",
                "heading h3 11-11 замечания",
                "code 12-13 [swift] label.frame = CGRect(x: 0.0, y: 0.0, width: label.intrinsicContentSize.width, height: label.intrinsicContentSize.height)",
                "code 16-17 [objc] self.label.frame = CGRectMake(0.0, 0.0, self.label.intrinsicContentSize.width, self.label.intrinsicContentSize.height);",
                "heading h2 19-19 Падающая площадь",
                "prose 20-21 Давайте нарисуем квадрат посередине нашего обзора и сделаем его падающим на дно и остановимся на нижнем крае — коллизирующем с нижней границей экрана.",
                "code-label 22-22 стриж",
                "code 24-29 [swift] override func viewDidLoad() {",
                "media 31-31 https://example.com/square.png",
                "code 32-32 let a = 1",
                "list 34-35 UIGravityBehavior",
                "chrome 37-37 Категории iOS",
                "chrome 38-38 Мы используем cookies.",
                "chrome 39-39 Цитата · Архив ↓ · 19.04.2021"
            ])
        XCTAssertEqual(page.sections.map(\.title), ["", "Динамика UIKit", "Вступление", "замечания", "Падающая площадь"])
    }

    func testPageFactsComeFromTitleAndHtmlLang() {
        let (page, _) = parse(Self.seedPage)
        XCTAssertEqual(page.title, "Динамика UIKit | Учебник")
        XCTAssertEqual(page.declaredLanguage, .ru)
    }

    func testCodeTextIsAsWrittenWithEntitiesDecodedAndBreaksAsLines() {
        let (page, _) = parse(Self.seedPage)
        let code = page.sections.flatMap(\.codeBlocks)
        XCTAssertEqual(code.count, 4)
        XCTAssertEqual(
            code[2].text,
            """
            override func viewDidLoad() {
                super.viewDidLoad()
                // Квадрат 30×30, <не> больше

                animator.addBehavior(gravity)
            }
            """)
        XCTAssertEqual(code[3].text, "let a = 1\n    let b = 2")
        XCTAssertEqual(code[2].codeHint?.raw, "стриж")
        XCTAssertEqual(code[2].codeHint?.range?.firstLine, 22)
        XCTAssertEqual(code[0].codeHint?.raw, "language-swift")
        XCTAssertNil(code[0].codeHint?.range)
    }

    func testScriptAndStyleAreDroppedNotIndexed() {
        let (page, _) = parse(Self.seedPage)
        let everything = page.sections.flatMap(\.allBlocks).map(\.text).joined(separator: "\n")
        XCTAssertFalse(everything.contains("не текст"))
        XCTAssertFalse(everything.contains("color"))
    }

    /// A block's byte range is its content in the file: from its first byte to its last, tags around it left out.
    func testByteRangesCutEachBlocksOwnSourceBackOut() throws {
        let (page, _) = parse(Self.seedPage)
        let blocks = page.sections.flatMap(\.allBlocks)
        let bytes = Array(Self.seedPage.utf8)
        func cut(_ block: Block) -> String {
            String(decoding: bytes[block.range.byteStart..<block.range.byteEnd], as: UTF8.self)
        }
        let code = blocks.filter { $0.kind == .code }
        XCTAssertEqual(
            cut(code[0]),
            """
            label.frame = CGRect(x: 0.0, y: 0.0, width: label.intrinsicContentSize.width, height: label.intrinsicContentSize.height)
            dynamicAnimator.updateItem(usingCurrentState: label)
            """)
        XCTAssertEqual(
            cut(code[2]),
            """
            override func viewDidLoad() {
                super.viewDidLoad()
                // Квадрат 30&times;30, &lt;не&gt; больше

                animator.addBehavior(gravity)
            }
            """)
        XCTAssertEqual(cut(code[3]), "let a = 1<br>&nbsp;&nbsp;&nbsp;&nbsp;let b = 2")
        let heading = try XCTUnwrap(blocks.first { $0.text == "Падающая площадь" })
        XCTAssertEqual(cut(heading), "Падающая площадь")
        let label = try XCTUnwrap(blocks.first { $0.kind == .codeLabel })
        XCTAssertEqual(cut(label), "стриж")
        let media = try XCTUnwrap(blocks.first { $0.kind == .media })
        XCTAssertEqual(cut(media), "<img src=\"https://example.com/square.png\" alt=\"квадрат\">")
        let footer = try XCTUnwrap(blocks.last)
        XCTAssertEqual(cut(footer), "Цитата · Архив ↓ · 19.04.2021", "a chrome box's range is its text, not its tag")
        let prose = try XCTUnwrap(blocks.first { $0.kind == .prose })
        XCTAssertTrue(cut(prose).hasPrefix("Давайте нарисуем"))
        XCTAssertTrue(cut(prose).hasSuffix("границей экрана."))
    }

    /// Every block's first and last line are the lines its first and last byte stand on.
    func testLinesAreTheLinesOfTheRangesBytes() {
        let page = """
            <html>\n<body>\n<h1>Заголовок\n  в две строки</h1>\n<p>один<br>два\n\n<p>три</p>
            <pre>\n\n    let a = 1\n\n  </pre>\n<ul>\n<li>a\n<li>b\n</ul>\n<footer>\nподвал\n</footer>
            """
        let bytes = Array(page.utf8)
        let (parsed, _) = parse(page)
        func line(_ offset: Int) -> Int { 1 + bytes[..<offset].filter { $0 == 0x0A }.count }
        let blocks = parsed.sections.flatMap(\.allBlocks)
        XCTAssertEqual(blocks.count, 6)
        for block in blocks {
            XCTAssertEqual(block.range.firstLine, line(block.range.byteStart), block.text)
            XCTAssertEqual(block.range.lastLine, line(block.range.byteEnd - 1), block.text)
            // Code keeps its indentation; nothing else starts or ends with whitespace.
            if block.kind != .code { XCTAssertFalse([0x20, 0x0A].contains(bytes[block.range.byteStart]), block.text) }
            XCTAssertFalse([0x20, 0x0A].contains(bytes[block.range.byteEnd - 1]), block.text)
        }
        XCTAssertEqual(
            outline(parsed.sections),
            [
                "heading h1 3-4 Заголовок в две строки", "prose 5-5 один",
                "prose 7-7 три", "code 10-10     let a = 1", "list 14-15 a",
                "chrome 18-18 подвал"
            ])
    }

    /// `<br>` between code elements is a line of the code but not of the file.
    func testCodeBrokenByBrOnOneSourceLineKeepsThatLine() {
        let (page, _) = parse("<p>до</p>\n<pre><code>first</code><br><code>second</code></pre>\n<p>после</p>")
        XCTAssertEqual(outline(page.sections), ["prose 1-1 до", "code 2-2 first", "prose 3-3 после"])
        XCTAssertEqual(page.sections.flatMap(\.codeBlocks).first?.text, "first\nsecond")
    }

    func testByteOrderMarkShiftsNoRange() throws {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("<h1>Заголовок</h1>\n<p>текст</p>".utf8)
        var diagnostics: [Diagnostic] = []
        let page = HTMLParser(labels: seedLabels).parse(bytes, file: "bom.html", diagnostics: &diagnostics)
        let blocks = page.sections.flatMap(\.allBlocks)
        XCTAssertEqual(
            blocks.map { String(decoding: bytes[$0.range.byteStart..<$0.range.byteEnd], as: UTF8.self) },
            ["Заголовок", "текст"])
    }

    /// A page in a single-byte charset is decoded first, and its ranges are still the file's own bytes.
    func testSingleByteLegacyCharsetRangesAreExactInTheFile() throws {
        let cp1251: [UInt8] = [0xCF, 0xF0, 0xE8, 0xE2, 0xE5, 0xF2]  // "Привет" in windows-1251
        let bytes =
            Array("<html><body>\n<h1>".utf8) + cp1251 + Array("</h1>\n<p>&laquo;".utf8) + cp1251
            + Array(" ".utf8) + cp1251 + Array("</p></body></html>".utf8)
        var diagnostics: [Diagnostic] = []
        let page = HTMLParser().parse(bytes, file: "cp.html", encoding: "windows-1251", diagnostics: &diagnostics)
        let blocks = page.sections.flatMap(\.allBlocks)
        XCTAssertEqual(blocks.map(\.text), ["Привет", "«Привет Привет"])
        XCTAssertEqual(blocks.map(\.range.firstLine), [2, 3])
        XCTAssertEqual(
            blocks.map { Array(bytes[$0.range.byteStart..<$0.range.byteEnd]) },
            [cp1251, Array("&laquo;".utf8) + cp1251 + [0x20] + cp1251])
    }

    /// A byte the declared charset has no character for is read as U+FFFD and reported with its line;
    /// the rest of the page is still read.
    func testAnUndecodableByteIsReportedWithItsLineAndTheRestIsRead() {
        let privet: [UInt8] = [0xCF, 0xF0, 0xE8, 0xE2, 0xE5, 0xF2]  // "Привет" in windows-1251; 0x98 has no character there
        let bytes =
            Array("<html><body>\n<h1>".utf8) + privet + Array("</h1>\n<p>bad ".utf8) + [0x98]
            + Array(" byte</p>\n<p>".utf8) + privet + Array("</p></body></html>".utf8)
        var diagnostics: [Diagnostic] = []
        let page = HTMLParser().parse(bytes, file: "bad.html", encoding: "windows-1251", diagnostics: &diagnostics)
        XCTAssertEqual(page.sections.flatMap(\.allBlocks).map(\.text), ["Привет", "bad \u{FFFD} byte", "Привет"])
        XCTAssertEqual(diagnostics.map(\.line), [3])
        XCTAssertEqual(diagnostics.map(\.severity), [.warning])
        XCTAssertTrue(diagnostics.first?.message.contains("0x98") ?? false, "\(diagnostics)")
    }

    /// A page in a multi-byte legacy charset (Shift_JIS here) cannot be mapped byte for byte: its blocks
    /// cover their whole lines of the file.
    func testMultiByteLegacyCharsetRangesCoverWholeLines() throws {
        let nihon: [UInt8] = [147, 250, 150, 123], tekisuto: [UInt8] = [131, 101, 131, 76, 131, 88, 131, 103]
        let bytes =
            Array("<html><body>\n<h1>".utf8) + nihon + Array("</h1>\n<p>".utf8) + tekisuto + Array("</p></body></html>".utf8)
        try XCTSkipIf(!HTMLEncodingSupport.isSupported("shift_jis"), "no Shift_JIS converter here")
        var diagnostics: [Diagnostic] = []
        let page = HTMLParser().parse(bytes, file: "sjis.html", encoding: "shift_jis", diagnostics: &diagnostics)
        let blocks = page.sections.flatMap(\.allBlocks)
        XCTAssertEqual(blocks.map(\.text), ["日本", "テキスト"])
        XCTAssertEqual(blocks.map(\.range.firstLine), [2, 3])
        XCTAssertEqual(blocks.map(\.range.byteStart), [13, 27])
        XCTAssertEqual(blocks.map(\.range.byteEnd), [26, bytes.count])
    }

    /// A charset that turns each byte into one U+FFFD (UTF-32 over ASCII bytes) keeps the character count
    /// but loses the line feeds: it is not one character per byte, and no block's bytes leave its lines.
    func testACharsetThatLosesLineFeedsIsNotMappedByteForByte() throws {
        let bytes = Array("echarsetecharset=\"utf32>\n=\"utf32>\n".utf8)
        try XCTSkipIf(!HTMLEncodingSupport.isSupported("utf32"), "no UTF-32 converter here")
        guard let decoded = HTMLParser.decode(bytes, from: "utf32") else { return XCTFail("no decoder") }
        XCTAssertFalse(HTMLParser.isOneCharacterPerByte(bytes, decoded: decoded.utf8, encoding: "utf32"))
        var diagnostics: [Diagnostic] = []
        let page = HTMLParser().parse(bytes, file: "wide.html", encoding: "utf32", diagnostics: &diagnostics)
        let lineEnds = [25, 34, 34]
        for block in page.sections.flatMap(\.allBlocks) {
            XCTAssertLessThanOrEqual(block.range.byteEnd, lineEnds[block.range.lastLine - 1], "\(block.range)")
        }
        let windows1251 = Array("<p>".utf8) + [0xCF, 0xF0, 0xE8] + Array("</p>\n".utf8)
        let cyrillic = try XCTUnwrap(HTMLParser.decode(windows1251, from: "windows-1251"))
        XCTAssertTrue(HTMLParser.isOneCharacterPerByte(windows1251, decoded: cyrillic.utf8, encoding: "windows-1251"))
    }

    /// Table rows come in page order, header row first.
    func testTableRowsKeepPageOrder() {
        let (page, _) = parse(
            """
            <table><thead><tr><th>API</th><th>Use</th></tr></thead>
            <tbody><tr><td>UIGravityBehavior</td><td>falls <b>down</b></td></tr><tr><td></td><td>only</td></tr></tbody></table>
            """)
        XCTAssertEqual(page.sections.flatMap(\.blocks).map(\.text), ["API | Use\nUIGravityBehavior | falls down\nonly"])
    }

    /// A `header` is chrome unless a heading stands inside it; then its blocks are read as the page's.
    func testHeaderIsChromeUnlessItHoldsAHeading() {
        let (page, _) = parse(
            """
            <header><nav>Главная</nav><p>Сайт</p></header>
            <header><h1>Статья</h1><p>автор</p></header>
            <p>стриж</p><pre>let a = 1</pre>
            """)
        XCTAssertEqual(
            outline(page.sections),
            [
                "chrome 1-1 Главная Сайт", "heading h1 2-2 Статья", "prose 2-2 автор",
                "code-label 3-3 стриж", "code 3-3 [swift] let a = 1"
            ])
    }

    func testUnclosedTagsStrayClosersAndNoBodyStillGiveBlocks() {
        let (page, diagnostics) = parse("<h2>Заголовок</b>\n<p>Первый</td>\n<p>Второй</em></em>\n<pre>let a = 1")
        XCTAssertEqual(
            outline(page.sections),
            [
                "heading h2 1-1 Заголовок", "prose 2-2 Первый", "prose 3-3 Второй",
                "code 4-4 let a = 1"
            ])
        XCTAssertEqual(diagnostics, [])
    }

    func testDeepNestingIsReadFlatWithoutRecursionAndReportedWithItsLine() {
        let deep = "<html><body>\n<p>до</p>\n" + String(repeating: "<div>", count: 100_000) + "глубоко"
        let (page, diagnostics) = parse(deep)
        XCTAssertEqual(diagnostics.map(\.line), [3])
        XCTAssertTrue(diagnostics.first?.message.contains("nested more than 256 deep") ?? false, "\(diagnostics)")
        XCTAssertEqual(outline(page.sections), ["prose 2-2 до", "prose 3-3 глубоко"])
    }

    func testTheRealLabelRecognizerMarksTheSeedLabel() throws {
        try XCTSkipIf(CodeLabels.normalizedLabel("стриж") == nil, "CodeLabels is still a placeholder on this branch")
        var diagnostics: [Diagnostic] = []
        let page = HTMLParser().parse(Array(Self.seedPage.utf8), file: "ru.html", diagnostics: &diagnostics)
        let code = page.sections.flatMap(\.codeBlocks)
        XCTAssertEqual(code[2].codeHint?.normalized, "swift")
        XCTAssertTrue(page.sections.flatMap(\.blocks).contains { $0.kind == .codeLabel && $0.text == "стриж" })
    }

    func testLegacyEncodingIsDecodedWhenNamed() throws {
        let cp1251: [UInt8] = [0xCF, 0xF0, 0xE8, 0xE2, 0xE5, 0xF2]  // "Привет" in windows-1251
        let bytes = Array("<html><body><h1>".utf8) + cp1251 + Array("</h1></body></html>".utf8)
        var diagnostics: [Diagnostic] = []
        let page = HTMLParser().parse(bytes, file: "cp.html", encoding: "windows-1251", diagnostics: &diagnostics)
        XCTAssertEqual(page.sections.first?.title, "Привет")
    }

    /// Each code block gets the hint of its own attributes, also when neighbours repeat or change them.
    func testCodeHintsFollowEachBlocksOwnClass() {
        let page = parse(
            """
            <pre><code class="language-swift">let a = 1</code></pre>
            <pre><code class="language-objc">int b = 2;</code></pre>
            <pre><code class="language-objc">int c = 3;</code></pre>
            <pre data-lang="Swift"><code>let d = 4</code></pre>
            <pre><code class="hljs">let e = 5</code></pre>
            <pre><code class="language-swift">let f = 6</code></pre>
            """
        ).0
        let hints = page.sections.flatMap(\.codeBlocks).map { $0.codeHint?.normalized ?? "-" }
        XCTAssertEqual(hints, ["swift", "objc", "objc", "swift", "-", "swift"])
    }

    /// Prose whitespace on random paragraphs: runs of spaces, tabs and newlines are one space, `&nbsp;` is a
    /// space of its own, and the ends are trimmed, however the words and blanks fall across entities.
    func testProseWhitespaceFollowsTheRuleOnRandomParagraphs() {
        var generator = SeededGenerator(seed: 7)
        let words = ["квадрат", "UIView", "a", "падает", "वर्ग", "重力", "x", "©", "&amp;", "&lt;b&gt;"]
        let blanks = [" ", "  ", "\n", "\t", " \n ", "&nbsp;", " &nbsp;", "&nbsp; ", "\u{A0}", "&nbsp;&nbsp;"]
        for _ in 0..<300 {
            var source = ""
            for _ in 0..<Int.random(in: 1...12, using: &generator) {
                if Bool.random(using: &generator) { source += blanks.randomElement(using: &generator)! }
                source += words.randomElement(using: &generator)!
            }
            if Bool.random(using: &generator) { source += blanks.randomElement(using: &generator)! }
            let (page, _) = parse("<p>" + source + "</p>")
            // The rule, on the decoded text: split at HTML whitespace, join with one space, NBSP as a space, trim.
            let decoded = source.replacingOccurrences(of: "&nbsp;", with: "\u{A0}").replacingOccurrences(of: "&amp;", with: "&")
                .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            let expected = decoded.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" }).joined(separator: " ")
                .replacingOccurrences(of: "\u{A0}", with: " ").trimmingCharacters(in: .whitespaces)
            let text = page.sections.flatMap(\.allBlocks).map(\.text).joined(separator: "|")
            XCTAssertEqual(text, expected, source)
        }
    }

    /// On a page far larger than libxml2's input window (it drops what it has read as it goes), every block's
    /// range still cuts its own source back out and its lines are the lines of those bytes.
    func testRangesStayExactAcrossALargePage() {
        var page = "<html lang=\"ru\"><body>\n"
        for index in 0..<2_000 {
            page += "<h2>Раздел \(index)</h2>\n<p>Текст раздела \(index),\nна двух строках.</p>\n"
            page += "<pre><code class=\"language-swift\">let a\(index) = b &lt; c\n    print(a\(index))</code></pre>\n"
        }
        page += "</body></html>\n"
        let bytes = Array(page.utf8)
        XCTAssertGreaterThan(bytes.count, 300_000)
        let (parsed, _) = parse(page)
        let blocks = parsed.sections.flatMap(\.allBlocks)
        XCTAssertEqual(blocks.count, 6_000)
        for (index, block) in blocks.enumerated() {
            let cut = String(decoding: bytes[block.range.byteStart..<block.range.byteEnd], as: UTF8.self)
            let section = index / 3
            switch block.kind {
            case .heading: XCTAssertEqual(cut, "Раздел \(section)")
            case .prose: XCTAssertEqual(cut, "Текст раздела \(section),\nна двух строках.")
            default: XCTAssertEqual(cut, "let a\(section) = b &lt; c\n    print(a\(section))")
            }
            let firstLine = 2 + 5 * section + (block.kind == .heading ? 0 : block.kind == .prose ? 1 : 3)
            XCTAssertEqual(block.range.firstLine, firstLine, block.text)
            XCTAssertEqual(block.range.lastLine, firstLine + (block.kind == .heading ? 0 : 1), block.text)
        }
    }

    /// libxml2 passes text on in pieces of about 1000 bytes; a block longer than that (here with a
    /// three-byte character where a piece ends) still gets its exact range and lines.
    func testRangesStayExactForTextLongerThanLibxml2sPieces() throws {
        for filler in ["a", "ж", "重"] {
            let line = String(repeating: filler, count: 60)
            let code = (0..<40).map { "    let v\($0) = \"" + line + "\"" }.joined(separator: "\n")
            let prose = (0..<30).map { _ in "Квадрат падает " + line }.joined(separator: "\n")
            let page = "<p>до</p>\n<pre class=\"screen\">\n" + code + "\n</pre>\n<p>" + prose + "</p>\n<h2>после</h2>\n"
            let bytes = Array(page.utf8)
            let (parsed, _) = parse(page)
            let blocks = parsed.sections.flatMap(\.allBlocks)
            XCTAssertEqual(blocks.map(\.kind), [.prose, .code, .prose, .heading])
            func cut(_ block: Block) -> String {
                String(decoding: bytes[block.range.byteStart..<block.range.byteEnd], as: UTF8.self)
            }
            XCTAssertEqual(cut(blocks[1]), code)
            XCTAssertEqual(blocks[1].range.firstLine, 3)
            XCTAssertEqual(blocks[1].range.lastLine, 42)
            XCTAssertEqual(cut(blocks[2]), prose)
            XCTAssertEqual(blocks[2].range.firstLine, 44)
            XCTAssertEqual(cut(blocks[3]), "после")
            XCTAssertEqual(blocks[3].range.firstLine, 74)
        }
    }

    /// Bytes that are UTF-8 are read as UTF-8 even when the page's `<meta>` names another charset
    /// (DocumentReader decides the encoding; libxml2 must not switch in the middle of the page).
    func testAMetaCharsetTheBytesContradictIsNotObeyed() {
        let (page, _) = parse("<html><head><meta charset=\"windows-1251\"></head><body><h1>Привет</h1><p>мир</p></body></html>")
        XCTAssertEqual(page.sections.flatMap(\.allBlocks).map(\.text), ["Привет", "мир"])
    }

    /// A label paragraph with no code right after it is prose that names a language, as in the other formats.
    func testALabelWithNoCodeAfterItIsProse() {
        let (parsed, _) = parse("<p>Swift</p><p>Text.</p><p>Swift</p><pre>let a = 1</pre><p>Objective-C</p>")
        XCTAssertEqual(parsed.sections.flatMap(\.allBlocks).map(\.kind), [.prose, .prose, .codeLabel, .code, .prose])
        XCTAssertEqual(parsed.sections.flatMap(\.allBlocks)[3].codeHint?.normalized, "swift")
    }

    /// Code inside a list item or a table cell is a code block of its own (with its class hint), between the
    /// list's rows before and after it; a listing's line-number gutter is no text; each `li` of a line-numbered
    /// `pre` is a line; nested list items are rows of their own; a heading's permalink marker is not its text.
    func testCodeInListsAndTablesGuttersNestedItemsAndPermalinks() {
        let page = """
            <html><body>
            <h2>Install<a class="headerlink" href="#install">¶</a></h2>
            <ol>
            <li>Unpack it:
            <pre><code class="language-bash">tar xzf swift.tar.gz</code></pre>
            </li>
            <li>Run it.</li>
            </ol>
            <table class="highlighttable"><tr><td class="linenos"><pre>1
            2</pre></td><td class="code"><pre>int x = 1;
            int y = 2;</pre></td></tr></table>
            <pre class="prettyprint linenums"><ol class="linenums"><li>const a = 1;</li><li>const b = 2;</li></ol></pre>
            <ul><li>Fruits<ul><li>Apple</li><li>Pear</li></ul></li><li>Vegetables</li></ul>
            </body></html>
            """
        let (parsed, _) = parse(page)
        let blocks = parsed.sections.flatMap(\.allBlocks)
        XCTAssertEqual(blocks.map(\.kind), [.heading, .list, .code, .list, .code, .code, .list])
        XCTAssertEqual(
            blocks.map(\.text),
            [
                "Install", "Unpack it:", "tar xzf swift.tar.gz", "Run it.", "int x = 1;\nint y = 2;",
                "const a = 1;\nconst b = 2;", "Fruits\nApple\nPear\nVegetables"
            ])
        XCTAssertEqual(blocks[2].codeHint?.normalized, "shell")
        XCTAssertEqual(blocks.map(\.range.firstLine), [2, 4, 5, 7, 10, 12, 13])
        let bytes = Array(page.utf8)
        XCTAssertEqual(
            String(decoding: bytes[blocks[2].range.byteStart..<blocks[2].range.byteEnd], as: UTF8.self), "tar xzf swift.tar.gz")
        XCTAssertEqual(
            String(decoding: bytes[blocks[1].range.byteStart..<blocks[1].range.byteEnd], as: UTF8.self), "Unpack it:",
            "a list's range is its text, from its first row")
        XCTAssertEqual(
            String(decoding: bytes[blocks[3].range.byteStart..<blocks[3].range.byteEnd], as: UTF8.self), "Run it.",
            "the list goes on after the code")
    }

    /// Random sloppy markup (unclosed and stray tags, entities, comments, scripts, `<br>` in code, text in
    /// four scripts, long runs): every block's range lies in the file, runs forward, and its lines are the
    /// lines of its first and last byte.
    func testRangesAndLinesHoldOnRandomSloppyPages() {
        var generator = SeededGenerator(seed: 11)
        let pieces = [
            "<p>", "</p>", "<div class=\"note\">", "</div>", "<h2>", "</h2>", "<pre>", "</pre>", "<code>", "</code>",
            "<ul>", "<li>", "</ul>", "<table><tr><td>", "</td><td>", "</table>", "<br>", "<br/>", "<a href=\"/x\">",
            "</a>", "<img src=\"a.png\">", "<header>", "</header>", "<nav>", "</nav>", "<script>var a = '<p>';</script>",
            "<!-- note\n -->", "&amp;", "&lt;", "&nbsp;", "&#x41;", "&bogus;", " ", "  ", "\n", "\n\n", "\t",
            "квадрат падает", "गिरने का वर्ग", "重力行为", "let view = UIView()", "стриж", "</b>", "<span>", "</td>",
            String(repeating: "x", count: 1_500), String(repeating: "ж", count: 700)
        ]
        for _ in 0..<1_000 {
            var page = ""
            for _ in 0..<Int.random(in: 1...120, using: &generator) { page += pieces.randomElement(using: &generator)! }
            let bytes = Array(page.utf8)
            let (parsed, _) = parse(page)
            var newlinesBefore = [0]
            for byte in bytes { newlinesBefore.append(newlinesBefore.last! + (byte == 0x0A ? 1 : 0)) }
            for block in parsed.sections.flatMap(\.allBlocks) {
                let range = block.range
                XCTAssertTrue(
                    0 <= range.byteStart && range.byteStart <= range.byteEnd && range.byteEnd <= bytes.count,
                    "\(range) in \(bytes.count) bytes: \(page)")
                guard range.byteEnd <= bytes.count, range.byteStart <= range.byteEnd else { continue }
                XCTAssertEqual(range.firstLine, newlinesBefore[range.byteStart] + 1, page)
                XCTAssertEqual(range.lastLine, newlinesBefore[max(range.byteStart, range.byteEnd - 1)] + 1, page)
                XCTAssertFalse(block.text.isEmpty, page)
                // A range is its content: it ends on content, and only code (indentation) may start on a blank.
                guard range.byteEnd > range.byteStart else { continue }
                XCTAssertFalse([0x20, 0x0A, 0x09].contains(bytes[range.byteEnd - 1]), "\(block.kind) \(range): \(page)")
                XCTAssertNotEqual(bytes[range.byteStart], 0x0A, "\(block.kind) \(range): \(page)")
                if block.kind != .code { XCTAssertNotEqual(bytes[range.byteStart], 0x20, "\(block.kind) \(range): \(page)") }
            }
        }
    }
}
