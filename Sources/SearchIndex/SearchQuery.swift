import CSearchRank
import DocumentModel

/// A parsed query: what the user typed, analyzed by the same `Analyzer` that indexed the sections,
/// and turned into FTS5 MATCH expressions.
///
/// Syntax: words, `"a quoted phrase"` (its tokens in a row), a trailing `*` for a prefix (`anim*`).
/// Each word, phrase or prefix is a clause. A question's stopwords ("how to", "как", "कैसे", "如何")
/// are dropped unless the query is nothing else (`Stopwords`); the remaining clauses are matched as a
/// ranked disjunction: sections matching more clauses rank first (`doctool_rank`), so a section
/// matching every clause still comes before any that misses one. A word written as code (`UIView.animate`,
/// `updateItem(usingCurrentState:)`, `initWithItems:`) becomes the phrase of its tokens, which
/// matches exactly where the page has the same code; a single identifier is its whole token. An unspaced Chinese query is cut into
/// dictionary words (ICU), each a clause; a lone Han character matches as a prefix of
/// the bigrams. Each token's language comes from its script, so one query may mix languages.
public struct SearchQuery: Hashable, Sendable {
    /// One condition: a phrase of index tokens (one token is a term), or a prefix.
    public struct Clause: Hashable, Sendable {
        public var tokens: [String]
        public var isPrefix: Bool
        /// A Hindi word's folded spelling (`Analyzer.hindiVariant`, the word itself when already
        /// folded), matched as a second tier: other spellings of the word.
        public var variant: String? = nil

        public init(tokens: [String], isPrefix: Bool) {
            self.tokens = tokens
            self.isPrefix = isPrefix
            if !isPrefix, tokens.count == 1, tokens[0].unicodeScalars.contains(where: { Script.of($0) == .devanagari }) {
                variant = Analyzer.hindiVariant(tokens[0]) ?? tokens[0]
            }
        }
    }

    /// An FTS5 MATCH expression and, for each of its phrases in order, the clause it spells: the
    /// `clause` arguments `doctool_rank` takes (see CSearchRank.h).
    public struct Expression: Hashable, Sendable {
        public var text: String
        public var phraseClauses: [Int]
    }

    /// The text as typed.
    public var text: String
    /// The clauses, in the order typed, stopwords dropped.
    public internal(set) var clauses: [Clause]
    /// How many words, phrases and prefixes were typed (before stopwords and repeats were dropped):
    /// what the limit on a query's terms counts.
    public var typedTerms: Int
    /// The stopwords dropped from the query, as typed (and lone Chinese characters beside words, see `chineseClauses`).
    public var droppedStopwords: [String]
    /// The languages of the query's words, detected per word by script, sorted.
    public var languages: [Language]

    /// Parses `text` with `analyzer`.
    public init(_ text: String, analyzer: Analyzer) {
        self.text = text
        var clauses: [Clause] = []
        var stopwords: [Int: String] = [:]
        var languages = Set<Language>()
        for (chunk, quoted) in SearchQuery.chunks(of: text) {
            var word = Substring(chunk)
            let isPrefix = !quoted && word.hasSuffix("*")
            while word.hasSuffix("*") { word = word.dropLast() }
            let tokens = analyzer.tokens(in: String(word))
            languages.formUnion(tokens.map(\.language))
            guard !tokens.isEmpty else { continue }
            if isPrefix, tokens.count == 1 {
                // The typed letters, not the stem: `anim*` must not be stemmed to something shorter.
                let typed = String(word).lowercased().replacingOccurrences(of: "ё", with: "е")
                clauses.append(Clause(tokens: [typed], isPrefix: true))
            } else if !quoted, tokens.contains(where: { $0.language == .zh }) {
                // One bigram (the common two-character query) needs no dictionary segmentation.
                for (piece, clause) in tokens.count == 1
                    ? [(String(word), SearchQuery.clause(for: tokens[0]))]
                    : SearchQuery.chineseClauses(String(word), analyzer: analyzer)
                {
                    if piece == Stopwords.loneCharacter {
                        stopwords[clauses.count] = clause.tokens[0]
                    } else if analyzer.isStopword(piece: piece) {
                        stopwords[clauses.count] = piece
                    }
                    clauses.append(clause)
                }
            } else if !quoted, tokens.count == 1, analyzer.isStopword(token: tokens[0]) {
                stopwords[clauses.count] = String(word)
                clauses.append(Clause(tokens: [tokens[0].text], isPrefix: false))
            } else if !quoted, tokens.count > 1, tokens.filter({ !$0.isIdentifierPart }).count == 1 {
                // One identifier: the whole token says it all (its parts always follow it in the
                // index), and a one-token clause avoids phrase matching on common parts like `ui`.
                clauses.append(Clause(tokens: [tokens[0].text], isPrefix: false))
            } else {
                // Identifiers stand whole in the word columns, their parts elsewhere (SearchSchema),
                // so a phrase is its words; a phrase typed as parts ("field behavior") has none to drop.
                let words = tokens.filter { !$0.isIdentifierPart }
                clauses.append(Clause(tokens: (words.isEmpty ? tokens : words).map(\.text), isPrefix: false))
            }
        }
        typedTerms = clauses.count
        // A query of stopwords alone ("how to") keeps them: they are all it asks for.
        var kept: [Clause]
        if stopwords.count < clauses.count {
            kept = clauses.indices.filter { stopwords[$0] == nil }.map { clauses[$0] }
            droppedStopwords = stopwords.keys.sorted().compactMap { stopwords[$0] }
        } else {
            kept = clauses
            droppedStopwords = []
        }
        // A word typed twice is one clause (it would count twice in coordination).
        var seen = Set<Clause>()
        self.clauses = kept.filter { seen.insert($0).inserted }
        self.languages = languages.sorted()
    }

    /// The disjunction of the clauses, nil when the query has no searchable token (for display and tools).
    public var matchExpression: String? { clauses.isEmpty ? nil : disjunction.text }

    /// One clause as FTS5 text, and its phrases' clause arguments.
    func expression(of index: Int) -> Expression {
        // Tokens never contain a double quote (Analyzer emits letters, digits, `_` and `.` only),
        // so quoting each phrase is enough to keep FTS5's query syntax out of user text.
        let clause = clauses[index]
        let exact = "\"" + clause.tokens.joined(separator: " ") + "\"" + (clause.isPrefix ? "*" : "")
        guard let variant = clause.variant else { return Expression(text: exact, phraseClauses: [index]) }
        // Other spellings: folded from another spelling (the marked term), or the folded form written
        // as such (unless that is the word typed).
        var others = ["\"" + Analyzer.variantMarker + variant + "\""]
        if variant != clause.tokens[0] { others.append("\"" + variant + "\"") }
        return Expression(
            text: "(" + ([exact] + others).joined(separator: " OR ") + ")",
            phraseClauses: [index] + others.map { _ in -index - 1 })
    }

    /// Every clause must match.
    public var conjunction: Expression { joined(clauses.indices.map(expression(of:)), by: " AND ") }

    /// Any clause may match (ranked by how many do).
    public var disjunction: Expression { joined(clauses.indices.map(expression(of:)), by: " OR ") }

    /// The rows matching clause `index`, scored as the disjunction: its own phrases repeated after
    /// the disjunction only restrict the match (clause argument `ignoredClause`).
    public func disjunction(requiring index: Int) -> Expression {
        let any = disjunction, required = expression(of: index)
        return Expression(
            text: "(" + any.text + ") AND " + required.text,
            phraseClauses: any.phraseClauses + required.phraseClauses.map { _ in SearchQuery.ignoredClause })
    }

    /// The clause argument of a phrase that only restricts the match.
    public static let ignoredClause = Int(DOCTOOL_RANK_MAX_CLAUSES)

    private func joined(_ parts: [Expression], by separator: String) -> Expression {
        Expression(text: parts.map(\.text).joined(separator: separator), phraseClauses: parts.flatMap(\.phraseClauses))
    }

    /// Where the query matches in an analyzed text (for highlighting): for each clause, the tokens
    /// of every place its whole phrase occurs in a row (a prefix clause: every token it begins).
    /// A phrase is looked for among the words (identifiers whole, as the index's word columns
    /// hold them) and in the full token stream (where parts follow their identifier).
    /// Returns the byte ranges and how many different clauses matched.
    public func matches(in tokens: [Token]) -> (ranges: [Range<Int>], clauses: Int) {
        let found = clauseMatches(in: tokens)
        return (found.map(\.range), Set(found.map(\.clause)).count)
    }

    /// Each match in `tokens` with the index of the clause it belongs to, clause by clause.
    public func clauseMatches(in tokens: [Token]) -> [(clause: Int, range: Range<Int>)] {
        var found: [(clause: Int, range: Range<Int>)] = []
        // Phrases are also looked for among the words alone; a one-token clause finds the same either way.
        let words =
            clauses.contains(where: { $0.tokens.count > 1 }) && tokens.contains(where: \.isIdentifierPart)
            ? tokens.filter { !$0.isIdentifierPart } : nil
        // Each Hindi token's folded spelling, made once for every clause that has one.
        let variants: [String?]? =
            clauses.contains(where: { $0.variant != nil })
            ? tokens.map { $0.language == .hi ? Analyzer.hindiVariant($0.text) ?? $0.text : nil } : nil
        for (index, clause) in clauses.enumerated() {
            var ranges: [Range<Int>]
            if clause.isPrefix {
                let prefix = clause.tokens[0].utf8
                ranges = tokens.filter { $0.text.utf8.starts(with: prefix) }.map { $0.byteStart..<$0.byteEnd }
            } else {
                ranges = SearchQuery.occurrences(of: clause.tokens, in: tokens)
                if let words, clause.tokens.count > 1 { ranges += SearchQuery.occurrences(of: clause.tokens, in: words) }
                if let variant = clause.variant, let variants {
                    for (position, folded) in variants.enumerated() {
                        guard let folded, folded.utf8.elementsEqual(variant.utf8),
                            !tokens[position].text.utf8.elementsEqual(clause.tokens[0].utf8)
                        else { continue }
                        ranges.append(tokens[position].byteStart..<tokens[position].byteEnd)
                    }
                }
            }
            found += ranges.map { (index, $0) }
        }
        return found
    }

    /// The byte ranges of the tokens of every run of `tokens` equal to `phrase`.
    ///
    /// Tokens compare by their UTF-8 bytes, as FTS5 compares them: String's `==` would also
    /// normalise non-ASCII text (Devanagari, Han) on every comparison, for the same answer here.
    static func occurrences(of phrase: [String], in tokens: [Token]) -> [Range<Int>] {
        let length = phrase.count
        guard length > 0, length <= tokens.count else { return [] }
        func same(_ token: Token, _ text: String) -> Bool { token.text.utf8.elementsEqual(text.utf8) }
        var ranges: [Range<Int>] = []
        for start in 0...(tokens.count - length) where same(tokens[start], phrase[0]) {
            guard (1..<length).allSatisfy({ same(tokens[start + $0], phrase[$0]) }) else { continue }
            ranges += tokens[start..<(start + length)].map { $0.byteStart..<$0.byteEnd }
        }
        return ranges
    }

    // MARK: - Parsing

    /// Whitespace-separated words and quoted phrases, in order.
    static func chunks(of text: String) -> [(String, quoted: Bool)] {
        var chunks: [(String, quoted: Bool)] = []
        var current = ""
        var inQuotes = false
        func flush() {
            if !current.isEmpty { chunks.append((current, quoted: inQuotes)) }
            current = ""
        }
        for character in text {
            if character == "\"" || character == "“" || character == "”" {
                flush()
                inQuotes.toggle()
            } else if character.isWhitespace && !inQuotes {
                flush()
            } else {
                current.append(character)
            }
        }
        flush()
        return chunks
    }

    /// A one-token clause; a lone Han character is a prefix, matching every bigram it begins.
    static func clause(for token: Token) -> Clause {
        let isLoneHan = token.language == .zh && token.text.unicodeScalars.count == 1
        return Clause(tokens: [token.text], isPrefix: isLoneHan)
    }

    /// An unspaced word with Chinese in it: one clause per dictionary word, with the word.
    ///
    /// ICU cuts a run it does not know into single characters; a run of them (stopwords aside) is
    /// kept together as the phrase of its bigrams, which is what the page has if the run is on it. A
    /// character left alone beside real words is dropped (returned as a stopword): as a prefix of
    /// every bigram it begins it would match most sections and read most of the index.
    static func chineseClauses(_ word: String, analyzer: Analyzer) -> [(String, Clause)] {
        var pieces: [String] = []
        var run = ""
        for piece in WordSegmenter.words(in: word) {
            let isLoneHan = piece.unicodeScalars.count == 1 && Script.of(piece.unicodeScalars.first!) == .han
            if isLoneHan && !analyzer.isStopword(piece: piece) {
                run += piece
                continue
            }
            if !run.isEmpty { pieces.append(run) }
            run = ""
            pieces.append(piece)
        }
        if !run.isEmpty { pieces.append(run) }
        let hasWords = pieces.contains { $0.unicodeScalars.count > 1 && !analyzer.isStopword(piece: $0) }
        var clauses: [(String, Clause)] = []
        for piece in pieces {
            let tokens = analyzer.tokens(in: piece)
            guard !tokens.isEmpty else { continue }
            let clause = tokens.count == 1 ? clause(for: tokens[0]) : Clause(tokens: tokens.map(\.text), isPrefix: false)
            clauses.append((clause.isPrefix && hasWords ? Stopwords.loneCharacter : piece, clause))
        }
        return clauses
    }
}
