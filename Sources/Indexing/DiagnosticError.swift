import DocumentModel

/// An error that is exactly one user-facing message (file and, where it applies, line).
public struct DiagnosticError: Error, Sendable, CustomStringConvertible {
    public var diagnostic: Diagnostic

    public init(_ diagnostic: Diagnostic) { self.diagnostic = diagnostic }

    public var description: String { diagnostic.description }
}
