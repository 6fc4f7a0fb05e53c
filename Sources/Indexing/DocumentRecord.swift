import Foundation
import DocumentModel

/// One document as index/ stores it (`documents/<corpus path>.json`): its outline with kinds,
/// languages, line and byte ranges and hints, but not its text (the text stays in corpus/, the
/// source ranges point at it; the search database holds a copy for queries).
public struct DocumentRecord: Codable, Hashable, Sendable {
    /// A block's entry.
    public struct BlockEntry: Codable, Hashable, Sendable {
        public var id: String
        public var kind: BlockKind
        public var language: Language?
        /// First and last line, 1-based, inclusive (scalars, so each is one line of the JSON).
        public var firstLine: Int
        public var lastLine: Int
        /// Byte range in the file, half-open.
        public var byteStart: Int
        public var byteEnd: Int
        public var headingLevel: Int?
        public var hint: HintEntry?
        /// The block's first line, cut to 60 characters: so a diff of index/ says which block changed.
        public var preview: String
    }

    /// A code block's hint.
    public struct HintEntry: Codable, Hashable, Sendable {
        public var raw: String
        public var normalized: String
        /// The label or fence line; nil for hints from HTML attributes.
        public var line: Int?
    }

    /// A section's entry.
    public struct SectionEntry: Codable, Hashable, Sendable {
        public var id: String
        public var level: Int
        public var title: String
        /// The lines the section spans; nil for an empty section.
        public var firstLine: Int?
        public var lastLine: Int?
        public var blocks: [BlockEntry]
    }

    public var path: String
    public var format: DocumentFormat
    public var topic: String
    public var title: String
    public var declaredLanguage: Language?
    public var detectedLanguage: Language
    public var contentHash: String
    public var sections: [SectionEntry]
    public var diagnostics: [Diagnostic]

    public init(_ document: Document) {
        path = document.path
        format = document.format
        topic = document.topic
        title = document.title
        declaredLanguage = document.declaredLanguage
        detectedLanguage = document.detectedLanguage
        contentHash = document.contentHash
        diagnostics = document.diagnostics
        sections = document.sections.enumerated().map { sectionIndex, section in
            SectionEntry(
                id: IndexIDs.section(document.path, sectionIndex), level: section.level, title: section.title,
                firstLine: section.range?.firstLine, lastLine: section.range?.lastLine,
                blocks: section.allBlocks.enumerated().map { blockIndex, block in
                    BlockEntry(
                        id: IndexIDs.block(document.path, sectionIndex, blockIndex), kind: block.kind,
                        language: block.language, firstLine: block.range.firstLine, lastLine: block.range.lastLine,
                        byteStart: block.range.byteStart, byteEnd: block.range.byteEnd,
                        headingLevel: block.headingLevel,
                        hint: block.codeHint.map { HintEntry(raw: $0.raw, normalized: $0.normalized, line: $0.range?.firstLine) },
                        preview: Self.preview(block.text))
                })
        }
    }

    /// The first line of a text, cut to 60 characters.
    ///
    /// Only the text's first `headBytes` bytes are read when they decide it, so a block of megabytes (a page
    /// that is one paragraph) costs no more than a short one: the line ends inside them, or what they hold of
    /// it has more than 60 characters once trimmed, so the whole line has too and starts with the same 60.
    /// Otherwise (a line that starts with thousands of blanks) the whole text is read.
    public static func preview(_ text: String, headBytes: Int = 4096) -> String {
        guard text.utf8.count > headBytes else { return preview(ofText: text) }
        let utf8 = text.utf8
        var end = utf8.index(utf8.startIndex, offsetBy: headBytes)
        while end > utf8.startIndex, UTF8.isContinuation(utf8[end]) { end = utf8.index(before: end) }
        let head = text[..<end]
        let pieces = head.splitAtLineFeeds(maxSplits: 1)
        guard let line = pieces.first else { return preview(ofText: text) }
        // Two pieces: a newline ended the line inside the head, so the line is all there.
        if pieces.count == 2 { return preview(ofLine: line) }
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        guard trimmed.prefix(61).count == 61 else { return preview(ofText: text) }
        return String(trimmed.prefix(60)) + "…"
    }

    private static func preview(ofText text: String) -> String {
        preview(ofLine: firstLine(of: Substring(text)) ?? "")
    }

    private static func preview(ofLine line: Substring) -> String {
        let trimmed = trimmingWhitespaces(line)
        // More than 60 characters, told without counting them all.
        return trimmed.dropFirst(60).isEmpty ? String(trimmed) : String(trimmed.prefix(60)) + "…"
    }

    /// The first piece `splitAtLineFeeds(maxSplits: 1)` gives, found in the bytes without splitting (or scanning the
    /// whole text for a carriage return first): pieces end at a line feed that does not follow a carriage return
    /// (a CRLF is one `Character`, which that split does not cut; a line feed is always a `Character` of its own
    /// otherwise), and empty pieces are left out. nil when there is none.
    static func firstLine(of text: Substring) -> Substring? {
        let utf8 = text.utf8
        let lineFeed: UInt8 = 0x0A, carriageReturn: UInt8 = 0x0D
        var start = utf8.startIndex
        // Leading line feeds end empty pieces (nothing before them, so no carriage return either).
        while start < utf8.endIndex, utf8[start] == lineFeed { start = utf8.index(after: start) }
        guard start < utf8.endIndex else { return nil }
        var previous = utf8[start]
        var end = utf8.index(after: start)
        while end < utf8.endIndex {
            let byte = utf8[end]
            if byte == lineFeed, previous != carriageReturn { break }
            previous = byte
            end = utf8.index(after: end)
        }
        return text[start..<end]
    }

    /// `line` without the leading and trailing scalars of `CharacterSet.whitespaces`, found in the scalars
    /// themselves instead of through NSString. The set is CoreFoundation's: tab, the space separators (Zs)
    /// and U+200B ZERO WIDTH SPACE, which CF counts although Unicode does not; the test compares the two.
    static func trimmingWhitespaces(_ line: Substring) -> Substring {
        func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
            switch scalar.value {
            case 0x20, 0x09, 0xA0, 0x1680, 0x2000...0x200B, 0x202F, 0x205F, 0x3000: return true
            default: return false
            }
        }
        let scalars = line.unicodeScalars
        guard let first = scalars.firstIndex(where: { !isWhitespace($0) }),
            let last = scalars.lastIndex(where: { !isWhitespace($0) })
        else { return "" }
        return Substring(scalars[first...last])
    }
}
