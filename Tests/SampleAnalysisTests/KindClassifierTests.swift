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
        XCTAssertEqual(kind("@objc\nclass A: NSObject {\n}", .swift).value, .types, "an attribute line above a type is part of it")
        XCTAssertEqual(kind("label.frame = .zero", .swift).value, .statements)
        XCTAssertEqual(kind("let a = 1\nprint(a)", .swift).value, .statements)
        XCTAssertEqual(kind("func f(\n  x: Int) -> Int {\n    return x\n}", .swift).value, .members,
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
