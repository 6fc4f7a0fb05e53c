import DocumentModel

/// The page's word on code the code alone cannot decide (issue 19, point 4).
///
/// `label.numberOfLines = 0;` and `_mapView.mapType = MKMapTypeStandard;` are valid C and Objective-C: only
/// markers the two languages share fire, and the classifier says C. On an iOS tutorial page such a fragment is
/// Objective-C. The page is a prior, consulted only for these fragments and in this order: the label or fence
/// hint the page gives the block; then the neighbouring samples of its section (the one before or after it is
/// Objective-C); then the page itself (it has Swift or Objective-C samples decided by their own code). The rule
/// that decided is recorded as any other (`context.label`, `context.neighbours`, `context.page`). A hint of C
/// keeps it C; a Swift hint decides only code whose one marker is a trailing `;`, which Swift accepts; code with
/// a C-only marker (`#include`, `printf`) is never touched.
enum PageContext {
    static let ruleIDs = ["context.label", "context.neighbours", "context.page"]

    /// `samples` (one page's, in page order) with each C-or-Objective-C fragment decided by the page.
    static func settleAmbiguous(_ samples: [CodeSample], document: Document) -> [CodeSample] {
        guard samples.contains(where: { $0.language.value == .c }) else { return samples }
        let pageIsApple = samples.contains { $0.language.value == .swift || $0.language.value == .objc }
        var result = samples
        for (index, sample) in samples.enumerated() where sample.language.value == .c {
            let lines = CodeLine.lines(of: sample.text, firstLine: sample.range.firstLine)
            guard LanguageClassifier.firesOnlySharedMarkers(lines) else { continue }
            let shared = "only markers C and Objective-C share fire"
            let decision: Decision<CodeLanguage>
            if let hint = sample.hint?.language {
                // Swift accepts a trailing `;` too: a Swift label decides code whose only marker is one.
                let onlySemicolons = lines.allSatisfy { line in
                    line.isCodeEmpty
                        || (line.markerHits ?? LanguageClassifier.markerHits(line.code))
                            .allSatisfy { LanguageClassifier.markers[$0].id == "c.semicolon" }
                }
                guard hint == .objc || (hint == .swift && onlySemicolons) else { continue }
                let line = sample.hint?.range.map { [$0.firstLine] } ?? []
                decision = Decision(
                    hint, rule: "context.label", reason: "\(shared); the page's label says \(sample.hint!.raw)",
                    lines: line + sample.language.lines)
            } else if let neighbour = [index - 1, index + 1].filter(samples.indices.contains).map({ samples[$0] })
                .first(where: { $0.sectionIndex == sample.sectionIndex && $0.language.value == .objc })
            {
                decision = Decision(
                    .objc, rule: "context.neighbours",
                    reason: "\(shared); the Objective-C sample beside it (line \(neighbour.range.firstLine)) decides",
                    lines: sample.language.lines)
            } else if pageIsApple {
                decision = Decision(
                    .objc, rule: "context.page",
                    reason: "\(shared); the page's other samples include Swift or Objective-C", lines: sample.language.lines)
            } else {
                continue
            }
            result[index] = SampleExtractor.analyze(
                lines: lines, text: sample.text, range: sample.range, hint: sample.hint,
                id: sample.id, document: document, sectionIndex: sample.sectionIndex,
                sectionTitle: sample.sectionTitle, position: sample.position, decided: decision)
        }
        return result
    }
}
