import DocumentModel
import XCTest
@testable import SampleAnalysis

final class EraDetectorTests: XCTestCase {
    func testSwift2Spellings() {
        XCTAssertEqual(EraDetector.detect("let v = UIView(frame: CGRectMake(0, 0, 10, 10))").value, .swift2)
        XCTAssertEqual(
            EraDetector.detect("v.transform = CGAffineTransform(rotationAngle: CGFloat(M_PI))").rule, "era.swift2.m-pi")
        XCTAssertEqual(EraDetector.detect("UIView.animateWithDuration(0.3) {\n}").value, .swift2)
        XCTAssertEqual(EraDetector.detect("square.backgroundColor = UIColor.orangeColor()", firstLine: 30).lines, [30])
    }

    func testASelectorOnAMethodWithoutObjcIsSwift3() {
        let code =
            "class A: UIViewController {\n    func setup() {\n        b.addTarget(self, action: #selector(tap), for: .touchUpInside)\n    }\n    func tap() {}\n}"
        let verdict = EraDetector.detect(code)
        XCTAssertEqual(verdict.value, .swift3)
        XCTAssertEqual(verdict.lines, [3, 5])
    }

    func testExplicitObjcIBActionOrObjcMembersMakeItModern() {
        XCTAssertEqual(EraDetector.detect("x(#selector(tap))\n@objc func tap() {}").value, .modern)
        XCTAssertEqual(EraDetector.detect("x(#selector(tap))\n@objc\nfunc tap() {}").value, .modern)
        XCTAssertEqual(EraDetector.detect("x(#selector(tap(_:)))\n@IBAction func tap(_ sender: Any) {}").value, .modern)
        XCTAssertEqual(
            EraDetector.detect("@objcMembers class A: NSObject {\n  func go() { x(#selector(tap)) }\n  func tap() {}\n}").value,
            .modern)
    }

    func testASelectorNamingAMethodDeclaredElsewhereDecidesNothing() {
        XCTAssertEqual(EraDetector.detect("b.addTarget(self, action: #selector(tap), for: .touchUpInside)").value, .modern)
    }

    func testSwift5CodeIsModern() {
        let code =
            "struct ContentView: View {\n    @State private var count = 0\n    var body: some View { Text(\"\\(count)\") }\n}"
        let verdict = EraDetector.detect(code)
        XCTAssertEqual(verdict.value, .modern)
        XCTAssertEqual(verdict.lines, [], "no version-specific spelling: nothing to list")
    }

    func testSwift2WinsOverNewerSpellingsAndSaysItIsMixed() {
        let verdict = EraDetector.detect(
            "let f = CGRect(x: 0, y: 0, width: 1, height: 1)\nv.backgroundColor = UIColor.redColor()")
        XCTAssertEqual(verdict.value, .swift2)
        XCTAssertTrue(verdict.reason.contains("mixed"))
    }

    /// Issue 19, point 6: what real tutorial pages hold, each decided with its line. The lines are written the way
    /// pages of the Swift 2 and Swift 3 years wrote them.
    func testSwift2SpellingsOfRealPagesAreFoundAtTheirLines() {
        let cases: [(String, String)] = [
            ("stackView.axis = .Horizontal", "era.swift2.capitalised-case"),
            ("button.addTarget(self, action: #selector(tapped), forControlEvents: .TouchUpInside)", "era.swift2.objc-style-name"),
            ("button.addTarget(self, action: #selector(tapped), for: .TouchUpInside)", "era.swift2.capitalised-case"),
            ("imageView.contentMode = .ScaleAspectFit", "era.swift2.capitalised-case"),
            ("switch recognizer.state {\ncase .Began:\n    break\ndefault: break\n}", "era.swift2.capitalised-case"),
            ("let button = UIButton(type: .System)", "era.swift2.capitalised-case"),
            (
                "NSLayoutConstraint(item: box, attribute: .Width, relatedBy: .Equal, toItem: nil, attribute: .NotAnAttribute, multiplier: 1, constant: 50)",
                "era.swift2.capitalised-case"
            ),
            ("view.backgroundColor = UIColor.redColor()", "era.swift2.color-method"),
            ("layer.borderColor = UIColor.blackColor().CGColor", "era.swift2.color-method"),
            ("layer.shadowColor = color.CGColor", "era.swift2.cg-property"),
            ("UIApplication.sharedApplication().openURL(url)", "era.swift2.shared-singleton"),
            ("presentViewController(alert, animated: true, completion: nil)", "era.swift2.objc-style-call"),
            ("self.presentViewController(alert, animated: true, completion: nil)", "era.swift2.objc-style-name"),
            ("let tap = UITapGestureRecognizer(target: self, action: \"handleTap:\")", "era.swift2.string-selector"),
            (
                "timer = NSTimer.scheduledTimerWithTimeInterval(1, target: self, selector: Selector(\"tick\"), userInfo: nil, repeats: true)",
                "era.swift2.string-selector"
            ),
            ("if mySwitch.on {\n    label.text = \"on\"\n}", "era.swift2.switch-on"),
            ("@IBAction func changed(sender: UISwitch) {\n    enabled = sender.on\n}", "era.swift2.switch-on"),
            (
                "func tableView(tableView: UITableView, cellForRowAtIndexPath indexPath: NSIndexPath) -> UITableViewCell {\n    return UITableViewCell()\n}",
                "era.swift2.objc-style-delegate"
            ),
            (
                "let cell = tableView.dequeueReusableCellWithIdentifier(\"Cell\", forIndexPath: indexPath)",
                "era.swift2.objc-style-name"
            )
        ]
        for (code, rule) in cases {
            let verdict = EraDetector.detect(code, firstLine: 10)
            XCTAssertEqual(verdict.value, .swift2, code)
            XCTAssertEqual(verdict.rule, rule, code)
            XCTAssertFalse(verdict.lines.isEmpty, code)
        }
        XCTAssertEqual(
            EraDetector.detect("switch recognizer.state {\ncase .Began:\n    break\ndefault: break\n}", firstLine: 10).lines, [11]
        )
    }

    func testSwift3SpellingsLaterSwiftRenamedAreSwift3() {
        let cases: [(String, String)] = [
            ("let attributes = [NSFontAttributeName: UIFont.systemFont(ofSize: 17)]", "era.swift3.attribute-name"),
            (
                "string.addAttribute(NSForegroundColorAttributeName, value: UIColor.red, range: range)",
                "era.swift3.attribute-name"
            ),
            (
                "NotificationCenter.default.addObserver(self, selector: #selector(show(_:)), name: .UIKeyboardWillShow, object: nil)\nlet key = UIKeyboardFrameEndUserInfoKey",
                "era.swift3.notification-name"
            ),
            ("view.backgroundColor = UIColor.red()", "era.swift3.beta-color-call")
        ]
        for (code, rule) in cases {
            let verdict = EraDetector.detect(code, firstLine: 3)
            XCTAssertEqual(verdict.value, .swift3, code)
            XCTAssertEqual(verdict.rule, rule, code)
        }
        XCTAssertEqual(EraDetector.detect("let a = 1\nlet k = NSFontAttributeName", firstLine: 3).lines, [4])
    }

    /// Modern code that looks like the old spellings is modern: the sample's own capitalised cases, `Type.Nested`
    /// and `.Type`, a property named `on` of something that is not a switch, UIColor's class properties.
    func testModernCodeThatResemblesOldSpellingsStaysModern() {
        let modern = [
            "enum Direction { case Up, Down }\nvar direction: Direction = .Up",
            "enum Shape {\n    case Circle(radius: Double)\n    case Square\n}\nlet s = Shape.Square\nif case .Circle = s {}",
            "let type = UIView.self\nlet meta: UIView.Type = type",
            "stackView.axis = .horizontal\nbutton.addTarget(self, action: #selector(tapped), for: .touchUpInside)",
            "light.on = true",
            "view.backgroundColor = UIColor.red\nlayer.borderColor = UIColor.black.cgColor",
            "let key = NSAttributedString.Key.font\nlet name = UIResponder.keyboardWillShowNotification",
            "present(alert, animated: true, completion: nil)\nmySwitch.isOn = true",
            "func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { return 3 }",
            "func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {\n    return tableView.dequeueReusableCell(withIdentifier: \"Cell\", for: indexPath)\n}"
        ]
        for code in modern { XCTAssertEqual(EraDetector.detect(code).value, .modern, code) }
    }

    /// A spelling's required literals are implied by its pattern: on every code line of the corpus, and on lines
    /// written to fire each spelling, a line the bare regex matches holds one of them (else the prefilter would
    /// hide a real match). Every spelling with literals must fire at least once here.
    func testEverySpellingsRequiredLiteralsAreImpliedByItsPattern() {
        let written = [
            "view.backgroundColor = UIColor.redColor()", "let r = CGRectMake(0, 0, 10, 10)", "let x = CGRectGetMidX(frame)",
            "let a = M_PI_2", "UIApplication.sharedApplication().openURL(url)", "let d = UIDevice.currentDevice()",
            "let p = recognizer.locationInView(view)",
            "button.addTarget(self, action: \"tap:\", forControlEvents: .TouchUpInside)",
            "button.setTitle(\"x\", forState: .Normal)", "UIView.animateWithDuration(0.3) {",
            "tableView.deselectRowAtIndexPath(indexPath, animated: true)",
            "func tableView(tableView: UITableView, cellForRowAtIndexPath indexPath: NSIndexPath) -> UITableViewCell {",
            "presentViewController(alert, animated: true, completion: nil)", "performSegueWithIdentifier(\"next\", sender: self)",
            "let tap = UITapGestureRecognizer(target: self, action: \"\")", "let s = Selector(\"\")",
            "layer.borderColor = color.CGColor",
            "if mySwitch.on {", "dispatch_async(dispatch_get_main_queue()) {", "println(\"x\")",
            "view.backgroundColor = UIColor.red()",
            "let attributes = [NSFontAttributeName: font]", "name: UIKeyboardWillShowNotification, object: nil)",
            "let k = UIKeyboardFrameEndUserInfoKey", "view.backgroundColor = UIColor.systemBlue", "label.textColor = .white",
            "let angle = .pi / 2", "let p = pan.translation(in: view)", "UIView.animate(withDuration: 0.3) {",
            "button.addTarget(self, action: #selector(tap), for: .touchUpInside)", "dismiss(animated: true)",
            "view.topAnchor.constraint(equalTo: other.topAnchor)", "let r = CGRect(x: 0, y: 0, width: 1, height: 1)",
            "let s = CGSize(width: 1, height: 2)", "@objc private func tapped() {", "self.present(alert, animated: true)"
        ]
        var lines = written
        for page in CorpusTable.pages {
            for sample in CorpusTable.samples(page) { lines += CodeLine.lines(of: sample.text, firstLine: 1).map(\.code) }
        }
        var fired: [String: Int] = [:]
        for line in lines {
            for spelling in EraDetector.swift2Spellings + EraDetector.swift3Spellings + EraDetector.modernSpellings
            where spelling.pattern.regex.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)) != nil {
                fired[spelling.id, default: 0] += 1
                XCTAssertTrue(spelling.pattern.mayMatch(line), "\(spelling.id) matches \(line) without its literals")
            }
        }
        for spelling in EraDetector.swift2Spellings + EraDetector.swift3Spellings + EraDetector.modernSpellings
        where !spelling.pattern.requiredLiterals.isEmpty {
            XCTAssertGreaterThan(fired[spelling.id] ?? 0, 0, "\(spelling.id) must be exercised")
        }
    }
}
