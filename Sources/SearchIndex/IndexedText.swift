import DocumentModel

/// A section's text as the FTS5 columns store it: analyzed tokens, space-joined (`Analyzer.indexTexts`).
///
/// Made apart from the database writes so that a build can analyze the next documents on one core
/// while SQLite inserts the previous ones on the other.
struct IndexedText: Sendable {
    var heading: String
    var prose: String
    var code: String
    var apis: String
    var headingParts: String
    var parts: String
    /// Folded spellings of the Hindi heading tokens, and of all the section's Hindi tokens (`Analyzer.hindiVariant`).
    var headingVariants: String
    var variants: String
    /// A hash of the section's analyzed heading, prose and code with its language: equal for the same
    /// section saved twice (a page as Markdown and as HTML), whatever the markup, case or line breaks.
    var contentKey: String

    /// `memo`: the build's index texts of code and API names so far (prose and headings seldom repeat).
    init(_ section: SearchableSection, analyzer: Analyzer, memo: inout IndexTextMemo) {
        let heading = analyzer.indexTexts(section.heading)
        let prose = section.prose.map { analyzer.indexTexts($0.text) }
        var code: [(words: String, parts: String, variants: String)] = []
        for fragment in section.code { code.append(memo.indexTexts(fragment.text, analyzer: analyzer)) }
        var apis: [(words: String, parts: String, variants: String)] = []
        for name in section.apis { apis.append(memo.indexTexts(name, analyzer: analyzer)) }
        self.heading = heading.words
        self.prose = prose.map(\.words).joined(separator: " ")
        self.code = code.map(\.words).joined(separator: " ")
        self.apis = apis.map(\.words).joined(separator: " ")
        headingParts = heading.parts
        parts = (prose + code + apis).map(\.parts).filter { !$0.isEmpty }.joined(separator: " ")
        headingVariants = heading.variants
        variants = ([heading] + prose + code).map(\.variants).filter { !$0.isEmpty }.joined(separator: " ")
        var hash = StableHash()
        for field in [section.language.rawValue, self.heading, self.prose, self.code] { hash.mix(field) }
        contentKey = String(hash.value, radix: 16)
    }
}
