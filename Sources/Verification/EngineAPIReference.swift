import Foundation

/// The engine's public types and their members, read from the compiler's symbol graph of a module
/// (`swift-symbolgraph-extract`), so the list is what a sample can actually call, never a hand-kept one.
///
/// Design: the symbol graph is the compiler's own account of the module's public interface (access
/// levels, nesting, overloads resolved), which a scan of the sources would have to reimplement. It
/// needs the module built; extraction takes under a second and is deterministic for given sources.
/// Members inherited from a superclass or a protocol's default implementation are left out
/// (`-skip-synthesized-members`): each type lists what it declares, overrides included.
public struct EngineAPIReference: Codable, Equatable, Sendable {
    /// One type: a class, struct, enum or protocol of the module, or a type of another module it extends.
    public struct Entry: Codable, Equatable, Sendable {
        /// The dotted name, nested types included (`UIStackView.Distribution`).
        public var type: String
        /// `class`, `struct`, `enum`, `protocol`, `typealias`, `extension (Foundation)`, or `global`.
        public var kind: String
        /// How many distinct member names (overloads of one name count once).
        public var memberCount: Int
        /// The member names, sorted: `name`, `method(_:with:)`, `init(frame:)`, `static shared`, `case fill`.
        public var members: [String]
    }

    /// The module read.
    public var module: String
    /// Every type, sorted by name.
    public var types: [Entry]

    /// The name of the row holding the module's free functions and variables.
    static let globalRow = "(global functions and variables)"

    // MARK: - Reading symbol graphs

    private struct SymbolGraph: Decodable {
        struct Symbol: Decodable {
            struct Kind: Decodable { let identifier: String }
            struct Names: Decodable { let title: String }
            let kind: Kind
            /// The names from the module down (`UIStackView`, `Alignment`, `center`); the last is the member's.
            let pathComponents: [String]
            let names: Names
        }
        let symbols: [Symbol]
    }

    /// The kinds that are types, and the word the table shows for each.
    private static let typeKinds: [String: String] = [
        "swift.class": "class", "swift.struct": "struct", "swift.enum": "enum",
        "swift.protocol": "protocol", "swift.typealias": "typealias"
    ]

    /// Builds the reference from the module's symbol graph and the graphs of its extensions to other
    /// modules (`extensions`: the extended module's name and its graph).
    public static func read(module: String, graph: Data, extensions: [(module: String, graph: Data)]) throws -> EngineAPIReference
    {
        var kinds: [String: String] = [:]
        var members: [String: Set<String>] = [:]
        let decoder = JSONDecoder()
        let sources = [(module, graph)] + extensions.map { ($0.module, $0.graph) }
        for (owner, data) in sources {
            let symbols = try decoder.decode(SymbolGraph.self, from: data).symbols
            for symbol in symbols {
                let path = symbol.pathComponents.joined(separator: ".")
                // Every type in these graphs is the module's own (a nested one may sit in another module's type).
                if let kind = typeKinds[symbol.kind.identifier] {
                    kinds[path] = kind
                    members[path, default: []].formUnion([])
                    continue
                }
                let parent = symbol.pathComponents.count > 1 ? symbol.pathComponents.dropLast().joined(separator: ".") : globalRow
                if parent == globalRow { kinds[parent] = "global" }
                if owner != module, kinds[parent] == nil { kinds[parent] = "extension (\(owner))" }
                members[parent, default: []].insert(
                    memberName(symbol.kind.identifier, symbol.pathComponents.last ?? symbol.names.title))
            }
        }
        let entries = members.keys.sorted().map { type -> Entry in
            let names = members[type, default: []].sorted()
            return Entry(type: type, kind: kinds[type] ?? "extension", memberCount: names.count, members: names)
        }
        return EngineAPIReference(module: module, types: entries)
    }

    /// `case x`, `static x`, or the title as it is.
    private static func memberName(_ kind: String, _ title: String) -> String {
        switch kind {
        case "swift.enum.case": return "case " + title
        case "swift.type.property", "swift.type.method", "swift.type.subscript": return "static " + title
        default: return title
        }
    }

    // MARK: - Extracting

    /// Runs `swift-symbolgraph-extract` (next to `toolchain.swiftc`) on `module` in the engine's
    /// built modules and reads the result.
    public static func extract(toolchain: EngineToolchain, module: String = "HeadlessUIKit") throws -> EngineAPIReference {
        let tool = toolchain.swiftc.resolvingSymlinksInPath().deletingLastPathComponent()
            .appendingPathComponent("swift-symbolgraph-extract")
        guard FileManager.default.isExecutableFile(atPath: tool.path) else {
            throw VerificationError(
                "swift-symbolgraph-extract not found next to \(toolchain.swiftc.path); it ships with the Swift toolchain")
        }
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("doctool-symbols-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: output) }
        let process = Process()
        process.executableURL = tool
        process.arguments = [
            "-module-name", module, "-I", toolchain.productsDirectory.appendingPathComponent("Modules").path,
            "-target", targetTriple, "-minimum-access-level", "public", "-skip-synthesized-members",
            "-output-dir", output.path
        ]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let message = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw VerificationError("swift-symbolgraph-extract failed on \(module): \(String(decoding: message, as: UTF8.self))")
        }
        let graph = try Data(contentsOf: output.appendingPathComponent("\(module).symbols.json"))
        let prefix = module + "@", suffix = ".symbols.json"
        let names = try FileManager.default.contentsOfDirectory(atPath: output.path)
            .filter { $0.hasPrefix(prefix) && $0.hasSuffix(suffix) }.sorted()
        let extensions = try names.map { name in
            (
                module: String(name.dropFirst(prefix.count).dropLast(suffix.count)),
                graph: try Data(contentsOf: output.appendingPathComponent(name))
            )
        }
        return try read(module: module, graph: graph, extensions: extensions)
    }

    /// The triple the engine was built for (this process's own platform).
    static var targetTriple: String {
        #if arch(arm64)
            return "aarch64-unknown-linux-gnu"
        #else
            return "x86_64-unknown-linux-gnu"
        #endif
    }

    // MARK: - Writing

    /// The Markdown table: one row per type, with its kind, member count and members.
    public func markdown() -> String {
        let total = types.reduce(0) { $0 + $1.memberCount }
        var lines = [
            "# The engine's supported API (\(module))",
            "",
            "Generated by `doctool engine --apis` from the compiler's symbol graph of the `\(module)` module;",
            "do not edit by hand. After changing the engine's public API, run",
            "`swift build --product HeadlessEngine && swift run doctool engine --apis > Sources/HeadlessUIKit/README-APIS.md`",
            "(a test fails while this file is out of date). Members inherited from a superclass are listed",
            "under the type that declares them; overloads of one name count once.",
            "",
            "\(types.count) types, \(total) public members.",
            "",
            "| Type | Kind | Members | Public members |",
            "|---|---|---:|---|"
        ]
        for entry in types {
            let names = entry.members.map { "`" + $0.replacingOccurrences(of: "|", with: "\\|") + "`" }.joined(separator: ", ")
            lines.append("| `\(entry.type)` | \(entry.kind) | \(entry.memberCount) | \(names) |")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The reference as JSON, keys sorted.
    public func json() throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(self), as: UTF8.self) + "\n"
    }
}
