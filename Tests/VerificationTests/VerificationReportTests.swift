@testable import Verification
import XCTest

/// The report's text and JUnit forms say everything the run found.
final class VerificationReportTests: XCTestCase {
    private func report(_ verdicts: [SampleVerdict], scenarioErrors: [String] = [], pageErrors: [String] = []) -> VerificationReport {
        var report = VerificationReport(verdicts: verdicts, scenarioErrors: scenarioErrors,
                                        timing: .init(compileSeconds: 1, runSeconds: 1, compilerRuns: 1, batched: true))
        report.pageErrors = pageErrors
        return report
    }

    private func verdict(_ status: SampleVerdict.Status, rewrites: [AppliedRewrite] = [],
                         expectations: [RunOutcome.Expectation] = []) -> SampleVerdict {
        SampleVerdict(sampleID: "t/en/s/1", fingerprint: "abcdef0123456789", language: "swift", location: "corpus/t/en.txt:3-9",
                      status: status, scenario: "fall", scenarioFile: "Scenarios/t/fall.swift", detail: "d",
                      rewrites: rewrites, diagnostics: [], expectations: expectations)
    }

    /// Scenario-file and page errors are failing test cases: a run that failed never reads "0 failures".
    func testJUnitCountsErrorsAsFailures() {
        let junit = report([verdict(.passed)], scenarioErrors: ["Scenarios/a.swift:3: @covers x has no placeholder"],
                           pageErrors: ["corpus/t/bin.txt:1: error: binary file"]).junit()
        XCTAssertTrue(junit.contains("tests=\"3\" failures=\"2\""), junit)
        XCTAssertTrue(junit.contains("<testcase classname=\"scenario-files\" name=\"Scenarios/a.swift:3:\">"), junit)
        XCTAssertTrue(junit.contains("<testcase classname=\"pages\" name=\"corpus/t/bin.txt:1:\">"), junit)
        XCTAssertTrue(report([verdict(.passed)]).junit().contains("tests=\"1\" failures=\"0\""))
    }

    /// Page errors fail the run; each broken promise is shown at its scenario line; every rewrite is listed.
    func testTextNamesBrokenPromisesByLineAndListsRewrites() {
        let broken = RunOutcome.Expectation(promise: "the square rests on the floor", passed: false, detail: "maxY 700", line: 12)
        let rewrite = AppliedRewrite(sampleLine: 4, before: "    @objc func tap() {", after: "    func tap() {", reason: "no runtime")
        let text = report([verdict(.failed, expectations: [broken]), verdict(.passed, rewrites: [rewrite])],
                          pageErrors: ["corpus/t/bin.txt:1: error: binary file"]).text()
        XCTAssertTrue(text.hasPrefix("corpus/t/bin.txt:1: error: binary file\n"), text)
        XCTAssertTrue(text.contains("      Scenarios/t/fall.swift:12: broken promise: the square rests on the floor (maxY 700)"), text)
        XCTAssertTrue(text.contains("      rewritten, sample line 4: `@objc func tap() {` → `func tap() {` (no runtime)"), text)
        XCTAssertTrue(text.hasSuffix("verify: FAILED"), text)
        XCTAssertFalse(report([verdict(.passed)], pageErrors: ["p:1: error: x"]).succeeded)
    }
}
