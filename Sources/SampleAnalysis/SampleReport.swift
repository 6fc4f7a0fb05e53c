/// Everything sample analysis says about a set of documents: the samples, their translation groups, their twins
/// and every finding, in a deterministic order.
public struct SampleReport: Hashable, Codable, Sendable {
    /// In document path order, then page order.
    public var samples: [CodeSample]
    /// The copies of each sample across a topic's pages, with translation-damage findings.
    public var translations: [TranslationGroup]
    /// Swift/Objective-C pairs with their disagreements.
    public var twins: [TwinPair]
    /// Per-sample findings (hint contradictions, undeclared identifiers, unknown methods).
    public var sampleFindings: [SampleFinding]

    public init(samples: [CodeSample], translations: [TranslationGroup], twins: [TwinPair], sampleFindings: [SampleFinding]) {
        self.samples = samples
        self.translations = translations
        self.twins = twins
        self.sampleFindings = sampleFindings
    }

    /// All findings, sorted by file and line.
    public var findings: [SampleFinding] {
        (sampleFindings + translations.flatMap(\.findings) + twins.flatMap(\.findings)).sorted()
    }

    /// The sample with `id`.
    public func sample(_ id: String) -> CodeSample? { samples.first { $0.id == id } }

    /// The twin of sample `id` (the other language's version), if paired. An Objective-C header's twin is
    /// its implementation's: the Swift version.
    public func twin(of id: String) -> String? {
        for pair in twins {
            if pair.swiftID == id { return pair.objcID }
            if pair.objcID == id || pair.objcHeaderID == id { return pair.swiftID }
        }
        return nil
    }

    /// The findings that concern sample `id`.
    public func findings(for id: String) -> [SampleFinding] {
        findings.filter { $0.sampleIDs.contains(id) }
    }
}
