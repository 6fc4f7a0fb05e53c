/// The index texts of code and API names one build has already analyzed, by text: a translated page shows its
/// original's code, and sections name the same APIs again and again (on the benchmark's 3,499 pages, 12,111 of the
/// 31,692 code blocks repeat another's text). `Analyzer.indexTexts` is a function of the text alone, so a text
/// found here gives the same bytes as analyzing it again.
///
/// Bounded: when it holds `capacity` texts it starts again empty. Copies of one page are neighbours in the build's
/// section order when translations share a topic folder, so they still meet, and memory stays that of a few
/// thousand texts whatever the corpus.
struct IndexTextMemo {
    private var entries: [String: (words: String, parts: String, variants: String)] = [:]
    let capacity: Int
    /// Texts answered from the memo, for tests.
    private(set) var reused = 0

    init(capacity: Int = 8_192) {
        self.capacity = max(1, capacity)
    }

    mutating func indexTexts(_ text: String, analyzer: Analyzer) -> (words: String, parts: String, variants: String) {
        if let found = entries[text] {
            reused += 1
            return found
        }
        let analyzed = analyzer.indexTexts(text)
        if entries.count >= capacity { entries.removeAll(keepingCapacity: true) }
        entries[text] = analyzed
        return analyzed
    }
}
