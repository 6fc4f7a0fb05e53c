/// What verification concluded about one sample copy.
public struct SampleVerdict: Codable, Sendable, Hashable {
    public enum Status: String, Codable, Sendable {
        /// Compiled against the engine and every expectation held.
        case passed
        /// A new failure: did not compile, crashed, timed out, or broke a promise.
        case failed
        /// Broken as published, as the scenario declares; its erratum compiles and passes.
        case expectedFailure = "expected-failure"
        /// Declared broken but passes as published: the declaration is stale (strict).
        case unexpectedPass = "unexpected-pass"
        /// An Objective-C sample whose Swift twin passed with parity.
        case coveredByTwin = "covered-by-twin"
        /// An Objective-C sample with no Swift twin whose line-by-line Swift port (in its scenario) passed.
        case coveredByPort = "covered-by-port"
        /// Deliberately not verified, with a reason.
        case waived
        /// No scenario, twin or waiver covers the sample.
        case unlinked
    }

    public var sampleID: String
    public var fingerprint: String
    public var language: String
    /// `file:first-last` of this copy.
    public var location: String
    public var status: Status
    public var scenario: String?
    /// The scenario's file, where its broken promises are located.
    public var scenarioFile: String?
    /// One line for the report (the reason, the broken promise, the first compiler error).
    public var detail: String
    public var rewrites: [AppliedRewrite]
    public var diagnostics: [CompilerDiagnostic]
    public var expectations: [RunOutcome.Expectation]

    /// True when the result is the one declared (passed, expected failure, covered, waived).
    public var isAsDeclared: Bool {
        switch status {
        case .passed, .expectedFailure, .coveredByTwin, .coveredByPort, .waived: return true
        case .failed, .unexpectedPass, .unlinked: return false
        }
    }
}
