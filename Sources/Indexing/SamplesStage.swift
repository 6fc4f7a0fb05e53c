import SampleAnalysis

/// Adds the code samples to the index: `samples.json` (every sample with its classification,
/// symbols, fingerprint and text; translation groups; twins; findings) and a count in the manifest.
public struct SamplesStage: IndexStage {
    public let name = "samples"

    public init() {}

    public func contribute(to contents: inout IndexContents) throws {
        let report = SampleExtractor.samples(in: contents.documents)
        try contents.addJSONFile("samples.json", report)
        var byLanguage: [String: Int] = [:]
        for sample in report.samples { byLanguage[sample.language.value.rawValue, default: 0] += 1 }
        try contents.setManifestEntry("samples", SamplesSummary(
            count: report.samples.count, byLanguage: byLanguage, findings: report.findings.count,
            twins: report.twins.count, translationGroups: report.translations.count))
    }

    /// The manifest's `samples` entry.
    struct SamplesSummary: Codable {
        var count: Int
        var byLanguage: [String: Int]
        var findings: Int
        var twins: Int
        var translationGroups: Int
    }
}
