import DocumentModel
import SampleAnalysis

/// A code sample as verification needs it: which copy, where, what text, and its identity.
///
/// Made from the sample classifier's report (`samples(of:…)`); verification depends on nothing else of it.
public struct VerifiableSample: Hashable, Codable, Sendable {
    /// The stable sample id (topic/section/position).
    public var id: String
    /// The fingerprint of the normalised code: copies in every translation share it.
    public var fingerprint: String
    /// The language the classifier decided from the code.
    public var language: CodeLanguage
    /// The code exactly as published.
    public var text: String
    /// Where the code is: the page file as named from the working directory (e.g. `corpus/uikit-dynamics/ru.txt`),
    /// its lines and its bytes.
    public var range: SourceRange
    /// The id of the sample's twin in the other language, if it has one.
    public var twinID: String?
    /// True when the twin comparison found no difference other than the declared ones.
    public var twinParityHolds: Bool
    /// The sample's shape, which decides the host its smoke run gets.
    public var kind: SampleKind

    public init(
        id: String, fingerprint: String, language: CodeLanguage, text: String, range: SourceRange,
        twinID: String? = nil, twinParityHolds: Bool = true, kind: SampleKind = .statements
    ) {
        self.id = id
        self.fingerprint = fingerprint
        self.language = language
        self.text = text
        self.range = range
        self.twinID = twinID
        self.twinParityHolds = twinParityHolds
        self.kind = kind
    }

    public var file: String { range.file }
    public var firstLine: Int { range.firstLine }
    public var lastLine: Int { range.lastLine }

    /// `file:first-last`.
    public var location: String { "\(file):\(firstLine)-\(lastLine)" }

    /// The report's samples as verification sees them: files named from the working directory (`corpusPrefix`
    /// is the corpus folder as the user named it), short fingerprints, twins, and whether each Objective-C
    /// twin's differences are all declared.
    public static func samples(
        of report: SampleReport, corpusPrefix: String, declaredTwinDifferences declarations: TwinDifferenceDeclarations
    ) -> [VerifiableSample] {
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
            var range = sample.range
            range.file = corpusPrefix + "/" + sample.documentPath
            return VerifiableSample(
                id: sample.id, fingerprint: ShortFingerprint.of(sample.fingerprint),
                language: sample.language.value, text: sample.text, range: range,
                twinID: report.twin(of: sample.id), twinParityHolds: parity[sample.id] ?? true,
                kind: sample.kind.value)
        }
    }
}
