/// A piece of a section's text with the source line it starts on (a paragraph or a code block).
///
/// The index keeps fragments rather than one string so a hit inside the text can be reported at
/// its own line: the line of a match is `line` plus the newlines before it in `text`.
public struct SourceFragment: Hashable, Codable, Sendable {
    /// The 1-based line of the fragment's first character in the document's file.
    public var line: Int
    /// The text, exactly as the block carries it (lines joined by "\n").
    public var text: String

    public init(line: Int, text: String) {
        self.line = line
        self.text = text
    }
}
