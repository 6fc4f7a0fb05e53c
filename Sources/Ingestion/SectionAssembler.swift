import DocumentModel

/// Groups a page's blocks, in page order, into flat sections: a heading opens a section that runs
/// to the next heading; blocks before the first heading form the lead section (level 0).
///
/// The Markdown ingester uses it; the HTML builder groups the same way as it emits blocks.
enum SectionAssembler {
    static func sections(from blocks: [Block]) -> [Section] {
        var sections: [Section] = []
        var current = Section(heading: nil, level: 0, blocks: [])
        for block in blocks {
            if block.kind == .heading {
                if !current.isEmpty { sections.append(current) }
                current = Section(heading: block, level: block.headingLevel ?? 1, blocks: [])
            } else {
                current.blocks.append(block)
            }
        }
        if !current.isEmpty { sections.append(current) }
        return sections
    }
}
