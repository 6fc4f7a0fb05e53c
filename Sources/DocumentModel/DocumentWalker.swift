/// Visits a document's sections and blocks in page order.
///
/// A new analysis is a new walker, not a new switch scattered across modules: implement only the
/// visits you need; the defaults descend into every section and block.
public protocol DocumentWalker {
    mutating func visitDocument(_ document: Document)
    mutating func visitSection(_ section: Section, index: Int, in document: Document)
    mutating func visitBlock(_ block: Block, in section: Section, of document: Document)
}

extension DocumentWalker {
    public mutating func visitDocument(_ document: Document) {
        for (index, section) in document.sections.enumerated() {
            visitSection(section, index: index, in: document)
        }
    }

    public mutating func visitSection(_ section: Section, index: Int, in document: Document) {
        for block in section.allBlocks {
            visitBlock(block, in: section, of: document)
        }
    }

    public mutating func visitBlock(_ block: Block, in section: Section, of document: Document) {}

    /// Walks the document and returns the walker's final state.
    public mutating func walk(_ document: Document) {
        visitDocument(document)
    }
}
