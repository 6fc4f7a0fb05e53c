import DocumentModel

/// One analyzed token: its normalised text and where it came from in the original text.
///
/// `text` is what is stored in (and searched for in) the full-text index; `byteStart..<byteEnd`
/// are UTF-8 offsets into the analyzed string, so a snippet can highlight the original word.
public struct Token: Hashable, Sendable {
    /// The normalised form: lowercased, stemmed, a bigram, or an identifier part.
    public var text: String
    public var byteStart: Int
    public var byteEnd: Int
    /// The language whose rules produced it (by the word's script: Latin words and code are `en`).
    public var language: Language
    /// True for a piece of a split identifier (`field` of UIFieldBehavior); the whole identifier
    /// comes just before its pieces.
    public var isIdentifierPart: Bool

    public init(text: String, byteStart: Int, byteEnd: Int, language: Language, isIdentifierPart: Bool = false) {
        self.text = text
        self.byteStart = byteStart
        self.byteEnd = byteEnd
        self.language = language
        self.isIdentifierPart = isIdentifierPart
    }
}
