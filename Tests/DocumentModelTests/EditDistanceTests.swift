import DocumentModel
import XCTest

/// The one edit distance the "did you mean" suggestions use (subcommands, manifest keys).
final class EditDistanceTests: XCTestCase {
    func testInsertionsDeletionsSubstitutionsAndSwapsCostOneEach() {
        XCTAssertEqual(EditDistance.optimalStringAlignment("serach", "search"), 1, "a swap of neighbours is one edit")
        XCTAssertEqual(EditDistance.optimalStringAlignment("langauge", "language"), 1)
        XCTAssertEqual(EditDistance.optimalStringAlignment("", "abc"), 3)
        XCTAssertEqual(EditDistance.optimalStringAlignment("abc", ""), 3)
        XCTAssertEqual(EditDistance.optimalStringAlignment("kitten", "sitting"), 3)
        XCTAssertEqual(EditDistance.optimalStringAlignment("ca", "abc"), 3, "no substring is edited twice")
        XCTAssertEqual(EditDistance.optimalStringAlignment("same", "same"), 0)
    }
}
