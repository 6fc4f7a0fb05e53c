import DocumentModel
import FindingReport
import Foundation
import Indexing
import Ingestion
import SampleAnalysis
import Verification

/// `doctool samples`: list every code sample of the corpus with its language, kind, era, fingerprint, twin and
/// findings.
struct SamplesCommand: Command {
    static let name = "samples"
    static let abstract = "List code samples: language, kind, Swift era, fingerprint, twin and findings."
    static let overview = """
        OVERVIEW: Classify every code block of the corpus and list the samples.

        Each sample shows file:first-last, language, kind, Swift era, fingerprint (its first 16 hex digits,
        the form scenarios, waivers, verify and check use), its Swift/Objective-C twin, and findings: labels
        that contradict the code, identifiers used but never declared, calls to methods that do not exist,
        twins that disagree, translated copies whose code differs. JSON has each sample's code text and every
        verdict's rule and lines. A twin difference Scenarios/twin-differences.txt declares is marked so (and
        suppressed in SARIF).

        Findings are information for the page's maintainer: they fail the command only with --strict, and
        then only those the corpus does not declare.
        """
    static let usage = [
        """
        [--json] [--lang] [--doc] [--corpus] [--scenarios] [--format] [--sarif] [--strict] \
        [--follow-external-links]
        """,
        "--upgrade-twin-differences [--corpus] [--scenarios] [--follow-external-links]"
    ]
    static let options: [OptionSpec] =
        [
            .corpus,
            OptionSpec(
                "--doc", value: "FILE",
                help: """
                    Only the samples of this page (path relative to the corpus folder); twins and translation copies are \
                    still looked up across the whole corpus.
                    """),
            OptionSpec("--lang", choices: [CodeLanguage.swift, .objc].map(\.rawValue), help: "Only samples in this language."),
            OptionSpec(
                "--scenarios", value: "DIR",
                help: """
                    Where twin-differences.txt declares the known twin differences (default: Scenarios; without it \
                    nothing is declared).
                    """),
            OptionSpec("--strict", help: "Exit 1 when a shown sample has a warning the corpus does not declare."),
            OptionSpec(
                "--upgrade-twin-differences",
                help: """
                    Rewrite the old-form lines of twin-differences.txt (keyed on a message's wording) as keys on the \
                    difference's structure with the message as a comment, leave every other line as it is, and list nothing.
                    """)
        ] + ReportOptions.options + CorpusSamples.scanningOptions
    static let exitStatus = """
        EXIT STATUS: 0 when every page could be read (with --strict: and no shown sample has a warning
        the corpus does not declare), 1 otherwise or when the SARIF file cannot be written, 64 for a wrong
        command line, 66 when the corpus folder, the --doc page or a given --scenarios folder does not exist.
        """

    var corpus: String
    var document: String?
    var language: CodeLanguage?
    var output: ReportOptions
    /// The scenario folder, and whether the user named it (a named one must exist).
    var scenarios: String
    var scenariosGiven: Bool
    var strict: Bool
    var upgradeTwinDifferences: Bool
    /// Reads the corpus and analyses its samples (`CorpusSamples.load`); tests put documents of their own here.
    var loadCorpus: (URL) throws -> CorpusSamples

    init(arguments: ParsedArguments) throws {
        var arguments = arguments
        corpus = arguments.value("--corpus")
        document = arguments.option("--doc")
        language = try arguments.choiceOption("--lang").flatMap(CodeLanguage.init(rawValue:))
        output = try ReportOptions(from: &arguments)
        let givenScenarios = arguments.option("--scenarios")
        scenarios = givenScenarios ?? "Scenarios"
        scenariosGiven = givenScenarios != nil
        strict = arguments.flag("--strict")
        upgradeTwinDifferences = arguments.flag("--upgrade-twin-differences")
        let scanner = CorpusSamples.scanner(from: &arguments)
        let shownCorpus = corpus
        loadCorpus = { CorpusSamples.load(corpus: $0, displayedAs: shownCorpus, scanner: scanner) }
        try arguments.finish()
    }

    func run(_ context: CommandContext) -> Int32 {
        let root = context.url(for: corpus)
        guard FileManager.default.isFolder(at: root) else {
            return context.fail("corpus folder '\(corpus)' not found; pass --corpus DIR", code: ExitCode.noInput)
        }
        let loaded: CorpusSamples
        do {
            loaded = try loadCorpus(root)
        } catch {
            return context.fail("cannot read the corpus '\(corpus)': \(error)")
        }
        let documents = loaded.documents, unread = loaded.diagnostics
        let wanted = document.map { pagePath($0, context) }
        // Pages that could not be read are named (the asked-for one alone, with --doc), and the exit status says so.
        let reported = unread.filter { wanted == nil || $0.file == wanted }
        for diagnostic in reported { context.err.write(CorpusSamples.displayed(diagnostic, corpus: corpus) + "\n") }
        if let wanted, !documents.contains(where: { $0.path == wanted }) {
            // The page was named but could not be read: its error above is the answer.
            guard reported.isEmpty else { return ExitCode.failure }
            return context.fail(
                "no page '\(wanted)' in corpus '\(corpus)' (pages: \(documents.map(\.path).sorted().joined(separator: ", ")))",
                code: ExitCode.noInput)
        }
        let report = loaded.report
        let shown = report.samples.filter { sample in
            (wanted == nil || sample.documentPath == wanted) && (language == nil || sample.language.value == language)
        }
        let declaredFile = scenarios.hasSuffix("/") ? scenarios + "twin-differences.txt" : scenarios + "/twin-differences.txt"
        let declaration: [SampleFinding: FindingLocation]
        switch declarations(report, file: declaredFile, context) {
        case .success(let found):
            if upgradeTwinDifferences { return upgrade(found.text, found.matching, file: declaredFile, context) }
            declaration = found.declared
        case .failure(let failure): return failure.code
        }
        let findings = Set(shown.flatMap { shownFindings($0, report) }).sorted().map { finding in
            ReportedFindings.finding(
                finding, report: report, corpus: corpus,
                suppression: declaration[finding].map {
                    Finding.Suppression(justification: "a declared Swift/Objective-C twin difference", location: $0)
                })
        }
        switch output.format {
        case .text: printText(shown, report, declaration, context)
        case .json: context.out.writeJSON(jsonText(shown, report) + "\n")
        case .github:
            ReportOptions.printAnnotations(findings, context)
            context.print(countLine(shown, report))
        }
        if let failure = output.writeSARIF(findings, context) { return failure }
        let undeclaredWarning = shown.contains { sample in
            shownFindings(sample, report).contains { $0.severity == .warning && declaration[$0] == nil }
        }
        return (strict && undeclaredWarning) || !reported.isEmpty ? ExitCode.failure : ExitCode.success
    }

    /// An exit code with its message already written.
    struct Failure: Error { var code: Int32 }

    /// The twin findings `twin-differences.txt` declares, each with the line that declares it (matched as `check`
    /// matches them: category, fingerprints, subject), with the file's text and the matching. Nothing when the
    /// file is absent, unless the user named the folder and it does not exist.
    private func declarations(_ report: SampleReport, file: String, _ context: CommandContext)
        -> Result<
            (declared: [SampleFinding: FindingLocation], text: String?, matching: TwinDifferenceDeclarations.Matching), Failure
        >
    {
        let folder = context.url(for: scenarios)
        guard FileManager.default.isFolder(at: folder) else {
            guard !scenariosGiven else {
                return .failure(
                    Failure(
                        code: context.fail("no scenario folder at '\(scenarios)'; pass --scenarios DIR", code: ExitCode.noInput)))
            }
            return .success(([:], nil, .init()))
        }
        let url = folder.appendingPathComponent("twin-differences.txt")
        guard FileManager.default.fileExists(atPath: url.path) else { return .success(([:], nil, .init())) }
        let text: String
        switch ScenarioLibrary.readText(url, displayedAs: file) {
        case .success(let read): text = read
        case .failure(let problem): return .failure(Failure(code: context.fail(problem.message)))
        }
        let current = report.twinDifferences()
        let matching = TwinDifferenceDeclarations(text: text).match(current.mapValues(\.finding))
        let fingerprints = Dictionary(report.samples.map { ($0.id, $0.fingerprint) }, uniquingKeysWith: { first, _ in first })
        var result: [SampleFinding: FindingLocation] = [:]
        for pair in report.twins {
            for finding in pair.findings {
                guard let key = TwinDifferenceKey(finding, fingerprints: fingerprints), let line = matching.declaredAt[key] else {
                    continue
                }
                result[finding] = FindingLocation(file: file, startLine: line)
            }
        }
        return .success((result, text, matching))
    }

    /// `--upgrade-twin-differences`: the old-form lines rewritten in place (atomically), each named on stderr.
    private func upgrade(
        _ text: String?, _ matching: TwinDifferenceDeclarations.Matching, file: String,
        _ context: CommandContext
    ) -> Int32 {
        guard let text else { return context.fail("no \(file) to upgrade", code: ExitCode.noInput) }
        guard !matching.oldForm.isEmpty else {
            context.print("\(file): nothing to upgrade (no line is keyed on a message's wording)")
            return ExitCode.success
        }
        do {
            let url = context.url(for: scenarios).appendingPathComponent("twin-differences.txt")
            try Data(TwinDifferenceDeclarations.upgrading(text, matching).utf8).write(to: url, options: .atomic)
        } catch {
            return context.fail("cannot write \(file): \(error.localizedDescription)")
        }
        for old in matching.oldForm { context.err.write("\(file):\(old.line): now \(old.replacement)\n") }
        context.print("\(file): \(old(matching.oldForm.count)) upgraded; \(matching.stale.count) stale left as they were")
        return ExitCode.success
    }

    private func old(_ count: Int) -> String { count == 1 ? "1 line" : "\(count) lines" }

    /// The corpus-relative path of the page `--doc` names: given from the working folder (`corpus/t/ru.txt`,
    /// `./corpus/t/ru.txt`, an absolute path) when that lands inside the corpus, also when one of the two
    /// is reached through a symbolic link and the other is not; else taken as corpus-relative.
    private func pagePath(_ path: String, _ context: CommandContext) -> String {
        let corpusURL = context.url(for: corpus).standardizedFileURL
        let givenURL = context.url(for: path).standardizedFileURL
        if let inside = Self.relativePath(of: givenURL.path, under: corpusURL.path) { return inside }
        // Folders compared with their links resolved; the page's own name is kept, as the corpus walk names it.
        let resolvedFolder = givenURL.deletingLastPathComponent().resolvingSymlinksInPath().path
        let resolvedGiven = (resolvedFolder == "/" ? "" : resolvedFolder) + "/" + givenURL.lastPathComponent
        if let inside = Self.relativePath(of: resolvedGiven, under: corpusURL.resolvingSymlinksInPath().path) { return inside }
        // Corpus-relative: `.`, `..` and doubled slashes resolved the way a shell would.
        var parts: [Substring] = []
        for part in path.split(separator: "/") where part != "." {
            if part == ".." { _ = parts.popLast() } else { parts.append(part) }
        }
        return parts.joined(separator: "/")
    }

    /// `path` relative to folder `root` when it lies inside it, nil otherwise.
    static func relativePath(of path: String, under root: String) -> String? {
        let prefix = root.hasSuffix("/") ? root : root + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : nil
    }

    // MARK: - Text

    private func printText(
        _ samples: [CodeSample], _ report: SampleReport, _ declaration: [SampleFinding: FindingLocation],
        _ context: CommandContext
    ) {
        for sample in samples {
            let era = sample.era?.value.rawValue ?? "-"
            // Paths from the working folder, as verify and check print them, so each opens from where it was run.
            var line =
                "\(place(sample.location))  \(sample.language.value.rawValue)  \(sample.kind.value.rawValue)  \(era)  \(ShortFingerprint.of(sample.fingerprint))  \(sample.id)"
            if sample.hintContradicts, let hint = sample.hint { line += "  (label '\(hint.raw)' says \(hint.normalized))" }
            context.print(line)
            context.print(
                "    rules: language \(sample.language.rule) \(lines(sample.language.lines)); kind \(sample.kind.rule)"
                    + (sample.era.map { "; era \($0.rule) \(lines($0.lines))" } ?? ""))
            if let twin = report.twin(of: sample.id), let other = report.sample(twin) {
                // A `.h`/`.m` pair shown as two blocks is one Objective-C version: both blocks are named.
                let header =
                    report.twins.first { $0.swiftID == sample.id || $0.objcID == sample.id }?.objcHeaderID
                    .flatMap(report.sample).map { " with its header \(place($0.location))" } ?? ""
                context.print("    twin: \(place(other.location)) (\(other.language.value.rawValue))\(header)")
            }
            if !sample.symbols.undeclared.isEmpty {
                context.print("    undeclared: \(sample.symbols.undeclared.joined(separator: ", "))")
            }
            let thirdParty = sample.symbols.imports.filter(\.isThirdParty).map(\.module)
            if !thirdParty.isEmpty { context.print("    third-party imports: \(thirdParty.joined(separator: ", "))") }
            for finding in shownFindings(sample, report) {
                var shown = finding
                shown.file = place(finding.file)
                context.print("    \(shown)" + (declaration[finding].map { "  (declared at \($0.text))" } ?? ""))
                for diffLine in finding.diff { context.print("      \(diffLine)") }
            }
        }
        context.print(countLine(samples, report))
    }

    /// `4 samples (2 objc, 2 swift), 4 findings`: the last line of the text and GitHub formats.
    private func countLine(_ samples: [CodeSample], _ report: SampleReport) -> String {
        let languages = Dictionary(grouping: samples, by: { $0.language.value }).map { "\($0.value.count) \($0.key.rawValue)" }
            .sorted()
        let findings = Set(samples.flatMap { shownFindings($0, report) })
        return "\(samples.count) samples (\(languages.joined(separator: ", "))), \(findings.count) findings"
    }

    /// A corpus-relative path (or `path:lines`) as it is named from the working folder.
    private func place(_ path: String) -> String { CorpusSamples.displayedPath(path, corpus: corpus) }

    /// The findings listed under a sample: its own (a damaged copy, not the copy it was compared with), and the
    /// disagreements with its twin (on both twins).
    private func shownFindings(_ sample: CodeSample, _ report: SampleReport) -> [SampleFinding] {
        report.findings(for: sample.id).filter { $0.sampleIDs.first == sample.id || $0.category.isTwin }
    }

    private func lines(_ numbers: [Int]) -> String {
        numbers.isEmpty ? "" : "(lines \(numbers.map(String.init).joined(separator: ", ")))"
    }

    // MARK: - JSON

    private struct Entry: Encodable {
        var sample: CodeSample
        var twin: String?
        var findings: [SampleFinding]

        enum Keys: String, CodingKey { case twin, findings, location }

        func encode(to encoder: Encoder) throws {
            // One fingerprint form in every output: the 16 digits scenarios and verify name samples by.
            var shown = sample
            shown.fingerprint = ShortFingerprint.of(sample.fingerprint)
            try shown.encode(to: encoder)
            var container = encoder.container(keyedBy: Keys.self)
            try container.encodeIfPresent(twin, forKey: .twin)
            try container.encode(findings, forKey: .findings)
            try container.encode(sample.location, forKey: .location)
        }
    }

    private struct Output: Encodable {
        var samples: [Entry]
        var twins: [TwinPair]
        var translations: [TranslationGroup]
    }

    private func jsonText(_ samples: [CodeSample], _ report: SampleReport) -> String {
        let ids = Set(samples.map(\.id))
        let output = Output(
            samples: samples.map { Entry(sample: $0, twin: report.twin(of: $0.id), findings: shownFindings($0, report)) },
            twins: report.twins.filter { ids.contains($0.swiftID) || ids.contains($0.objcID) },
            translations: report.translations.filter { !ids.isDisjoint(with: $0.sampleIDs) })
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(output)) ?? Data()
        return String(decoding: data, as: UTF8.self)
    }

}

extension SamplesCommand {
    /// What the README's command reference says `doctool samples` does (`doctool help --reference` writes the table).
    static let reference = #"""
        Every code sample: file:lines, language, kind, Swift era (each with the rule and lines that decided it),
        fingerprint, twin, findings (contradicting labels, undeclared identifiers, nonexistent methods, twin
        disagreements, damaged translations); a twin difference `--scenarios`' `twin-differences.txt` declares
        is marked `(declared at FILE:LINE)`. Findings are information: exit 0 unless a page cannot be read; with
        `--strict`, 1 also when a shown sample has a warning the corpus does not declare.
        """#
}
