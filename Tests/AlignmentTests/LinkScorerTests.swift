import Alignment
import XCTest

final class LinkScorerTests: XCTestCase {
    let scorer = LinkScorer(weights: LinkScorer.translationWeights, termWeights: TermWeights([]))

    func profile(
        _ fingerprints: [String] = [], api: Set<String> = [], anchors: Set<String> = [], numbers: Set<String> = [],
        codeLines: Int = 0, blocks: Int = 1, position: Double = 0.5
    ) -> SectionProfile {
        SectionProfile(
            fingerprints: fingerprints, apiNames: api, anchors: anchors, numbers: numbers, codeLines: [],
            codeLineCount: codeLines, blockCount: blocks, position: position)
    }

    func testOnlyApplicableFeaturesCount() {
        let score = scorer.score(profile(anchors: ["facetime"]), profile(anchors: ["facetime"]))
        XCTAssertEqual(score.features.map(\.kind), [.anchors, .length, .position])
        XCTAssertEqual(score.value, 1, accuracy: 1e-9, "prose-only sections are not punished for having no code")
    }

    func testCodeOnOneSideOnlyLowersTheScore() {
        let withCode = scorer.score(profile(["f1"], codeLines: 10), profile(codeLines: 0))
        XCTAssertEqual(withCode.value(of: .codeIdentity), 0)
        XCTAssertLessThan(withCode.value, 0.5)
    }

    func testIdenticalCodeDominatesDifferentPlace() {
        let moved = scorer.score(
            profile(["f1", "f2"], api: ["UIFieldBehavior"], codeLines: 40, position: 0.1),
            profile(["f1", "f2"], api: ["UIFieldBehavior"], codeLines: 40, position: 0.9))
        XCTAssertGreaterThan(moved.value, 0.85)
        XCTAssertEqual(moved.reasons.first, "code 1.00 (2 of 2 code blocks identical)")
    }
}
