import DocumentModel

/// Turns a document's sections into `AlignableSection`s, computing code signals with a given extractor.
public enum SectionAdapter {
    /// The document's alignable sections in page order. Sections holding nothing but chrome are left out:
    /// site boilerplate is not part of any version of the tutorial.
    /// `jobs`: threads that read the sections (worth it for a page of thousands; the result is the same).
    public static func sections(
        of document: Document,
        signals: CodeSignalExtractor = DefaultCodeSignals.extract, jobs: Int = 1
    ) -> [AlignableSection] {
        let lastLine = max(1, document.sections.compactMap { $0.range?.lastLine }.max() ?? 1)
        var result = ParallelMap.map(count: document.sections.count, jobs: jobs) { index in
            section(index, of: document, lastLine: lastLine, signals: signals)
        }.compactMap { $0 }
        if result.count == 1 { result[0].position = nil }
        return result
    }

    /// The section at `index` as alignment sees it, or nil when it has neither heading nor content.
    private static func section(
        _ index: Int, of document: Document, lastLine: Int, signals: CodeSignalExtractor
    ) -> AlignableSection? {
        let section = document.sections[index]
        let content = section.blocks.filter { $0.kind == .prose || $0.kind == .list || $0.kind == .code }
        guard section.heading != nil || !content.isEmpty, let range = section.range else { return nil }
        let code = content.filter { $0.kind == .code }
        let prose = content.filter { $0.kind != .code }.map(\.text).joined(separator: "\n")
        var fingerprints: [String] = []
        var blockLines: [LineSpan] = []
        var apiNames: Set<String> = []
        var codeLines: Set<String> = []
        var codeLineCount = 0
        var numbers = Set(CodeTokens.numbers(in: section.title + "\n" + prose))
        for block in code {
            let blockSignals = signals(block)
            fingerprints.append(blockSignals.fingerprint)
            blockLines.append(LineSpan(first: block.range.firstLine, last: block.range.lastLine))
            apiNames.formUnion(blockSignals.apiNames)
            let normalized = DefaultCodeSignals.normalizedLines(block.text)
            codeLineCount += normalized.count
            codeLines.formUnion(normalized.filter(isDistinctiveLine))
            numbers.formUnion(CodeTokens.numbers(in: normalized.joined(separator: "\n")))
        }
        let lines = LineSpan(first: range.firstLine, last: range.lastLine)
        let middle = Double(lines.first + lines.last) / 2.0
        return AlignableSection(
            documentPath: document.path, topic: document.topic, language: document.language, index: index,
            level: section.level, heading: section.title, prose: prose, codeFingerprints: fingerprints,
            apiNames: apiNames, numbers: numbers,
            anchors: TextAnchors.anchors(in: section.title + "\n" + prose), codeLines: codeLines,
            lines: lines, codeLineCount: codeLineCount, blockCount: content.count,
            position: min(1.0, middle / Double(lastLine)), codeBlockLines: blockLines)
    }

    /// Braces, `@end`, `return x` and the like appear in every sample; lines this short say nothing.
    static func isDistinctiveLine(_ line: String) -> Bool {
        line.count >= 12
    }
}
