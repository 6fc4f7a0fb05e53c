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
}
