import DocumentModel
@testable import Ingestion
import XCTest

/// Every seed page rendered as HTML by the test itself, the way a site would serve it (sloppy on purpose:
/// paragraphs left unclosed, prose lines broken with `<br>`, entities for `<`, `>` and `&`), must read back
/// as the same outline: the same blocks, kinds and texts, code as written, label lines giving their code
/// its hint, chrome as chrome, each block on the line the rendering put it.
final class HTMLSeedRenderingTests: XCTestCase {
    /// One rendered page and, for each block of the seed, the line the rendering put it on.
    struct Rendering {
        var html = "<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"><title>seed</title></head>\n<body>\n"
        var lines: [Int] = []
        var line = 4

        mutating func add(_ element: String, at block: Int? = nil) {
            if block != nil { lines.append(line) }
            html += element + "\n"
            line += element.reduce(0) { $0 + ($1 == "\n" ? 1 : 0) } + 1
        }
    }

    static func escaped(_ text: String) -> String {
        var out = ""
        for character in text {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            default: out.append(character)
            }
        }
        return out
    }

    static func render(_ sections: [Section]) -> Rendering {
        var page = Rendering()
        var index = 0
        for block in sections.flatMap(\.allBlocks) {
            defer { index += 1 }
            let text = escaped(block.text)
            switch block.kind {
            case .heading:
                let level = min(max(block.headingLevel ?? 2, 1), 6)
                page.add("<h\(level)>\(text)</h\(level)>", at: index)
            case .code:
                page.add("<pre><code>\(text)</code></pre>", at: index)
            case .list:
                page.add("<ul>" + text.split(separator: "\n").map { "<li>\($0)" }.joined(separator: "\n") + "</ul>", at: index)
            case .chrome:
                page.add("<nav>\(text)</nav>", at: index)
            case .media:
                page.add("<p><img src=\"\(text)\">", at: index)
            case .prose, .codeLabel:
                page.add(
                    "<p>" + text.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "<br>\n"), at: index)
            }
        }
        page.add("<footer>Архив ↓ · 19.04.2021</footer>\n</body></html>")
        return page
    }

    /// Text as both readers agree to show it: runs of blanks as one space (HTML shows a no-break space as a
    /// space; the plain-text reader keeps it as written), code lines without trailing blanks.
    static func normalized(_ block: Block) -> String {
        if block.kind == .code {
            return block.text.split(separator: "\n", omittingEmptySubsequences: false)
                .map { String($0.reversed().drop(while: { $0 == " " || $0 == "\t" }).reversed()) }
                .joined(separator: "\n")
        }
        return block.text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\u{A0}" }).joined(separator: " ")
    }

    func testEverySeedRenderedAsSloppyHTMLReadsBackAsTheSameOutline() throws {
        for path in PlainTextSeed.all {
            let seed = try PlainTextSeed.parse(path).sections
            let rendering = Self.render(seed)
            var diagnostics: [Diagnostic] = []
            let page = HTMLParser().parse(Array(rendering.html.utf8), file: path + ".html", diagnostics: &diagnostics)
            let expected = seed.flatMap(\.allBlocks)
            var read = page.sections.flatMap(\.allBlocks)
            XCTAssertEqual(read.last?.kind, .chrome, path)
            read.removeLast()  // the footer the rendering added
            XCTAssertEqual(read.count, expected.count, path)
            XCTAssertEqual(
                page.sections.compactMap(\.heading).map(Self.normalized), seed.compactMap(\.heading).map(Self.normalized), path)
            for (index, (mine, theirs)) in zip(read, expected).enumerated() {
                XCTAssertEqual(mine.kind, theirs.kind, "\(path) block \(index): \(theirs.text.prefix(60))")
                XCTAssertEqual(Self.normalized(mine), Self.normalized(theirs), "\(path) block \(index)")
                XCTAssertEqual(mine.range.firstLine, rendering.lines[index], "\(path) block \(index): \(theirs.text.prefix(60))")
                if theirs.kind == .code {
                    XCTAssertEqual(mine.codeHint?.normalized, theirs.codeHint?.normalized, "\(path) block \(index)")
                }
            }
        }
    }
}
