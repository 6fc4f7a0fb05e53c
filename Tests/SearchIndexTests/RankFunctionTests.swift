import CSearchRank
@testable import SearchIndex
import XCTest

/// `doctool_rank` (Sources/CSearchRank): BM25 with the caller's column weights and IDFs.
final class RankFunctionTests: XCTestCase {
    private func database() throws -> SQLiteDatabase {
        let database = try SQLiteDatabase(path: ":memory:", mode: .readWrite)
        XCTAssertEqual(doctool_register_rank(database.handle), 0)
        try database.execute("CREATE VIRTUAL TABLE t USING fts5(a, b, tokenize = 'ascii')")
        let insert = try database.prepare("INSERT INTO t(rowid, a, b) VALUES(?, ?, ?)")
        try insert.run([.integer(1), .text("x y z"), .text("x")])
        try insert.run([.integer(2), .text("w w w w"), .text("x x")])
        return database
    }

    /// One BM25 term (k1 = 1.2, b = 0.75), written out from the formula.
    private func term(idf: Double, weight: Double, frequency: Double, length: Double, average: Double) -> Double {
        idf * weight * frequency * 2.2 / (frequency + 1.2 * (0.25 + 0.75 * length / average))
    }

    func testScoresAreWeightedBM25WithTheGivenIDFNegated() throws {
        let rows = try database().prepare("SELECT rowid, doctool_rank(t, 2.0, 1.0, 1.5) FROM t WHERE t MATCH 'x' ORDER BY rowid")
            .rows { ($0.int(0), $0.double(1)) }
        // Column a averages 3.5 tokens, column b 1.5.
        let first = term(idf: 1.5, weight: 2, frequency: 1, length: 3, average: 3.5)
            + term(idf: 1.5, weight: 1, frequency: 1, length: 1, average: 1.5)
        let second = term(idf: 1.5, weight: 1, frequency: 2, length: 2, average: 1.5)
        XCTAssertEqual(rows.map(\.0), [1, 2])
        XCTAssertEqual(rows[0].1, -first, accuracy: 1e-9)
        XCTAssertEqual(rows[1].1, -second, accuracy: 1e-9)
    }

    func testEachPhraseHasItsOwnIDF() throws {
        let database = try database()
        let sql = "SELECT doctool_rank(t, 1.0, 1.0, ?, ?) FROM t WHERE t MATCH 'x AND y'"
        let rare = try database.prepare(sql).rows([.double(1), .double(5)]) { $0.double(0) }
        let common = try database.prepare(sql).rows([.double(1), .double(0.1)]) { $0.double(0) }
        XCTAssertEqual(rare.count, 1)
        XCTAssertLessThan(rare[0], common[0], "a rarer y must score its row higher (more negative)")
    }

    func testTheWrongNumberOfArgumentsIsAnError() throws {
        XCTAssertThrowsError(try database().prepare("SELECT doctool_rank(t, 1.0) FROM t WHERE t MATCH 'x'").rows { $0.double(0) }) { error in
            XCTAssertTrue("\(error)".contains("one weight per column"), "\(error)")
        }
    }
}
