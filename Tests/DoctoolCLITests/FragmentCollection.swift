@testable import DoctoolCLI
import Foundation
import XCTest

/// A collection of tutorial-shaped Swift fragments in a fixture folder (`corpus/<topic>/en.md` pages, no
/// scenarios), run by `verify`'s smoke tier as every page without a scenario is: what the engine collections
/// of issues 21 and 22 measure.
struct FragmentCollection {
    var fixture: URL

    /// The Swift code blocks of the collection's pages, counted from the files themselves.
    func fragmentCount() throws -> Int {
        let corpus = fixture.appendingPathComponent("corpus")
        let topics = try FileManager.default.contentsOfDirectory(atPath: corpus.path)
        var count = 0
        for topic in topics {
            let page = try String(
                contentsOf: corpus.appendingPathComponent(topic).appendingPathComponent("en.md"), encoding: .utf8)
            count += page.components(separatedBy: "\n").filter { $0 == "```swift" }.count
        }
        return count
    }

    /// `verify --strict-smoke` on the collection: the number of verdicts, each fragment that is not SMOKE
    /// (its id, status and cause), the exit status and what went to stderr.
    func verifyEveryFragment() throws -> (verdicts: Int, failing: [String], code: Int32, errors: String) {
        let out = BufferOutput(), err = BufferOutput()
        let context = CommandContext(out: out, err: err, workingDirectory: fixture, isTerminal: false)
        let code = Doctool.main(["verify", "--json", "--timeout", "10", "--strict-smoke"], context: context)
        let report = try JSONSerialization.jsonObject(with: Data(out.text.utf8)) as? [String: Any]
        let verdicts = try XCTUnwrap(report?["verdicts"] as? [[String: Any]], out.text + err.text)
        let failing = verdicts.filter { $0["status"] as? String != "smoke" }.map { verdict -> String in
            let cause = verdict["detail"] as? String ?? ""
            return "\(verdict["sampleID"] ?? "?"): \(verdict["status"] ?? "?") \(cause)"
        }
        return (verdicts.count, failing, code, err.text)
    }
}
