import DocumentModel

/// Which documents of a topic have a version of each group, and how complete each document is.
public struct CoverageMatrix: Hashable, Codable, Sendable {
    /// One column of the matrix: a document of the topic.
    public struct Column: Hashable, Codable, Sendable {
        public var documentPath: String
        public var language: Language
        /// Groups the document has a version of.
        public var covered: Int
        /// Groups of the topic.
        public var total: Int
        /// Versions whose code differs from the other copies.
        public var stale: Int

        /// covered / total, 0...1.
        public var completeness: Double { total == 0 ? 0 : Double(covered) / Double(total) }
    }

    /// One row: a group and each column's status, in column order.
    public struct Row: Hashable, Codable, Sendable {
        public var groupID: String
        public var title: String
        public var cells: [VersionStatus]
    }

    public var topic: String
    public var columns: [Column]
    public var rows: [Row]

    /// Builds the matrix of `groups` over `documents` (path and language), columns in the given order.
    public init(topic: String, documents: [(path: String, language: Language)], groups: [SectionGroup]) {
        self.topic = topic
        rows = groups.map { group in
            Row(
                groupID: group.id, title: group.title,
                cells: documents.map { group.member(for: $0.path)?.status ?? .missing })
        }
        columns = documents.enumerated().map { column, document in
            let cells = groups.map { $0.member(for: document.path)?.status ?? .missing }
            return Column(
                documentPath: document.path, language: document.language,
                covered: cells.filter { $0 != .missing }.count, total: groups.count,
                stale: cells.filter { $0 == .stale }.count)
        }
    }

    /// What to call each column: its language, or, where the topic has several pages of that language, the
    /// page (its file name, or its whole path when two such file names are the same).
    public var columnNames: [String] {
        let byLanguage = Dictionary(grouping: columns, by: \.language)
        return columns.map { column in
            let sameLanguage = byLanguage[column.language] ?? []
            guard sameLanguage.count > 1 else { return column.language.rawValue }
            let name = Self.fileName(column.documentPath)
            let clash = sameLanguage.contains { $0.documentPath != column.documentPath && Self.fileName($0.documentPath) == name }
            return clash ? column.documentPath : name
        }
    }

    static func fileName(_ path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }
}
