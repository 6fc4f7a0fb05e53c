import Foundation
@testable import Verification
import XCTest

/// The record `verify` leaves for `search --status`.
final class VerificationRecordTests: XCTestCase {
    private func verdict(_ id: String, _ fingerprint: String, _ status: SampleVerdict.Status) -> SampleVerdict {
        SampleVerdict(
            sampleID: id, fingerprint: fingerprint, language: .swift, location: "corpus/t/en.md:1-2", status: status,
            scenario: nil, scenarioFile: nil, detail: "", rewrites: [], diagnostics: [], expectations: [])
    }

    func testARunUpdatesWhatItRanAndAChangedSampleIsStale() throws {
        var record = VerificationRecord()
        let timing = VerificationReport.Timing(compileSeconds: 0, runSeconds: 0, compilerRuns: 0, batched: true)
        record.record(
            VerificationReport(
                verdicts: [
                    verdict("t/en/a/1", "aaaa000011112222", .passed),
                    verdict("t/en/b/1", "bbbb000011112222", .expectedFailure),
                    verdict("t/en/c/1", "cccc000011112222", .smoke)
                ],
                scenarioErrors: [], timing: timing))
        // A partial run (one sample) keeps what it did not run.
        record.record(
            VerificationReport(
                verdicts: [verdict("t/en/c/1", "cccc000011112222", .smokeCrash)], scenarioErrors: [], timing: timing))
        XCTAssertEqual(
            record.status(of: "t/en/a/1", fingerprint: "aaaa000011112222" + String(repeating: "f", count: 48)), .passed,
            "the index's full fingerprint is compared on the record's short one")
        XCTAssertEqual(
            record.status(of: "t/en/b/1", fingerprint: "bbbb000011112222"), .failed,
            "an expected failure does not run as published")
        XCTAssertEqual(record.status(of: "t/en/c/1", fingerprint: "cccc000011112222"), .failed)
        XCTAssertEqual(record.status(of: "t/en/a/1", fingerprint: "aaaa999911112222"), .stale, "the code changed since it ran")
        XCTAssertEqual(record.status(of: "t/en/z/1", fingerprint: "0"), .unverified)

        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "record-\(UUID().uuidString)/.doctool/verification.json")
        defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent().deletingLastPathComponent()) }
        XCTAssertEqual(try VerificationRecord.load(url), VerificationRecord(), "no record yet: nothing verified")
        try record.write(to: url)
        XCTAssertEqual(try VerificationRecord.load(url), record)
        try Data("{\"format\": \"other\"}".utf8).write(to: url)
        XCTAssertThrowsError(try VerificationRecord.load(url))
    }
}
