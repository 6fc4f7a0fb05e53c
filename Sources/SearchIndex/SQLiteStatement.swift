import CSQLite

/// A prepared statement: bind values by 1-based index, step through rows, read columns.
///
/// Text is bound as transient (SQLite copies it) so Swift strings need not outlive the call.
public final class SQLiteStatement {
    /// A value to bind.
    public enum Value: Sendable, Equatable {
        case integer(Int64)
        case double(Double)
        case text(String)
        case null
    }

    private let statement: OpaquePointer
    private let database: SQLiteDatabase

    init(database: SQLiteDatabase, sql: String) throws {
        var pointer: OpaquePointer?
        let status = sqlite3_prepare_v2(database.handle, sql, -1, &pointer, nil)
        guard status == SQLITE_OK, let prepared = pointer else {
            throw SQLiteError(code: status, message: "\(database.lastErrorMessage) (preparing: \(sql.prefix(160)))")
        }
        statement = prepared
        self.database = database
    }

    deinit {
        sqlite3_finalize(statement)
    }

    // MARK: - Binding

    /// Resets the statement and binds `values` to parameters 1, 2, ….
    public func bind(_ values: [Value]) throws {
        sqlite3_reset(statement)
        sqlite3_clear_bindings(statement)
        for (offset, value) in values.enumerated() {
            let index = Int32(offset + 1)
            let status: Int32
            switch value {
            case .integer(let number): status = sqlite3_bind_int64(statement, index, number)
            case .double(let number): status = sqlite3_bind_double(statement, index, number)
            case .text(let text): status = sqlite3_bind_text(statement, index, text, -1, doctool_sqlite_transient())
            case .null: status = sqlite3_bind_null(statement, index)
            }
            guard status == SQLITE_OK else {
                throw SQLiteError(code: status, message: "\(database.lastErrorMessage) (binding parameter \(index))")
            }
        }
    }

    // MARK: - Stepping

    /// Advances to the next row; false when the statement is done.
    public func step() throws -> Bool {
        let status = sqlite3_step(statement)
        switch status {
        case SQLITE_ROW: return true
        case SQLITE_DONE: return false
        default: throw SQLiteError(code: status, message: database.lastErrorMessage)
        }
    }

    /// Binds `values` and runs the statement to completion (for INSERT, UPDATE, DELETE).
    public func run(_ values: [Value] = []) throws {
        try bind(values)
        while try step() {}
    }

    /// Binds `values` and collects every row through `row`.
    public func rows<T>(_ values: [Value] = [], _ row: (SQLiteStatement) throws -> T) throws -> [T] {
        try bind(values)
        var result: [T] = []
        while try step() { result.append(try row(self)) }
        return result
    }

    // MARK: - Columns of the current row

    /// Column `index` (0-based) as an integer.
    public func int(_ index: Int32) -> Int64 { sqlite3_column_int64(statement, index) }

    /// Column `index` (0-based) as a double.
    public func double(_ index: Int32) -> Double { sqlite3_column_double(statement, index) }

    /// Column `index` (0-based) as text; "" for NULL.
    public func text(_ index: Int32) -> String {
        guard let bytes = sqlite3_column_text(statement, index) else { return "" }
        return String(cString: bytes)
    }

    /// Column `index` (0-based) as text, nil for NULL.
    public func optionalText(_ index: Int32) -> String? {
        sqlite3_column_type(statement, index) == SQLITE_NULL ? nil : text(index)
    }
}
