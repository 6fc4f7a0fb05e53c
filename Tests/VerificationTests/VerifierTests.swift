import DocumentModel
@testable import Verification
import XCTest

/// End to end: real `swiftc`, the real engine library, real child processes.
final class VerifierTests: XCTestCase {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    func makeVerifier(timeout: Double = 20) throws -> Verifier {
        let toolchain = try EngineToolchain.locate(packageRoot: Self.packageRoot)
        let sandbox = try Sandbox.detect(sharedFolders: toolchain.sharedFolders).get()
        return Verifier(
            toolchain: toolchain, sandbox: sandbox,
            runner: ScenarioRunner(timeoutSeconds: timeout, memoryLimitBytes: 1 << 30), jobs: 2)
    }

    func sample(
        _ fingerprint: String, _ text: String, language: CodeLanguage = .swift, line: Int = 10,
        twin: String? = nil
    ) -> VerifiableSample {
        VerifiableSample(
            id: "t/s/\(fingerprint)", fingerprint: fingerprint, language: language, text: text,
            range: SourceRange(
                file: "corpus/t/ru.txt", firstLine: line, lastLine: line + text.split(separator: "\n").count - 1, byteStart: 0,
                byteEnd: 0),
            twinID: twin)
    }

    func scenario(_ name: String, _ fingerprint: String, extra: String = "", check: String) throws -> Scenario {
        try ScenarioParser.parse(
            """
            // @scenario \(name)
            // @covers \(fingerprint) t/s
            \(extra)
            static func verify(_ expect: Expectations) {
                // @sample \(fingerprint)
                \(check)
            }
            """, file: "Scenarios/\(name).swift")
    }

    func testPassingExpectedFailureNewFailureAndTwinCoverage() throws {
        let good = "aaaa000000000001", broken = "aaaa000000000002", failing = "aaaa000000000003", objc = "aaaa000000000004"
        let samples = [
            sample(good, "let square = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 30))"),
            sample(
                broken, "let box = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 30))\nbox.center = squareCentre", line: 20),
            sample(failing, "let v = UIView()\nv.alpha = \"opaque\"", line: 30),
            sample(
                objc, "UIView *square = [[UIView alloc] initWithFrame:CGRectMake(0, 0, 30, 30)];", language: .objc, line: 40,
                twin: "t/s/\(good)")
        ]
        let scenarios = [
            try scenario("good", good, check: "expect.near(square.center.x, 15, within: 0.001, \"the square is centred at 15\")"),
            try scenario(
                "broken", broken,
                extra:
                    "// @expect-failure `squareCentre` is never declared\n// @erratum \(broken) replace `= squareCentre` with `= CGPoint(x: 1, y: 2)`",
                check: "expect.near(box.center.y, 2, within: 0.001, \"moved\")"),
            try scenario("failing", failing, check: "expect.that(true, \"never reached\")")
        ]
        let report = try makeVerifier().verify(samples: samples, scenarios: scenarios, waivers: [])
        let status = Dictionary(uniqueKeysWithValues: report.verdicts.map { ($0.fingerprint, $0.status) })
        XCTAssertEqual(status[good], .passed)
        XCTAssertEqual(status[broken], .expectedFailure, report.text())
        XCTAssertEqual(status[failing], .failed)
        XCTAssertEqual(status[objc], .coveredByTwin)
        let failure = try XCTUnwrap(report.verdicts.first { $0.fingerprint == failing })
        XCTAssertEqual(failure.diagnostics.first?.file, "corpus/t/ru.txt")
        XCTAssertEqual(failure.diagnostics.first?.line, 31, "the compiler error points at the page's line")
        let expected = try XCTUnwrap(report.verdicts.first { $0.fingerprint == broken })
        XCTAssertTrue(expected.detail.contains("broken as published"))
        XCTAssertTrue(expected.detail.contains("corpus/t/ru.txt:21"))
        XCTAssertTrue(expected.detail.contains("with erratum: passes"))
        XCTAssertFalse(report.succeeded, "a new failure fails the run")
        XCTAssertTrue(report.text().contains("FAIL  t/s/\(failing)"))
        XCTAssertTrue(report.junit().contains("<failure"))
    }

    func testWithAFilmstripFolderEachScenarioThatShowsAWindowLeavesItsStrip() throws {
        let shown = "aaaa000000000021", windowless = "aaaa000000000022"
        let samples = [
            sample(shown, "let square = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 30))"),
            sample(windowless, "let other = UIView()", line: 20)
        ]
        let scenarios = [
            try scenario(
                "shows-window", shown,
                check: """
                    let controller = UIViewController()
                    controller.view.addSubview(square)
                    Stage.show(controller)
                    Stage.run(for: 0.25)
                    expect.that(square.window != nil, "shown")
                    """),
            try scenario("no-window", windowless, check: "expect.that(other.window == nil, \"never shown\")")
        ]
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("filmstrips-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var verifier = try makeVerifier()
        verifier.runner.filmstripFolder = folder
        let report = verifier.verify(samples: samples, scenarios: scenarios, waivers: [])
        XCTAssertTrue(report.succeeded, report.text())
        XCTAssertEqual(
            try FileManager.default.contentsOfDirectory(atPath: folder.path), ["shows-window.png"],
            "a scenario that shows nothing has no strip")
        let png = try Data(contentsOf: folder.appendingPathComponent("shows-window.png"))
        XCTAssertEqual(Array(png.prefix(8)), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        // IHDR: frames at 0, 0.1 and 0.2 s and the end (one frame after Stage.show's, so 0.27 s), 188×334 each.
        let width = png[16..<20].reduce(0) { $0 << 8 | Int($1) }, height = png[20..<24].reduce(0) { $0 << 8 | Int($1) }
        XCTAssertEqual(width, 4 * 188 + 3 * 4)
        XCTAssertEqual(height, 334)
    }

    func testASampleThatPrintsStillReportsItsOutcome() throws {
        let printing = "aaaa000000000009"
        let samples = [
            sample(printing, "let box = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 30))\nprint(\"Route to VC\")")
        ]
        let scenarios = [
            try scenario("printing", printing, check: "expect.near(box.frame.width, 30, within: 0.001, \"30 wide\")")
        ]
        let report = try makeVerifier().verify(samples: samples, scenarios: scenarios, waivers: [])
        XCTAssertEqual(report.verdicts.first?.status, .passed, report.text())
    }

    func testExpectedFailureThatPassesIsAnError() throws {
        let fingerprint = "bbbb000000000001"
        let samples = [sample(fingerprint, "let v = UIView()")]
        let scenarios = [
            try scenario(
                "stale", fingerprint,
                extra:
                    "// @expect-failure said to be broken\n// @erratum \(fingerprint) replace `UIView()` with `UIView(frame: .zero)`",
                check: "expect.that(v.alpha == 1, \"opaque\")")
        ]
        let report = try makeVerifier().verify(samples: samples, scenarios: scenarios, waivers: [])
        XCTAssertEqual(report.verdicts.map(\.status), [.unexpectedPass])
        XCTAssertFalse(report.succeeded)
    }

    /// Pages of a real collection show shell commands, JSON and ports to other languages: they are listed with their
    /// language and never fail the run, while a waiver still decides for the sample it names.
    func testCodeInOtherLanguagesIsListedNotRunAndNotAFailure() throws {
        let pod = "dddd000000000001", java = "dddd000000000002", output = "dddd000000000003", waived = "dddd000000000004"
        let samples = [
            sample(pod, "pod install", language: .shell),
            sample(java, "public class Main { }", language: .java),
            sample(output, "Hello", language: .unknown),
            sample(waived, "{ \"a\": 1 }", language: .json)
        ]
        let waivers = [Waiver(fingerprint: waived, sampleID: "t/s/\(waived)", reason: "a payload", line: 1)]
        var verifier = try makeVerifier()
        for smokeTier in [true, false] {
            verifier.smokeTier = smokeTier
            let report = try verifier.verify(samples: samples, scenarios: [], waivers: waivers)
            XCTAssertEqual(report.verdicts.map(\.status), [.otherLanguage, .otherLanguage, .otherLanguage, .waived])
            XCTAssertEqual(report.verdicts[0].detail, "shell: not run (only Swift runs against the engine)")
            XCTAssertEqual(report.verdicts[2].detail, "no language recognised (no fence label, no code marker): not run")
            XCTAssertTrue(report.succeeded, report.text())
            XCTAssertEqual(report.timing.compilerRuns, 0, "nothing is compiled for them")
            XCTAssertTrue(report.summary().contains("; 3 in other languages, not run;"), report.summary())
            XCTAssertTrue(report.text().contains("OTHER t/s/\(java)  corpus/t/ru.txt:10-10  java: not run"), report.text())
            XCTAssertTrue(report.junit().contains("failures=\"0\" skipped=\"4\""), report.junit())
            XCTAssertEqual(VerificationRecord.category(of: .otherLanguage), .unverified)
        }
    }

    func testHostileSamplesFailAloneAndUnlinkedOrWaivedAreReported() throws {
        let loop = "cccc000000000001", bomb = "cccc000000000002", fine = "cccc000000000003", waived = "cccc000000000004",
            lost = "cccc000000000005"
        let shell = "cccc000000000006"
        let samples = [
            sample(loop, "var spins = 0\nwhile spins >= 0 { spins &+= 1 }"),
            sample(bomb, "var hoard = [UInt8](repeating: 1, count: 1 << 36)\nhoard[0] = 2"),
            sample(fine, "let v = UIView()"),
            sample(waived, "some prose-like thing"),
            sample(lost, "let orphan = 1"),
            sample(shell, "ls -la", language: .shell)
        ]
        let scenarios = [
            try scenario("loop", loop, check: "expect.that(spins < 0, \"unreachable\")"),
            try scenario("bomb", bomb, check: "expect.that(hoard.count > 0, \"allocated 64 GiB\")"),
            try scenario("fine", fine, check: "expect.that(v.alpha == 1, \"opaque\")")
        ]
        let waivers = [Waiver(fingerprint: waived, sampleID: "t/s/\(waived)", reason: "not code", line: 1)]
        let started = Date()
        let report = try makeVerifier(timeout: 5).verify(samples: samples, scenarios: scenarios, waivers: waivers)
        let byFingerprint = Dictionary(uniqueKeysWithValues: report.verdicts.map { ($0.fingerprint, $0) })
        XCTAssertEqual(byFingerprint[loop]?.status, .failed)
        XCTAssertTrue(byFingerprint[loop]?.detail.hasPrefix("TIMEOUT") ?? false, byFingerprint[loop]?.detail ?? "")
        XCTAssertEqual(byFingerprint[bomb]?.status, .failed)
        XCTAssertTrue(byFingerprint[bomb]?.detail.hasPrefix("MEMORY") ?? false, byFingerprint[bomb]?.detail ?? "")
        XCTAssertEqual(byFingerprint[fine]?.status, .passed)
        XCTAssertEqual(byFingerprint[waived]?.status, .waived)
        // A Swift sample nothing covers gets a smoke run; a sample in another language is listed, not run.
        XCTAssertEqual(byFingerprint[lost]?.status, .smoke, byFingerprint[lost]?.detail ?? "")
        XCTAssertEqual(byFingerprint[shell]?.status, .otherLanguage)
        XCTAssertLessThan(Date().timeIntervalSince(started), 60)
    }

    /// A sample covered twice is an error at the second scenario's line, and the first scenario decides (before,
    /// the last one read did, and a filter could change the verdict); `@ports` on a Swift sample is an error.
    func testCoveringASampleTwiceOrPortingASwiftSampleIsAnError() throws {
        let swift = "eeee000000000001"
        let samples = [sample(swift, "let v = UIView()")]
        let first = try scenario("first", swift, check: "expect.that(v.alpha == 1, \"opaque\")")
        let second = try scenario("second", swift, check: "expect.that(false, \"broken\")")
        let byFingerprint = [swift: samples[0]]
        let twice = Verifier.coverageErrors([first, second], samples: byFingerprint)
        XCTAssertEqual(twice.count, 1)
        XCTAssertTrue(
            twice[0].hasPrefix("Scenarios/second.swift:2:") && twice[0].contains("already covered by scenario 'first'"), twice[0])
        let verdicts = Verifier.verdicts(
            samples: samples, scenarios: [first, second], outcomes: [:], assembled: [],
            waivers: [], compiledCopies: byFingerprint)
        XCTAssertEqual(verdicts.first?.scenario, "first")
        let port = try ScenarioParser.parse(
            "// @scenario port\n// @ports \(swift) t/s\nstatic func verify(_ expect: Expectations) {}\n",
            file: "Scenarios/port.swift")
        let ported = Verifier.coverageErrors([port], samples: byFingerprint)
        XCTAssertTrue(
            ported.first?.hasPrefix("Scenarios/port.swift:2: @ports names t/s/\(swift), a swift sample") ?? false, "\(ported)")
    }

    func testPortedObjectiveCAndDriftOfACoveredSample() throws {
        let ported = "dddd000000000001", swift = "dddd000000000002"
        let samples = [
            sample(ported, "UIView *v = [[UIView alloc] init];", language: .objc),
            sample(swift, "let v = UIView()", line: 30)
        ]
        let port = try ScenarioParser.parse(
            """
            // @scenario port
            // @ports \(ported) t/s/objc
            static func verify(_ expect: Expectations) {
                let v = UIView()   // the port of the Objective-C line
                expect.that(v.alpha == 1, "a new view is opaque")
            }
            """, file: "Scenarios/port.swift")
        let drifted = try scenario("drift", "dddd0000000000ff", check: "expect.that(true, \"x\")")
        let report = try makeVerifier().verify(samples: samples, scenarios: [port, drifted], waivers: [])
        XCTAssertEqual(report.verdicts.first { $0.fingerprint == ported }?.status, .coveredByPort)
        XCTAssertEqual(report.verdicts.first { $0.fingerprint == swift }?.status, .smoke)
        XCTAssertTrue(
            report.scenarioErrors.contains { $0.hasPrefix("Scenarios/drift.swift:2:") && $0.contains("dddd0000000000ff") },
            "\(report.scenarioErrors)")
        XCTAssertFalse(report.succeeded)
    }
}
