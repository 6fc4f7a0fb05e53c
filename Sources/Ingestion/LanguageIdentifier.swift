import DocumentModel

/// Tells the natural language of a piece of prose: ru, hi, zh, en, or und.
///
/// Script first (Cyrillic → ru, Devanagari → hi, Han → zh; kana, Hangul, Arabic, non-Russian Cyrillic → und),
/// then for Latin text English function and vocabulary words (French, German, … → und). Identifiers are
/// ignored, so "Эффект «Sticky Corners» с использованием UIFieldBehaviors" is Russian and
/// "UIDynamicBehavior Driven Custom Transition" English. See `LanguageEvidence` for the counting.
public enum LanguageIdentifier {
    /// The language of `text`, `und` when it cannot be told.
    public static func identify(_ text: String) -> Language {
        LanguageEvidence(text).language
    }

    /// The language of a whole document: the evidence of its headings, prose and lists added together
    /// (code, labels, media and chrome say nothing about the language the page was written in).
    public static func identifyDocument(_ sections: [Section]) -> Language {
        var total = LanguageEvidence()
        for section in sections {
            for block in section.allBlocks where block.kind == .heading || block.kind == .prose || block.kind == .list {
                total = total + LanguageEvidence(block.text)
            }
        }
        return total.language
    }

    /// The language of the natural-language comments in a code block (`//` and `/* */` text), nil when
    /// it has no comments or their language cannot be told.
    ///
    /// Comments are judged one by one. When some are in Russian, Hindi or Chinese, the most frequent of those
    /// wins over English ones: English comments in such pages are mostly copied from Xcode templates and
    /// SDK headers ("Do any additional setup after loading the view"), the native ones are the author's.
    public static func identifyComments(ofCode code: String) -> Language? {
        var counts: [Language: Int] = [:]
        for line in code.split(separator: "\n", omittingEmptySubsequences: true) {
            let comment = LineClassifier.commentText(String(line))
            guard !comment.isEmpty else { continue }
            let language = identify(comment)
            if language != .und { counts[language, default: 0] += 1 }
        }
        let native = counts.filter { $0.key != .en }.sorted { ($0.value, $1.key) > ($1.value, $0.key) }
        if let best = native.first { return best.key }
        return counts[.en] != nil ? .en : nil
    }
}
