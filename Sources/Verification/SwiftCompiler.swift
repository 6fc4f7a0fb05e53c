import Foundation

/// One compiler message, at the file and line `#sourceLocation` mapped it to (the page, or the scenario).
public struct CompilerDiagnostic: Hashable, Codable, Sendable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var column: Int
    public var severity: String
    public var message: String
    public var description: String { "\(file):\(line):\(column): \(severity): \(message)" }
}

/// The outcome of one `swiftc` run.
public struct CompileResult: Sendable {
    public var succeeded: Bool
    public var diagnostics: [CompilerDiagnostic]
    public var output: String
    public var seconds: Double
}

/// Runs `swiftc` on assembled scenario sources.
public struct SwiftCompiler: Sendable {
    public var toolchain: EngineToolchain

    public init(toolchain: EngineToolchain) { self.toolchain = toolchain }

    /// Compiles `scenarios` and their entry point into one executable in `directory`.
    public func compile(_ scenarios: [AssembledScenario], in directory: URL, name: String) throws -> (program: URL, result: CompileResult) {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        var sources: [URL] = []
        for assembled in scenarios {
            let file = directory.appendingPathComponent(ProgramAssembler.namespace(of: assembled) + ".swift")
            try assembled.source.write(to: file, atomically: true, encoding: .utf8)
            sources.append(file)
        }
        let main = directory.appendingPathComponent("main.swift")
        try ProgramAssembler.mainSource(for: scenarios).write(to: main, atomically: true, encoding: .utf8)
        sources.append(main)
        let program = directory.appendingPathComponent(name)
        let started = Date()
        let process = Process()
        process.executableURL = toolchain.swiftc
        process.arguments = toolchain.compilerArguments(sources: sources, output: program, moduleName: "Samples")
        process.currentDirectoryURL = directory
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let output = String(decoding: data, as: UTF8.self)
        let result = CompileResult(succeeded: process.terminationStatus == 0, diagnostics: Self.parseDiagnostics(output),
                                   output: output, seconds: Date().timeIntervalSince(started))
        return (program, result)
    }

    /// `file:line:col: error: message` lines (the notes and source excerpts swiftc prints are skipped).
    static func parseDiagnostics(_ output: String) -> [CompilerDiagnostic] {
        var diagnostics: [CompilerDiagnostic] = []
        for line in output.split(separator: "\n") {
            let parts = line.split(separator: ":", maxSplits: 4, omittingEmptySubsequences: false)
            guard parts.count == 5, let number = Int(parts[1]), let column = Int(parts[2]) else { continue }
            let severity = parts[3].trimmingCharacters(in: .whitespaces)
            guard severity == "error" || severity == "warning" else { continue }
            let diagnostic = CompilerDiagnostic(file: String(parts[0]), line: number, column: column, severity: severity,
                                                message: parts[4].trimmingCharacters(in: .whitespaces))
            if !diagnostics.contains(diagnostic) { diagnostics.append(diagnostic) }
        }
        return diagnostics
    }
}
