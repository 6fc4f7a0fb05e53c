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
        let code = Doctool.main(["verify", "--json", "--timeout", "10", "--smoke-timeout", "2"], context: context)
        let report = try JSONSerialization.jsonObject(with: Data(out.text.utf8)) as? [String: Any]
        let verdicts = try XCTUnwrap(report?["verdicts"] as? [[String: Any]], out.text + err.text)
        XCTAssertEqual(code, 0, "smoke findings are information, not failures: \(err.text)")
        XCTAssertGreaterThanOrEqual(verdicts.count, 124)
        let unlinked = verdicts.filter { $0["status"] as? String == "unlinked" }.compactMap { $0["sampleID"] as? String }
        XCTAssertEqual(unlinked, [], "every sample has a result")
        // Measured 2026-12-06: 90 of 128 Swift samples SMOKE (50 on 2026-12-02); a margin of 5 for engine changes.
        let smoke = verdicts.filter { $0["status"] as? String == "smoke" }.count
        XCTAssertGreaterThanOrEqual(smoke, 85)
        let causes = Set(verdicts.compactMap { ($0["cause"] as? [String: Any])?["category"] as? String })
        for category in ["engine gap", "page error", "obsolete Swift"] {
            XCTAssertTrue(causes.contains(category), "\(category) missing from \(causes)")
        }
        let errata = verdicts.flatMap { $0["proposedErrata"] as? [String] ?? [] }
        XCTAssertFalse(errata.isEmpty, "a Swift 2–4 sample gets proven errata")
        XCTAssertTrue(verdicts.contains { $0["status"] as? String == "smoke-crash" })
        // A hanging sample is stopped at the smoke tier's own limit (--smoke-timeout), not after --timeout.
        let hangs = verdicts.filter { $0["status"] as? String == "smoke-hang" }.compactMap { $0["detail"] as? String }
        XCTAssertFalse(hangs.isEmpty)
        for detail in hangs {
            XCTAssertTrue(detail.contains("killed after 2 s"), detail)
        }

        func verdict(_ id: String) -> [String: Any]? { verdicts.first { $0["sampleID"] as? String == id } }
        // Its handler is the next block; other programs hold its lines as context without the handler, and
        // their errors there must not become its own.
        XCTAssertEqual(
            verdict("gestures/en/tap-recognizer/1")?["status"] as? String, "smoke",
            "\(verdict("gestures/en/tap-recognizer/1") ?? [:])")
        // A selector naming an undeclared method by its base name is the page's error, said in its words.
        let doubleTap = verdict("gestures/en/double-tap/1")?["detail"] as? String ?? ""
        XCTAssertTrue(doubleTap.hasPrefix("page error: `#selector(zoom)` names a method that is not declared"), doubleTap)
        // A crash names the page by its path, also in a hyphenated topic folder.
        let crash = verdict("table-views/en/an-out-of-range-row/1")?["detail"] as? String ?? ""
        XCTAssertTrue(crash.contains("at corpus/table-views/en.md:127"), crash)
    }
}
