@testable import Alignment
import XCTest

final class DefaultCodeSignalsTests: XCTestCase {
    func testFingerprintIgnoresCommentsAndIndentation() {
        let original = """
        let gravity = UIGravityBehavior(items: [view])
        // Adjust to change speed
        animator.addBehavior(gravity)
        """
        let translated = """
            let gravity = UIGravityBehavior(items: [view])   // 重力
            /* 调整速度 */
            animator.addBehavior(gravity)

        """
        XCTAssertEqual(DefaultCodeSignals.extract(code: original).fingerprint, DefaultCodeSignals.extract(code: translated).fingerprint)
    }

    func testFingerprintChangesWhenCodeChanges() {
        let a = DefaultCodeSignals.extract(code: "itemBehavior.density = 0.01")
        let b = DefaultCodeSignals.extract(code: "itemBehavior.density = 0.02")
        XCTAssertNotEqual(a.fingerprint, b.fingerprint)
        XCTAssertEqual(a.fingerprint.count, 16)
    }

    func testTranslatedStringLiteralsKeepTheFingerprint() {
        let english = DefaultCodeSignals.extract(code: #"button.setTitle("Tap Me", for: .normal)"#)
        let russian = DefaultCodeSignals.extract(code: #"button.setTitle("Нажми меня", for: .normal)"#)
        XCTAssertEqual(english.fingerprint, russian.fingerprint)
        XCTAssertFalse(english.apiNames.contains("Tap"))
        XCTAssertEqual(DefaultCodeSignals.blankingStrings(#"log("a \"quoted\" word") + x"#), #"log("") + x"#)
    }

    func testCommentMarkersInsideStringsAreCode() {
        XCTAssertEqual(DefaultCodeSignals.normalizedLines(#"let url = "http://example.com" // site"#),
                       [#"let url = "http://example.com""#])
    }

    func testAPINamesDropKeywordsAndShortNames() {
        let signals = DefaultCodeSignals.extract(code: "override func viewDidLoad() { let x = UIGravityBehavior(items: [v]) }")
        XCTAssertEqual(signals.apiNames, ["viewDidLoad", "UIGravityBehavior", "items"])
    }
}
