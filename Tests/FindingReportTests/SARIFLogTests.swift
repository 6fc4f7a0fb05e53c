@testable import FindingReport
import Foundation
import XCTest

/// The SARIF a code-scanning service reads: rules with their help, each result's rule, level, message, region,
/// related locations and suppression, relative paths against %SRCROOT%, and byte-identical text for the same findings.
final class SARIFLogTests: XCTestCase {
    let rules = [
        FindingRule(
            id: "twin-constant", shortDescription: "Twins set different values.", fullDescription: "Make them agree.",
            defaultLevel: .warning),
        FindingRule(
            id: "compile-error", shortDescription: "Does not compile.", fullDescription: "Fix the sample.", defaultLevel: .error)
    ]
    let twin = Finding(
        ruleID: "twin-constant", level: .warning, message: "damping: Swift sets 0.1, Objective-C sets 0.3",
        location: FindingLocation(file: "corpus/dynamics/ru.txt", startLine: 1914),
        related: [
            FindingLocation(file: "corpus/dynamics/ru.txt", startLine: 1934, endLine: 1989, message: "the Objective-C twin")
        ],
        suppression: .init(
            justification: "declared twin difference",
            location: FindingLocation(file: "Scenarios/twin-differences.txt", startLine: 7)))
    let compile = Finding(
        ruleID: "compile-error", level: .error, message: "cannot find 'square' in scope",
        location: FindingLocation(file: "corpus/dynamics/en.txt", startLine: 40, endLine: 42))
    let unplaced = Finding(ruleID: "compile-error", level: .error, message: "the run as a whole", location: nil)

    func log(_ findings: [Finding]) throws -> [String: Any] {
        let text = SARIFLog(toolName: "doctool", toolVersion: "1.2.3", rules: rules, findings: findings).json()
        return try XCTUnwrap(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    func testRunDeclaresTheToolItsRulesAndTheSourceRoot() throws {
        let object = try log([twin])
        XCTAssertEqual(object["version"] as? String, "2.1.0")
        XCTAssertEqual(object["$schema"] as? String, SARIFLog.schemaURI)
        let run = try XCTUnwrap((object["runs"] as? [[String: Any]])?.first)
        let driver = try XCTUnwrap((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        XCTAssertEqual(driver["name"] as? String, "doctool")
        XCTAssertEqual(driver["version"] as? String, "1.2.3")
        let declared = try XCTUnwrap(driver["rules"] as? [[String: Any]])
        XCTAssertEqual(declared.map { $0["id"] as? String }, ["compile-error", "twin-constant"], "sorted by id")
        XCTAssertEqual(declared[1]["name"] as? String, "TwinConstant")
        XCTAssertEqual((declared[1]["shortDescription"] as? [String: Any])?["text"] as? String, "Twins set different values.")
        XCTAssertEqual((declared[1]["fullDescription"] as? [String: Any])?["text"] as? String, "Make them agree.")
        XCTAssertEqual((declared[1]["help"] as? [String: Any])?["text"] as? String, "Make them agree.")
        XCTAssertEqual((declared[1]["defaultConfiguration"] as? [String: Any])?["level"] as? String, "warning")
        XCTAssertNotNil((run["originalUriBaseIds"] as? [String: Any])?["%SRCROOT%"])
    }

    func testResultCarriesRuleRegionRelatedLocationAndSuppression() throws {
        let run = try XCTUnwrap((try log([twin, compile])["runs"] as? [[String: Any]])?.first)
        let results = try XCTUnwrap(run["results"] as? [[String: Any]])
        XCTAssertEqual(
            results.map { $0["ruleId"] as? String }, ["compile-error", "twin-constant"], "by file: en.txt before ru.txt")
        XCTAssertEqual(results.map { $0["ruleIndex"] as? Int }, [0, 1], "the index of the rule in the driver's sorted rules")
        let result = results[1]
        XCTAssertEqual(result["level"] as? String, "warning")
        XCTAssertEqual((result["message"] as? [String: Any])?["text"] as? String, "damping: Swift sets 0.1, Objective-C sets 0.3")
        let physical = try XCTUnwrap(((result["locations"] as? [[String: Any]])?.first)?["physicalLocation"] as? [String: Any])
        XCTAssertEqual(
            physical["artifactLocation"] as? [String: String], ["uri": "corpus/dynamics/ru.txt", "uriBaseId": "%SRCROOT%"])
        XCTAssertEqual(physical["region"] as? [String: Int], ["startLine": 1914, "endLine": 1914])
        let related = try XCTUnwrap(result["relatedLocations"] as? [[String: Any]])
        XCTAssertEqual(related.count, 1)
        XCTAssertEqual(related[0]["id"] as? Int, 1)
        XCTAssertEqual((related[0]["message"] as? [String: Any])?["text"] as? String, "the Objective-C twin")
        XCTAssertEqual(
            (related[0]["physicalLocation"] as? [String: Any])?["region"] as? [String: Int], ["startLine": 1934, "endLine": 1989])
        let suppression = try XCTUnwrap((result["suppressions"] as? [[String: Any]])?.first)
        XCTAssertEqual(suppression["kind"] as? String, "external")
        XCTAssertEqual(suppression["justification"] as? String, "declared twin difference")
        let declaredAt = (suppression["location"] as? [String: Any])?["physicalLocation"] as? [String: Any]
        XCTAssertEqual(declaredAt?["region"] as? [String: Int], ["startLine": 7, "endLine": 7])
        XCTAssertEqual(
            (results[0]["locations"] as? [[String: Any]]).flatMap {
                ($0[0]["physicalLocation"] as? [String: Any])?["region"] as? [String: Int]
            },
            ["startLine": 40, "endLine": 42])
        XCTAssertNil(results[0]["relatedLocations"], "no empty arrays")
        XCTAssertNil(results[0]["suppressions"])
    }

    func testFindingWithoutPlaceHasNoLocations() throws {
        let run = try XCTUnwrap((try log([unplaced])["runs"] as? [[String: Any]])?.first)
        let result = try XCTUnwrap((run["results"] as? [[String: Any]])?.first)
        XCTAssertNil(result["locations"])
        XCTAssertEqual(result["ruleId"] as? String, "compile-error")
    }

    func testSameFindingsInAnyOrderGiveTheSameBytes() {
        let one = SARIFLog(toolName: "doctool", toolVersion: "1", rules: rules, findings: [twin, compile, unplaced]).json()
        let other = SARIFLog(toolName: "doctool", toolVersion: "1", rules: rules.reversed(), findings: [compile, unplaced, twin])
            .json()
        XCTAssertEqual(one, other)
        XCTAssertTrue(one.hasSuffix("}\n"))
    }

    func testPathsAreURIReferences() {
        XCTAssertEqual(SARIFLog.artifact("corpus/a b/日#%.txt").uri, "corpus/a%20b/%E6%97%A5%23%25.txt")
        XCTAssertEqual(SARIFLog.artifact("corpus/a b/x.txt").uriBaseId, "%SRCROOT%")
        XCTAssertEqual(SARIFLog.artifact("../docs/x-y_z~.md").uri, "../docs/x-y_z~.md")
        let absolute = SARIFLog.artifact("/srv/docs/a b.txt")
        XCTAssertEqual(absolute.uri, "file:///srv/docs/a%20b.txt")
        XCTAssertNil(absolute.uriBaseId, "an absolute URI has no base")
    }
}
