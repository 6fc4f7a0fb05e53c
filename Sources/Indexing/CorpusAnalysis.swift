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

    /// The samples by document path and section index, in page order: looked up once per section, so a
    /// scan of every sample per section would make the records quadratic in the corpus.
    private var bySection: [String: [Int: [CodeSample]]]
    /// The id of the group holding each section (path → index → id), for the same reason.
    private var groupIDs: [String: [Int: String]]

    public init(documents: [Document]) {
        samples = SampleExtractor.samples(in: documents)
        alignment = Aligner.align(documents)
        bySection = Dictionary(grouping: samples.samples, by: \.documentPath)
            .mapValues { Dictionary(grouping: $0, by: \.sectionIndex) }
        groupIDs = alignment.groupsBySection().mapValues { $0.mapValues(\.id) }
    }

    /// The id of the group holding a section of a document, if any (`AlignmentResult.group(containing:section:)`).
    public func groupID(containing documentPath: String, section: Int) -> String? {
        groupIDs[documentPath]?[section]
    }

    /// The samples of one section of one document, in page order.
    public func samples(in documentPath: String, section: Int) -> [CodeSample] {
        bySection[documentPath]?[section] ?? []
    }
}
