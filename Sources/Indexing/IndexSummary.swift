import DocumentModel

/// The counts `doctool index` prints and the manifest keeps: documents, sections and code blocks,
/// in total and per document language, plus code blocks per hint the pages give.
public struct IndexSummary: Codable, Hashable, Sendable {
    /// Counts for one group of documents.
    public struct Counts: Codable, Hashable, Sendable {
        public var documents = 0
        public var sections = 0
        public var codeBlocks = 0
        public var blocks = 0
    }

    public var total = Counts()
    /// By `Document.language` (declared, else detected).
    public var byLanguage: [String: Counts] = [:]
    /// Code blocks by their hint's normalized name; "unlabeled" for code without one.
    public var codeBlocksByHint: [String: Int] = [:]
    /// Pages that could not be ingested.
    public var failed = 0

    public init() {}

    public init(documents: [Document], failed: Int) {
        self.failed = failed
        for document in documents {
            let counts = Counts(document)
            // Section by section, not `allBlocks`: that array of every block was made three times a run.
            func countHint(_ block: Block) {
                guard block.kind == .code else { return }
                codeBlocksByHint[block.codeHint?.normalized ?? "unlabeled", default: 0] += 1
            }
            for section in document.sections {
                if let heading = section.heading { countHint(heading) }
                for block in section.blocks { countHint(block) }
            }
            total.add(counts)
            byLanguage[document.language.rawValue, default: Counts()].add(counts)
        }
    }
}

extension IndexSummary.Counts {
    /// One document's counts.
    init(_ document: Document) {
        documents = 1
        sections = document.sections.count
        for section in document.sections {
            blocks += section.blocks.count + (section.heading == nil ? 0 : 1)
            codeBlocks += section.blocks.count { $0.kind == .code } + (section.heading?.kind == .code ? 1 : 0)
        }
    }

    mutating func add(_ other: IndexSummary.Counts) {
        documents += other.documents
        sections += other.sections
        codeBlocks += other.codeBlocks
        blocks += other.blocks
    }
}
