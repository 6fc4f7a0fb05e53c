@testable import SampleAnalysis
import XCTest

/// Declared twin differences are matched on (category, fingerprints, subject), not on a message's wording.
final class TwinDifferencesTests: XCTestCase {
    let swiftPrint = "8ac9eadc4eaa7ef9" + String(repeating: "0", count: 48)
    let objcPrint = "155dfddf49fb1a45" + String(repeating: "1", count: 48)

    func finding(
        message: String = "damping: Swift sets 3.0 (line 12), Objective-C sets 0.3 (ru.txt:40)",
        subject: String? = "damping"
    ) -> SampleFinding {
        SampleFinding(
            category: .twinConstant, severity: .warning, file: "ru.txt", line: 12, sampleIDs: ["s", "o"],
            message: message, subject: subject)
    }

    var key: TwinDifferenceKey { TwinDifferenceKey(finding(), fingerprints: ["s": swiftPrint, "o": objcPrint])! }

    func testTheLineThatDeclaresAFindingIsItsKeyAndItsMessageWithoutPlaces() {
        XCTAssertEqual(key.description, "twin-constant 8ac9eadc4eaa7ef9+155dfddf49fb1a45 damping")
        XCTAssertEqual(
            TwinDifferenceDeclarations.line(declaring: finding(), key: key),
            "twin-constant 8ac9eadc4eaa7ef9+155dfddf49fb1a45 damping # damping: Swift sets 3.0, Objective-C sets 0.3")
        XCTAssertNil(TwinDifferenceKey(finding(subject: nil), fingerprints: ["s": swiftPrint, "o": objcPrint]))
        XCTAssertNil(TwinDifferenceKey(finding(), fingerprints: ["s": swiftPrint]), "a sample the report does not have")
    }

    /// The point of keying on structure: a reworded message, or a comment the user edited, still declares it.
    func testARewordedMessageStillMatchesItsDeclaration() {
        let declared = TwinDifferenceDeclarations(
            text: """
                # a comment
                twin-constant 8ac9eadc4eaa7ef9+155dfddf49fb1a45 damping # whatever the user wrote: 3.0 is a typo for 0.3
                """)
        let reworded = finding(message: "the twins disagree on damping: 3.0 against 0.3")
        let matching = declared.match([key: reworded])
        XCTAssertEqual(matching.declaredAt, [key: 2])
        XCTAssertTrue(matching.stale.isEmpty && matching.oldForm.isEmpty && matching.unreadable.isEmpty)
    }

    func testAnotherSubjectOrCategoryOrFingerprintIsNotTheSameDifference() {
        let declared = TwinDifferenceDeclarations(
            text: """
                twin-constant 8ac9eadc4eaa7ef9+155dfddf49fb1a45 magnitude
                twin-expression 8ac9eadc4eaa7ef9+155dfddf49fb1a45 damping
                twin-constant 8ac9eadc4eaa7ef8+155dfddf49fb1a45 damping
                twin-constant 8ac9eadc4eaa7ef9 damping
                """)
        let matching = declared.match([key: finding()])
        XCTAssertTrue(matching.declaredAt.isEmpty)
        XCTAssertEqual(matching.stale.map(\.line), [1, 2, 3, 4])
    }

    /// Fingerprints may be shortened to 8 digits; a prefix that names two differences asks for more.
    func testShortenedFingerprintsAndAmbiguity() {
        let other = TwinDifferenceKey(
            category: .twinConstant, fingerprints: ["8ac9eadc00000000", "155dfddf49fb1a45"], subject: "damping")
        let declared = TwinDifferenceDeclarations(
            text: """
                twin-constant 8ac9eadc+155dfddf damping
                twin-constant 8ac9eadc4+155DFDDF damping
                twin-constant 8ac9ead+155dfddf damping
                """)
        let matching = declared.match([key: finding(), other: finding()])
        XCTAssertEqual(matching.ambiguous.map(\.line), [1])
        XCTAssertEqual(matching.ambiguous.first?.named, [other, key].sorted())
        XCTAssertEqual(matching.declaredAt, [key: 2], "case is ignored")
        XCTAssertEqual(matching.stale.map(\.line), [3], "7 digits name nothing")
    }

    func testALineThatIsNoDeclarationIsNamedAsSuch() {
        let declared = TwinDifferenceDeclarations(
            text: "hint-contradiction 8ac9eadc+155dfddf damping\ntwin-constant damping\ntwin-call xyz12345+155dfddf a\n")
        XCTAssertEqual(declared.match([:]).unreadable.map(\.line), [1, 2, 3])
        XCTAssertTrue(declared.declarations.isEmpty)
    }

    /// A line of the old form (the message's wording where the subject now is) still declares its difference,
    /// is reported with its replacement, and upgrading rewrites that line alone, keeping CRLF.
    func testTheOldFormIsUnderstoodOnceAndUpgradedInPlace() {
        let old = "twin-constant 8ac9eadc4eaa7ef9+155dfddf49fb1a45 damping: Swift sets 3.0, Objective-C sets 0.3"
        let text = "# known\r\n\(old)\r\ntwin-call 01234567+89abcdef gone\r\n"
        let matching = TwinDifferenceDeclarations(text: text).match([key: finding()])
        XCTAssertEqual(matching.declaredAt, [key: 2])
        XCTAssertEqual(matching.oldForm.map(\.line), [2])
        let replacement =
            "twin-constant 8ac9eadc4eaa7ef9+155dfddf49fb1a45 damping # damping: Swift sets 3.0, Objective-C sets 0.3"
        XCTAssertEqual(matching.oldForm.first?.replacement, replacement)
        XCTAssertEqual(matching.stale.map(\.line), [3])
        let upgraded = TwinDifferenceDeclarations.upgrading(text, matching)
        XCTAssertEqual(upgraded, "# known\r\n\(replacement)\r\ntwin-call 01234567+89abcdef gone\r\n")
        let again = TwinDifferenceDeclarations(text: upgraded).match([key: finding()])
        XCTAssertEqual(again.declaredAt, [key: 2])
        XCTAssertTrue(again.oldForm.isEmpty, "an upgraded file is read in the new form")
    }

    func testPlacesAreRemovedFromMessagesButOtherParenthesesStay() {
        XCTAssertEqual(
            TwinDifferenceDeclarations.messageWithoutPlaces(
                "Swift calls b.f(x:) (line 3) where Objective-C calls f: (corpus/a b/ru.txt:4) (ru.txt:9) (see: 12)"),
            "Swift calls b.f(x:) where Objective-C calls f: (corpus/a b/ru.txt:4) (see: 12)")
        XCTAssertEqual(TwinDifferenceDeclarations.messageWithoutPlaces("a (line x) (line 2)"), "a (line x)")
    }

    /// Every twin finding the matcher makes carries a subject, and the subjects tell apart every two findings
    /// the messages told apart: no two differences of one pair share a key.
    func testEveryTwinFindingOfTheShippedCorpusHasASubjectThatTellsItApart() throws {
        let report = CorpusTable.report
        let twinFindings = report.twins.flatMap(\.findings)
        XCTAssertFalse(twinFindings.isEmpty)
        for finding in twinFindings { XCTAssertNotNil(finding.subject, finding.message) }
        let fingerprints = Dictionary(report.samples.map { ($0.id, $0.fingerprint) }, uniquingKeysWith: { first, _ in first })
        var messages: [TwinDifferenceKey: Set<String>] = [:]
        for finding in twinFindings {
            let key = try XCTUnwrap(TwinDifferenceKey(finding, fingerprints: fingerprints))
            messages[key, default: []].insert(TwinDifferenceDeclarations.messageWithoutPlaces(finding.message))
        }
        XCTAssertEqual(messages.count, report.twinDifferences().count)
        for (key, worded) in messages { XCTAssertEqual(worded.count, 1, "\(key): \(worded)") }
    }
}
