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
        XCTAssertTrue(outcome.errorOutput.contains("dying") && outcome.errorOutput.contains("signal \(SIGSEGV)"), outcome.errorOutput)
    }

    func testTheWallClockStopsALoopBeforeTheCPULimitDoes() throws {
        let started = Date()
        let outcome = ScenarioRunner(timeoutSeconds: 1).run(program: try program("while :; do :; done"), scenario: "s")
        XCTAssertEqual(outcome.status, .timedOut)
        XCTAssertTrue(outcome.errorOutput.hasPrefix("killed after"), outcome.errorOutput)
        XCTAssertLessThan(Date().timeIntervalSince(started), 10)
    }

    func testTheLastLineOfOutputIsTheReport() throws {
        let report = #"{"passed":false,"expectations":[{"promise":"falls","passed":false,"detail":"y = 3","line":7}]}"#
        let outcome = ScenarioRunner().run(program: try program("echo noise; echo '\(report)'"), scenario: "s")
        XCTAssertEqual(outcome.status, .failed)
        XCTAssertEqual(outcome.expectations.map(\.line), [7])
    }
}
