import DocumentModel
import SampleAnalysis

/// What `doctool index` derives from one page alone: the document, its code samples and their findings on
/// their own. It depends on nothing but the page's bytes and what discovery says about it (path, topic,
/// declared language and format), so pages are analysed in parallel and cached (`AnalysisCache`); what
/// needs several pages (translation groups, twins, alignment, the search database) runs after.
public struct PageAnalysis: Codable, Hashable, Sendable {
    public var document: Document
    /// In page order.
    public var samples: [CodeSample]
    /// The per-sample findings of `samples`, in their order.
    public var findings: [SampleFinding]

    public init(document: Document, samples: [CodeSample], findings: [SampleFinding]) {
        self.document = document
        self.samples = samples
        self.findings = findings
    }

    /// Analyses one ingested page, its samples on `jobs` threads.
    public init(_ document: Document, jobs: Int = 1) {
        let page = SampleExtractor.page(of: document, jobs: jobs)
        self.init(document: document, samples: page.samples, findings: page.findings)
    }
}
