/// How a page was saved.
public enum DocumentFormat: String, Codable, Sendable, CaseIterable {
    case html
    case markdown
    case plainText = "text"
}
