@testable import DoctoolCLI
import Foundation
import XCTest

/// Issue 21's measure for the engine's images, text, controls and device/application APIs: a
/// collection of tutorial-shaped Swift fragments (Fixtures/engine-part3, written from Apple's
/// documentation: statements, members and whole controllers) is compiled against the engine and
/// run by `verify`'s smoke tier, the same route as every page without a scenario. Every fragment
/// must compile and run; none is left out.
final class EnginePart3CollectionTests: XCTestCase {
    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/engine-part3")

    /// The Swift code blocks of the collection's pages, counted from the files themselves.
    private func fragmentCount() throws -> Int {
        let corpus = Self.fixture.appendingPathComponent("corpus")
        let topics = try FileManager.default.contentsOfDirectory(atPath: corpus.path)
        var count = 0
        for topic in topics {
            let page = try String(contentsOf: corpus.appendingPathComponent(topic).appendingPathComponent("en.md"), encoding: .utf8)
            count += page.components(separatedBy: "\n").filter { $0 == "```swift" }.count
        }
        return count
    }

    func testEveryFragmentCompilesAndRunsAgainstTheEngine() throws {
        let expected = try fragmentCount()
        XCTAssertGreaterThanOrEqual(expected, 140)
        let out = BufferOutput(), err = BufferOutput()
        let context = CommandContext(out: out, err: err, workingDirectory: Self.fixture, isTerminal: false)
        let code = Doctool.main(["verify", "--json", "--timeout", "10", "--strict-smoke"], context: context)
        let report = try JSONSerialization.jsonObject(with: Data(out.text.utf8)) as? [String: Any]
        let verdicts = try XCTUnwrap(report?["verdicts"] as? [[String: Any]], out.text + err.text)
        XCTAssertEqual(verdicts.count, expected, "one verdict per fragment")
        let failing = verdicts.filter { $0["status"] as? String != "smoke" }.map { verdict -> String in
            let cause = verdict["detail"] as? String ?? ""
            return "\(verdict["sampleID"] ?? "?"): \(verdict["status"] ?? "?") \(cause)"
        }
        XCTAssertEqual(failing, [], "fragments that did not compile and run")
        XCTAssertEqual(code, 0, err.text)
    }
}
