import DocumentModel

/// Walks a document and cuts each code block into pieces (one per language run), numbering them per section.
///
/// Only the cutting is done here, in page order (slugs and positions depend on what came before); each piece is
/// classified afterwards on its own (`SampleExtractor.samples(of:jobs:)`), so a large page's pieces can be
/// classified on several threads.
struct SampleCollector: DocumentWalker {
    /// One piece of a code block, ready to be classified.
    struct Piece: Sendable {
        var lines: [CodeLine]
        var text: String
        var range: SourceRange
        var hint: CodeHint?
        var id: String
        var sectionIndex: Int
        var sectionTitle: String
        var position: Int
        /// Whether the piece begins on its block's first line: its lines were then prepared from nothing before them
        /// (no open comment, string or bracket), so they follow from its text alone (`ClassificationMemo`).
        var startsTheBlock: Bool
    }

    private(set) var pieces: [Piece] = []
    private var usedSlugs: Set<String> = []
    /// Marker hits by line code, for the whole document (`LanguageClassifier.scored`).
    private var knownMarkerHits: [String: [Int]] = [:]

    mutating func visitSection(_ section: Section, index sectionIndex: Int, in document: Document) {
        let page = SampleExtractor.pageName(document.path)
        var slug = SampleExtractor.sectionSlug(section.title, index: sectionIndex)
        if usedSlugs.contains(slug) { slug += "-\(sectionIndex)" }
        usedSlugs.insert(slug)
        var position = 0
        for block in section.blocks where block.kind == .code {
            let blockLines: [CodeLine]
            let splits: [SampleSplitter.Piece]
            if LanguageClassifier.labelOnlyLanguage(block.codeHint?.normalized) != nil {
                // Labelled in a language no rule knows: one sample, its lines never scored (the label decides,
                // and a cut between "Swift" and "Objective-C" paragraphs of Lua code would be a cut by noise).
                blockLines = CodeLine.lines(of: block.text, firstLine: block.range.firstLine)
                let filled = blockLines.filter { !$0.isBlank }
                splits = filled.first.map { [SampleSplitter.Piece(firstLine: $0.number, lastLine: filled.last!.number)] } ?? []
            } else {
                // Lines are prepared and scored once: the splitter and the classifiers share them.
                blockLines = LanguageClassifier.scored(
                    CodeLine.lines(of: block.text, firstLine: block.range.firstLine),
                    known: &knownMarkerHits)
                splits = SampleSplitter.split(lines: blockLines)
            }
            for (pieceIndex, split) in splits.enumerated() {
                position += 1
                // A label line stands above the block: it speaks for the first piece only.
                pieces.append(
                    Piece(
                        lines: blockLines.filter { $0.number >= split.firstLine && $0.number <= split.lastLine },
                        text: SampleExtractor.slice(block, split.firstLine, split.lastLine),
                        range: SampleExtractor.subrange(block, split.firstLine, split.lastLine),
                        hint: pieceIndex == 0 ? block.codeHint : nil,
                        id: "\(document.topic)/\(page)/\(slug)/\(position)", sectionIndex: sectionIndex,
                        sectionTitle: section.title, position: position,
                        startsTheBlock: split.firstLine == block.range.firstLine))
            }
        }
    }
}
