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

    /// One document's share of `samples(in:)`: what needs no other page, so it is computed in parallel and cached
    /// per page. `jobs`: threads that classify the page's samples (worth it for a page of thousands; the result is
    /// the same whatever it is).
    /// `memo`: classifications of code other pages of the run showed, to reuse and add to.
    public static func page(of document: Document, jobs: Int = 1, memo: ClassificationMemo? = nil) -> PageSamples {
        let samples = samples(of: document, jobs: jobs, memo: memo)
        let findings = ParallelMap.map(count: samples.count, jobs: jobs) { SampleChecks.findings(for: samples[$0]) }
        return PageSamples(samples: samples, findings: findings.flatMap { $0 })
    }

    /// The report of documents from their shares (`page(of:)`), given in document path order: translation groups,
    /// the one analysis across pages, are found here.
    public static func report(pages: [PageSamples]) -> SampleReport {
        let samples = pages.flatMap(\.samples)
        let findings = pages.flatMap(\.findings).sorted()
        // Twins never span a section, so each page's are all there are of it (ties in page order, as `pairs` sorts).
        let twins = pages.flatMap(\.twins).sorted { $0.swiftID < $1.swiftID }
        return SampleReport(
            samples: samples, translations: TranslationIdentity.groups(samples), twins: twins, sampleFindings: findings)
    }

    /// The samples of one document, in page order (no cross-document analysis), classified on `jobs` threads.
    public static func samples(of document: Document, jobs: Int = 1, memo: ClassificationMemo? = nil) -> [CodeSample] {
        var collector = SampleCollector()
        collector.walk(document)
        let pieces = collector.pieces
        let samples = ParallelMap.map(count: pieces.count, jobs: jobs) { index -> CodeSample in
            let piece = pieces[index]
            return analyze(
                lines: piece.lines, text: piece.text, range: piece.range, hint: piece.hint, id: piece.id,
                document: document, sectionIndex: piece.sectionIndex, sectionTitle: piece.sectionTitle,
                position: piece.position, memo: piece.startsTheBlock ? memo : nil)
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
    /// `memo`: where the classification of the same code and label is kept (given only when `lines` follow from
    /// `text` alone).
    static func analyze(
        lines: [CodeLine], text: String, range: SourceRange, hint: CodeHint?, id: String, document: Document,
        sectionIndex: Int, sectionTitle: String, position: Int,
        decided: Decision<CodeLanguage>? = nil, memo: ClassificationMemo? = nil
    ) -> CodeSample {
        let classified = classification(lines: lines, text: text, range: range, hint: hint, decided: decided, memo: memo)
        let language = classified.language
        let hinted = hint?.language
        let contradicts =
            hinted != nil && hinted != language.value && language.value != .unknown
            && language.rule != "hint.no-markers"
        let era = language.value == .swift ? EraDetector.detect(lines: lines) : nil
        return CodeSample(
            id: id, documentPath: document.path, topic: document.topic, pageLanguage: document.language,
            sectionIndex: sectionIndex, sectionTitle: sectionTitle, position: position, range: range,
            language: language, hint: hint, hintContradicts: contradicts, kind: classified.kind, era: era,
            symbols: classified.symbols, fingerprint: classified.fingerprint, text: text)
    }

    /// The language (`decided`, or the classifier's), kind, symbols and fingerprint: from `memo` when it holds the
    /// same code (lines shifted to where this copy sits), else classified here (and kept in `memo`). A decided
    /// language comes from the rest of the page, not from the code alone: it is neither looked up nor kept.
    private static func classification(
        lines: [CodeLine], text: String, range: SourceRange, hint: CodeHint?, decided: Decision<CodeLanguage>?,
        memo: ClassificationMemo?
    ) -> ClassificationMemo.Entry {
        let memo = decided == nil ? memo : nil
        let firstLine = lines.first?.number ?? range.firstLine
        let key = memo.map { _ in ClassificationMemo.Key(text: text, hint: hint?.normalized) }
        if let memo, let key, let kept = memo.entry(for: key) {
            let distance = firstLine - kept.firstLine
            return ClassificationMemo.Entry(
                firstLine: firstLine, language: kept.language.shifted(byLines: distance),
                kind: kept.kind.shifted(byLines: distance), symbols: kept.symbols.shifted(byLines: distance),
                fingerprint: kept.fingerprint)
        }
        let language = decided ?? LanguageClassifier.classify(lines: lines, hint: hint?.normalized)
        let kind = KindClassifier.classify(lines: lines, language: language.value)
        let entry = ClassificationMemo.Entry(
            firstLine: firstLine, language: language, kind: kind,
            symbols: SymbolExtractor.symbols(lines: lines, language: language.value, kind: kind.value),
            fingerprint: CodeFingerprint.of(text))
        if let memo, let key { memo.keep(entry, for: key) }
        return entry
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
