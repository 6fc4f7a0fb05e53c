/// Why the index could not be built or read.
public enum SearchIndexError: Error, CustomStringConvertible, Sendable, Equatable {
    /// There is no index file at this path.
    case missingIndex(path: String)
    /// Two documents in one build have the same path.
    case duplicateDocument(path: String)
    /// Two sections in one build have the same id.
    case duplicateSection(id: String)
    /// The index was written by an incompatible version of doctool.
    case incompatibleIndex(path: String, reason: String)
    /// The query has more terms than one search can rank.
    case queryTooLong(terms: Int, limit: Int)
    /// A filter on a field no section of the index has a value for.
    case unrecordedField(name: String, reason: String)

    public var description: String {
        switch self {
        case .missingIndex(let path): return "\(path): no search index; run `doctool index` first"
        case .duplicateDocument(let path): return "\(path): the document is given twice"
        case .duplicateSection(let id): return "section id '\(id)' is given twice"
        case .incompatibleIndex(let path, let reason): return "\(path): \(reason); run `doctool index` again"
        case .queryTooLong(let terms, let limit): return "the query has \(terms) terms; at most \(limit) can be searched at once"
        case .unrecordedField(let name, let reason):
            return "no section of the index has a \(name) (\(reason)), so the filter would match nothing"
        }
    }
}
