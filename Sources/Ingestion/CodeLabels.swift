import DocumentModel

/// Recognises a line that names a code language, in any of the corpus's languages,
/// including machine-translated labels ("стриж", "तीव्र", "迅速" = Swift; "उद्देश्य सी" = Objective-C).
/// (Placeholder: the plain-text ingestion work replaces the body; the signature is the contract.)
public enum CodeLabels {
    /// The normalized language ("swift", "objc", …) when `line` is a label line, else nil.
    public static func normalizedLabel(_ line: String) -> String? {
        nil
    }
}
