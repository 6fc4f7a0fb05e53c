import Alignment
import XCTest

final class AlignmentFeaturesTests: XCTestCase {
    let weights = TermWeights([["UIView", "UIFieldBehavior"], ["UIView"], ["UIView", "UIGravityBehavior"], ["UIView"]])

    // MARK: - Code identity

    func testCodeIdentityIsDiceOverFingerprints() throws {
        let full = try XCTUnwrap(AlignmentFeatures.codeIdentity(["a", "b"], ["a", "b"]))
        XCTAssertEqual(full.value, 1)
        XCTAssertEqual(full.detail, "2 of 2 code blocks identical")
        XCTAssertEqual(try XCTUnwrap(AlignmentFeatures.codeIdentity(["a", "b"], ["a", "c"])).value, 0.5)
        XCTAssertEqual(try XCTUnwrap(AlignmentFeatures.codeIdentity(["a"], [])).value, 0, "code on one side only disagrees")
        XCTAssertNil(AlignmentFeatures.codeIdentity([], []), "no code on either side says nothing")
    }

    func testCodeContainmentSeesASplitHalf() {
        XCTAssertEqual(AlignmentFeatures.codeContainment(["swift", "objc"], ["objc"]), 1)
        XCTAssertEqual(AlignmentFeatures.codeContainment(["swift", "objc"], ["other"]), 0)
        XCTAssertEqual(AlignmentFeatures.codeContainment([], ["objc"]), 0)
    }

    // MARK: - Code lines

    func testCodeLinesSeeAnEditedCopy() throws {
        let original: Set<String> = ["line one is long", "line two is long", "line three is long", "line four is long"]
        var edited = original
        edited.remove("line four is long")
        edited.insert("line four was edited")
        XCTAssertEqual(try XCTUnwrap(AlignmentFeatures.codeLines(original, edited)).value, 0.75)
        XCTAssertNil(AlignmentFeatures.codeLines(original, []))
    }

    // MARK: - Names

    func testRareSharedAPIOutweighsCommonOne() throws {
        let rare = try XCTUnwrap(
            AlignmentFeatures.apiNames(["UIView", "UIFieldBehavior"], ["UIFieldBehavior", "UIColor"], weights: weights))
        let common = try XCTUnwrap(
            AlignmentFeatures.apiNames(["UIView", "UIFieldBehavior"], ["UIView", "UIColor"], weights: weights))
        XCTAssertGreaterThan(rare.value, common.value)
        XCTAssertTrue(rare.detail.hasPrefix("1 shared names: UIFieldBehavior"), rare.detail)
        XCTAssertEqual(
            try XCTUnwrap(AlignmentFeatures.apiNames(["UIView"], ["UIView"], weights: weights)).value, 1, accuracy: 1e-9)
    }

    func testAnchorsNameTheRarestSharedWordsFirst() throws {
        let score = try XCTUnwrap(
            AlignmentFeatures.anchors(["UIView", "UIGravityBehavior"], ["UIGravityBehavior", "UIView"], weights: weights))
        XCTAssertEqual(score.value, 1, accuracy: 1e-9)
        XCTAssertEqual(score.detail, "2 shared words: UIGravityBehavior, UIView")
        XCTAssertNil(AlignmentFeatures.anchors([], [], weights: weights))
    }

    func testNumbersAreDiceAndListedInNumericOrder() throws {
        let score = try XCTUnwrap(AlignmentFeatures.numbers(["2015", "0.5", "10"], ["10", "2015", "7"]))
        XCTAssertEqual(score.value, 2.0 / 3.0, accuracy: 1e-9)
        XCTAssertEqual(score.detail, "2 shared: 10, 2015")
        XCTAssertNil(AlignmentFeatures.numbers([], []))
    }

    // MARK: - Length and position

    func testLengthComparesCodeLinesWhenThereIsCode() {
        let code = AlignmentFeatures.length(codeLines: 9, 19, blocks: 3, 3)
        XCTAssertEqual(code.value, 0.5)
        XCTAssertEqual(code.detail, "9 vs 19 code lines")
        let prose = AlignmentFeatures.length(codeLines: 0, 0, blocks: 0, 0)
        XCTAssertEqual(prose.value, 1, "two headings alone agree")
        XCTAssertEqual(prose.detail, "0 vs 0 blocks")
    }

    func testPositionIsOneMinusDistance() {
        let score = AlignmentFeatures.position(0.1, 0.35)
        XCTAssertEqual(score.value, 0.75, accuracy: 1e-9)
        XCTAssertEqual(score.detail, "at 10% vs 35% of the page")
    }
}
