/// A heading and the blocks under it up to the next heading of the same or a higher level.
///
/// Sections are flat in `Document.sections` (in page order); `level` gives the outline.
/// Content before the first heading forms a section with no heading and level 0.
public struct Section: Hashable, Codable, Sendable {
    /// The heading block; nil for the lead section before the first heading.
    public var heading: Block?
    public var level: Int
    /// The blocks after the heading, in page order (the heading itself is not repeated here).
    public var blocks: [Block]

    public init(heading: Block?, level: Int, blocks: [Block]) {
        self.heading = heading
        self.level = level
        self.blocks = blocks
    }

    /// No heading and no blocks: a section an ingester does not keep. The heading is tested by its optional's
    /// tag: `heading == nil` would compare a `Block?` as `Equatable`, copying it, once per heading on the
    /// ingesters' paths.
    public var isEmpty: Bool {
        if case .some = heading { return false }
        return blocks.isEmpty
    }

    /// The heading text, or "" for the lead section.
    public var title: String { heading?.text ?? "" }

    /// Heading and blocks together, in page order.
    public var allBlocks: [Block] { (heading.map { [$0] } ?? []) + blocks }

    /// The lines the section spans, nil when it is empty.
    public var range: SourceRange? {
        let all = allBlocks
        guard var range = all.first?.range else { return nil }
        for block in all.dropFirst() { range = range.union(block.range) }
        return range
    }

    /// The code blocks of the section, in page order.
    public var codeBlocks: [Block] { blocks.filter { $0.kind == .code } }
}
