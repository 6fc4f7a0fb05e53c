import DocumentModel

/// One document's version of a section group: which sections, how it was linked, how well it matches.
public struct GroupMember: Hashable, Codable, Sendable {
    public var documentPath: String
    public var language: Language
    /// Usually one section; several when the document splits what others keep together.
    public var sections: [SectionRef]
    /// The lines all its sections cover.
    public var lines: LineSpan
    public var link: LinkKind
    /// Agreement with the group's other versions, 0...1; nil when it is the only version.
    public var score: Double?
    /// Why it belongs here: how it was linked, then each feature's verdict.
    public var reasons: [String]
    public var status: VersionStatus
    /// Why the status is not `complete`.
    public var statusReason: String?

    public init(
        documentPath: String, language: Language, sections: [SectionRef], link: LinkKind, score: Double?,
        reasons: [String], status: VersionStatus, statusReason: String?
    ) {
        self.documentPath = documentPath
        self.language = language
        self.sections = sections
        self.lines = sections.dropFirst().reduce(sections.first?.lines ?? LineSpan(first: 0, last: 0)) { $0.union($1.lines) }
        self.link = link
        self.score = score
        self.reasons = reasons
        self.status = status
        self.statusReason = statusReason
    }

    /// The headings of its sections, joined with " + " when split.
    public var heading: String {
        sections.map(\.heading).joined(separator: " + ")
    }
}
