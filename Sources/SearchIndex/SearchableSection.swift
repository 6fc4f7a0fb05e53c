import DocumentModel

/// One section as the search index takes it: the record the index pipeline fills from ingestion
/// (text and lines), sample classification (APIs, code languages, eras), alignment (group) and
/// verification (status).
public struct SearchableSection: Hashable, Codable, Sendable {
    /// A stable id, unique across the corpus (e.g. "uikit-dynamics/ru.txt#3").
    public var id: String
    public var topic: String
    public var language: Language
    /// The heading text, "" for a lead section without one.
    public var heading: String
    /// The heading's line, nil when the section has no heading.
    public var headingLine: Int?
    /// Paragraphs, lists and other prose blocks, in page order.
    public var prose: [SourceFragment]
    /// Code blocks, in page order.
    public var code: [SourceFragment]
    /// Where the section is: its page (the path relative to the corpus root, as every message prints it), and
    /// the lines (1-based, inclusive) and bytes it spans.
    public var range: SourceRange
    /// The alignment group this section belongs to (its versions in other languages share it).
    public var groupID: String?
    /// The APIs its code samples use, as the classifier names them: "UIFieldBehavior",
    /// "addLinearVelocity(_:for:)", "updateItem(usingCurrentState:)", "initWithItems:".
    public var apis: [String]
    /// The languages of its code samples, in the order of their names.
    public var codeLanguages: [CodeLanguage]
    /// The Swift eras of its Swift samples, in the order of their names.
    public var swiftEras: [SwiftEra]
    /// The verification status of its samples, when verified ("passed", "failed", …).
    public var status: String?

    public init(
        id: String, topic: String, language: Language, heading: String,
        headingLine: Int?, prose: [SourceFragment], code: [SourceFragment], range: SourceRange,
        groupID: String? = nil, apis: [String] = [], codeLanguages: [CodeLanguage] = [], swiftEras: [SwiftEra] = [],
        status: String? = nil
    ) {
        self.id = id
        self.topic = topic
        self.language = language
        self.heading = heading
        self.headingLine = headingLine
        self.prose = prose
        self.code = code
        self.range = range
        self.groupID = groupID
        self.apis = apis
        self.codeLanguages = codeLanguages
        self.swiftEras = swiftEras
        self.status = status
    }

    /// The page's path relative to the corpus root.
    public var documentPath: String { range.file }
    public var firstLine: Int { range.firstLine }
    public var lastLine: Int { range.lastLine }
}
