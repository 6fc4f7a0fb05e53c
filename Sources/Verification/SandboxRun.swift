import Foundation

/// How one sandboxed command ended.
public struct SandboxRun: Sendable {
    /// Which limit ended the command, when one did.
    public enum Limit: String, Sendable, Codable {
        case wallClock = "wall-clock"
        case cpu
        case memory
        case processes
        case outputSize = "output-size"
    }

    /// The exit status, when the command exited.
    public var exitStatus: Int32?
    /// The signal that ended the command, when one did.
    public var signal: Int32?
    public var standardOutput: Data
    public var standardError: Data
    public var seconds: Double
    public var limitHit: Limit?
    /// The sandbox itself could not be set up (the command never ran).
    public var setupFailed = false
    /// Processes the command left running when it ended (the sandbox then ended them).
    public var leftProcesses = 0
    /// The calls the sandbox refused (`open /work/corpus/x.md (Read-only file system)`), as the
    /// preloaded audit library reported them.
    public var refusals: [String] = []

    init(exitStatus: Int32?, signal: Int32?, standardOutput: Data, standardError: Data, seconds: Double, limitHit: Limit?) {
        self.exitStatus = exitStatus
        self.signal = signal
        self.standardOutput = standardOutput
        self.standardError = standardError
        self.seconds = seconds
        self.limitHit = limitHit
    }

    /// A command that could not be started at all.
    init(failure: String, since started: Date) {
        self.init(
            exitStatus: nil, signal: nil, standardOutput: Data(), standardError: Data(failure.utf8),
            seconds: Date().timeIntervalSince(started), limitHit: nil)
        setupFailed = true
    }

    /// "exit 1", "signal 11".
    public var summary: String {
        if let signal { return "signal \(signal)" }
        if let exitStatus { return "exit \(exitStatus)" }
        return "not started"
    }
}
