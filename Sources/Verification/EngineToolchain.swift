import Foundation

/// Where the Swift compiler and the built engine are, and the flags that compile a sample against it.
public struct EngineToolchain: Sendable {
    /// The `swiftc` executable.
    public var swiftc: URL
    /// The build products folder holding `libHeadlessEngine.so` and `Modules/`.
    public var productsDirectory: URL

    public init(swiftc: URL, productsDirectory: URL) {
        self.swiftc = swiftc
        self.productsDirectory = productsDirectory
    }

    /// The names sample code imports, each with the engine module it resolves to (in this order on the command line).
    static let moduleAliases: [(imported: String, engine: String)] = [
        ("UIKit", "HeadlessUIKit"), ("SnapKit", "HeadlessSnapKit"), ("QuartzCore", "HeadlessQuartzCore"),
        ("CoreGraphics", "HeadlessCoreGraphics")
    ]
    /// The module every scenario program imports besides the aliased ones.
    static let supportModule = "ScenarioSupport"

    /// `import UIKit`, `import SnapKit`, `import QuartzCore` and `import CoreGraphics` in sample code resolve to
    /// the engine's modules.
    public func compilerArguments(sources: [String], output: String, moduleName: String) -> [String] {
        let products = productsDirectory.path
        var arguments = ["-swift-version", "5", "-Onone", "-module-name", moduleName]
        arguments += Self.moduleAliases.flatMap { ["-module-alias", "\($0.imported)=\($0.engine)"] }
        arguments += [
            "-I", products + "/Modules", "-L", products, "-lHeadlessEngine",
            "-Xlinker", "-rpath", "-Xlinker", products,
            "-suppress-warnings", "-wmo", "-gline-tables-only", "-o", output
        ]
        arguments += sources
        return arguments
    }

    /// The library preloaded into sandboxed programs to report what the sandbox refused them.
    static let auditLibraryName = "libDoctoolSandboxAudit.so"
    public var auditLibrary: URL { productsDirectory.appendingPathComponent(Self.auditLibraryName) }

    /// The folders a sandboxed compiler and program need to see: the toolchain (the compiler, the Swift
    /// runtime libraries) and the engine's build products (its modules and shared library).
    public var sharedFolders: [URL] {
        // …/usr/bin/swiftc: the toolchain is the folder holding `usr`.
        let toolchainRoot = swiftc.resolvingSymlinksInPath().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        // A toolchain installed in /usr is inside the /usr every sandbox sees already.
        return toolchainRoot.path == "/" ? [productsDirectory] : [toolchainRoot, productsDirectory]
    }

    /// Finds swiftc on PATH (or `$SWIFTC`) and the engine next to the running executable (or in
    /// `$DOCTOOL_ENGINE_PRODUCTS`); builds the engine library with SwiftPM when it is missing.
    public static func locate(packageRoot: URL?) throws -> EngineToolchain {
        let environment = ProcessInfo.processInfo.environment
        guard let swiftc = findExecutable("swiftc", override: environment["SWIFTC"]) else {
            throw VerificationError("swiftc not found on PATH; set SWIFTC to the Swift compiler")
        }
        var candidates: [URL] = []
        if let products = environment["DOCTOOL_ENGINE_PRODUCTS"] { candidates.append(URL(fileURLWithPath: products)) }
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        candidates.append(executable.deletingLastPathComponent())
        if let root = packageRoot { candidates.append(root.appendingPathComponent(".build/debug")) }
        for directory in candidates where isEngineBuilt(in: directory) && !isStale(directory) {
            return EngineToolchain(swiftc: swiftc, productsDirectory: directory)
        }
        guard let root = packageRoot ?? findPackageRoot(from: executable) else {
            throw VerificationError(
                "the engine library (libHeadlessEngine.so) is not built and no Package.swift was found; run `swift build --product HeadlessEngine` in the package, or set DOCTOOL_ENGINE_PRODUCTS to the folder holding a built engine"
            )
        }
        try buildEngine(packageRoot: root)
        let products = root.appendingPathComponent(".build/debug")
        guard isEngineBuilt(in: products) else {
            throw VerificationError(
                "`swift build --product HeadlessEngine` did not produce \(products.path)/libHeadlessEngine.so")
        }
        return EngineToolchain(swiftc: swiftc, productsDirectory: products)
    }

    static func isEngineBuilt(in directory: URL) -> Bool {
        let manager = FileManager.default
        return manager.fileExists(atPath: directory.appendingPathComponent("libHeadlessEngine.so").path)
            && manager.fileExists(atPath: directory.appendingPathComponent("Modules/HeadlessUIKit.swiftmodule").path)
            && manager.fileExists(atPath: directory.appendingPathComponent("Modules/ScenarioSupport.swiftmodule").path)
            && manager.fileExists(atPath: directory.appendingPathComponent(auditLibraryName).path)
            && manager.isExecutableFile(atPath: directory.appendingPathComponent(Sandbox.launcherName).path)
    }

    /// True when an engine target was recompiled after the shared library was linked (`swift build`
    /// of doctool alone refreshes the engine's object files, not the library), so sample code would
    /// run against old engine code.
    static func isStale(_ directory: URL) -> Bool {
        let manager = FileManager.default
        func modified(_ url: URL) -> Date {
            ((try? manager.attributesOfItem(atPath: url.path))?[.modificationDate] as? Date) ?? .distantPast
        }
        let library = modified(directory.appendingPathComponent("libHeadlessEngine.so"))
        for target in ["PhysicsCore", "HeadlessUIKit", "HeadlessSnapKit", "ScenarioSupport", "ReportSeal"] {
            let objects = directory.appendingPathComponent("\(target).build")
            guard let files = try? manager.contentsOfDirectory(at: objects, includingPropertiesForKeys: nil) else { continue }
            if files.contains(where: { $0.pathExtension == "o" && modified($0) > library }) { return true }
        }
        return false
    }

    static func findExecutable(_ name: String, override: String?) -> URL? {
        if let override, FileManager.default.isExecutableFile(atPath: override) { return URL(fileURLWithPath: override) }
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for directory in path.split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return nil
    }

    static func findPackageRoot(from start: URL) -> URL? {
        var directory = start.deletingLastPathComponent()
        while directory.path != "/" {
            if FileManager.default.fileExists(atPath: directory.appendingPathComponent("Package.swift").path) { return directory }
            directory = directory.deletingLastPathComponent()
        }
        return nil
    }

    static func buildEngine(packageRoot: URL) throws {
        guard let swift = findExecutable("swift", override: nil) else { throw VerificationError("swift not found on PATH") }
        for product in ["HeadlessEngine", "DoctoolSandboxAudit", Sandbox.launcherName] {
            let process = Process()
            process.executableURL = swift
            process.arguments = ["build", "--product", product, "--package-path", packageRoot.path]
            process.standardOutput = FileHandle.nullDevice
            let errors = Pipe()
            process.standardError = errors
            try process.run()
            let message = errors.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            guard process.terminationStatus == 0 else {
                throw VerificationError("building the engine (\(product)) failed: \(String(decoding: message, as: UTF8.self))")
            }
        }
    }
}

/// A failure of verification itself (not of a sample).
public struct VerificationError: Error, CustomStringConvertible, Sendable {
    public var description: String
    public init(_ description: String) { self.description = description }
}
