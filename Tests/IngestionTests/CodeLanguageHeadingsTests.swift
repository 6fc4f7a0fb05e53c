import DocumentModel
@testable import Ingestion
import XCTest

/// Issue 19, point 1: a heading that only names a code language is a label for the code under it, not a section.
final class CodeLanguageHeadingsTests: XCTestCase {
    private func read(_ text: String, as path: String) throws -> Document {
        try DocumentReader().document(from: Array(text.utf8), path: path)
    }

    private func titles(_ document: Document) -> [String] { document.sections.map(\.title) }

    /// The Stack Overflow Documentation layout: one `##` section per example, its code under `### Swift` and
    /// `### Objective-C`, every fence marked `swift`.
    func testSubheadingsNamingALanguageLabelTheirCodeInTheEnclosingSection() throws {
        let page = """
            # Dynamics

            ## Falling Square

            Drop a square.

            ### Swift

            ```swift
            let gravity = UIGravityBehavior(items: [square])
            ```

            ### Objective-C

            ```swift
            UIGravityBehavior *gravity = [[UIGravityBehavior alloc] initWithItems:@[square]];
            ```

            ## Next Example

            Text.
            """
        let document = try read(page, as: "t/en.md")
        XCTAssertEqual(titles(document), ["Dynamics", "Falling Square", "Next Example"])
        let blocks = document.sections[1].blocks
        XCTAssertEqual(blocks.map(\.kind), [.prose, .codeLabel, .code, .codeLabel, .code])
        XCTAssertEqual(blocks.map(\.headingLevel), [nil, 3, nil, 3, nil])
        XCTAssertEqual(blocks.compactMap(\.codeHint?.normalized), ["swift", "swift", "objc", "objc"])
        // The hint points at the subheading's line, where a contradicting label is reported.
        XCTAssertEqual(blocks[4].codeHint?.range?.firstLine, 13)
        XCTAssertEqual(blocks[3].range.firstLine, 13)
        XCTAssertEqual(blocks[4].range.firstLine, 16)
    }

    /// Every spelling the label reader knows, as an ATX or setext heading, wrapped in emphasis or not.
    func testEverySpellingOfALabelIsALabelHeading() throws {
        let spellings = [
            "### Swift", "### Swift 3", "### OBJECTIVE-C", "### **Swift**", "### Objective C",
            "#### Objective-C:", "Swift\n-----", "### стриж", "### `Objective-C`"
        ]
        for heading in spellings {
            let document = try read("## Example\n\n\(heading)\n\n```\nlet a = 1\n```\n", as: "t/en.md")
            XCTAssertEqual(titles(document), ["Example"], heading)
            let code = try XCTUnwrap(document.allBlocks.first { $0.kind == .code }, heading)
            XCTAssertNotNil(code.codeHint, heading)
        }
    }

    /// A heading about Swift with no code under it is a heading: it opens its section as before.
    func testALanguageHeadingWithNoCodeUnderItIsAHeading() throws {
        let page =
            "## Languages\n\nIntro.\n\n### Swift\n\nSwift is a language.\n\n### Objective-C\n\n```\n[a b];\n```\n\n## Next\n"
        let document = try read(page, as: "t/en.md")
        XCTAssertEqual(titles(document), ["Languages", "Swift", "Next"])
        XCTAssertEqual(document.sections[1].heading?.kind, .heading)
        XCTAssertNil(document.sections[1].heading?.codeHint)
        XCTAssertEqual(document.sections[1].blocks.map(\.kind), [.prose, .codeLabel, .code])
    }

    /// The subheading speaks for all the code under it, prose between; a label line keeps its own block; a real
    /// heading ends it.
    func testTheLabelCoversItsCodeUpToTheNextHeading() throws {
        let page = """
            ## Example

            ### Objective-C

            ```
            [view addSubview:square];
            ```

            Then the behaviour.

            ```
            [animator addBehavior:gravity];
            ```

            Swift

            ```
            animator.addBehavior(gravity)
            ```

            #### Notes

            ```
            int x = 1;
            ```
            """
        let document = try read(page, as: "t/en.md")
        XCTAssertEqual(titles(document), ["Example", "Notes"])
        let hints = document.allBlocks.filter { $0.kind == .code }.map { $0.codeHint?.normalized }
        XCTAssertEqual(hints, ["objc", "objc", "swift", nil])
    }

    /// The same page in HTML reads the same way (the HTML reader groups sections as it goes).
    func testHTMLSubheadingsAreLabelsToo() throws {
        let page = """
            <html><body>
            <h2>Falling Square</h2>
            <p>Drop a square.</p>
            <h3>Swift</h3>
            <pre><code class="language-swift">let gravity = UIGravityBehavior(items: [square])</code></pre>
            <h3>Objective-C</h3>
            <pre><code class="language-swift">UIGravityBehavior *gravity = [[UIGravityBehavior alloc] init];</code></pre>
            <h3>Swift</h3>
            <p>A section about Swift, with no code.</p>
            <h2>Next</h2><p>Text.</p>
            </body></html>
            """
        let document = try read(page, as: "t/en.html")
        XCTAssertEqual(titles(document), ["Falling Square", "Swift", "Next"])
        let blocks = document.sections[0].blocks
        XCTAssertEqual(blocks.map(\.kind), [.prose, .codeLabel, .code, .codeLabel, .code])
        XCTAssertEqual(blocks.filter { $0.kind == .code }.map { $0.codeHint?.normalized }, ["swift", "objc"])
        XCTAssertEqual(blocks[3].range.firstLine, 6)
    }
}
