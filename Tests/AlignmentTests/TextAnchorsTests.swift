import Alignment
import XCTest

final class TextAnchorsTests: XCTestCase {
    func testEveryLatinWordInNonLatinProseIsAnAnchor() {
        XCTAssertEqual(TextAnchors.anchors(in: "Эффект «Sticky Corners» с использованием UIFieldBehaviors"),
                       ["sticky", "corners", "uifieldbehaviors"])
        XCTAssertEqual(TextAnchors.anchors(in: "使用 UIFieldBehaviors 的粘滞角效果"), ["uifieldbehaviors"])
    }

    func testOnlyIdentifierShapedWordsCountInLatinProse() {
        XCTAssertEqual(TextAnchors.anchors(in: "Sticky Corners using UIFieldBehaviors, see the WWDC session"),
                       ["uifieldbehaviors", "wwdc"])
    }

    func testShortWordsAndStopWordsAreIgnored() {
        XCTAssertEqual(TextAnchors.anchors(in: "Посмотрите the UI и the iOS пример"), ["ios"])
    }

    /// Letters are counted over the whole text, ASCII lines and others alike: one Russian line among Latin
    /// ones (under a tenth of the letters) leaves the prose Latin; CR LF lines count as the others.
    func testTheScriptShareCountsEveryLine() {
        let latin = String(repeating: "plain words here\r\n", count: 6)
        XCTAssertEqual(TextAnchors.anchors(in: latin + "Мир\nUIKit and views"), ["uikit"])
        XCTAssertEqual(TextAnchors.anchors(in: "Плавное появление\r\nfade views UIKit"), ["fade", "views", "uikit"])
    }
}
