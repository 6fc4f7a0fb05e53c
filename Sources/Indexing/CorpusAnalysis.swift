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
    /// starts (they may still be being read). With more than one job the samples' cross-page report is made on a
    /// thread of its own meanwhile: the two need nothing of each other, and each has steps on one core. Not when
    /// one page holds most of the samples: both steps then work through that one page, the overlap saves little
    /// time and holds both steps' working sets at once (issue 25: a single page's memory within 2x `parse`'s).
    init(
        pages: [PageAnalysis], jobs: Int, topicKeys: [String: String], previousTopics: () -> [String: TopicSummary],
        work: inout AlignmentWork
    ) {
        let pages = pages.sorted { $0.document.path < $1.document.path }
        let samplePages = pages.map { ($0.samples, $0.findings) }
        let overlap = jobs > 1 && !Self.oneDominantPage(samplePages.map(\.0.count))
        let report = BackgroundResult(onThread: overlap) { SampleExtractor.report(pages: samplePages, jobs: jobs) }
        (alignment, topicSummaries) = Aligner.align(
            pages.map(\.document), topicKeys: topicKeys, previous: previousTopics(), jobs: jobs, work: &work)
        samples = report.value()
    }

    /// Whether one page holds at least half of all samples (and there are enough of them to matter).
    static func oneDominantPage(_ sampleCounts: [Int]) -> Bool {
        let total = sampleCounts.reduce(0, +)
        guard total >= dominantPageMinimumSamples, let largest = sampleCounts.max() else { return false }
        return largest * 2 >= total
    }

    /// Below this many samples in all, the overlap's extra memory is small whatever the pages' sizes.
    static let dominantPageMinimumSamples = 1_000

    /// The samples of one section of one document, in page order.
    public func samples(in documentPath: String, section: Int) -> [CodeSample] {
        samples.samples.filter { $0.documentPath == documentPath && $0.sectionIndex == section }
    }
}
