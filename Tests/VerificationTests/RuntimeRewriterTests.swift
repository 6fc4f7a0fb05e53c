@testable import Verification
import XCTest

final class RuntimeRewriterTests: XCTestCase {
    func testRemovesRuntimeAttributesAndKeepsTheRest() {
        let sample = """
            @IBOutlet weak var animationView: UIView!
            @objc func handleTap() {}
            @objc(handlePanWith:) func handlePan(sender: UIPanGestureRecognizer) {}
            @objcMembers class Thing {}
            @IBAction func tapped(_ sender: Any) {}
            """
        let (text, rewrites) = RuntimeRewriter.rewrite(sample)
        XCTAssertEqual(
            text,
            """
            weak var animationView: UIView!
            func handleTap() {}
            func handlePan(sender: UIPanGestureRecognizer) {}
            class Thing {}
            @IBAction func tapped(_ sender: Any) {}
            """)
        XCTAssertEqual(rewrites.map(\.sampleLine), [1, 2, 3, 4])
    }

    func testSelectorsBecomeUnappliedMethodReferences() {
        let (text, rewrites) = RuntimeRewriter.rewrite(
            """
            let pan = UIPanGestureRecognizer(target: self, action: #selector(self.handlePan(sender:)))
            button.addTarget(self, action: #selector(buttonTapped), for: .touchUpInside)
            let tap = UITapGestureRecognizer(target: self, action: #selector(ViewController.handleTap(_:)))
            """)
        XCTAssertEqual(
            text,
            """
            let pan = UIPanGestureRecognizer(target: self, action: Selector(Self.handlePan(sender:)))
            button.addTarget(self, action: Selector(Self.buttonTapped), for: .touchUpInside)
            let tap = UITapGestureRecognizer(target: self, action: Selector(ViewController.handleTap(_:)))
            """)
        XCTAssertEqual(rewrites.count, 3)
        XCTAssertTrue(rewrites.allSatisfy { $0.reason.contains("#selector") })
    }

    func testLeavesCodeWithoutRuntimeFeaturesAlone() {
        let sample = "let objcName = \"@objcish\"\nvar x = 1"
        XCTAssertEqual(RuntimeRewriter.rewrite(sample).text, sample)
        XCTAssertTrue(RuntimeRewriter.rewrite(sample).rewrites.isEmpty)
    }

    /// Strings and comments are text, not code: an `@objc` or a `#selector(` in them is left as written, on
    /// the line and across the lines of a block comment or a multi-line string.
    func testLeavesStringsAndCommentsAlone() {
        let sample = #"""
            print("use @objc and #selector(tap) here") // @objc: needed on iOS
            /* @IBOutlet weak var a: UIView!
               #selector(old) */ @objc func tap() {}
            let doc = """
                @objcMembers class Thing {}
                """; let s = #selector(tap)
            let raw = #"say "@objc" #selector(x)"#
            """#
        let (text, rewrites) = RuntimeRewriter.rewrite(sample)
        XCTAssertEqual(
            text,
            #"""
            print("use @objc and #selector(tap) here") // @objc: needed on iOS
            /* @IBOutlet weak var a: UIView!
               #selector(old) */ func tap() {}
            let doc = """
                @objcMembers class Thing {}
                """; let s = Selector(Self.tap)
            let raw = #"say "@objc" #selector(x)"#
            """#)
        XCTAssertEqual(rewrites.map(\.sampleLine), [3, 6])
    }
}
