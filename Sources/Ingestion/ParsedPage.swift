import DocumentModel

/// What an ingester makes of one page: its sections plus whatever the page says about itself
/// (a `<title>`, `<html lang>`, Markdown front matter). `DocumentReader` turns it into a `Document`.
public struct ParsedPage: Sendable {
    public var sections: [Section]
    /// The title the page declares (`<title>`, front matter `title:`); nil when it declares none.
    public var title: String?
    /// The language the page declares about itself (`<html lang>`, front matter `lang:`).
    public var declaredLanguage: Language?
    /// The topic from front matter `topic:`, if any.
    public var topic: String?

    public init(sections: [Section], title: String? = nil, declaredLanguage: Language? = nil, topic: String? = nil) {
        self.sections = sections
        self.title = title
        self.declaredLanguage = declaredLanguage
        self.topic = topic
    }
}
