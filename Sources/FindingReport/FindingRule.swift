/// A kind of finding: a stable id (what SARIF's `ruleId` and a reader's filters name), a name, a one-line
/// and a full description, and the level it has unless a command says otherwise.
public struct FindingRule: Hashable, Sendable {
    /// Lower-case words joined by `-` (`translation-damage`): stable across releases.
    public var id: String
    /// The id in UpperCamelCase (`TranslationDamage`), as SARIF's `name` wants it.
    public var name: String {
        id.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }
    /// One sentence: what the rule finds.
    public var shortDescription: String
    /// What it means and how to fix it.
    public var fullDescription: String
    public var defaultLevel: Finding.Level

    public init(id: String, shortDescription: String, fullDescription: String, defaultLevel: Finding.Level) {
        self.id = id
        self.shortDescription = shortDescription
        self.fullDescription = fullDescription
        self.defaultLevel = defaultLevel
    }
}
