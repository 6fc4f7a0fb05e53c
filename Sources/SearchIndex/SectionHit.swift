/// One matching section: where it is, how well it matched, and its snippet.
public struct SectionHit: Hashable, Codable, Sendable {
    public var section: SectionReference
    /// BM25 with field weights (higher is better); 0 for filter-only searches.
    public var score: Double
    public var snippet: Snippet
    /// The same section content elsewhere in the same language (the page saved as Markdown and as
    /// HTML): one result, every location.
    public var alsoAt: [SectionReference]

    public init(section: SectionReference, score: Double, snippet: Snippet, alsoAt: [SectionReference] = []) {
        self.section = section
        self.score = score
        self.snippet = snippet
        self.alsoAt = alsoAt
    }

    /// `file:line` of the snippet.
    public var location: String { "\(section.document):\(snippet.line)" }
}
