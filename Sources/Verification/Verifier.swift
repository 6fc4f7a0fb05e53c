import Foundation

/// Verifies every sample: compiles each scenario with its samples against the engine, runs it in a
/// child process, and turns the outcomes into one verdict per sample copy.
///
/// Scenarios expected to pass, and the errata of those that are not, compile together in one batch
/// (one `swiftc -wmo` run, each scenario in its own namespace); when a batch fails to compile, each
/// of its scenarios is compiled alone so the failure lands on the right sample. A published sample
/// declared broken is always compiled alone: its failure to compile is the expected outcome.
public struct Verifier: Sendable {
    public var toolchain: EngineToolchain
    public var runner: ScenarioRunner
    /// Child processes (compiler runs and scenario runs) at once.
    public var jobs: Int
    /// Compile every scenario alone (for measuring what batching saves).
    public var batching: Bool
    /// Where programs are built; removed afterwards.
    public var workDirectory: URL
    /// Give every Swift sample that nothing covers a smoke run (`SmokeScenario`).
    public var smokeTier = true
    /// The wall-clock limit of a smoke run (the runner's own limit when that is lower). A smoke drive lets one
    /// simulated second pass, which takes the engine well under a second of wall time (0.15 s at most for
    /// 720 smoke programs in `verifybench --smoke-copies 8`), so a program still running after this has hung:
    /// waiting out the scenarios' 30 s for each hanging sample of a new page would be most of the run.
    public var smokeTimeoutSeconds: Double = Self.defaultSmokeTimeoutSeconds
    public static let defaultSmokeTimeoutSeconds: Double = 3
    /// Told what the run is doing ("compiling 6 programs", "ran 12 of 35 programs"), from any thread, one
    /// call at a time: the CLI shows it as a progress line on a terminal.
    public var progress: (@Sendable (String) -> Void)?

    /// Where the compiler and the programs run (the runner's sandbox is set to it too).
    public var sandbox: Sandbox

    public init(
        toolchain: EngineToolchain, sandbox: Sandbox, runner: ScenarioRunner = ScenarioRunner(), jobs: Int = 2,
        batching: Bool = true, workDirectory: URL? = nil
    ) {
        self.toolchain = toolchain
        self.sandbox = sandbox
        self.runner = runner
        self.runner.sandbox = sandbox
        if self.runner.auditLibrary == nil { self.runner.auditLibrary = toolchain.auditLibrary }
        self.jobs = max(1, jobs)
        self.batching = batching
        // Unpredictable and private: another user of the machine cannot prepare or watch it.
        self.workDirectory =
            workDirectory
            ?? FileManager.default.temporaryDirectory
            .appendingPathComponent("doctool-verify-\(UUID().uuidString)")
    }

    /// What happened to one program (one scenario variant).
    struct ProgramOutcome {
        var compile: CompileResult
        var run: RunOutcome?
        var passed: Bool { compile.succeeded && run?.status == .passed }
    }

    public func verify(
        samples: [VerifiableSample], scenarios: [Scenario], waivers: [Waiver],
        scenarioErrors initialErrors: [String] = []
    ) -> VerificationReport {
        var scenarioErrors = initialErrors
        var byFingerprint: [String: VerifiableSample] = [:]
        for sample in samples where byFingerprint[sample.fingerprint] == nil { byFingerprint[sample.fingerprint] = sample }
        let resolved = Self.resolvingFingerprints(scenarios, known: Array(byFingerprint.keys))
        let scenarios = resolved.scenarios
        scenarioErrors += resolved.errors

        // Drift: every fingerprint a scenario names must still be a sample of the corpus.
        for scenario in scenarios {
            for coverage in scenario.covers + scenario.ports where byFingerprint[coverage.fingerprint] == nil {
                scenarioErrors.append(
                    "\(scenario.file):\(coverage.line): no sample in the corpus has fingerprint \(coverage.fingerprint) (\(coverage.sampleID)): the sample changed or was removed; re-check the scenario against the page and update its fingerprint"
                )
            }
        }

        scenarioErrors += Self.coverageErrors(scenarios, samples: byFingerprint)

        // Assemble every variant; a scenario that cannot be assembled is an error that names it.
        var batchable: [AssembledScenario] = []
        var solo: [AssembledScenario] = []
        var assembledScenarios: [Scenario] = []
        for scenario in scenarios {
            do {
                let published = try ProgramAssembler.assemble(scenario, variant: .published, samples: byFingerprint)
                if scenario.expectedFailure == nil {
                    batchable.append(published)
                } else {
                    solo.append(published)
                    batchable.append(try ProgramAssembler.assemble(scenario, variant: .erratum, samples: byFingerprint))
                }
                assembledScenarios.append(scenario)
            } catch {
                scenarioErrors.append("\(error)")
            }
        }

        do {
            try FileManager.default.createDirectory(
                at: workDirectory, withIntermediateDirectories: true,
                attributes: [.posixPermissions: 0o700])
        } catch {
            scenarioErrors.append("cannot make the work folder \(workDirectory.path): \(error.localizedDescription)")
        }
        progress?("compiling \(batchable.count + solo.count) scenario programs")
        let compileStart = Date()
        var compilerRuns = 0
        var compiled: [String: (program: URL, result: CompileResult)] = [:]
        // The batch and the programs that compile alone are compiled side by side (a `-wmo` run uses one core);
        // a batch that fails is compiled again program by program, so each error is its own program's.
        let shared = batching && !batchable.isEmpty
        var groups: [[AssembledScenario]] = (shared ? [batchable] : batchable.map { [$0] }) + solo.map { [$0] }
        var results = compileGroups(groups, tag: "first")
        compilerRuns += groups.count
        if shared {
            let batch = results.removeFirst()
            groups.removeFirst()
            if batch.result.succeeded {
                for assembled in batchable { compiled[assembled.runName] = batch }
            } else {
                let alone = batchable.map { [$0] }
                groups += alone
                results += compileGroups(alone, tag: "alone")
                compilerRuns += alone.count
            }
        }
        for (group, result) in zip(groups, results) { compiled[group[0].runName] = result }
        let compileSeconds = Date().timeIntervalSince(compileStart)

        // Run every program that compiled, `jobs` at a time.
        let runStart = Date()
        let runnable = (batchable + solo).compactMap { assembled -> (name: String, program: URL)? in
            guard let entry = compiled[assembled.runName], entry.result.succeeded else { return nil }
            return (assembled.runName, entry.program)
        }
        let runner = self.runner
        let counter = ProgressCounter(total: runnable.count, phase: "ran", unit: "scenario programs", report: progress)
        let runs = parallelMap(runnable) { job in
            let start = Date()
            let outcome = runner.run(program: job.program, scenario: job.name)
            counter.advance()
            return (outcome, Date().timeIntervalSince(start))
        }
        var outcomes: [String: ProgramOutcome] = [:]
        for (name, entry) in compiled { outcomes[name] = ProgramOutcome(compile: entry.result, run: nil) }
        // The unit of work scheduled is a scenario program: its run, and its share of the compiles, is
        // charged to the fingerprints it covers (all in one unit of work, so a unit's sum is its cost).
        var programSeconds: [String: Double] = [:]
        let programCount = Double(max(1, batchable.count + solo.count))
        for assembled in batchable + solo { programSeconds[assembled.runName] = compileSeconds / programCount }
        for (job, (run, seconds)) in zip(runnable, runs) {
            outcomes[job.name]?.run = run
            programSeconds[job.name, default: 0] += seconds
        }
        var fingerprintSeconds: [String: Double] = [:]
        for assembled in batchable + solo {
            let covered = Set((assembled.scenario.covers + assembled.scenario.ports).map(\.fingerprint))
            for fingerprint in covered {
                fingerprintSeconds[fingerprint, default: 0] += (programSeconds[assembled.runName] ?? 0) / Double(covered.count)
            }
        }
        var runSeconds = Date().timeIntervalSince(runStart)

        // The smoke tier: every Swift sample nothing else covers, one copy per fingerprint.
        var smoke: [String: SmokeOutcome] = [:]
        var compileTotal = compileSeconds
        if smokeTier {
            let covered = Set(scenarios.flatMap { ($0.covers + $0.ports).map(\.fingerprint) })
            // A waiver excuses its own sample only: another copy of the same code still runs.
            let waived = Set(samples.filter { sample in waivers.contains { $0.names(sample) } }.map(\.id))
            var seen: Set<String> = []
            let candidates = samples.filter { sample in
                sample.language == .swift && !covered.contains(sample.fingerprint) && !waived.contains(sample.id)
                    && seen.insert(sample.fingerprint).inserted
            }.map { byFingerprint[$0.fingerprint] ?? $0 }
            if !candidates.isEmpty {
                let result = runSmokeTier(candidates, all: samples, samples: byFingerprint)
                smoke = result.outcomes
                for (fingerprint, seconds) in result.cost.secondsByFingerprint {
                    fingerprintSeconds[fingerprint, default: 0] += seconds
                }
                compilerRuns += result.cost.compilerRuns
                compileTotal += result.cost.compileSeconds
                runSeconds += result.cost.runSeconds
            }
        }
        try? FileManager.default.removeItem(at: workDirectory)

        let verdicts = Self.verdicts(
            samples: samples, scenarios: assembledScenarios, outcomes: outcomes,
            assembled: batchable + solo, waivers: waivers, compiledCopies: byFingerprint,
            smoke: smoke)
        var report = VerificationReport(
            verdicts: verdicts, scenarioErrors: scenarioErrors,
            timing: .init(
                compileSeconds: compileTotal, runSeconds: runSeconds,
                compilerRuns: compilerRuns, batched: batching))
        // Every verdict's fingerprint has a cost, 0 when nothing ran for it (a twin, a waiver).
        for verdict in verdicts { report.fingerprintSeconds[verdict.fingerprint] = fingerprintSeconds[verdict.fingerprint] ?? 0 }
        return report
    }

    /// Scenarios with every fingerprint they name in its canonical 16-digit form: a unique prefix of 8 or
    /// more digits, or the whole SHA-256 `doctool samples --json` shows, names the sample it begins; a
    /// prefix several samples share is an error that asks for more digits. A fingerprint no sample has
    /// is left as written, for the drift check to report.
    static func resolvingFingerprints(_ scenarios: [Scenario], known: [String]) -> (scenarios: [Scenario], errors: [String]) {
        let knownSet = Set(known)
        var errors: [String] = []
        func resolve(_ fingerprint: String, file: String, line: Int) -> String {
            if knownSet.contains(fingerprint) { return fingerprint }
            let matches = fingerprints(named: fingerprint, among: known)
            if matches.count == 1 { return matches[0] }
            if matches.count > 1 {
                errors.append(
                    "\(file):\(line): fingerprint \(fingerprint) begins \(matches.count) samples' fingerprints (\(matches.sorted().prefix(3).joined(separator: ", "))); give more digits"
                )
            }
            return fingerprint
        }
        let resolved = scenarios.map { scenario -> Scenario in
            var scenario = scenario
            var mapping: [String: String] = [:]
            for coverage in scenario.covers + scenario.ports where mapping[coverage.fingerprint] == nil {
                mapping[coverage.fingerprint] = resolve(coverage.fingerprint, file: scenario.file, line: coverage.line)
            }
            func canonical(_ fingerprint: String) -> String { mapping[fingerprint] ?? fingerprint }
            scenario.covers = scenario.covers.map {
                var coverage = $0; coverage.fingerprint = canonical($0.fingerprint); return coverage
            }
            scenario.ports = scenario.ports.map {
                var coverage = $0; coverage.fingerprint = canonical($0.fingerprint); return coverage
            }
            scenario.errata = scenario.errata.map {
                var erratum = $0; erratum.fingerprint = canonical($0.fingerprint); return erratum
            }
            scenario.lines = scenario.lines.map { line in
                var line = line
                line.sampleFingerprint = line.sampleFingerprint.map(canonical)
                return line
            }
            return scenario
        }
        return (resolved, errors)
    }

    /// The 16-digit fingerprints among `known` that `text` names: those it is a prefix of, or, for the whole
    /// SHA-256 (more than 16 digits), the one it begins with. Case does not matter.
    public static func fingerprints(named text: String, among known: [String]) -> [String] {
        let lowered = text.lowercased()
        return lowered.count > 16 ? known.filter { lowered.hasPrefix($0) } : known.filter { $0.hasPrefix(lowered) }
    }

    /// Coverage that would make a verdict lie: a sample covered by two scenarios (the one read last would decide,
    /// hiding the other's failure), and `@ports` on a sample that is not Objective-C (its text would never be compiled).
    static func coverageErrors(_ scenarios: [Scenario], samples byFingerprint: [String: VerifiableSample]) -> [String] {
        var errors: [String] = []
        var first: [String: (scenario: Scenario, line: Int)] = [:]
        for scenario in scenarios {
            for coverage in scenario.covers + scenario.ports {
                if let earlier = first[coverage.fingerprint] {
                    errors.append(
                        "\(scenario.file):\(coverage.line): sample \(coverage.fingerprint) (\(coverage.sampleID)) is already covered by scenario '\(earlier.scenario.name)' (\(earlier.scenario.file):\(earlier.line)); a sample has one scenario"
                    )
                } else {
                    first[coverage.fingerprint] = (scenario, coverage.line)
                }
            }
            for port in scenario.ports {
                guard let sample = byFingerprint[port.fingerprint], sample.language != .objc else { continue }
                errors.append(
                    "\(scenario.file):\(port.line): @ports names \(sample.id), a \(sample.language.rawValue) sample; @ports is for Objective-C samples (a Swift sample is covered with @covers and compiled at its @sample line)"
                )
            }
        }
        return errors
    }

    func compileGroups(_ groups: [[AssembledScenario]], tag: String) -> [(program: URL, result: CompileResult)] {
        let compiler = SwiftCompiler(toolchain: toolchain, sandbox: sandbox)
        let indexed = Array(groups.enumerated())
        return parallelMap(indexed) { (index, group) -> (program: URL, result: CompileResult) in
            let directory = workDirectory.appendingPathComponent("\(tag)-\(index)")
            do {
                return try compiler.compile(group, in: directory, name: "scenarios")
            } catch {
                let failure = CompileResult(succeeded: false, diagnostics: [], output: "\(error)", seconds: 0)
                return (directory, failure)
            }
        }
    }

    /// Maps `items` with at most `jobs` running at once, keeping order.
    func parallelMap<T, R>(_ items: [T], _ transform: @escaping @Sendable (T) -> R) -> [R] {
        let results = ResultBox<R>(count: items.count)
        let queue = DispatchQueue(label: "doctool.verify", attributes: .concurrent)
        let slots = DispatchSemaphore(value: jobs)
        let group = DispatchGroup()
        for (index, item) in items.enumerated() {
            slots.wait()
            let box = UncheckedBox(item)
            queue.async(group: group) {
                results.set(index, transform(box.value))
                slots.signal()
            }
        }
        group.wait()
        return results.values()
    }

    // MARK: - Verdicts

    static func verdicts(
        samples: [VerifiableSample], scenarios: [Scenario], outcomes: [String: ProgramOutcome],
        assembled: [AssembledScenario], waivers: [Waiver],
        compiledCopies: [String: VerifiableSample],
        smoke: [String: SmokeOutcome] = [:]
    ) -> [SampleVerdict] {
        /// One copy of a sample is compiled; its diagnostics are moved onto every identical copy's own lines.
        func diagnostics(_ all: [CompilerDiagnostic], for sample: VerifiableSample) -> [CompilerDiagnostic] {
            guard let compiled = compiledCopies[sample.fingerprint] else { return [] }
            return all.compactMap { diagnostic in
                guard diagnostic.file == compiled.file, (compiled.firstLine...compiled.lastLine).contains(diagnostic.line) else {
                    return nil
                }
                var moved = diagnostic
                moved.file = sample.file
                moved.line = diagnostic.line - compiled.firstLine + sample.firstLine
                return moved
            }
        }
        var scenarioFor: [String: Scenario] = [:]
        var portFor: [String: Scenario] = [:]
        for scenario in scenarios {
            // The first scenario read decides; a second one covering the same sample is an error (`coverageErrors`).
            for coverage in scenario.covers where scenarioFor[coverage.fingerprint] == nil {
                scenarioFor[coverage.fingerprint] = scenario
            }
            for port in scenario.ports where portFor[port.fingerprint] == nil { portFor[port.fingerprint] = scenario }
        }
        var rewritesFor: [String: [AppliedRewrite]] = [:]
        for entry in assembled where entry.variant == .published {
            for (fingerprint, rewrites) in entry.rewrites { rewritesFor[fingerprint] = rewrites }
        }
        func waiver(for sample: VerifiableSample) -> Waiver? { waivers.first { $0.names(sample) } }

        var direct: [String: SampleVerdict] = [:]  // by sample id
        func verdict(for sample: VerifiableSample) -> SampleVerdict {
            var result = SampleVerdict(
                sampleID: sample.id, fingerprint: sample.fingerprint, language: sample.language,
                location: sample.location, status: .unlinked, scenario: nil, scenarioFile: nil,
                detail:
                    "no scenario covers fingerprint \(sample.fingerprint) (doctool scenario new \(sample.fingerprint) writes one; or a waiver with a reason)",
                rewrites: [], diagnostics: [], expectations: [])
            if let scenario = scenarioFor[sample.fingerprint] {
                result.scenario = scenario.name
                result.scenarioFile = scenario.file
                result.rewrites = rewritesFor[sample.fingerprint] ?? []
                let published = outcomes[AssembledScenario.runName(of: scenario.name, .published)]
                if let reason = scenario.expectedFailure {
                    let erratum = outcomes[AssembledScenario.runName(of: scenario.name, .erratum)]
                    result.diagnostics = diagnostics(published?.compile.diagnostics ?? [], for: sample)
                    if published?.passed == true {
                        result.status = .unexpectedPass
                        result.detail =
                            "declared broken (\(reason)) but passes as published: remove @expect-failure and the erratum"
                    } else if erratum?.passed == true {
                        result.status = .expectedFailure
                        let firstError = result.diagnostics.first { $0.severity == .error }
                        let at = firstError.map { "\($0.file):\($0.line)" } ?? sample.location
                        result.detail = "broken as published: \(reason) (\(at)); with erratum: passes"
                    } else {
                        result.status = .failed
                        result.diagnostics = erratum?.compile.diagnostics ?? []
                        result.expectations = erratum?.run?.expectations ?? []
                        result.detail = "broken as published (\(reason)), and the erratum fails too: " + describe(erratum)
                    }
                } else if published?.passed == true {
                    result.status = .passed
                    result.expectations = published?.run?.expectations ?? []
                    result.detail = scenario.summary
                } else {
                    result.status = .failed
                    result.diagnostics = published?.compile.diagnostics ?? []
                    result.expectations = published?.run?.expectations ?? []
                    result.detail = describe(published)
                    if published?.compile.succeeded == false,
                        let finding = SelectorCheck.findings(
                            in: sample.text, context: scenario.lines.map(\.text).joined(separator: "\n")
                        ).first
                    {
                        result.detail =
                            "does not compile: \(sample.file):\(sample.firstLine + finding.line - 1): \(finding.message)"
                    }
                }
            } else if let scenario = portFor[sample.fingerprint] {
                result.scenario = scenario.name
                result.scenarioFile = scenario.file
                if outcomes[scenario.name]?.passed == true {
                    result.status = .coveredByPort
                    result.detail =
                        "its Swift port in the scenario passed (the Objective-C text is not compiled: no Objective-C runtime on Linux)"
                } else {
                    result.status = .failed
                    result.detail = "the scenario with its Swift port failed: " + describe(outcomes[scenario.name])
                }
            } else if sample.twinID == nil || sample.language != .objc, let waiver = waiver(for: sample) {
                // An Objective-C sample with a twin is the twin's to cover first (below).
                result.status = .waived
                result.detail = waiver.reason
            } else if let outcome = smoke[sample.fingerprint] {
                result.status = outcome.status
                result.scenario = SmokeScenario.name(for: sample.fingerprint)
                result.detail = outcome.detail
                result.cause = outcome.cause
                result.diagnostics = diagnostics(outcome.diagnostics, for: sample)
                result.proposedErrata = outcome.proposedErrata
                if let first = result.diagnostics.first(where: { $0.severity == .error }), let cause = outcome.cause {
                    // The location in the detail is this copy's own line.
                    result.detail = "\(cause.category.rawValue): \(cause.explanation) (\(first.file):\(first.line))"
                }
                let proposed = outcome.proposedErrata.count
                if proposed > 0 {
                    result.detail +=
                        "; with the \(proposed) proposed errat\(proposed == 1 ? "um" : "a") below it compiles and runs"
                }
            } else if !SampleVerdict.runs(sample.language) {
                // A scenario or waiver above still decides; otherwise there is nothing to run it with.
                result.status = .otherLanguage
                result.detail =
                    sample.language == .unknown
                    ? "no language recognised (no fence label, no code marker): not run"
                    : "\(sample.language.rawValue): not run (only Swift runs against the engine)"
            }
            return result
        }
        for sample in samples
        where sample.language != .objc || scenarioFor[sample.fingerprint] != nil || portFor[sample.fingerprint] != nil {
            direct[sample.id] = verdict(for: sample)
        }
        // Objective-C samples are verified through their Swift twin.
        var verdicts: [SampleVerdict] = []
        for sample in samples {
            if let existing = direct[sample.id] { verdicts.append(existing); continue }
            var result = verdict(for: sample)
            if result.status == .unlinked, let twinID = sample.twinID, let twin = direct[twinID] {
                if twin.status == .smoke && sample.twinParityHolds {
                    result.status = .coveredByTwin
                    result.scenario = twin.scenario
                    result.detail =
                        "Swift twin \(twinID) ran in the smoke tier (no scenario checks its promises yet); twin parity holds"
                } else if twin.isSmokeFinding {
                    // Nothing was written for it yet: the twin's smoke finding, not a failure of its own.
                    result.status = twin.status
                    result.scenario = twin.scenario
                    result.cause = twin.cause
                    result.detail = "unverified: its Swift twin \(twinID) did not run through the smoke tier (\(twin.detail))"
                } else if (twin.status == .passed || twin.status == .expectedFailure) && sample.twinParityHolds {
                    result.status = .coveredByTwin
                    result.scenario = twin.scenario
                    result.scenarioFile = twin.scenarioFile
                    result.detail =
                        "Swift twin \(twinID) \(twin.status == .passed ? "passed" : "passes with its erratum"); twin parity holds"
                } else if !sample.twinParityHolds {
                    result.status = .failed
                    result.detail = "twin \(twinID) differs beyond the declared differences (see `doctool samples`)"
                } else {
                    result.status = .failed
                    result.detail = "Swift twin \(twinID) did not pass"
                }
            }
            if result.status == .unlinked, let waiver = waiver(for: sample) {
                result.status = .waived
                result.detail = waiver.reason
            }
            verdicts.append(result)
        }
        return verdicts
    }

    static func describe(_ outcome: ProgramOutcome?) -> String {
        guard let outcome else { return "not compiled" }
        if !outcome.compile.succeeded {
            if let error = outcome.compile.diagnostics.first(where: { $0.severity == .error }) {
                return "does not compile: \(error)"
            }
            return "does not compile: " + outcome.compile.output.split(separator: "\n").prefix(3).joined(separator: " ")
        }
        guard let run = outcome.run else { return "not run" }
        switch run.status {
        case .passed: return "passed"
        case .timedOut: return "TIMEOUT: \(run.errorOutput)"
        case .memoryLimit: return "MEMORY: \(run.errorOutput)"
        case .processLimit: return "PROCESSES: \(run.errorOutput)"
        case .forbidden: return "FORBIDDEN: \(run.errorOutput)"
        case .notRun: return "not run: \(run.errorOutput)"
        case .crashed: return "crashed: \(run.errorOutput)"
        case .failed:
            // The promises by name; the report lists each with its scenario line and what was measured.
            let broken = run.expectations.filter { !$0.passed }.map(\.promise)
            guard !broken.isEmpty else {
                if run.expectations.isEmpty { return "the scenario checked nothing: its verify function made no expectation" }
                return "the scenario program failed with every expectation met"
                    + (run.errorOutput.isEmpty ? "" : ": \(run.errorOutput)")
            }
            return "broken promise: " + broken.joined(separator: "; ")
        }
    }
}

/// Counts finished jobs for the progress line; one report at a time, whatever thread finished.
final class ProgressCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var done = 0
    private let total: Int, phase: String, unit: String
    private let report: (@Sendable (String) -> Void)?

    init(total: Int, phase: String, unit: String, report: (@Sendable (String) -> Void)?) {
        self.total = total
        self.phase = phase
        self.unit = unit
        self.report = report
    }

    func advance() {
        guard let report else { return }
        lock.lock()
        defer { lock.unlock() }
        done += 1
        report("\(phase) \(done) of \(total) \(unit)")
    }
}

/// Results written by concurrent workers, each to its own slot.
final class ResultBox<R>: @unchecked Sendable {
    private var storage: [R?]
    private let lock = NSLock()
    init(count: Int) { storage = Array(repeating: nil, count: count) }
    func set(_ index: Int, _ value: R) { lock.lock(); storage[index] = value; lock.unlock() }
    func values() -> [R] { lock.lock(); defer { lock.unlock() }; return storage.map { $0! } }
}

/// Hands a value to a worker; the verifier never shares it between workers.
struct UncheckedBox<T>: @unchecked Sendable {
    let value: T
    init(_ value: T) { self.value = value }
}
