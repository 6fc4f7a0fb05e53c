import DocumentModel

/// The answer to a `SearchRequest`: groups of sections, best first.
public struct SearchResults: Hashable, Codable, Sendable {
    public var query: String
    /// The languages detected in the query's words.
    public var queryLanguages: [Language]
    public var groups: [ResultGroup]
    /// False when the query was broad and ranked in bounded tiers (see `SearchIndexReader`).
    public var rankedExactly: Bool
    /// When nothing matched: the index's own words closest to the query's unknown ones (edit
    /// distance, same script), closest and most common first.
    public var suggestions: [String]
    /// When nothing matched in the language asked for: the sections in other languages whose
    /// samples use the API names in the query, in index order.
    public var otherLanguageSections: [SectionReference]
    /// The API names of the query that `otherLanguageSections` share.
    public var sharedAPIs: [String]

    public init(
        query: String, queryLanguages: [Language], groups: [ResultGroup], rankedExactly: Bool = true,
        suggestions: [String] = [], otherLanguageSections: [SectionReference] = [], sharedAPIs: [String] = []
    ) {
        self.query = query
        self.queryLanguages = queryLanguages
        self.groups = groups
        self.rankedExactly = rankedExactly
        self.suggestions = suggestions
        self.otherLanguageSections = otherLanguageSections
        self.sharedAPIs = sharedAPIs
    }

    /// Every hit, group by group.
    public var hits: [SectionHit] { groups.flatMap(\.hits) }
}
