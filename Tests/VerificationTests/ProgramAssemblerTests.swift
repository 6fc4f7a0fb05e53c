import DocumentModel
@testable import Verification
import XCTest

final class ProgramAssemblerTests: XCTestCase {
    let fingerprint = "00000000aaaaaaaa"

    func sample(_ text: String) -> VerifiableSample {
        VerifiableSample(
            id: "topic/section/1", fingerprint: fingerprint, language: .swift, text: text,
            range: SourceRange(
                file: "corpus/topic/ru.txt", firstLine: 40, lastLine: 40 + text.split(separator: "\n").count - 1, byteStart: 0,
                byteEnd: 0))
    }

    func testHoistsImportsAndExtensionsAndMapsLinesToThePage() throws {
        let scenario = try ScenarioParser.parse(
            """
            // @scenario demo
            // @covers \(fingerprint) topic/section/1
            // @sample \(fingerprint)
            static func verify(_ expect: Expectations) {}
            """, file: "Scenarios/demo.swift")
        let code = """
            import SnapKit
            class Thing: NSObject {}
            extension Thing: CustomDebugStringConvertible {
                var debugDescription: String { "{" }
            }
            extension UIView: Marker {}
            protocol Marker {}
            """
        let assembled = try ProgramAssembler.assemble(scenario, variant: .published, samples: [fingerprint: sample(code)])
        let source = assembled.source
        XCTAssertTrue(source.hasPrefix("import UIKit\nimport ScenarioSupport\nimport SnapKit\n"))
        XCTAssertTrue(source.contains("fileprivate typealias Thing = Scenario_demo.Thing"))
        XCTAssertTrue(source.contains("fileprivate typealias Marker = Scenario_demo.Marker"))
        let enumStart = try XCTUnwrap(source.range(of: "enum Scenario_demo {"))
        let extensionAt = try XCTUnwrap(source.range(of: "extension Thing: CustomDebugStringConvertible"))
        XCTAssertTrue(extensionAt.lowerBound < enumStart.lowerBound, "extensions stay at file scope")
        XCTAssertTrue(source.contains("#sourceLocation(file: \"corpus/topic/ru.txt\", line: 42)\nextension Thing"))
        XCTAssertTrue(source.contains("#sourceLocation(file: \"Scenarios/demo.swift\", line: 4)\nstatic func verify"))
    }

    func testExtensionWithItsBraceOnTheNextLineStaysWholeAtFileScope() throws {
        let scenario = try ScenarioParser.parse(
            """
            // @scenario demo
            // @covers \(fingerprint) topic/section/1
            // @sample \(fingerprint)
            static func verify(_ expect: Expectations) {}
            """, file: "Scenarios/demo.swift")
        let code = """
            class Thing
            {
            }
            extension Thing: CustomDebugStringConvertible
            {
                var debugDescription: String { "thing" }
            }
            """
        let assembled = try ProgramAssembler.assemble(scenario, variant: .published, samples: [fingerprint: sample(code)])
        let source = assembled.source
        let enumStart = try XCTUnwrap(source.range(of: "enum Scenario_demo {"))
        let body = try XCTUnwrap(source.range(of: "    var debugDescription"))
        XCTAssertTrue(body.lowerBound < enumStart.lowerBound, "the extension's body, after its `{` line, stays at file scope")
        XCTAssertTrue(source.contains("extension Thing: CustomDebugStringConvertible\n{\n    var debugDescription"))
    }

    func testMissingSampleIsDriftNamingTheScenarioLine() throws {
        let scenario = try ScenarioParser.parse(
            "// @scenario demo\n// @covers \(fingerprint) x\nclass A {\n// @sample \(fingerprint)\n}\nstatic func verify(_ expect: Expectations) {}\n",
            file: "Scenarios/demo.swift")
        XCTAssertThrowsError(try ProgramAssembler.assemble(scenario, variant: .published, samples: [:])) { error in
            XCTAssertEqual((error as? AssemblyError)?.line, 4)
            XCTAssertTrue("\(error)".contains("fingerprint \(fingerprint)"))
        }
    }

    func testErratumThatNoLongerAppliesIsAnError() throws {
        let scenario = try ScenarioParser.parse(
            """
            // @scenario demo
            // @covers \(fingerprint) x
            // @expect-failure broken
            // @erratum \(fingerprint) replace `nothing like this` with `x`
            // @sample \(fingerprint)
            static func verify(_ expect: Expectations) {}
            """, file: "Scenarios/demo.swift")
        XCTAssertThrowsError(
            try ProgramAssembler.assemble(scenario, variant: .erratum, samples: [fingerprint: sample("let a = 1")]))
    }
}
