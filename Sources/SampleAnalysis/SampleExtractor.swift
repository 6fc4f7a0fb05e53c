import DocumentModel

/// The entry point of sample analysis: turns the code blocks of documents into classified samples, and reports
/// translation identity and Swift/Objective-C twins.
///
/// Pure and deterministic: documents are processed in path order, samples in page order, ids are
/// `topic/page/section-slug/position`, and every list in the report is sorted.
public enum SampleExtractor {
    /// Every sample of `documents`, with translation groups (per topic), twin pairs and findings.
    public static func samples(in documents: [Document]) -> SampleReport {
        report(pages: documents.sorted { $0.path < $1.path }.map { page(of: $0) })
    }

    /// One document's share of `samples(in:)`: its samples in page order and their findings on their own
    /// (what needs no other page, so it can be computed in parallel and cached per page). `jobs`: threads that
    /// classify the page's samples (worth it for a page of thousands; the result is the same whatever it is).
    public static func page(of document: Document, jobs: Int = 1) -> (samples: [CodeSample], findings: [SampleFinding]) {
        let samples = samples(of: document, jobs: jobs)
        let findings = ParallelMap.map(count: samples.count, jobs: jobs) { SampleChecks.findings(for: samples[$0]) }
        return (samples, findings.flatMap { $0 })
    }

    /// The report of documents from their shares (`page(of:)`), given in document path order: the cross-page
    /// analyses (translation groups, twins) run here.
    /// `jobs`: with two or more, translation groups and twins (which need nothing of each other) are found at once.
    public static func report(pages: [(samples: [CodeSample], findings: [SampleFinding])], jobs: Int = 1) -> SampleReport {
        let samples = pages.flatMap(\.samples)
        let findings = pages.flatMap(\.findings).sorted()
        let parts = ParallelMap.map(count: 2, jobs: jobs) { part -> CrossPage in
            part == 0 ? .translations(TranslationIdentity.groups(samples)) : .twins(TwinMatcher.pairs(samples))
        }
        var translations: [TranslationGroup] = [], twins: [TwinPair] = []
        for part in parts {
            switch part {
            case .translations(let groups): translations = groups
            case .twins(let pairs): twins = pairs
            }
        }
        return SampleReport(samples: samples, translations: translations, twins: twins, sampleFindings: findings)
    }

    /// One of the report's two cross-page analyses.
    private enum CrossPage: Sendable {
        case translations([TranslationGroup])
        case twins([TwinPair])
    }

    /// The samples of one document, in page order (no cross-document analysis), classified on `jobs` threads.
    public static func samples(of document: Document, jobs: Int = 1) -> [CodeSample] {
        var collector = SampleCollector()
        collector.walk(document)
        let pieces = collector.pieces
        let samples = ParallelMap.map(count: pieces.count, jobs: jobs) { index -> CodeSample in
            let piece = pieces[index]
            return analyze(
                lines: piece.lines, text: piece.text, range: piece.range, hint: piece.hint, id: piece.id,
                document: document, sectionIndex: piece.sectionIndex, sectionTitle: piece.sectionTitle,
                position: piece.position)
        }
        return PageContext.settleAmbiguous(samples, document: document)
    }

    /// Classifies one piece of code: language, kind, era, symbols, fingerprint.
    public static func analyze(
        text: String, range: SourceRange, hint: CodeHint?, id: String, document: Document,
        sectionIndex: Int, sectionTitle: String, position: Int
    ) -> CodeSample {
        analyze(
            lines: CodeLine.lines(of: text, firstLine: range.firstLine), text: text, range: range, hint: hint, id: id,
            document: document, sectionIndex: sectionIndex, sectionTitle: sectionTitle, position: position)
    }

    /// `decided`: a language the page has already decided (`PageContext`), instead of the classifier's.
    static func analyze(
        lines: [CodeLine], text: String, range: SourceRange, hint: CodeHint?, id: String, document: Document,
        sectionIndex: Int, sectionTitle: String, position: Int,
        decided: Decision<CodeLanguage>? = nil
    ) -> CodeSample {
        let language = decided ?? LanguageClassifier.classify(lines: lines, hint: hint?.normalized)
        let hinted = hint?.language
        let contradicts =
            hinted != nil && hinted != language.value && language.value != .unknown
            && language.rule != "hint.no-markers"
        let kind = KindClassifier.classify(lines: lines, language: language.value)
        let era = language.value == .swift ? EraDetector.detect(lines: lines) : nil
        let symbols = SymbolExtractor.symbols(lines: lines, language: language.value, kind: kind.value)
        return CodeSample(
            id: id, documentPath: document.path, topic: document.topic, pageLanguage: document.language,
            sectionIndex: sectionIndex, sectionTitle: sectionTitle, position: position, range: range,
            language: language, hint: hint, hintContradicts: contradicts, kind: kind, era: era,
            symbols: symbols, fingerprint: CodeFingerprint.of(text), text: text)
    }

    // MARK: - Ids and ranges

    /// `uikit-dynamics/ru.txt` → `ru`.
    static func pageName(_ path: String) -> String {
        let file = path.split(separator: "/").last.map(String.init) ?? path
        guard let dot = file.lastIndex(of: "."), dot != file.startIndex else { return file }
        return String(file[..<dot])
    }

    /// The title's ASCII words, lowercased and joined with `-` (at most six), or `section-N` when it has none
    /// (a Russian, Hindi or Chinese title), `lead` for the untitled lead section.
    static func sectionSlug(_ title: String, index: Int) -> String {
        if title.isEmpty { return index == 0 ? "lead" : "section-\(index)" }
        var words: [String] = []
        var current = ""
        for character in title.lowercased() {
            if character.isASCII && (character.isLetter || character.isNumber) {
                current.append(character)
            } else if !current.isEmpty {
                words.append(current)
                current = ""
            }
        }
        if !current.isEmpty { words.append(current) }
        words = words.filter { $0.count > 1 || $0.first?.isNumber == true }
        return words.isEmpty ? "section-\(index)" : words.prefix(6).joined(separator: "-")
    }

    static func slice(_ block: Block, _ first: Int, _ last: Int) -> String {
        let lines = block.text.splitAtLineFeeds(omittingEmptySubsequences: false)
        let from = first - block.range.firstLine, to = last - block.range.firstLine
        return lines[max(0, from)...min(lines.count - 1, to)].joined(separator: "\n")
    }

    /// The source range of lines `first...last` of `block`. Byte offsets are derived from the block's text, which
    /// holds the lines joined by single newlines; for a CRLF file they drift by one byte per line (documented).
    static func subrange(_ block: Block, _ first: Int, _ last: Int) -> SourceRange {
        if first == block.range.firstLine && last == block.range.lastLine { return block.range }
        let lines = block.text.splitAtLineFeeds(omittingEmptySubsequences: false)
        let from = first - block.range.firstLine, to = last - block.range.firstLine
        let start = block.range.byteStart + lines[..<from].reduce(0) { $0 + $1.utf8.count + 1 }
        let end = start + lines[from...to].reduce(0) { $0 + $1.utf8.count + 1 } - 1
        return SourceRange(file: block.range.file, firstLine: first, lastLine: last, byteStart: start, byteEnd: end)
    }
}
