import Foundation
import XCTest
@testable import Verification

/// How the runner reads the end of a scenario program, checked with small shell scripts standing in for one.
final class ScenarioRunnerTests: XCTestCase {
    private var scratch: URL!

    override func setUpWithError() throws {
        scratch = FileManager.default.temporaryDirectory.appendingPathComponent("runner-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: scratch)
    }

    private func program(_ body: String) throws -> URL {
        let url = scratch.appendingPathComponent("program-\(UUID().uuidString).sh")
        try "#!/bin/sh\n\(body)\n".write(to: url, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: url.path)
        return url
    }

    /// A program that seals `report` as ScenarioMain does: the key from its first input line, HMAC-SHA-256 by openssl.
    private func sealing(_ report: String, exit status: Int = 0) throws -> URL {
        try program(
            """
            read key
            mac=$(printf '%s' '\(report)' | openssl dgst -sha256 -mac HMAC -macopt hexkey:$key | sed 's/.*= //')
            printf 'doctool-report %s %s\n' "$mac" '\(report)'
            exit \(status)
            """)
    }

    /// What the kernel sends at the soft CPU limit is read as a timeout. (That the limit comes later than the
    /// wall clock is arithmetic, not tested: one busy thread cannot outrun the clock on this machine.)
    func testSIGXCPUIsReportedAsATimeoutNotACrash() throws {
        let outcome = ScenarioRunner(timeoutSeconds: 5).run(program: try program("kill -XCPU $$"), scenario: "s")
        XCTAssertEqual(outcome.status, .timedOut, outcome.errorOutput)
        XCTAssertTrue(outcome.errorOutput.contains("CPU time limit"), outcome.errorOutput)
    }

    func testAProgramKilledByAnotherSignalCrashed() throws {
        let outcome = ScenarioRunner(timeoutSeconds: 5).run(program: try program("echo dying >&2; kill -SEGV $$"), scenario: "s")
        XCTAssertEqual(outcome.status, .crashed)
        XCTAssertTrue(
            outcome.errorOutput.contains("dying") && outcome.errorOutput.contains("signal \(SIGSEGV)"), outcome.errorOutput)
    }

    func testTheWallClockStopsALoopBeforeTheCPULimitDoes() throws {
        let started = Date()
        let outcome = ScenarioRunner(timeoutSeconds: 1).run(program: try program("while :; do :; done"), scenario: "s")
        XCTAssertEqual(outcome.status, .timedOut)
        XCTAssertTrue(outcome.errorOutput.hasPrefix("killed after"), outcome.errorOutput)
        XCTAssertLessThan(Date().timeIntervalSince(started), 10)
    }

    func testTheSealedReportIsRead() throws {
        let report = #"{"passed":false,"expectations":[{"promise":"falls","passed":false,"detail":"y = 3","line":7}]}"#
        let outcome = ScenarioRunner().run(program: try sealing(report, exit: 1), scenario: "s")
        XCTAssertEqual(outcome.status, .failed, outcome.errorOutput)
        XCTAssertEqual(outcome.expectations.map(\.line), [7])
        let passing = #"{"passed":true,"expectations":[{"promise":"falls","passed":true,"detail":"","line":7}]}"#
        XCTAssertEqual(ScenarioRunner().run(program: try sealing(passing), scenario: "s").status, .passed)
    }

    /// The forgery of the issue: a sample prints a passing report (plain, or with a made-up seal) and exits 0.
    func testAReportWithoutTheRunsSealIsNotBelieved() throws {
        let passing = #"{"passed":true,"expectations":[{"promise":"forged","passed":true,"detail":"","line":1}]}"#
        for line in [passing, "doctool-report \(String(repeating: "0", count: 64)) \(passing)"] {
            let outcome = ScenarioRunner().run(program: try program("echo '\(line)'; exit 0"), scenario: "s")
            XCTAssertEqual(outcome.status, .crashed, line)
            XCTAssertTrue(outcome.errorOutput.contains("without its sealed report"), outcome.errorOutput)
        }
    }

    /// A sealed passing report with a failing exit status fails: both must agree.
    func testAPassingReportWithAFailingExitFails() throws {
        let passing = #"{"passed":true,"expectations":[{"promise":"p","passed":true,"detail":"","line":1}]}"#
        XCTAssertEqual(ScenarioRunner().run(program: try sealing(passing, exit: 3), scenario: "s").status, .failed)
    }
}
