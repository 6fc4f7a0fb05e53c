/// A message about the input that a user can act on, pointing at file and (where it applies) line.
public struct Diagnostic: Hashable, Codable, Sendable, CustomStringConvertible {
    public enum Severity: String, Codable, Sendable { case error, warning, note }

    public var severity: Severity
    public var file: String
    public var line: Int?
    /// 1-based column (Unicode scalars from the line's start) where it helps, as for a JSON syntax error; nil elsewhere.
    public var column: Int?
    public var message: String

    public init(_ severity: Severity, file: String, line: Int? = nil, column: Int? = nil, _ message: String) {
        self.severity = severity
        self.file = file
        self.line = line
        self.column = column
        self.message = message
    }

    /// `file:line[:column]: severity: message`, the format compilers use, so editors can jump to it.
    public var description: String {
        let location = line.map { line in column.map { "\(file):\(line):\($0)" } ?? "\(file):\(line)" } ?? file
        return "\(location): \(severity.rawValue): \(message)"
    }
}
