/// The signals a link score is made of.
public enum FeatureKind: String, Codable, Sendable, CaseIterable {
    /// Code blocks with the same fingerprint: the strongest anchor, since translations keep code.
    case codeIdentity = "code"
    /// Normalised code lines in common: what an edited copy of a sample still shares.
    case codeLines = "code-lines"
    /// Identifiers both sections' code uses, rare ones counting more.
    case apiNames = "api"
    /// Latin words (API and product names) in both sections' prose and headings.
    case anchors = "names"
    /// Numeric literals in both sections.
    case numbers = "numbers"
    /// How close the amounts of code (or blocks) are.
    case length = "length"
    /// How close the relative places in their documents are.
    case position = "position"
}
