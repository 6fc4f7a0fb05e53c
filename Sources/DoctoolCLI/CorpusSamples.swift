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
        let contents = ingest(corpus, scanner: scanner)
        return (contents.documents, errors(of: contents))
    }

    /// `read(at:)` with the samples of every page analysed.
    static func load(corpus: URL, displayedAs prefix: String, scanner: CorpusScanner = CorpusScanner()) -> CorpusSamples {
        let contents = ingest(corpus, scanner: scanner)
        let cleaned = prefix.hasSuffix("/") ? String(prefix.dropLast()) : prefix
        // Ingestion analysed each page already (in parallel): only the analyses across pages are left.
        let pages = contents.pages.map(\.sampleShare)
        return CorpusSamples(
            documents: contents.documents, report: SampleExtractor.report(pages: pages),
            diagnostics: errors(of: contents), corpusPrefix: cleaned)
    }

    /// The corpus read and each page analysed, as `doctool index` does it.
    private static func ingest(_ corpus: URL, scanner: CorpusScanner) -> IndexContents {
        let pipeline = IndexPipeline(scanner: scanner)
        return pipeline.ingest(pipeline.scanner.scan(root: corpus))
    }

    /// The messages of the pages that could not be read (the rest are warnings the index reports).
    private static func errors(of contents: IndexContents) -> [Diagnostic] {
        contents.diagnostics.filter { $0.severity == .error }
    }

    /// The samples as verification sees them (`VerifiableSample.samples(of:…)`).
    func verifiableSamples(declaredTwinDifferences declarations: TwinDifferenceDeclarations) -> [VerifiableSample] {
        VerifiableSample.samples(of: report, corpusPrefix: corpusPrefix, declaredTwinDifferences: declarations)
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
