/// One block of a page: a heading, a paragraph, a code block, a label line, a list, a media line or chrome.
public struct Block: Hashable, Codable, Sendable {
    public var kind: BlockKind
    /// The block's text, decoded; for code, the lines exactly as published (no re-indentation).
    public var text: String
    public var range: SourceRange
    /// The prose language of headings, prose, lists and chrome; for code, the language of its comments if any, else nil.
    public var language: Language?
    /// For headings: 1...6. Also for a label written as a heading (`### Swift`), which opens no section.
    public var headingLevel: Int?
    /// For code blocks: the label or fence hint the page gives, if any. For a label written as a heading:
    /// the language it names, which it gives to the code under it.
    public var codeHint: CodeHint?

    public init(
        kind: BlockKind, text: String, range: SourceRange, language: Language? = nil,
        headingLevel: Int? = nil, codeHint: CodeHint? = nil
    ) {
        self.kind = kind
        self.text = text
        self.range = range
        self.language = language
        self.headingLevel = headingLevel
        self.codeHint = codeHint
    }
}
