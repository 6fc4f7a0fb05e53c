/// Which comment and literal forms a reading recognises.
///
/// Swift and Objective-C differ in a few forms (nested block comments, multi-line and raw strings, character
/// literals, `@"…"`). Text whose language is not known yet (a code block being classified) is read with
/// `shared`, the forms both languages have, so that no dialect's reading decides the classification.
public struct LexingRules: Hashable, Sendable {
    /// The dialect whose keyword table marks `.keyword` tokens; nil: every word is an `.identifier`.
    public var dialect: CodeDialect?
    /// `/* /* */ */` is one comment (Swift), not a comment followed by `*/` (C).
    public var nestedBlockComments: Bool
    /// `"""` opens a string that runs over lines (Swift).
    public var multilineStrings: Bool
    /// `#"…"#`, with as many `#` on each side (Swift).
    public var rawStrings: Bool
    /// `'a'`, `'\n'` (C).
    public var characterLiterals: Bool
    /// `@"…"` is one string token, `@` included (Objective-C).
    public var atStrings: Bool
    /// What a backslash in a literal does.
    public var backslash: BackslashRule
    /// `//` right after `:` is the `://` of a URL (`https://a.b`), punctuation, not a comment: for text where
    /// code and prose mix (a line not yet known to be code). `/*` after `:` still opens a comment.
    public var urlSlashes: Bool

    /// How a backslash inside a literal reads.
    public enum BackslashRule: Hashable, Sendable {
        /// It escapes the byte after it (`"\\"` is one backslash, and closed): the languages' rule.
        case escapesNext
        /// It only keeps a quote right after it from closing (`"\\"` stays open). The reading code
        /// fingerprints have always been computed with: fingerprints are stored in indexes and named in
        /// scenario files, so they keep it rather than move.
        case guardsQuote
    }

    public init(
        dialect: CodeDialect?, nestedBlockComments: Bool, multilineStrings: Bool, rawStrings: Bool,
        characterLiterals: Bool, atStrings: Bool, backslash: BackslashRule = .escapesNext, urlSlashes: Bool = false
    ) {
        self.dialect = dialect
        self.nestedBlockComments = nestedBlockComments
        self.multilineStrings = multilineStrings
        self.rawStrings = rawStrings
        self.characterLiterals = characterLiterals
        self.atStrings = atStrings
        self.backslash = backslash
        self.urlSlashes = urlSlashes
    }

    /// Swift's rules.
    public static let swift = LexingRules(
        dialect: .swift, nestedBlockComments: true, multilineStrings: true,
        rawStrings: true, characterLiterals: false, atStrings: false)
    /// Objective-C's rules (C's comments and literals, and `@"…"`).
    public static let objectiveC = LexingRules(
        dialect: .objectiveC, nestedBlockComments: false, multilineStrings: false,
        rawStrings: false, characterLiterals: true, atStrings: true)
    /// The forms both languages share: `//`, `/* */` without nesting, `"…"` with backslash escapes.
    public static let shared = LexingRules(
        dialect: nil, nestedBlockComments: false, multilineStrings: false,
        rawStrings: false, characterLiterals: false, atStrings: false)

    /// `shared` with the backslash rule of code fingerprints (`BackslashRule.guardsQuote`).
    public static let fingerprinting: LexingRules = {
        var rules = shared
        rules.backslash = .guardsQuote
        return rules
    }()

    /// `shared` with `urlSlashes`: the reading of the line classifier, which reads lines that may be prose
    /// quoting a URL before it knows they are code.
    public static let classifying: LexingRules = {
        var rules = shared
        rules.urlSlashes = true
        return rules
    }()

    /// The rules of `dialect`.
    public static func of(_ dialect: CodeDialect) -> LexingRules {
        dialect == .swift ? .swift : .objectiveC
    }
}
