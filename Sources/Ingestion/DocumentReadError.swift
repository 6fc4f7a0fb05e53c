import DocumentModel

/// A page that could not be ingested at all, with the one message that says why (file and line).
public struct DocumentReadError: Error, Sendable, CustomStringConvertible {
    public var diagnostic: Diagnostic

    public init(_ diagnostic: Diagnostic) { self.diagnostic = diagnostic }

    public var description: String { diagnostic.description }
}
