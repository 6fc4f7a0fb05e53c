import DocumentModel
import XCTest
@testable import SampleAnalysis

final class SymbolExtractorTests: XCTestCase {
    private func symbols(_ code: String, _ language: CodeLanguage, _ kind: SampleKind = .statements) -> SampleSymbols {
        SymbolExtractor.symbols(lines: CodeLine.lines(of: code, firstLine: 1), language: language, kind: kind)
    }

    private func corpusSample(_ page: CorpusTable.Page, line: Int) -> CodeSample {
        CorpusTable.samples(page).first { $0.range.firstLine == line }!
    }

    func testTheFallingSquareUsesSquareWithoutDeclaringIt() {
        let sample = corpusSample(CorpusTable.uikitDynamics(.ru), line: 18)
        XCTAssertEqual(sample.symbols.undeclared, ["square"])
        XCTAssertTrue(sample.symbols.declared.contains("squareView"))
        XCTAssertTrue(sample.symbols.frameworkTypes.contains("UIDynamicAnimator"))
        XCTAssertTrue(sample.symbols.calls.contains { $0.swiftName == "addBehavior(_:)" && $0.receiver == "animator" })
    }

    func testImportsFlagThirdPartyModules() {
        let sample = corpusSample(CorpusTable.displayingAnimation, line: 17)
        XCTAssertEqual(
            sample.symbols.imports,
            [
                SampleImport(module: "UIKit", isThirdParty: false, line: 17),
                SampleImport(module: "SnapKit", isThirdParty: true, line: 18)
            ])
        XCTAssertEqual(
            symbols("#import <UIKit/UIKit.h>\n#import \"Masonry.h\"", .objc).imports.map(\.isThirdParty), [false, true])
    }

    func testConstantsCarryThePropertyOrArgumentTheySet() {
        let sample = corpusSample(CorpusTable.uikitDynamics(.ru), line: 1869)
        let constants = Set(sample.symbols.constants.map(\.description))
        XCTAssertTrue(
            constants.isSuperset(of: [
                "damping = 0.1", "magnitude = 30", "frequency = 2",
                "button ← CGRect(width:) = 300", "button ← CGRect(height:) = 200",
                "cornerRadius = 15", "backgroundColor = UIColor.red", "active = true"
            ]),
            "\(constants.sorted())")
        XCTAssertTrue(sample.symbols.constants.contains { $0.key == "angle" && abs($0.number! - Double.pi / 4) < 1e-12 })
    }

    func testObjectiveCConstantsAreReadThroughSwiftsImport() {
        let code =
            "_button = [[UIButton alloc]initWithFrame:CGRectMake(0.0, 0.0, 200.0, 200.0)];\n[attachmentBehavior setDamping:0.3];\npushBehavior.angle = M_PI_4;\n_button.backgroundColor = [UIColor redColor];\n[pushBehavior setActive:TRUE];"
        let constants = Set(symbols(code, .objc).constants.map(\.description))
        XCTAssertTrue(
            constants.isSuperset(of: [
                "button ← CGRect(width:) = 200", "damping = 0.3", "angle = 0.7853981633974483",
                "backgroundColor = UIColor.red", "active = true"
            ]), "\(constants.sorted())")
    }

    func testObjectiveCCallsAreNamedTheSwiftWay() {
        let code =
            "[self.dynamicAnimator updateItemUsingCurrentState:self.orangeView];\nUIPushBehavior *push = [[UIPushBehavior alloc] initWithItems:@[v] mode:UIPushBehaviorModeInstantaneous];\nCGPoint p = [sender locationInView:self.view];"
        let calls = symbols(code, .objc).calls.map { "\($0.receiver).\($0.swiftName)" }
        XCTAssertEqual(
            calls, ["dynamicAnimator.updateItem(usingCurrentState:)", ".UIPushBehavior(items:mode:)", "sender.location(in:)"])
    }

    func testSwiftCallsKeepLabelsAndSkipDeclarationsAndSelectors() {
        let code =
            "func handle(sender: UIPanGestureRecognizer) {\n    let p = sender.location(in: view)\n    b.addTarget(self, action: #selector(self.handle(sender:)), for: .touchUpInside)\n}"
        let calls = symbols(code, .swift, .members).calls.map(\.swiftName)
        XCTAssertEqual(calls, ["location(in:)", "addTarget(_:action:for:)"])
    }

    func testSelectorsAreRecordedWithTheirBaseNames() {
        XCTAssertEqual(symbols("x(#selector(self.handlePan(sender:)))", .swift).selectors.map(\.base), ["handlePan"])
        XCTAssertEqual(
            symbols("[b addTarget:self action:@selector(didTapButton:) forControlEvents:0];", .objc).selectors.map(\.base),
            ["didTapButton"])
    }

    func testDeclarationsFromClosuresLoopsParametersAndProperties() {
        let swift = symbols(
            "override func viewDidLoad() {\n    for (index, field) in fields.enumerated() { print(index, field) }\n    v.snp.makeConstraints { (make) in make.center.equalTo(view) }\n    list.forEach { item in use(item) }\n}",
            .swift, .members)
        XCTAssertEqual(swift.undeclared, ["fields", "list", "v"])
        let objc = symbols(
            "@property (nonatomic, strong) UIView *box;\n- (void)go:(CGFloat)amount\n{\n    CGFloat twice = amount * 2;\n    _box.alpha = twice;\n    for (UIView *sub in self.box.subviews) { [sub removeFromSuperview]; }\n    [UIView animateWithDuration:0.2 animations:^{ other.alpha = 0; }];\n}",
            .objc, .methods)
        XCTAssertEqual(objc.undeclared, ["other"])
    }

    func testNoUndeclaredNamesInTheCorpusExceptSquare() {
        let report = CorpusTable.report
        let flagged = report.samples.filter {
            [.types, .members, .program].contains($0.kind.value) && !$0.symbols.undeclared.isEmpty
        }
        XCTAssertEqual(Set(flagged.map { "\($0.range.firstLine):\($0.symbols.undeclared)" }), ["18:[\"square\"]"])
    }
}
