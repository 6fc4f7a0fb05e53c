import DocumentModel
import XCTest
@testable import SampleAnalysis

final class KindClassifierTests: XCTestCase {
    private func kind(_ code: String, _ language: CodeLanguage) -> Decision<SampleKind> {
        KindClassifier.classify(code, language: language)
    }

    func testSwiftKinds() {
        XCTAssertEqual(kind("@IBOutlet weak var label: UILabel!", .swift).value, .members)
        XCTAssertEqual(kind("override func viewDidLoad() {\n    super.viewDidLoad()\n}", .swift).value, .members)
        XCTAssertEqual(kind("import UIKit\n\nclass A: UIView {}", .swift).value, .program)
        XCTAssertEqual(kind("extension A: UICollisionBehaviorDelegate {\n}", .swift).value, .types)
        XCTAssertEqual(
            kind("@objc\nclass A: NSObject {\n}", .swift).value, .types, "an attribute line above a type is part of it")
        XCTAssertEqual(kind("label.frame = .zero", .swift).value, .statements)
        XCTAssertEqual(kind("let a = 1\nprint(a)", .swift).value, .statements)
        XCTAssertEqual(
            kind("func f(\n  x: Int) -> Int {\n    return x\n}", .swift).value, .members,
            "a signature continued on the next line is still one declaration")
    }

    func testObjectiveCKinds() {
        XCTAssertEqual(kind("- (void)viewDidLoad\n{\n    [super viewDidLoad];\n}", .objc).value, .methods)
        XCTAssertEqual(kind("@property (nonatomic) CGFloat x;", .objc).value, .declarations)
        XCTAssertEqual(kind("- (void)run;\n+ (instancetype)shared;", .objc).value, .declarations)
        XCTAssertEqual(kind("@protocol P <NSObject>\n@optional\n- (void)go;\n@end", .objc).value, .declarations)
        XCTAssertEqual(kind("#import <UIKit/UIKit.h>\n@interface A : UIView\n@end", .objc).value, .program)
        XCTAssertEqual(kind("@implementation A\n@end", .objc).value, .types)
        XCTAssertEqual(kind("[self.view addSubview:box];", .objc).value, .statements)
    }

    func testOtherLanguagesHaveNoKind() {
        let verdict = kind("echo hi", .shell)
        XCTAssertEqual(verdict.value, .other)
        XCTAssertEqual(verdict.rule, "kind.other-language")
    }

    func testTheVerdictNamesTheRuleAndItsLines() {
        let verdict = kind("@IBOutlet var a: UIView!\n\noverride func viewDidLoad() {\n}", .swift)
        XCTAssertEqual(verdict.rule, "kind.swift.members")
        XCTAssertEqual(verdict.lines, [1, 3])
        XCTAssertTrue(KindClassifier.ruleIDs.contains(verdict.rule))
    }
}

/// Kind and era cases added after the rules were written, run once before any change (see the report).
final class KindAndEraExtraCaseTests: XCTestCase {
    static let kindCases: [(code: String, language: CodeLanguage, expected: SampleKind)] = [
        ("private let queue = DispatchQueue(label: \"q\")\n\nprivate func work() {\n    queue.async {}\n}", .swift, .members),
        ("struct Point {\n    var x = 0\n}\n\nextension Point: Equatable {}", .swift, .types),
        ("@testable import Doctool\nimport XCTest\n\nfinal class T: XCTestCase {}", .swift, .program),
        ("if animator.isRunning {\n    animator.removeAllBehaviors()\n}", .swift, .statements),
        ("deinit {\n    NotificationCenter.default.removeObserver(self)\n}", .swift, .members),
        ("- (void)dealloc\n{\n    [[NSNotificationCenter defaultCenter] removeObserver:self];\n}", .objc, .methods),
        ("@interface Ball ()\n@property (nonatomic) CGFloat radius;\n@end", .objc, .types),
        ("+ (instancetype)sharedInstance;\n- (void)reset;", .objc, .declarations),
        ("if (animator.isRunning) {\n    [animator removeAllBehaviors];\n}", .objc, .statements),
        ("#import \"Ball.h\"\n\n@implementation Ball\n@end", .objc, .program)
    ]

    static let eraCases: [(code: String, expected: SwiftEra)] = [
        ("let center = CGPointMake(10, 10)", .swift2),
        ("let w = CGRectGetWidth(view.bounds)", .swift2),
        ("NSNotificationCenter.defaultCenter().addObserver(self, selector: #selector(done), name: \"x\", object: nil)", .swift2),
        ("view.transform = CGAffineTransform(rotationAngle: .pi / 2)", .modern),
        (
            "class A: NSObject {\n    func start() { Timer.scheduledTimer(timeInterval: 1, target: self, selector: #selector(tick), userInfo: nil, repeats: true) }\n    func tick() {}\n}",
            .swift3
        ),
        (
            "class A: NSObject {\n    func start() { Timer.scheduledTimer(timeInterval: 1, target: self, selector: #selector(tick), userInfo: nil, repeats: true) }\n    @objc private func tick() {}\n}",
            .modern
        ),
        ("let v = UIView()\nv.backgroundColor = .systemBackground", .modern)
    ]

    func testExtraKindAndEraCases() {
        var misses: [String] = []
        for item in Self.kindCases {
            let verdict = KindClassifier.classify(item.code, language: item.language)
            if verdict.value != item.expected {
                misses.append("kind \(item.code.prefix(30)): \(verdict.value) by \(verdict.rule)")
            }
        }
        for item in Self.eraCases {
            let verdict = EraDetector.detect(item.code)
            if verdict.value != item.expected {
                misses.append("era \(item.code.prefix(30)): \(verdict.value) by \(verdict.rule)")
            }
        }
        let total = Self.kindCases.count + Self.eraCases.count
        print("extra-case kind+era accuracy: \(total - misses.count)/\(total)")
        misses.forEach { print("  miss: \($0)") }
        XCTAssertEqual(misses, [])
    }
}
