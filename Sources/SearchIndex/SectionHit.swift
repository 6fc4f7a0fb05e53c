/// One matching section: where it is, how well it matched, and its snippet.
public struct SectionHit: Hashable, Codable, Sendable {
    public var section: SectionReference
    /// BM25 with field weights (higher is better); 0 for filter-only searches.
    public var score: Double
    public var snippet: Snippet

    public init(section: SectionReference, score: Double, snippet: Snippet) {
        self.section = section
        self.score = score
        self.snippet = snippet
    }

    /// `file:line` of the snippet.
    public var location: String { "\(section.document):\(snippet.line)" }
}
