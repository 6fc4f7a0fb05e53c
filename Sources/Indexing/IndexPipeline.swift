import DocumentModel
import Foundation
import Ingestion

/// What `doctool index` runs: discover the corpus, read every page, let the stages add their
/// records, write index/ atomically.
///
/// One failing page costs only that page: its message (file and line) goes into the report and
/// the manifest, the rest is indexed, and the report says the run failed. Pages are read one at a
/// time in path order, so output never depends on timing.
public struct IndexPipeline: Sendable {
    public var scanner: CorpusScanner
    public var reader: DocumentReader
    public var stages: [any IndexStage]
    public var writer: IndexWriter

    public init(reader: DocumentReader = DocumentReader(), stages: [any IndexStage] = [],
                scanner: CorpusScanner = CorpusScanner(), writer: IndexWriter = IndexWriter()) {
        self.scanner = scanner
        self.reader = reader
        self.stages = stages
        self.writer = writer
    }

    /// Called after each page with (pages done, pages in all, the page's path).
    public typealias Progress = (_ done: Int, _ total: Int, _ path: String) -> Void

    // MARK: - Running

    /// Scans `corpus`, ingests it, and writes `output`.
    public func run(corpus: URL, output: URL, progress: Progress? = nil) -> IndexReport {
        run(scan: scanner.scan(root: corpus), output: output, progress: progress)
    }

    /// Ingests pages already discovered (a page may have vanished since) and writes `output`.
    public func run(scan: CorpusScan, output: URL, progress: Progress? = nil) -> IndexReport {
        var contents = ingest(scan, progress: progress)
        if FileManager.default.isFolder(at: output) { contents.previousIndex = output }
        for stage in stages {
            do {
                try stage.contribute(to: &contents)
            } catch {
                contents.diagnostics.append(Diagnostic(.error, file: output.path,
                                                       "the \(stage.name) stage failed: \(error)"))
                return report(contents, wroteIndex: false)
            }
        }
        do {
            try writer.write(contents, to: output)
        } catch {
            contents.diagnostics.append(error.diagnostic)
            return report(contents, wroteIndex: false)
        }
        return report(contents, wroteIndex: true)
    }

    /// Reads every page of the scan into `IndexContents` (nothing is written).
    public func ingest(_ scan: CorpusScan, progress: Progress? = nil) -> IndexContents {
        var contents = IndexContents(diagnostics: scan.diagnostics)
        for (index, page) in scan.pages.enumerated() {
            do {
                let document = try reader.read(filePath: page.filePath, as: page.path, format: page.format,
                                               topic: page.topic, declaredLanguage: page.declaredLanguage)
                contents.diagnostics += document.diagnostics
                if let mismatch = Self.languageMismatch(page, document) { contents.diagnostics.append(mismatch) }
                contents.documents.append(document)
            } catch {
                contents.diagnostics.append(error.diagnostic)
                contents.failedPaths.append(page.path)
            }
            progress?(index + 1, scan.pages.count, page.path)
        }
        contents.documents.sort { $0.path < $1.path }
        contents.diagnostics = Self.sorted(contents.diagnostics)
        return contents
    }

    // MARK: - Checks

    /// A warning when the declared language (manifest or file name) is not what the prose reads as.
    static func languageMismatch(_ page: CorpusPage, _ document: Document) -> Diagnostic? {
        guard let declared = document.declaredLanguage, document.detectedLanguage != .und,
              declared != document.detectedLanguage else { return nil }
        let source = page.declaredLanguage == declared ? (page.languageSource ?? "the page") : "the page itself"
        return Diagnostic(.warning, file: page.manifestPath ?? page.path,
            "\(source) declares language '\(declared.rawValue)' but \(page.path) reads as '\(document.detectedLanguage.rawValue)'")
    }

    static func sorted(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        diagnostics.sorted { lhs, rhs in
            if lhs.file != rhs.file { return lhs.file < rhs.file }
            if (lhs.line ?? 0) != (rhs.line ?? 0) { return (lhs.line ?? 0) < (rhs.line ?? 0) }
            if lhs.severity != rhs.severity { return lhs.severity.rawValue < rhs.severity.rawValue }
            return lhs.message < rhs.message
        }
    }

    private func report(_ contents: IndexContents, wroteIndex: Bool) -> IndexReport {
        IndexReport(summary: contents.summary, diagnostics: Self.sorted(contents.diagnostics),
                    failedPaths: contents.failedPaths, wroteIndex: wroteIndex, notes: contents.notes)
    }
}
