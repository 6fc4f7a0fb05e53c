@testable import DoctoolCLI
import Foundation
import XCTest

/// Issue 21's measure for the engine's images, text, controls, scroll and list views, stack views and device/application APIs: a
/// collection of tutorial-shaped Swift fragments (Fixtures/engine-part3, written from Apple's
/// documentation: statements, members and whole controllers) is compiled against the engine and
/// run by `verify`'s smoke tier, the same route as every page without a scenario. Every fragment
/// must compile and run; none is left out.
final class EnginePart3CollectionTests: XCTestCase {
    static let collection = FragmentCollection(
        fixture: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Fixtures/engine-part3"))

    func testEveryFragmentCompilesAndRunsAgainstTheEngine() throws {
        let expected = try Self.collection.fragmentCount()
        XCTAssertGreaterThanOrEqual(expected, 140)
        let run = try Self.collection.verifyEveryFragment()
        XCTAssertEqual(run.verdicts, expected, "one verdict per fragment")
        XCTAssertEqual(run.failing, [], "fragments that did not compile and run")
        XCTAssertEqual(run.code, 0, run.errors)
    }
}
