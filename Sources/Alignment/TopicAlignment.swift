import DocumentModel

/// The alignment of one topic: its documents, section groups and coverage.
public struct TopicAlignment: Hashable, Codable, Sendable {
    /// A document of the topic.
    public struct DocumentEntry: Hashable, Codable, Sendable {
        public var path: String
        public var language: Language
        /// True for the document the others were aligned to (the most complete one).
        public var isReference: Bool

        public init(path: String, language: Language, isReference: Bool) {
            self.path = path
            self.language = language
            self.isReference = isReference
        }
    }

    public var topic: String
    /// Sorted by language, then path.
    public var documents: [DocumentEntry]
    /// In reading order; ids sort the same way.
    public var groups: [SectionGroup]
    public var coverage: CoverageMatrix

    public init(topic: String, documents: [DocumentEntry], groups: [SectionGroup]) {
        self.topic = topic
        self.documents = documents
        self.groups = groups
        coverage = CoverageMatrix(topic: topic, documents: documents.map { ($0.path, $0.language) }, groups: groups)
    }
}
