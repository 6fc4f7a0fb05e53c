import DocumentModel

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

    /// A warning for each topic holding several pages of one language, naming them: a topic is one page in
    /// several languages, and such pages are aligned as if they were translations of each other.
    public var diagnostics: [Diagnostic] {
        topics.flatMap { topic in
            Dictionary(grouping: topic.documents, by: \.language).filter { $0.value.count > 1 }
                .sorted { $0.key < $1.key }
                .map { language, documents in
                    let paths = documents.map(\.path).sorted()
                    let named = paths.count == 2 ? "\(paths[0]) and \(paths[1])" : paths.joined(separator: ", ")
                    return Diagnostic(.warning, file: paths[0],
                        "topic '\(topic.topic)' holds \(paths.count) pages in '\(language.rawValue)': \(named); a topic is one page per language, so they are aligned as translations of each other (give one a manifest 'topic' of its own if it is another page)")
                }
        }
    }
}
