import CodeLexer
import Foundation

/// What the smoke tier concluded about one sample (every copy with its fingerprint shares it).
struct SmokeOutcome {
    var host: SmokeScenario.Host
    var status: SampleVerdict.Status
    var detail: String
    var cause: SmokeCause?
    var diagnostics: [CompilerDiagnostic]
    /// `// @erratum` lines that make the sample compile and run (proved by a run with them applied).
    var proposedErrata: [String] = []
}

/// What the smoke tier knows of its scenarios while it compiles and runs them.
struct SmokePlan {
    var candidates: [VerifiableSample]
    /// Every sample of the corpus (one copy per fingerprint), to find the page lines an error points at.
    var pageSamples: [VerifiableSample]
    var scenarios: [String: Scenario] = [:]
    var hosts: [String: SmokeScenario.Host] = [:]
    /// Which samples' lines each smoke program holds: its own, and its section's earlier ones.
    var holds: [String: Set<String>] = [:]

    init(candidates: [VerifiableSample], pageSamples: [VerifiableSample]) {
        self.candidates = candidates
        self.pageSamples = pageSamples
    }

    mutating func add(_ scenario: Scenario, for sample: VerifiableSample) {
        scenarios[sample.fingerprint] = scenario
        hosts[sample.fingerprint] = SmokeScenario.host(kind: sample.kind, text: sample.text)
        holds[sample.fingerprint] = Set(scenario.lines.compactMap(\.sampleFingerprint))
    }

    /// The sample whose page lines hold `diagnostic`.
    func sample(at diagnostic: CompilerDiagnostic) -> VerifiableSample? {
        pageSamples.first { $0.file == diagnostic.file && ($0.firstLine...$0.lastLine).contains(diagnostic.line) }
    }

    /// The smoke programs an error is in: by its scenario's own file name, or every program holding the
    /// page lines it points at (a context sample's error breaks each program that holds it).
    func owners(of diagnostic: CompilerDiagnostic) -> [String] {
        if let sample = candidates.first(where: { SmokeScenario.file(for: $0.fingerprint) == diagnostic.file }) {
            return [sample.fingerprint]
        }
        guard let lines = sample(at: diagnostic) else { return [] }
        return holds.filter { $0.value.contains(lines.fingerprint) }.map(\.key)
    }

    /// Messages that say the engine (not the sample) is unusable: a module of it missing, or built by another compiler.
    static let engineModuleErrors: [String] =
        ([EngineToolchain.supportModule] + EngineToolchain.moduleAliases.map(\.engine)).map { "no such module '\($0)'" }
        + ["compiled module was created by", "module compiled with Swift"]

    /// Why a failed compile did not judge the sample, or nil when it did. A run that printed no error at a line
    /// could not start, met a limit or crashed; one that could not load the engine's own modules would make every
    /// sample COMPILE. Either is verification failing, not the page: FAIL, so that CI cannot pass on a toolchain
    /// that never ran (every sample was once "page error" and the run exited 0).
    static func unjudged(_ diagnostics: [CompilerDiagnostic], output: String) -> String? {
        let errors = diagnostics.filter { $0.severity == .error }
        if let engine = errors.first(where: { error in engineModuleErrors.contains { error.message.contains($0) } }) {
            return "the engine cannot be loaded: \(engine.message)"
        }
        guard errors.isEmpty else { return nil }
        let lines = output.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        return lines.last { $0.hasPrefix("swiftc was stopped") } ?? lines.first { $0.contains("error") } ?? lines.first
            ?? "it failed with no output"
    }

    func compileFailure(_ fingerprint: String, _ diagnostics: [CompilerDiagnostic], output: String) -> SmokeOutcome {
        if let reason = Self.unjudged(diagnostics, output: output) {
            return SmokeOutcome(
                host: hosts[fingerprint] ?? .fileScope, status: .failed,
                detail: "the compiler did not judge the sample: \(reason)", cause: nil, diagnostics: diagnostics)
        }
        // The cause is the first error on the sample's own lines; a context sample's error (which its program
        // also holds) only when the sample has none of its own.
        // Errors that only follow from an earlier one (a type the engine lacks leaves `.none` with no base)
        // do not name a cause of their own.
        let followOn = ["cannot infer contextual base", "type of expression is ambiguous", "ambiguous without a type annotation"]
        let errors = diagnostics.filter { $0.severity == .error }
        let first =
            errors.first { error in
                sample(at: error)?.fingerprint == fingerprint && !followOn.contains { error.message.contains($0) }
            } ?? errors.first
        let sourceLine = first.flatMap { error -> String? in
            guard let page = sample(at: error) else { return nil }
            let lines = page.text.split(separator: "\n", omittingEmptySubsequences: false)
            let index = error.line - page.firstLine
            return lines.indices.contains(index) ? String(lines[index]) : nil
        }
        let own = candidates.first { $0.fingerprint == fingerprint }
        var cause = SmokeCause.classify(
            first?.message ?? output.split(separator: "\n").first.map(String.init) ?? "",
            line: sourceLine, sample: own?.text, host: hosts[fingerprint])
        let held = (holds[fingerprint] ?? []).compactMap { held in pageSamples.first { $0.fingerprint == held } }
        if let own, let finding = SelectorCheck.findings(in: own.text, context: held.map(\.text).joined(separator: "\n")).first {
            cause = SmokeCause(category: .pageError, explanation: finding.message)
            return SmokeOutcome(
                host: hosts[fingerprint] ?? .fileScope, status: .smokeCompile,
                detail: "\(cause.category.rawValue): \(cause.explanation) (\(own.file):\(own.firstLine + finding.line - 1))",
                cause: cause, diagnostics: diagnostics)
        }
        // An error outside the page's lines (an `import` hoisted to the file's head) is shown at the sample.
        let place =
            first.flatMap { sample(at: $0) != nil ? " (\($0.file):\($0.line))" : nil }
            ?? own.map { " (\($0.file):\($0.firstLine))" } ?? ""
        return SmokeOutcome(
            host: hosts[fingerprint] ?? .fileScope, status: .smokeCompile,
            detail: "\(cause.category.rawValue): \(cause.explanation)\(place)", cause: cause, diagnostics: diagnostics)
    }

    func runOutcome(_ fingerprint: String, _ run: RunOutcome) -> SmokeOutcome {
        let host = hosts[fingerprint] ?? .fileScope
        var outcome = SmokeOutcome(host: host, status: .smoke, detail: "", cause: nil, diagnostics: [])
        switch run.status {
        case .passed:
            let summary = scenarios[fingerprint]?.summary ?? ""
            let stubs = summary.components(separatedBy: "; stubs: ").dropFirst().first.map { "; stubs: \($0)" } ?? ""
            outcome.detail = "no scenario yet: compiled verbatim in \(host.rawValue) and ran\(stubs)"
        case .timedOut:
            outcome.status = .smokeHang
            outcome.detail = "did not finish in \(host.rawValue): \(run.errorOutput)"
        default:
            outcome.status = .smokeCrash
            let compiled = CompileResult(succeeded: true, diagnostics: [], output: "", seconds: 0)
            var detail = Verifier.describe(Verifier.ProgramOutcome(compile: compiled, run: run))
            if let file = candidates.first(where: { $0.fingerprint == fingerprint })?.file {
                detail = Self.pagePaths(in: detail, file: file)
            }
            outcome.detail = "\(detail) (in \(host.rawValue))"
        }
        return outcome
    }

    /// `message` with the runtime's short name of the page (`#fileID`: `Samples/en.md:10: Fatal error: …`)
    /// replaced by the page's path (`corpus/t/en.md:10`), so the line opens from the working folder.
    static func pagePaths(in message: String, file: String) -> String {
        guard let name = file.split(separator: "/").last else { return message }
        let escaped = NSRegularExpression.escapedPattern(for: String(name))
        // A `#fileID` stands alone after a space (or at the start): never the tail of a longer path.
        return message.replacingOccurrences(of: #"(?<!\S)\w+/"# + escaped + #"(?=:\d)"#, with: file, options: .regularExpression)
    }
}

extension Verifier {
    /// What the smoke runs cost, for the report's timing line.
    struct SmokeCost {
        var compilerRuns = 0
        var compileSeconds = 0.0
        var runSeconds = 0.0
        /// Wall seconds spent on each sample fingerprint: its program's run, and its share of the batch compiles.
        var secondsByFingerprint: [String: Double] = [:]
    }

    /// Compiles and runs the smoke scenario of each of `candidates` (one copy per fingerprint).
    ///
    /// Design: most samples of a page nobody has written scenarios for will not compile as they stand
    /// (a name declared elsewhere, an API the engine lacks), and one compiler run per sample costs a
    /// second or more each. So they compile in one batch per job; when one fails, the samples the errors point
    /// at (by page line, or by the smoke scenario's own file name) leave the batch with their diagnostics,
    /// and the rest compile again, a few rounds at most; what no error names is compiled alone.
    func runSmokeTier(
        _ candidates: [VerifiableSample], all samples: [VerifiableSample],
        samples byFingerprint: [String: VerifiableSample]
    )
        -> (outcomes: [String: SmokeOutcome], cost: SmokeCost)
    {
        var cost = SmokeCost()
        var plan = SmokePlan(candidates: candidates, pageSamples: Array(byFingerprint.values))
        var published: [AssembledScenario] = []
        for sample in candidates {
            let scenario = SmokeScenario.make(for: sample, kind: sample.kind, context: Self.smokeContext(sample, among: samples))
            plan.add(scenario, for: sample)
            if let assembled = try? ProgramAssembler.assemble(scenario, variant: .published, samples: byFingerprint) {
                published.append(assembled)
            }
        }
        var outcomes = smokeBatch(published, plan: plan, cost: &cost, tag: "smoke")

        // A sample that uses names nothing declares is tried again with the host declaring them, each of
        // the type its use implies (`myLabel.text = …` → `UILabel`); when that runs, it is SMOKE with the stubs listed.
        var stubbed: [AssembledScenario] = []
        var inferredStubs: [String: [SmokeScenario.Outlet]] = [:]
        for sample in candidates where outcomes[sample.fingerprint]?.status == .smokeCompile {
            guard
                let stubs = SmokeScenario.inferredStubs(for: sample, diagnostics: outcomes[sample.fingerprint]?.diagnostics ?? [])
            else { continue }
            var scenario = SmokeScenario.make(
                for: sample, kind: sample.kind, context: Self.smokeContext(sample, among: samples),
                declaring: stubs)
            scenario.name += "-stubs"
            if let assembled = try? ProgramAssembler.assemble(scenario, variant: .published, samples: byFingerprint) {
                stubbed.append(assembled)
                inferredStubs[sample.fingerprint] = stubs
            }
        }
        if !stubbed.isEmpty {
            for (fingerprint, outcome) in smokeBatch(stubbed, plan: plan, cost: &cost, tag: "stubs")
            where outcome.status == .smoke {
                var ran = outcome
                let stubs = inferredStubs[fingerprint]?.map(\.description).joined(separator: ", ") ?? ""
                ran.detail =
                    "no scenario yet: compiled verbatim in \(outcome.host.rawValue) and ran; stubs inferred from use: \(stubs)"
                outcomes[fingerprint] = ran
            }
        }

        // A sample that fails on Swift 2–4 spellings is tried again with the renames applied; the errata
        // that make it compile and run are proposed, ready to paste into a scenario.
        var modernized: [AssembledScenario] = []
        var proposals: [String: [Scenario.Erratum]] = [:]
        for sample in candidates where outcomes[sample.fingerprint]?.status == .smokeCompile {
            let errata = SwiftRenames.errata(for: sample.text, fingerprint: sample.fingerprint)
            guard !errata.isEmpty, var scenario = plan.scenarios[sample.fingerprint] else { continue }
            scenario.errata = errata
            if let assembled = try? ProgramAssembler.assemble(scenario, variant: .erratum, samples: byFingerprint) {
                modernized.append(assembled)
                proposals[sample.fingerprint] = errata
            }
        }
        if !modernized.isEmpty {
            for (fingerprint, outcome) in smokeBatch(modernized, plan: plan, cost: &cost, tag: "errata")
            where outcome.status == .smoke {
                guard let errata = proposals[fingerprint] else { continue }
                outcomes[fingerprint]?.proposedErrata = errata.map(\.directive)
            }
        }
        return (outcomes, cost)
    }

    /// The scenarios' runner with the smoke tier's wall-clock limit, where that is the lower one.
    var smokeRunner: ScenarioRunner {
        var runner = self.runner
        runner.timeoutSeconds = min(runner.timeoutSeconds, smokeTimeoutSeconds)
        return runner
    }

    /// Whether the program with `source` is kept out of the shared batches, so that a verdict never depends on
    /// its batch and a batch's errors are all shown.
    ///
    /// A program that extends a type at file scope (`extension UIColor { convenience init(hex:) }`) would
    /// extend it for every program of its batch: two such pages collide ("invalid redeclaration") and one
    /// can make another's call compile. A module the engine does not provide (`import MapKit`) is a fatal
    /// error: the compiler stops at the first file importing it, hiding the rest of the batch's errors, so a
    /// batch found one such program per round (8 rounds of a thousand programs for 8 copies of one page).
    /// A submodule (`import UIKit.UIGestureRecognizerSubclass`) is as fatal where the engine lacks it.
    static func compilesAlone(_ source: String) -> Bool {
        source.split(separator: "\n").contains { ProgramAssembler.isExtension($0.trimmingCharacters(in: .whitespaces)) }
            || SmokeCause.imports(in: source).contains(where: \.isSubmodule)
            || SmokeCause.foreignImport(in: source, besides: [EngineToolchain.supportModule]) != nil
    }

    /// The shared programs cut into one group per job, so that every worker compiles from the first round: a
    /// `-wmo` compiler run type-checks on one core. A group is kept at 32 programs or more, below which a
    /// run's fixed cost (loading the engine's module, linking: about a second) outweighs its share. Parts
    /// differ by one program at most, the first ones taking the remainder.
    static func parts<Program>(of programs: [Program], jobs: Int) -> [[Program]] {
        guard !programs.isEmpty else { return [] }
        let count = max(1, min(jobs, programs.count / 32))
        let base = programs.count / count, remainder = programs.count % count
        var start = 0
        return (0..<count).map { index in
            let end = start + base + (index < remainder ? 1 : 0)
            defer { start = end }
            return Array(programs[start..<end])
        }
    }

    /// Compiles `scenarios` in one batch per job, taking out those the errors point at until the rest compile (and
    /// splitting a batch whose errors point at no one), then runs each that compiled: one outcome per sample
    /// fingerprint.
    private func smokeBatch(_ scenarios: [AssembledScenario], plan: SmokePlan, cost: inout SmokeCost, tag: String)
        -> [String: SmokeOutcome]
    {
        var outcomes: [String: SmokeOutcome] = [:]
        func fingerprint(of assembled: AssembledScenario) -> String { assembled.scenario.covers[0].fingerprint }
        func failed(_ fingerprint: String, _ diagnostics: [CompilerDiagnostic], output: String) {
            outcomes[fingerprint] = plan.compileFailure(fingerprint, diagnostics, output: output)
        }
        let compileStart = Date()
        var compiled: [(program: URL, names: [AssembledScenario])] = []
        // Groups compiled side by side, level by level. A group that fails loses the programs its errors point
        // at and is tried again; one whose errors point at none of them (or that keeps exposing new errors,
        // as a fixed error can uncover the next) is split in two, so a thousand samples cost a few dozen
        // compiler runs, not one each. Without batching (`--no-batch`, for measuring what batching saves)
        // every program is a group of its own from the start.
        func alone(_ assembled: AssembledScenario) -> Bool { Self.compilesAlone(assembled.source) }
        let shared = scenarios.filter { !alone($0) }
        var level: [(group: [AssembledScenario], rounds: Int)] =
            batching
            ? Self.parts(of: shared, jobs: jobs).map { ($0, 0) } + scenarios.filter(alone).map { ([$0], 0) }
            : scenarios.map { ([$0], 0) }
        var depth = 0
        // Retried once at most: two samples that are each other's context would otherwise keep each other in.
        var retriedBefore: Set<String> = []
        while !level.isEmpty {
            depth += 1
            let count = level.reduce(0) { $0 + $1.group.count }
            progress?(
                "smoke tier (\(tag)): compiling \(count) programs in \(level.count) group\(level.count == 1 ? "" : "s"), round \(depth)"
            )
            let results = compileGroups(level.map(\.group), tag: "\(tag)-\(depth)")
            cost.compilerRuns += level.count
            var next: [(group: [AssembledScenario], rounds: Int)] = []
            for ((group, rounds), batch) in zip(level, results) {
                if batch.result.succeeded {
                    compiled.append((batch.program, group))
                    continue
                }
                if group.count == 1 {
                    failed(fingerprint(of: group[0]), batch.result.diagnostics, output: batch.result.output)
                    continue
                }
                var blamed: [String: [CompilerDiagnostic]] = [:]
                // An error on a sample's lines that several programs of the batch hold (its own, and those holding
                // it as context) names the page line, not the program: it may come from any one of them, and
                // depend on what that one lacks (a handler the sample's own program has). Each of them compiles
                // again alone rather than inherit the verdict, so that it never depends on the batch.
                var retried: Set<String> = []
                let inBatch = Set(group.map(fingerprint(of:)))
                for diagnostic in batch.result.diagnostics {
                    let owners = plan.owners(of: diagnostic).filter(inBatch.contains)
                    for owner in owners {
                        if owners.count > 1 && diagnostic.severity == .error && !retriedBefore.contains(owner) {
                            retried.insert(owner)
                        }
                        blamed[owner, default: []].append(diagnostic)
                    }
                }
                let blamedErrors = blamed.filter { !retried.contains($0.key) && $0.value.contains { $0.severity == .error } }
                retriedBefore.formUnion(retried)
                if (!blamedErrors.isEmpty || !retried.isEmpty) && rounds < 3 {
                    for (owner, diagnostics) in blamedErrors { failed(owner, diagnostics, output: batch.result.output) }
                    // The retried compile alone, beside the rest: a thousand programs are not compiled once more for
                    // one program's second try.
                    let again = group.filter { retried.contains(fingerprint(of: $0)) }
                    let rest = group.filter { blamedErrors[fingerprint(of: $0)] == nil && !retried.contains(fingerprint(of: $0)) }
                    next += again.map { ([$0], rounds + 1) }
                    if !rest.isEmpty { next.append((rest, rounds + 1)) }
                } else {
                    let half = group.count / 2
                    next.append((Array(group[..<half]), 0))
                    next.append((Array(group[half...]), 0))
                }
            }
            level = next
        }
        let batchCompileSeconds = Date().timeIntervalSince(compileStart)
        cost.compileSeconds += batchCompileSeconds
        for assembled in scenarios {
            cost.secondsByFingerprint[fingerprint(of: assembled), default: 0] += batchCompileSeconds / Double(scenarios.count)
        }

        let runStart = Date()
        let programs = compiled.flatMap { entry in entry.names.map { (program: entry.program, assembled: $0) } }
        let runner = smokeRunner
        let counter = ProgressCounter(
            total: programs.count, phase: "smoke tier (\(tag)): ran", unit: "programs", report: progress)
        let runs = parallelMap(programs) { job in
            let start = Date()
            let outcome = runner.run(program: job.program, scenario: job.assembled.runName)
            counter.advance()
            return (outcome, Date().timeIntervalSince(start))
        }
        for (job, (run, seconds)) in zip(programs, runs) {
            let key = fingerprint(of: job.assembled)
            outcomes[key] = plan.runOutcome(key, run)
            cost.secondsByFingerprint[key, default: 0] += seconds
        }
        cost.runSeconds += Date().timeIntervalSince(runStart)
        return outcomes
    }

    /// The lowercase names the compiler could not find (`cannot find 'myLabel' in scope`): variables the page
    /// uses and never declares, not types or functions the engine lacks.
    public static func undeclaredNames(in diagnostics: [CompilerDiagnostic]) -> [String] {
        var names: [String] = []
        for diagnostic in diagnostics where diagnostic.severity == .error {
            guard diagnostic.message.hasPrefix("cannot find '"), diagnostic.message.hasSuffix("' in scope"),
                let name = SmokeCause.quoted(after: "cannot find ", in: diagnostic.message),
                name.first?.isLowercase == true, !names.contains(name)
            else { continue }
            names.append(name)
        }
        return names
    }

    /// The Swift samples before `sample` on its page, in page order, that declare a name `sample` uses without
    /// declaring it: the context a fragment builds on. Its own section is searched first (`topic/lang/section/n`),
    /// then the sections before it, for the names still missing (a tutorial declares its `animator` once, in
    /// its first example). Earlier samples it does not need stay out, so one that is broken does not break it.
    public static func earlierInSection(_ sample: VerifiableSample, among samples: [VerifiableSample]) -> [VerifiableSample] {
        let section = Self.section(of: sample)
        var inSection: [VerifiableSample] = [], onPage: [VerifiableSample] = []
        for other in samples where other.file == sample.file && other.language == .swift {
            if other.id == sample.id { break }
            if Self.section(of: other) == section {
                inSection.append(other)
            } else if !(SmokeScenario.declaresOnly(other.text) && !other.text.contains("=")) {
                // Bare declarations from another example (`var gravity: UIGravityBehavior!`) are set by code
                // that example holds: alone they would be nil, and the sample would crash on the page's behalf.
                onPage.append(other)
            }
        }
        var needed = words(in: sample.text).subtracting(declaredNames(in: sample.text))
        var context: [VerifiableSample] = []
        // Latest first, so the nearest declaration of a name is the one taken; the section before the page.
        for other in inSection.reversed() + onPage.reversed() {
            let provides = declaredNames(in: other.text).intersection(needed)
            guard !provides.isEmpty else { continue }
            context.insert(other, at: 0)
            needed.subtract(provides)
            needed.formUnion(words(in: other.text).subtracting(declaredNames(in: other.text)))
        }
        return context
    }

    /// The context of a smoke run: `earlierInSection`, and the methods a `#selector` of the sample names that
    /// a later block of its section declares (a page shows the set-up, then the handler: "The handler
    /// receives the recognizer."), which the host then has as its own.
    public static func smokeContext(_ sample: VerifiableSample, among samples: [VerifiableSample]) -> [VerifiableSample] {
        let earlier = earlierInSection(sample, among: samples)
        let named = selectorTargets(in: sample.text)
        guard !named.isEmpty else { return earlier }
        let section = Self.section(of: sample)
        var later: [VerifiableSample] = []
        var passed = false
        for other in samples where other.file == sample.file && other.language == .swift {
            if other.id == sample.id { passed = true; continue }
            guard passed, Self.section(of: other) == section,
                other.kind == .members, !declaredNames(in: other.text).isDisjoint(with: named)
            else { continue }
            later.append(other)
        }
        return earlier + later
    }

    /// The section a sample's id names (`topic/lang/section/n` → `topic/lang/section`).
    static func section(of sample: VerifiableSample) -> Substring {
        sample.id[..<(sample.id.lastIndex(of: "/") ?? sample.id.endIndex)]
    }

    /// The method base names `#selector(…)` names in `text` (`#selector(handleTap(_:))` → `handleTap`).
    static func selectorTargets(in text: String) -> Set<String> {
        var names: Set<String> = []
        var rest = Substring(text)
        while let start = rest.range(of: "#selector(") {
            rest = rest[start.upperBound...]
            var name = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
            if let dot = name.lastIndex(of: ".") { name = name[name.index(after: dot)...] }
            if !name.isEmpty { names.insert(String(name)) }
        }
        return names
    }

    /// The names `text` uses that something else could declare: its identifiers, except argument labels and
    /// parameter names (`target:` in `UITapGestureRecognizer(target: self, …)`, followed by a colon) and
    /// members (`.frame`, `.red`, after a dot), which no earlier block's `let target` provides.
    static func words(in text: String) -> Set<String> {
        var words: Set<String> = []
        var current = ""
        var afterDot = false
        var previous: Character = " "
        func finish(before next: Character?) {
            if !current.isEmpty, current.first?.isNumber == false, !afterDot, next != ":" { words.insert(current) }
            current = ""
        }
        for character in text {
            if character.isLetter || character.isNumber || character == "_" {
                if current.isEmpty { afterDot = previous == "." }
                current.append(character)
            } else {
                finish(before: character)
            }
            previous = character
        }
        finish(before: nil)
        return words
    }

    private static let declarationKeywords = Set(CodeKeywords.words(.swift, with: .namesDeclaration).map { Substring($0) })

    /// The names `text` declares (`let`, `var`, `func`, a type or an alias), and the types it extends
    /// (`extension UIColor`: what the page adds to UIColor, later code uses).
    static func declaredNames(in text: String) -> Set<String> {
        var names: Set<String> = []
        for line in text.split(separator: "\n") {
            let tokens = line.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") })
            for (index, token) in tokens.enumerated() where declarationKeywords.contains(token) && index + 1 < tokens.count {
                names.insert(String(tokens[index + 1]))
            }
        }
        return names
    }
}
