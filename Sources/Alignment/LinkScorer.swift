/// Weighs the features into one score per link.
///
/// Design: a weighted mean over the features that apply, so a pair of prose-only sections is not
/// punished for having no code, while a pair where one side has code and the other not is. Code
/// identity weighs most because translations keep code verbatim; position and length weigh least
/// because partial translations and reordered pages break them. Whether a link is accepted is decided
/// by `TopicAligner`, which also uses order; the score alone only ranks candidates.
public struct LinkScorer: Sendable {
    /// Feature weights for aligning translations of one tutorial.
    public static let translationWeights: [FeatureKind: Double] = [
        .codeIdentity: 0.30, .codeLines: 0.15, .apiNames: 0.15, .anchors: 0.15, .numbers: 0.10,
        .length: 0.07, .position: 0.08
    ]

    public var weights: [FeatureKind: Double]
    public var termWeights: TermWeights

    public init(weights: [FeatureKind: Double], termWeights: TermWeights) {
        self.weights = weights
        self.termWeights = termWeights
    }

    /// Scores two profiles.
    public func score(_ a: SectionProfile, _ b: SectionProfile) -> LinkScore {
        // Only the features that weigh are computed.
        func weighs(_ kind: FeatureKind) -> Bool { (weights[kind] ?? 0) > 0 }
        let candidates: [FeatureScore?] = [
            weighs(.codeIdentity) ? AlignmentFeatures.codeIdentity(a.fingerprints, b.fingerprints) : nil,
            weighs(.codeLines) ? AlignmentFeatures.codeLines(a.codeLines, b.codeLines) : nil,
            weighs(.apiNames) ? AlignmentFeatures.apiNames(a.apiNames, b.apiNames, weights: termWeights) : nil,
            weighs(.anchors) ? AlignmentFeatures.anchors(a.anchors, b.anchors, weights: termWeights) : nil,
            weighs(.numbers) ? AlignmentFeatures.numbers(a.numbers, b.numbers) : nil,
            weighs(.length)
                ? AlignmentFeatures.length(
                    codeLines: a.codeLineCount, b.codeLineCount, blocks: a.blockCount,
                    b.blockCount) : nil,
            weighs(.position) ? a.position.flatMap { first in b.position.map { AlignmentFeatures.position(first, $0) } } : nil
        ]
        let features = candidates.compactMap { $0 }
        let total = features.reduce(0.0) { $0 + (weights[$1.kind] ?? 0) }
        let sum = features.reduce(0.0) { $0 + (weights[$1.kind] ?? 0) * $1.value }
        return LinkScore(value: total > 0 ? sum / total : 0, features: features)
    }
}
