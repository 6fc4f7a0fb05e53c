import Foundation
#if canImport(Glibc)
    import Glibc
#endif

/// Where sample code runs: the compiler that reads it and the program built from it.
///
/// Design: sample code is a stranger's, so it runs in Linux namespaces made by `doctool-sandbox`
/// (Sources/DoctoolSandbox, a C program built beside the engine: system calls only, three processes,
/// where a shell script of util-linux tools once started thirty for every run; bubblewrap would do the
/// same but is not on a fresh machine). Inside:
/// - a mount namespace whose root is an empty tmpfs holding only `/usr`, the Swift toolchain and
///   the engine's build products, bound read-only at their own paths (the rpath the programs carry),
///   a few device nodes, a `/proc` of its own, and `/sandbox`, the one writable folder and the
///   working directory (a fresh size-limited tmpfs for a program, the build folder for the compiler);
///   nothing else of the host's files: no checkout, no `/root`, no `/tmp`;
/// - a network namespace with only a loopback device of its own, an IPC and a UTS namespace;
/// - a PID namespace whose first process is a root shell that set the mounts up and waits for the
///   sandboxed command; when it ends, by exiting or by the runner's kill, the kernel ends every
///   process the command made;
/// - the command itself runs as an unprivileged user of its own, with no capabilities and
///   `no_new_privs` (so it cannot remount the read-only binds or gain privileges from a setuid file),
///   in an environment made from nothing (fixed PATH, HOME and TMPDIR in `/sandbox`, C.UTF-8, UTC);
/// - control groups limit the whole tree's processes and memory and give it one core of CPU; where
///   none can be made, per-process rlimits stand in (RLIMIT_NPROC works because the user is unique).
///
/// Where namespaces cannot be made (not root), `detect` says why, and `doctool verify` refuses to
/// run samples unless `--unsandboxed` chooses the unconfined mode, which keeps only the rlimits,
/// the fresh environment and the time limit (the direct child only).
public struct Sandbox: Sendable {
    public enum Isolation: String, Sendable {
        /// Namespaces, a private root, an unprivileged user and cgroups.
        case namespaces
        /// The command runs as a plain child process (only with `--unsandboxed`).
        case none
    }

    /// A host folder visible inside the sandbox at `inside`: read-only, or writable for a cache only
    /// the compiler writes (never for a program's run).
    public struct Mount: Sendable, Hashable {
        public var host: URL
        public var inside: String
        public var writable: Bool
        public init(host: URL, inside: String, writable: Bool = false) {
            self.host = host
            self.inside = inside
            self.writable = writable
        }
    }

    /// The one writable folder.
    public enum Workspace: Sendable {
        /// A host folder (the compiler's build folder, whose output the runner keeps).
        case folder(URL)
        /// A fresh tmpfs of this many bytes, gone when the sandbox ends (a program's scratch space).
        case scratch(bytes: Int)
    }

    public var isolation: Isolation
    /// Host folders every sandbox sees read-only at their own paths (the toolchain, the engine).
    public var sharedFolders: [URL]

    /// The writable folder's path inside the sandbox (and the working directory).
    public static let workspacePath = "/sandbox"
    /// What a failure of the sandbox's own set-up exits with (so it is not taken for the command's).
    static let setupFailureStatus: Int32 = 125
    static let setupFailureMarker = "doctool-sandbox:"
    /// What the namespace's first process writes when the command ended with processes of its own still running.
    static let leftoverMarker = "doctool-sandbox-left:"

    /// The program that makes the namespaces (`doctool-sandbox`, built beside the engine's library).
    public var launcher: URL?
    static let launcherName = "doctool-sandbox"

    /// `launcher` defaults to `doctool-sandbox` in the first shared folder holding it (the engine's products).
    public init(isolation: Isolation, sharedFolders: [URL], launcher: URL? = nil) {
        self.isolation = isolation
        self.sharedFolders = sharedFolders
        self.launcher =
            launcher
            ?? sharedFolders.lazy.map { $0.appendingPathComponent(Self.launcherName) }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    // MARK: - Detection

    /// The namespace sandbox for `sharedFolders`, or why this machine cannot make one.
    public static func detect(sharedFolders: [URL]) -> Result<Sandbox, VerificationError> {
        guard getuid() == 0 else {
            return .failure(
                VerificationError(
                    "sample code cannot be sandboxed here: making its namespaces, mounts and user needs root (doctool runs as uid \(getuid())); run as root, or pass --unsandboxed to run samples without isolation (only for pages you trust)"
                ))
        }
        guard Sandbox(isolation: .namespaces, sharedFolders: sharedFolders).launcher != nil else {
            return .failure(
                VerificationError(
                    "sample code cannot be sandboxed here: the sandbox launcher (\(launcherName)) is not built beside the engine; run `swift build`, or pass --unsandboxed"
                ))
        }
        let sandbox = Sandbox(isolation: .namespaces, sharedFolders: sharedFolders)
        let probe = sandbox.run(
            ["/usr/bin/true"], workspace: .scratch(bytes: 1 << 20), mounts: [], input: Data(),
            limits: SandboxLimits(wallSeconds: 20, cpuSeconds: 10, memoryBytes: 256 << 20, processes: 16))
        guard probe.exitStatus == 0 else {
            let reason = String(decoding: probe.standardError, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            return .failure(
                VerificationError(
                    "sample code cannot be sandboxed here: making the namespaces failed (\(reason.isEmpty ? probe.summary : reason)); pass --unsandboxed to run samples without isolation (only for pages you trust)"
                ))
        }
        return .success(sandbox)
    }

    // MARK: - Running

    /// Runs `command` (paths as the sandbox sees them) with `input` on its standard input.
    /// `user` is the sandbox's own by default; the compiler runs share one, so that what one compile
    /// adds to the shared module cache the next can read and extend.
    public func run(
        _ command: [String], workspace: Workspace, mounts: [Mount], input: Data,
        limits: SandboxLimits, user fixedUser: UInt32? = nil,
        environment extraEnvironment: [String: String] = [:]
    ) -> SandboxRun {
        let started = Date()
        let user = fixedUser ?? Self.nextUser()
        let outputs = FileManager.default.temporaryDirectory.appendingPathComponent("doctool-sandbox-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: outputs) }
        do {
            // Readable by root alone: the sandbox's user gets these files only as its descriptors 1 and 2.
            try FileManager.default.createDirectory(
                at: outputs, withIntermediateDirectories: false,
                attributes: [.posixPermissions: 0o700])
        } catch {
            return SandboxRun(
                failure: "cannot make a folder for the sandbox's output: \(error.localizedDescription)", since: started)
        }
        var cgroup: SandboxCgroup?
        let launch: [String]
        var environment = Self.environment
        var directory: URL?
        switch isolation {
        case .namespaces:
            cgroup = SandboxCgroup.make(name: outputs.lastPathComponent, limits: limits)
            if case .folder(let folder) = workspace { Self.chown(folder, to: user) }
            let root = outputs.appendingPathComponent("root")
            try? FileManager.default.createDirectory(at: root, withIntermediateDirectories: false)
            guard let launcher = self.launcher else {
                return SandboxRun(
                    failure: "the sandbox launcher (\(Self.launcherName)) is not in \(sharedFolders.map(\.path))", since: started)
            }
            launch =
                [launcher.path]
                + launcherArguments(
                    root: root.path, user: user, workspace: workspace, mounts: mounts,
                    limits: limits, cgroup: cgroup, command: command,
                    environment: extraEnvironment)
            environment = [:]
        case .none:
            // No cgroup here: the memory limit is the address-space rlimit; the process count is the user's own.
            let limitsArguments = Self.rlimitArguments(limits, memory: true, processes: false)
            launch = Tools.path("prlimit").map { [$0] + limitsArguments + ["--"] + command } ?? command
            switch workspace {
            case .folder(let folder): directory = folder
            case .scratch:
                let scratch = outputs.appendingPathComponent("scratch")
                try? FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: false)
                directory = scratch
            }
            environment["HOME"] = directory!.path
            environment["TMPDIR"] = directory!.path
        }
        var run = execute(
            launch, environment: environment, directory: directory, input: input, outputs: outputs,
            wallSeconds: limits.wallSeconds)
        run.seconds = Date().timeIntervalSince(started)
        if var group = cgroup {
            if group.limitsProcesses && group.processLimitWasHit { run.limitHit = .processes }
            if group.limitsMemory && group.memoryLimitWasHit { run.limitHit = .memory }
            group.remove()
        }
        if case .folder(let folder) = workspace, isolation == .namespaces { Self.chown(folder, to: 0) }
        if run.limitHit == nil, run.signal == SIGXCPU { run.limitHit = .cpu }
        if run.limitHit == nil, run.signal == SIGXFSZ { run.limitHit = .outputSize }
        return run
    }

    /// Starts `launch`, feeds it `input`, and kills it at the wall-clock limit.
    private func execute(
        _ launch: [String], environment: [String: String], directory: URL?, input: Data, outputs: URL,
        wallSeconds: Double
    ) -> SandboxRun {
        let stdoutFile = outputs.appendingPathComponent("out"), stderrFile = outputs.appendingPathComponent("err")
        guard FileManager.default.createFile(atPath: stdoutFile.path, contents: nil),
            FileManager.default.createFile(atPath: stderrFile.path, contents: nil),
            let output = try? FileHandle(forWritingTo: stdoutFile), let errors = try? FileHandle(forWritingTo: stderrFile)
        else {
            return SandboxRun(failure: "cannot create the sandbox's output files", since: Date())
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: launch[0])
        process.arguments = Array(launch.dropFirst())
        process.environment = environment
        if let directory { process.currentDirectoryURL = directory }
        let stdin = Pipe()
        process.standardInput = stdin
        process.standardOutput = output
        process.standardError = errors
        let finished = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in finished.signal() }
        do { try process.run() } catch {
            return SandboxRun(failure: "cannot start \(launch[0]): \(error.localizedDescription)", since: Date())
        }
        // The input is small (a key); a command that never reads it must not block us, so errors are ignored.
        // A command that has already exited closed the pipe: the write must fail with EPIPE, not raise
        // SIGPIPE, whose default action ends doctool (or the test process) itself.
        Self.brokenPipesAreErrors
        try? stdin.fileHandleForWriting.write(contentsOf: input)
        try? stdin.fileHandleForWriting.close()
        var timedOut = false
        if finished.wait(timeout: .now() + wallSeconds) == .timedOut {
            timedOut = true
            // The launcher's death takes the namespace's first process with it (its parent-death
            // signal), and with it every process of the namespace.
            kill(process.processIdentifier, SIGKILL)
            finished.wait()
        }
        try? output.close()
        try? errors.close()
        var run = SandboxRun(
            exitStatus: nil, signal: nil, standardOutput: Self.readBounded(stdoutFile),
            standardError: Self.readBounded(stderrFile), seconds: 0, limitHit: timedOut ? .wallClock : nil)
        run.refusals = Self.refusals(in: stderrFile)
        if process.terminationReason == .uncaughtSignal {
            run.signal = process.terminationStatus
        } else if isolation == .namespaces && process.terminationStatus > 128 && process.terminationStatus < 128 + 65 {
            // The namespace's first process reports a command killed by signal N as 128 + N, as a shell does.
            run.signal = process.terminationStatus - 128
        } else {
            run.exitStatus = process.terminationStatus
        }
        if isolation == .namespaces, let errorText = String(data: run.standardError.suffix(256), encoding: .utf8),
            let marker = errorText.range(of: Self.leftoverMarker, options: .backwards)
        {
            let count = errorText[marker.upperBound...].prefix { $0 == " " || $0.isNumber }
            run.leftProcesses = Int(count.trimmingCharacters(in: .whitespaces)) ?? 0
        }
        if isolation == .namespaces, run.exitStatus == Self.setupFailureStatus,
            String(decoding: run.standardError, as: UTF8.self).contains(Self.setupFailureMarker)
        {
            run.setupFailed = true
        }
        return run
    }

    // MARK: - The namespace's set-up

    /// The arguments of `doctool-sandbox` (Sources/DoctoolSandbox/main.c), which makes the namespaces,
    /// joins the cgroups, builds the root, and runs the command as the sandbox's user.
    func launcherArguments(
        root: String, user: UInt32, workspace: Workspace, mounts: [Mount], limits: SandboxLimits,
        cgroup: SandboxCgroup?, command: [String], environment extraEnvironment: [String: String] = [:]
    ) -> [String] {
        var arguments = ["--root", root, "--user", String(user), "--left-marker", Self.leftoverMarker]
        for file in cgroup?.procsFiles ?? [] { arguments += ["--cgroup-procs", file] }
        // `/bin`, `/lib`… are links into /usr on a merged-/usr system, folders elsewhere.
        var binds: [(host: String, inside: String, writable: Bool)] = [("/usr", "/usr", false)]
        for top in ["bin", "sbin", "lib", "lib32", "lib64", "libx32"] {
            let path = "/" + top
            if let target = try? FileManager.default.destinationOfSymbolicLink(atPath: path) {
                arguments += ["--link", target, top]
            } else if FileManager.default.fileExists(atPath: path + "/.") {
                binds.append((path, path, false))
            }
        }
        for folder in sharedFolders where !folder.path.hasPrefix("/usr/") {
            binds.append((folder.resolvingSymlinksInPath().path, folder.path, false))
        }
        for mount in mounts { binds.append((mount.host.path, mount.inside, mount.writable)) }
        switch workspace {
        case .folder(let folder): arguments += ["--workspace-folder", folder.path]
        case .scratch(let bytes): arguments += ["--workspace-scratch", String(bytes)]
        }
        for bind in binds { arguments += [bind.writable ? "--bind-rw" : "--bind", bind.host, bind.inside] }
        for limit in Self.rlimits(limits, memory: cgroup?.limitsMemory != true, processes: cgroup?.limitsProcesses != true) {
            arguments += ["--rlimit", limit.name, String(limit.soft), String(limit.hard)]
        }
        let environment = Self.environment.merging(["HOME": Self.workspacePath, "TMPDIR": Self.workspacePath]) { _, new in new }
            .merging(extraEnvironment) { _, new in new }
        for name in environment.keys.sorted() { arguments += ["--env", "\(name)=\(environment[name]!)"] }
        return arguments + ["--"] + command
    }

    // MARK: - Helpers

    /// The rlimits for `limits`: CPU (soft, then hard two seconds later), no core files, the output size;
    /// and, where no cgroup limits them, the address space (never below 2 GiB, which the Swift runtime
    /// reserves) and the process count.
    static func rlimits(_ limits: SandboxLimits, memory: Bool, processes: Bool) -> [(name: String, soft: Int, hard: Int)] {
        var values = [
            ("cpu", limits.cpuSeconds, limits.cpuSeconds + 2), ("core", 0, 0), ("fsize", outputFileBytes, outputFileBytes)
        ]
        if memory { values.append(("as", max(limits.memoryBytes, 2 << 30), max(limits.memoryBytes, 2 << 30))) }
        if processes { values.append(("nproc", limits.processes, limits.processes)) }
        return values.map { (name: $0.0, soft: $0.1, hard: $0.2) }
    }

    /// The same limits as `prlimit` options (the unconfined mode).
    static func rlimitArguments(_ limits: SandboxLimits, memory: Bool, processes: Bool) -> [String] {
        rlimits(limits, memory: memory, processes: processes).map {
            $0.soft == $0.hard ? "--\($0.name)=\($0.soft)" : "--\($0.name)=\($0.soft):\($0.hard)"
        }
    }

    /// Ignores SIGPIPE for the process, once: writes to a closed pipe then return EPIPE.
    private static let brokenPipesAreErrors: Void = { _ = signal(SIGPIPE, SIG_IGN) }()

    /// The whole environment a sandboxed command gets: nothing is inherited, so no token leaks in.
    static let environment: [String: String] = [
        "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8", "TZ": "UTC",
        // A crash names the page line it happened at: the runtime's backtracer, on the crashed thread only and
        // with fast symbolication (about 60 ms here; full symbolication took seconds), reads the line tables
        // the compiler writes (`-gline-tables-only`), which `#sourceLocation` points at the page.
        "SWIFT_BACKTRACE": "enable=yes,interactive=no,color=no,symbolicate=fast,format=text,limit=24,top=0,"
            + "registers=none,images=none,threads=crashed,sanitize=yes"
    ]

    /// The largest file a sandboxed command may write (its output included): RLIMIT_FSIZE.
    static let outputFileBytes = 64 << 20
    /// How much of each output stream is read back.
    static let readBackBytes = 1 << 20

    static func readBounded(_ url: URL) -> Data {
        guard let handle = try? FileHandle(forReadingFrom: url) else { return Data() }
        defer { try? handle.close() }
        let size = (try? handle.seekToEnd()) ?? 0
        // The end holds what matters (the report, the crash message).
        try? handle.seek(toOffset: size > UInt64(readBackBytes) ? size - UInt64(readBackBytes) : 0)
        return (try? handle.readToEnd()) ?? Data()
    }

    /// What the preloaded audit library (CSandboxAudit) wrote of the calls the sandbox refused, from
    /// anywhere in the error output (a flood after them cannot push them out), the first 20.
    static func refusals(in url: URL) -> [String] {
        guard let data = try? Data(contentsOf: url), !data.isEmpty else { return [] }
        let marker = Array(refusalMarker.utf8)
        var found: [String] = []
        for line in data.split(separator: 0x0A) where line.starts(with: marker) {
            found.append(String(decoding: line.dropFirst(marker.count), as: UTF8.self).trimmingCharacters(in: .whitespaces))
            if found.count == 20 { break }
        }
        return found
    }

    /// What starts each line the audit library writes.
    static let refusalMarker = "doctool-sandbox-forbidden:"

    /// The user every compiler run is: the owner of the module cache.
    public static let compilerUser: UInt32 = 1_899_999_999

    /// A user id of its own for each sandbox alive at once, far above any real account, so a
    /// per-user limit (RLIMIT_NPROC) counts one sandbox's processes only.
    static func nextUser() -> UInt32 {
        userLock.lock()
        defer { userLock.unlock() }
        userCounter = (userCounter + 1) % 100_000
        return 1_900_000_000 + UInt32(userCounter)
    }
    private static let userLock = NSLock()
    nonisolated(unsafe) private static var userCounter = Int(getpid() % 1000) * 100

    /// Hands a build folder and everything in it to `user` (the compiler writes there) and back to root.
    static func chown(_ folder: URL, to user: UInt32) {
        Glibc.chown(folder.path, user, user)
        guard let walker = FileManager.default.enumerator(atPath: folder.path) else { return }
        for case let name as String in walker { lchown(folder.path + "/" + name, user, user) }
    }
}

/// Looks up the system tools the sandbox is made with.
enum Tools {
    static func path(_ name: String) -> String? {
        for directory in ["/usr/bin", "/usr/sbin", "/bin", "/sbin"] {
            let candidate = directory + "/" + name
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }
}
