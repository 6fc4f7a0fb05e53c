import XCTest

@testable import SearchIndex

final class IndexTextMemoTests: XCTestCase {
    /// Code in English, Russian and Hindi comments, an identifier to split, a Chinese comment: each kind of token.
    let texts = [
        "let gravityBehavior = UIGravityBehavior(items: [box])",
        "// Гравитация тянет коробку вниз\nanimator.addBehavior(gravity)",
        "// गुरुत्वाकर्षण जोड़ें\nview.addSubview(box)",
        "animator.addBehavior(collision) // 添加碰撞",
        "UIView"
    ]

    func testARepeatedTextGetsWhatAnalyzingItGives() {
        let analyzer = Analyzer()
        var memo = IndexTextMemo()
        for round in 0..<3 {
            for text in texts {
                let remembered = memo.indexTexts(text, analyzer: analyzer)
                let fresh = analyzer.indexTexts(text)
                XCTAssertEqual(remembered.words, fresh.words, "round \(round): \(text)")
                XCTAssertEqual(remembered.parts, fresh.parts, "round \(round): \(text)")
                XCTAssertEqual(remembered.variants, fresh.variants, "round \(round): \(text)")
            }
        }
        XCTAssertEqual(memo.reused, 2 * texts.count)
        XCTAssertFalse(analyzer.indexTexts(texts[2]).variants.isEmpty, "the Hindi text has a variant spelling")
    }

    func testAFullMemoStartsAgainAndStaysRight() {
        let analyzer = Analyzer()
        var memo = IndexTextMemo(capacity: 2)
        for text in texts + texts {
            XCTAssertEqual(memo.indexTexts(text, analyzer: analyzer).words, analyzer.indexTexts(text).words, text)
        }
        XCTAssertEqual(memo.reused, 0, "with room for two texts, five in turn never meet again")
        _ = memo.indexTexts(texts[4], analyzer: analyzer)
        XCTAssertEqual(memo.reused, 1)
    }
}
