import DocumentModel
@testable import Ingestion
import XCTest

/// corpus/displaying-animation-in-ios/en.txt: an English blog post saved with its site chrome; Swift code
/// and English prose alternate with no label, so they are told apart line by line.
final class PlainTextParserEnBlogTests: XCTestCase {
    let path = "displaying-animation-in-ios/en.txt"

    func testSectionsCodeChromeAndList() throws {
        let expectation = PlainTextSeedExpectation(
            sections: [
                ("Displaying Animation in iOS. Part 2", 1),
                ("Using UIView.animate and UIViewPropertyAnimator", 2),
                ("UIKit Dynamics", 2),
                ("Customizing view controller transitions", 2)
            ],
            code: [11...13, 17...61, 67...82, 100...133, 162...165, 177...269],
            labels: [],
            chrome: [3, 271, 273, 275, 277],
            lists: [149...152])
        expectation.check(try PlainTextSeed.parse(path).sections)
    }

    func testProseLines() throws {
        let blocks = try PlainTextSeed.parse(path).sections.flatMap(\.allBlocks)
        let prose = blocks.filter { $0.kind == .prose }.map(\.range.firstLine)
        XCTAssertEqual(
            prose,
            [
                5, 9, 15, 63, 65, 84, 86, 88, 92, 94, 96, 98, 135, 137, 141, 143, 145, 147, 154, 156,
                158, 160, 167, 169, 171, 173, 175
            ])
        for block in blocks where block.kind != .code {
            XCTAssertEqual(block.language, .en, "\(block.range): \(block.text)")
        }
    }

    /// The four steps: one line each, the second starting with an identifier, none of them code.
    func testStepsAreOneListWithFourItems() throws {
        let blocks = try PlainTextSeed.parse(path).sections.flatMap(\.allBlocks)
        let list = try XCTUnwrap(blocks.first { $0.kind == .list })
        let items = list.text.split(separator: "\n")
        XCTAssertEqual(items.count, 4)
        XCTAssertEqual(items[1], "transitioningDelegate is asked for an animation controller.")
    }

    /// A one-line closure, and a declaration wrapped after `transitionContext:` stay whole.
    func testShortCodeBlocksKeepTheirLines() throws {
        let blocks = try PlainTextSeed.parse(path).sections.flatMap(\.allBlocks)
        let first = try XCTUnwrap(blocks.first { $0.kind == .code })
        XCTAssertEqual(first.text, "UIView.animate(withDuration: 0.8) {\n    self.sqView.alpha = 1.0\n}")
        let wrapped = try XCTUnwrap(blocks.first { $0.range.firstLine == 162 })
        XCTAssertEqual(
            wrapped.text,
            """
            func transitionDuration(using transitionContext:
              UIViewControllerContextTransitioning?) -> TimeInterval {
                return 0.6
            }
            """)
        XCTAssertNil(wrapped.language)
    }
}
