import DocumentModel

/// Turns a document's sections into `AlignableSection`s, computing code signals with a given extractor.
public enum SectionAdapter {
    /// The document's alignable sections in page order. Sections holding nothing but chrome are left out:
    /// site boilerplate is not part of any version of the tutorial.
    /// `jobs`: threads that read the sections (worth it for a page of thousands; the result is the same).
    /// `scored`: whether other pages are scored against these sections. A page alone in its topic is not compared with
    /// anything, so what only scoring reads (numbers, distinctive code lines, the count of code lines) is left empty:
    /// the rest is what its groups, their status and related links are made from.
    public static func sections(
        of document: Document,
        signals: CodeSignalExtractor = DefaultCodeSignals.extract, jobs: Int = 1, scored: Bool = true
    ) -> [AlignableSection] {
        let lastLine = max(1, document.sections.compactMap { $0.range?.lastLine }.max() ?? 1)
        var result = ParallelMap.map(count: document.sections.count, jobs: jobs) { index in
            section(index, of: document, lastLine: lastLine, signals: signals, scored: scored)
        }.compactMap { $0 }
        if result.count == 1 { result[0].position = nil }
        return result
    }

    /// The section at `index` as alignment sees it, or nil when it has neither heading nor content.
    private static func section(
        _ index: Int, of document: Document, lastLine: Int, signals: CodeSignalExtractor, scored: Bool
    ) -> AlignableSection? {
        guard let (section, content, range) = parts(index, of: document) else { return nil }
        let code = content.filter { $0.kind == .code }
        let prose = prose(of: content)
        var fingerprints: [String] = []
        var blockLines: [LineSpan] = []
        var apiNames: Set<String> = []
        var codeLines: Set<String> = []
        var codeLineCount = 0
        var numbers = scored ? Set(CodeTokens.numbers(in: section.title + "\n" + prose)) : []
        for block in code {
            let blockSignals = signals(block)
            fingerprints.append(blockSignals.fingerprint)
            blockLines.append(LineSpan(first: block.range.firstLine, last: block.range.lastLine))
            apiNames.formUnion(blockSignals.apiNames)
            guard scored else { continue }
            let normalized = DefaultCodeSignals.normalizedLines(block.text)
            codeLineCount += normalized.count
            codeLines.formUnion(normalized.filter(isDistinctiveLine))
            numbers.formUnion(CodeTokens.numbers(in: normalized.joined(separator: "\n")))
        }
        let lines = LineSpan(first: range.firstLine, last: range.lastLine)
        let middle = Double(lines.first + lines.last) / 2.0
        return AlignableSection(
            documentPath: document.path, topic: document.topic, language: document.language, index: index,
            level: section.level, heading: section.title, codeFingerprints: fingerprints,
            apiNames: apiNames, numbers: numbers,
            anchors: anchors(section, prose: prose), codeLines: codeLines,
            lines: lines, codeLineCount: codeLineCount, blockCount: content.count,
            position: min(1.0, middle / Double(lastLine)), codeBlockLines: blockLines)
    }

    /// The section at `index` with its content blocks and lines, or nil when alignment leaves it out (neither
    /// heading nor content).
    private static func parts(_ index: Int, of document: Document) -> (Section, [Block], SourceRange)? {
        let section = document.sections[index]
        let content = section.blocks.filter { $0.kind == .prose || $0.kind == .list || $0.kind == .code }
        guard section.heading != nil || !content.isEmpty, let range = section.range else { return nil }
        return (section, content, range)
    }

    private static func prose(of content: [Block]) -> String {
        content.filter { $0.kind != .code }.map(\.text).joined(separator: "\n")
    }

    private static func anchors(_ section: Section, prose: String) -> Set<String> {
        TextAnchors.anchors(in: section.title + "\n" + prose)
    }

    /// The API names and anchors of each section `sections(of:signals:jobs:)` gives, in its order: what the term
    /// weights count (`TopicSummary.termCounts`), without the rest of the section (code lines, numbers,
    /// fingerprints), for a pass over the corpus that must not hold every section at once.
    public static func terms(
        of document: Document, signals: CodeSignalExtractor = DefaultCodeSignals.extract, jobs: Int = 1
    ) -> [(apiNames: Set<String>, anchors: Set<String>)] {
        ParallelMap.map(count: document.sections.count, jobs: jobs) { index -> (Set<String>, Set<String>)? in
            guard let (section, content, _) = parts(index, of: document) else { return nil }
            var apiNames: Set<String> = []
            for block in content where block.kind == .code { apiNames.formUnion(signals(block).apiNames) }
            return (apiNames, anchors(section, prose: prose(of: content)))
        }.compactMap { $0 }
    }

    /// Braces, `@end`, `return x` and the like appear in every sample; lines this short say nothing.
    static func isDistinctiveLine(_ line: String) -> Bool {
        line.count >= 12
    }
}
