import Foundation
#if canImport(Glibc)
    import Glibc
#endif

/// The control groups one sandbox runs in: a process limit (pids) and a memory limit for the whole
/// tree, and a CPU quota of one core. Both layouts are handled: cgroup v1 (one hierarchy per
/// controller, as on this project's machines) and v2 (one unified hierarchy). Made only by root; a
/// controller that cannot be used is left out, and the sandbox falls back to rlimits for it.
struct SandboxCgroup {
    /// The folders made for this run, one per hierarchy used.
    private(set) var folders: [URL] = []
    /// The `cgroup.procs` files the sandbox's first process writes itself into.
    var procsFiles: [String] { folders.map { $0.appendingPathComponent("cgroup.procs").path } }
    private(set) var limitsProcesses = false
    private(set) var limitsMemory = false
    private var layout: Layout

    enum Layout { case v1, v2 }

    static let root = "/sys/fs/cgroup"

    /// Makes the groups for run `name` with `limits`; nil when no controller can be used here.
    static func make(name: String, limits: SandboxLimits) -> SandboxCgroup? {
        let manager = FileManager.default
        guard getuid() == 0 else { return nil }
        if manager.fileExists(atPath: root + "/pids/cgroup.procs") || manager.fileExists(atPath: root + "/memory/cgroup.procs") {
            var group = SandboxCgroup(layout: .v1)
            if let pids = group.makeFolder(root + "/pids/doctool", name),
                write(String(limits.processes), to: pids, "pids.max")
            {
                group.limitsProcesses = true
            }
            if let memory = group.makeFolder(root + "/memory/doctool", name),
                write(String(limits.memoryBytes), to: memory, "memory.limit_in_bytes")
            {
                // Without swap accounting a tree could page out past the limit where swap exists.
                _ = write(String(limits.memoryBytes), to: memory, "memory.memsw.limit_in_bytes")
                group.limitsMemory = true
            }
            if let cpu = group.makeFolder(root + "/cpu/doctool", name) {
                _ = write("100000", to: cpu, "cpu.cfs_period_us") && write("100000", to: cpu, "cpu.cfs_quota_us")
            }
            return group.folders.isEmpty ? nil : group
        }
        guard let controllers = try? String(contentsOfFile: root + "/cgroup.controllers", encoding: .utf8) else { return nil }
        let available = Set(controllers.split(whereSeparator: \.isWhitespace).map(String.init))
        guard available.contains("pids") || available.contains("memory") else { return nil }
        var group = SandboxCgroup(layout: .v2)
        let parent = URL(fileURLWithPath: root + "/doctool")
        try? manager.createDirectory(at: parent, withIntermediateDirectories: true)
        // A v2 group's controllers are those its parent hands down.
        _ = write("+pids +memory +cpu", to: URL(fileURLWithPath: root), "cgroup.subtree_control")
        _ = write("+pids +memory +cpu", to: parent, "cgroup.subtree_control")
        guard let folder = group.makeFolder(parent.path, name) else { return nil }
        group.limitsProcesses = write(String(limits.processes), to: folder, "pids.max")
        group.limitsMemory = write(String(limits.memoryBytes), to: folder, "memory.max")
        _ = write("0", to: folder, "memory.swap.max")
        _ = write("100000 100000", to: folder, "cpu.max")
        guard group.limitsProcesses || group.limitsMemory else { group.remove(); return nil }
        return group
    }

    private init(layout: Layout) { self.layout = layout }

    private mutating func makeFolder(_ parent: String, _ name: String) -> URL? {
        let folder = URL(fileURLWithPath: parent).appendingPathComponent(name)
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            return nil
        }
        folders.append(folder)
        return folder
    }

    private static func write(_ value: String, to folder: URL, _ file: String) -> Bool {
        let path = folder.appendingPathComponent(file).path
        let descriptor = open(path, O_WRONLY)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        let bytes = Array(value.utf8)
        return bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) } == bytes.count
    }

    // MARK: - Reading what happened

    /// Whether a fork was refused because the tree held its limit of processes.
    var processLimitWasHit: Bool {
        counter(in: "pids.events", key: "max") > 0
    }

    /// Whether the kernel killed a process of the tree for exceeding the memory limit.
    var memoryLimitWasHit: Bool {
        switch layout {
        case .v1: return counter(in: "memory.oom_control", key: "oom_kill") > 0
        case .v2: return counter(in: "memory.events", key: "oom_kill") > 0 || counter(in: "memory.events", key: "max") > 0
        }
    }

    private func counter(in file: String, key: String) -> Int {
        for folder in folders {
            guard let text = try? String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8) else { continue }
            for line in text.split(separator: "\n") {
                let fields = line.split(separator: " ")
                if fields.count == 2, fields[0] == key, let value = Int(fields[1]) { return value }
            }
        }
        return 0
    }

    /// The host PIDs still in the tree.
    var remainingProcesses: [pid_t] {
        var pids: Set<pid_t> = []
        for file in procsFiles {
            guard let text = try? String(contentsOfFile: file, encoding: .utf8) else { continue }
            for line in text.split(separator: "\n") { if let pid = pid_t(line) { pids.insert(pid) } }
        }
        return pids.sorted()
    }

    /// Kills whatever is left (the PID namespace's end normally has), then removes the groups.
    /// A group can only be removed once empty, and killed processes leave it a moment later.
    mutating func remove() {
        for attempt in 0..<200 {
            let left = remainingProcesses
            if left.isEmpty { break }
            for pid in left { kill(pid, SIGKILL) }
            usleep(attempt < 20 ? 1_000 : 10_000)
        }
        for folder in folders { rmdir(folder.path) }
        folders = []
    }
}
