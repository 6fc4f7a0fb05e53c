import DocumentModel
import Foundation

/// Answers searches from `index/search.sqlite`.
///
/// Opens the file read-only; the builder replaces the file by renaming, so an open reader keeps
/// answering from the index it opened. A class because it owns the connection and its cached
/// statements; not shared between threads.
public final class SearchIndexReader {
    private let database: SQLiteDatabase
    private let analyzer = Analyzer()
    private var statements: [String: SQLiteStatement] = [:]
    /// The database file.
    public let path: String

    /// Opens the index in `directory`; throws `SearchIndexError.missingIndex` when there is none.
    public init(directory: URL) throws {
        let url = directory.appendingPathComponent(SearchIndexBuilder.fileName)
        guard FileManager.default.fileExists(atPath: url.path) else {
            throw SearchIndexError.missingIndex(path: url.path)
        }
        path = url.path
        database = try SQLiteDatabase(path: url.path, mode: .readOnly)
        let meta = (try? SearchIndexReader.meta(of: database)) ?? [:]
        guard meta["schema"] == String(SearchSchema.version) else {
            throw SearchIndexError.incompatibleIndex(path: url.path, reason: "the index has another schema version")
        }
    }

    /// The `meta` table.
    static func meta(of database: SQLiteDatabase) throws -> [String: String] {
        let rows = try database.prepare("SELECT key, value FROM meta").rows { ($0.text(0), $0.text(1)) }
        return Dictionary(rows, uniquingKeysWith: { first, _ in first })
    }

    /// How many sections the index holds.
    public func sectionCount() throws -> Int {
        try Int(statement("SELECT count(*) FROM sections").rows { $0.int(0) }.first ?? 0)
    }

    // MARK: - Searching

    /// The groups of sections matching `request`, best first (BM25 with field weights; ties by
    /// index order). With no query words, every section passing the filters, in corpus order.
    public func search(_ request: SearchRequest) throws -> SearchResults {
        // One read transaction: SQLite then takes its file lock once, not once per statement.
        try database.execute("BEGIN")
        defer { try? database.execute("COMMIT") }
        let query = SearchQuery(request.query, analyzer: analyzer)
        let ranked = try rankedSections(query: query, request: request)
        var groups: [ResultGroup] = []
        var groupIndex: [String: Int] = [:]
        for (rowid, score) in ranked {
            let details = try sectionDetails(rowid)
            let key = details.reference.groupID ?? "section:" + details.reference.id
            var index = groupIndex[key]
            if index == nil, groups.count < request.limit {
                index = groups.count
                groupIndex[key] = groups.count
                groups.append(ResultGroup(groupID: details.reference.groupID, score: score, hits: [], otherVersions: []))
            }
            // Snippets cost a re-analysis of the section, so only hits that are shown get one.
            guard let index else { continue }
            groups[index].hits.append(SectionHit(section: details.reference, score: score,
                                                 snippet: try snippet(for: rowid, details: details, query: query, api: request.api)))
        }
        for index in groups.indices {
            guard let groupID = groups[index].groupID else { continue }
            let shown = Set(groups[index].hits.map(\.section.id))
            groups[index].otherVersions = try groupMembers(groupID).filter { !shown.contains($0.id) }
        }
        return SearchResults(query: request.query, queryLanguages: query.languages, groups: groups)
    }

    /// (rowid, score) of the matching sections, best first; more than `limit` so groups can fill.
    private func rankedSections(query: SearchQuery, request: SearchRequest) throws -> [(Int64, Double)] {
        var conditions: [String] = []
        var values: [SQLiteStatement.Value] = []
        if let language = request.language {
            conditions.append("s.language = ?"); values.append(.text(language.rawValue))
        }
        if let status = request.status {
            conditions.append("s.status = ?"); values.append(.text(status))
        }
        if let code = request.codeLanguage {
            conditions.append("EXISTS (SELECT 1 FROM section_tags t WHERE t.kind = '\(SearchSchema.codeLanguageTag)' AND t.value = ? AND t.section = s.rowid)")
            values.append(.text(code.lowercased()))
        }
        if let era = request.era {
            conditions.append("EXISTS (SELECT 1 FROM section_tags t WHERE t.kind = '\(SearchSchema.eraTag)' AND t.value = ? AND t.section = s.rowid)")
            values.append(.text(era.lowercased()))
        }
        if let api = request.api {
            conditions.append("EXISTS (SELECT 1 FROM section_apis a WHERE a.key = ? AND a.section = s.rowid)")
            values.append(.text(SearchSchema.apiKeys(api).first ?? api.lowercased()))
        }
        // Several languages of one group may match, so fetch enough rows to fill `limit` groups.
        let rowLimit = Int64(max(1, request.limit) * 8)
        let filter = conditions.isEmpty ? "" : " AND " + conditions.joined(separator: " AND ")
        if let match = query.matchExpression {
            let sql = "SELECT s.rowid, f.rank FROM section_text f JOIN sections s ON s.rowid = f.rowid "
                + "WHERE section_text MATCH ?\(filter) ORDER BY f.rank, s.rowid LIMIT ?"
            return try statement(sql).rows([.text(match)] + values + [.integer(rowLimit)]) { ($0.int(0), -$0.double(1)) }
        }
        guard request.api != nil else { return [] }
        // Start from the API's rows (few) rather than scanning every section for them.
        let sql = "SELECT s.rowid FROM section_apis x CROSS JOIN sections s ON s.rowid = x.section "
            + "WHERE x.key = ?\(filter) GROUP BY s.rowid ORDER BY s.document, s.ordinal LIMIT ?"
        let key: SQLiteStatement.Value = .text(SearchSchema.apiKeys(request.api ?? "").first ?? "")
        return try statement(sql).rows([key] + values + [.integer(rowLimit)]) { ($0.int(0), 0) }
    }

    // MARK: - Sections

    private struct SectionDetails {
        var reference: SectionReference
        var headingLine: Int?
    }

    private func sectionDetails(_ rowid: Int64) throws -> SectionDetails {
        let sql = "SELECT id, document, language, heading, heading_line, first_line, last_line, group_id FROM sections WHERE rowid = ?"
        let rows = try statement(sql).rows([.integer(rowid)]) { row in
            SectionDetails(
                reference: SectionReference(id: row.text(0), document: row.text(1), language: Language(rawValue: row.text(2)) ?? .und,
                                            heading: row.text(3), firstLine: Int(row.int(5)), lastLine: Int(row.int(6)),
                                            groupID: row.optionalText(7)),
                headingLine: row.optionalText(4).flatMap { Int($0) })
        }
        guard let details = rows.first else {
            throw SQLiteError(code: 1, message: "section row \(rowid) is missing from \(path)")
        }
        return details
    }

    /// The group's sections, by language then document.
    private func groupMembers(_ groupID: String) throws -> [SectionReference] {
        let sql = "SELECT id, document, language, heading, first_line, last_line FROM sections WHERE group_id = ?"
        let members = try statement(sql).rows([.text(groupID)]) { row in
            SectionReference(id: row.text(0), document: row.text(1), language: Language(rawValue: row.text(2)) ?? .und,
                             heading: row.text(3), firstLine: Int(row.int(4)), lastLine: Int(row.int(5)), groupID: groupID)
        }
        return members.sorted { ($0.language, $0.document, $0.firstLine) < ($1.language, $1.document, $1.firstLine) }
    }

    private func snippet(for rowid: Int64, details: SectionDetails, query: SearchQuery, api: String?) throws -> Snippet {
        let sql = "SELECT field, line, text FROM fragments WHERE section = ? ORDER BY field, ordinal"
        var prose: [SnippetBuilder.Candidate] = [], code: [SnippetBuilder.Candidate] = []
        for (field, candidate) in try statement(sql).rows([.integer(rowid)], { row in
            (Int(row.int(0)), SnippetBuilder.Candidate(line: Int(row.int(1)), text: row.text(2)))
        }) {
            if field == SearchSchema.codeField { code.append(candidate) } else { prose.append(candidate) }
        }
        let reference = details.reference
        let heading = reference.heading.isEmpty ? nil
            : SnippetBuilder.Candidate(line: details.headingLine ?? reference.firstLine, text: reference.heading)
        return SnippetBuilder(analyzer: analyzer, query: query, api: api)
            .snippet(heading: heading, prose: prose, code: code, fallbackLine: reference.firstLine)
    }

    private func statement(_ sql: String) throws -> SQLiteStatement {
        if let cached = statements[sql] { return cached }
        let prepared = try database.prepare(sql)
        statements[sql] = prepared
        return prepared
    }
}
