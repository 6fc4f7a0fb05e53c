import DocumentModel

/// Groups a page's blocks, in page order, into flat sections: a heading opens a section that runs
/// to the next heading; blocks before the first heading form the lead section (level 0).
///
/// The Markdown and plain-text ingesters use it; the HTML builder groups the same way as it emits blocks.
enum SectionAssembler {
    /// `headingLevel`: the level of a heading that gives none.
    static func sections(from blocks: [Block], headingLevel: Int = 1) -> [Section] {
        // Each section's blocks are copied once from a slice, at their size: appended one by one, every section kept
        // the slack its array grew by (a sixth of a corpus's documents in memory, heaptrack 2026-12-07).
        var sections: [Section] = []
        var heading: Block? = nil
        var start = 0
        func close(before end: Int) {
            let section = Section(
                heading: heading, level: heading.map { $0.headingLevel ?? headingLevel } ?? 0, blocks: Array(blocks[start..<end]))
            if !section.isEmpty { sections.append(section) }
        }
        for index in blocks.indices where blocks[index].kind == .heading {
            close(before: index)
            heading = blocks[index]
            start = index + 1
        }
        close(before: blocks.count)
        return sections
    }
}
