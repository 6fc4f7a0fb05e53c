/// Points at one section of one document in an alignment result.
public struct SectionRef: Hashable, Codable, Sendable {
    public var documentPath: String
    /// The index in `Document.sections`.
    public var index: Int
    /// The heading as the page writes it ("" for a lead section).
    public var heading: String
    public var level: Int
    public var lines: LineSpan

    public init(documentPath: String, index: Int, heading: String, level: Int, lines: LineSpan) {
        self.documentPath = documentPath
        self.index = index
        self.heading = heading
        self.level = level
        self.lines = lines
    }

    /// `path:first-last`, the form messages use so editors can jump there.
    public var location: String { "\(documentPath):\(lines)" }
}
