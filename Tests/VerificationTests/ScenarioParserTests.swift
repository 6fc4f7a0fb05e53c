@testable import Verification
import XCTest

final class ScenarioParserTests: XCTestCase {
    func testReadsDirectivesAndPlaceholders() throws {
        let scenario = try ScenarioParser.parse("""
        // @scenario falling-square
        // @summary The square falls and stops at the bottom edge.
        // @covers 0123456789abcdef uikit-dynamics/falling-square/1
        // @expect-failure `square` is never declared
        // @erratum 0123456789abcdef replace `items: [square]` with `items: [squareView]`
        class ViewController: UIViewController {
            // @sample 0123456789abcdef
        }
        """, file: "Scenarios/t.swift")
        XCTAssertEqual(scenario.name, "falling-square")
        XCTAssertEqual(scenario.covers.map(\.sampleID), ["uikit-dynamics/falling-square/1"])
        XCTAssertEqual(scenario.errata.first?.original, "items: [square]")
        XCTAssertEqual(scenario.errata.first?.replacement, "items: [squareView]")
        XCTAssertEqual(scenario.lines.compactMap(\.sampleFingerprint), ["0123456789abcdef"])
        XCTAssertEqual(scenario.lines.first?.number, 6)
        XCTAssertEqual(scenario.namespace, "Scenario_falling_square")
    }

    func testErrorsNameTheLine() {
        XCTAssertThrowsError(try ScenarioParser.parse("// @scenario s\n// @sample 0123456789abcdef\n", file: "S.swift")) { error in
            XCTAssertEqual((error as? ScenarioError)?.line, 2)
        }
        XCTAssertThrowsError(try ScenarioParser.parse("// @scenario s\n// @covers 0123456789abcdef x\n// @erratum 0123456789abcdef replace `a` with `b`\n", file: "S.swift")) { error in
            XCTAssertEqual((error as? ScenarioError)?.line, 3, "an erratum needs an expected failure")
        }
        XCTAssertThrowsError(try ScenarioParser.parse("// @covers 0123456789abcdef x\n", file: "S.swift"))
        XCTAssertThrowsError(try ScenarioParser.parse("// @scenario s\n// @frobnicate\n", file: "S.swift"))
    }
}

final class ScenarioPortTests: XCTestCase {
    func testPortsAreReadWithTheirLines() throws {
        let scenario = try ScenarioParser.parse("""
        // @scenario snap-demo
        // @ports 0123456789abcdef uidynamicanimator-guide/zh/uisnapbehavior/1
        static func verify(_ expect: Expectations) {}
        """, file: "S.swift")
        XCTAssertEqual(scenario.ports.map(\.fingerprint), ["0123456789abcdef"])
        XCTAssertEqual(scenario.ports.first?.line, 2)
        XCTAssertTrue(scenario.covers.isEmpty)
    }
}
