/// The hits of one alignment group (one section across languages), best first, with the group's
/// other language versions that did not match themselves.
public struct ResultGroup: Hashable, Codable, Sendable {
    /// The alignment group, nil for a section that belongs to none.
    public var groupID: String?
    /// The best hit's score.
    public var score: Double
    public var hits: [SectionHit]
    /// The group's sections that did not match, sorted by language then document.
    public var otherVersions: [SectionReference]

    public init(groupID: String?, score: Double, hits: [SectionHit], otherVersions: [SectionReference]) {
        self.groupID = groupID
        self.score = score
        self.hits = hits
        self.otherVersions = otherVersions
    }
}
