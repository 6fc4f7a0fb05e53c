import DocumentModel
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
        /// Smoke tier (no scenario): compiled verbatim in a synthesized host and ran its drive.
        case smoke
        /// Smoke tier: did not compile; `cause` says why.
        case smokeCompile = "smoke-compile"
        /// Smoke tier: trapped (or met a sandbox limit) while it ran.
        case smokeCrash = "smoke-crash"
        /// Smoke tier: did not finish within the time limit.
        case smokeHang = "smoke-hang"
        /// Code in a language the engine does not run (shell, JSON, Java, a crash log…): reported, not run.
        case otherLanguage = "other-language"
    }

    public var sampleID: String
    public var fingerprint: String
    public var language: CodeLanguage
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
    /// Why a smoke-tier sample did not compile.
    public var cause: SmokeCause? = nil
    /// Smoke tier: `// @erratum` lines that make the sample compile and run, proved by a run with them.
    public var proposedErrata: [String] = []

    /// True when the result is the one declared (passed, expected failure, covered, waived), a smoke run, or code
    /// in a language that is not run.
    public var isAsDeclared: Bool {
        switch status {
        case .passed, .expectedFailure, .coveredByTwin, .coveredByPort, .waived, .smoke, .otherLanguage: return true
        case .failed, .unexpectedPass, .unlinked, .smokeCompile, .smokeCrash, .smokeHang: return false
        }
    }

    /// A smoke-tier result that did not run through: information, not a failure, unless `--strict-smoke`.
    public var isSmokeFinding: Bool { [.smokeCompile, .smokeCrash, .smokeHang].contains(status) }

    /// Whether verification runs code in `language`: Swift against the engine, Objective-C through its Swift twin
    /// or port. Anything else a page shows (a shell command, a JSON payload, a Java port, console output) has
    /// nothing to run it here, so it is reported as other-language rather than failed as unlinked.
    public static func runs(_ language: CodeLanguage) -> Bool { language == .swift || language == .objc }
}
