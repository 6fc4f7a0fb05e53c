/// The copies of one sample across the pages of a topic (its translations), matched by position or by code.
public struct TranslationGroup: Hashable, Codable, Sendable {
    /// The sample ids, in page order of the topic's documents.
    public var sampleIDs: [String]
    /// True when every copy has the same fingerprint.
    public var identical: Bool
    /// One finding per copy that differs from the majority, with a line diff.
    public var findings: [SampleFinding]

    public init(sampleIDs: [String], identical: Bool, findings: [SampleFinding]) {
        self.sampleIDs = sampleIDs
        self.identical = identical
        self.findings = findings
    }
}
