/// A failure reported by SQLite, with the statement or file it concerns.
public struct SQLiteError: Error, CustomStringConvertible, Sendable {
    /// SQLite's result code (`SQLITE_ERROR`, `SQLITE_CONSTRAINT`, …).
    public var code: Int32
    /// SQLite's message followed by what we were doing.
    public var message: String

    public init(code: Int32, message: String) {
        self.code = code
        self.message = message
    }

    public var description: String { "SQLite error \(code): \(message)" }
}
