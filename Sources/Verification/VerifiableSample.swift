import DocumentModel
import SampleAnalysis

/// A code sample as verification needs it: which copy, where, what text, and its identity.
///
/// The CLI fills these from the sample classifier; verification depends on nothing else of it.
public struct VerifiableSample: Hashable, Codable, Sendable {
    /// The stable sample id (topic/section/position).
    public var id: String
    /// The fingerprint of the normalised code: copies in every translation share it.
    public var fingerprint: String
    /// The language the classifier decided from the code.
    public var language: CodeLanguage
    /// The code exactly as published.
    public var text: String
    /// The page file (relative to the repository root, e.g. `corpus/uikit-dynamics/ru.txt`).
    public var file: String
    public var firstLine: Int
    public var lastLine: Int
    /// The id of the sample's twin in the other language, if it has one.
    public var twinID: String?
    /// True when the twin comparison found no difference other than the declared ones.
    public var twinParityHolds: Bool
    /// The sample's shape, which decides the host its smoke run gets.
    public var kind: SampleKind

    public init(
        id: String, fingerprint: String, language: CodeLanguage, text: String, file: String,
        firstLine: Int, lastLine: Int, twinID: String? = nil, twinParityHolds: Bool = true,
        kind: SampleKind = .statements
    ) {
        self.id = id
        self.fingerprint = fingerprint
        self.language = language
        self.text = text
        self.file = file
        self.firstLine = firstLine
        self.lastLine = lastLine
        self.twinID = twinID
        self.twinParityHolds = twinParityHolds
        self.kind = kind
    }

    /// `file:first-last`.
    public var location: String { "\(file):\(firstLine)-\(lastLine)" }
}
