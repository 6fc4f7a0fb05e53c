import DocumentModel
@testable import Ingestion
import XCTest

/// corpus/uikit-dynamics/zh.txt: one example of the topic in Chinese, with an image URL and "迅速" for Swift.
final class PlainTextParserZhTests: XCTestCase {
    let path = "uikit-dynamics/zh.txt"

    func testSectionsCodeLabelsMediaAndChrome() throws {
        let expectation = PlainTextSeedExpectation(
            sections: [("使用 UIFieldBehaviors 的粘滞角效果", 1)],
            code: [9...112, 116...260],
            labels: [(line: 7, normalized: "swift", codeStarts: 9), (line: 114, normalized: "objc", codeStarts: 116)],
            chrome: [],
            media: [5])
        expectation.check(try PlainTextSeed.parse(path).sections)
    }

    func testProseMediaAndLanguages() throws {
        let section = try XCTUnwrap(try PlainTextSeed.parse(path).sections.first)
        XCTAssertEqual(section.heading?.language, .zh)
        let kinds = section.blocks.map { "\($0.kind.rawValue)@\($0.range.firstLine)" }
        XCTAssertEqual(kinds, ["prose@3", "media@5", "code-label@7", "code@9", "code-label@114", "code@116", "prose@262"])
        XCTAssertEqual(section.blocks[1].text, "https://i.stack.imgur.com/ICuEL.gif")
        XCTAssertEqual(section.blocks[2].text, "迅速")
        for prose in section.blocks where prose.kind == .prose {
            XCTAssertEqual(prose.language, .zh)
        }
    }

    /// The file's last line has no line terminator; its range still ends at the end of the file.
    func testLastLineWithoutNewline() throws {
        let bytes = try PlainTextSeed.bytes(path)
        let last = try XCTUnwrap(try PlainTextSeed.parse(path).sections.last?.blocks.last)
        XCTAssertEqual(last.range.firstLine, 262)
        XCTAssertEqual(last.range.byteEnd, bytes.count)
        XCTAssertTrue(last.text.hasPrefix("有关 UIFieldBehaviors 的更多信息"))
    }
}
