import DocumentModel
import Ingestion
import XCTest
@testable import SampleAnalysis

final class TwinMatcherTests: XCTestCase {
    private var ru: [TwinPair] { CorpusTable.report.twins.filter { $0.swiftID.hasPrefix("uikit-dynamics/ru/") } }

    func testEverySwiftSampleOfTheRussianPageIsPairedExceptTheFallingSquare() {
        XCTAssertEqual(ru.count, 12)
        let pairedLines = ru.map { CorpusTable.report.sample($0.swiftID)!.range.firstLine }.sorted()
        XCTAssertEqual(pairedLines, [8, 46, 255, 516, 594, 691, 1129, 1239, 1277, 1759, 1775, 1869])
        let dropOut = ru.first { CorpusTable.report.sample($0.swiftID)!.range.firstLine == 691 }!
        XCTAssertEqual(CorpusTable.report.sample(dropOut.objcID)!.range.firstLine, 896, "ObjcDropOutAnimator ↔ DropOutAnimator")
    }

    /// The real disagreements of the corpus, and nothing else.
    func testTheTwinReportListsTheRealDisagreementsAndNoFalseOnes() {
        let findings = ru.flatMap(\.findings).map { "\($0.line) \($0.category.rawValue) \($0.message)" }
        XCTAssertEqual(
            findings.sorted(),
            ([
                "1873 twin-constant button ← CGRect(width:): Swift sets 300.0 (line 1873), Objective-C sets 200.0 (uikit-dynamics/ru.txt:1960)",
                "1888 twin-selector selectors name different methods: Swift #selector(self.didPressButton(sender:)) (line 1888), Objective-C @selector(didTapButton:) (uikit-dynamics/ru.txt:1946)",
                "1914 twin-constant damping: Swift sets 0.1 (line 1914), Objective-C sets 0.3 (uikit-dynamics/ru.txt:1976)",
                "1923 twin-constant magnitude: Swift sets 30.0 (line 1923), Objective-C sets 2.0 (uikit-dynamics/ru.txt:1981)",
                "527 twin-call Swift calls button.setTextColor(_:for:) (line 527) where Objective-C calls setTitleColor:forState: = setTitleColor(_:for:) (uikit-dynamics/ru.txt:581)",
                "605 twin-constant setTitleColor(_:): Swift sets .white (line 605), Objective-C sets [UIColor blueColor] (uikit-dynamics/ru.txt:668)",
                "613 twin-selector selectors name different methods: Swift #selector(self.didPressDismiss) (line 613), Objective-C @selector(didPressPresent) (uikit-dynamics/ru.txt:648)",
                "808 twin-constant damping: Swift sets 3.0 (line 808), Objective-C sets 0.3 (uikit-dynamics/ru.txt:1023)"
            ] + [
                // Same names, different formulas.
                "1446 twin-expression anchor ← CGPoint(y:) computes differently: Swift -view.frame.height (line 1446), view.frame.height (line 1448), Objective-C -CGRectGetHeight(view.frame) (uikit-dynamics/ru.txt:1692), -CGRectGetHeight(view.frame) (uikit-dynamics/ru.txt:1696)",
                "803 twin-expression offset ← UIOffset(vertical:) computes differently: Swift fromView.bounds.height * 0.5 (line 803), Objective-C -(CGRectGetHeight(fromView.bounds) / 2.0) (uikit-dynamics/ru.txt:1016)"
            ] + [
                // Names that differ between the versions (notes).
                "1336 twin-member members in one version only: Swift setupViewsForTransition (line 1336); Objective-C setupViewForTransition (line 1574)",
                "697 twin-member members in one version only: Swift attachmentBehavior (line 700), hasElapsedTimeExceededDuration (line 697); Objective-C attachBehavior (line 903), elapsedTimeExceededDuration (line 900)"
            ]).sorted())
    }

    func testEquivalentSpellingsAreNotReported() {
        // Swift 3 spellings against their Objective-C originals: all the same values.
        let swift = analyze(
            """
            let v = UIView(frame: CGRect(x: 0.0, y: 0.0, width: 40.0, height: 40.0))
            v.backgroundColor = UIColor.orange
            behavior.allowsRotation = false
            push.angle = .pi / 4.0
            animator.updateItem(usingCurrentState: v)
            """, .swift)
        let objc = analyze(
            """
            UIView *v = [[UIView alloc] initWithFrame:CGRectMake(0, 0, 40.0f, 40.0f)];
            v.backgroundColor = [UIColor orangeColor];
            behavior.allowsRotation = NO;
            push.angle = M_PI_4;
            [animator updateItemUsingCurrentState:v];
            """, .objc)
        XCTAssertEqual(TwinMatcher.compare(swift: swift, objc: objc), [])
    }

    func testExpressionsAreComparedByValueOverTheSameNames() {
        let half = SymbolicValue.evaluate("fromView.bounds.height * 0.5")!
        XCTAssertEqual(half.value, SymbolicValue.evaluate("CGRectGetHeight(self.fromView.bounds) / 2.0")!.value, accuracy: 1e-12)
        XCTAssertEqual(half.names, ["fromView.bounds.height"])
        XCTAssertNotEqual(half.value, SymbolicValue.evaluate("-(CGRectGetHeight(fromView.bounds) / 2.0)")!.value)
        XCTAssertEqual(SymbolicValue.evaluate("_target.bounds.size.width")!.names, ["target.bounds.width"])
        XCTAssertNil(SymbolicValue.evaluate("[self.animator elapsedTime] + 1"))
        XCTAssertNil(SymbolicValue.evaluate("a ?? 0.0"))
        // Loops over differently named indices are not compared.
        let swift = analyze(
            "field.position = CGPoint(x: view.bounds.midX, y: view.bounds.height * (0.25 + 0.5 * CGFloat(index)))", .swift)
        let objc = analyze(
            "field.position = CGPointMake(CGRectGetMidX(self.view.bounds), CGRectGetHeight(self.view.bounds) * (0.25f + 0.5f * i));",
            .objc)
        XCTAssertEqual(TwinMatcher.compare(swift: swift, objc: objc), [])
    }

    func testConstantsOnlyOneVersionSetsAreNotReported() {
        let swift = analyze("attachment.frequency = 3.0", .swift)
        let objc = analyze("attachment.frequency = 3.0;\n[attachment setLength:40];", .objc)
        XCTAssertEqual(TwinMatcher.compare(swift: swift, objc: objc), [])
    }

    func testMembersCompareThroughGettersSettersAndInitializers() {
        let swift = analyze(
            """
            final class Mapping: NSObject
            {
                var target: Item
                init(target: Item) { self.target = target }
                var center: CGPoint { get { return .zero } set { } }
                var isActive = false
            }
            """, .swift)
        let objc = analyze(
            """
            @interface Mapping ()
            @property (nonatomic, strong) id<Item> target;
            @property (nonatomic, assign, getter=isActive) BOOL active;
            @end
            @implementation Mapping
            - (instancetype)initWithTarget:(id<Item>)target
            {
                return self;
            }
            - (CGPoint)center
            {
                return CGPointZero;
            }
            - (void)setCenter:(CGPoint)center
            {
            }
            @end
            """, .objc)
        XCTAssertEqual(MemberExtractor.members(of: swift).keys.sorted(), ["active", "center", "init", "target"])
        XCTAssertEqual(MemberExtractor.members(of: objc).keys.sorted(), ["active", "center", "init", "target"])
        XCTAssertEqual(TwinMatcher.compare(swift: swift, objc: objc), [])
    }

    /// Issue 19, point 3: a header block (`.h`) then its implementation (`.m`) are one Objective-C version.
    func testAHeaderAndItsImplementationAreOneVersionWithTheSwiftTwin() throws {
        let page = """
            ## Growing box

            ### Swift

            ```swift
            class Box: NSObject {
                var size: CGFloat = 10
                func grow() {
                    layer.cornerRadius = 20
                }
            }
            ```

            ### Objective-C

            ```objc
            @interface Box : NSObject
            @property (nonatomic) CGFloat size;
            - (void)grow;
            @end
            ```

            ```objc
            @implementation Box
            - (void)grow {
                self.layer.cornerRadius = 30;
            }
            @end
            ```
            """
        let document = try DocumentReader().document(from: Array(page.utf8), path: "t/en.md", topic: "t")
        let samples = SampleExtractor.samples(of: document)
        XCTAssertEqual(samples.map(\.language.value), [.swift, .objc, .objc])
        let report = SampleExtractor.report(pages: [PageSamples(samples: samples, findings: [])])
        let pair = try XCTUnwrap(report.twins.first)
        XCTAssertEqual(report.twins.count, 1)
        XCTAssertEqual(pair.swiftID, samples[0].id)
        XCTAssertEqual(pair.objcID, samples[2].id, "the Swift version pairs with the implementation")
        XCTAssertEqual(pair.objcHeaderID, samples[1].id)
        XCTAssertEqual(report.twin(of: samples[1].id), samples[0].id, "the header is covered by the same twin")
        XCTAssertTrue(pair.reason.contains("header at lines 17-20"), pair.reason)
        // The header's `size` is the Swift property's counterpart: no member reported in one version only,
        // and the real difference (a corner radius of 20 against 30) is found across the blocks, with the implementation's line.
        XCTAssertEqual(pair.findings.map(\.category), [.twinConstant])
        XCTAssertTrue(pair.findings[0].message.contains("t/en.md:26"), pair.findings[0].message)
        XCTAssertEqual(pair.findings[0].sampleIDs, [samples[0].id, samples[2].id, samples[1].id])
    }

    /// A class extension (`@interface Box ()`) is part of an implementation file, not a header.
    func testAClassExtensionIsNotAHeader() {
        let objc = analyze("@interface Box ()\n@property (nonatomic) CGFloat size;\n@end", .objc)
        let implementation = analyze("@implementation Box\n- (void)grow { self.size = 30; }\n@end", .objc)
        XCTAssertTrue(TwinMatcher.headersOfImplementations([objc, implementation]).isEmpty)
    }

    private func analyze(_ code: String, _ language: CodeLanguage) -> CodeSample {
        let document = Document(
            path: "t.txt", format: .plainText, topic: "t", declaredLanguage: .en, detectedLanguage: .en,
            title: "", sections: [], contentHash: "")
        let range = SourceRange(
            file: "t.txt", firstLine: 1, lastLine: code.split(separator: "\n").count, byteStart: 0, byteEnd: code.utf8.count)
        let sample = SampleExtractor.analyze(
            text: code, range: range, hint: nil, id: "t/\(language)", document: document,
            sectionIndex: 0, sectionTitle: "", position: 1)
        XCTAssertEqual(sample.language.value, language)
        return sample
    }
}
