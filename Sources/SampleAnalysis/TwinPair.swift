/// The Swift and Objective-C versions of one example, with what differs between them.
public struct TwinPair: Hashable, Codable, Sendable {
    /// The Swift version's sample id.
    public var swiftID: String
    /// The Objective-C version's sample id.
    public var objcID: String
    /// Why they were paired: the type names they share, or adjacency for fragments without types.
    public var reason: String
    /// Disagreements found through Swift's import of Objective-C (constants, calls, selectors).
    public var findings: [SampleFinding]

    public init(swiftID: String, objcID: String, reason: String, findings: [SampleFinding]) {
        self.swiftID = swiftID
        self.objcID = objcID
        self.reason = reason
        self.findings = findings
    }
}
