import FindingReport
import Foundation
import Indexing
import SampleAnalysis
import Verification

/// `doctool check`: what CI runs to keep the docs and their verified code in step.
struct CheckCommand: Command {
    /// The smoke limit of the gate: a smoke finding fails `check`, so a loaded CI host must not turn a slow start
    /// into HANG (the slowest smoke drive measured took 0.15 s; `verify` stops them at 3 s).
    static let smokeTimeout = 10
    static let name = "check"
    static let abstract = "CI gate: index current, samples linked, copies identical, twins as declared, verify passes."
    static let overview = """
        OVERVIEW: Check that the documentation and its verified code agree (what CI runs).

        Checks, in order, and prints one line each:
          index        the committed index folder is what `doctool index` writes now
          pages        every page of the corpus can be read (an unreadable one hides its samples)
          copies       every translated copy of a sample is identical to its group's code
          twins        the Swift/Objective-C twin differences are exactly the declared ones
                       (Scenarios/twin-differences.txt): a new one or a stale declaration fails
          linked       every sample is linked to a scenario, covered by its twin or a port, or waived
          verify       `doctool verify` passes (every result as declared; no scenario drift)
        """
    static let usage = [
        """
        [--corpus] [--index] [--scenarios] [--jobs] [--skip-verify] [--format] [--sarif] [--all] [--unsandboxed] \
        [--follow-external-links] [--changed-since] [--shard --results]
        """
    ]
    static let options: [OptionSpec] =
        [
            .corpus,
            OptionSpec("--index", value: "DIR", default: "index", help: "The committed index folder (default: index)."),
            .scenarios,
            OptionSpec("--jobs", value: "N", help: "Processes at once for verify (default: 2)."),
            OptionSpec(
                "--skip-verify",
                help: """
                    Skip compiling and running samples, and with them the linked check, which that run decides (index, \
                    copies and twins still run).
                    """),
            OptionSpec("--all", help: "List every finding of a failed check (text lists the first 20)."),
            OptionSpec(
                "--changed-since", value: "REF",
                help: """
                    Verify only the pages changed since the git revision REF and what depends on them (see `doctool \
                    verify --help`); the other checks read the whole corpus as always.
                    """),
            OptionSpec(
                "--shard", value: "K/N",
                help: """
                    Verify only part K of N (see `doctool verify --help`); every part runs the other checks.
                    """),
            OptionSpec(
                "--results", value: "FILE",
                help: """
                    With --shard: write the part's verify results for `doctool verify --merge`.
                    """)
        ] + ReportOptions.options + [
            OptionSpec(
                "--unsandboxed",
                help: """
                    Let verify run samples without the sandbox where it cannot be made (see `doctool verify --help`). \
                    Only for pages you trust.
                    """)
        ] + CorpusSamples.scanningOptions
    static let exitStatus = """
        EXIT STATUS: 0 when every check passes, 1 otherwise, 64 for a usage error, 66 when the corpus or
        scenario folder is missing.
        """

    var corpus: String
    var index: String
    var scenarios: String
    var jobs: Int
    var skipVerify: Bool
    var changedSince: String?
    var shard: Shard?
    var results: String?
    var unsandboxed: Bool
    var all: Bool
    var output: ReportOptions
    var scanner: CorpusScanner

    init(arguments: ParsedArguments) throws {
        var arguments = arguments
        corpus = arguments.value("--corpus")
        index = arguments.value("--index")
        scenarios = arguments.value("--scenarios")
        jobs = try arguments.intOption("--jobs", range: 1...64) ?? 2
        skipVerify = arguments.flag("--skip-verify")
        changedSince = arguments.option("--changed-since")
        (shard, results) = try VerifyCommand.shardOptions(from: &arguments)
        if shard != nil && changedSince != nil { throw UsageError("--shard and --changed-since cannot be combined") }
        unsandboxed = arguments.flag("--unsandboxed")
        all = arguments.flag("--all")
        output = try ReportOptions(from: &arguments)
        scanner = CorpusSamples.scanner(from: &arguments)
        try arguments.finish()
    }

    /// One check's outcome: what it found, or why it passed or was skipped.
    struct Outcome: Encodable {
        enum Status: String, Encodable { case ok, failed, skipped }
        var name: String
        var status: Status
        /// The `ok (…)` or `skipped (…)` reason; for a failed check empty (its findings say why), or why it could not run.
        var summary: String
        var findings: [Finding]

        /// `check copies   FAILED`, as text and GitHub output print it.
        var line: String {
            let label = name.padding(toLength: 8, withPad: " ", startingAt: 0)
            switch status {
            case .ok: return "check \(label) ok (\(summary))"
            case .skipped: return "check \(label) skipped (\(summary))"
            case .failed: return "check \(label) FAILED" + (summary.isEmpty ? "" : " (\(summary))")
            }
        }
    }

    /// `check --json`: every check in order and whether the gate passed.
    struct Report: Encodable {
        var succeeded: Bool
        var checks: [Outcome]
    }

    func run(_ context: CommandContext) -> Int32 {
        guard FileManager.default.isFolder(at: context.url(for: corpus)) else {
            return context.fail("no corpus folder at '\(corpus)'; pass --corpus DIR", code: ExitCode.noInput)
        }
        guard FileManager.default.isFolder(at: context.url(for: scenarios)) else {
            return context.fail("no scenario folder at '\(scenarios)'; pass --scenarios DIR", code: ExitCode.noInput)
        }
        var outcomes: [Outcome] = []
        // Text is printed as each check ends (verify takes minutes); the other formats once, at the end.
        func report(_ name: String, _ findings: [Finding], ok: String) {
            let outcome = Outcome(
                name: name, status: findings.isEmpty ? .ok : .failed, summary: findings.isEmpty ? ok : "",
                findings: findings)
            outcomes.append(outcome)
            guard output.format == .text else { return }
            context.print(outcome.line)
            let shown = all ? findings : Array(findings.prefix(20))
            for finding in shown {
                context.print("    \(finding.text)")
                for line in finding.detail { context.print("      " + line) }
            }
            if shown.count < findings.count { context.print("    … and \(findings.count - shown.count) more (--all lists them)") }
        }
        func skip(_ name: String, _ reason: String, failed: Bool = false) {
            let outcome = Outcome(name: name, status: failed ? .failed : .skipped, summary: reason, findings: [])
            outcomes.append(outcome)
            if output.format == .text { context.print(outcome.line) }
        }
        func finish() -> Int32 {
            let succeeded = outcomes.allSatisfy { $0.status != .failed }
            let findings = outcomes.flatMap(\.findings)
            switch output.format {
            case .text: break
            case .json: context.out.writeJSON(Self.json(Report(succeeded: succeeded, checks: outcomes)) + "\n")
            case .github:
                ReportOptions.printAnnotations(findings, context)
                for outcome in outcomes { context.print(outcome.line) }
            }
            if let failure = output.writeSARIF(findings, context) { return failure }
            return succeeded ? ExitCode.success : ExitCode.failure
        }

        report("index", indexProblems(context), ok: "\(index)/ is what doctool index writes")

        let loaded = CorpusSamples.load(corpus: context.url(for: corpus), displayedAs: corpus, scanner: scanner)
        // A page that cannot be read hides its samples from every check below.
        report(
            "pages",
            loaded.diagnostics.map { diagnostic in
                Finding(
                    ruleID: FindingRules.unreadablePage.id, level: .error, message: diagnostic.message,
                    location: FindingLocation(
                        file: CorpusSamples.displayedPath(diagnostic.file, corpus: corpus), startLine: diagnostic.line))
            }, ok: "\(loaded.documents.count) pages read")
        // Named from the working folder, like every other line of check (the finding knows its corpus-relative path).
        let damaged = loaded.report.translations.flatMap(\.findings).map { finding in
            ReportedFindings.finding(finding, report: loaded.report, corpus: corpus, level: .error)
        }
        report("copies", damaged, ok: "\(loaded.report.translations.count) translation groups identical")

        let library = ScenarioLibrary.load(context.url(for: scenarios), displayedAs: scenarios)
        report(
            "twins", twinFindings(loaded, library),
            ok: "\(loaded.report.twinDifferences().count) declared differences in \(loaded.report.twins.count) twin pairs")

        guard !skipVerify else {
            skip("linked", "--skip-verify")
            skip("verify", "--skip-verify")
            return finish()
        }
        // A shard cuts with the scenario folder's costs file, as `verify --shard` does by default.
        guard let costs = VerifyCommand.loadCosts(VerifyCommand.costsPath(nil, scenarios: scenarios), context) else {
            skip("linked", "the costs file cannot be read; see above", failed: true)
            skip("verify", "the costs file cannot be read; see above", failed: true)
            return finish()
        }
        guard
            let verification = VerifyCommand.verify(
                loaded, library: library, filter: nil, jobs: jobs,
                batching: true, timeout: 60, smokeTimeout: Self.smokeTimeout, unsandboxed: unsandboxed,
                shard: shard, costs: costs, changedSince: changedSince,
                context: context)
        else {
            // Still one line each, as the help promises: verification could not start (the reason is above).
            skip("linked", "verification could not start; see above", failed: true)
            skip("verify", "verification could not start; see above", failed: true)
            return finish()
        }
        VerifyCommand.updateRecord(with: verification, context)
        if let shard, let results,
            let failure = VerifyCommand.writeShardResults(
                verification, shard: shard, to: results,
                loaded: loaded, library: library,
                costs: costs, context)
        {
            skip("linked", failure, failed: true)
            skip("verify", failure, failed: true)
            return finish()
        }
        // Every result not as declared fails the gate: smoke findings too, as errors.
        let verdicts = ReportedFindings.verdicts(of: verification, strictSmoke: true, notes: false) { id in
            loaded.report.twin(of: id).flatMap(loaded.report.sample).map {
                ReportedFindings.place(of: $0, corpus: loaded.corpusPrefix, message: "the twin \($0.id)")
            }
        }
        report(
            "linked", verdicts.filter { $0.ruleID == FindingRules.unlinkedSample.id },
            ok: "\(verification.verdicts.count) sample copies")
        report(
            "verify",
            ReportedFindings.errors(of: verification, waiversFile: library.waiversFile)
                + verdicts.filter { $0.ruleID != FindingRules.unlinkedSample.id },
            ok: verification.summary().replacingOccurrences(of: "verify: ", with: ""))
        return finish()
    }

    /// The twin differences not declared (at the Swift line, the Objective-C blocks related, with the line that
    /// declares it), and the declared lines that name none or several, are not declarations, or are in the old form.
    func twinFindings(_ loaded: CorpusSamples, _ library: ScenarioLibrary) -> [Finding] {
        let occurrence = loaded.report.twinDifferences()
        let matching = library.twinDifferences.match(occurrence.mapValues(\.finding))
        let newDifferences = occurrence.keys.filter { matching.declaredAt[$0] == nil }.sorted().map { key -> Finding in
            let (finding, pair) = occurrence[key]!
            let objc = [pair.objcHeaderID, pair.objcID].compactMap { $0.flatMap(loaded.report.sample) }
            let places = objc.map { ReportedFindings.place(of: $0, corpus: corpus, message: "the Objective-C twin") }
            return Finding(
                ruleID: FindingRules.undeclaredTwinDifference.id, level: .error,
                message: "undeclared twin difference (Objective-C \(places.map(\.text).joined(separator: " and "))): "
                    + TwinDifferenceDeclarations.line(declaring: finding, key: key),
                location: FindingLocation(
                    file: CorpusSamples.displayedPath(finding.file, corpus: corpus), startLine: finding.line),
                related: places)
        }
        func declared(_ line: Int) -> FindingLocation { FindingLocation(file: library.twinDifferencesFile, startLine: line) }
        let rule = FindingRules.staleTwinDifference
        var problems: [(line: Int, message: String)] = matching.stale.map {
            ($0.line, "declared but no longer found: \($0.text)")
        }
        problems += matching.ambiguous.map {
            ($0.line, "the fingerprints name \($0.named.count) differences; need a longer prefix: \($0.text)")
        }
        problems += matching.unreadable.map {
            ($0.line, "not a declaration (expected `category fingerprint+fingerprint subject # comment`): \($0.text)")
        }
        problems += matching.oldForm.map {
            (
                $0.line,
                "old form, keyed on the message's wording; `doctool samples --upgrade-twin-differences` rewrites it as: \($0.replacement)"
            )
        }
        let stale = problems.sorted { $0.line < $1.line }.map {
            Finding(ruleID: rule.id, level: .error, message: $0.message, location: declared($0.line))
        }
        return newDifferences + stale
    }

    static func json(_ report: Report) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: (try? encoder.encode(report)) ?? Data(), as: UTF8.self)
    }

    /// Runs `doctool index` on a copy of the committed index and compares the result with it file by
    /// file: the index is current when indexing would change nothing. (On a copy, so that the search
    /// database is judged as `doctool index` judges it: reused when no page changed.)
    func indexProblems(_ context: CommandContext) -> [Finding] {
        indexProblemTexts(context).map { ReportedFindings.placed($0, rule: FindingRules.staleIndex, level: .error) }
    }

    /// The index's problems, each `index/FILE: what is wrong` or a sentence about the folder.
    func indexProblemTexts(_ context: CommandContext) -> [String] {
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
            case (nil, _?): problems.append("\(index)/\(path): committed but no longer produced")
            case (_?, nil): problems.append("\(index)/\(path): missing: run `doctool index` and commit \(index)/")
            case let (a?, b?) where a != b:
                problems.append("\(index)/\(path): out of date: run `doctool index` and commit \(index)/")
            default: break
            }
        }
        return problems
    }

    /// Every file under `root` with its bytes, by relative path.
    static func files(under root: URL) -> [String: Data] {
        var result: [String: Data] = [:]
        let base = root.standardizedFileURL.path
        guard let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey]) else {
            return [:]
        }
        for case let url as URL in enumerator {
            guard (try? url.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true,
                let data = try? Data(contentsOf: url)
            else { continue }
            result[String(url.standardizedFileURL.path.dropFirst(base.count + 1))] = data
        }
        return result
    }
}

extension CheckCommand {
    /// What the README's command reference says `doctool check` does (`doctool help --reference` writes the table).
    static let reference = #"""
        The CI gate: the committed `index/` is current, every page can be read, translated copies are identical,
        Swift/Objective-C differences are exactly the declared ones, every sample is linked, and `verify` passes
        (`--jobs` processes at once, default 2). One line per check; a failed one lists its findings as
        `file:line: error: …`, the first 20 (`--all`: every one; JSON, GitHub and SARIF always have all).
        `--json` prints `{"succeeded", "checks": [{"name", "status": ok\|failed\|skipped, "summary",
        "findings"}]}`. `--changed-since REF` limits the linked and verify checks to the pages changed since REF
        and what depends on them, as `verify --changed-since` does; `--shard K/N --results FILE` verifies one
        part (every part runs the other checks) and writes its results for `verify --merge`.
        """#
}
