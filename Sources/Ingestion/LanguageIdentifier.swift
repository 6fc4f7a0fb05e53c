import DocumentModel

/// Tells the natural language of a piece of prose: ru, hi, zh, en, or und.
/// (Placeholder: the plain-text ingestion work replaces the body; the signature is the contract.)
public enum LanguageIdentifier {
    public static func identify(_ text: String) -> Language {
        .und
    }
}
