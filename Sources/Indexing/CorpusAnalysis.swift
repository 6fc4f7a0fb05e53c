import Alignment
import DocumentModel
import SampleAnalysis

/// The analyses of a corpus that the index stores: code samples and cross-language section groups.
///
/// Computed once per run (sample analysis is the costly part) and shared by the records the index
/// writes, so the samples, the groups and the search database always describe the same corpus.
public struct CorpusAnalysis: Sendable {
    public var samples: SampleReport
    public var alignment: AlignmentResult
    /// Every topic's summary, for the next run to reuse (`TopicSummaryCache`).
    public var topicSummaries: [TopicSummary]

    public init(documents: [Document]) {
        self.init(pages: documents.sorted { $0.path < $1.path }.map { PageAnalysis($0) })
    }

    /// From pages already analysed one by one (in parallel, or from the cache), in path order: only the
    /// analyses that span pages run here (alignment on `jobs` threads, with the same result whatever `jobs` is).
    ///
    /// `topicKeys` and `previousTopics`: a topic whose key is that of its previous summary, and whose terms weigh
    /// what they weighed then, keeps its groups instead of being aligned again (the result is the same).
    public init(
        pages: [PageAnalysis], jobs: Int = 1, topicKeys: [String: String] = [:],
        previousTopics: [String: TopicSummary] = [:]
    ) {
        var work = AlignmentWork()
        self.init(pages: pages, jobs: jobs, topicKeys: topicKeys, previousTopics: previousTopics, work: &work)
    }

    /// `init(pages:jobs:topicKeys:previousTopics:)`, counting alignment's work (and the topics reused) into `work`.
    public init(
        pages: [PageAnalysis], jobs: Int = 1, topicKeys: [String: String], previousTopics: [String: TopicSummary],
        work: inout AlignmentWork
    ) {
        self.init(pages: pages, jobs: jobs, topicKeys: topicKeys, previousTopics: { previousTopics }, work: &work)
    }

    /// `init(pages:jobs:topicKeys:previousTopics:work:)` with the previous summaries asked for only when alignment
    /// starts (they are read while the samples' cross-page report is made). That report is made before alignment,
    /// not beside it: both already work on every job, and side by side their working sets were held at once. 3,499
    /// pages, release, two jobs, alternated: from scratch, the analysis step's peak 347-348 -> 317 MB in the same
    /// 2.1 s; one page edited, 0.85-0.87 s either way. (A 30 MB page, issue 25, had 724 -> 665 MB from the same
    /// change.)
    init(
        pages: [PageAnalysis], jobs: Int, topicKeys: [String: String], previousTopics: () -> [String: TopicSummary],
        work: inout AlignmentWork
    ) {
        let pages = pages.sorted { $0.document.path < $1.document.path }
        samples = SampleExtractor.report(pages: pages.map(\.sampleShare))
        (alignment, topicSummaries) = Aligner.align(
            pages.map(\.document), topicKeys: topicKeys, previous: previousTopics(), jobs: jobs, work: &work)
    }

    /// The samples of one section of one document, in page order.
    public func samples(in documentPath: String, section: Int) -> [CodeSample] {
        samples.samples.filter { $0.documentPath == documentPath && $0.sectionIndex == section }
    }
}
