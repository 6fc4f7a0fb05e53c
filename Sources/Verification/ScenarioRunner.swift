import Foundation
import ReportSeal

/// How one run of a scenario program ended.
public struct RunOutcome: Codable, Sendable {
    public enum Status: String, Codable, Sendable {
        case passed, failed, crashed
        /// TIMEOUT: the wall clock or the CPU limit ended the run.
        case timedOut = "timed-out"
        /// MEMORY: the sandbox's memory limit was reached.
        case memoryLimit = "memory-limit"
        /// PROCESSES: the sandbox's process limit was reached.
        case processLimit = "process-limit"
        /// FORBIDDEN: the program tried to write, delete or connect where the sandbox does not allow it.
        case forbidden
        /// The sandbox could not be set up, so the program never ran.
        case notRun = "not-run"
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

/// Runs a compiled scenario in its sandbox and reads its sealed report.
///
/// The verdict is the runner's reading of the expectations in the one report sealed with this run's
/// key: a line the sample prints, its exit status, or a report of another run are not believed.
public struct ScenarioRunner: Sendable {
    public var timeoutSeconds: Double
    public var memoryLimitBytes: Int
    public var sandbox: Sandbox
    /// The audit library preloaded into programs in the namespace sandbox (`libDoctoolSandboxAudit.so`).
    public var auditLibrary: URL?
    /// Where each run's filmstrip is written, as `NAME.png` (`doctool verify --snapshots DIR`); nil for none.
    /// The strip travels in the sealed report, so the sandbox needs no writable folder of the host's.
    public var filmstripFolder: URL?

    public init(
        timeoutSeconds: Double = 20, memoryLimitBytes: Int = 1 << 30,
        sandbox: Sandbox = Sandbox(isolation: .none, sharedFolders: []), auditLibrary: URL? = nil
    ) {
        self.timeoutSeconds = timeoutSeconds
        self.memoryLimitBytes = memoryLimitBytes
        self.sandbox = sandbox
        self.auditLibrary = auditLibrary
    }

    struct ProgramReport: Decodable {
        var passed: Bool
        var expectations: [RunOutcome.Expectation]
        var filmstrip: String?
    }

    /// The folder the program is seen in, read-only, inside the sandbox.
    static let programFolder = "/program"

    public func run(program: URL, scenario: String) -> RunOutcome {
        let key = ReportSeal.newKey()
        let limits = SandboxLimits.program(wallSeconds: timeoutSeconds, memoryBytes: memoryLimitBytes)
        let executable: String
        var mounts: [Sandbox.Mount] = []
        var environment: [String: String] = [:]
        switch sandbox.isolation {
        case .namespaces:
            // Read-only in every sandbox, so a sample cannot replace the program other scenarios run.
            mounts.append(Sandbox.Mount(host: program.deletingLastPathComponent(), inside: Self.programFolder))
            executable = Self.programFolder + "/" + program.lastPathComponent
            // The library lies among the engine's products, which every sandbox sees at their own path.
            if let auditLibrary { environment["LD_PRELOAD"] = auditLibrary.path }
            // Host folders seen under the program's scratch /tmp (a checkout there): writes below them are refusals.
            let underTmp = sandbox.sharedFolders.map(\.path).filter { $0.hasPrefix("/tmp/") }.compactMap { path -> String? in
                path.split(separator: "/").dropFirst().first.map { "/tmp/" + $0 }
            }
            if !underTmp.isEmpty {
                environment["DOCTOOL_SANDBOX_HOST_PATHS"] = Array(Set(underTmp)).sorted().joined(separator: ":")
            }
        case .none:
            executable = program.path
        }
        let command = [executable, "--scenario", scenario] + (filmstripFolder != nil ? ["--filmstrip"] : [])
        let run = sandbox.run(
            command, workspace: .scratch(bytes: 64 << 20), mounts: mounts,
            input: Data(ReportSeal.keyLine(key).utf8), limits: limits, environment: environment)
        let stderrText = Self.crashMessage(in: String(decoding: run.standardError, as: UTF8.self))
        func outcome(_ status: RunOutcome.Status, _ message: String) -> RunOutcome {
            RunOutcome(status: status, expectations: [], errorOutput: message, seconds: run.seconds)
        }
        if run.setupFailed { return outcome(.notRun, "the sandbox could not be set up: \(stderrText)") }
        switch run.limitHit {
        case .wallClock: return outcome(.timedOut, "killed after \(Self.seconds(timeoutSeconds)) s (the wall-clock limit)")
        case .cpu: return outcome(.timedOut, "stopped by the CPU time limit of \(limits.cpuSeconds) s")
        case .memory: return outcome(.memoryLimit, "stopped at the memory limit of \(limits.memoryBytes >> 20) MiB")
        case .processes: return outcome(.processLimit, "a fork was refused at the limit of \(limits.processes) processes")
        case .outputSize: return outcome(.crashed, "stopped for writing more than \(Sandbox.outputFileBytes >> 20) MiB")
        case nil: break
        }
        if !run.refusals.isEmpty {
            let more = run.refusals.count > 3 ? " (and \(run.refusals.count - 3) more)" : ""
            return outcome(.forbidden, "the sandbox refused " + run.refusals.prefix(3).joined(separator: "; ") + more)
        }
        // An allocation the kernel refused outright (larger than the machine) ends in the runtime's own
        // message rather than the cgroup's kill. The sample could print it too, but only to fail itself.
        if stderrText.contains("Fatal error: failed to allocate") {
            return outcome(.memoryLimit, "an allocation was refused: \(stderrText)")
        }
        if run.leftProcesses > 0 {
            return outcome(
                .processLimit,
                "it left \(run.leftProcesses) process\(run.leftProcesses == 1 ? "" : "es") running when it ended (the sandbox ended them)"
            )
        }
        guard let sealed = ReportSeal.openReport(in: Array(run.standardOutput), key: key),
            let report = try? JSONDecoder().decode(ProgramReport.self, from: Data(sealed))
        else {
            let ended = run.signal.map { " (signal \($0))" } ?? " (exit \(run.exitStatus ?? -1))"
            let why = run.exitStatus == 0 ? "it ended without its sealed report" : "it ended without a report"
            return outcome(.crashed, (stderrText.isEmpty ? why : stderrText) + ended)
        }
        // Run names are lowercase letters, digits and hyphens (ScenarioParser), with `+erratum`: safe file names.
        if let filmstripFolder, let strip = report.filmstrip.flatMap({ Data(base64Encoded: $0) }), PNGSignature.matches(strip) {
            try? strip.write(to: filmstripFolder.appendingPathComponent(scenario + ".png"), options: .atomic)
        }
        return RunOutcome(
            status: report.passed && run.exitStatus == 0 ? .passed : .failed,
            expectations: report.expectations, errorOutput: stderrText, seconds: run.seconds)
    }

    /// What a reader needs of a program's error output: the runtime's `Fatal error:` line when there is
    /// one (a backtrace after it says less), else the last lines.
    static func crashMessage(in text: String) -> String {
        let lines = text.split(separator: "\n")
        let place = crashPlace(in: lines).map { " at \($0)" } ?? ""
        // `Swift/Array.swift:421: Fatal error: Index out of range`, or with the page's file and line.
        if let fatal = lines.first(where: { $0.contains("Fatal error:") }) { return String(fatal) + place }
        if let crashed = lines.first(where: { $0.hasPrefix("*** Program crashed:") }) {
            return crashed.trimmingCharacters(in: CharacterSet(charactersIn: "* ")) + place
        }
        return lines.filter { !$0.hasPrefix(Sandbox.leftoverMarker) }.suffix(8).joined(separator: "\n")
    }

    /// The first frame of the backtrace that is in the page or the scenario (`go() + 79 in scenarios at
    /// corpus/t/en.md:42:16` → `corpus/t/en.md:42`): relative paths, where the runtime's own are absolute.
    static func crashPlace(in lines: [Substring]) -> String? {
        for line in lines where line.contains(" in ") {
            guard let at = line.range(of: " at ", options: .backwards) else { continue }
            let location = line[at.upperBound...].trimmingCharacters(in: .whitespaces)
            guard !location.hasPrefix("/"), !location.hasPrefix("<") else { continue }
            let parts = location.split(separator: ":")
            guard parts.count >= 2, Int(parts[1]) != nil else { continue }
            return "\(parts[0]):\(parts[1])"
        }
        return nil
    }

    /// The eight bytes every PNG begins with: a strip that lacks them is not written.
    enum PNGSignature {
        static func matches(_ data: Data) -> Bool {
            Array(data.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        }
    }

    static func seconds(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}
