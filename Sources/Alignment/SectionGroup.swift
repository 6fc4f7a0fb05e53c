/// The same section (one example of a tutorial) in every language that has it.
public struct SectionGroup: Hashable, Codable, Sendable, Identifiable {
    /// `topic/NN`, numbered in reading order of the topic: stable for the same input, sortable.
    public var id: String
    public var topic: String
    /// The reference version's heading: how the group is named in listings.
    public var title: String
    /// One version per document, sorted by language then path.
    public var members: [GroupMember]
    /// Sections of other topics that cover the same APIs, best first.
    public var related: [RelatedLink]

    public init(id: String, topic: String, title: String, members: [GroupMember], related: [RelatedLink]) {
        self.id = id
        self.topic = topic
        self.title = title
        self.members = members
        self.related = related
    }

    /// The version of one document, if any.
    public func member(for documentPath: String) -> GroupMember? {
        members.first { $0.documentPath == documentPath }
    }

    /// True when some version's code differs from the others'.
    public var hasStaleVersion: Bool { members.contains { $0.status == .stale } }
}
