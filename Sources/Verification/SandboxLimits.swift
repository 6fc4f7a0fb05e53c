/// What one sandboxed process tree may use. Every limit covers the whole tree, including what the
/// sample forks: the wall clock ends the sandbox's PID namespace, the process and memory limits are
/// a cgroup's (with per-process rlimits as the fallback where no cgroup can be made), and the CPU
/// limit is a cgroup quota of one core (so the tree's CPU time is at most its wall time) plus each
/// process's own RLIMIT_CPU.
public struct SandboxLimits: Sendable, Hashable {
    /// Wall-clock seconds before the whole tree is killed.
    public var wallSeconds: Double
    /// CPU seconds any one process of the tree may use (RLIMIT_CPU, soft).
    public var cpuSeconds: Int
    /// Bytes of memory the tree may hold at once.
    public var memoryBytes: Int
    /// Processes and threads the tree may hold at once.
    public var processes: Int

    public init(wallSeconds: Double, cpuSeconds: Int, memoryBytes: Int, processes: Int) {
        self.wallSeconds = wallSeconds
        self.cpuSeconds = cpuSeconds
        self.memoryBytes = memoryBytes
        self.processes = processes
    }

    /// A scenario program: the engine is single-threaded, but Foundation and Dispatch start a few threads.
    public static func program(wallSeconds: Double, memoryBytes: Int = 1 << 30) -> SandboxLimits {
        // The CPU limit is a backstop behind the wall clock: at exactly the timeout the two raced and a
        // loop killed by the kernel's limit was reported as a crash, so the soft limit comes later.
        SandboxLimits(
            wallSeconds: wallSeconds, cpuSeconds: Int((2 * wallSeconds).rounded(.up)) + 1,
            memoryBytes: memoryBytes, processes: 64)
    }

    /// One `swiftc` run: the driver, its frontend, clang and the linker. A batch of every scenario of the
    /// shipped corpus takes about 10 s and 1.2 GB; the limits leave room for corpora a few times larger.
    public static let compiler = SandboxLimits(wallSeconds: 600, cpuSeconds: 900, memoryBytes: 6 << 30, processes: 256)
}
