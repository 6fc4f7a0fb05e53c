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
    /// O(groups): to look up many sections, build `groupsBySection()` once.
    public func group(containing documentPath: String, section index: Int) -> SectionGroup? {
        groupsBySection()[documentPath]?[index]
    }

    /// Document path → section index → the group holding that section (the first in `groups`, when a merged
    /// section is in several).
    public func groupsBySection() -> [String: [Int: SectionGroup]] {
        var result: [String: [Int: SectionGroup]] = [:]
        for group in groups {
            for member in group.members {
                for section in member.sections where result[member.documentPath]?[section.index] == nil {
                    result[member.documentPath, default: [:]][section.index] = group
                }
            }
        }
        return result
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
                    return Diagnostic(
                        .warning, file: paths[0],
                        "topic '\(topic.topic)' holds \(paths.count) pages in '\(language.rawValue)': \(named); a topic is one page per language, so they are aligned as translations of each other (give one a manifest 'topic' of its own if it is another page)"
                    )
                }
        }
    }
}
