import CSearchRank
@testable import SearchIndex
import XCTest

/// `doctool_rank` (Sources/CSearchRank): coordination, headings, then BM25 with the caller's column
/// weights and IDFs.
final class RankFunctionTests: XCTestCase {
    private func database() throws -> SQLiteDatabase {
        let database = try SQLiteDatabase(path: ":memory:", mode: .readWrite)
        XCTAssertEqual(doctool_register_rank(database.handle), 0)
        try database.execute("CREATE VIRTUAL TABLE t USING fts5(a, b, tokenize = 'ascii')")
        let insert = try database.prepare("INSERT INTO t(rowid, a, b) VALUES(?, ?, ?)")
        try insert.run([.integer(1), .text("x y z"), .text("x")])
        try insert.run([.integer(2), .text("w w w w"), .text("x x")])
        try insert.run([.integer(3), .text("p q r s"), .text("")])
        try insert.run([.integer(4), .text("p r s q"), .text("")])
        return database
    }

    private func scores(_ database: SQLiteDatabase, match: String, mask: Int = 0, phrases: String) throws -> [Int64: Double] {
        let sql = "SELECT rowid, doctool_rank(t, 2.0, 1.0, \(mask), ?) FROM t WHERE t MATCH ? ORDER BY rowid"
        return Dictionary(
            uniqueKeysWithValues: try database.prepare(sql).rows([.text(phrases), .text(match)]) { ($0.int(0), -$0.double(1)) })
    }

    /// One BM25 term (k1 = 1.2, b = 0.75), written out from the formula.
    private func term(idf: Double, weight: Double, frequency: Double, length: Double, average: Double) -> Double {
        idf * weight * frequency * 2.2 / (frequency + 1.2 * (0.25 + 0.75 * length / average))
    }

    func testScoresAreOneClauseMatchedPlusWeightedBM25WithTheGivenIDF() throws {
        let found = try scores(database(), match: "x", phrases: "0:1.5")
        // Column a averages 3.75 tokens, column b 0.75.
        let first =
            term(idf: 1.5, weight: 2, frequency: 1, length: 3, average: 3.75)
            + term(idf: 1.5, weight: 1, frequency: 1, length: 1, average: 0.75)
        let second = term(idf: 1.5, weight: 1, frequency: 2, length: 2, average: 0.75)
        XCTAssertEqual(found.keys.sorted(), [1, 2])
        XCTAssertEqual(try XCTUnwrap(found[1]), 1e6 + first, accuracy: 1e-6)
        XCTAssertEqual(try XCTUnwrap(found[2]), 1e6 + second, accuracy: 1e-6)
    }

    func testEachPhraseHasItsOwnIDF() throws {
        let database = try database()
        let rare = try scores(database, match: "x AND y", phrases: "0:1 1:5")
        let common = try scores(database, match: "x AND y", phrases: "0:1 1:0.1")
        XCTAssertEqual(rare.count, 1)
        XCTAssertGreaterThan(try XCTUnwrap(rare[1]), try XCTUnwrap(common[1]), "a rarer y must score its row higher")
    }

    func testARowMatchingMoreClausesRanksFirstWhateverItsBM25() throws {
        // Row 1 has y once among three tokens; row 2 has w four times and x twice: a higher BM25 for w alone.
        let found = try scores(database(), match: "y OR w OR z", phrases: "0:1 1:9 2:1")
        XCTAssertGreaterThan(try XCTUnwrap(found[1]), 2e6, "y and z: two clauses")
        XCTAssertLessThan(try XCTUnwrap(found[2]), 2e6, "w alone: one clause")
        XCTAssertGreaterThan(try XCTUnwrap(found[1]), try XCTUnwrap(found[2]))
    }

    func testAHeadingColumnMatchRanksAboveTheBody() throws {
        // With column a as the heading, row 1 (x in a) passes row 2 (x twice in b only).
        let found = try scores(database(), match: "x", mask: 1, phrases: "0:1")
        XCTAssertEqual(try XCTUnwrap(found[1]), 1e6 + 1e4, accuracy: 100)
        XCTAssertLessThan(try XCTUnwrap(found[2]), 1e6 + 1e4)
    }

    func testAdjacentClausesEarnABonus() throws {
        // Rows 3 and 4 hold p and q once each in four tokens; only in row 3 are they neighbours.
        let found = try scores(database(), match: "p OR q", phrases: "0:1 1:1")
        XCTAssertEqual(try XCTUnwrap(found[3]) - (try XCTUnwrap(found[4])), (1 + 1) * 2.0, accuracy: 1e-9)
        // The bonus is for the clauses in the order typed.
        let reversed = try scores(database(), match: "q OR p", phrases: "0:1 1:1")
        XCTAssertEqual(try XCTUnwrap(reversed[3]), try XCTUnwrap(reversed[4]), accuracy: 1e-9)
    }

    func testAVariantCountsHalfAClauseAndARestrictingPhraseNothing() throws {
        let database = try database()
        // w is given as a variant spelling of clause 0: row 2 matches only through it.
        let variant = try scores(database, match: "y OR w", phrases: "0:1 -1:1")
        XCTAssertGreaterThan(try XCTUnwrap(variant[1]), 1e6)
        XCTAssertLessThan(try XCTUnwrap(variant[2]), 1e6)
        XCTAssertGreaterThan(try XCTUnwrap(variant[2]), 0.5e6)
        // A phrase marked 64 restricts the rows (x AND) but adds no clause and no BM25.
        let restricted = try scores(database, match: "(y OR z) AND x", phrases: "0:1 1:1 64:7")
        let plain = try scores(database, match: "y OR z", phrases: "0:1 1:1")
        XCTAssertEqual(try XCTUnwrap(restricted[1]), try XCTUnwrap(plain[1]), accuracy: 1e-9)
    }

    func testTheWrongArgumentsAreAnError() throws {
        XCTAssertThrowsError(try database().prepare("SELECT doctool_rank(t, 1.0) FROM t WHERE t MATCH 'x'").rows { $0.double(0) })
        { error in
            XCTAssertTrue("\(error)".contains("one weight per column"), "\(error)")
        }
        XCTAssertThrowsError(
            try database().prepare("SELECT doctool_rank(t, 1.0, 1.0, 0, '') FROM t WHERE t MATCH 'x'").rows { $0.double(0) }
        ) { error in
            XCTAssertTrue("\(error)".contains("clause:idf"), "\(error)")
        }
    }
}
