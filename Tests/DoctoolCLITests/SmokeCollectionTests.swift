@testable import DoctoolCLI
import Foundation
import XCTest

/// `verify` on a collection of 124 tutorial-shaped samples nobody has written a scenario for
/// (Fixtures/smoke-collection): the smoke tier gives each a result, and its figures do not regress.
final class SmokeCollectionTests: XCTestCase {
    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/smoke-collection")

    func testEverySampleOfTheCollectionGetsASmokeResult() throws {
        let out = BufferOutput(), err = BufferOutput()
        let context = CommandContext(out: out, err: err, workingDirectory: Self.fixture, isTerminal: false)
        let code = Doctool.main(["verify", "--json", "--timeout", "10"], context: context)
        let report = try JSONSerialization.jsonObject(with: Data(out.text.utf8)) as? [String: Any]
        let verdicts = try XCTUnwrap(report?["verdicts"] as? [[String: Any]], out.text + err.text)
        XCTAssertEqual(code, 0, "smoke findings are information, not failures: \(err.text)")
        XCTAssertGreaterThanOrEqual(verdicts.count, 124)
        let unlinked = verdicts.filter { $0["status"] as? String == "unlinked" }.compactMap { $0["sampleID"] as? String }
        XCTAssertEqual(unlinked, [], "every sample has a result")
        // Measured 2026-12-01: 45 of 124 Swift samples SMOKE; a margin of 5 for engine changes.
        let smoke = verdicts.filter { $0["status"] as? String == "smoke" }.count
        XCTAssertGreaterThanOrEqual(smoke, 40)
        let causes = Set(verdicts.compactMap { ($0["cause"] as? [String: Any])?["category"] as? String })
        for category in ["engine gap", "page error", "obsolete Swift"] {
            XCTAssertTrue(causes.contains(category), "\(category) missing from \(causes)")
        }
        let errata = verdicts.flatMap { $0["proposedErrata"] as? [String] ?? [] }
        XCTAssertFalse(errata.isEmpty, "a Swift 2–4 sample gets proven errata")
        XCTAssertTrue(verdicts.contains { $0["status"] as? String == "smoke-crash" })
        XCTAssertTrue(verdicts.contains { $0["status"] as? String == "smoke-hang" })
    }
}
