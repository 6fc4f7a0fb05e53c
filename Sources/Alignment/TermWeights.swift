import Foundation

/// How much a shared term says: rare terms (UIFieldBehavior) more than common ones (UIView), by inverse
/// document frequency over the sections being aligned.
///
/// The weights are computed once, when the sets are counted: every pair of sections looks them up again.
public struct TermWeights: Sendable {
    private var weights: [String: Double]
    /// The weight of a term never seen.
    private(set) var unseenWeight: Double

    /// Counts in how many of `termSets` each term appears.
    public init(_ termSets: [Set<String>]) {
        var frequency: [String: Int] = [:]
        for set in termSets {
            for term in set { frequency[term, default: 0] += 1 }
        }
        self.init(frequency: frequency, setCount: termSets.count)
    }

    /// From the counts already made: in how many of `setCount` sets each term appears.
    public init(frequency: [String: Int], setCount: Int) {
        weights = frequency.mapValues { Self.coarse(documentFrequency: $0, sectionCount: setCount) }
        unseenWeight = Self.coarse(documentFrequency: 1, sectionCount: setCount)
    }

    /// `log(1 + N / df)`, coarsened (`coarse`); a term never seen counts as if seen once.
    public func weight(_ term: String) -> Double {
        weights[term] ?? unseenWeight
    }

    /// `log(1 + N / df)` to the nearest sixteenth, with N rounded to the nearest number of four binary digits and zeros.
    ///
    /// Coarse on purpose: a topic's groups depend on the weights of its terms, which are the corpus's, and an edit
    /// anywhere changes them (`TopicSummary`). Exact, one more `UIView` on one page changed the weight of `UIView`
    /// in every topic, and every topic using it was aligned again (1,868 of 2,188 after one edit of a 3,499-page
    /// collection). One page moves a term's df by about one, its exact weight by about 1/df: in sixteenths that
    /// crosses a step for about 16/df of the terms it touches, so about 16 topics a term are aligned again whatever
    /// the df; a section more or less moves N by two, which crosses a step of N once in about N/16 sections. A
    /// sixteenth is finer than anything the scores tell apart (weights run from 0.7 to about 12).
    private static func coarse(documentFrequency: Int, sectionCount: Int) -> Double {
        let count = max(sectionCount, 1)
        let dropped = max(0, Int.bitWidth - count.leadingZeroBitCount - 4)
        let half = dropped > 0 ? 1 << (dropped - 1) : 0
        let roundedCount = ((count + half) >> dropped) << dropped
        let weight = log1p(Double(roundedCount) / Double(max(1, documentFrequency)))
        return (weight * 16).rounded() / 16
    }
}
