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

    public init(documents: [Document]) {
        self.init(pages: documents.sorted { $0.path < $1.path }.map { PageAnalysis($0) })
    }

    /// From pages already analysed one by one (in parallel, or from the cache), in path order: only the
    /// analyses that span pages run here (alignment on `jobs` threads, with the same result whatever `jobs` is).
    public init(pages: [PageAnalysis], jobs: Int = 1) {
        let pages = pages.sorted { $0.document.path < $1.document.path }
        samples = SampleExtractor.report(pages: pages.map { ($0.samples, $0.findings) })
        alignment = Aligner.align(pages.map(\.document), jobs: jobs)
    }

    /// The samples of one section of one document, in page order.
    public func samples(in documentPath: String, section: Int) -> [CodeSample] {
        samples.samples.filter { $0.documentPath == documentPath && $0.sectionIndex == section }
    }
}
