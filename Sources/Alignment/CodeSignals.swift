import DocumentModel

/// What alignment needs to know about one code block: its fingerprint and the API names it uses.
///
/// Alignment takes these as input so it stays decoupled from the sample classifier: the default
/// (`DefaultCodeSignals`) computes them itself, and a pipeline that runs the classifier can pass the
/// classifier's fingerprint and API names instead through `Aligner.align(_:signals:)`.
public struct CodeSignals: Hashable, Codable, Sendable {
    /// Equal for two blocks whose code is the same once comments and whitespace are ignored.
    public var fingerprint: String
    /// Identifiers the block uses (types, methods, properties), as written.
    public var apiNames: Set<String>

    public init(fingerprint: String, apiNames: Set<String>) {
        self.fingerprint = fingerprint
        self.apiNames = apiNames
    }
}

/// Computes a code block's signals; the one function a pipeline swaps to use the classifier's values.
public typealias CodeSignalExtractor = @Sendable (_ block: Block) -> CodeSignals
