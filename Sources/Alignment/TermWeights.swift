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
    init(frequency: [String: Int], setCount: Int) {
        weights = frequency.mapValues { Self.weight(documentFrequency: $0, sectionCount: setCount) }
        unseenWeight = Self.weight(documentFrequency: 1, sectionCount: setCount)
    }

    /// `log(1 + N / df)`; a term never seen counts as if seen once.
    public func weight(_ term: String) -> Double {
        weights[term] ?? unseenWeight
    }

    private static func weight(documentFrequency: Int, sectionCount: Int) -> Double {
        log1p(Double(max(sectionCount, 1)) / Double(max(1, documentFrequency)))
    }
}
