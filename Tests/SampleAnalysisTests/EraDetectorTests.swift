import XCTest
@testable import SampleAnalysis

final class EraDetectorTests: XCTestCase {
    func testSwift2Spellings() {
        XCTAssertEqual(EraDetector.detect("let v = UIView(frame: CGRectMake(0, 0, 10, 10))").value, .swift2)
        XCTAssertEqual(EraDetector.detect("v.transform = CGAffineTransform(rotationAngle: CGFloat(M_PI))").rule, "era.swift2.m-pi")
        XCTAssertEqual(EraDetector.detect("UIView.animateWithDuration(0.3) {\n}").value, .swift2)
        XCTAssertEqual(EraDetector.detect("square.backgroundColor = UIColor.orangeColor()", firstLine: 30).lines, [30])
    }

    func testASelectorOnAMethodWithoutObjcIsSwift3() {
        let code = "class A: UIViewController {\n    func setup() {\n        b.addTarget(self, action: #selector(tap), for: .touchUpInside)\n    }\n    func tap() {}\n}"
        let verdict = EraDetector.detect(code)
        XCTAssertEqual(verdict.value, .swift3)
        XCTAssertEqual(verdict.lines, [3, 5])
    }

    func testExplicitObjcIBActionOrObjcMembersMakeItModern() {
        XCTAssertEqual(EraDetector.detect("x(#selector(tap))\n@objc func tap() {}").value, .modern)
        XCTAssertEqual(EraDetector.detect("x(#selector(tap))\n@objc\nfunc tap() {}").value, .modern)
        XCTAssertEqual(EraDetector.detect("x(#selector(tap(_:)))\n@IBAction func tap(_ sender: Any) {}").value, .modern)
        XCTAssertEqual(EraDetector.detect("@objcMembers class A: NSObject {\n  func go() { x(#selector(tap)) }\n  func tap() {}\n}").value, .modern)
    }

    func testASelectorNamingAMethodDeclaredElsewhereDecidesNothing() {
        XCTAssertEqual(EraDetector.detect("b.addTarget(self, action: #selector(tap), for: .touchUpInside)").value, .modern)
    }

    func testSwift5CodeIsModern() {
        let code = "struct ContentView: View {\n    @State private var count = 0\n    var body: some View { Text(\"\\(count)\") }\n}"
        let verdict = EraDetector.detect(code)
        XCTAssertEqual(verdict.value, .modern)
        XCTAssertEqual(verdict.lines, [], "no version-specific spelling: nothing to list")
    }

    func testSwift2WinsOverNewerSpellingsAndSaysItIsMixed() {
        let verdict = EraDetector.detect("let f = CGRect(x: 0, y: 0, width: 1, height: 1)\nv.backgroundColor = UIColor.redColor()")
        XCTAssertEqual(verdict.value, .swift2)
        XCTAssertTrue(verdict.reason.contains("mixed"))
    }
}
