// swift-tools-version:6.0
// doctool: ingest, align, search and verify multilingual tutorial corpora.
// Dependencies point one way (see README "Architecture"): the model depends only on libcrypto; the
// engine (PhysicsCore + HeadlessUIKit) depends on nothing of ours; the CLI depends on everything.
import PackageDescription

/// The engine mirrors UIKit, whose code is single-threaded main-thread code written in Swift 5
/// mode by every tutorial we verify; it is built in that mode so sample code compiles unchanged.
let engineSettings: [SwiftSetting] = [.swiftLanguageMode(.v5)]

let package = Package(
    name: "doctool",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "doctool", targets: ["doctool"]),
        // One shared library for the whole engine: `doctool verify` compiles sample code against it
        // with `-module-alias UIKit=HeadlessUIKit -module-alias SnapKit=HeadlessSnapKit`. One .so, so
        // sample code and the SnapKit layer see the same UIView class.
        .library(
            name: "HeadlessEngine", type: .dynamic,
            targets: ["HeadlessUIKit", "HeadlessSnapKit", "HeadlessQuartzCore", "HeadlessCoreGraphics", "ScenarioSupport"]),
        // Preloaded into sandboxed scenario programs only, to report what the sandbox refused them.
        .library(name: "DoctoolSandboxAudit", type: .dynamic, targets: ["CSandboxAudit"]),
        // Makes the namespaces sample code runs in (C, system calls only: see Sources/Verification/Sandbox.swift).
        .executable(name: "doctool-sandbox", targets: ["DoctoolSandbox"])
    ],
    targets: [
        // MARK: - C libraries from the system
        .systemLibrary(
            name: "CLibXML2", path: "Sources/CLibXML2", pkgConfig: "libxml-2.0",
            providers: [.apt(["libxml2-dev"])]),
        .systemLibrary(
            name: "CCrypto", path: "Sources/CCrypto", pkgConfig: "libcrypto",
            providers: [.apt(["libssl-dev"])]),
        .systemLibrary(
            name: "CSQLite", path: "Sources/CSQLite", pkgConfig: "sqlite3",
            providers: [.apt(["libsqlite3-dev"])]),
        .systemLibrary(name: "CStemmer", path: "Sources/CStemmer"),
        // UIImage(data:) decodes PNG with the system's libpng (the simplified API: no setjmp needed).
        .systemLibrary(
            name: "CLibPNG", path: "Sources/CLibPNG", pkgConfig: "libpng",
            providers: [.apt(["libpng-dev"])]),
        // Drawing and snapshots render with cairo (the runtime library only; the header is ours, as for libstemmer).
        .systemLibrary(name: "CCairo", path: "Sources/CCairo"),
        .target(
            name: "CWordBreak", path: "Sources/CWordBreak",
            linkerSettings: [.linkedLibrary("icuuc")]),
        // Our FTS5 ranking function (C, because FTS5 calls it through a C function pointer per row).
        .target(name: "CSearchRank", path: "Sources/CSearchRank", linkerSettings: [.linkedLibrary("sqlite3")]),

        // MARK: - Documents
        .target(name: "DocumentModel", dependencies: ["CCrypto"]),
        /// Swift and Objective-C tokens and keyword tables: the one reading of code's comments and literals.
        .target(name: "CodeLexer"),
        .target(name: "Ingestion", dependencies: ["DocumentModel", "CodeLexer", "CLibXML2"]),
        .target(name: "SampleAnalysis", dependencies: ["DocumentModel", "CodeLexer"]),
        .target(name: "Alignment", dependencies: ["DocumentModel", "CodeLexer"]),
        .target(
            name: "SearchIndex",
            dependencies: ["DocumentModel", "CSQLite", "CStemmer", "CWordBreak", "CSearchRank"]),
        .target(
            name: "Indexing",
            dependencies: ["DocumentModel", "Ingestion", "SampleAnalysis", "Alignment", "SearchIndex"]),

        // MARK: - Engine (a library that sample code links against as `UIKit`)
        .target(name: "PhysicsCore", swiftSettings: engineSettings),
        /// The box pile the benchmark and the tests share with the reference engines' scripts (as Box2D keeps
        /// its samples' scenes in `shared/`): not part of the engine sample code links against.
        // The seeded random numbers of generated test inputs and benchmark corpora: not part of any product.
        .target(name: "TestSupport"),
        .target(name: "EngineScenes", dependencies: ["PhysicsCore"], swiftSettings: engineSettings),
        .target(name: "HeadlessUIKit", dependencies: ["PhysicsCore", "CLibPNG", "CCairo"], swiftSettings: engineSettings),
        .target(name: "HeadlessSnapKit", dependencies: ["HeadlessUIKit"], swiftSettings: engineSettings),
        /// `import QuartzCore` and `import CoreGraphics` in sample code: modules that re-export the engine.
        .target(name: "HeadlessQuartzCore", dependencies: ["HeadlessUIKit"], swiftSettings: engineSettings),
        .target(name: "HeadlessCoreGraphics", dependencies: ["HeadlessUIKit"], swiftSettings: engineSettings),
        /// What a compiled scenario program links besides the engine: expectations and its main.
        .target(name: "ScenarioSupport", dependencies: ["HeadlessUIKit", "ReportSeal"], swiftSettings: engineSettings),
        /// Preloaded into scenario programs in the sandbox: reports refused writes and connections (no API).
        .target(name: "CSandboxAudit", path: "Sources/CSandboxAudit"),
        /// The sandbox launcher: one process makes what a script of thirty tool runs made (see main.c).
        .executableTarget(name: "DoctoolSandbox", path: "Sources/DoctoolSandbox"),
        /// The seal on a scenario program's report, shared by the program and the verifier that reads it.
        .target(name: "ReportSeal"),

        // MARK: - Verification and the command line
        .target(name: "Verification", dependencies: ["DocumentModel", "CodeLexer", "Ingestion", "SampleAnalysis", "ReportSeal"]),
        /// Findings as every report shares them: SARIF 2.1.0 and GitHub annotations (depends on nothing).
        .target(name: "FindingReport"),
        .target(
            name: "DoctoolCLI",
            dependencies: [
                "DocumentModel", "Ingestion", "SampleAnalysis", "Alignment", "SearchIndex",
                "Indexing", "Verification", "FindingReport"
            ]),
        // The engine's targets are here, not under Verification (which imports none of them), so that
        // building doctool compiles the modules sample code is compiled against; verify relinks the shared
        // library HeadlessEngine on demand when it is older than their objects (EngineToolchain.isStale).
        .executableTarget(
            name: "doctool",
            dependencies: [
                "DoctoolCLI", "HeadlessUIKit", "HeadlessSnapKit", "HeadlessQuartzCore",
                "HeadlessCoreGraphics", "ScenarioSupport"
            ]),
        /// `swift package doctool-check`: the gate through the package manager (Plugins/DoctoolCheck).
        .plugin(
            name: "DoctoolCheck",
            capability: .command(
                intent: .custom(
                    verb: "doctool-check",
                    description: "Run doctool check: index current, copies, twins, samples verified")),
            dependencies: ["doctool"]),

        // MARK: - Benchmarks (release-mode executables; `swift test` never runs them)
        .executableTarget(
            name: "enginebench", dependencies: ["PhysicsCore", "EngineScenes", "HeadlessUIKit"],
            path: "Benchmarks/enginebench", swiftSettings: engineSettings),
        .executableTarget(
            name: "ingestbench", dependencies: ["Ingestion", "DocumentModel"],
            path: "Benchmarks/ingestbench"),
        .executableTarget(name: "verifybench", path: "Benchmarks/verifybench"),
        .executableTarget(
            name: "searchbench", dependencies: ["SearchIndex", "DocumentModel", "TestSupport"],
            path: "Benchmarks/searchbench"),
        // Runs the release doctool as a child (and Pagefind, through pagefind.py beside it, which SwiftPM ignores).
        .executableTarget(
            name: "indexbench", dependencies: ["DocumentModel", "TestSupport"], path: "Benchmarks/indexbench",
            exclude: ["pagefind.py"]),
        .executableTarget(
            name: "SnapshotBench", dependencies: ["HeadlessUIKit"], path: "Benchmarks/SnapshotBench",
            swiftSettings: engineSettings),

        // MARK: - Tests (mirror Sources/)
        .testTarget(name: "DocumentModelTests", dependencies: ["DocumentModel", "TestSupport"]),
        .testTarget(name: "CodeLexerTests", dependencies: ["CodeLexer", "DocumentModel", "TestSupport"]),
        .testTarget(name: "IngestionTests", dependencies: ["Ingestion", "CodeLexer", "DocumentModel", "TestSupport"]),
        .testTarget(
            name: "SampleAnalysisTests", dependencies: ["SampleAnalysis", "Ingestion", "DocumentModel", "TestSupport"],
            exclude: ["Fixtures"]),
        .testTarget(
            name: "AlignmentTests", dependencies: ["Alignment", "SampleAnalysis", "Ingestion", "DocumentModel", "TestSupport"],
            exclude: ["Fixtures"]),
        .testTarget(
            name: "SearchIndexTests", dependencies: ["SearchIndex", "Ingestion", "Alignment", "DocumentModel"],
            exclude: ["Fixtures"]),
        .testTarget(name: "IndexingTests", dependencies: ["Indexing", "SearchIndex", "DocumentModel", "TestSupport"]),
        .testTarget(name: "PhysicsCoreTests", dependencies: ["PhysicsCore", "EngineScenes"], swiftSettings: engineSettings),
        .testTarget(name: "EngineScenesTests", dependencies: ["EngineScenes", "PhysicsCore"], swiftSettings: engineSettings),
        .testTarget(
            name: "HeadlessUIKitTests", dependencies: ["HeadlessUIKit", "HeadlessSnapKit"],
            swiftSettings: engineSettings),
        .testTarget(
            name: "VerificationTests",
            dependencies: ["Verification", "SampleAnalysis", "HeadlessUIKit", "ScenarioSupport", "TestSupport"]),
        .testTarget(name: "ReportSealTests", dependencies: ["ReportSeal", "DocumentModel", "TestSupport"]),
        .testTarget(name: "DoctoolCLITests", dependencies: ["DoctoolCLI", "FindingReport"], exclude: ["Fixtures"]),
        .testTarget(name: "FindingReportTests", dependencies: ["FindingReport"])
    ]
)
