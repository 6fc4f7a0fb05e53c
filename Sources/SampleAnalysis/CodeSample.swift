import DocumentModel

/// One code sample of a page: a code block, or the part of one that is in a single language.
public struct CodeSample: Hashable, Codable, Sendable {
    /// Stable id: `topic/page/section-slug/position` (e.g. `uikit-dynamics/ru/sticky-corners-uifieldbehaviors/2`).
    public var id: String
    /// The page's file, relative to the corpus root.
    public var documentPath: String
    /// The topic its page belongs to (translations share one).
    public var topic: String
    /// The page's prose language.
    public var pageLanguage: Language
    /// Index of the section in `Document.sections`.
    public var sectionIndex: Int
    /// The section heading as written, "" for the lead section.
    public var sectionTitle: String
    /// 1-based position among the section's samples.
    public var position: Int
    /// The lines the sample covers (blank lines at either end excluded).
    public var range: SourceRange
    /// The language, with the marker rule that decided it and the lines it fired on.
    public var language: Decision<CodeLanguage>
    /// The label or fence hint the page gives for the block, if any.
    public var hint: CodeHint?
    /// True when the hint names a known language other than the one the code is written in.
    public var hintContradicts: Bool
    /// The kind, with the kind rule that fired.
    public var kind: Decision<SampleKind>
    /// Only for Swift samples.
    public var era: Decision<SwiftEra>?
    /// APIs used, names declared and undeclared, imports, selectors, constants.
    public var symbols: SampleSymbols
    /// SHA-256 (hex) of the normalised code: equal for copies that differ only in line endings,
    /// trailing whitespace or indentation width.
    public var fingerprint: String
    /// The code as published.
    public var text: String

    public init(
        id: String, documentPath: String, topic: String, pageLanguage: Language, sectionIndex: Int,
        sectionTitle: String, position: Int, range: SourceRange, language: Decision<CodeLanguage>,
        hint: CodeHint?, hintContradicts: Bool, kind: Decision<SampleKind>, era: Decision<SwiftEra>?,
        symbols: SampleSymbols, fingerprint: String, text: String
    ) {
        self.id = id
        self.documentPath = documentPath
        self.topic = topic
        self.pageLanguage = pageLanguage
        self.sectionIndex = sectionIndex
        self.sectionTitle = sectionTitle
        self.position = position
        self.range = range
        self.language = language
        self.hint = hint
        self.hintContradicts = hintContradicts
        self.kind = kind
        self.era = era
        self.symbols = symbols
        self.fingerprint = fingerprint
        self.text = text
    }

    /// `file:first-last`.
    public var location: String { range.description }
}
