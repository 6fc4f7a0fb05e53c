@testable import SearchIndex
import XCTest

final class SQLiteDatabaseTests: XCTestCase {
    func testTransactionRollsBackWhenTheBodyThrows() throws {
        let database = try SQLiteDatabase(path: ":memory:", mode: .readWrite)
        try database.execute("CREATE TABLE t(x TEXT)")
        struct Stop: Error {}
        XCTAssertThrowsError(
            try database.transaction {
                try database.prepare("INSERT INTO t VALUES(?)").run([.text("квадрат")])
                throw Stop()
            })
        XCTAssertEqual(try database.prepare("SELECT count(*) FROM t").rows { $0.int(0) }, [0])
        try database.transaction { try database.prepare("INSERT INTO t VALUES(?)").run([.text("重力")]) }
        XCTAssertEqual(try database.prepare("SELECT x FROM t").rows { $0.text(0) }, ["重力"])
    }

    func testErrorsNameTheStatement() throws {
        let database = try SQLiteDatabase(path: ":memory:", mode: .readWrite)
        XCTAssertThrowsError(try database.prepare("SELECT * FROM missing_table")) { error in
            XCTAssertTrue("\(error)".contains("missing_table"))
        }
        XCTAssertThrowsError(try SQLiteDatabase(path: "/nonexistent-dir/x.sqlite", mode: .readOnly))
    }

    func testFTS5IsAvailable() throws {
        let database = try SQLiteDatabase(path: ":memory:", mode: .readWrite)
        try database.execute("CREATE VIRTUAL TABLE f USING fts5(a, tokenize = \"ascii tokenchars '._'\")")
        try database.prepare("INSERT INTO f VALUES(?)").run([.text("uiview ui view 0.8 重力")])
        XCTAssertEqual(
            try database.prepare("SELECT rowid FROM f WHERE f MATCH ?").rows([.text("\"ui view\" AND \"0.8\"")]) { $0.int(0) },
            [1])
    }
}
