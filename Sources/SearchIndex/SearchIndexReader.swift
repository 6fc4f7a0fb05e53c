import CSQLite
import CSearchRank
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
    /// - Parameter exactRankingLimit: above this many matches a query is ranked in tiers.
    public init(directory: URL, exactRankingLimit: Int = SearchIndexReader.defaultExactRankingLimit) throws {
        self.exactRankingLimit = max(1, exactRankingLimit)
        let url = directory.appendingPathComponent(SearchIndexBuilder.fileName)
        guard FileManager.default.fileExists(atPath: url.path) else {
            throw SearchIndexError.missingIndex(path: url.path)
        }
        path = url.path
        database = try SQLiteDatabase(path: url.path, mode: .readOnly)
        let meta: [String: String]
        do {
            meta = try SearchIndexReader.meta(of: database)
        } catch {
            // Not a database, a damaged one, or one without our tables: say that, not "another version".
            throw SearchIndexError.incompatibleIndex(path: url.path, reason: "the file is not a doctool search index (\(error))")
        }
        guard meta["schema"] == String(SearchSchema.version) else {
            throw SearchIndexError.incompatibleIndex(path: url.path, reason: "the index has another schema version")
        }
        let status = doctool_register_rank(database.handle)
        guard status == SQLITE_OK else {
            throw SQLiteError(code: status, message: "could not register the ranking function on \(url.path)")
        }
        sections = try Int(database.prepare("SELECT count(*) FROM sections").rows { $0.int(0) }.first ?? 0)
    }

    /// How many sections the index holds (N in the IDFs).
    private let sections: Int

    /// The `meta` table.
    static func meta(of database: SQLiteDatabase) throws -> [String: String] {
        let rows = try database.prepare("SELECT key, value FROM meta").rows { ($0.text(0), $0.text(1)) }
        return Dictionary(rows, uniquingKeysWith: { first, _ in first })
    }

    /// How many sections the index holds.
    public func sectionCount() throws -> Int { sections }

    // MARK: - Searching

    /// The groups of sections matching `request`, best first (BM25 with field weights; ties by
    /// index order). With no query words (an `api` filter alone), the sections passing the filters
    /// in index order, which is corpus order after a from-scratch build.
    public func search(_ request: SearchRequest) throws -> SearchResults {
        // One read transaction: SQLite then takes its file lock once, not once per statement.
        try database.execute("BEGIN")
        defer { try? database.execute("COMMIT") }
        var query = SearchQuery(request.query, analyzer: analyzer)
        // A word no page spells another way needs no variant phrases (most words: they cost a doclist each).
        for index in query.clauses.indices where query.clauses[index].variant != nil {
            if try variantFrequency(query.clauses[index]) == 0 { query.clauses[index].variant = nil }
        }
        // The ranking function takes one IDF per term, up to its fixed limit (and SQLite's on function arguments).
        guard query.typedTerms <= Self.maxTerms else {
            throw SearchIndexError.queryTooLong(terms: query.typedTerms, limit: Self.maxTerms)
        }
        if request.status != nil,
            try statement("SELECT 1 FROM sections WHERE status IS NOT NULL LIMIT 1").rows([], { $0.int(0) }).isEmpty
        {
            throw SearchIndexError.unrecordedField(
                name: "verification status",
                reason: "doctool index does not run samples; doctool verify reports them")
        }
        let (ranked, exactly) = try rankedSections(query: query, request: request)
        var groups: [ResultGroup] = []
        var groupIndex: [String: Int] = [:]
        // Where each content (language + key) is shown: a copy of it joins that hit's locations.
        var shownContent: [String: (group: Int, hit: Int)] = [:]
        let allDetails = try sectionDetails(ranked.map(\.0))
        for (rowid, score) in ranked {
            guard let details = allDetails[rowid] else {
                throw SQLiteError(code: 1, message: "section row \(rowid) is missing from \(path)")
            }
            let content = details.reference.language.rawValue + ":" + details.content
            if let shown = shownContent[content] {
                groups[shown.group].hits[shown.hit].alsoAt.append(details.reference)
                continue
            }
            let key = details.reference.groupID ?? "section:" + details.reference.id
            var index = groupIndex[key]
            if index == nil, groups.count < request.limit {
                index = groups.count
                groupIndex[key] = groups.count
                groups.append(ResultGroup(groupID: details.reference.groupID, score: score, hits: [], otherVersions: []))
            }
            // Snippets cost a re-analysis of the section, so only hits that are shown get one.
            guard let index else { continue }
            shownContent[content] = (index, groups[index].hits.count)
            groups[index].hits.append(
                SectionHit(
                    section: details.reference, score: score,
                    snippet: try snippet(
                        for: rowid, details: details, query: query, api: request.api,
                        score: score)))
        }
        let members = try groupMembers(groups.compactMap(\.groupID))
        for index in groups.indices {
            guard let groupID = groups[index].groupID else { continue }
            let shown = Set(groups[index].hits.flatMap { [$0.section.id] + $0.alsoAt.map(\.id) })
            groups[index].otherVersions = (members[groupID] ?? []).filter { !shown.contains($0.id) }
        }
        var results = SearchResults(query: request.query, queryLanguages: query.languages, groups: groups, rankedExactly: exactly)
        if groups.isEmpty && !query.clauses.isEmpty {
            results.suggestions = try suggestions(for: query)
            if let language = request.language {
                (results.otherLanguageSections, results.sharedAPIs) = try sectionsSharingAPIs(
                    query, notIn: language,
                    limit: request.limit)
            }
        }
        return results
    }

    /// (rowid, score) of the matching sections, best first; more than `limit` so groups can fill.
    /// Also says whether the ranking was exact (false: tiered, for a broad query).
    private func rankedSections(query: SearchQuery, request: SearchRequest) throws -> ([(Int64, Double)], Bool) {
        var conditions: [String] = []
        var values: [SQLiteStatement.Value] = []
        if let language = request.language {
            conditions.append("s.language = ?"); values.append(.text(language.rawValue))
        }
        if let status = request.status {
            conditions.append("s.status = ?"); values.append(.text(status))
        }
        if let code = request.codeLanguage {
            conditions.append(
                "EXISTS (SELECT 1 FROM section_tags t WHERE t.kind = '\(SearchSchema.codeLanguageTag)' AND t.value = ? AND t.section = s.rowid)"
            )
            values.append(.text(code.rawValue))
        }
        if let era = request.era {
            conditions.append(
                "EXISTS (SELECT 1 FROM section_tags t WHERE t.kind = '\(SearchSchema.eraTag)' AND t.value = ? AND t.section = s.rowid)"
            )
            values.append(.text(era.rawValue))
        }
        if let api = request.api {
            conditions.append("EXISTS (SELECT 1 FROM section_apis a WHERE a.key = ? AND a.section = s.rowid)")
            values.append(.text(SearchSchema.apiKeys(api).first ?? api.lowercased()))
        }
        // Several languages of one group may match, so fetch enough rows to fill `limit` groups.
        let rowLimit = Int64(max(1, request.limit) * 8)
        let filter = conditions.isEmpty ? "" : " AND " + conditions.joined(separator: " AND ")
        if !query.clauses.isEmpty {
            return try coordinatedRanking(
                query: query, filter: filter, values: values, rowLimit: rowLimit,
                groups: request.limit)
        }
        guard request.api != nil else { return ([], true) }
        // Start from the API's rows rather than scanning every section, in index order (corpus order
        // after a from-scratch build): the key's rows are stored by section, so no sort is needed.
        let sql =
            "SELECT DISTINCT x.section FROM section_apis x CROSS JOIN sections s ON s.rowid = x.section "
            + "WHERE x.key = ?\(filter) ORDER BY x.section LIMIT ?"
        let key: SQLiteStatement.Value = .text(SearchSchema.apiKeys(request.api ?? "").first ?? "")
        return (try statement(sql).rows([key] + values + [.integer(rowLimit)]) { ($0.int(0), 0) }, true)
    }

    // MARK: - Ranking

    /// By default, above this many matching sections a query is "broad" and is ranked in tiers.
    ///
    /// BM25 must be computed for every matching row before the best can be known (≈2–3 µs a row
    /// here: the row's column sizes and its phrase positions), so a word found in 50,000 sections
    /// costs over 100 ms to rank exactly; a tier of 400 rows costs about 1 ms. A broad query is
    /// therefore ranked in two bounded tiers: the sections that match in their heading (the
    /// heaviest field), then the first matches in index order, each tier capped at this many rows.
    /// Within a tier the order is exact BM25; across tiers it is heading-first. For such a query
    /// every match has nearly the same IDF, so what the reader loses is the exact order among
    /// thousands of equally weak hits. The trade-off is tested and measured (searchbench).
    public static let defaultExactRankingLimit = 400

    /// The most terms one query may have (`doctool_rank`'s limit on clauses).
    public static let maxTerms = Int(DOCTOOL_RANK_MAX_CLAUSES)

    /// This reader's broad-query threshold (`defaultExactRankingLimit` unless a test sets it).
    public let exactRankingLimit: Int

    /// The query's clauses as a ranked disjunction, in two steps that each stay bounded.
    ///
    /// First the conjunction: the sections matching every clause rank above all others anyway
    /// (coordination is the first part of `doctool_rank`'s score), and for most questions over a large
    /// collection they fill the page. Only when they do not, the disjunction: exactly when all its
    /// matches together are few; otherwise every match of each rare clause (those under the tier
    /// size, the informative ones), plus bounded tiers of the common clauses' matches.
    private func coordinatedRanking(
        query: SearchQuery, filter: String, values: [SQLiteStatement.Value],
        rowLimit: Int64, groups: Int
    ) throws -> ([(Int64, Double)], Bool) {
        // Each clause's document frequency bounds its matches and gives its IDF.
        let frequencies = try query.clauses.map(documentFrequency)
        let idfs = frequencies.map(inverseDocumentFrequency)
        let cap = max(exactRankingLimit, Int(rowLimit))
        let limit = Int(rowLimit)
        let all = try tieredRanking(
            query.conjunction, bound: frequencies.min() ?? 0, idfs: idfs, filter: filter,
            values: values, rowLimit: rowLimit)
        guard query.clauses.count > 1, all.0.count < limit, try groupCount(all.0.map(\.0)) < groups else { return all }
        var rows = Dictionary(all.0, uniquingKeysWith: { first, _ in first })
        var exactly = all.1
        func add(_ found: [(Int64, Double)]) { for (rowid, score) in found where rows[rowid] == nil { rows[rowid] = score } }
        if frequencies.reduce(0, +) <= cap {
            add(
                try scoredMatches(
                    query.disjunction, idfs: idfs, table: "section_text", filter: filter, values: values,
                    maxRowid: nil, count: nil))
        } else {
            for (index, frequency) in frequencies.enumerated() where frequency <= cap {
                add(
                    try scoredMatches(
                        query.disjunction(requiring: index), idfs: idfs, table: "section_text",
                        filter: filter, values: values, maxRowid: nil, count: nil))
            }
            if frequencies.contains(where: { $0 > cap }) {
                // The rows matching common clauses only are the weakest of the page: tiers of one page's
                // rows (not `cap`) are enough to fill it, at a fifth of the cost.
                let common = try tieredRanking(
                    query.disjunction, bound: frequencies.reduce(0, +), idfs: idfs,
                    filter: filter, values: values, rowLimit: rowLimit, cap: limit)
                add(common.0)
                exactly = exactly && common.1
            }
        }
        return (SearchIndexReader.best(rows.map { ($0.key, $0.value) }, limit), exactly)
    }

    /// The best rows of one expression: exactly when at most `bound` rows can match and that is
    /// under the tier size, in heading-first tiers otherwise.
    private func tieredRanking(
        _ expression: SearchQuery.Expression, bound: Int, idfs: [Double], filter: String,
        values: [SQLiteStatement.Value], rowLimit: Int64,
        cap tierSize: Int? = nil
    ) throws -> ([(Int64, Double)], Bool) {
        // A tier must hold enough rows to fill the groups asked for.
        let cap = max(tierSize ?? exactRankingLimit, Int(rowLimit))
        let limit = Int(rowLimit)
        // A filtered walk may stop once it has two rows per group asked for (`rowLimit` is eight).
        let wanted = max(1, limit / 4)
        guard bound > cap else {
            let all = try scoredMatches(
                expression, idfs: idfs, table: "section_text", filter: filter, values: values,
                maxRowid: nil, count: nil)
            return (SearchIndexReader.best(all, limit), true)
        }
        // Tier 1: heading matches, from the heading-only FTS table (its own, much shorter doclists).
        let headingTier = try tier(
            expression, idfs: idfs, table: "heading_text", filter: filter, values: values,
            cap: cap, wanted: wanted)
        var results = SearchIndexReader.best(headingTier.rows, limit)
        guard results.count < limit else { return (results, false) }
        // Tier 2: the first `cap` matches anywhere, in index order, ranked by the weighted BM25.
        let sectionTier = try tier(
            expression, idfs: idfs, table: "section_text", filter: filter, values: values,
            cap: cap, wanted: wanted)
        // Every match was scored (the estimate was loose), so the ranking is exact after all.
        if sectionTier.complete { return (SearchIndexReader.best(sectionTier.rows, limit), true) }
        var seen = Set(results.map(\.0))
        for row in SearchIndexReader.best(sectionTier.rows, limit + results.count) where results.count < limit {
            if seen.insert(row.0).inserted { results.append(row) }
        }
        return (results, false)
    }

    /// One tier's scored rows, and whether they are every match passing the filters.
    private struct Tier {
        var rows: [(Int64, Double)]
        var complete: Bool
    }

    /// The first `cap` matches passing the filters, in index order, scored.
    ///
    /// Without filters that is one pass. With filters the cost is the matches walked, not the rows
    /// kept (a filter passing one section in ten walks ten matches per row), so the walk is bounded:
    /// first the first `cap` matches, then 4·`cap`, … (their bound is found without scoring), until
    /// `wanted` rows pass or the matches run out.
    private func tier(
        _ expression: SearchQuery.Expression, idfs: [Double], table: String, filter: String,
        values: [SQLiteStatement.Value], cap: Int, wanted: Int
    ) throws -> Tier {
        guard !filter.isEmpty else {
            let rows = try scoredMatches(
                expression, idfs: idfs, table: table, filter: filter, values: values,
                maxRowid: nil, count: cap)
            return Tier(rows: rows, complete: rows.count < cap)
        }
        // Each window continues after the previous one (the walk never rereads a match).
        var rows: [(Int64, Double)] = []
        var lower: Int64 = 0
        var window = cap
        while true {
            let bound = try rowidBound(expression.text, window, after: lower, table: table)
            let room = cap - rows.count
            let found = try scoredMatches(
                expression, idfs: idfs, table: table, filter: filter, values: values,
                minRowid: lower, maxRowid: bound, count: room)
            rows += found
            if found.count == room { return Tier(rows: rows, complete: false) }
            guard let bound else { return Tier(rows: rows, complete: true) }
            if rows.count >= wanted { return Tier(rows: rows, complete: false) }
            lower = bound
            window *= 3
        }
    }

    /// The rowid of the `count`-th match after rowid `lower` in index order, ignoring filters (cheap:
    /// no scoring); nil when there are fewer.
    private func rowidBound(_ match: String, _ count: Int, after lower: Int64, table: String) throws -> Int64? {
        let sql = "SELECT rowid FROM \(table) WHERE \(table) MATCH ? AND rowid > ? ORDER BY rowid LIMIT 1 OFFSET ?"
        return try statement(sql).rows([.text(match), .integer(lower), .integer(Int64(count - 1))]) { $0.int(0) }.first
    }

    /// (rowid, score) of the first `count` matches passing the filters in index order (all when
    /// nil), up to `maxRowid` when given, each scored by `doctool_rank` (coordination, headings, BM25
    /// with field weights and each clause's IDF). One pass: FTS5 walks its doclists in rowid order
    /// and stops at `count`; sorting is left to `best`.
    private func scoredMatches(
        _ expression: SearchQuery.Expression, idfs: [Double], table: String, filter: String,
        values: [SQLiteStatement.Value], minRowid: Int64? = nil, maxRowid: Int64?,
        count: Int?
    ) throws -> [(Int64, Double)] {
        let weights = table == "heading_text" ? SearchSchema.headingWeightArguments : SearchSchema.sectionWeightArguments
        let score = "doctool_rank(\(table), \(weights), ?)"
        let bound = (minRowid == nil ? "" : " AND f.rowid > ?") + (maxRowid == nil ? "" : " AND f.rowid <= ?")
        let boundValue: [SQLiteStatement.Value] = [minRowid, maxRowid].compactMap { $0 }.map { .integer($0) }
        // CROSS JOIN keeps the FTS table as the outer loop, so the rowid order (and the LIMIT) is its own.
        let sql =
            filter.isEmpty
            ? "SELECT f.rowid, \(score) FROM \(table) f WHERE \(table) MATCH ?\(bound) ORDER BY f.rowid LIMIT ?"
            : "SELECT f.rowid, \(score) FROM \(table) f CROSS JOIN sections s ON s.rowid = f.rowid "
                + "WHERE \(table) MATCH ?\(bound)\(filter) ORDER BY f.rowid LIMIT ?"
        let phrases = expression.phraseClauses.map { clause -> String in
            let own = clause >= 0 ? clause : -clause - 1
            let idf = own < idfs.count ? idfs[own] : 0
            return "\(clause):\(idf)"
        }.joined(separator: " ")
        let arguments = [.text(phrases), .text(expression.text)] + boundValue + values + [.integer(Int64(count ?? -1))]
        return try statement(sql).rows(arguments) { ($0.int(0), -$0.double(1)) }
    }

    /// The `count` best rows, highest score first; equal scores keep index order.
    static func best(_ rows: [(Int64, Double)], _ count: Int) -> [(Int64, Double)] {
        Array(rows.sorted { ($0.1, -$0.0) > ($1.1, -$1.0) }.prefix(count))
    }

    /// An upper bound on the sections a clause matches, from the `terms` table: a phrase's rarest
    /// token; a prefix's summed frequencies of the terms it begins, at most N.
    private func documentFrequency(_ clause: SearchQuery.Clause) throws -> Int {
        if clause.isPrefix, let prefix = clause.tokens.first {
            // Every term beginning with `prefix` sorts before `prefix` + U+10FFFF (byte order).
            let sum =
                try statement("SELECT coalesce(sum(sections), 0) FROM terms WHERE term >= ? AND term < ?")
                .rows([.text(prefix), .text(prefix + "\u{10FFFF}")]) { $0.int(0) }.first ?? 0
            return min(sections, Int(sum))
        }
        var frequency = sections
        for token in clause.tokens {
            let found = try statement("SELECT sections FROM terms WHERE term = ?").rows([.text(token)]) { $0.int(0) }.first
            frequency = min(frequency, Int(found ?? 0))
        }
        return min(sections, frequency + (try variantFrequency(clause)))
    }

    /// An upper bound on the sections holding another spelling of a clause's word (0 for none).
    private func variantFrequency(_ clause: SearchQuery.Clause) throws -> Int {
        guard let variant = clause.variant else { return 0 }
        var terms = [Analyzer.variantMarker + variant]
        if variant != clause.tokens.first { terms.append(variant) }
        var frequency = 0
        for term in terms {
            frequency += Int(
                try statement("SELECT sections FROM terms WHERE term = ?").rows([.text(term)]) { $0.int(0) }.first ?? 0)
        }
        return frequency
    }

    /// The inverse document frequency of a clause found in `frequency` sections, in the BM25 form
    /// that is never negative: ln(1 + (N − n + 0.5) / (n + 0.5)).
    private func inverseDocumentFrequency(_ frequency: Int) -> Double {
        log(1 + (Double(sections) - Double(frequency) + 0.5) / (Double(frequency) + 0.5))
    }

    // MARK: - When nothing matches

    /// The most suggestions given, and the widest edit distance accepted (1 for a word of four letters or fewer).
    static let maxSuggestions = 5
    static let maxSuggestionDistance = 2

    /// For each one-word clause the index does not have, its closest index terms (same first
    /// letter, length within the distance, `EditDistance.optimalStringAlignment`), shown as a word
    /// of the page they come from. Only runs for a query that found nothing.
    private func suggestions(for query: SearchQuery) throws -> [String] {
        var words: [String] = []
        for clause in query.clauses where !clause.isPrefix && clause.tokens.count == 1 {
            let token = clause.tokens[0]
            guard try documentFrequency(clause) == 0, let first = token.unicodeScalars.first else { continue }
            let length = token.unicodeScalars.count
            let limit = length <= 4 ? 1 : Self.maxSuggestionDistance
            let next = String(Unicode.Scalar(first.value + 1) ?? first)
            let sql = "SELECT term, sections FROM terms WHERE term >= ? AND term < ? AND length(term) BETWEEN ? AND ?"
            let candidates = try statement(sql).rows([
                .text(String(first)), .text(next), .integer(Int64(length - limit)),
                .integer(Int64(length + limit))
            ]) { ($0.text(0), $0.int(1)) }
            var scored: [(distance: Int, sections: Int64, term: String)] = []
            for (term, sections) in candidates where sections > 0 && term != token {
                if let distance = EditDistance.optimalStringAlignment(token, term, limit: limit) {
                    scored.append((distance, sections, term))
                }
            }
            scored.sort { ($0.distance, -$0.sections, $0.term) < ($1.distance, -$1.sections, $1.term) }
            for candidate in scored.prefix(Self.maxSuggestions) {
                let word = try surfaceWord(of: candidate.term) ?? candidate.term
                if !words.contains(word) { words.append(word) }
            }
        }
        return Array(words.prefix(Self.maxSuggestions))
    }

    /// The word as a page writes it for index term `term` (a stem): found in the first section holding it.
    private func surfaceWord(of term: String) throws -> String? {
        let rowid = try statement("SELECT rowid FROM section_text WHERE section_text MATCH ? ORDER BY rowid LIMIT 1")
            .rows([.text("\"" + term + "\"")]) { $0.int(0) }.first
        guard let rowid else { return nil }
        let texts =
            try statement("SELECT heading FROM sections WHERE rowid = ?").rows([.integer(rowid)]) { $0.text(0) }
            + statement("SELECT text FROM fragments WHERE section = ? ORDER BY field, ordinal").rows([.integer(rowid)]) {
                $0.text(0)
            }
        for text in texts {
            let bytes = Array(text.utf8)
            if let token = analyzer.tokens(in: text).first(where: { $0.text == term && !$0.isIdentifierPart }) {
                let word = String(decoding: bytes[token.byteStart..<token.byteEnd], as: UTF8.self)
                // An identifier keeps the page's capitals (UIGravityBehavior); a word is shown lowercase.
                return word.dropFirst().contains(where: \.isUppercase) ? word : word.lowercased()
            }
        }
        return nil
    }

    /// The sections outside `language` whose samples use an API the query names (each typed word
    /// that is a key of `section_apis`), and those API names as the index spells them.
    private func sectionsSharingAPIs(
        _ query: SearchQuery, notIn language: Language,
        limit: Int
    ) throws -> ([SectionReference], [String]) {
        var keys: [String] = []
        for (chunk, _) in SearchQuery.chunks(of: query.text) {
            for key in SearchSchema.apiKeys(chunk) where !keys.contains(key) { keys.append(key) }
        }
        let names = try keys.flatMap { key in
            try statement("SELECT DISTINCT name FROM section_apis WHERE key = ? ORDER BY name").rows([.text(key)]) { $0.text(0) }
        }
        guard !names.isEmpty else { return ([], []) }
        let encoder = JSONEncoder()
        let list = String(decoding: try encoder.encode(keys), as: UTF8.self)
        let sql =
            "SELECT DISTINCT s.id, s.document, s.language, s.heading, s.first_line, s.last_line, s.group_id, s.rowid "
            + "FROM section_apis a CROSS JOIN sections s ON s.rowid = a.section "
            + "WHERE a.key IN (SELECT value FROM json_each(?)) AND s.language != ? ORDER BY s.rowid LIMIT ?"
        let sections = try statement(sql).rows([.text(list), .text(language.rawValue), .integer(Int64(limit))]) { row in
            SectionReference(
                id: row.text(0), document: row.text(1), language: Language(rawValue: row.text(2)) ?? .und,
                heading: row.text(3), firstLine: Int(row.int(4)), lastLine: Int(row.int(5)), groupID: row.optionalText(6))
        }
        return sections.isEmpty ? ([], []) : (sections, Array(Set(names)).sorted())
    }

    // MARK: - Sections

    /// How many result groups the sections `rowids` make (an ungrouped section is a group of its own).
    private func groupCount(_ rowids: [Int64]) throws -> Int {
        guard !rowids.isEmpty else { return 0 }
        let sql =
            "SELECT count(DISTINCT coalesce(group_id, 'section:' || id)) FROM sections "
            + "WHERE rowid IN (SELECT value FROM json_each(?))"
        let list = "[" + rowids.map(String.init).joined(separator: ",") + "]"
        return Int(try statement(sql).rows([.text(list)]) { $0.int(0) }.first ?? 0)
    }

    private struct SectionDetails {
        var reference: SectionReference
        var headingLine: Int?
        /// `IndexedText.contentKey`.
        var content: String
    }

    /// The details of the sections `rowids` (one statement for all of them), by rowid.
    private func sectionDetails(_ rowids: [Int64]) throws -> [Int64: SectionDetails] {
        guard !rowids.isEmpty else { return [:] }
        let sql =
            "SELECT rowid, id, document, language, heading, heading_line, first_line, last_line, group_id, content FROM sections "
            + "WHERE rowid IN (SELECT value FROM json_each(?))"
        let list = "[" + rowids.map(String.init).joined(separator: ",") + "]"
        let rows = try statement(sql).rows([.text(list)]) { row in
            (
                row.int(0),
                SectionDetails(
                    reference: SectionReference(
                        id: row.text(1), document: row.text(2), language: Language(rawValue: row.text(3)) ?? .und,
                        heading: row.text(4), firstLine: Int(row.int(6)), lastLine: Int(row.int(7)),
                        groupID: row.optionalText(8)),
                    headingLine: row.optionalText(5).flatMap { Int($0) }, content: row.text(9))
            )
        }
        return Dictionary(rows, uniquingKeysWith: { first, _ in first })
    }

    /// The sections of each of the groups `groupIDs` (one statement for all), by language then document.
    private func groupMembers(_ groupIDs: [String]) throws -> [String: [SectionReference]] {
        guard !groupIDs.isEmpty else { return [:] }
        let sql =
            "SELECT id, document, language, heading, first_line, last_line, group_id FROM sections "
            + "WHERE group_id IN (SELECT value FROM json_each(?))"
        let encoder = JSONEncoder()
        encoder.outputFormatting = .withoutEscapingSlashes
        let list = String(decoding: try encoder.encode(groupIDs), as: UTF8.self)
        let members = try statement(sql).rows([.text(list)]) { row in
            SectionReference(
                id: row.text(0), document: row.text(1), language: Language(rawValue: row.text(2)) ?? .und,
                heading: row.text(3), firstLine: Int(row.int(4)), lastLine: Int(row.int(5)), groupID: row.text(6))
        }
        return Dictionary(grouping: members) { $0.groupID ?? "" }.mapValues { group in
            group.sorted { ($0.language, $0.document, $0.firstLine) < ($1.language, $1.document, $1.firstLine) }
        }
    }

    private func snippet(
        for rowid: Int64, details: SectionDetails, query: SearchQuery, api: String?,
        score: Double
    ) throws -> Snippet {
        let sql = "SELECT field, line, text FROM fragments WHERE section = ? ORDER BY field, ordinal"
        var prose: [SnippetBuilder.Candidate] = [], code: [SnippetBuilder.Candidate] = []
        for (field, candidate) in try statement(sql).rows(
            [.integer(rowid)],
            { row in
                (Int(row.int(0)), SnippetBuilder.Candidate(line: Int(row.int(1)), text: row.text(2)))
            })
        {
            if field == SearchSchema.codeField { code.append(candidate) } else { prose.append(candidate) }
        }
        let reference = details.reference
        let heading =
            reference.heading.isEmpty
            ? nil
            : SnippetBuilder.Candidate(line: details.headingLine ?? reference.firstLine, text: reference.heading)
        // The score says how many clauses the section matched: a passage with that many is the best there is.
        let matched = Int((score / DOCTOOL_RANK_CLAUSE_SCALE).rounded(.down))
        return SnippetBuilder(
            analyzer: analyzer, query: query, api: api,
            enough: matched > 0 ? min(matched, query.clauses.count) : query.clauses.count
        )
        .snippet(heading: heading, prose: prose, code: code, fallbackLine: reference.firstLine)
    }

    private func statement(_ sql: String) throws -> SQLiteStatement {
        if let cached = statements[sql] { return cached }
        let prepared = try database.prepare(sql)
        statements[sql] = prepared
        return prepared
    }
}
