import DocumentModel

/// Where a section is: enough to print `file:line` and its heading.
public struct SectionReference: Hashable, Codable, Sendable {
    public var id: String
    public var document: String
    public var language: Language
    public var heading: String
    public var firstLine: Int
    public var lastLine: Int
    public var groupID: String?

    public init(
        id: String, document: String, language: Language, heading: String, firstLine: Int, lastLine: Int,
        groupID: String?
    ) {
        self.id = id
        self.document = document
        self.language = language
        self.heading = heading
        self.firstLine = firstLine
        self.lastLine = lastLine
        self.groupID = groupID
    }

    /// `file:first-last`, the form every message uses.
    public var location: String {
        firstLine == lastLine ? "\(document):\(firstLine)" : "\(document):\(firstLine)-\(lastLine)"
    }
}
