@testable import DoctoolCLI
import Foundation
import XCTest

/// `verify` on a page nobody has written a scenario for: every sample gets a smoke-tier result.
final class VerifySmokeTests: XCTestCase {
    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/smoke")

    func testANewPageGetsAResultForEverySampleWithNoFileWrittenByHand() throws {
        let out = BufferOutput(), err = BufferOutput()
        let context = CommandContext(out: out, err: err, workingDirectory: Self.fixture, isTerminal: false)
        let sarif = FileManager.default.temporaryDirectory.appendingPathComponent("doctool-smoke-\(UUID().uuidString).sarif")
        defer { try? FileManager.default.removeItem(at: sarif) }
        let code = Doctool.main(["verify", "--json", "--timeout", "5", "--sarif", sarif.path], context: context)
        let report = try JSONSerialization.jsonObject(with: Data(out.text.utf8)) as? [String: Any]
        let verdicts = try XCTUnwrap(report?["verdicts"] as? [[String: Any]], out.text + err.text)
        var status: [String: String] = [:], detail: [String: String] = [:], cause: [String: String] = [:]
        for verdict in verdicts {
            let id = try XCTUnwrap(verdict["sampleID"] as? String)
            status[id] = verdict["status"] as? String
            detail[id] = verdict["detail"] as? String
            cause[id] = (verdict["cause"] as? [String: Any])?["category"] as? String
        }
        XCTAssertEqual(code, 0, "smoke findings are information, not failures: \(err.text)")
        XCTAssertFalse(status.values.contains("unlinked"), "every sample has a result: \(status)")
        // Statements run in a method of a shown view controller; the second block uses the first's `square`.
        XCTAssertEqual(status["newpage/en/animating-view/1"], "smoke", detail["newpage/en/animating-view/1"] ?? "")
        XCTAssertEqual(status["newpage/en/animating-view/2"], "smoke", detail["newpage/en/animating-view/2"] ?? "")
        XCTAssertEqual(status["newpage/en/view-controller/1"], "smoke")
        // An override of draw(_:) is compiled in a UIView subclass, shown, and drawn (it was an engine gap
        // before the engine had draw(_:)).
        XCTAssertEqual(
            status["newpage/en/view-that-draws-itself/1"], "smoke", detail["newpage/en/view-that-draws-itself/1"] ?? "")
        // An outlet a storyboard would connect is connected to a fresh label, and the result says so.
        XCTAssertEqual(status["newpage/en/members-with-an-outlet/1"], "smoke")
        XCTAssertTrue(detail["newpage/en/members-with-an-outlet/1"]?.contains("stubs: myLabel = UILabel()") ?? false)
        // A name nothing declares is declared by the host, with the type its use implies, and listed.
        XCTAssertEqual(status["newpage/en/label-set-from-code/1"], "smoke", detail["newpage/en/label-set-from-code/1"] ?? "")
        XCTAssertTrue(
            detail["newpage/en/label-set-from-code/1"]?.contains("stubs inferred from use: messageLabel = UILabel()") ?? false)
        // Each failure to compile has its cause.
        XCTAssertEqual(status["newpage/en/old-swift/1"], "smoke-compile")
        XCTAssertEqual(cause["newpage/en/old-swift/1"], "obsolete Swift")
        // The Swift 5 spellings were applied, compiled and run: the errata are proposed, ready to paste.
        let proposed = try XCTUnwrap(
            verdicts.first { $0["sampleID"] as? String == "newpage/en/old-swift/1" }?["proposedErrata"] as? [String])
        XCTAssertEqual(proposed.count, 2, "\(proposed)")
        XCTAssertTrue(proposed.contains { $0.hasSuffix("replace `UIColor.redColor()` with `UIColor.red`") }, "\(proposed)")
        XCTAssertTrue(
            proposed.contains {
                $0.hasSuffix("replace `CGRectMake(0, 0, 200, 21)` with `CGRect(x: 0, y: 0, width: 200, height: 21)`")
            },
            "\(proposed)")
        XCTAssertTrue(detail["newpage/en/old-swift/1"]?.contains("proposed errata below it compiles and runs") ?? false)
        XCTAssertEqual(cause["newpage/en/maps/1"], "other framework")
        XCTAssertEqual(cause["newpage/en/table/1"], "page error")
        XCTAssertTrue(detail["newpage/en/table/1"]?.contains("`tableView`") ?? false)
        XCTAssertTrue(
            detail["newpage/en/table/1"]?.contains("corpus/newpage/en.md:46") ?? false, detail["newpage/en/table/1"] ?? "")
        // A selector naming a method the sample does not declare is said in the page's words, not Selector's labels.
        XCTAssertEqual(cause["newpage/en/tap-with-the-wrong-selector/1"], "page error")
        XCTAssertTrue(
            detail["newpage/en/tap-with-the-wrong-selector/1"]?.contains(
                "`#selector(handleTap(_:))` names a method that is not declared: the code declares `handleTap(recognizer:)`")
                ?? false,
            detail["newpage/en/tap-with-the-wrong-selector/1"] ?? "")
        XCTAssertTrue(
            detail["newpage/en/tap-with-the-wrong-selector/1"]?.contains("en.md:107") ?? false,
            detail["newpage/en/tap-with-the-wrong-selector/1"] ?? "")
        XCTAssertEqual(status["newpage/en/crash/1"], "smoke-crash")
        XCTAssertTrue(
            detail["newpage/en/crash/1"]?.contains("Index out of range at corpus/newpage/en.md:61") ?? false,
            detail["newpage/en/crash/1"] ?? "")
        XCTAssertEqual(status["newpage/en/hang/1"], "smoke-hang")
        // A shell command and a Java port are listed as code nothing here runs: not run, not failures.
        XCTAssertEqual(status["newpage/en/installing-the-library/1"], "other-language")
        XCTAssertEqual(detail["newpage/en/installing-the-library/1"], "shell: not run (only Swift runs against the engine)")
        XCTAssertEqual(status["newpage/en/the-same-view-in-java/1"], "other-language")
        // The Objective-C copy is covered by its Swift twin's smoke run, not failed for want of a scenario.
        let objc = try XCTUnwrap(verdicts.first { $0["language"] as? String == "objc" })
        XCTAssertEqual(objc["status"] as? String, "covered-by-twin", objc["detail"] as? String ?? "")

        // The same run in SARIF: smoke findings are warnings at the page's lines, smoke runs notes, nothing an error.
        let log = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: sarif)) as? [String: Any])
        let results = try XCTUnwrap(((log["runs"] as? [[String: Any]])?.first)?["results"] as? [[String: Any]])
        func line(_ result: [String: Any]) -> Int? {
            let physical = ((result["locations"] as? [[String: Any]])?.first)?["physicalLocation"] as? [String: Any]
            return (physical?["region"] as? [String: Int])?["startLine"]
        }
        func messages(_ rule: String) -> [String] {
            results.filter { $0["ruleId"] as? String == rule }.compactMap {
                ($0["message"] as? [String: Any])?["text"] as? String
            }
        }
        XCTAssertFalse(results.contains { $0["level"] as? String == "error" }, "\(results)")
        XCTAssertTrue(
            messages("smoke-compile").contains { $0.hasPrefix("newpage/en/old-swift/1 does not compile (obsolete Swift: ") },
            "\(messages("smoke-compile"))")
        let table = try XCTUnwrap(
            results.first {
                ($0["message"] as? [String: Any]).flatMap { $0["text"] as? String }?.hasPrefix("newpage/en/table/1 ") == true
            })
        XCTAssertEqual(line(table), 46, "at the compiler's line on the page")
        XCTAssertEqual(table["level"] as? String, "warning")
        XCTAssertTrue(messages("smoke-crash").contains { $0.hasPrefix("newpage/en/crash/1: ") })
        XCTAssertTrue(messages("smoke-hang").contains { $0.hasPrefix("newpage/en/hang/1: ") })
        XCTAssertTrue(messages("smoke-only").contains { $0.hasPrefix("newpage/en/view-controller/1 only ran in the smoke tier") })
        XCTAssertEqual(
            messages("other-language").sorted(),
            [
                "newpage/en/installing-the-library/1 is not verified: shell: not run (only Swift runs against the engine)",
                "newpage/en/the-same-view-in-java/1 is not verified: java: not run (only Swift runs against the engine)"
            ])
    }

    func testASmokeLimitOutsideItsRangeIsAUsageError() {
        let out = BufferOutput(), err = BufferOutput()
        let context = CommandContext(out: out, err: err, workingDirectory: Self.fixture, isTerminal: false)
        XCTAssertEqual(Doctool.main(["verify", "--smoke-timeout", "0"], context: context), ExitCode.usage)
        XCTAssertTrue(err.text.contains("--smoke-timeout"), err.text)
        XCTAssertEqual(out.text, "")
    }
}
