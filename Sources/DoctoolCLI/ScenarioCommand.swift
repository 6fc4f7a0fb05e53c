import DocumentModel
import Foundation
import SampleAnalysis
import Verification

/// `doctool scenario new`: the first version of a scenario file, written from a smoke run of the sample.
struct ScenarioCommand: Command {
    static let name = "scenario"
    static let abstract = "Write a new scenario for a sample (or a whole topic) that passes at once."
    static let overview = """
        OVERVIEW: Write the first version of a scenario for a sample that has none.

        The sample is placed verbatim in the host the smoke tier gives it (file scope, a
        UIViewController subclass, a UIView subclass, or a method of a view controller, after the
        earlier samples of its section it builds on; @IBOutlets connected to fresh views), compiled and
        run in the sandbox, and the view tree is described as shown and after two simulated seconds. The
        new file (Scenarios/<topic>/<name>.swift) holds the header (@scenario, @summary from the
        section's first sentence, @covers with every copy), that context with its // @sample line, and a
        verify function that shows the host, runs the clock and lists the described state as comments,
        so the page's promises can be written as expect.that / expect.near from facts. A sample written
        in Swift 2–4 spellings gets @expect-failure and the errata that make it pass. The file passes
        `doctool verify` as written.
        """
    static let usage = [
        "new SAMPLE [--name] [--force] [--corpus] [--scenarios] [--unsandboxed]",
        "new --all --topic [--corpus] [--scenarios] [--unsandboxed]"
    ]
    static let argumentsHelp: String? = """
        ARGUMENTS:
          SAMPLE                  A Swift sample's id (topic/lang/section/n) or a unique prefix of 8 or
                                  more digits of its fingerprint.
        """
    static let options: [OptionSpec] = [
        OptionSpec("--all", help: "Every Swift sample of --topic that no scenario covers."),
        OptionSpec("--topic", value: "TOPIC", help: "The topic for --all."),
        OptionSpec("--name", value: "NAME", help: "The scenario's name (default: from the sample id)."),
        OptionSpec("--force", help: "Replace a scenario file of that name."),
        .corpus,
        .scenarios,
        OptionSpec("--unsandboxed", help: "Run the sample without the sandbox where it cannot be made.")
    ]
    static let exitStatus = """
        EXIT STATUS: 0 when every file was written, 1 when a sample could not be scaffolded (it does
        not compile, even with errata) or a file exists, 64 for a usage error, 66 when the corpus or
        scenario folder is missing.
        """

    var target: String?
    var all: Bool
    var topic: String?
    var scenarioName: String?
    var force: Bool
    var corpus: String
    var scenarios: String
    var unsandboxed: Bool

    init(arguments: ParsedArguments) throws {
        var arguments = arguments
        all = arguments.flag("--all")
        topic = arguments.option("--topic")
        scenarioName = arguments.option("--name")
        force = arguments.flag("--force")
        corpus = arguments.value("--corpus")
        scenarios = arguments.value("--scenarios")
        unsandboxed = arguments.flag("--unsandboxed")
        guard arguments.positionals.first == "new" else {
            throw UsageError(
                arguments.positionals.isEmpty
                    ? "missing the action: doctool scenario new SAMPLE"
                    : "unknown action '\(arguments.positionals[0])' (known: new)")
        }
        target = arguments.positionals.count > 1 ? arguments.positionals[1] : nil
        try arguments.finish(maxPositionals: 2)
        if all {
            guard topic != nil else { throw UsageError("--all needs --topic TOPIC") }
            guard target == nil, scenarioName == nil else { throw UsageError("--all takes no SAMPLE and no --name") }
        } else {
            guard target != nil else { throw UsageError("missing SAMPLE: a sample id or a fingerprint prefix") }
        }
    }

    func run(_ context: CommandContext) -> Int32 {
        let corpusURL = context.url(for: corpus), scenariosURL = context.url(for: scenarios)
        guard FileManager.default.isFolder(at: corpusURL) else {
            return context.fail("no corpus folder at '\(corpus)'; pass --corpus DIR", code: ExitCode.noInput)
        }
        guard FileManager.default.isFolder(at: scenariosURL) else {
            return context.fail("no scenario folder at '\(scenarios)'; pass --scenarios DIR", code: ExitCode.noInput)
        }
        let loaded = CorpusSamples.load(corpus: corpusURL, displayedAs: corpus)
        let library = ScenarioLibrary.load(scenariosURL, displayedAs: scenarios)
        let samples = loaded.verifiableSamples(declaredTwinDifferences: library.twinDifferences)
        let covered = Set(library.scenarios.flatMap { ($0.covers + $0.ports).map(\.fingerprint) })
        var chosen: [VerifiableSample] = []
        if all, let topic {
            var seen: Set<String> = []
            chosen = samples.filter { sample in
                sample.id.hasPrefix(topic + "/") && sample.language == .swift && !covered.contains(sample.fingerprint)
                    && seen.insert(sample.fingerprint).inserted
            }
            guard !chosen.isEmpty else { return context.fail("topic '\(topic)' has no Swift sample without a scenario") }
        } else if let target {
            switch Self.find(target, in: samples) {
            case .failure(let message): return context.fail(message.description)
            case .success(let sample):
                if !SampleVerdict.runs(sample.language) {
                    return context.fail(
                        "\(sample.id) is \(sample.language.rawValue), which nothing here runs: verify lists it as OTHER (if it is Swift, label its fence ```swift)"
                    )
                }
                if sample.language != .swift {
                    let twin = sample.twinID.map { "; its Swift twin is \($0): run `doctool scenario new \($0)`" } ?? ""
                    return context.fail(
                        "\(sample.id) is \(sample.language.rawValue), which is verified through a Swift twin or port\(twin)")
                }
                if let scenario = library.scenarios.first(where: {
                    ($0.covers + $0.ports).contains { $0.fingerprint == sample.fingerprint }
                }) {
                    return context.fail("\(sample.id) is already covered by scenario '\(scenario.name)' (\(scenario.file))")
                }
                chosen = [sample]
            }
        }
        guard let (toolchain, sandbox) = VerifyCommand.sandboxedToolchain(unsandboxed: unsandboxed, context: context) else {
            return ExitCode.failure
        }
        var verifier = Verifier(toolchain: toolchain, sandbox: sandbox, runner: ScenarioRunner(timeoutSeconds: 20))
        verifier.smokeTier = false
        var takenNames = Set(library.scenarios.map(\.name))
        var status = ExitCode.success
        for sample in chosen {
            var name = scenarioName ?? ScenarioScaffold.name(for: sample.id)
            if scenarioName == nil { while takenNames.contains(name) { name += "-new" } }
            takenNames.insert(name)
            let topicFolder = String(sample.id.split(separator: "/").first ?? "scenarios")
            let file = scenariosURL.appendingPathComponent(topicFolder).appendingPathComponent(name + ".swift")
            if FileManager.default.fileExists(atPath: file.path) && !force {
                status = context.fail("\(scenarios)/\(topicFolder)/\(name).swift exists; pass --force to replace it, or --name")
                continue
            }
            guard
                let scaffold = scaffold(
                    sample, name: name, samples: samples, loaded: loaded, covered: covered,
                    verifier: verifier, context: context)
            else {
                status = ExitCode.failure
                continue
            }
            do {
                try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
                try scaffold.text.write(to: file, atomically: true, encoding: .utf8)
            } catch {
                status = context.fail("cannot write \(file.path): \(error.localizedDescription)")
                continue
            }
            let note =
                scaffold.expectedFailure == nil ? "" : " (broken as published; with \(scaffold.errata.count) errata it passes)"
            context.print("wrote \(scenarios)/\(topicFolder)/\(name).swift for \(sample.id)\(note)")
        }
        return status
    }

    /// The scaffold for `sample`, after a probe run; nil (after a message) when it cannot run even with errata.
    private func scaffold(
        _ sample: VerifiableSample, name: String, samples: [VerifiableSample], loaded: CorpusSamples,
        covered: Set<String>, verifier: Verifier, context: CommandContext
    ) -> ScenarioScaffold? {
        let contextSamples = Verifier.smokeContext(sample, among: samples)
        // The scenario covers the earlier samples it holds; one another scenario covers already cannot be held.
        if let taken = contextSamples.first(where: { covered.contains($0.fingerprint) }) {
            _ = context.fail(
                "\(sample.id) builds on \(taken.id), which another scenario covers: add \(sample.id) to that scenario instead")
            return nil
        }
        var parts = SmokeScenario.parts(
            for: sample, kind: sample.kind, context: contextSamples, seconds: SmokeScenario.runSeconds)
        var probe = SmokeScenario.make(for: sample, kind: sample.kind, context: contextSamples, probe: true)
        var report = verifier.verify(samples: samples, scenarios: [probe], waivers: [])
        var verdict = report.verdicts.first(where: { $0.sampleID == sample.id })
        // Names the page uses and never declares: the host declares them, with the type their use implies.
        if verdict?.status != .passed,
            let stubs = SmokeScenario.inferredStubs(for: sample, diagnostics: verdict?.diagnostics ?? [])
        {
            let stubbed = SmokeScenario.make(
                for: sample, kind: sample.kind, context: contextSamples, probe: true, declaring: stubs)
            let retried = verifier.verify(samples: samples, scenarios: [stubbed], waivers: [])
            if let ran = retried.verdicts.first(where: { $0.sampleID == sample.id }), ran.status == .passed {
                probe = stubbed
                verdict = ran
                parts = SmokeScenario.parts(
                    for: sample, kind: sample.kind, context: contextSamples, seconds: SmokeScenario.runSeconds,
                    declaring: stubs)
            }
        }
        var scaffold = ScenarioScaffold(
            name: name, summary: summary(of: sample, in: loaded), sample: sample,
            copies: samples.filter { $0.fingerprint == sample.fingerprint }, parts: parts)
        scaffold.context = contextSamples
        if verdict?.status != .passed {
            let errata = SwiftRenames.errata(for: sample.text, fingerprint: sample.fingerprint)
            let firstError = verdict?.diagnostics.first { $0.severity == .error }
            guard !errata.isEmpty, let firstError else {
                _ = context.fail(
                    "\(sample.id) (\(sample.location)) does not run in \(parts.host.rawValue): \(verdict?.detail ?? "no result"); fix the page, or write the scenario by hand"
                )
                return nil
            }
            probe.expectedFailure = "Swift 2–4 spelling: \(firstError.message)"
            probe.errata = errata
            report = verifier.verify(samples: samples, scenarios: [probe], waivers: [])
            verdict = report.verdicts.first(where: { $0.sampleID == sample.id })
            guard verdict?.status == .expectedFailure else {
                _ = context.fail(
                    "\(sample.id) (\(sample.location)) does not run in \(parts.host.rawValue), even with the Swift 5 spellings: \(verdict?.detail ?? "no result")"
                )
                return nil
            }
            scaffold.expectedFailure = probe.expectedFailure
            scaffold.errata = errata.map(\.directive)
        }
        scaffold.stateBefore = verdict?.expectations.first { $0.promise == SmokeScenario.probeBefore }?.detail
        scaffold.stateAfter = verdict?.expectations.first { $0.promise == SmokeScenario.probeAfter }?.detail
        return scaffold
    }

    /// The first sentence of the prose of the sample's section (or its title).
    private func summary(of sample: VerifiableSample, in loaded: CorpusSamples) -> String {
        guard let code = loaded.report.samples.first(where: { $0.id == sample.id }),
            let document = loaded.documents.first(where: { $0.path == code.documentPath }),
            document.sections.indices.contains(code.sectionIndex)
        else { return "What the page promises for \(sample.id)." }
        let section = document.sections[code.sectionIndex]
        guard let prose = section.blocks.first(where: { $0.kind == .prose })?.text else { return section.title }
        let flat = prose.replacingOccurrences(of: "\n", with: " ")
        if let end = flat.firstIndex(where: { $0 == "." || $0 == "。" || $0 == "।" || $0 == "!" || $0 == "?" }) {
            return String(flat[...end]).trimmingCharacters(in: .whitespaces)
        }
        return flat.trimmingCharacters(in: .whitespaces)
    }

    /// The sample `text` names: an id, or a unique fingerprint prefix of 8 or more digits.
    static func find(_ text: String, in samples: [VerifiableSample]) -> Result<VerifiableSample, Message> {
        if let sample = samples.first(where: { $0.id == text }) { return .success(sample) }
        guard text.count >= 8, text.allSatisfy(\.isHexDigit) else {
            return .failure(
                Message("no sample has id '\(text)' (ids look like topic/lang/section/n; `doctool samples` lists them)"))
        }
        let named = Set(Verifier.fingerprints(named: text, among: Array(Set(samples.map(\.fingerprint)))))
        let matching = Dictionary(grouping: samples.filter { named.contains($0.fingerprint) }, by: \.fingerprint)
        if matching.count > 1 {
            return .failure(
                Message(
                    "fingerprint prefix \(text) names \(matching.count) samples (\(matching.keys.sorted().prefix(3).joined(separator: ", "))); need a longer prefix"
                ))
        }
        guard let copies = matching.values.first, let first = copies.first else {
            return .failure(Message("no sample has fingerprint \(text)"))
        }
        // The Swift copy of the first page that has one: every copy shares the scenario.
        return .success(first)
    }

    struct Message: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }
}

extension ScenarioCommand {
    /// What the README's command reference says `doctool scenario` does (`doctool help --reference` writes the table).
    static let reference = #"""
        Writes the first version of a scenario for a Swift sample (id or a unique fingerprint prefix of 8+
        digits) that has none: `Scenarios/<topic>/<name>.swift` with `@scenario`, `@summary` (the section's
        first sentence), `@covers` (every copy, and the section's earlier samples it builds on), the smoke
        tier's host around its `// @sample`, and a `verify` that shows the host, runs two simulated seconds and
        lists the view tree before and after as comments (`Stage.describe`); a Swift 2–4 sample gets
        `@expect-failure` and its proven errata. The file passes `verify` as written.
        """#
}
