/// A section of another topic that covers the same APIs as a group: related reading, never a translation.
public struct RelatedLink: Hashable, Codable, Sendable {
    /// The related group (of the other topic).
    public var groupID: String
    public var topic: String
    /// Its sections, for display.
    public var sections: [SectionRef]
    public var score: Double
    public var reasons: [String]

    public init(groupID: String, topic: String, sections: [SectionRef], score: Double, reasons: [String]) {
        self.groupID = groupID
        self.topic = topic
        self.sections = sections
        self.score = score
        self.reasons = reasons
    }
}
