import Alignment
import Foundation
import SampleAnalysis
import SearchIndex

/// Adds what the analyses derive to the index: `samples.json` (every sample, its classification,
/// symbols, fingerprint and text, translation groups, twins, findings), `alignment.json` (section
/// groups with scores and reasons, coverage, related links), the groups and counts in the manifest,
/// and `search.sqlite`, the full-text index built from scratch so it is byte-identical on every run.
public struct AnalysisStage: IndexStage {
    public let name = "analysis"

    public init() {}

    public func contribute(to contents: inout IndexContents) throws {
        let analysis = CorpusAnalysis(documents: contents.documents)
        try contents.addJSONFile("samples.json", analysis.samples)
        try contents.setManifestEntry("samples", SamplesSummary(analysis.samples))
        try AlignmentRecords.add(analysis.alignment, to: &contents)
        let searchable = SearchRecords.documents(contents.documents, analysis: analysis)
        try contents.addFile(SearchIndexBuilder.fileName, .produced { destination in
            // The builder writes `search.sqlite` into a folder; build beside the destination, then move it.
            let folder = destination.deletingLastPathComponent().appendingPathComponent(".search-build")
            try SearchIndexBuilder.build(at: folder, documents: searchable, rebuild: true)
            try FileManager.default.moveItem(at: folder.appendingPathComponent(SearchIndexBuilder.fileName), to: destination)
            try FileManager.default.removeItem(at: folder)
        })
    }

    /// The manifest's `samples` entry.
    struct SamplesSummary: Codable {
        var count: Int
        var byLanguage: [String: Int]
        var findings: Int
        var twinPairs: Int
        var translationGroups: Int

        init(_ report: SampleReport) {
            count = report.samples.count
            byLanguage = Dictionary(grouping: report.samples, by: { $0.language.value.rawValue }).mapValues(\.count)
            findings = report.findings.count
            twinPairs = report.twins.count
            translationGroups = report.translations.count
        }
    }
}
