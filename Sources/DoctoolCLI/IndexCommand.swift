import DocumentModel
import Foundation
import Indexing

/// `doctool index`: ingest `corpus/` and write `index/`.
struct IndexCommand: Command {
    static let name = "index"
    static let abstract = "Ingest the corpus and write the index (manifest and search database)."
    static let overview = """
        OVERVIEW: Ingest every page under the corpus folder and write the index folder.

        Pages are found at any depth (HTML, Markdown, plain text); a page's sidecar <stem>.manifest.json
        gives its language, topic and format, and a page without one is still indexed with those inferred.
        A page that cannot be read is reported as file:line and skipped; the others are indexed. The index
        folder is replaced in one step: it always holds the previous complete index or the new one.

        Pages are read and analysed on --jobs threads; the index is the same bytes whatever the number.
        Each page's analysis is kept in <output>/cache/, under a hash of the page's bytes, its path, topic,
        declared language and format, and doctool's and the analyser's versions: the next run analyses only
        pages whose hash changed, and a run on an unchanged corpus rewrites nothing. The cache is not part
        of the index (the manifest does not list it); deleting it only makes the next run slower.

        The search database is the costly part: when no page's sections, samples or alignment changed it
        is reused as it is, and when some did only those pages are re-indexed. A from-scratch build gives
        the same bytes for the same corpus; --rebuild forces one.

        On a terminal, one line on stderr shows the pages done, pages per second and the time left.
        """
    static let usage = [
        "[--corpus] [--output] [--jobs] [--rebuild] [--json] [--timings] [--follow-external-links]"
    ]
    static let options: [OptionSpec] =
        [
            .corpus,
            OptionSpec(
                "--output", value: "DIR", default: "index",
                help: """
                    Where the index is written (default: index). It must be missing, empty or an earlier index: the \
                    folder is replaced whole.
                    """),
            OptionSpec("--jobs", value: "N", help: "Threads reading and analysing pages (default: the processor count)."),
            OptionSpec(
                "--rebuild",
                help: """
                    Analyse every page again (ignore the cache) and build the search database from scratch.
                    """),
            OptionSpec("--json", help: "Print the summary as JSON."),
            OptionSpec(
                "--timings",
                help: """
                    Print the seconds each step took on stderr (pages, stages, the write, which builds the files stages \
                    produce, such as the search database).
                    """)
        ] + CorpusSamples.scanningOptions
    static let exitStatus = """
        EXIT STATUS:
          0 everything was indexed; 1 a page, the corpus scan or the write failed; 64 a usage error, or an
          --output that is not an index folder (a file, a link, a folder of other files, the corpus or a
          folder holding it); 66 no corpus folder.
        """

    /// The stages after ingestion, in order (samples, alignment and search add themselves here).
    static func stages(rebuild: Bool) -> [any IndexStage] { [AnalysisStage(rebuildSearchIndex: rebuild)] }

    var corpus: String
    var output: String
    var rebuild: Bool
    var json: Bool
    var scanner: CorpusScanner
    var jobs: Int
    var timings: Bool

    init(arguments: ParsedArguments) throws {
        var arguments = arguments
        corpus = arguments.value("--corpus")
        output = arguments.value("--output")
        rebuild = arguments.flag("--rebuild")
        jobs = try arguments.intOption("--jobs", range: 1...64) ?? min(64, ProcessInfo.processInfo.activeProcessorCount)
        json = arguments.flag("--json")
        scanner = CorpusSamples.scanner(from: &arguments)
        timings = arguments.flag("--timings")
        try arguments.finish()
    }

    // MARK: - Running

    func run(_ context: CommandContext) -> Int32 {
        let corpusURL = context.url(for: corpus)
        guard FileManager.default.isFolder(at: corpusURL) else {
            return context.fail(
                "no corpus folder at '\(corpus)'; run doctool from the project folder or pass --corpus DIR",
                code: ExitCode.noInput)
        }
        // Checked before the work: the index replaces its folder whole, so a mistyped --output must not cost anything.
        if let problem = IndexDestination.problem(with: context.url(for: output), corpus: corpusURL) {
            return context.fail("the index folder '\(output)' \(problem)", code: ExitCode.usage)
        }
        let lock = IndexDestination.lock(context.url(for: output))
        if case .busy = lock {
            return context.fail("another doctool index is writing next to '\(output)'; run again when it has finished")
        }
        defer { lock.release() }
        let pipeline = IndexPipeline(
            stages: Self.stages(rebuild: rebuild), scanner: scanner, jobs: jobs,
            cache: rebuild ? .refresh : .reuse, toolVersion: Doctool.version)
        let meter = IndexProgress()
        let progress: IndexPipeline.Progress? =
            context.errIsTerminal
            ? { done, total, _ in
                context.err.write(meter.update(done: done, total: total))
            } : nil
        let report = pipeline.run(corpus: corpusURL, output: context.url(for: output), progress: progress)
        if progress != nil { context.err.write(IndexProgress.erase) }
        if timings {
            let steps = report.timings.map { "\($0.step) \(String(format: "%.3f", $0.seconds)) s" }
            context.err.write("timings: " + steps.joined(separator: " · ") + "\n")
            let peaks = report.timings.map { "\($0.step) \(($0.peakRSSBytes + (1 << 19)) >> 20) MB" }
            context.err.write("peak memory after: " + peaks.joined(separator: " · ") + "\n")
        }
        for diagnostic in report.diagnostics {
            context.err.write(CorpusSamples.displayed(diagnostic, corpus: corpus) + "\n")
        }
        if json {
            printJSON(report, context)
        } else {
            printSummary(report, context)
        }
        if !report.wroteIndex {
            return context.fail("the index was not written; '\(output)' still holds the previous index")
        }
        if report.hasFailures {
            let pages = report.failedPaths.count
            guard pages > 0 else {
                return context.fail("the corpus has problems (see above); '\(output)' holds every page that could be read")
            }
            return context.fail(
                "\(pages) page\(pages == 1 ? "" : "s") could not be indexed (see above); '\(output)' holds the others")
        }
        return ExitCode.success
    }

    // MARK: - Output

    func printSummary(_ report: IndexReport, _ context: CommandContext) {
        let summary = report.summary
        let failed = summary.failed > 0 ? ", \(summary.failed) failed" : ""
        let destination = report.wroteIndex ? "into \(output.hasSuffix("/") ? output : output + "/")" : "(not written)"
        context.print("Indexed \(summary.total.documents) documents \(destination)\(failed)")
        context.print()
        let rows: [[String]] =
            [["language", "documents", "sections", "code blocks"]]
            + summary.byLanguage.sorted(by: { $0.key < $1.key }).map { language, counts in
                [language, "\(counts.documents)", "\(counts.sections)", "\(counts.codeBlocks)"]
            }
            + [["total", "\(summary.total.documents)", "\(summary.total.sections)", "\(summary.total.codeBlocks)"]]
        for row in rows {
            let cells = row.enumerated().map { column, cell in
                column == 0
                    ? cell.padding(toLength: 10, withPad: " ", startingAt: 0)
                    : String(repeating: " ", count: max(0, 12 - cell.count)) + cell
            }
            context.print("  " + cells.joined())
        }
        if !summary.codeBlocksByHint.isEmpty {
            let hints = summary.codeBlocksByHint.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
            context.print()
            context.print("  code blocks by the page's label: " + hints.map { "\($0.key) \($0.value)" }.joined(separator: ", "))
        }
        if !report.notes.isEmpty {
            context.print()
            for note in report.notes { context.print("  " + note) }
        }
        let errors = report.diagnostics.filter { $0.severity == .error }.count
        let warnings = report.diagnostics.filter { $0.severity == .warning }.count
        if errors + warnings > 0 {
            context.print()
            context.print(
                "  \(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s") (on stderr)")
        }
    }

    /// The `--json` summary: counts, failures and every message, deterministic like index/.
    struct JSONSummary: Encodable {
        var output: String
        var wroteIndex: Bool
        var summary: IndexSummary
        var failed: [String]
        var diagnostics: [Diagnostic]
        var notes: [String]
    }

    func printJSON(_ report: IndexReport, _ context: CommandContext) {
        let value = JSONSummary(
            output: output, wroteIndex: report.wroteIndex, summary: report.summary,
            failed: report.failedPaths, diagnostics: report.diagnostics, notes: report.notes)
        guard let data = try? IndexJSON.encode(value) else { return }
        context.out.writeJSON(String(decoding: data, as: UTF8.self))
    }
}

extension IndexCommand {
    /// What the README's command reference says `doctool index` does (`doctool help --reference` writes the table).
    static let reference = #"""
        Ingests every page under `corpus/` (any depth; HTML, Markdown, plain text), classifies the samples,
        aligns sections, and writes `index/` in one atomic step: `manifest.json` (documents, summary, sample
        counts, section groups), `documents/<page>.json` (sections and blocks with kinds, languages, line and
        byte ranges), `samples.json`, `alignment.json`, `search.sqlite`. Byte-identical on re-run, and whatever
        `--jobs` is (pages are read and analysed on that many threads; default: the processor count). Each
        page's analysis is kept in `index/cache/` (not listed in the manifest, not committed) under a hash of
        its bytes, path, topic, declared language and format and of doctool's and the analyser's versions: only
        changed pages are analysed again, and an unchanged corpus is not indexed again at all. The search
        database is reused as it is when no page's search records changed, and only the changed pages are
        re-indexed otherwise (`--rebuild`: every page analysed again and the database from scratch, the
        canonical bytes). On a terminal one line on stderr shows pages done, pages per second and the time left;
        `--timings` prints the seconds of each step and the peak memory when it ended. A page that cannot be
        read, or whose manifest has an error (see Manifests), is reported with file:line; the others are indexed
        and the exit status is 1. `--output` must be missing, empty or an earlier index (it is replaced whole): a
        file, a link, a folder of other files, the corpus or a folder holding it is refused with exit status 64
        before any work.
        """#
}
