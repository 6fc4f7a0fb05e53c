/// The tables of `index/search.sqlite`, and the API keys the `--api` filter matches.
///
/// The FTS5 table stores pre-analyzed text: `Analyzer` produced the tokens and joined them with
/// spaces, and the `ascii` tokenizer with `tokenchars '._'` splits exactly at those spaces (every
/// token is letters, digits, `_`, `.` or non-ASCII; ASCII case is already folded), so the index
/// holds our tokens unchanged. Rows are `sections.rowid`; BM25 weights heading > prose > apis > code.
/// Identifier parts (`field`, `behavior` of UIFieldBehavior) live in columns of their own, the
/// heading's and the body's: the word columns hold whole identifiers, so a phrase such as
/// "collision UICollisionBehavior" is two adjacent tokens, not five (`Analyzer.indexTexts`).
/// `heading_text` repeats the headings in a table of their own: FTS5 keeps one doclist per term
/// for all columns, so only a separate table lets a broad query find its heading matches cheaply.
/// `terms` holds each token's document frequency (sections it occurs in) for ranking: FTS5's
/// vocabulary table and its bm25() both count them by reading the token's whole doclist.
/// Both FTS tables end with a `variants` column: the folded spellings of Hindi tokens
/// (`Analyzer.hindiVariant`) behind `Analyzer.variantMarker`, a second tier below the exact ones.
/// `sections.content` is `IndexedText.contentKey`: sections with equal keys in one language are one
/// result listing each location.
enum SearchSchema {
    /// Bumped whenever the tables change: an index of another version is rebuilt from scratch.
    static let version = 7

    /// Field weights for BM25, in the order of the FTS5 columns.
    static let weights = (heading: 10.0, prose: 4.0, code: 1.0, apis: 2.0, headingParts: 5.0, parts: 1.0, variants: 1.0)

    /// The tables `create` makes (a test checks the two agree): a database missing one is not reused.
    static let tables = [
        "meta", "documents", "sections", "fragments", "section_apis", "section_tags", "section_text",
        "heading_text", "terms"
    ]

    static let create = """
        CREATE TABLE meta(key TEXT PRIMARY KEY, value TEXT NOT NULL) WITHOUT ROWID;
        CREATE TABLE documents(path TEXT PRIMARY KEY, topic TEXT NOT NULL, language TEXT NOT NULL,
            content_hash TEXT NOT NULL, fingerprint TEXT NOT NULL) WITHOUT ROWID;
        CREATE TABLE sections(rowid INTEGER PRIMARY KEY, id TEXT NOT NULL UNIQUE, document TEXT NOT NULL,
            ordinal INTEGER NOT NULL, topic TEXT NOT NULL, language TEXT NOT NULL, heading TEXT NOT NULL,
            heading_line INTEGER, first_line INTEGER NOT NULL, last_line INTEGER NOT NULL, group_id TEXT, status TEXT,
            content TEXT NOT NULL);
        CREATE INDEX sections_document ON sections(document, ordinal);
        CREATE INDEX sections_group ON sections(group_id);
        CREATE INDEX sections_language ON sections(language);
        CREATE TABLE fragments(section INTEGER NOT NULL, field INTEGER NOT NULL, ordinal INTEGER NOT NULL,
            line INTEGER NOT NULL, text TEXT NOT NULL, PRIMARY KEY(section, field, ordinal)) WITHOUT ROWID;
        CREATE TABLE section_apis(key TEXT NOT NULL, section INTEGER NOT NULL, name TEXT NOT NULL,
            PRIMARY KEY(key, section, name)) WITHOUT ROWID;
        CREATE INDEX section_apis_section ON section_apis(section);
        CREATE TABLE section_tags(kind TEXT NOT NULL, value TEXT NOT NULL, section INTEGER NOT NULL,
            PRIMARY KEY(kind, value, section)) WITHOUT ROWID;
        CREATE INDEX section_tags_section ON section_tags(section);
        CREATE VIRTUAL TABLE section_text USING fts5(heading, prose, code, apis, heading_parts, parts, variants,
            tokenize = "ascii tokenchars '._'");
        CREATE VIRTUAL TABLE heading_text USING fts5(heading, heading_parts, variants, tokenize = "ascii tokenchars '._'");
        CREATE TABLE terms(term TEXT PRIMARY KEY, sections INTEGER NOT NULL) WITHOUT ROWID;
        """

    /// Recounts `terms` from the FTS5 vocabulary after every write (one pass over the doclists).
    static let refreshTerms = """
        CREATE VIRTUAL TABLE temp.section_vocab USING fts5vocab(main, section_text, 'row');
        DELETE FROM terms;
        INSERT INTO terms(term, sections) SELECT term, doc FROM temp.section_vocab ORDER BY term;
        DROP TABLE temp.section_vocab;
        """

    /// The BM25 weights and the heading columns' mask as `doctool_rank` arguments, for `section_text`
    /// and `heading_text` (heading and heading_parts are columns 0 and 4, and 0 and 1).
    static let sectionWeightArguments =
        "\(weights.heading), \(weights.prose), \(weights.code), \(weights.apis), "
        + "\(weights.headingParts), \(weights.parts), \(weights.variants), \(1 << 0 | 1 << 4)"
    static let headingWeightArguments = "\(weights.heading), \(weights.headingParts), \(weights.variants), \(1 << 0 | 1 << 1)"

    /// Fragment fields.
    static let proseField = 0
    static let codeField = 1

    /// Tag kinds.
    static let codeLanguageTag = "code"
    static let eraTag = "era"

    /// The keys under which an API name is found, lowercased: the full name, the name without its
    /// argument labels or trailing colon, and its last dotted component, so `--api updateItem`,
    /// `--api "updateItem(usingCurrentState:)"` and `--api initWithItems` all find their samples.
    static func apiKeys(_ name: String) -> [String] {
        let full = name.lowercased()
        var base = full
        if let paren = base.firstIndex(of: "(") { base = String(base[..<paren]) }
        while base.hasSuffix(":") { base.removeLast() }
        let last = base.split(separator: ".").last.map(String.init) ?? base
        var keys: [String] = []
        for key in [full, base, last] where !key.isEmpty && !keys.contains(key) { keys.append(key) }
        return keys
    }
}
