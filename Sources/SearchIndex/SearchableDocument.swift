import DocumentModel

/// One document as the search index takes it: its sections and the hash of its file.
public struct SearchableDocument: Hashable, Codable, Sendable {
    /// The path relative to the corpus root (forward slashes); unique in one build.
    public var path: String
    public var topic: String
    public var language: Language
    /// The document's content hash (`Document.contentHash`, SHA-256 of the file's bytes).
    public var contentHash: String
    public var sections: [SearchableSection]

    public init(path: String, topic: String, language: Language, contentHash: String, sections: [SearchableSection]) {
        self.path = path
        self.topic = topic
        self.language = language
        self.contentHash = contentHash
        self.sections = sections
    }

    /// A 64-bit FNV-1a hash of the whole record, hex: it changes when the file changes and also when
    /// only the other modules' findings about it change (its alignment groups, APIs, status), so
    /// incremental indexing re-indexes exactly the documents whose index rows would differ.
    public var fingerprint: String {
        var hash = StableHash()
        func mix(_ text: String) { hash.mix(text) }
        mix(path); mix(topic); mix(language.rawValue); mix(contentHash)
        for section in sections {
            mix(section.id); mix(section.documentPath); mix(section.topic); mix(section.language.rawValue)
            mix(section.heading); mix(section.headingLine.map(String.init) ?? "-")
            mix("\(section.firstLine)-\(section.lastLine)")
            mix(section.groupID ?? "-"); mix(section.status ?? "-")
            for fragment in section.prose { mix("p\(fragment.line)"); mix(fragment.text) }
            for fragment in section.code { mix("c\(fragment.line)"); mix(fragment.text) }
            for api in section.apis { mix("a" + api) }
            for language in section.codeLanguages { mix("l" + language.rawValue) }
            for era in section.swiftEras { mix("e" + era.rawValue) }
        }
        return String(hash.value, radix: 16)
    }
}
