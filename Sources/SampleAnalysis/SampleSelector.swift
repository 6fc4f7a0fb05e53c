/// A method named by `#selector(…)` or `@selector(…)`.
public struct SampleSelector: Hashable, Codable, Sendable {
    /// As written inside the parentheses (`self.handlePan(sender:)`, `handlePan:`).
    public var spelling: String
    /// The method's base name in Swift terms (`handlePan`; `didTapButton:` → `didTapButton`).
    public var base: String
    /// The 1-based line of the selector.
    public var line: Int

    public init(spelling: String, base: String, line: Int) {
        self.spelling = spelling
        self.base = base
        self.line = line
    }
}
