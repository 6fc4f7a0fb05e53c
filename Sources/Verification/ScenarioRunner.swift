import Foundation

/// How one run of a scenario program ended.
public struct RunOutcome: Codable, Sendable {
    public enum Status: String, Codable, Sendable {
        case passed, failed, crashed, timedOut = "timed-out"
    }

    public var status: Status
    public var expectations: [Expectation]
    /// The last lines the program wrote to stderr (a crash message, a fatal error).
    public var errorOutput: String
    public var seconds: Double

    /// One checked promise, as the program reported it.
    public struct Expectation: Codable, Sendable, Hashable {
        public var promise: String
        public var passed: Bool
        public var detail: String
        public var line: Int
    }
}

/// Runs a compiled scenario in a child process under `prlimit`, with a wall-clock timeout, so an
/// infinite loop or a memory bomb in a sample fails that sample only.
public struct ScenarioRunner: Sendable {
    public var timeoutSeconds: Double
    public var memoryLimitBytes: Int

    public init(timeoutSeconds: Double = 20, memoryLimitBytes: Int = 2 << 30) {
        self.timeoutSeconds = timeoutSeconds
        self.memoryLimitBytes = memoryLimitBytes
    }

    struct ProgramReport: Decodable {
        var passed: Bool
        var expectations: [RunOutcome.Expectation]
    }

    public func run(program: URL, scenario: String) -> RunOutcome {
        let started = Date()
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("doctool-run-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let stdoutFile = scratch.appendingPathComponent("out"), stderrFile = scratch.appendingPathComponent("err")
        let created = FileManager.default.createFile(atPath: stdoutFile.path, contents: nil)
            && FileManager.default.createFile(atPath: stderrFile.path, contents: nil)

        let process = Process()
        // The CPU limit is only a backstop behind the wall clock: at exactly the timeout the two raced,
        // and a loop killed by the kernel's limit was reported as a crash. Two cores can burn two CPU
        // seconds per wall second, so the soft limit (SIGXCPU) is twice the timeout, the hard one later.
        let cpuSoft = Int((2 * timeoutSeconds).rounded(.up)) + 1
        let prlimit = EngineToolchain.findExecutable("prlimit", override: nil)
        if let prlimit {
            process.executableURL = prlimit
            process.arguments = ["--as=\(memoryLimitBytes)", "--cpu=\(cpuSoft):\(cpuSoft + 2)", "--core=0", "--",
                                 program.path, "--scenario", scenario]
        } else {
            process.executableURL = program
            process.arguments = ["--scenario", scenario]
        }
        guard created, let output = try? FileHandle(forWritingTo: stdoutFile), let errors = try? FileHandle(forWritingTo: stderrFile) else {
            return RunOutcome(status: .crashed, expectations: [], errorOutput: "cannot create output files", seconds: 0)
        }
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        // The Swift runtime's backtracer can take seconds to symbolicate a crash: a crash is all we need to know.
        var environment = ProcessInfo.processInfo.environment
        environment["SWIFT_BACKTRACE"] = "enable=no"
        process.environment = environment
        let finished = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in finished.signal() }
        do { try process.run() } catch {
            return RunOutcome(status: .crashed, expectations: [], errorOutput: "cannot start \(program.path): \(error)", seconds: 0)
        }
        var timedOut = false
        if finished.wait(timeout: .now() + timeoutSeconds) == .timedOut {
            timedOut = true
            kill(process.processIdentifier, SIGKILL)
            finished.wait()
        }
        try? output.close()
        try? errors.close()
        let seconds = Date().timeIntervalSince(started)
        let stderrText = tail(of: (try? String(contentsOf: stderrFile, encoding: .utf8)) ?? "")
        if timedOut {
            return RunOutcome(status: .timedOut, expectations: [], errorOutput: "killed after \(timeoutSeconds) s", seconds: seconds)
        }
        if process.terminationReason == .uncaughtSignal, process.terminationStatus == SIGXCPU {
            let limit = prlimit == nil ? "a CPU time limit it inherited" : "the CPU time limit of \(cpuSoft) s"
            return RunOutcome(status: .timedOut, expectations: [], errorOutput: "stopped by \(limit)", seconds: seconds)
        }
        let stdoutText = (try? String(contentsOf: stdoutFile, encoding: .utf8)) ?? ""
        let lastLine = stdoutText.split(separator: "\n").last.map(String.init) ?? ""
        guard let report = try? JSONDecoder().decode(ProgramReport.self, from: Data(lastLine.utf8)) else {
            let signal = process.terminationReason == .uncaughtSignal ? " (signal \(process.terminationStatus))" : " (exit \(process.terminationStatus))"
            return RunOutcome(status: .crashed, expectations: [], errorOutput: stderrText + signal, seconds: seconds)
        }
        return RunOutcome(status: report.passed && process.terminationStatus == 0 ? .passed : .failed,
                          expectations: report.expectations, errorOutput: stderrText, seconds: seconds)
    }

    private func tail(of text: String) -> String {
        text.split(separator: "\n").suffix(8).joined(separator: "\n")
    }
}
