@testable import Alignment
import DocumentModel
import XCTest
import TestSupport

final class APINameVectorsTests: XCTestCase {
    /// Related linking scores pairs through the vectors: they must give what the API-name feature gives for
    /// the same two sets, value and wording, including pairs that share nothing and empty sets.
    func testOverlapAndFeatureMatchTheAPINameFeature() throws {
        let names = [
            "UIView", "UIColor", "UIGravityBehavior", "UICollisionBehavior", "UIFieldBehavior", "UIPushBehavior",
            "UISnapBehavior", "UIDynamicAnimator", "CGPoint", "CGRect", "UIAttachmentBehavior", "CALayer"
        ]
        var generator = SeededGenerator(seed: 11)
        let sets: [Set<String>] = (0..<40).map { _ in
            Set(names.filter { _ in Int.random(in: 0..<3, using: &generator) == 0 })
        }
        let weights = TermWeights(sets)
        let vectors = APINameVectors(sets, weights: weights)
        var sharing = 0
        for a in sets.indices {
            for b in sets.indices {
                let value = vectors.overlap(a, b)
                guard let expected = AlignmentFeatures.apiNames(sets[a], sets[b], weights: weights) else {
                    XCTAssertEqual(value, 0, "two empty sets share nothing")
                    continue
                }
                XCTAssertEqual(value, expected.value, accuracy: 1e-12, "\(sets[a]) vs \(sets[b])")
                guard !sets[a].isDisjoint(with: sets[b]) else {
                    XCTAssertEqual(value, 0)
                    continue
                }
                sharing += 1
                let feature = vectors.feature(a, b, value: value)
                XCTAssertEqual(feature.kind, .apiNames)
                XCTAssertEqual(feature.detail, expected.detail)
            }
        }
        XCTAssertGreaterThan(sharing, 100, "the sample must exercise shared names")
        // A name weighs by rarity: sharing only the rare name outscores sharing only the common one.
        let skewed: [Set<String>] = [
            ["UIView", "UIFieldBehavior"], ["UIFieldBehavior", "UIColor"], ["UIView", "UIColor"],
            ["UIView"], ["UIView"]
        ]
        let skewedVectors = APINameVectors(skewed, weights: TermWeights(skewed))
        XCTAssertGreaterThan(skewedVectors.overlap(0, 1), skewedVectors.overlap(0, 2))
    }
}
