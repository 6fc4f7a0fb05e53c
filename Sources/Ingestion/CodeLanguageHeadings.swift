import DocumentModel

/// Headings that only name a code language (`### Swift`, `### Objective-C`, `<h3>Swift 3</h3>`): the layout of
/// Stack Overflow Documentation and of many tutorial sites, where each example is a section and its code sits
/// under one subheading per language.
///
/// Such a heading is a label, not a section (issue 19): the readers make it a `.codeLabel` block that keeps
/// its `headingLevel` and carries its language as its own `codeHint`, and this pass gives that hint to every
/// code block under it, up to the next such heading or the end of the enclosing section. The content stays in
/// the enclosing section, whose title and id the samples take, so twins and alignment see the section as a
/// page with label lines would give it. A code-language heading with no code under it is a real heading after
/// all (an article's section about Swift): it opens a section as before.
///
/// Which hint wins: a label line right above a code block speaks for that block alone and is kept; otherwise
/// the subheading's language replaces a fence's info string, because pages in this layout mark every fence
/// with the site's default language (all `swift`), and a wrong subheading is still reported as a contradicting
/// label at the heading's line.
enum CodeLanguageHeadings {
    /// Makes `block`, a label block made from a heading's text, the code-language heading of `level`: it keeps
    /// the level and carries the language it names as its own hint.
    static func markAsHeading(_ block: inout Block, level: Int, normalized: String) {
        block.headingLevel = level
        block.codeHint = CodeHint(raw: block.text, normalized: normalized, range: block.range)
    }

    /// Whether `block` is a code-language heading (a label block that was written as a heading).
    static func isLabelHeading(_ block: Block) -> Bool {
        block.kind == .codeLabel && block.headingLevel != nil
    }

    /// `section` with its code-language headings applied: their hints given to the code under them, and those
    /// with no code under them turned back into headings, each opening a section of its own.
    static func resolve(_ section: Section) -> [Section] {
        guard section.blocks.contains(where: isLabelHeading) else { return [section] }
        var result: [Section] = []
        var current = Section(heading: section.heading, level: section.level, blocks: [])
        var active: CodeHint?
        let blocks = section.blocks
        // Whether code stands between each block and the next label heading, from one pass backwards (a
        // forward search from each heading would be quadratic in a section of many).
        var codeAhead = [Bool](repeating: false, count: blocks.count + 1)
        for index in blocks.indices.reversed() {
            codeAhead[index] = blocks[index].kind == .code || (!isLabelHeading(blocks[index]) && codeAhead[index + 1])
        }
        for (index, block) in blocks.enumerated() {
            if isLabelHeading(block) {
                if codeAhead[index + 1] {
                    active = block.codeHint
                    current.blocks.append(block)
                } else {
                    var heading = block
                    heading.kind = .heading
                    heading.codeHint = nil
                    if !current.isEmpty { result.append(current) }
                    current = Section(heading: heading, level: block.headingLevel ?? 1, blocks: [])
                    active = nil
                }
                continue
            }
            var block = block
            let afterLabelLine = index > 0 && blocks[index - 1].kind == .codeLabel && !isLabelHeading(blocks[index - 1])
            if block.kind == .code, let active, !afterLabelLine { block.codeHint = active }
            current.blocks.append(block)
        }
        if !current.isEmpty { result.append(current) }
        return result
    }
}
