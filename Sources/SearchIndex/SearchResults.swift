import DocumentModel

/// The answer to a `SearchRequest`: groups of sections, best first.
public struct SearchResults: Hashable, Codable, Sendable {
    public var query: String
    /// The languages detected in the query's words.
    public var queryLanguages: [Language]
    public var groups: [ResultGroup]
    /// False when the query was broad and ranked in bounded tiers (see `SearchIndexReader`).
    public var rankedExactly: Bool

    public init(query: String, queryLanguages: [Language], groups: [ResultGroup], rankedExactly: Bool = true) {
        self.query = query
        self.queryLanguages = queryLanguages
        self.groups = groups
        self.rankedExactly = rankedExactly
    }

    /// Every hit, group by group.
    public var hits: [SectionHit] { groups.flatMap(\.hits) }
}
