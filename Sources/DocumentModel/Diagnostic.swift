/// A message about the input that a user can act on, pointing at file and (where it applies) line.
public struct Diagnostic: Hashable, Codable, Sendable, CustomStringConvertible {
    public enum Severity: String, Codable, Sendable { case error, warning, note }

    public var severity: Severity
    public var file: String
    public var line: Int?
    public var message: String

    public init(_ severity: Severity, file: String, line: Int? = nil, _ message: String) {
        self.severity = severity
        self.file = file
        self.line = line
        self.message = message
    }

    /// `file:line: severity: message`, the format compilers use, so editors can jump to it.
    public var description: String {
        let location = line.map { "\(file):\($0)" } ?? file
        return "\(location): \(severity.rawValue): \(message)"
    }
}
