import DocumentModel
@testable import Ingestion
import XCTest

/// `isNone` answers what `== nil` answers, for the optionals the parsers test on their hot paths.
final class OptionalTagTests: XCTestCase {
    func testIsNoneAgreesWithComparingToNil() {
        let hint = CodeHint(raw: "language-swift", normalized: "swift", range: nil)
        let hints: [CodeHint?] = [nil, hint, CodeHint(raw: "", normalized: "", range: nil)]
        for value in hints { XCTAssertEqual(value.isNone, value == nil) }
        let texts: [String?] = [nil, "", "стриж"]
        for value in texts { XCTAssertEqual(value.isNone, value == nil) }
        let nested: [Int??] = [nil, .some(nil), 3]
        XCTAssertEqual(nested.map(\.isNone), [true, false, false])
    }
}
