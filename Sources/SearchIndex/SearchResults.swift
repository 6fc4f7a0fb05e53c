import DocumentModel

/// The answer to a `SearchRequest`: groups of sections, best first.
public struct SearchResults: Hashable, Codable, Sendable {
    public var query: String
    /// The languages detected in the query's words.
    public var queryLanguages: [Language]
    public var groups: [ResultGroup]

    public init(query: String, queryLanguages: [Language], groups: [ResultGroup]) {
        self.query = query
        self.queryLanguages = queryLanguages
        self.groups = groups
    }

    /// Every hit, group by group.
    public var hits: [SectionHit] { groups.flatMap(\.hits) }
}
