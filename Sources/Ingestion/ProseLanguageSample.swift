import DocumentModel

/// The language of a page's prose, judged from a bounded sample: its headings, paragraphs and lists in
/// page order, up to and including the block that takes the sample past 32 KB.
///
/// Language evidence adds up, so the sample is kept as the sum of each block's evidence rather than as
/// text: an ingester that has already weighed a block for the block's own language hands that evidence
/// over, and the page is not read a second time. `DocumentReader` judges pages whose ingester gave none.
struct ProseLanguageSample: Sendable {
    /// Bytes of prose after which further blocks are not looked at.
    static let limit = 32_768

    private(set) var evidence = LanguageEvidence()
    /// Bytes taken so far, each block counted with the newline that would separate it from the next.
    private var bytes = 0

    /// Whether `block`'s kind is one the sample reads.
    static func reads(_ kind: BlockKind) -> Bool {
        kind == .heading || kind == .prose || kind == .list
    }

    /// The language of a block about to be made (its comments' for code, none for media and labels),
    /// adding the block to the sample when its kind is one the sample reads: an ingester that makes blocks
    /// in page order gets the page's language without reading its prose a second time.
    mutating func language(ofBlock kind: BlockKind, text: String) -> Language? {
        switch kind {
        case .code: return CodeCommentLanguage.language(of: text)
        case .media, .codeLabel: return nil
        default:
            let evidence = LanguageEvidence(text)
            if Self.reads(kind) { add(text, evidence: evidence) }
            return evidence.language
        }
    }

    /// A label block that introduces no code (something else follows it, or nothing) becomes prose that names a
    /// language, as the plain-text reader reads such a line, and is weighed as prose.
    mutating func demoteUnusedLabel(_ block: inout Block) {
        guard block.kind == .codeLabel else { return }
        block.kind = .prose
        block.language = language(ofBlock: .prose, text: block.text)
    }

    /// Adds one block's text (by its evidence), unless the sample is already full.
    mutating func add(_ text: String, evidence: LanguageEvidence) {
        guard bytes <= Self.limit else { return }
        self.evidence = self.evidence + evidence
        bytes += text.utf8.count + 1
    }

    /// The language the sample points to (`und` for an empty one).
    var language: Language { evidence.language }

    /// The sample of `sections`, weighing each block's text.
    static func language(of sections: [Section]) -> Language {
        var sample = ProseLanguageSample()
        for section in sections {
            for block in section.allBlocks where reads(block.kind) {
                sample.add(block.text, evidence: LanguageEvidence(block.text))
                if sample.bytes > limit { return sample.language }
            }
        }
        return sample.language
    }
}
