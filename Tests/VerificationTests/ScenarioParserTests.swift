@testable import Verification
import XCTest

final class ScenarioParserTests: XCTestCase {
    func testReadsDirectivesAndPlaceholders() throws {
        let scenario = try ScenarioParser.parse(
            """
            // @scenario falling-square
            // @summary The square falls and stops at the bottom edge.
            // @covers 0123456789abcdef uikit-dynamics/falling-square/1
            // @expect-failure `square` is never declared
            // @erratum 0123456789abcdef replace `items: [square]` with `items: [squareView]`
            class ViewController: UIViewController {
                // @sample 0123456789abcdef
            }
            static func verify(_ expect: Expectations) {}
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
        XCTAssertThrowsError(try ScenarioParser.parse("// @scenario s\n// @sample 0123456789abcdef\n", file: "S.swift")) {
            error in
            XCTAssertEqual((error as? ScenarioError)?.line, 2)
        }
        XCTAssertThrowsError(
            try ScenarioParser.parse(
                "// @scenario s\n// @covers 0123456789abcdef x\n// @erratum 0123456789abcdef replace `a` with `b`\n// @sample 0123456789abcdef\n",
                file: "S.swift")
        ) { error in
            XCTAssertEqual((error as? ScenarioError)?.line, 3, "an erratum needs an expected failure")
        }
        XCTAssertThrowsError(try ScenarioParser.parse("// @covers 0123456789abcdef x\n", file: "S.swift"))
        XCTAssertThrowsError(try ScenarioParser.parse("// @scenario s\n// @frobnicate\n", file: "S.swift"))
    }

    /// A covered sample with no placeholder would never be compiled, and its scenario would pass without it.
    func testACoveredSampleNeedsItsPlaceholder() {
        XCTAssertThrowsError(
            try ScenarioParser.parse(
                "// @scenario s\n// @covers 0123456789abcdef x\nstatic func verify(_ expect: Expectations) {}\n",
                file: "S.swift")
        ) { error in
            XCTAssertEqual((error as? ScenarioError)?.line, 2)
            XCTAssertTrue("\(error)".contains("no `// @sample 0123456789abcdef` line"), "\(error)")
        }
    }

    /// Names go into a Swift string literal and a namespace: lowercase letters, digits and hyphens only; one
    /// @scenario and one @expect-failure a file.
    func testNamesAndRepeatedDirectivesAreChecked() {
        for bad in ["three \"squares\" fall", "Falling", "a_b", "a b", "naïve"] {
            XCTAssertThrowsError(try ScenarioParser.parse("// @scenario \(bad)\n", file: "S.swift"), bad) { error in
                XCTAssertEqual((error as? ScenarioError)?.line, 1)
            }
        }
        XCTAssertThrowsError(try ScenarioParser.parse("// @scenario a\n// @scenario b\n", file: "S.swift")) { error in
            XCTAssertEqual((error as? ScenarioError)?.line, 2)
        }
        XCTAssertThrowsError(
            try ScenarioParser.parse("// @scenario a\n// @expect-failure x\n// @expect-failure y\n", file: "S.swift")
        ) { error in
            XCTAssertEqual((error as? ScenarioError)?.line, 3)
        }
    }

    /// A file saved with Windows line endings reads the same as one with Unix ones, line numbers included.
    func testCRLFFilesReadLikeLFFiles() throws {
        let text =
            "// @scenario s\n// @covers 0123456789abcdef x\nstatic func verify(_ expect: Expectations) {\n    // @sample 0123456789abcdef\n}\n"
        let unix = try ScenarioParser.parse(text, file: "S.swift")
        let windows = try ScenarioParser.parse(text.replacingOccurrences(of: "\n", with: "\r\n"), file: "S.swift")
        XCTAssertEqual(windows, unix)
        XCTAssertEqual(windows.lines.first { $0.sampleFingerprint != nil }?.number, 4)
        let waivers = try Waiver.parse("# why\r\n0123456789abcdef t/s/1 not code\r\n", file: "W.txt")
        XCTAssertEqual(waivers.map(\.line), [2])
        XCTAssertEqual(waivers.first?.reason, "not code")
    }
}

final class ScenarioPortTests: XCTestCase {
    func testPortsAreReadWithTheirLines() throws {
        let scenario = try ScenarioParser.parse(
            """
            // @scenario snap-demo
            // @ports 0123456789abcdef uidynamicanimator-guide/zh/uisnapbehavior/1
            static func verify(_ expect: Expectations) {}
            """, file: "S.swift")
        XCTAssertEqual(scenario.ports.map(\.fingerprint), ["0123456789abcdef"])
        XCTAssertEqual(scenario.ports.first?.line, 2)
        XCTAssertTrue(scenario.covers.isEmpty)
    }

    /// Without `verify` the compiler's error would point into the generated main.swift; it points at the scenario.
    func testAScenarioWithoutVerifyIsAnErrorInTheScenarioFile() {
        XCTAssertThrowsError(
            try ScenarioParser.parse(
                "// @scenario lost\n// @covers 0123456789abcdef t/s/1\n// @sample 0123456789abcdef\n",
                file: "Scenarios/lost.swift")
        ) { error in
            let message = "\(error)"
            XCTAssertTrue(
                message.hasPrefix("Scenarios/lost.swift:4:") && message.contains("static func verify(_ expect: Expectations)"),
                message)
        }
    }

    /// A unique prefix of 8+ digits, or the whole SHA-256, names its sample; a shared prefix asks for more digits.
    func testFingerprintPrefixesAndWholeHashesResolveToTheSample() throws {
        let known = ["0123456789abcdef", "0123456700000000", "fedcba9876543210"]
        func scenario(_ fingerprint: String) throws -> Scenario {
            try ScenarioParser.parse(
                "// @scenario s\n// @covers \(fingerprint) t/s/1\nstatic func verify(_ expect: Expectations) {\n    // @sample \(fingerprint)\n}\n",
                file: "Scenarios/s.swift")
        }
        let prefix = Verifier.resolvingFingerprints([try scenario("fedcba98")], known: known)
        XCTAssertEqual(prefix.scenarios[0].covers[0].fingerprint, "fedcba9876543210")
        XCTAssertEqual(prefix.scenarios[0].lines.compactMap(\.sampleFingerprint), ["fedcba9876543210"])
        XCTAssertEqual(prefix.errors, [])
        let whole = Verifier.resolvingFingerprints(
            [try scenario("fedcba9876543210" + String(repeating: "7", count: 48))], known: known)
        XCTAssertEqual(whole.scenarios[0].covers[0].fingerprint, "fedcba9876543210")
        let shared = Verifier.resolvingFingerprints([try scenario("01234567")], known: known)
        XCTAssertEqual(shared.errors.count, 1)
        XCTAssertTrue(shared.errors[0].hasPrefix("Scenarios/s.swift:2: fingerprint 01234567 begins 2 samples"), shared.errors[0])
        XCTAssertEqual(
            Verifier.resolvingFingerprints([try scenario("aaaaaaaa")], known: known).scenarios[0].covers[0].fingerprint,
            "aaaaaaaa", "an unknown one is left for the drift check")
    }
}
