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
        samples = SampleExtractor.samples(in: documents)
        alignment = Aligner.align(documents)
    }

    /// The samples of one section of one document, in page order.
    public func samples(in documentPath: String, section: Int) -> [CodeSample] {
        samples.samples.filter { $0.documentPath == documentPath && $0.sectionIndex == section }
    }
}
