@testable import Ingestion
import XCTest

final class LineClassifierTests: XCTestCase {
    private func kind(_ line: String) -> LineClassifier.Kind { LineClassifier.classify(line).kind }

    // MARK: - English prose against Swift, line by line (the en blog)

    func testSwiftLinesFromTheEnglishBlogAreCode() {
        let lines = [
            "UIView.animate(withDuration: 0.8) {",
            "    self.sqView.alpha = 1.0",
            "downAnimator.startAnimation()",
            "    print(\"Route to VC\")",
            "let downAnimator = UIViewPropertyAnimator(duration: 0.1, curve: .easeOut) {",
            "upAnimator.addCompletion { [weak self] _ in",
            "        sqView.snp.makeConstraints { (make) in",
            "            }, completion: { finished in",
            "        case .cancelled, .ended, .failed, .possible:",
            "        return v",
            "import UIKit",
            "    @objc func handleTap() {",
            "        initialVelocity: CGVector(dx: 1, dy: 0))",
            "           timingParameters: animationTiming)",
            "                             presenting: UIViewController,",
            "func transitionDuration(using transitionContext:",
            "        for field in fieldBehaviors",
            "        get",
            "var squareView:UIView!",
            "    var animator: UIDynamicAnimator?",
            "    required init?(coder: NSCoder) {",
            "        guard let toViewController = transitionContext.viewController(forKey: UITransitionContextViewControllerKey.to) else {"
        ]
        for line in lines {
            XCTAssertEqual(kind(line), .code, line)
        }
    }

    func testEnglishProseFromTheBlogIsText() {
        let lines = [
            "transitioningDelegate is asked for an animation controller.",
            "Using UIView.animate and UIViewPropertyAnimator",
            "Following is full code.",
            "UIKit Dynamics",
            "The first method that must be implemented for the animation controller is transitionDuration(using:). The implementation of this method is shown here:",
            "When the animation is complete, the animation controller calls completeTransition(_:) on the transitioning context to mark the animation as completed. If step 1 or step 2 return nil, or aren't implemented at all, the default animation for the transition is used.",
            "Here, we're extending the .animate function we saw earlier, but this time you see we've got a parameter for a delay and options.",
            "for more details about dynamic behaviors see the guide.",
            "do it once.",
            "if possible."
        ]
        for line in lines {
            XCTAssertEqual(kind(line), .text, line)
        }
    }

    // MARK: - Objective-C

    func testObjectiveCLinesAreCode() {
        let lines = [
            "@property (readwrite, nonatomic) CGFloat friction; // 0 being no friction between objects slide along each other",
            "@property (nonatomic, readonly, getter = isRunning) BOOL running;",
            "@end",
            "- (void)viewDidLoad",
            "- (void)dynamicAnimatorWillResume:(UIDynamicAnimator *)animator;",
            "[animator addBehavior:snap];",
            "  [super viewDidLoad];",
            "UISnapBehavior *snap = [[UISnapBehavior alloc]",
            "                        initWithItem:view",
            "#pragma mark - Lazy Init",
            "        __weak ShadeAnimator *weakSelf = self;",
            "             sender.state == UIGestureRecognizerStateEnded ||",
            "  int x = arc4random()%(int)width;"
        ]
        for line in lines {
            XCTAssertEqual(kind(line), .code, line)
        }
    }

    // MARK: - Comments in other languages and symbols

    func testCommentsInChineseAndDegreeSignStayCode() {
        XCTAssertEqual(LineClassifier.classify("// 行为执行时间"), .init(kind: .code, rule: .comment))
        XCTAssertEqual(LineClassifier.classify("//    UIPushBehaviorModeContinuous 持续作用力").kind, .code)
        XCTAssertEqual(LineClassifier.classify("snap.damping = 0.9;//阻尼系数"), .init(kind: .code, rule: .terminator))
        XCTAssertEqual(LineClassifier.classify("  dynamic.elasticity = 0.7;// 弹力系数").kind, .code)
        XCTAssertEqual(
            kind("        // Change angle to determine how much height/ width should change 45° means heigh:width is 1:1"), .code)
        XCTAssertEqual(LineClassifier.commentText("snap.damping = 0.9;//阻尼系数"), "阻尼系数")
        XCTAssertEqual(LineClassifier.commentText("let url = \"https://example.com\" // link"), "link")
        XCTAssertEqual(LineClassifier.commentText("let url = \"https://example.com\""), "")
    }

    func testNaturalLanguageWithAPINamesIsText() {
        XCTAssertEqual(
            LineClassifier.classify("Давайте посмотрим на ModalViewController :"),
            .init(kind: .text, rule: .naturalLanguage))
        XCTAssertEqual(kind("使用 UIFieldBehaviors 的粘滞角效果"), .text)
        XCTAssertEqual(kind("UIDynamicBehavior कस्टम ट्रांज़िशन प्रेरित"), .text)
        // A string literal in another language does not make code text.
        XCTAssertEqual(kind("label.text = \"Привет, мир\""), .code)
    }

    func testAPINamesAloneAndLabelsAndURLsAreText() {
        XCTAssertEqual(kind("UIDynamicItemBehavior"), .text)
        XCTAssertEqual(kind("UIDynamicItemBehavior+UIGravityBehavior+UICollisionBehavior"), .text)
        XCTAssertEqual(LineClassifier.classify("стриж"), .init(kind: .text, rule: .label))
        XCTAssertEqual(LineClassifier.classify("https://i.stack.imgur.com/ICuEL.gif"), .init(kind: .text, rule: .url))
        XCTAssertEqual(LineClassifier.classify("   \u{00A0} "), .init(kind: .blank, rule: .blank))
    }

    // MARK: - Context

    func testLineInsideOpenBracketsIsCode() {
        let verdicts = LineClassifier.classify(lines: ["let names = [", "    first second third", "]"])
        XCTAssertEqual(verdicts.map(\.kind), [.code, .code, .code])
        XCTAssertEqual(verdicts[1].rule, .insideBrackets)
        XCTAssertEqual(LineClassifier.classify("    first second third").kind, .text)
    }

    func testIndentedLineBetweenCodeIsCode() {
        let verdicts = LineClassifier.classify(lines: ["setUp()", "    plain words only", "tearDown()"])
        XCTAssertEqual(verdicts[1], .init(kind: .code, rule: .indentedInCode))
    }

    /// Code runs keep inner blank lines, drop outer ones, and stop at any text line.
    func testCodeRuns() {
        let lines = [
            "Intro sentence here.", "", "let a = 1", "", "", "let b = 2", "", "Swift", "let c = 3",
            "More prose follows.", "let d = 4", ""
        ]
        let runs = LineClassifier.codeRuns(LineClassifier.classify(lines: lines))
        XCTAssertEqual(runs, [2...5, 8...8, 10...10])
    }

    func testProseAfterABlankLineIsNotPulledIntoOpenCode() {
        let verdicts = LineClassifier.classify(lines: ["func f() {", "", "This is prose about it.", "Another sentence here."])
        XCTAssertEqual(verdicts.map(\.kind), [.code, .blank, .text, .text])
    }
}
