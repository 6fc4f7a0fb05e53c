import CSQLite
import Foundation

/// One SQLite connection: a thin wrapper that prepares statements and runs SQL.
///
/// A class because a connection has identity (it owns the `sqlite3` handle and closes it once).
/// It is not shared between threads: each builder or reader opens its own.
public final class SQLiteDatabase {
    /// How the file is opened.
    public enum Mode: Sendable {
        case readOnly
        /// Read and write, creating the file when it does not exist.
        case readWrite
    }

    let handle: OpaquePointer
    /// The file this connection has open.
    public let path: String

    /// Opens (or creates, in `.readWrite`) the database at `path`.
    public init(path: String, mode: Mode) throws {
        var pointer: OpaquePointer?
        let flags: Int32 =
            mode == .readOnly
            ? SQLITE_OPEN_READONLY
            : SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE
        let status = sqlite3_open_v2(path, &pointer, flags | SQLITE_OPEN_NOMUTEX, nil)
        guard status == SQLITE_OK, let opened = pointer else {
            let message = pointer.map { String(cString: sqlite3_errmsg($0)) } ?? "out of memory"
            if let pointer { sqlite3_close_v2(pointer) }
            throw SQLiteError(code: status, message: "\(message) (opening \(path))")
        }
        handle = opened
        self.path = path
    }

    deinit {
        sqlite3_close_v2(handle)
    }

    // MARK: - Running SQL

    /// Runs one or more statements that return no rows.
    public func execute(_ sql: String) throws {
        var errorMessage: UnsafeMutablePointer<CChar>?
        let status = sqlite3_exec(handle, sql, nil, nil, &errorMessage)
        if status != SQLITE_OK {
            let message = errorMessage.map { String(cString: $0) } ?? lastErrorMessage
            sqlite3_free(errorMessage)
            throw SQLiteError(code: status, message: "\(message) (in: \(sql.prefix(120)))")
        }
    }

    /// Prepares one statement for repeated use.
    public func prepare(_ sql: String) throws -> SQLiteStatement {
        try SQLiteStatement(database: self, sql: sql)
    }

    /// Runs `body` inside a transaction: committed when it returns, rolled back when it throws.
    public func transaction<T>(_ body: () throws -> T) throws -> T {
        try execute("BEGIN IMMEDIATE")
        do {
            let result = try body()
            try execute("COMMIT")
            return result
        } catch {
            try? execute("ROLLBACK")
            throw error
        }
    }

    /// The rowid of the last inserted row.
    public var lastInsertRowID: Int64 { sqlite3_last_insert_rowid(handle) }

    var lastErrorMessage: String { String(cString: sqlite3_errmsg(handle)) }

    /// The SQLite library version, e.g. "3.40.1".
    public static var libraryVersion: String { String(cString: sqlite3_libversion()) }
}
