/// What the page itself says about a code block's language: a label line or fence/class hint.
///
/// A hint only: the classifier decides the language from the code and reports a contradiction.
public struct CodeHint: Hashable, Codable, Sendable {
    /// The label as written ("стриж", "Objective-C", "```swift" info string, `class="language-objc"`).
    public var raw: String
    /// What the label means once translation noise is undone: "swift", "objc", or a lowercased other name.
    public var normalized: String
    /// Where the label stands (a label line, or the fence line); nil for hints from HTML attributes on the block itself.
    public var range: SourceRange?

    /// The language `normalized` names, nil when it names none doctool knows (a lowercased other name).
    public var language: CodeLanguage? { CodeLanguage(hint: normalized) }

    public init(raw: String, normalized: String, range: SourceRange?) {
        self.raw = raw
        self.normalized = normalized
        self.range = range
    }
}
