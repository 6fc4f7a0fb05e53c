import DocumentModel

/// Walks a document and turns each code block into samples (one per language run), numbering them per section.
struct SampleCollector: DocumentWalker {
    private(set) var samples: [CodeSample] = []
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
            // Lines are prepared and scored once: the splitter and the classifiers share them.
            let blockLines = LanguageClassifier.scored(
                CodeLine.lines(of: block.text, firstLine: block.range.firstLine),
                known: &knownMarkerHits)
            let pieces = SampleSplitter.split(lines: blockLines)
            for (pieceIndex, piece) in pieces.enumerated() {
                position += 1
                let lines = blockLines.filter { $0.number >= piece.firstLine && $0.number <= piece.lastLine }
                // A label line stands above the block: it speaks for the first piece only.
                let hint = pieceIndex == 0 ? block.codeHint : nil
                samples.append(
                    SampleExtractor.analyze(
                        lines: lines, text: SampleExtractor.slice(block, piece.firstLine, piece.lastLine),
                        range: SampleExtractor.subrange(block, piece.firstLine, piece.lastLine), hint: hint,
                        id: "\(document.topic)/\(page)/\(slug)/\(position)", document: document, sectionIndex: sectionIndex,
                        sectionTitle: section.title, position: position))
            }
        }
    }
}
