// MARK: - Alignment features
//
// Each feature is a small pure function over two profiles that returns a value in 0...1 and the words
// that explain it, or nil when it has nothing to say (no code on either side, no names to compare).
// `LinkScorer` weighs them into one score.

/// The features alignment combines; each is tested on its own.
public enum AlignmentFeatures {
    /// Code blocks with the same fingerprint, Dice over the two sets: 2·shared / (|a| + |b|).
    /// Nil when neither side has code; 0 when only one has.
    public static func codeIdentity(_ a: [String], _ b: [String]) -> FeatureScore? {
        guard !a.isEmpty || !b.isEmpty else { return nil }
        let shared = Set(a).intersection(b).count
        let value = Double(2 * shared) / Double(Set(a).count + Set(b).count)
        return FeatureScore(
            kind: .codeIdentity, value: value,
            detail: "\(shared) of \(max(Set(a).count, Set(b).count)) code blocks identical")
    }

    /// The share of the smaller side's code blocks found on the other side: 1 when one version's code is
    /// part of the other's (a section split in two, or two merged into one).
    public static func codeContainment(_ a: [String], _ b: [String]) -> Double {
        let smaller = min(Set(a).count, Set(b).count)
        guard smaller > 0 else { return 0 }
        return Double(Set(a).intersection(b).count) / Double(smaller)
    }

    /// Normalised code lines in common, Dice over the two sets. Nil unless both sides have code.
    public static func codeLines(_ a: Set<String>, _ b: Set<String>) -> FeatureScore? {
        guard !a.isEmpty, !b.isEmpty else { return nil }
        let shared = a.intersection(b).count
        let value = Double(2 * shared) / Double(a.count + b.count)
        return FeatureScore(kind: .codeLines, value: value, detail: "\(shared) code lines shared")
    }

    /// Identifiers used by both sides' code, as a cosine with rare names weighing more. Nil when neither side has any.
    public static func apiNames(_ a: Set<String>, _ b: Set<String>, weights: TermWeights) -> FeatureScore? {
        weightedOverlap(a, b, weights: weights, kind: .apiNames, noun: "names")
    }

    /// Translation-proof words of prose and headings on both sides (see `TextAnchors`), weighted like API names.
    public static func anchors(_ a: Set<String>, _ b: Set<String>, weights: TermWeights) -> FeatureScore? {
        weightedOverlap(a, b, weights: weights, kind: .anchors, noun: "words")
    }

    /// Numbers on both sides, Dice over the two sets. Nil when neither side has any.
    public static func numbers(_ a: Set<String>, _ b: Set<String>) -> FeatureScore? {
        guard !a.isEmpty || !b.isEmpty else { return nil }
        let shared = a.intersection(b)
        let value = Double(2 * shared.count) / Double(a.count + b.count)
        return FeatureScore(
            kind: .numbers, value: value,
            detail: "\(shared.count) shared" + examples(shared.sorted { numericOrder($0, $1) }))
    }

    /// How close the sizes are: lines of code when either side has code, else the number of blocks.
    /// (min + 1) / (max + 1), so two empty sections agree fully.
    public static func length(codeLines a: Int, _ b: Int, blocks blocksA: Int, _ blocksB: Int) -> FeatureScore {
        let usesCode = a > 0 || b > 0
        let (x, y) = usesCode ? (a, b) : (blocksA, blocksB)
        let value = Double(min(x, y) + 1) / Double(max(x, y) + 1)
        return FeatureScore(
            kind: .length, value: value,
            detail: usesCode ? "\(x) vs \(y) code lines" : "\(x) vs \(y) blocks")
    }

    /// How close the relative places in the two documents are: 1 − |a − b|.
    public static func position(_ a: Double, _ b: Double) -> FeatureScore {
        let percentA = Int((a * 100).rounded())
        let percentB = Int((b * 100).rounded())
        return FeatureScore(kind: .position, value: 1 - abs(a - b), detail: "at \(percentA)% vs \(percentB)% of the page")
    }

    // MARK: - Helpers

    static func weightedOverlap(
        _ a: Set<String>, _ b: Set<String>, weights: TermWeights, kind: FeatureKind,
        noun: String
    ) -> FeatureScore? {
        guard !a.isEmpty || !b.isEmpty else { return nil }
        let shared = a.intersection(b)
        let denominator = (mass(a, weights: weights) * mass(b, weights: weights)).squareRoot()
        let value = denominator > 0 ? mass(shared, weights: weights) / denominator : 0
        // Weights looked up once each, for naming the shared terms.
        let weighted = shared.map { (weight: weights.weight($0), term: $0) }
        return overlapScore(kind: kind, value: min(1, value), weighted: weighted, noun: noun)
    }

    /// A weighted overlap's verdict: its value, and the shared terms (with their weights) named rarest first:
    /// they are the ones that make the link.
    static func overlapScore(
        kind: FeatureKind, value: Double, weighted: [(weight: Double, term: String)],
        noun: String
    ) -> FeatureScore {
        let named = weighted.sorted { ($0.weight, $1.term) > ($1.weight, $0.term) }.map(\.term)
        return FeatureScore(kind: kind, value: value, detail: "\(weighted.count) shared \(noun)" + examples(named))
    }

    /// The sum of the squared weights of `set`'s terms: the squared length of its weighted vector.
    public static func mass(_ set: Set<String>, weights: TermWeights) -> Double {
        set.reduce(0) { $0 + weights.weight($1) * weights.weight($1) }
    }

    static func examples(_ items: [String]) -> String {
        guard !items.isEmpty else { return "" }
        let shown = items.prefix(4).joined(separator: ", ")
        return ": " + shown + (items.count > 4 ? ", …" : "")
    }

    static func numericOrder(_ a: String, _ b: String) -> Bool {
        (Double(a) ?? 0, a) < (Double(b) ?? 0, b)
    }
}
