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
    static let followExternalLinks = OptionSpec("--follow-external-links", group: "scanning", help: """
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
    static func read(at corpus: URL, scanner: CorpusScanner = CorpusScanner()) -> (documents: [Document], diagnostics: [Diagnostic]) {
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
        return CorpusSamples(documents: documents, report: SampleExtractor.samples(in: documents),
                             diagnostics: diagnostics, corpusPrefix: cleaned)
    }

    /// The samples as verification sees them: paths relative to the working directory, short
    /// fingerprints, twins, and whether each Objective-C twin's differences are all declared.
    func verifiableSamples(declaredTwinDifferences: Set<String>) -> [VerifiableSample] {
        var parity: [String: Bool] = [:]
        for pair in report.twins {
            let undeclared = pair.findings.filter { finding in
                let key = TwinDifference.key(for: finding, in: self)
                return TwinDifference.match(declared: declaredTwinDifferences, current: [key]).declaredFor[key] == nil
            }
            parity[pair.objcID] = undeclared.isEmpty
            parity[pair.swiftID] = undeclared.isEmpty
        }
        return report.samples.map { sample in
            VerifiableSample(id: sample.id, fingerprint: Self.short(sample.fingerprint),
                             language: sample.language.value.rawValue, text: sample.text,
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

    /// Scenario files name samples by the first 16 hex digits of their fingerprint.
    static func short(_ fingerprint: String) -> String { String(fingerprint.prefix(16)) }
}

/// A Swift/Objective-C twin difference declared as known, so `check` can tell new ones from old.
enum TwinDifference {
    /// `category swift-fingerprint+objc-fingerprint message`, with the message's locations removed:
    /// stable while the code and the finding stay the same, and one key for every translated copy.
    static func key(for finding: SampleFinding, in corpus: CorpusSamples) -> String {
        let fingerprints = finding.sampleIDs.compactMap { id in corpus.report.sample(id).map { CorpusSamples.short($0.fingerprint) } }
        let message = finding.message.replacingOccurrences(of: #" \((line \d+|[^()\s]+:\d+)\)"#, with: "",
                                                           options: .regularExpression)
        return "\(finding.category.rawValue) \(fingerprints.joined(separator: "+")) \(message)"
    }

    /// Which current keys each declared line names. A declared line names a key when the category and the
    /// message are the same and each of its fingerprints agrees with the key's (8 or more digits, as
    /// everywhere a fingerprint is read; `Waiver.fingerprint(_:agreesWith:)`).
    struct Matching {
        /// Current key → the declared line that names it.
        var declaredFor: [String: String] = [:]
        /// Declared lines that name more than one current key: they need longer fingerprints.
        var ambiguous: [String: [String]] = [:]
        /// Declared lines that name no current key.
        var stale: [String] = []
    }

    static func match(declared: Set<String>, current: Set<String>) -> Matching {
        func parts(_ key: String) -> (category: Substring, fingerprints: [Substring], message: Substring)? {
            let fields = key.split(separator: " ", maxSplits: 2, omittingEmptySubsequences: false)
            guard fields.count == 3 else { return nil }
            return (fields[0], fields[1].split(separator: "+"), fields[2])
        }
        var matching = Matching()
        let currentParts = current.compactMap { key in parts(key).map { (key, $0) } }
        for line in declared.sorted() {
            // The exact key, or keys whose fingerprints the line gives a prefix of.
            var named: [String] = current.contains(line) ? [line] : []
            if named.isEmpty, let declaredParts = parts(line) {
                named = currentParts.filter { _, key in
                    key.category == declaredParts.category && key.message == declaredParts.message
                        && key.fingerprints.count == declaredParts.fingerprints.count
                        && zip(key.fingerprints, declaredParts.fingerprints).allSatisfy {
                            Waiver.fingerprint(String($1), agreesWith: String($0))
                        }
                }.map(\.0).sorted()
            }
            switch named.count {
            case 0: matching.stale.append(line)
            case 1: matching.declaredFor[named[0]] = line
            default: matching.ambiguous[line] = named
            }
        }
        return matching
    }

    /// Reads `Scenarios/twin-differences.txt`: one declared difference a line (`#` starts a comment), each with
    /// its 1-based line (the first, if declared twice), for messages.
    static func lines(of text: String) -> [String: Int] {
        var result: [String: Int] = [:]
        for (offset, raw) in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).enumerated() {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.isEmpty || line.hasPrefix("#") || result[line] != nil { continue }
            result[line] = offset + 1
        }
        return result
    }
}
