import DocumentModel
@testable import Ingestion
import XCTest

/// Markdown's inline markup read as text (`MarkdownInline`), and the Markdown reader giving that text to its
/// blocks while their ranges stay on the lines as written.
final class MarkdownInlineTests: XCTestCase {
    private func read(_ text: String, references: [String: String] = [:]) -> String {
        MarkdownInline.text(text, references: references)
    }

    private func blocks(_ markdown: String) -> [Block] {
        var diagnostics: [Diagnostic] = []
        return MarkdownParser().parse(SourceText(file: "page.md", text: markdown), diagnostics: &diagnostics)
            .sections.flatMap(\.allBlocks)
    }

    // MARK: - Emphasis

    func testEmphasisAndStrongMarkersGo() {
        XCTAssertEqual(
            read("*em*, _em_, **strong**, __strong__, ***both***, **_mixed_**"),
            "em, em, strong, strong, both, mixed")
        XCTAssertEqual(read("**Swift** and *Objective-C*"), "Swift and Objective-C")
        XCTAssertEqual(read("*стриж* и **बड़ा**"), "стриж и बड़ा")
        // Across lines of one paragraph.
        XCTAssertEqual(read("a *long\nphrase* b"), "a long\nphrase b")
    }

    /// Flanking rules: `_` inside a word, a `*` with blanks on both sides and unmatched runs are text.
    func testDelimitersThatOpenOrCloseNothingStay() {
        for text in [
            "snake_case_name", "set _mapView and _other", "a lone * here", "a * b * c", "**not closed",
            "trailing_", "__init__ed", "x_1 = y_2"
        ] {
            XCTAssertEqual(read(text), text, text)
        }
        XCTAssertEqual(read("__init__"), "init", "a whole word in __ is strong")
        // The rule of three keeps the inner `**` as text.
        XCTAssertEqual(read("*foo**bar*"), "foo**bar")
        // Punctuation around a run: `*"quoted"*` is emphasis, `a*"b"*` is not opened.
        XCTAssertEqual(read("*\"quoted\"*"), "\"quoted\"")
        XCTAssertEqual(read("a*\"b\"*"), "a*\"b\"*")
    }

    /// A `*` between digits is arithmetic here, where the spec's reader would make `3` emphasis.
    func testMultiplicationBetweenDigitsIsNotEmphasis() {
        XCTAssertEqual(read("2*3*4"), "2*3*4")
        XCTAssertEqual(read("area = 0.5*2*h and *this*"), "area = 0.5*2*h and this")
    }

    func testBackslashEscapes() {
        XCTAssertEqual(read(#"\*not em\* and \_ \` \[ \\ \a"#), #"*not em* and _ ` [ \ \a"#)
        // A backslash ending a line is a hard line break: it goes, the line break stays.
        XCTAssertEqual(read("one\\\ntwo"), "one\ntwo")
    }

    // MARK: - Code spans

    func testCodeSpansKeepTheirContentVerbatim() {
        XCTAssertEqual(read("Call `UIView.animate(withDuration:)` now"), "Call UIView.animate(withDuration:) now")
        XCTAssertEqual(read("`*not em*` and `a_b_c` and `&amp;` and `<em>`"), "*not em* and a_b_c and &amp; and <em>")
        XCTAssertEqual(read("`` a `tick` inside ``"), "a `tick` inside")
        XCTAssertEqual(read("` `` `"), "``")
        XCTAssertEqual(read("`  two  `"), " two ", "one blank each side goes, not more")
        XCTAssertEqual(read("`code\nspan`"), "code span", "a line ending in a code span is a blank")
        // Unmatched backticks are text; a run only closes a span of its own length.
        XCTAssertEqual(read("`unclosed and ``two``"), "`unclosed and two")
        XCTAssertEqual(read("```a``"), "```a``")
        // A code span wins over a link and emphasis that start before it ends.
        XCTAssertEqual(read("*a `*` b*"), "a * b")
        XCTAssertEqual(read("[a `]` b](x)"), "a ] b")
    }

    // MARK: - Links, images, autolinks

    func testLinksKeepTheirTextImagesGoAutolinksGiveTheirAddress() {
        XCTAssertEqual(read("A [link](https://x.y \"title\") here"), "A link here")
        XCTAssertEqual(read("[with *em*](<a b.html> 'title') and [empty]()"), "with em and empty")
        XCTAssertEqual(read("[nested (parens)](https://x.y/a_(b)) after"), "nested (parens) after")
        XCTAssertEqual(read("See ![a screenshot](shot.png) here"), "See here")
        XCTAssertEqual(read("[![badge](b.svg) Build](https://ci)"), " Build")
        XCTAssertEqual(read("<https://example.com/a?b=1> and <me@example.com>"), "https://example.com/a?b=1 and me@example.com")
        // Brackets that make no link are text; no link inside a link.
        XCTAssertEqual(read("[not a link] and [half](open and a[1]"), "[not a link] and [half](open and a[1]")
        XCTAssertEqual(read("[outer [inner](a) text](b)"), "[outer inner text](b)")
    }

    func testReferenceLinksNeedADefinition() {
        let references = ["docs": "https://docs", "the guide": "https://guide"]
        XCTAssertEqual(
            read("[Read][docs], [docs][], [docs] and [The   Guide]", references: references),
            "Read, docs, docs and The   Guide")
        XCTAssertEqual(read("[Read][nowhere] and [array[0]]", references: references), "[Read][nowhere] and [array[0]]")
        XCTAssertEqual(read("[docs]", references: [:]), "[docs]")
    }

    // MARK: - HTML and entities

    func testInlineHTMLTagsGoAndLeaveTheirText() {
        XCTAssertEqual(
            read("<em>em</em> <b>b</b> <code>code</code> <kbd>⌘</kbd> <a href=\"x\" title='t'>link</a>"),
            "em b code ⌘ link")
        XCTAssertEqual(read("line<br>next<br/>and<br />\nlast"), "line\nnext\nand\nlast")
        XCTAssertEqual(read("before <!-- a comment --> after"), "before  after")
        // Not inline HTML elements (generics written in prose, a comparison, an unclosed tag): text.
        for text in ["Array<String> and Dictionary<K, V>", "a < b > c", "<T>", "<em unclosed", "<B>upper</B>", "<div>"] {
            XCTAssertEqual(read(text), text, text)
        }
    }

    func testEntitiesAreDecodedAsTheHTMLReaderDecodesThem() {
        XCTAssertEqual(read("&amp; &lt;tag&gt; &quot;q&quot; &#x41;&#65; &copy; &hellip;"), "& <tag> \"q\" AA © …")
        XCTAssertEqual(read("a&nbsp;b"), "a b", "a no-break space is a space, as in HTML prose")
        XCTAssertEqual(read("&#0; &#xD800;"), "\u{FFFD} \u{FFFD}")
        // Unknown names and malformed references stay.
        XCTAssertEqual(read("&bogus; & &amp &#; &#x;"), "&bogus; & &amp &#; &#x;")
        // A decoded character is text, never markup.
        XCTAssertEqual(read("&#42;not em&#42;"), "*not em*")
    }

    func testTextWithoutMarkupIsReturnedAsItIs() {
        for text in ["", "plain words. And a sentence!", "Давайте нарисуем квадрат", "] ! alone", "a\nb"] {
            XCTAssertEqual(read(text), text)
        }
    }

    /// The byte masks say what their lists say, for every byte.
    func testByteChecksMatchTheirCharacterLists() {
        let markup = Set("&*<[\\_`".utf8), stops = markup.union("!]".utf8)
        for byte in UInt8.min...UInt8.max {
            XCTAssertEqual(MarkdownInline.isMarkupStart(byte), markup.contains(byte), "\(byte)")
            XCTAssertEqual(MarkdownInline.isScanStop(byte), stops.contains(byte), "\(byte)")
        }
        // Each markup byte found at every position of a text longer than one sixteen-byte chunk.
        let plain = Array("квадрат! ] plain text, more words".utf8)
        XCTAssertFalse(MarkdownInline.mayHoldMarkup(String(decoding: plain, as: UTF8.self)))
        for byte in markup {
            for position in plain.indices where plain[position] < 0x80 {
                var text = plain
                text[position] = byte
                XCTAssertTrue(MarkdownInline.mayHoldMarkup(String(decoding: text, as: UTF8.self)), "\(byte) at \(position)")
            }
        }
    }

    /// Pathological inputs stay linear: thousands of unmatched backtick runs, brackets and `](` with no end.
    func testUnclosedConstructsInBulkFinishQuickly() {
        var text = ""
        for length in 1...400 { text += String(repeating: "`", count: length) + " x " }
        text += String(repeating: "[a](b \"", count: 3000) + String(repeating: "<!-- ", count: 3000)
        text += String(repeating: "*a _b ", count: 3000)
        let start = ContinuousClock.now
        let result = read(text)
        XCTAssertLessThan(ContinuousClock.now - start, .seconds(2))
        XCTAssertEqual(result.utf8.count, text.utf8.count, "none of it is markup, so all of it stays")
    }

    /// Random texts of markup characters: reading never traps and never lengthens a text; without links, images,
    /// tags, entities, escapes or references (no `(`, `!`, `<`, `&`, `\\`) every letter stays, in order.
    func testRandomMarkupNeverLosesLettersOrTraps() {
        var generator = SplitMix(seed: 19)
        let full = Array("ab *_`[]()!<>&;#\\\nщ".unicodeScalars), lettersOnly = Array("ab *_`[]\nщ".unicodeScalars)
        for round in 0..<3000 {
            let alphabet = round % 2 == 0 ? full : lettersOnly
            var text = String.UnicodeScalarView()
            for _ in 0..<Int(generator.next() % 40) { text.append(alphabet[Int(generator.next() % UInt64(alphabet.count))]) }
            // A full reference's label is not text (`[][a]` is a link with no text): references only with links.
            let input = String(text)
            let output = read(input, references: alphabet.count == full.count ? ["a": "https://a"] : [:])
            XCTAssertLessThanOrEqual(output.utf8.count, input.utf8.count, input.debugDescription)
            if alphabet.count == lettersOnly.count {
                let letters: (String) -> String = { String($0.filter { "abщ".contains($0) }) }
                XCTAssertEqual(letters(output), letters(input), input.debugDescription)
            }
        }
    }

    // MARK: - The Markdown reader

    /// Headings (ATX and setext), paragraphs, lists and quotes get the read text; code blocks stay as written;
    /// every block's range still covers its lines as written, byte for byte.
    func testBlocksGetTheReadTextAndKeepTheirRanges() {
        let page = """
            # The `UIView` **class**

            Set *up* the _view_ with `UIView.animate(withDuration:)`.
            See [the guide][guide] and <kbd>⌘</kbd>&nbsp;R.

            Setext *title*
            --------------

            - item *one*
            - item `two`
              continued **bold**
            * star item with `code*`

            > quoted _text_

            ```swift
            let a = b * c * d // **not** markup
            ```

                indented `code` stays

            [guide]: https://guide.example
            """
        let found = blocks(page)
        XCTAssertEqual(found.map(\.kind), [.heading, .prose, .heading, .list, .prose, .code, .code])
        XCTAssertEqual(
            found.map(\.text),
            [
                "The UIView class",
                "Set up the view with UIView.animate(withDuration:).\nSee the guide and ⌘ R.",
                "Setext title",
                "- item one\n- item two\n  continued bold\n* star item with code*",
                "quoted text",
                "let a = b * c * d // **not** markup",
                "indented `code` stays"
            ])
        let bytes = Array(page.utf8)
        let written = found.map { String(decoding: bytes[$0.range.byteStart..<$0.range.byteEnd], as: UTF8.self) }
        XCTAssertEqual(written[0], "# The `UIView` **class**")
        XCTAssertEqual(
            written[1],
            "Set *up* the _view_ with `UIView.animate(withDuration:)`.\nSee [the guide][guide] and <kbd>⌘</kbd>&nbsp;R.")
        XCTAssertEqual(written[2], "Setext *title*\n--------------")
        XCTAssertEqual(found.map(\.range.firstLine), [1, 3, 6, 9, 14, 17, 20])
        XCTAssertEqual(found.map(\.range.lastLine), [1, 4, 7, 12, 14, 17, 20])
    }

    /// Label lines and code-language headings written with markup are labels, their text read
    /// (`**Swift**` → `Swift`, as HTML's `<strong>Swift</strong>`); a link alone on its line stays media; markup
    /// that leaves no text makes no block.
    func testLabelsWrittenWithMarkupAndLinksAloneOnALine() {
        let found = blocks(
            """
            ## Example

            ### **Swift**

            ```
            let a = 1
            ```

            __`Objective-C`__

            ```
            int a = 1;
            ```

            [Swift](https://swift.org)

            <span></span> ![a](a.png)
            """)
        XCTAssertEqual(found.map(\.kind), [.heading, .codeLabel, .code, .codeLabel, .code, .media])
        XCTAssertEqual(found[1].text, "Swift")
        XCTAssertEqual(found[1].headingLevel, 3)
        XCTAssertEqual(found[2].codeHint?.normalized, "swift")
        XCTAssertEqual(found[3].text, "Objective-C")
        XCTAssertEqual(found[4].codeHint?.normalized, "objc")
        XCTAssertEqual(found[5].text, "https://swift.org")
    }

    /// A heading whose markup leaves no text (a banner image) opens no section, as `<h1><img></h1>` in HTML; an
    /// empty `#` is still a heading, as before.
    func testAHeadingOfAnImageAloneOpensNoSection() {
        var diagnostics: [Diagnostic] = []
        let page = MarkdownParser().parse(
            SourceText(file: "page.md", text: "# ![Logo](logo.png)\n\nIntro.\n\n## Steps\n\nDo it.\n"),
            diagnostics: &diagnostics)
        XCTAssertEqual(page.sections.map(\.title), ["", "Steps"])
        XCTAssertNil(page.sections[0].heading)
        XCTAssertEqual(page.sections[0].blocks.map(\.text), ["Intro."])
        XCTAssertEqual(blocks("![Logo](logo.png)\n===\n\nIntro.\n").map(\.kind), [.prose])
        XCTAssertEqual(blocks("#\n\nIntro.\n").map(\.kind), [.heading, .prose])
    }

    /// The same content as Markdown and as HTML gives the same text.
    func testMarkdownAndHTMLGiveTheSameText() throws {
        let markdown = """
            # Using `UIDynamicAnimator`

            Add **gravity** and *collision* to a [view](https://x.y) with `addBehavior(_:)` &amp; <kbd>⌘</kbd>.
            """
        let html = """
            <h1>Using <code>UIDynamicAnimator</code></h1>
            <p>Add <strong>gravity</strong> and <em>collision</em> to a <a href="https://x.y">view</a> with
            <code>addBehavior(_:)</code> &amp; <kbd>⌘</kbd>.</p>
            """
        var diagnostics: [Diagnostic] = []
        let fromHTML = HTMLParser().parse(Array(html.utf8), file: "page.html", diagnostics: &diagnostics)
            .sections.flatMap(\.allBlocks).map(\.text)
        // HTML collapses its line break into a blank; the Markdown paragraph is one line.
        XCTAssertEqual(blocks(markdown).map(\.text), fromHTML)
        XCTAssertEqual(
            fromHTML,
            [
                "Using UIDynamicAnimator",
                "Add gravity and collision to a view with addBehavior(_:) & ⌘."
            ])
    }
}

/// A small seeded generator, so the random texts are the same on every run.
private struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
