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
    /// The language of the page's prose as the ingester already judged it (see `ProseLanguageSample`);
    /// nil when it did not, and `DocumentReader` judges it from the sections.
    public var proseLanguage: Language?

    public init(
        sections: [Section], title: String? = nil, declaredLanguage: Language? = nil, topic: String? = nil,
        proseLanguage: Language? = nil
    ) {
        self.sections = sections
        self.title = title
        self.declaredLanguage = declaredLanguage
        self.topic = topic
        self.proseLanguage = proseLanguage
    }
}
