@testable import DoctoolCLI
import Foundation
import Verification
import XCTest

/// `doctool engine --apis` run in-process against the engine this test binary was built with, and the
/// committed reference it generates.
final class EngineCommandTests: XCTestCase {
    private func run(_ arguments: [String]) -> (code: Int32, out: String, err: String) {
        let out = BufferOutput(), err = BufferOutput()
        let context = CommandContext(
            out: out, err: err, workingDirectory: FileManager.default.temporaryDirectory, isTerminal: false)
        return (Doctool.main(arguments, context: context), out.text, err.text)
    }

    private static let committed = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources/HeadlessUIKit/README-APIS.md")

    func testTheCommittedReferenceIsWhatTheCommandGenerates() throws {
        let result = run(["engine", "--apis"])
        XCTAssertEqual(result.code, ExitCode.success, result.err)
        let committed = try String(contentsOf: Self.committed, encoding: .utf8)
        XCTAssertEqual(
            committed, result.out,
            """
            Sources/HeadlessUIKit/README-APIS.md is out of date with the engine's public API; regenerate it:
            swift build --product HeadlessEngine && swift run doctool engine --apis > Sources/HeadlessUIKit/README-APIS.md
            """)
        for type in ["UIView", "UIStackView", "UIStackView.Distribution", "NSLayoutConstraint.Axis", "UILabel"] {
            XCTAssertTrue(result.out.contains("| `\(type)` |"), "\(type) is listed")
        }
    }

    func testJSONListsTheSameTypesAsTheTable() throws {
        let result = run(["engine", "--apis", "--json"])
        XCTAssertEqual(result.code, ExitCode.success, result.err)
        let reference = try JSONDecoder().decode(EngineAPIReference.self, from: Data(result.out.utf8))
        XCTAssertEqual(reference.module, "HeadlessUIKit")
        let stack = try XCTUnwrap(reference.types.first { $0.type == "UIStackView" })
        XCTAssertTrue(stack.members.contains("removeArrangedSubview(_:)"))
        XCTAssertEqual(stack.memberCount, stack.members.count)
        XCTAssertEqual(reference.markdown(), run(["engine", "--apis"]).out)
    }

    func testWithoutAnActionIsAUsageError() {
        let result = run(["engine"])
        XCTAssertEqual(result.code, ExitCode.usage)
        XCTAssertTrue(result.err.contains("missing --apis"), result.err)
    }
}
