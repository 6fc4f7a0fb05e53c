import DocumentModel

/// One section of one document, reduced to what alignment compares. Built by `SectionAdapter`.
///
/// Everything here is plain data, so a test can write one by hand and a pipeline can fill the code
/// fingerprints and API names from the sample classifier instead of `DefaultCodeSignals`.
public struct AlignableSection: Hashable, Sendable {
    public var documentPath: String
    public var topic: String
    public var language: Language
    /// The section's index in `Document.sections`.
    public var index: Int
    /// Outline level (0 for a lead section without heading).
    public var level: Int
    public var heading: String
    /// One fingerprint per code block, in page order.
    public var codeFingerprints: [String]
    /// Where each code block stands, parallel to `codeFingerprints` (empty when unknown).
    public var codeBlockLines: [LineSpan]
    /// Identifiers used by the section's code.
    public var apiNames: Set<String>
    /// Numeric literals in code, prose and heading, canonicalised (`40.0f` → `40`).
    public var numbers: Set<String>
    /// Translation-proof words of heading and prose (see `TextAnchors`).
    public var anchors: Set<String>
    /// The normalised code lines long enough to tell samples apart: what an edited copy still shares.
    public var codeLines: Set<String>
    public var lines: LineSpan
    /// Lines of code in the section (after normalisation).
    public var codeLineCount: Int
    /// Prose, list and code blocks in the section.
    public var blockCount: Int
    /// Where the section's middle stands in its document, 0 (top) to 1 (bottom); nil when the page has only
    /// this section (a partial translation of one example says nothing about where that example stands).
    public var position: Double?

    public init(
        documentPath: String, topic: String, language: Language, index: Int, level: Int, heading: String,
        codeFingerprints: [String], apiNames: Set<String>, numbers: Set<String>,
        anchors: Set<String>, codeLines: Set<String>, lines: LineSpan, codeLineCount: Int, blockCount: Int,
        position: Double?, codeBlockLines: [LineSpan] = []
    ) {
        self.documentPath = documentPath
        self.topic = topic
        self.language = language
        self.index = index
        self.level = level
        self.heading = heading
        self.codeFingerprints = codeFingerprints
        self.codeBlockLines = codeBlockLines
        self.apiNames = apiNames
        self.numbers = numbers
        self.anchors = anchors
        self.codeLines = codeLines
        self.lines = lines
        self.codeLineCount = codeLineCount
        self.blockCount = blockCount
        self.position = position
    }

    /// `path#index`: unique in a corpus.
    public var id: String { "\(documentPath)#\(index)" }

    /// A reference to this section for results.
    public var reference: SectionRef {
        SectionRef(documentPath: documentPath, index: index, heading: heading, level: level, lines: lines)
    }
}
