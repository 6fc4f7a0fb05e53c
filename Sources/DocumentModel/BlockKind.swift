/// What a block of a page is. One enum for every format, so analyses never switch on the format.
public enum BlockKind: String, Codable, Sendable, CaseIterable {
    case heading
    case prose
    case code
    /// A line that names the language of the code below it ("Swift", "стриж", "उद्देश्य सी", a fence info string),
    /// or a heading that does (`### Objective-C`; it keeps its `headingLevel` and opens no section).
    case codeLabel = "code-label"
    case list
    /// An image or link URL standing on its own.
    case media
    /// Site boilerplate: breadcrumbs, "Quote", "Categories", "Archive ↓", dates, cookie banners, navigation.
    case chrome
}
