@testable import DoctoolCLI
import FindingReport
import Foundation
import SampleAnalysis
import Verification
import XCTest

/// Which findings a verification report gives SARIF and annotations, on a report written by hand (no compiler).
final class ReportedFindingsTests: XCTestCase {
    func verdict(
        _ id: String, _ status: String, location: String, scenario: String? = nil, detail: String = "",
        diagnostics: [(String, Int, String)] = [], expectations: [(String, Int, Bool)] = [], cause: String? = nil
    ) -> String {
        let diagnosticsJSON = diagnostics.map {
            #"{"file":"\#($0.0)","line":\#($0.1),"column":5,"severity":"error","message":"\#($0.2)"}"#
        }
        let expectationsJSON = expectations.map { #"{"promise":"\#($0.0)","line":\#($0.1),"passed":\#($0.2),"detail":"y = 20"}"# }
        let scenarioJSON = scenario.map { #""scenario":"\#($0)","scenarioFile":"Scenarios/\#($0).swift","# } ?? ""
        let causeJSON = cause.map { #""cause":{"category":"\#($0)","explanation":"the engine has no draw"},"# } ?? ""
        return
            #"{"sampleID":"\#(id)","fingerprint":"0123456789abcdef","language":"swift","location":"\#(location)","status":"\#(status)","#
            + scenarioJSON + causeJSON
            + #""detail":"\#(detail)","rewrites":[],"diagnostics":[\#(diagnosticsJSON.joined(separator: ","))],"#
            + #""expectations":[\#(expectationsJSON.joined(separator: ","))],"proposedErrata":[]}"#
    }

    func report(_ verdicts: [String], scenarioErrors: [String] = [], pageErrors: [String] = []) throws -> VerificationReport {
        func strings(_ list: [String]) -> String { "[" + list.map { #""\#($0)""# }.joined(separator: ",") + "]" }
        let json =
            #"{"verdicts":[\#(verdicts.joined(separator: ","))],"scenarioErrors":\#(strings(scenarioErrors)),"#
            + #""pageErrors":\#(strings(pageErrors)),"strictSmoke":false,"fingerprintSeconds":{},"#
            + #""timing":{"compileSeconds":1,"runSeconds":1,"compilerRuns":1,"batched":true}}"#
        return try JSONDecoder().decode(VerificationReport.self, from: Data(json.utf8))
    }

    func findings(_ report: VerificationReport, strictSmoke: Bool = false, notes: Bool = true) -> [Finding] {
        ReportedFindings.verdicts(of: report, strictSmoke: strictSmoke, notes: notes) { id in
            id == "p/en/s/2"
                ? FindingLocation(file: "corpus/p/en.md", startLine: 30, endLine: 34, message: "the twin p/en/s/3") : nil
        }
    }

    func testCompileErrorsAndBrokenPromisesAreFindingsAtTheirLines() throws {
        let failed = try report([
            verdict(
                "p/en/s/1", "failed", location: "corpus/p/en.md:10-14", scenario: "falls", detail: "does not compile",
                diagnostics: [("corpus/p/en.md", 12, "cannot find 'square' in scope")],
                expectations: [("the square falls", 7, false), ("the square is shown", 8, true)]),
            // The same code on another page: the compiler's error, not moved, is said once.
            verdict(
                "p/ru/s/1", "failed", location: "corpus/p/ru.md:10-14", scenario: "falls",
                diagnostics: [("corpus/p/en.md", 12, "cannot find 'square' in scope")]),
            verdict("p/en/s/9", "passed", location: "corpus/p/en.md:50-52", scenario: "ok")
        ])
        let found = findings(failed)
        XCTAssertEqual(found.map(\.ruleID), ["compile-error", "failed-promise", "compile-error"])
        XCTAssertEqual(found[0].location, FindingLocation(file: "corpus/p/en.md", startLine: 12))
        XCTAssertEqual(found[0].message, "p/en/s/1 does not compile: cannot find 'square' in scope")
        XCTAssertEqual(found[0].related.map(\.text), ["corpus/p/en.md:10-14", "Scenarios/falls.swift"])
        XCTAssertEqual(found[1].location?.text, "corpus/p/en.md:10-14")
        XCTAssertEqual(found[1].message, "p/en/s/1 breaks a promise: the square falls (y = 20)")
        XCTAssertEqual(
            found[1].related,
            [FindingLocation(file: "Scenarios/falls.swift", startLine: 7, message: "the promise, in scenario falls")])
        // The Russian copy's own finding, at its own lines, since its error was said at the English copy.
        XCTAssertEqual(found[2].location?.text, "corpus/p/ru.md:10-14")
        XCTAssertTrue(found.allSatisfy { $0.level == .error })
    }

    func testRunFailuresUnlinkedSamplesAndSmokeResults() throws {
        let mixed = try report([
            verdict(
                "p/en/s/2", "failed", location: "corpus/p/en.md:20-24", scenario: "twin",
                detail: "Swift twin p/en/s/3 did not pass"),
            verdict("p/en/s/4", "unlinked", location: "corpus/p/en.md:40-41"),
            verdict(
                "p/en/s/5", "smoke-compile", location: "corpus/p/en.md:60-66", scenario: "smoke-0123",
                detail: "engine gap", diagnostics: [("corpus/p/en.md", 63, "type 'UIView' has no member 'draw'")],
                cause: "engine gap"),
            verdict("p/en/s/6", "smoke", location: "corpus/p/en.md:70-71", scenario: "smoke-4567", detail: "ran for 1 s"),
            verdict("p/en/s/7", "smoke-hang", location: "corpus/p/en.md:80-81", detail: "did not finish in 5 s"),
            verdict("p/en/s/8", "other-language", location: "corpus/p/en.md:90-90", detail: "shell: not run")
        ])
        let found = findings(mixed)
        XCTAssertEqual(
            found.map(\.ruleID), ["failed-run", "unlinked-sample", "smoke-compile", "smoke-only", "smoke-hang", "other-language"])
        XCTAssertEqual(
            found[0].related.map(\.text), ["Scenarios/twin.swift", "corpus/p/en.md:30-34"], "the scenario, and the twin")
        XCTAssertEqual(found[1].message, "p/en/s/4 (fingerprint 0123456789abcdef) has no scenario, twin, port or waiver")
        XCTAssertEqual(found[2].location, FindingLocation(file: "corpus/p/en.md", startLine: 63))
        XCTAssertEqual(
            found[2].message, "p/en/s/5 does not compile (engine gap: the engine has no draw): type 'UIView' has no member 'draw'"
        )
        XCTAssertEqual(found[2].related.map(\.text), ["corpus/p/en.md:60-66"], "the smoke host is no scenario file")
        XCTAssertEqual(found[5].message, "p/en/s/8 is not verified: shell: not run")
        XCTAssertEqual(found.map(\.level), [.error, .error, .warning, .note, .warning, .note])
        XCTAssertEqual(findings(mixed, strictSmoke: true).map(\.level), [.error, .error, .error, .note, .error, .note])
        XCTAssertFalse(findings(mixed, notes: false).contains { $0.level == .note }, "check shows no notes")
    }

    func testErrorsOfTheRunByTheFileTheyName() throws {
        let broken = try report(
            [],
            scenarioErrors: [
                "Scenarios/waivers.txt:2: the waiver names deadbeefdeadbeef (gone/sample/1), which no sample in the corpus has",
                "Scenarios/x/falls.swift:3: no sample in the corpus has fingerprint 60eba86f1aa3f9f7",
                "Scenarios/folder.swift: it is a folder, not a file"
            ], pageErrors: ["corpus/p/bin.txt:1: error: binary file"])
        let found = ReportedFindings.errors(of: broken, waiversFile: "Scenarios/waivers.txt")
        XCTAssertEqual(found.map(\.ruleID), ["stale-waiver", "scenario-error", "scenario-error", "unreadable-page"])
        XCTAssertEqual(
            found.map { $0.location?.text },
            ["Scenarios/waivers.txt:2", "Scenarios/x/falls.swift:3", "Scenarios/folder.swift", "corpus/p/bin.txt:1"])
        XCTAssertEqual(found[0].message, "the waiver names deadbeefdeadbeef (gone/sample/1), which no sample in the corpus has")
    }

    /// Every rule a finding can name is in the catalogue SARIF lists, once.
    func testRuleCatalogueIsComplete() {
        let ids = FindingRules.all.map(\.id)
        XCTAssertEqual(Set(ids).count, ids.count)
        for category in SampleFinding.Category.allCases { XCTAssertTrue(ids.contains(FindingRules.rule(for: category).id)) }
        XCTAssertTrue(
            FindingRules.all.allSatisfy {
                !$0.shortDescription.isEmpty && $0.fullDescription.count > $0.shortDescription.count / 2
            })
    }
}
