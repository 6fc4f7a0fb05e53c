import Alignment
import DocumentModel
import Foundation
import Indexing
import Ingestion

/// `doctool align`: the sections of each topic side by side across languages, related pages, and coverage.
struct AlignCommand: Command {
    static let name = "align"
    static let abstract = "Align sections across languages and show translation coverage."
    static let overview = """
        OVERVIEW: Group the sections of each topic's pages across languages (by identical code, shared API
        names and numbers, order and length), link pages of other topics that cover the same APIs, and show
        which translations are missing, partial or possibly stale.
        """
    static let usage = [
        "[--topic] [--json] [--corpus] [--follow-external-links]"
    ]
    static let options: [OptionSpec] =
        [
            OptionSpec("--topic", value: "T", help: "Show only this topic (all topics are still read, for related links)."),
            OptionSpec("--json", help: "Print the groups and coverage as JSON (sorted keys, stable ids)."),
            .corpus
        ] + CorpusSamples.scanningOptions
    static let exitStatus = """
        EXIT STATUS:
          0 every page was read; 1 a page could not be read (the others are aligned); 64 a usage error;
          66 no corpus folder, or no such topic.
        """

    var topic: String?
    var json: Bool
    var corpus: String
    var scanner: CorpusScanner

    init(arguments: ParsedArguments) throws {
        var arguments = arguments
        topic = arguments.option("--topic")
        json = arguments.flag("--json")
        corpus = arguments.value("--corpus")
        scanner = CorpusSamples.scanner(from: &arguments)
        try arguments.finish()
    }

    func run(_ context: CommandContext) -> Int32 {
        let root = context.url(for: corpus)
        guard FileManager.default.isFolder(at: root) else {
            return context.fail("corpus folder '\(corpus)' not found; pass --corpus DIR", code: ExitCode.noInput)
        }
        let (documents, diagnostics) = AlignCommand.readCorpus(at: root, scanner: scanner)
        for diagnostic in diagnostics { context.err.write(CorpusSamples.displayed(diagnostic, corpus: corpus) + "\n") }
        var result = Aligner.align(documents, jobs: ProcessInfo.processInfo.activeProcessorCount)
        for diagnostic in result.diagnostics { context.err.write(CorpusSamples.displayed(diagnostic, corpus: corpus) + "\n") }
        if let topic {
            guard result.topic(topic) != nil else {
                let known = result.topics.map(\.topic).joined(separator: ", ")
                return context.fail("no topic '\(topic)' in \(corpus); topics: \(known)", code: ExitCode.noInput)
            }
            result.topics = result.topics.filter { $0.topic == topic }
        }
        if json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            guard let data = try? encoder.encode(result) else { return context.fail("could not encode the result") }
            context.out.writeJSON(String(decoding: data, as: UTF8.self) + "\n")
        } else {
            context.out.write(AlignCommand.render(result, corpus: corpus))
        }
        // The pages that were read are aligned; the run still says that some were not.
        return diagnostics.isEmpty ? ExitCode.success : ExitCode.failure
    }

    // MARK: - Reading the corpus

    /// Every page of the corpus as the indexer reads it; pages that cannot be read come back as
    /// diagnostics, and the others are still aligned.
    static func readCorpus(at root: URL, scanner: CorpusScanner = CorpusScanner()) -> (
        documents: [Document], diagnostics: [Diagnostic]
    ) {
        CorpusSamples.read(at: root, scanner: scanner)
    }

    // MARK: - Text output

    /// The groups as text, paths named from the working folder (`corpus` is the corpus folder as given).
    static func render(_ result: AlignmentResult, corpus: String) -> String {
        var out = ""
        for topic in result.topics {
            let reference = topic.documents.first(where: \.isReference)?.path ?? "-"
            out +=
                "Topic \(topic.topic): \(topic.documents.count) document(s), \(topic.groups.count) group(s); reference \(reference)\n\n"
            for group in topic.groups {
                out += "\(group.id)  \(group.title)\n"
                for member in group.members {
                    out +=
                        "  \(member.language.rawValue)  \(CorpusSamples.displayedPath(member.documentPath, corpus: corpus)):\(member.lines)  \(member.heading)\n"
                    guard group.members.count > 1 else {
                        out += "      only version\n"
                        continue
                    }
                    // How it was linked, its score and status, then the two strongest pieces of evidence.
                    var line =
                        "      \(member.link.rawValue) \(member.score.map { Self.decimal($0) } ?? "-") \(member.status.rawValue)"
                    if let why = member.statusReason { line += " (\(why))" }
                    let evidence = member.reasons.filter { !$0.hasPrefix("linked") && !$0.hasPrefix("reference") }.prefix(2)
                    if !evidence.isEmpty { line += " · " + evidence.joined(separator: "; ") }
                    out += line + "\n"
                }
                for link in group.related {
                    let first = link.sections.first
                    let place =
                        first.map {
                            "\(CorpusSamples.displayedPath($0.documentPath, corpus: corpus)):\($0.lines) “\($0.heading)”"
                        } ?? link.groupID
                    out +=
                        "  related \(link.groupID) \(place) \(Self.decimal(link.score)): \(link.reasons.joined(separator: "; "))\n"
                }
                out += "\n"
            }
            out += renderCoverage(topic.coverage)
            out += "\n"
        }
        return out
    }

    static func renderCoverage(_ coverage: CoverageMatrix) -> String {
        let idWidth = max(8, (coverage.rows.map(\.groupID.count).max() ?? 0) + 2)
        let cellWidth = 10
        func pad(_ text: String, _ width: Int) -> String {
            text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
        }
        var out = "Coverage (\(coverage.topic))\n"
        out += pad("group", idWidth) + coverage.columnNames.map { pad($0, cellWidth) }.joined() + "\n"
        for row in coverage.rows {
            let cells = row.cells.map { pad($0 == .missing ? "-" : $0.rawValue, cellWidth) }.joined()
            out += pad(row.groupID, idWidth) + cells + row.title + "\n"
        }
        out +=
            pad("complete", idWidth)
            + coverage.columns.map { column in
                pad("\(column.covered)/\(column.total) \(Int((column.completeness * 100).rounded()))%", cellWidth)
            }.joined() + "\n"
        for column in coverage.columns where column.stale > 0 {
            out += "  \(column.documentPath): \(column.stale) version(s) possibly stale\n"
        }
        return out
    }

    /// Three decimals, as stored in the result, so printed and JSON scores agree.
    static func decimal(_ value: Double) -> String {
        let thousandths = Int((value * 1000).rounded())
        let fraction = String(thousandths % 1000)
        return "\(thousandths / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
    }
}

extension AlignCommand {
    /// What the README's command reference says `doctool align` does (`doctool help --reference` writes the table).
    static let reference = #"""
        The sections of each topic grouped across languages, side by side, with each link's score and reasons;
        related sections of other topics; the coverage matrix (missing, partial, stale translations).
        """#
}
