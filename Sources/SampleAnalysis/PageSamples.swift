/// What sample analysis finds on one page alone: its samples in page order, their findings on their own, and its
/// Swift/Objective-C twins. A twin pair never spans a section (`TwinMatcher`), so a page's twins need no other page
/// and are cached with the page: after one edit they are not looked for again on every other page.
public struct PageSamples: Hashable, Sendable {
    public var samples: [CodeSample]
    /// The per-sample findings of `samples`, in their order.
    public var findings: [SampleFinding]
    /// The page's twin pairs, sorted by Swift id (`TwinMatcher.pairs` of `samples`).
    public var twins: [TwinPair]

    public init(samples: [CodeSample], findings: [SampleFinding], twins: [TwinPair]) {
        self.samples = samples
        self.findings = findings
        self.twins = twins
    }

    /// The twins found in `samples` here.
    public init(samples: [CodeSample], findings: [SampleFinding]) {
        self.init(samples: samples, findings: findings, twins: TwinMatcher.pairs(samples))
    }
}
