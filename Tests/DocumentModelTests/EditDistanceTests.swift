import DocumentModel
import XCTest
import TestSupport

/// The one edit distance the "did you mean" suggestions use (subcommands, manifest keys).
final class EditDistanceTests: XCTestCase {
    func testInsertionsDeletionsSubstitutionsAndSwapsCostOneEach() {
        XCTAssertEqual(EditDistance.optimalStringAlignment("serach", "search"), 1, "a swap of neighbours is one edit")
        XCTAssertEqual(EditDistance.optimalStringAlignment("langauge", "language"), 1)
        XCTAssertEqual(EditDistance.optimalStringAlignment("", "abc"), 3)
        XCTAssertEqual(EditDistance.optimalStringAlignment("abc", ""), 3)
        XCTAssertEqual(EditDistance.optimalStringAlignment("kitten", "sitting"), 3)
        XCTAssertEqual(EditDistance.optimalStringAlignment("ca", "abc"), 3, "no substring is edited twice")
        XCTAssertEqual(EditDistance.optimalStringAlignment("same", "same"), 0)
    }

    /// The bounded form gives the full table's answer whenever that is within the bound, and nil otherwise:
    /// checked on random words of a small alphabet (so swaps and repeats are common), Latin and Devanagari.
    func testTheBoundedDistanceAgreesWithTheFullTable() {
        var generator = SeededGenerator(seed: 42)
        for alphabet in [Array("abcd"), Array("किमीुू")] {
            for _ in 0..<2000 {
                let a = String(
                    (0..<Int.random(in: 0...7, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! })
                let b = String(
                    (0..<Int.random(in: 0...7, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! })
                let full = EditDistance.optimalStringAlignment(a, b)
                for limit in 0...3 {
                    XCTAssertEqual(
                        EditDistance.optimalStringAlignment(a, b, limit: limit), full <= limit ? full : nil,
                        "\(a) \(b) limit \(limit)")
                }
            }
        }
        XCTAssertEqual(EditDistance.optimalStringAlignment("एनिमेशन", "एनीमेशन"), 1, "a vowel sign is one edit")
    }
}
