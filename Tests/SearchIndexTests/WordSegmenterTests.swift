@testable import SearchIndex
import XCTest

final class WordSegmenterTests: XCTestCase {
    func testICUCutsAnUnspacedChineseQueryIntoWords() {
        // The comment at corpus/uidynamicanimator-guide/zh.txt:52 "重力矢量方向".
        let words = WordSegmenter.words(in: "重力矢量方向")
        XCTAssertGreaterThan(words.count, 1)
        XCTAssertEqual(words.joined(), "重力矢量方向")
        XCTAssertTrue(words.contains("重力"))
    }

    func testPunctuationAndSpacesAreNotWords() {
        XCTAssertEqual(WordSegmenter.words(in: "碰撞，行为 ").joined(), "碰撞行为")
        XCTAssertEqual(WordSegmenter.words(in: ""), [])
    }
}
