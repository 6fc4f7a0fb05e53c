/// Everything alignment found: per topic, the section groups and the coverage matrix.
public struct AlignmentResult: Hashable, Codable, Sendable {
    /// Sorted by topic name.
    public var topics: [TopicAlignment]

    public init(topics: [TopicAlignment]) {
        self.topics = topics
    }

    /// Every group of every topic, in id order: what `doctool index` stores.
    public var groups: [SectionGroup] { topics.flatMap(\.groups) }

    /// The alignment of one topic, if it was aligned.
    public func topic(_ name: String) -> TopicAlignment? {
        topics.first { $0.topic == name }
    }

    /// The group holding a given section of a document, if any (the first, when a merged section is in several).
    public func group(containing documentPath: String, section index: Int) -> SectionGroup? {
        groups.first { group in
            group.member(for: documentPath)?.sections.contains { $0.index == index } ?? false
        }
    }
}
