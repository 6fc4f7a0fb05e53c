import DocumentModel

/// Parses a page saved as plain text (no markup at all) into sections and blocks.
/// (Placeholder: the plain-text ingestion work replaces the body; the signature is the contract.)
public struct PlainTextParser {
    public init() {}

    /// The page's sections, in page order; never throws (lenient parsing), problems go to `diagnostics`.
    public func parse(_ source: SourceText, diagnostics: inout [Diagnostic]) -> [Section] {
        []
    }
}
