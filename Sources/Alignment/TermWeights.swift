import Foundation

/// How much a shared term says: rare terms (UIFieldBehavior) more than common ones (UIView), by inverse
/// document frequency over the sections being aligned.
public struct TermWeights: Sendable {
    private var documentFrequency: [String: Int]
    private var sectionCount: Int

    /// Counts in how many of `termSets` each term appears.
    public init(_ termSets: [Set<String>]) {
        var frequency: [String: Int] = [:]
        for set in termSets {
            for term in set { frequency[term, default: 0] += 1 }
        }
        documentFrequency = frequency
        sectionCount = termSets.count
    }

    /// `log(1 + N / df)`; a term never seen counts as if seen once.
    public func weight(_ term: String) -> Double {
        let df = max(1, documentFrequency[term] ?? 1)
        return log1p(Double(max(sectionCount, 1)) / Double(df))
    }
}
