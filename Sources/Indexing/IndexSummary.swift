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
        self = Self.counted(documents, failed: failed).summary
    }

    /// The summary and each document's counts (the manifest lists them by document), from one pass over every
    /// block: after one edit at 3,500 pages, the three passes a run made (report, manifest, its document list)
    /// were 0.1 s on one core at the end of the run.
    public static func counted(_ documents: [Document], failed: Int) -> (summary: IndexSummary, counts: [Counts]) {
        var summary = IndexSummary()
        summary.failed = failed
        let counts = documents.map { summary.add($0) }
        return (summary, counts)
    }

    /// Adds one document and returns its counts.
    private mutating func add(_ document: Document) -> Counts {
        var counts = Counts()
        counts.documents = 1
        counts.sections = document.sections.count
        // Section by section, not `allBlocks`: that array of every block was made three times a run.
        func count(_ block: Block) {
            counts.blocks += 1
            guard block.kind == .code else { return }
            counts.codeBlocks += 1
            codeBlocksByHint[block.codeHint?.normalized ?? "unlabeled", default: 0] += 1
        }
        for section in document.sections {
            if let heading = section.heading { count(heading) }
            for block in section.blocks { count(block) }
        }
        total.add(counts)
        byLanguage[document.language.rawValue, default: Counts()].add(counts)
        return counts
    }
}

extension IndexSummary.Counts {
    mutating func add(_ other: IndexSummary.Counts) {
        documents += other.documents
        sections += other.sections
        codeBlocks += other.codeBlocks
        blocks += other.blocks
    }
}
