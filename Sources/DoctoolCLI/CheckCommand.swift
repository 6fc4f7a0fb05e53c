import Foundation
import Indexing
import SampleAnalysis
import Verification

/// `doctool check`: what CI runs to keep the docs and their verified code in step.
struct CheckCommand: Command {
    static let name = "check"
    static let abstract = "CI gate: index current, samples linked, copies identical, twins as declared, verify passes."
    static let help = """
    OVERVIEW: Check that the documentation and its verified code agree (what CI runs).

    Checks, in order, and prints one line each:
      index        the committed index folder is what `doctool index` writes now
      pages        every page of the corpus can be read (an unreadable one hides its samples)
      copies       every translated copy of a sample is identical to its group's code
      twins        the Swift/Objective-C twin differences are exactly the declared ones
                   (Scenarios/twin-differences.txt): a new one or a stale declaration fails
      linked       every sample is linked to a scenario, covered by its twin or a port, or waived
      verify       `doctool verify` passes (every result as declared; no scenario drift)

    USAGE: doctool check [--corpus DIR] [--index DIR] [--scenarios DIR] [--jobs N] [--skip-verify]
                         [--unsandboxed] [--follow-external-links]

    OPTIONS:
      --corpus DIR            The corpus folder (default: corpus).
      --index DIR             The committed index folder (default: index).
      --scenarios DIR         The scenario folder (default: Scenarios).
      --jobs N                Processes at once for verify (default: 2).
      --skip-verify           Skip compiling and running samples, and with them the linked check,
                              which that run decides (index, copies and twins still run).
      --unsandboxed           Let verify run samples without the sandbox where it cannot be made
                              (see `doctool verify --help`). Only for pages you trust.
    \(CorpusSamples.followExternalLinksHelp)
      -h, --help              Show this help.

    EXIT STATUS: 0 when every check passes, 1 otherwise, 64 for a usage error, 66 when the corpus or
    scenario folder is missing.
    """
    static let optionsWithValues: Set<String> = ["--corpus", "--index", "--scenarios", "--jobs"]

    var corpus: String
    var index: String
    var scenarios: String
    var jobs: Int
    var skipVerify: Bool
    var unsandboxed: Bool
    var scanner: CorpusScanner

    init(arguments: ParsedArguments) throws {
        var arguments = arguments
        corpus = arguments.option("--corpus") ?? "corpus"
        index = arguments.option("--index") ?? "index"
        scenarios = arguments.option("--scenarios") ?? "Scenarios"
        jobs = try arguments.intOption("--jobs", range: 1...64) ?? 2
        skipVerify = arguments.flag("--skip-verify")
        unsandboxed = arguments.flag("--unsandboxed")
        scanner = CorpusSamples.scanner(from: &arguments)
        try arguments.finish()
    }

    func run(_ context: CommandContext) -> Int32 {
        guard FileManager.default.isFolder(at: context.url(for: corpus)) else {
            return context.fail("no corpus folder at '\(corpus)'; pass --corpus DIR", code: ExitCode.noInput)
        }
        guard FileManager.default.isFolder(at: context.url(for: scenarios)) else {
            return context.fail("no scenario folder at '\(scenarios)'; pass --scenarios DIR", code: ExitCode.noInput)
        }
        var failed = false
        func report(_ name: String, _ problems: [String], ok: String) {
            let label = name.padding(toLength: 8, withPad: " ", startingAt: 0)
            if problems.isEmpty {
                context.print("check \(label) ok (\(ok))")
            } else {
                failed = true
                context.print("check \(label) FAILED")
                for problem in problems.prefix(20) { context.print("    \(problem)") }
                if problems.count > 20 { context.print("    … and \(problems.count - 20) more") }
            }
        }

        report("index", indexProblems(context), ok: "\(index)/ is what doctool index writes")

        let loaded = CorpusSamples.load(corpus: context.url(for: corpus), displayedAs: corpus, scanner: scanner)
        // A page that cannot be read hides its samples from every check below.
        report("pages", loaded.diagnostics.map { CorpusSamples.displayed($0, corpus: corpus) },
               ok: "\(loaded.documents.count) pages read")
        // Named from the working folder, like every other line of check (the finding knows its corpus-relative path).
        let damaged = loaded.report.translations.flatMap(\.findings).map { finding in
            var shown = finding
            shown.file = CorpusSamples.displayedPath(finding.file, corpus: corpus)
            return ([shown.description] + finding.diff.map { "      " + $0 }).joined(separator: "\n")
        }
        report("copies", damaged, ok: "\(loaded.report.translations.count) translation groups identical")

        let library = ScenarioLibrary.load(context.url(for: scenarios), displayedAs: scenarios)
        // Each difference's first occurrence, for its place on both sides (Swift line, Objective-C blocks).
        var occurrence: [String: (finding: SampleFinding, pair: TwinPair)] = [:]
        for pair in loaded.report.twins {
            for finding in pair.findings where occurrence[TwinDifference.key(for: finding, in: loaded)] == nil {
                occurrence[TwinDifference.key(for: finding, in: loaded)] = (finding, pair)
            }
        }
        let current = Set(occurrence.keys)
        let matching = TwinDifference.match(declared: library.declaredTwinDifferences, current: current)
        let newDifferences = current.filter { matching.declaredFor[$0] == nil }.sorted().map { key in
            guard let (finding, pair) = occurrence[key] else { return "undeclared twin difference: \(key)" }
            let objc = [pair.objcHeaderID, pair.objcID].compactMap { $0.flatMap(loaded.report.sample) }.map { sample in
                "\(CorpusSamples.displayedPath(sample.documentPath, corpus: corpus)):\(sample.range.firstLine)-\(sample.range.lastLine)"
            }
            let swiftSide = "\(CorpusSamples.displayedPath(finding.file, corpus: corpus)):\(finding.line)"
            return "\(swiftSide): undeclared twin difference (Objective-C \(objc.joined(separator: " and "))): \(key)"
        }
        let stale = matching.stale.map { key in
            "\(library.twinDifferencesFile):\(library.twinDifferenceLines[key] ?? 1): declared but no longer found: \(key)"
        } + matching.ambiguous.sorted(by: { $0.key < $1.key }).map { key, named in
            "\(library.twinDifferencesFile):\(library.twinDifferenceLines[key] ?? 1): the fingerprints name \(named.count) differences; need a longer prefix: \(key)"
        }
        report("twins", newDifferences + stale, ok: "\(current.count) declared differences in \(loaded.report.twins.count) twin pairs")

        guard !skipVerify else {
            context.print("check linked   skipped (--skip-verify)")
            context.print("check verify   skipped (--skip-verify)")
            return failed ? ExitCode.failure : ExitCode.success
        }
        guard let verification = VerifyCommand.verify(loaded, library: library, filter: nil, jobs: jobs,
                                                      batching: true, timeout: 60, unsandboxed: unsandboxed,
                                                      context: context) else {
            // Still one line each, as the help promises: verification could not start (the reason is above).
            context.print("check linked   FAILED (verification could not start; see above)")
            context.print("check verify   FAILED (verification could not start; see above)")
            return ExitCode.failure
        }
        let unlinked = verification.verdicts.filter { $0.status == .unlinked }.map { "\($0.location): \($0.sampleID) (fingerprint \($0.fingerprint)) has no scenario, twin, port or waiver" }
        report("linked", unlinked, ok: "\(verification.verdicts.count) sample copies")
        let broken = verification.scenarioErrors + verification.verdicts.filter { !$0.isAsDeclared && $0.status != .unlinked }
            .map { "\($0.location): \($0.sampleID): \($0.status.rawValue): \($0.detail)" }
        report("verify", broken, ok: verification.summary().replacingOccurrences(of: "verify: ", with: ""))
        return failed ? ExitCode.failure : ExitCode.success
    }

    /// Runs `doctool index` on a copy of the committed index and compares the result with it file by
    /// file: the index is current when indexing would change nothing. (On a copy, so that the search
    /// database is judged as `doctool index` judges it: reused when no page changed.)
    func indexProblems(_ context: CommandContext) -> [String] {
        let committed = context.url(for: index)
        // Not an index folder (a file, the project folder, a folder of other things): say so, and copy nothing.
        if !FileManager.default.isFolder(at: committed) {
            return ["'\(index)' is not a folder: pass the index folder with --index DIR (doctool index writes index/)"]
        }
        if let problem = IndexDestination.problem(with: committed, corpus: context.url(for: corpus)) {
            return ["'\(index)' cannot be the index folder: it \(problem)"]
        }
        let fresh = FileManager.default.temporaryDirectory.appendingPathComponent("doctool-check-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: fresh) }
        try? FileManager.default.copyItem(at: committed, to: fresh)
        // Without the cache: the check is whether analysing the corpus now gives the committed index.
        let result = IndexPipeline(stages: IndexCommand.stages(rebuild: false), scanner: scanner, cache: .off)
            .run(corpus: context.url(for: corpus), output: fresh)
        guard result.wroteIndex else { return ["the index could not be built: run `doctool index` to see why"] }
        // index/cache (kept by `doctool index`, not committed) is not part of the index.
        let freshFiles = Self.files(under: fresh).filter { !$0.key.hasPrefix(AnalysisCache.folderName + "/") }
        let committedFiles = Self.files(under: committed).filter { !$0.key.hasPrefix(AnalysisCache.folderName + "/") }
        var problems: [String] = []
        for path in Set(freshFiles.keys).union(committedFiles.keys).sorted() {
            switch (freshFiles[path], committedFiles[path]) {
            case (nil, _?): problems.append("\(index)/\(path) is committed but no longer produced")
            case (_?, nil): problems.append("\(index)/\(path) is missing: run `doctool index` and commit \(index)/")
            case let (a?, b?) where a != b: problems.append("\(index)/\(path) is out of date: run `doctool index` and commit \(index)/")
            default: break
            }
        }
        return problems
    }

    /// Every file under `root` with its bytes, by relative path.
    static func files(under root: URL) -> [String: Data] {
        var result: [String: Data] = [:]
        let base = root.standardizedFileURL.path
        guard let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey]) else { return [:] }
        for case let url as URL in enumerator {
            guard (try? url.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true,
                  let data = try? Data(contentsOf: url) else { continue }
            result[String(url.standardizedFileURL.path.dropFirst(base.count + 1))] = data
        }
        return result
    }
}
