import DocumentModel
@testable import Ingestion
import XCTest

/// corpus/uidynamicanimator-guide/zh.txt: a Chinese blog post; Objective-C with Chinese comments, API names
/// alone on a line as headings, no labels.
final class PlainTextParserZhBlogTests: XCTestCase {
    let path = "uidynamicanimator-guide/zh.txt"

    /// The four behaviour headings separate Chinese and the API name with a no-break space (U+00A0), kept as is.
    func testSectionsAndCode() throws {
        let expectation = PlainTextSeedExpectation(
            sections: [
                ("[iOS]UIDynamicAnimator动画", 1),
                ("创建动画", 2),
                ("协议代理", 2),
                ("属性", 2),
                ("设置动画组件Item的动力属性", 2),
                ("UIDynamicItemBehavior", 3),
                ("为动画组件添加具体行为", 2),
                ("吸引行为\u{00A0}UISnapBehavior", 3),
                ("重力行为\u{00A0}UIGravityBehavior", 3),
                ("碰撞行为\u{00A0}UICollisionBehavior", 3),
                ("作用力行为\u{00A0}UIPushBehavior", 3),
                ("效果演示", 2),
                ("UIDynamicItemBehavior+UIGravityBehavior+UICollisionBehavior", 3),
                ("UIPushBehavior+UIGravityBehavior", 3),
                ("UIDynamicItemBehavior+UICollisionBehavior+UISnapBehavior", 3)
            ],
            code: [5...5, 9...15, 19...22, 28...37, 43...47, 51...57, 61...65, 69...75, 81...119, 123...161, 167...220],
            labels: [],
            chrome: [])
        expectation.check(try PlainTextSeed.parse(path).sections)
    }

    /// Code that starts with a Chinese comment, has trailing Chinese comments, continuation lines
    /// (`initWithItem:view`) and a line holding only a no-break space after it.
    func testChineseCommentsAndContinuationLines() throws {
        let blocks = try PlainTextSeed.parse(path).sections.flatMap(\.allBlocks)
        func block(at line: Int) -> Block? { blocks.first { $0.range.firstLine == line } }
        let properties = try XCTUnwrap(block(at: 19))
        XCTAssertEqual(properties.text.split(separator: "\n").first, "// 行为执行时间")
        XCTAssertEqual(properties.language, .zh)
        XCTAssertEqual(block(at: 43)?.range.lastLine, 47)  // `initWithItem:view` / `snapToPoint:…` stay inside
        XCTAssertEqual(block(at: 69)?.language, .zh)  // `//    UIPushBehaviorModeContinuous 持续作用力`
        XCTAssertEqual(block(at: 123)?.language, .en)  // only the Xcode template comment
        XCTAssertNil(block(at: 5)?.language)  // no comment at all
        XCTAssertEqual(block(at: 123)?.range.lastLine, 161)  // line 163 holds only U+00A0
    }

    func testHeadingLanguages() throws {
        let headings = try PlainTextSeed.parse(path).sections.compactMap(\.heading)
        // Every heading is Chinese, including API names alone, which take the page's language.
        XCTAssertEqual(Set(headings.map(\.language)), [.zh])
    }
}
