import DocumentModel
import Foundation
import Indexing
import Ingestion
import SampleAnalysis
import Verification

/// The corpus read and its samples analysed: what `verify` and `check` work on.
struct CorpusSamples {
    var documents: [Document]
    var report: SampleReport
    /// Pages that could not be read (they are reported; the others still count).
    var diagnostics: [Diagnostic]
    /// The corpus folder as the user named it, for `file:line` messages relative to the working directory.
    var corpusPrefix: String

    // MARK: - Scanning options

    /// The option of every command that scans the corpus: links that lead outside it are refused unless it is given.
    static let followExternalLinks = OptionSpec(
        "--follow-external-links", group: "scanning",
        help: """
            Also index pages behind symbolic links that lead outside the corpus folder (refused with a warning by \
            default).
            """)
    /// The scanning group, composed into the table of each command that scans the corpus.
    static let scanningOptions = [followExternalLinks]

    /// The scanner a command's arguments ask for.
    static func scanner(from arguments: inout ParsedArguments) -> CorpusScanner {
        CorpusScanner(followsExternalLinks: arguments.flag(followExternalLinks.name))
    }

    // MARK: - Reading

    /// The pages that could be read, and the errors of those that could not (file and line).
    static func read(at corpus: URL, scanner: CorpusScanner = CorpusScanner()) -> (
        documents: [Document], diagnostics: [Diagnostic]
    ) {
        let pipeline = IndexPipeline(scanner: scanner)
        let contents = pipeline.ingest(pipeline.scanner.scan(root: corpus))
        return (contents.documents, contents.diagnostics.filter { $0.severity == .error })
    }

    static func load(corpus: URL, displayedAs prefix: String, scanner: CorpusScanner = CorpusScanner()) -> CorpusSamples {
        let pipeline = IndexPipeline(scanner: scanner)
        let contents = pipeline.ingest(pipeline.scanner.scan(root: corpus))
        let documents = contents.documents
        let diagnostics = contents.diagnostics.filter { $0.severity == .error }
        let cleaned = prefix.hasSuffix("/") ? String(prefix.dropLast()) : prefix
        return CorpusSamples(
            documents: documents, report: SampleExtractor.samples(in: documents),
            diagnostics: diagnostics, corpusPrefix: cleaned)
    }

    /// The samples as verification sees them: paths relative to the working directory, short
    /// fingerprints, twins, and whether each Objective-C twin's differences are all declared.
    func verifiableSamples(declaredTwinDifferences declarations: TwinDifferenceDeclarations) -> [VerifiableSample] {
        let current = report.twinDifferences()
        let declared = declarations.match(current.mapValues(\.finding)).declaredAt
        let fingerprints = Dictionary(report.samples.map { ($0.id, $0.fingerprint) }, uniquingKeysWith: { first, _ in first })
        var parity: [String: Bool] = [:]
        for pair in report.twins {
            let undeclared = pair.findings.filter { finding in
                TwinDifferenceKey(finding, fingerprints: fingerprints).map { declared[$0] == nil } ?? true
            }
            parity[pair.objcID] = undeclared.isEmpty
            parity[pair.swiftID] = undeclared.isEmpty
        }
        return report.samples.map { sample in
            VerifiableSample(
                id: sample.id, fingerprint: ShortFingerprint.of(sample.fingerprint),
                language: sample.language.value, text: sample.text,
                file: corpusPrefix + "/" + sample.documentPath,
                firstLine: sample.range.firstLine, lastLine: sample.range.lastLine,
                twinID: report.twin(of: sample.id), twinParityHolds: parity[sample.id] ?? true,
                kind: sample.kind.value)
        }
    }

    /// A corpus-relative message shown from the working directory (`corpus/uikit-dynamics/ru.txt:3: …`), as `doctool
    /// index` shows it, so an editor can open the file.
    static func displayed(_ diagnostic: Diagnostic, corpus prefix: String) -> String {
        var shown = diagnostic
        shown.file = displayedPath(shown.file, corpus: prefix)
        return shown.description
    }

    /// A corpus-relative path as the user names it from the working folder (an absolute one as it is).
    static func displayedPath(_ path: String, corpus prefix: String) -> String {
        guard !path.hasPrefix("/") else { return path }
        return prefix.hasSuffix("/") ? prefix + path : prefix + "/" + path
    }
}
