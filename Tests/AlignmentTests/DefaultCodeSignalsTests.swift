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
        XCTAssertEqual(DefaultCodeSignals.extract(original).fingerprint, DefaultCodeSignals.extract(translated).fingerprint)
    }

    func testFingerprintChangesWhenCodeChanges() {
        let a = DefaultCodeSignals.extract("itemBehavior.density = 0.01")
        let b = DefaultCodeSignals.extract("itemBehavior.density = 0.02")
        XCTAssertNotEqual(a.fingerprint, b.fingerprint)
        XCTAssertEqual(a.fingerprint.count, 16)
    }

    func testCommentMarkersInsideStringsAreCode() {
        XCTAssertEqual(DefaultCodeSignals.normalizedLines(#"let url = "http://example.com" // site"#),
                       [#"let url = "http://example.com""#])
    }

    func testAPINamesDropKeywordsAndShortNames() {
        let signals = DefaultCodeSignals.extract("override func viewDidLoad() { let x = UIGravityBehavior(items: [v]) }")
        XCTAssertEqual(signals.apiNames, ["viewDidLoad", "UIGravityBehavior", "items"])
    }
}
