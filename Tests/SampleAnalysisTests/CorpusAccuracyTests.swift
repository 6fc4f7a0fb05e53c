import DocumentModel
import XCTest
@testable import SampleAnalysis

/// Every code block of the five corpus pages: language, kind and era as the hand-written table says, each with
/// the rule that decided it.
final class CorpusAccuracyTests: XCTestCase {
    func testEverySampleOfTheCorpusMatchesTheTable() {
        var checked = 0, correct = 0
        for page in CorpusTable.pages {
            let samples = CorpusTable.samples(page)
            let expected = page.sections.flatMap { $0.blocks.flatMap(\.samples) }
            XCTAssertEqual(
                samples.map { "\($0.range.firstLine)-\($0.range.lastLine)" },
                expected.map { "\($0.first)-\($0.last)" }, "sample ranges of \(page.path)")
            for (sample, want) in zip(samples, expected) {
                checked += 1
                let place = "\(page.path):\(want.first)-\(want.last)"
                var ok = true
                ok =
                    check(
                        sample.language.value, want.language,
                        "language of \(place) (\(sample.language.rule): \(sample.language.reason))") && ok
                ok = check(sample.kind.value, want.kind, "kind of \(place) (\(sample.kind.rule))") && ok
                ok = check(sample.kind.rule, want.kindRule, "kind rule of \(place)") && ok
                ok =
                    check(
                        sample.era?.value, want.era, "era of \(place) (\(sample.era?.rule ?? "-"): \(sample.era?.reason ?? ""))")
                    && ok
                ok = check(sample.era?.rule, want.eraRule, "era rule of \(place)") && ok
                XCTAssertFalse(sample.language.lines.isEmpty, "language verdict of \(place) lists its deciding lines")
                XCTAssertTrue(LanguageClassifier.ruleIDs.contains(sample.language.rule))
                XCTAssertFalse(sample.hintContradicts, "the corpus labels agree with the code at \(place)")
                if ok { correct += 1 }
            }
        }
        XCTAssertEqual(checked, 70)
        print("corpus accuracy: \(correct)/\(checked) samples with language, kind, era and rules as in the table")
    }

    func testVerdictsListTheLinesThatDecidedThem() {
        let ru = CorpusTable.samples(CorpusTable.uikitDynamics(.ru))
        let fallingSquare = ru.first { $0.range.firstLine == 18 }!
        XCTAssertEqual(fallingSquare.era?.lines, [30], "UIColor.orangeColor() on line 30")
        let flick = ru.first { $0.range.firstLine == 46 }!
        XCTAssertEqual(flick.era?.lines, [81, 106], "#selector on 81 names handlePan, declared without @objc on 106")
        let bounds = ru.first { $0.range.firstLine == 1869 }!
        XCTAssertEqual(bounds.era?.lines, [1888, 1898])
        let en = CorpusTable.samples(CorpusTable.displayingAnimation)
        let program = en.first { $0.range.firstLine == 17 }!
        XCTAssertTrue(program.era!.lines.contains(50), "explicit @objc func handleTap is Swift 4+ evidence")
        XCTAssertEqual(program.kind.lines, [17, 18])
    }

    private func check<T: Equatable>(_ actual: T, _ expected: T, _ message: String) -> Bool {
        XCTAssertEqual(actual, expected, message)
        return actual == expected
    }
}
