import Alignment
import Foundation
import XCTest

/// Rare terms weigh more than common ones, and one page more or less moves few weights: the property that lets
/// an edit reuse the alignment of the topics it does not touch.
final class TermWeightsTests: XCTestCase {
    /// The weight of a term found in `frequency` of `setCount` sets.
    func weight(frequency: Int, of setCount: Int) -> Double {
        TermWeights(frequency: ["term": frequency], setCount: setCount).weight("term")
    }

    func testRarerTermsNeverWeighLess() {
        let weights = (1...400).map { weight(frequency: $0, of: 400) }
        XCTAssertEqual(weights, weights.sorted(by: >), "a weight never grows with the term's frequency")
        XCTAssertGreaterThan(weights[0], weights[399] + 4, "a term in one set of 400 says far more than one in all")
        for (index, value) in weights.enumerated() {
            let exact = log1p(400 / Double(index + 1))
            // N = 400 is rounded to 416 (1101 and five zeros), the weight to a sixteenth.
            XCTAssertLessThanOrEqual(abs(value - exact), 1.0 / 32 + log(416.0 / 400))
        }
    }

    func testOneSetMoreChangesFewWeights() {
        // A page added with one more use of each term: count how many terms' weights move.
        let moved = (1...3_000).filter { weight(frequency: $0, of: 3_499) != weight(frequency: $0 + 1, of: 3_499) }.count
        // Exact weights: all 3,000 move. Coarse ones: about 16 / df of them, under 4 % here.
        XCTAssertLessThan(moved, 120)
        XCTAssertGreaterThan(moved, 0, "weights still follow the counts")
        // A set more whose N rounds to the same value (3,584) moves no weight at all.
        XCTAssertEqual(weight(frequency: 50, of: 3_499), weight(frequency: 50, of: 3_500))
        XCTAssertEqual(TermWeights([["term"], ["other"]]).weight("term"), weight(frequency: 1, of: 2), "counted alike")
    }
}
