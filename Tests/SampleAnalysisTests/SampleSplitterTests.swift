import DocumentModel
import XCTest
@testable import SampleAnalysis

final class SampleSplitterTests: XCTestCase {
    func testTheRemarksRunSplitsIntoSwiftThenObjectiveC() {
        let text = """
            label.frame = CGRect(x: 0.0, y: 0.0, width: label.intrinsicContentSize.width, height: label.intrinsicContentSize.height)
            dynamicAnimator.updateItem(usingCurrentState: label)

            self.label.frame = CGRectMake(0.0, 0.0, self.label.intrinsicContentSize.width, self.label.intrinsicContentSize.height);
            [self.dynamicAnimator updateItemUsingCurrentState: self.label];
            """
        let pieces = SampleSplitter.split(text, firstLine: 8)
        XCTAssertEqual(pieces.map { [$0.firstLine, $0.lastLine] }, [[8, 9], [11, 12]])
        XCTAssertEqual(pieces.map(\.language), [.swift, .objc])
    }

    func testABlankLineInsideATypeNeverSplitsIt() {
        // The Objective-C-looking paragraph sits inside the Swift class's braces.
        let text = """
            class Box {
                var size = 1

                func grow() {
                    size += 1
                }
            }
            """
        XCTAssertEqual(SampleSplitter.split(text, firstLine: 1).count, 1)
    }

    func testUnclearParagraphsJoinTheirNeighbours() {
        let text = "let a = UIView()\n\n}\n\nview.addSubview(a)"
        let pieces = SampleSplitter.split(text, firstLine: 1)
        XCTAssertEqual(pieces.count, 1)
        XCTAssertEqual(pieces.first?.lastLine, 5)
    }

    func testObjectiveCStatementsAndHeaderPropertiesAreSeparateSamples() {
        let text = """
            UIDynamicItemBehavior *dynamic = [[UIDynamicItemBehavior alloc] init];
            [animator addBehavior:dynamic];

            // 相关属性
            @property (readwrite, nonatomic) CGFloat elasticity;
            @property (readwrite, nonatomic) CGFloat friction;
            """
        XCTAssertEqual(SampleSplitter.split(text, firstLine: 28).map { [$0.firstLine, $0.lastLine] }, [[28, 29], [31, 33]])
    }

    func testAnInterfaceAndItsImplementationStayTogether() {
        let text =
            "@interface A ()\n@property (nonatomic) CGFloat x;\n@end\n\n@implementation A\n- (void)go\n{\n    self.x = 1;\n}\n@end"
        XCTAssertEqual(SampleSplitter.split(text, firstLine: 1).count, 1)
    }

    func testLeadingAndTrailingBlankLinesAreDropped() {
        let pieces = SampleSplitter.split("\n\nlet a = 1\n\n", firstLine: 10)
        XCTAssertEqual(pieces.map { [$0.firstLine, $0.lastLine] }, [[12, 12]])
    }
}
