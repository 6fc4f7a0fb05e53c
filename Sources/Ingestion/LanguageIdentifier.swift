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

    /// The language of a whole document: the language most of its headings, prose and lists are in, by
    /// bytes (code, labels, media and chrome say nothing about the language the page was written in).
    ///
    /// A block's own `language` is used when an ingester has set it; otherwise it is identified here.
    /// `und` competes like any language, so a page mostly in Japanese or French stays `und` even when a
    /// heading or two is English.
    public static func identifyDocument(_ sections: [Section]) -> Language {
        var weights: [Language: Int] = [:]
        for section in sections {
            for block in section.allBlocks where block.kind == .heading || block.kind == .prose || block.kind == .list {
                let language = block.language ?? identify(block.text)
                weights[language, default: 0] += block.text.utf8.count
            }
        }
        // Heaviest first; ties go to the earlier language in `Language.allCases`, so the answer is deterministic.
        return weights.max { ($0.value, $1.key) < ($1.value, $0.key) }?.key ?? .und
    }

    /// The language of the natural-language comments in a code block (`//` and `/* */` text), nil when
    /// it has no comments or their language cannot be told.
    ///
    /// Comments are judged one by one. When some are in Russian, Hindi or Chinese, the most frequent of those
    /// wins over English ones: English comments in such pages are mostly copied from Xcode templates and
    /// SDK headers ("Do any additional setup after loading the view"), the native ones are the author's.
    public static func identifyComments(ofCode code: String) -> Language? {
        identifyComments(
            code.split(separator: "\n", omittingEmptySubsequences: true).map {
                LineClassifier.commentText(String($0))
            })
    }

    /// `identifyComments(ofCode:)` for comment texts already cut out of their lines ("" for lines without one).
    static func identifyComments(_ comments: [String]) -> Language? {
        identifyComments(bytes: comments.map { Array($0.utf8)[...] })
    }

    /// `identifyComments(ofCode:)` for comment texts given as their UTF-8 bytes: the plain-text ingester
    /// hands slices of the file, without making a `String` per comment.
    static func identifyComments(bytes comments: [ArraySlice<UInt8>]) -> Language? {
        // Native-script comments decide when there are any; only otherwise is English looked for, and the
        // first English comment settles it (most code blocks have many comments, all in one language).
        // A comment's language is ru, hi, zh, en or und, so three counters stand for a table of counts.
        var russian = 0, hindi = 0, chinese = 0
        for comment in comments {
            comment.withUnsafeBufferPointer { bytes in
                guard bytes.contains(where: { $0 >= 0x80 }), LineClassifierFeatures.containsNativeLetter(bytes) else { return }
                switch LanguageEvidence(utf8: bytes).language {
                case .ru: russian += 1
                case .hi: hindi += 1
                case .zh: chinese += 1
                case .en, .und: break
                }
            }
        }
        // The most frequent; a tie goes to the earlier language in `Language.allCases` (ru, hi, zh).
        let most = max(russian, hindi, chinese)
        if most > 0 { return russian == most ? .ru : hindi == most ? .hi : .zh }
        return comments.contains { comment in
            !comment.isEmpty && comment.withUnsafeBufferPointer { LanguageEvidence(utf8: $0).language == .en }
        } ? .en : nil
    }
}
