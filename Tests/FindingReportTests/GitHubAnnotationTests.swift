@testable import FindingReport
import XCTest

/// The workflow-command lines GitHub turns into annotations on a pull request's diff, checked whole.
final class GitHubAnnotationTests: XCTestCase {
    func testErrorWithRegionAndRelatedPlaces() {
        let finding = Finding(
            ruleID: "failed-promise", level: .error, message: "square falls: it stops at y = 20",
            location: FindingLocation(file: "corpus/dyn/ru.txt", startLine: 8, endLine: 12),
            related: [
                FindingLocation(file: "Scenarios/dyn/square.swift", startLine: 14, message: "the promise"),
                FindingLocation(file: "corpus/dyn/en.txt")
            ])
        XCTAssertEqual(
            GitHubAnnotation(finding, title: "failed-promise").line,
            "::error file=corpus/dyn/ru.txt,line=8,endLine=12,title=failed-promise::square falls: it stops at y = 20 "
                + "(the promise: Scenarios/dyn/square.swift:14; corpus/dyn/en.txt)")
    }

    func testLevelsAndAFileWithoutLines() {
        let warning = Finding(ruleID: "r", level: .warning, message: "m", location: FindingLocation(file: "a.txt", startLine: 3))
        XCTAssertEqual(GitHubAnnotation(warning, title: "t").line, "::warning file=a.txt,line=3,endLine=3,title=t::m")
        let note = Finding(ruleID: "r", level: .note, message: "m", location: FindingLocation(file: "index/manifest.json"))
        XCTAssertEqual(GitHubAnnotation(note, title: "t").line, "::notice file=index/manifest.json,title=t::m")
        let nowhere = Finding(ruleID: "r", level: .error, message: "m", location: nil)
        XCTAssertEqual(GitHubAnnotation(nowhere, title: "t").line, "::error title=t::m")
    }

    func testSuppressedFindingIsANoticeNamingItsDeclaration() {
        let declared = Finding(
            ruleID: "twin-constant", level: .warning, message: "damping differs",
            location: FindingLocation(file: "p.txt", startLine: 2),
            suppression: .init(
                justification: "declared twin difference",
                location: FindingLocation(file: "Scenarios/twin-differences.txt", startLine: 4)))
        XCTAssertEqual(
            GitHubAnnotation(declared, title: "t").line,
            "::notice file=p.txt,line=2,endLine=2,title=t::damping differs [declared at Scenarios/twin-differences.txt:4: declared twin difference]"
        )
    }

    /// A page's text cannot end the command, add a property or start a second command: GitHub's escapes.
    func testEscapingOfPropertiesAndMessage() {
        let hostile = Finding(
            ruleID: "r", level: .error, message: "100% wrong\r\n::error file=x::injected, a: b",
            location: FindingLocation(file: "corpus/a,b:c%d\n.txt", startLine: 1))
        XCTAssertEqual(
            GitHubAnnotation(hostile, title: "rule: a, b").line,
            "::error file=corpus/a%2Cb%3Ac%25d%0A.txt,line=1,endLine=1,title=rule%3A a%2C b::"
                + "100%25 wrong%0D%0A::error file=x::injected, a: b")
        XCTAssertEqual(GitHubAnnotation.escapedData("%\r\n:,"), "%25%0D%0A:,")
        XCTAssertEqual(GitHubAnnotation.escapedProperty("%\r\n:,"), "%25%0D%0A%3A%2C")
    }
}
