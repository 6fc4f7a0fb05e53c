import DocumentModel

/// A search: the query text and the filters `doctool search` takes.
public struct SearchRequest: Hashable, Sendable {
    /// The words to find; may be empty when `api` is given (then every section using the API).
    public var query: String
    /// Only sections in this language match (their group's other versions are still shown).
    public var language: Language?
    /// Only sections with a sample in this code language.
    public var codeLanguage: CodeLanguage?
    /// Only sections whose samples use this API (full name, base name or last dotted component).
    public var api: String?
    /// Only sections with a Swift sample of this era.
    public var era: SwiftEra?
    /// Only sections with this verification status.
    public var status: String?
    /// At most this many result groups.
    public var limit: Int

    public init(
        query: String, language: Language? = nil, codeLanguage: CodeLanguage? = nil, api: String? = nil,
        era: SwiftEra? = nil, status: String? = nil, limit: Int = 10
    ) {
        self.query = query
        self.language = language
        self.codeLanguage = codeLanguage
        self.api = api
        self.era = era
        self.status = status
        self.limit = limit
    }
}
