import DocumentModel
import SampleAnalysis

/// What `doctool index` derives from one page alone: the document, its code samples, their findings on
/// their own and its twins. It depends on nothing but the page's bytes and what discovery says about it (path,
/// topic, declared language and format), so pages are analysed in parallel and cached (`AnalysisCache`); what
/// needs several pages (translation groups, alignment, the search database) runs after.
public struct PageAnalysis: Codable, Hashable, Sendable {
    public var document: Document
    /// In page order.
    public var samples: [CodeSample]
    /// The per-sample findings of `samples`, in their order.
    public var findings: [SampleFinding]
    /// The page's Swift/Objective-C twins (`PageSamples.twins`).
    public var twins: [TwinPair]

    public init(document: Document, samples: [CodeSample], findings: [SampleFinding], twins: [TwinPair]) {
        self.document = document
        self.samples = samples
        self.findings = findings
        self.twins = twins
    }

    /// Analyses one ingested page, its samples on `jobs` threads; `memo`: the run's classifications of code seen
    /// on other pages (`ClassificationMemo`).
    public init(_ document: Document, jobs: Int = 1, memo: ClassificationMemo? = nil) {
        let page = SampleExtractor.page(of: document, jobs: jobs, memo: memo)
        self.init(document: document, samples: page.samples, findings: page.findings, twins: page.twins)
    }

    /// Its share of the corpus's sample report.
    public var sampleShare: PageSamples { PageSamples(samples: samples, findings: findings, twins: twins) }
}
