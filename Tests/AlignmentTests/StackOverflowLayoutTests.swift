import Alignment
import DocumentModel
import Foundation
import Ingestion
import SampleAnalysis
import XCTest

/// Issue 19's test case: the English original of the UIKit Dynamics tutorial in the Stack Overflow
/// Documentation layout (Fixtures/uikit-dynamics-en.md: each example a `##` section, its code under `### Swift`
/// and `### Objective-C`, every fence marked `swift`, the remarks last), written for these tests from the
/// Russian page's structure with the same code, added beside the shipped translations.
final class StackOverflowLayoutTests: XCTestCase {
    static let english: Document = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Fixtures/uikit-dynamics-en.md")
        let bytes = Array((try? Data(contentsOf: url)) ?? Data())
        do {
            return try DocumentReader().document(from: bytes, path: "uikit-dynamics/en.md", format: .markdown,
                                                 topic: "uikit-dynamics", declaredLanguage: .en)
        } catch {
            fatalError("fixture cannot be read: \(error)")
        }
    }()
    static let documents = CorpusFixture.all + [english]
    static let result = Aligner.align(documents)

    /// The nine groups stay nine, each with an English member; the remarks at the page's end join theirs.
    func testTheOriginalJoinsEachOfTheNineGroups() throws {
        let topic = try XCTUnwrap(Self.result.topic("uikit-dynamics"))
        XCTAssertEqual(topic.groups.count, 9)
        let withoutEnglish = CorpusFixture.shape(Self.result, topic: "uikit-dynamics").map { $0.filter { !$0.hasPrefix("uikit-dynamics/en.md") } }
        XCTAssertEqual(withoutEnglish, CorpusAlignmentTests.expectedGroups)
        let englishLines = topic.groups.map { $0.member(for: "uikit-dynamics/en.md")?.sections.map(\.lines.first) ?? [] }
        // Title, introduction, remarks (last on the page), then the six examples in order.
        XCTAssertEqual(englishLines, [[1], [3], [2032], [7], [35], [248], [513], [1136], [1778]])
        XCTAssertFalse(topic.groups.contains(where: \.hasStaleVersion))
    }

    /// Russian and Hindi coverage stays complete; the original is complete too.
    func testCoverageIsCompleteForTheOriginalAndItsTranslations() throws {
        let coverage = try XCTUnwrap(Self.result.topic("uikit-dynamics")).coverage
        let covered = Dictionary(uniqueKeysWithValues: coverage.columns.map { ($0.language, $0.covered) })
        XCTAssertEqual(covered[.ru], 9)
        XCTAssertEqual(covered[.hi], 9)
        XCTAssertEqual(covered[.en], 9)
        for row in coverage.rows { XCTAssertFalse(row.cells.contains(.partial), "\(row)") }
    }

    /// Every Objective-C sample of the original has its Swift twin, as in the Russian page; ids and titles come
    /// from the real headings, never from "Swift" or "Objective-C".
    func testEveryObjectiveCSampleIsTwinnedAndNamedByItsSection() throws {
        let samples = SampleExtractor.samples(of: Self.english)
        let report = SampleExtractor.report(pages: [(samples, [])])
        let objc = samples.filter { $0.language.value == .objc }
        XCTAssertEqual(objc.count, 12)   // eleven under `### Objective-C`, and the remarks block's second half
        let twinned = Set(report.twins.map(\.objcID))
        for sample in objc { XCTAssertTrue(twinned.contains(sample.id), sample.id) }
        let russian = SampleExtractor.samples(of: CorpusFixture.document("uikit-dynamics/ru.txt"))
        let russianReport = SampleExtractor.report(pages: [(russian, [])])
        XCTAssertEqual(report.twins.count, russianReport.twins.count)
        XCTAssertEqual(Set(samples.map(\.sectionTitle)).sorted(), [
            "\"Sticky Corners\" Effect Using UIFieldBehaviors", "Falling Square", "Flick View Based on Gesture Velocity",
            "Map Dynamic Animation Position Changes to Bounds", "Remarks",
            "Shade Transition with Real-World Physics Using UIDynamicBehaviors", "UIDynamicBehavior Driven Custom Transition",
        ])
        XCTAssertTrue(samples.allSatisfy { !$0.id.contains("/swift-") && !$0.id.contains("/objective-") }, "\(samples.map(\.id))")
        XCTAssertEqual(samples.first { $0.range.firstLine == 42 }?.id, "uikit-dynamics/en/flick-view-based-on-gesture-velocity/1")
        // The subheading's language is the hint; the fences' `swift` does not make the Objective-C code a contradiction.
        XCTAssertFalse(objc.contains(where: \.hintContradicts))
    }
}
