@testable import DoctoolCLI
import Foundation
import XCTest

/// Issue 22's measure for the engine's part 4 (containers and navigation, Core Animation, drawing): a
/// collection of tutorial-shaped Swift fragments (Fixtures/engine-part4, written from Apple's
/// documentation: statements, members and whole controllers) is compiled against the engine and
/// run by `verify`'s smoke tier, the same route as every page without a scenario. Every fragment
/// must compile and run; none is left out.
final class EnginePart4CollectionTests: XCTestCase {
    static let collection = FragmentCollection(
        fixture: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Fixtures/engine-part4"))

    func testEveryFragmentCompilesAndRunsAgainstTheEngine() throws {
        let expected = try Self.collection.fragmentCount()
        // Navigation (23 fragments), Core Animation (42, one importing QuartzCore and CoreGraphics) and drawing (12).
        XCTAssertGreaterThanOrEqual(expected, 23 + 42 + 12)
        let run = try Self.collection.verifyEveryFragment()
        XCTAssertEqual(run.verdicts, expected, "one verdict per fragment")
        XCTAssertEqual(run.failing, [], "fragments that did not compile and run")
        XCTAssertEqual(run.code, 0, run.errors)
    }
}
