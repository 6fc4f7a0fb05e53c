import FindingReport
import Foundation
import Indexing
import Verification

/// `doctool verify`: every sample runs in its scenario against the engine.
struct VerifyCommand: Command {
    static let name = "verify"
    static let abstract = "Compile every code sample against the engine and check what its page promises."
    static let overview = """
        OVERVIEW: Verify every code sample of the corpus in its scenario.

        Each sample is compiled (after the rewrites the missing Objective-C runtime forces, each one
        listed) against the headless UIKit engine, driven by its scenario, and checked against what the
        page promises. Sample code is a stranger's: the compiler and the program run in a sandbox (their
        own mount, PID, network and IPC namespaces, the toolchain and engine read-only, a private
        scratch folder as the only writable place, an unprivileged user, an empty environment, and
        time, CPU, memory and process limits over the whole process tree). A run that reaches a limit is
        reported as TIMEOUT, MEMORY or PROCESSES; a program's report counts only when sealed with the
        run's key, so a sample cannot print its own PASS.

        A Swift sample that no scenario, twin or waiver covers gets a smoke run: it is compiled verbatim in
        the host its shape needs (file scope; a UIViewController subclass for members, a UIView subclass
        when they draw or lay out, an app delegate launched as UIKit launches it when they are its
        methods; a method of one for statements, after the section's earlier samples) with its
        @IBOutlets connected to fresh views, and the host is shown and time runs for a second.
        SMOKE means it compiled and ran; COMPILE gives the cause (engine gap, page error, obsolete Swift,
        other framework, Objective-C runtime); CRASH and HANG say what stopped it. These are information
        for the page's maintainer and fail the run only with --strict-smoke. Objective-C samples are
        covered by their Swift twin when the twins agree (or, with no twin, by a Swift port in their
        scenario); a sample deliberately not run carries a waiver with a reason. Code in a language
        nothing here runs (shell, JSON, Java, console output…) is OTHER: listed, not run, not a failure.

        The run fails on anything that would make a result untrustworthy: a page that cannot be read
        (its samples would go unverified), a scenario file that cannot be used, a covered sample with no
        `// @sample` placeholder, a sample covered by two scenarios, `@ports` on a Swift sample, and a
        waiver or scenario naming a sample the corpus no longer has. Each is reported with file:line.
        """
    static let usage = [
        """
        [--filter] [--jobs] [--format] [--sarif] [--junit] [--no-batch] [--corpus] [--scenarios] [--timeout] \
        [--smoke-timeout] [--snapshots] [--unsandboxed] [--strict-smoke] [--follow-external-links] [--shard --results] [--costs] [--record-costs] [--changed-since]
        """,
        "--merge [--format] [--sarif] [--junit] [--record-costs]"
    ]
    static let options: [OptionSpec] =
        [
            OptionSpec(
                "--filter", value: "TEXT",
                help: """
                    Only samples whose id, or scenarios whose name, contains TEXT (with the Swift twins and scenarios \
                    their verdicts depend on); an error when nothing matches.
                    """),
            OptionSpec("--jobs", value: "N", help: "Compiler and scenario processes at once (default: 2).")
        ] + ReportOptions.options + [
            OptionSpec("--junit", value: "FILE", help: "Also write a JUnit XML report to FILE."),
            OptionSpec("--no-batch", help: "Compile each scenario alone (slower; for measuring batching)."),
            .corpus,
            .scenarios,
            OptionSpec("--timeout", value: "SECONDS", help: "Wall-clock limit per scenario run (default: 30)."),
            OptionSpec(
                "--smoke-timeout", value: "SECONDS",
                help: """
                    Wall-clock limit per smoke run, after which the sample is HANG (default: 3, at most --timeout). \
                    A smoke drive lets one simulated second pass, which takes well under a second.
                    """),
            OptionSpec(
                "--snapshots", value: "DIR",
                help: """
                    Also write, for every scenario run, DIR/NAME.png: a filmstrip of the key window at simulated \
                    0, 0.1, 0.2, 0.3, 0.5, 0.75, 1, 1.5, 2, 3, 5 and 8 s (as far as the scenario runs) and as it ended, \
                    half a point a pixel. The same scenario gives the same bytes.
                    """),
            OptionSpec(
                "--unsandboxed",
                help: """
                    Run samples without the sandbox where it cannot be made (not root): only rlimits, a fresh \
                    environment and the time limit remain. Only for pages you trust.
                    """),
            OptionSpec("--strict-smoke", help: "Fail the run when a smoke-tier sample does not compile or run."),
            OptionSpec(
                "--shard", value: "K/N",
                help: """
                    Verify part K of N (1 ≤ K ≤ N): pages that share a scenario, a twin or a copy of a sample stay \
                    together; every sample is in exactly one part, and a page edit moves little work between parts. Not \
                    with --filter.
                    """),
            OptionSpec(
                "--results", value: "FILE",
                help: """
                    With --shard: also write the part's results to FILE (JSON) for --merge.
                    """),
            OptionSpec(
                "--costs", value: "FILE",
                help: """
                    The recorded seconds of each sample that --shard balances its parts by (default: \
                    SCENARIOS/verify-costs.json; none recorded: parts of equal sample counts).
                    """),
            OptionSpec(
                "--record-costs",
                help: """
                    Write this run's seconds per sample to the --costs file (sorted, rounded to 0.1 s): a whole run \
                    or a --merge, not with --shard, --filter or --changed-since.
                    """),
            OptionSpec(
                "--changed-since", value: "REF",
                help: """
                    Only the pages changed since the git revision REF (in the working tree, with new files) and what \
                    depends on them: their twins, copies and scenarios, and changed scenario files; a changed \
                    waivers.txt or twin-differences.txt verifies everything. Says what it skipped.
                    """),
            OptionSpec(
                "--merge", value: "FILE...", takesPositionals: true,
                help: """
                    Read every part's results and report as one run would (text, --json, --junit, exit status); fails \
                    naming a part that is missing or given twice.
                    """)
        ] + CorpusSamples.scanningOptions
    static let exitStatus = """
        EXIT STATUS: 0 when every result is as declared (passed, expected failure with a passing
        erratum, covered by twin or port, waived, smoke-tier results unless --strict-smoke) and nothing
        above was found; 1 otherwise (or when
        --filter matches nothing, the JUnit or SARIF file cannot be written, or the sandbox cannot be made and
        --unsandboxed was not given); 64 for a usage error; 66 when the corpus or scenario folder is
        missing.
        """

    var filter: String?
    var jobs: Int
    var output: ReportOptions
    var junit: String?
    var batching: Bool
    var corpus: String
    var scenarios: String
    var timeout: Int
    var smokeTimeout: Int
    var unsandboxed: Bool
    var strictSmoke: Bool
    var scanner: CorpusScanner
    var shard: Shard?
    var results: String?
    /// `--merge`: the shards' results files.
    var merge: [String]?
    var changedSince: String?
    var snapshots: String?
    /// `--costs FILE`; nil for the scenario folder's.
    var costs: String?
    var recordCosts: Bool

    init(arguments: ParsedArguments) throws {
        var arguments = arguments
        filter = arguments.option("--filter")
        jobs = try arguments.intOption("--jobs", range: 1...64) ?? 2
        output = try ReportOptions(from: &arguments)
        junit = arguments.option("--junit")
        batching = !arguments.flag("--no-batch")
        corpus = arguments.value("--corpus")
        scenarios = arguments.value("--scenarios")
        timeout = try arguments.intOption("--timeout", range: 1...3600) ?? 30
        smokeTimeout = try arguments.intOption("--smoke-timeout", range: 1...3600) ?? Int(Verifier.defaultSmokeTimeoutSeconds)
        unsandboxed = arguments.flag("--unsandboxed")
        strictSmoke = arguments.flag("--strict-smoke")
        scanner = CorpusSamples.scanner(from: &arguments)
        (shard, results) = try Self.shardOptions(from: &arguments)
        changedSince = arguments.option("--changed-since")
        snapshots = arguments.option("--snapshots")
        costs = arguments.option("--costs")
        recordCosts = arguments.flag("--record-costs")
        let merging = arguments.flag("--merge")
        if merging {
            try arguments.finish(maxPositionals: 10_000)
            guard !arguments.positionals.isEmpty else { throw UsageError("--merge needs the results files of every shard") }
            guard shard == nil, results == nil, filter == nil, snapshots == nil else {
                throw UsageError("--merge reads results; it takes no --shard, --results, --filter or --snapshots")
            }
            merge = arguments.positionals
        } else {
            try arguments.finish()
        }
        if recordCosts && (shard != nil || filter != nil || changedSince != nil) {
            throw UsageError(
                "--record-costs records a whole run's costs: not with --shard, --filter or --changed-since (record them from --merge)"
            )
        }
        if shard != nil && filter != nil {
            throw UsageError("--shard and --filter cannot be combined: a shard is a part of the whole run")
        }
        if changedSince != nil && (shard != nil || filter != nil || merge != nil) {
            throw UsageError("--changed-since chooses the samples itself: not with --shard, --filter or --merge")
        }
    }

    func run(_ context: CommandContext) -> Int32 {
        if let merge { return runMerge(merge, context) }
        let corpusURL = context.url(for: corpus)
        guard FileManager.default.isFolder(at: corpusURL) else {
            return context.fail("no corpus folder at '\(corpus)'; pass --corpus DIR", code: ExitCode.noInput)
        }
        guard FileManager.default.isFolder(at: context.url(for: scenarios)) else {
            return context.fail("no scenario folder at '\(scenarios)'; pass --scenarios DIR", code: ExitCode.noInput)
        }
        var snapshotFolder: URL?
        if let snapshots {
            let folder = context.url(for: snapshots)
            do {
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            } catch {
                return context.fail("cannot make the snapshot folder '\(snapshots)': \(error.localizedDescription)")
            }
            snapshotFolder = folder
        }
        let loaded = CorpusSamples.load(corpus: corpusURL, displayedAs: corpus, scanner: scanner)
        let library = ScenarioLibrary.load(context.url(for: scenarios), displayedAs: scenarios)
        let costsPath = Self.costsPath(costs, scenarios: scenarios)
        guard let costTable = Self.loadCosts(costsPath, context) else { return ExitCode.failure }
        guard
            var report = VerifyCommand.verify(
                loaded, library: library, filter: filter, jobs: jobs,
                batching: batching, timeout: timeout, smokeTimeout: smokeTimeout, unsandboxed: unsandboxed,
                shard: shard, costs: costTable, changedSince: changedSince,
                snapshots: snapshotFolder,
                context: context)
        else {
            return ExitCode.failure
        }
        report.strictSmoke = strictSmoke
        // A page that cannot be read hides its samples: the run fails, and the report says which pages.
        report.pageErrors = loaded.diagnostics.map { CorpusSamples.displayed($0, corpus: corpus) }
        if let shard, let results,
            let failure = Self.writeShardResults(
                report, shard: shard, to: results, loaded: loaded, library: library,
                costs: costTable, context)
        {
            return context.fail(failure)
        }
        if recordCosts, let failure = Self.writeCosts(report, to: costsPath, context) { return failure }
        return present(report, findings: Self.findings(of: report, loaded: loaded, library: library), context)
    }

    /// `--shard K/N` and `--results FILE`, as verify and check read them.
    static func shardOptions(from arguments: inout ParsedArguments) throws -> (shard: Shard?, results: String?) {
        var shard: Shard?
        if let text = arguments.option("--shard") {
            guard let parsed = Shard(parsing: text) else {
                throw UsageError("--shard takes K/N with 1 ≤ K ≤ N ≤ 1000, not '\(text)'")
            }
            shard = parsed
        }
        let results = arguments.option("--results")
        if results != nil && shard == nil { throw UsageError("--results needs --shard K/N") }
        return (shard, results)
    }

    /// Where the costs file is: `--costs FILE`, or `verify-costs.json` in the scenario folder.
    static func costsPath(_ option: String?, scenarios: String) -> String {
        option ?? (scenarios.hasSuffix("/") ? scenarios : scenarios + "/") + ShardCosts.fileName
    }

    /// The costs in `path`: none recorded when there is no file; nil (after an error naming it) when the file is
    /// not a costs file, so shards never silently cut with different costs.
    static func loadCosts(_ path: String, _ context: CommandContext) -> ShardCosts? {
        let url = context.url(for: path)
        guard FileManager.default.fileExists(atPath: url.path) else { return ShardCosts() }
        guard let data = FileManager.default.contents(atPath: url.path), let costs = ShardCosts(data: data) else {
            _ = context.fail(
                "\(path): not a costs file of format \(ShardCosts.currentFormat); write it again with `doctool verify --record-costs`"
            )
            return nil
        }
        return costs
    }

    /// `--record-costs`: writes `report`'s costs to `path`; the exit status when it could not.
    static func writeCosts(_ report: VerificationReport, to path: String, _ context: CommandContext) -> Int32? {
        let costs = ShardCosts(report: report)
        let failure = ReportOptions.write(
            String(decoding: costs.encoded(), as: UTF8.self), to: path,
            what: "the costs file", context)
        if failure == nil { context.err.write("verify: recorded the costs of \(costs.seconds.count) samples in \(path)\n") }
        return failure
    }

    /// Writes `shard`'s results (positions and run fingerprint from the whole run) to `results`, whole or not
    /// at all, so a merge never reads half a shard; why it could not, or nil.
    static func writeShardResults(
        _ report: VerificationReport, shard: Shard, to results: String, loaded: CorpusSamples,
        library: ScenarioLibrary, costs: ShardCosts, _ context: CommandContext
    ) -> String? {
        let all = loaded.verifiableSamples(declaredTwinDifferences: library.twinDifferences)
        let part = ShardResults(shard: shard, samples: all, scenarios: library.scenarios, costs: costs, report: report)
        return ReportOptions.writeFailure(
            String(decoding: part.encoded(), as: UTF8.self), to: results,
            what: "the shard's results", context)
    }

    /// `--merge FILE…`: the shards' results as one report.
    func runMerge(_ files: [String], _ context: CommandContext) -> Int32 {
        var read: [(name: String, data: Data)] = []
        for file in files {
            guard let data = FileManager.default.contents(atPath: context.url(for: file).path) else {
                return context.fail("cannot read the shard results \(file)", code: ExitCode.noInput)
            }
            read.append((file, data))
        }
        let report: VerificationReport
        do {
            report = try ShardResults.merge(read)
        } catch {
            return context.fail("\(error)")
        }
        // The merge job has the checkout: its pages give the findings their twins' places, as one run's would.
        let loaded = CorpusSamples.load(corpus: context.url(for: corpus), displayedAs: corpus, scanner: scanner)
        let library = ScenarioLibrary.load(context.url(for: scenarios), displayedAs: scenarios)
        if recordCosts, let failure = Self.writeCosts(report, to: Self.costsPath(costs, scenarios: scenarios), context) {
            return failure
        }
        return present(report, findings: Self.findings(of: report, loaded: loaded, library: library), context)
    }

    /// Prints `report` in the chosen format and writes the JUnit and SARIF files; the run's exit status.
    private func present(_ report: VerificationReport, findings: [Finding], _ context: CommandContext) -> Int32 {
        Self.updateRecord(with: report, context)
        // The report is printed first: a JUnit or SARIF path that cannot be written must not cost the run's results.
        switch output.format {
        case .text: context.print(report.text())
        case .json: context.out.writeJSON(report.json() + "\n")
        case .github:
            ReportOptions.printAnnotations(findings, context)
            context.print(report.summary())
            if !report.succeeded { context.print("verify: FAILED") }
        }
        if let junit, let failure = ReportOptions.write(report.junit(), to: junit, what: "the JUnit report", context) {
            return failure
        }
        if let failure = output.writeSARIF(findings, context) { return failure }
        return report.succeeded ? ExitCode.success : ExitCode.failure
    }

    /// What a run found, for SARIF and annotations: its errors, then each verdict that is not a pass (a smoke run
    /// that went through as a note).
    static func findings(of report: VerificationReport, loaded: CorpusSamples, library: ScenarioLibrary) -> [Finding] {
        ReportedFindings.errors(of: report, waiversFile: library.waiversFile)
            + ReportedFindings.verdicts(of: report, strictSmoke: report.strictSmoke, notes: true) { id in
                loaded.report.twin(of: id).flatMap(loaded.report.sample).map {
                    ReportedFindings.place(of: $0, corpus: loaded.corpusPrefix, message: "the twin \($0.id)")
                }
            }
    }

    /// Runs the verifier on a loaded corpus and scenario library (`check` shares the ones it already
    /// loaded); nil (after an error message) when it cannot start.
    static func verify(
        _ loaded: CorpusSamples, library: ScenarioLibrary, filter: String?, jobs: Int, batching: Bool,
        timeout: Int, smokeTimeout: Int = Int(Verifier.defaultSmokeTimeoutSeconds), unsandboxed: Bool, shard: Shard? = nil,
        costs: ShardCosts = ShardCosts(),
        changedSince: String? = nil, snapshots: URL? = nil,
        context: CommandContext
    ) -> VerificationReport? {
        var samples = loaded.verifiableSamples(declaredTwinDifferences: library.twinDifferences)
        var errors = library.errors
        // A waiver must name one sample of the corpus, its id and fingerprint agreeing; judged on the whole corpus.
        errors += Waiver.problems(library.waivers, samples: samples, file: library.waiversFile)
        var chosen = library.scenarios
        if let filter {
            guard let selection = selection(samples: samples, scenarios: chosen, filter: filter) else {
                // A scenario that could not be read may be the one meant: its error comes first.
                for error in errors { context.err.write("error: \(error)\n") }
                _ = context.fail("no sample id or scenario name contains '\(filter)'")
                return nil
            }
            (samples, chosen) = selection
        }
        if let shard { (samples, chosen) = shard.select(samples: samples, scenarios: chosen, costs: costs) }
        if let changedSince {
            guard let changed = changedFiles(since: changedSince, context: context) else { return nil }
            // What every verdict may depend on: a change there verifies everything.
            let global = [library.waiversFile, library.twinDifferencesFile].filter(changed.contains)
            if global.isEmpty {
                let selection = ChangeSelection(samples: samples, scenarios: chosen, changed: changed)
                context.err.write(
                    "verify: changed since \(changedSince): \(selection.changedUnitCount) of \(selection.unitCount) groups of pages, \(selection.samples.count) of \(samples.count) samples and \(selection.scenarios.count) of \(chosen.count) scenarios; \(samples.count - selection.samples.count) samples not verified (unchanged, and depending on no change)\n"
                )
                (samples, chosen) = (selection.samples, selection.scenarios)
            } else {
                context.err.write(
                    "verify: changed since \(changedSince): \(global.joined(separator: ", ")), which every verdict depends on: verifying everything\n"
                )
            }
        }
        guard let (toolchain, sandbox) = sandboxedToolchain(unsandboxed: unsandboxed, context: context) else { return nil }
        if context.errIsTerminal {
            context.err.write(
                "verify: \(samples.count) samples, \(chosen.count) scenarios, \(jobs) jobs, \(sandbox.isolation == .namespaces ? "sandboxed" : "unsandboxed")…\n"
            )
        }
        var runner = ScenarioRunner(timeoutSeconds: Double(timeout))
        runner.filmstripFolder = snapshots
        var verifier = Verifier(toolchain: toolchain, sandbox: sandbox, runner: runner, jobs: jobs, batching: batching)
        verifier.smokeTimeoutSeconds = Double(smokeTimeout)
        if context.errIsTerminal {
            // One updating line on a terminal; the verifier reports one step at a time.
            let err = UncheckedSendableStream(context.err)
            verifier.progress = { step in
                err.stream.write(.clearLine)
                err.stream.write("verify: \(step)…")
            }
        }
        let report = verifier.verify(samples: samples, scenarios: chosen, waivers: library.waivers, scenarioErrors: errors)
        if context.errIsTerminal { context.err.write(.clearLine) }
        return report
    }

    /// Keeps `report`'s verdicts in the verification record `search --status` reads; a record that cannot be
    /// written is a warning, never the run's failure.
    static func updateRecord(with report: VerificationReport, _ context: CommandContext) {
        let url = context.url(for: VerificationRecord.defaultPath)
        do {
            var record = (try? VerificationRecord.load(url)) ?? VerificationRecord()
            record.record(report)
            try record.write(to: url)
        } catch {
            context.err.write(
                "warning: the verification record \(VerificationRecord.defaultPath) was not updated: \(error.localizedDescription)\n"
            )
        }
    }

    /// The files changed since `revision` (committed since, changed in the working tree, or new and not
    /// ignored), named from the working folder as samples and scenarios name theirs; nil after an error.
    static func changedFiles(since revision: String, context: CommandContext) -> Set<String>? {
        func git(_ arguments: [String]) -> (status: Int32, output: String, errors: String) {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["git"] + arguments
            process.currentDirectoryURL = context.workingDirectory
            let output = Pipe(), errors = Pipe()
            process.standardOutput = output
            process.standardError = errors
            do { try process.run() } catch { return (127, "", "\(error)") }
            let out = output.fileHandleForReading.readDataToEndOfFile()
            let err = errors.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            return (process.terminationStatus, String(decoding: out, as: UTF8.self), String(decoding: err, as: UTF8.self))
        }
        // `--end-of-options`: a revision from a pull request's metadata is never taken for an option.
        let diff = git(["diff", "--name-only", "--relative", "--no-renames", "--end-of-options", revision, "--"])
        guard diff.status == 0 else {
            let reason = diff.errors.split(separator: "\n").first.map(String.init) ?? "exit \(diff.status)"
            _ = context.fail("--changed-since \(revision): git could not compare with it: \(reason)")
            return nil
        }
        let new = git(["ls-files", "--others", "--exclude-standard"])
        let names = (diff.output + "\n" + (new.status == 0 ? new.output : "")).split(separator: "\n").map(String.init)
        return Set(names.filter { !$0.isEmpty })
    }

    /// The engine's toolchain and the sandbox samples run in; nil (after an error message) when there is no
    /// engine, or no sandbox and `--unsandboxed` was not given.
    static func sandboxedToolchain(unsandboxed: Bool, context: CommandContext) -> (EngineToolchain, Sandbox)? {
        let toolchain: EngineToolchain
        do {
            toolchain = try EngineToolchain.locate(packageRoot: nil)
        } catch {
            _ = context.fail("\(error)")
            return nil
        }
        switch Sandbox.detect(sharedFolders: toolchain.sharedFolders) {
        case .success(let namespaces):
            return (toolchain, namespaces)
        case .failure(let reason):
            guard unsandboxed else {
                _ = context.fail("\(reason)")
                return nil
            }
            context.err.write(
                "warning: \(reason.description.components(separatedBy: ";").first ?? reason.description); running samples UNSANDBOXED (--unsandboxed)\n"
            )
            return (toolchain, Sandbox(isolation: .none, sharedFolders: toolchain.sharedFolders))
        }
    }

    /// What `--filter TEXT` verifies: the samples whose id contains TEXT and those of the scenarios whose name does;
    /// then what their verdicts depend on — an Objective-C sample's Swift twin, and every scenario covering or porting
    /// any of them (by fingerprint, so each translated copy finds its scenario). Nil when TEXT selects nothing.
    static func selection(samples: [VerifiableSample], scenarios: [Scenario], filter: String)
        -> (samples: [VerifiableSample], scenarios: [Scenario])?
    {
        let named = scenarios.filter { $0.name.contains(filter) }
        var fingerprints = Set(named.flatMap { ($0.covers + $0.ports).map(\.fingerprint) })
        var ids = Set(samples.filter { $0.id.contains(filter) || fingerprints.contains($0.fingerprint) }.map(\.id))
        guard !ids.isEmpty || !named.isEmpty else { return nil }
        for sample in samples where ids.contains(sample.id) {
            if let twin = sample.twinID { ids.insert(twin) }
        }
        let chosenSamples = samples.filter { ids.contains($0.id) }
        fingerprints = Set(chosenSamples.map(\.fingerprint))
        let chosenScenarios = scenarios.filter { scenario in
            named.contains { $0.name == scenario.name }
                || (scenario.covers + scenario.ports).contains { fingerprints.contains($0.fingerprint) }
        }
        return (chosenSamples, chosenScenarios)
    }
}

/// The error stream handed to the verifier's progress callback, which it calls from worker threads one at a
/// time (`ProgressCounter` holds a lock around each call).
struct UncheckedSendableStream: @unchecked Sendable {
    let stream: any OutputStream
    init(_ stream: any OutputStream) { self.stream = stream }
}

extension VerifyCommand {
    /// What the README's command reference says `doctool verify` does (`doctool help --reference` writes the table).
    static let reference = #"""
        Compiles every sample against the engine inside its scenario, runs it in the sandbox (see "Sample code
        runs in a sandbox") and checks the page's promises; a run that meets a limit is reported as TIMEOUT,
        MEMORY or PROCESSES. One line per sample (PASS, FAIL, XFAIL = broken as published with a passing
        erratum, TWIN = Objective-C covered by its Swift twin, PORT = Objective-C covered by a Swift port,
        WAIVE, NOSCN; for Swift samples with no scenario the smoke tier's SMOKE, COMPILE, CRASH, HANG (still running after
        `--smoke-timeout`, 3 s); OTHER
        for code in a language nothing here runs: shell, JSON, Java, console output), each rewrite and broken
        promise (at its scenario line) under it, and a summary; exit 0 only when every result is as declared
        (smoke-tier findings and OTHER are information). An unreadable page, an unusable scenario file, a covered sample without its `// @sample`
        placeholder, a sample covered twice, `@ports` on a Swift sample and a stale waiver each fail the run
        with file:line. `--filter` brings along the Swift twins and scenarios the chosen samples depend on, and
        is an error when it matches nothing. In SARIF and GitHub annotations each compiler error is a
        `compile-error` at its line, each broken promise a `failed-promise` at the sample with the scenario line
        related, smoke-tier results `smoke-compile`/`smoke-crash`/`smoke-hang` warnings (errors with
        `--strict-smoke`), `smoke-only` and `other-language` notes, a stale waiver `stale-waiver` at its line of `waivers.txt`.
        `--shard K/N --results FILE` verifies one part of the run and writes its results; `--merge` reads every
        part's and reports as one run (see "Sharding across CI machines"). The parts are balanced by each
        sample's recorded seconds in `Scenarios/verify-costs.json` (`--costs FILE`; longest first onto the
        least-loaded part, unknown samples at the median), which `--record-costs` writes from a whole run or a
        merge (sorted, rounded to 0.1 s); a merge refuses parts cut with other costs, naming them.
        `--changed-since REF` verifies only the pages git says changed since REF (committed, in the working
        tree, or new) with what depends on them, and says on stderr how many samples it skipped. `--snapshots
        DIR` writes a filmstrip PNG of what each scenario showed (see "Snapshots").
        """#
}
