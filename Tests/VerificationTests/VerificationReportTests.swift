@testable import Verification
import XCTest

/// The report's text and JUnit forms say everything the run found.
final class VerificationReportTests: XCTestCase {
    private func report(_ verdicts: [SampleVerdict], scenarioErrors: [String] = [], pageErrors: [String] = [])
        -> VerificationReport
    {
        var report = VerificationReport(
            verdicts: verdicts, scenarioErrors: scenarioErrors,
            timing: .init(compileSeconds: 1, runSeconds: 1, compilerRuns: 1, batched: true))
        report.pageErrors = pageErrors
        return report
    }

    private func verdict(
        _ status: SampleVerdict.Status, rewrites: [AppliedRewrite] = [],
        expectations: [RunOutcome.Expectation] = []
    ) -> SampleVerdict {
        SampleVerdict(
            sampleID: "t/en/s/1", fingerprint: "abcdef0123456789", language: .swift, location: "corpus/t/en.txt:3-9",
            status: status, scenario: "fall", scenarioFile: "Scenarios/t/fall.swift", detail: "d",
            rewrites: rewrites, diagnostics: [], expectations: expectations)
    }

    /// Scenario-file and page errors are failing test cases: a run that failed never reads "0 failures".
    func testJUnitCountsErrorsAsFailures() {
        let junit = report(
            [verdict(.passed)], scenarioErrors: ["Scenarios/a.swift:3: @covers x has no placeholder"],
            pageErrors: ["corpus/t/bin.txt:1: error: binary file"]
        ).junit()
        XCTAssertTrue(junit.contains("tests=\"3\" failures=\"2\""), junit)
        XCTAssertTrue(junit.contains("<testcase classname=\"scenario-files\" name=\"Scenarios/a.swift:3:\">"), junit)
        XCTAssertTrue(junit.contains("<testcase classname=\"pages\" name=\"corpus/t/bin.txt:1:\">"), junit)
        XCTAssertTrue(report([verdict(.passed)]).junit().contains("tests=\"1\" failures=\"0\""))
    }

    /// Page errors fail the run; each broken promise is shown at its scenario line; every rewrite is listed.
    func testTextNamesBrokenPromisesByLineAndListsRewrites() {
        let broken = RunOutcome.Expectation(promise: "the square rests on the floor", passed: false, detail: "maxY 700", line: 12)
        let rewrite = AppliedRewrite(
            sampleLine: 4, before: "    @objc func tap() {", after: "    func tap() {", reason: "no runtime")
        let text = report(
            [verdict(.failed, expectations: [broken]), verdict(.passed, rewrites: [rewrite])],
            pageErrors: ["corpus/t/bin.txt:1: error: binary file"]
        ).text()
        XCTAssertTrue(text.hasPrefix("corpus/t/bin.txt:1: error: binary file\n"), text)
        XCTAssertTrue(
            text.contains("      Scenarios/t/fall.swift:12: broken promise: the square rests on the floor (maxY 700)"), text)
        XCTAssertTrue(text.contains("      rewritten, sample line 4: `@objc func tap() {` → `func tap() {` (no runtime)"), text)
        XCTAssertTrue(text.hasSuffix("verify: FAILED"), text)
        XCTAssertFalse(report([verdict(.passed)], pageErrors: ["p:1: error: x"]).succeeded)
    }

    /// A smoke-tier sample that does not compile is information (skipped in JUnit) unless the run is strict.
    func testSmokeFindingsFailOnlyAStrictRun() {
        var findings = report([verdict(.smoke), verdict(.smokeCompile), verdict(.smokeCrash), verdict(.smokeHang)])
        XCTAssertTrue(findings.succeeded)
        XCTAssertTrue(findings.junit().contains("tests=\"4\" failures=\"0\" skipped=\"3\""), findings.junit())
        XCTAssertTrue(findings.summary().contains("smoke tier: 1 smoke, 1 do not compile, 1 crash, 1 hang"), findings.summary())
        findings.strictSmoke = true
        XCTAssertFalse(findings.succeeded)
        XCTAssertTrue(findings.junit().contains("failures=\"3\""), findings.junit())
        XCTAssertTrue(report([verdict(.smoke)]).succeeded)
        XCTAssertTrue(findings.text().contains("COMPILE t/en/s/1"), findings.text())
    }

    /// Compiler errors in smoke runs are read as a maintainer would name their cause.
    func testSmokeCausesAreClassifiedFromTheCompilersWords() {
        XCTAssertEqual(SmokeCause.classify("no such module 'MapKit'").category, .otherFramework)
        XCTAssertEqual(SmokeCause.classify("cannot find 'CGRectMake' in scope").category, .obsoleteSwift)
        XCTAssertEqual(SmokeCause.classify("cannot find type 'UITableViewCell' in scope").category, .engineGap)
        XCTAssertEqual(SmokeCause.classify("cannot find 'myButton' in scope").category, .pageError)
        XCTAssertEqual(SmokeCause.classify("type 'UIColor' has no member 'redColor'").category, .obsoleteSwift)
        XCTAssertEqual(
            SmokeCause.classify("value of type 'UILabel' has no member 'adjustsFontSizeToFitWidth'").category, .engineGap)
        XCTAssertEqual(SmokeCause.classify("value of type 'UIView' has no member 'value(forKey:)'").category, .objectiveCRuntime)
        let override = SmokeCause.classify(
            "method does not override any method from its superclass",
            line: "    override func draw(_ rect: CGRect) {")
        XCTAssertEqual(override.category, .engineGap)
        XCTAssertTrue(override.explanation.contains("`draw`"), override.explanation)
        XCTAssertEqual(
            SmokeCause.classify("cannot convert value of type 'String' to expected argument type 'Int'").category, .pageError)
    }

    /// What the message alone does not say (issue 20's misclassifications): the line's era, the sample's imports,
    /// key-value coding named as a missing member, and the smoke tier's own host name.
    func testSmokeCausesUseTheLineTheSampleAndTheHost() {
        let system = SmokeCause.classify(
            "type 'UIButton.ButtonType' has no member 'System'", line: "let b = UIButton(type: .System)")
        XCTAssertEqual(system.category, .obsoleteSwift, system.explanation)
        XCTAssertTrue(system.explanation.contains("capitalised enum case"), system.explanation)
        let present = SmokeCause.classify(
            "cannot find 'presentViewController' in scope",
            line: "        presentViewController(alert, animated: true, completion: nil)")
        XCTAssertEqual(present.category, .obsoleteSwift, present.explanation)
        let width = SmokeCause.classify(
            "type 'NSLayoutConstraint.Attribute' has no member 'Width'",
            line:
                "let c = NSLayoutConstraint(item: v, attribute: .Width, relatedBy: .Equal, toItem: nil, attribute: .NotAnAttribute, multiplier: 1, constant: 9)"
        )
        XCTAssertEqual(width.category, .obsoleteSwift)
        let map = SmokeCause.classify(
            "declaration is only valid at file scope", line: "import MapKit",
            sample: "import MapKit\nlet map = MKMapView()\nmap.mapType = .hybrid")
        XCTAssertEqual(map.category, .otherFramework)
        XCTAssertEqual(map.explanation, "the sample imports MapKit, which is not UIKit")
        XCTAssertEqual(
            SmokeCause.classify("cannot find 'x' in scope", sample: "import UIKit\nimport Foundation\nx()").category, .pageError)
        let kvc = SmokeCause.classify(
            "value of type 'UIView' has no member 'value'", line: "let v = view.value(forKey: \"alpha\")")
        XCTAssertEqual(kvc.category, .objectiveCRuntime)
        XCTAssertTrue(kvc.explanation.contains("value(forKey:)"), kvc.explanation)
        let leak = SmokeCause.classify(
            "value of type 'Scenario_smoke_0a1b2c3d4e5f6a7b.SampleHost' has no member 'tableView'",
            host: .viewController)
        XCTAssertFalse(leak.explanation.contains("SampleHost"), leak.explanation)
        XCTAssertTrue(leak.explanation.contains("the smoke host (a UIViewController subclass)"), leak.explanation)
        // A label or arity error on a line naming a system type is the engine's missing form of the call.
        let weight = SmokeCause.classify(
            "extra argument 'weight' in call", line: "label.font = UIFont.systemFont(ofSize: 20, weight: .bold)")
        XCTAssertEqual(weight.category, .engineGap)
        XCTAssertTrue(weight.explanation.contains("`UIFont`"), weight.explanation)
        XCTAssertEqual(SmokeCause.classify("extra argument 'x' in call", line: "myHelper(1, x: 2)").category, .pageError)
        // A UIKit member a subclass uses unqualified that the host lacks is an engine gap.
        XCTAssertEqual(SmokeCause.classify("cannot find 'navigationController' in scope").category, .engineGap)
        // A string selector is old Swift, whatever the engine's initializers make of it.
        let stringSelector = SmokeCause.classify(
            "missing argument label 'handler:' in call",
            line: "let oldTap = UITapGestureRecognizer(target: self, action: \"viewTapped:\")")
        XCTAssertEqual(stringSelector.category, .obsoleteSwift, stringSelector.explanation)
        // A modern line keeps the message's own cause.
        XCTAssertEqual(
            SmokeCause.classify("cannot find 'myButton' in scope", line: "myButton.isHidden = true").category, .pageError)
    }

    /// The text report keeps to 100 columns: long lines break at spaces, the rest indented under them.
    func testTextWrapsAtOneHundredColumns() {
        var long = verdict(.failed)
        long.detail = String(repeating: "word ", count: 60)
        let text = report([long, verdict(.passed), verdict(.passed)]).text()
        for line in text.split(separator: "\n") { XCTAssertLessThanOrEqual(line.count, 100, String(line)) }
        XCTAssertTrue(text.contains("\n      word"), text)
        // The scenario's summary once, not once per copy.
        XCTAssertEqual(text.components(separatedBy: "  d\n").count - 1, 1, text)
        XCTAssertTrue(text.contains("(the scenario's promises, above)"), text)
    }
}
