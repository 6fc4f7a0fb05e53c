import DocumentModel
import Foundation
#if canImport(Glibc)
    import Glibc
#endif

/// One compiler message, at the file and line `#sourceLocation` mapped it to (the page, or the scenario).
public struct CompilerDiagnostic: Hashable, Codable, Sendable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var column: Int
    /// `error` or `warning` (swiftc's notes and remarks are not kept).
    public var severity: Diagnostic.Severity
    public var message: String
    public var description: String { "\(file):\(line):\(column): \(severity.rawValue): \(message)" }
}

/// The outcome of one `swiftc` run.
public struct CompileResult: Sendable {
    public var succeeded: Bool
    public var diagnostics: [CompilerDiagnostic]
    public var output: String
    public var seconds: Double
}

/// Runs `swiftc` on assembled scenario sources, in the sandbox: the sources are a stranger's, and the
/// compiler gets the same confinement, time and memory limits as the programs it builds.
public struct SwiftCompiler: Sendable {
    public var toolchain: EngineToolchain
    public var sandbox: Sandbox
    public var limits: SandboxLimits

    public init(
        toolchain: EngineToolchain, sandbox: Sandbox = Sandbox(isolation: .none, sharedFolders: []),
        limits: SandboxLimits = .compiler
    ) {
        self.toolchain = toolchain
        self.sandbox = sandbox
        self.limits = limits
    }

    /// Compiles `scenarios` and their entry point into one executable in `directory`.
    public func compile(_ scenarios: [AssembledScenario], in directory: URL, name: String) throws -> (
        program: URL, result: CompileResult
    ) {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        // The compiler sees the folder as the sandbox's workspace; unconfined, as itself.
        let inside = sandbox.isolation == .namespaces ? Sandbox.workspacePath : directory.path
        var sources: [String] = []
        for assembled in scenarios {
            let file = ProgramAssembler.namespace(of: assembled) + ".swift"
            try assembled.source.write(to: directory.appendingPathComponent(file), atomically: true, encoding: .utf8)
            sources.append(inside + "/" + file)
        }
        try ProgramAssembler.mainSource(for: scenarios).write(
            to: directory.appendingPathComponent("main.swift"),
            atomically: true, encoding: .utf8)
        sources.append(inside + "/main.swift")
        var arguments = toolchain.compilerArguments(sources: sources, output: inside + "/" + name, moduleName: "Samples")
        var mounts: [Sandbox.Mount] = []
        if sandbox.isolation == .namespaces, let cache = Self.moduleCache(for: toolchain) {
            // A fresh sandbox has no clang module cache: without this one every compile rebuilt Glibc's,
            // Foundation's and Dispatch's modules (about 0.8 s of CPU each). Only compilers write it, and
            // what they write comes from the system's headers, not from the sources compiled.
            arguments += ["-module-cache-path", cache.path]
            mounts.append(Sandbox.Mount(host: cache, inside: cache.path, writable: true))
        }
        let run = sandbox.run(
            [toolchain.swiftc.path] + arguments, workspace: .folder(directory), mounts: mounts, input: Data(),
            limits: limits, user: Sandbox.compilerUser)
        var output = String(decoding: run.standardOutput + run.standardError, as: UTF8.self)
        switch run.limitHit {
        case .wallClock: output += "\nswiftc was stopped after \(Int(limits.wallSeconds)) s (the compiler's time limit)"
        case .memory: output += "\nswiftc was stopped at the compiler's memory limit of \(limits.memoryBytes >> 20) MiB"
        case .cpu, .processes, .outputSize: output += "\nswiftc was stopped by the sandbox's \(run.limitHit!.rawValue) limit"
        case nil: break
        }
        let result = CompileResult(
            succeeded: run.exitStatus == 0 && run.limitHit == nil && !run.setupFailed,
            diagnostics: Self.parseDiagnostics(output), output: output, seconds: run.seconds)
        return (directory.appendingPathComponent(name), result)
    }

    /// The clang module cache sandboxed compiles share, beside the engine's build products (made and
    /// handed to the compiler user on first use); nil when it cannot be made.
    static func moduleCache(for toolchain: EngineToolchain) -> URL? {
        let cache = toolchain.productsDirectory.resolvingSymlinksInPath().appendingPathComponent("doctool-module-cache")
        var status = stat()
        if lstat(cache.path, &status) != 0 {
            guard mkdir(cache.path, 0o700) == 0 || errno == EEXIST else { return nil }
        } else if (status.st_mode & S_IFMT) != S_IFDIR {
            return nil  // a link or a file where the cache belongs: not ours to follow or replace
        }
        Sandbox.chown(cache, to: Sandbox.compilerUser)
        return cache
    }

    /// `file:line:col: error: message` lines (the notes and source excerpts swiftc prints are skipped).
    static func parseDiagnostics(_ output: String) -> [CompilerDiagnostic] {
        var diagnostics: [CompilerDiagnostic] = []
        for line in output.split(separator: "\n") {
            let parts = line.split(separator: ":", maxSplits: 4, omittingEmptySubsequences: false)
            guard parts.count == 5, let number = Int(parts[1]), let column = Int(parts[2]) else { continue }
            guard let severity = Diagnostic.Severity(rawValue: parts[3].trimmingCharacters(in: .whitespaces)),
                severity == .error || severity == .warning
            else { continue }
            let diagnostic = CompilerDiagnostic(
                file: String(parts[0]), line: number, column: column, severity: severity,
                message: parts[4].trimmingCharacters(in: .whitespaces))
            if !diagnostics.contains(diagnostic) { diagnostics.append(diagnostic) }
        }
        return diagnostics
    }
}
