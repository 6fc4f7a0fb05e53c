import Alignment
import DocumentModel
import XCTest

/// The five corpus pages: the exact groups of the UIKit Dynamics tutorial, coverage, related pages, determinism.
final class CorpusAlignmentTests: XCTestCase {
    static let result = Aligner.align(CorpusFixture.all)

    /// Read off the pages: ru.txt and hi.txt are line-for-line parallel (title, introduction, remarks, five
    /// examples); zh.txt is the sticky-corners example alone, its heading on line 1.
    static let expectedGroups: [[String]] = [
        ["uikit-dynamics/hi.txt:2", "uikit-dynamics/ru.txt:2"],  // Динамика UIKit / UIKit गतिशीलता
        ["uikit-dynamics/hi.txt:4", "uikit-dynamics/ru.txt:4"],  // Вступление / परिचय
        ["uikit-dynamics/hi.txt:6", "uikit-dynamics/ru.txt:6"],  // замечания / टिप्पणियों
        ["uikit-dynamics/hi.txt:14", "uikit-dynamics/ru.txt:14"],  // falling square
        ["uikit-dynamics/hi.txt:40", "uikit-dynamics/ru.txt:40"],  // flick view
        ["uikit-dynamics/hi.txt:249", "uikit-dynamics/ru.txt:249", "uikit-dynamics/zh.txt:1"],  // sticky corners
        ["uikit-dynamics/hi.txt:510", "uikit-dynamics/ru.txt:510"],  // UIDynamicBehavior-driven transition
        ["uikit-dynamics/hi.txt:1121", "uikit-dynamics/ru.txt:1121"],  // shade transition
        ["uikit-dynamics/hi.txt:1751", "uikit-dynamics/ru.txt:1751"]  // bounds mapping
    ]

    func testEveryParallelSectionIsInItsGroupWithNoWrongMember() {
        XCTAssertEqual(CorpusFixture.shape(Self.result, topic: "uikit-dynamics"), Self.expectedGroups)
        let ids = Self.result.topic("uikit-dynamics")!.groups.map(\.id)
        XCTAssertEqual(ids, (1...9).map { "uikit-dynamics/0\($0)" })
        XCTAssertEqual(ids, ids.sorted())
    }

    func testTheChineseTranslationCoversOneGroupAndNothingIsStale() {
        let coverage = Self.result.topic("uikit-dynamics")!.coverage
        XCTAssertEqual(coverage.columns.map(\.language), [.ru, .hi, .zh])
        XCTAssertEqual(coverage.columns.map(\.covered), [9, 9, 1])
        XCTAssertEqual(coverage.rows[5].cells, [.complete, .complete, .complete])
        XCTAssertEqual(coverage.rows[0].cells, [.complete, .complete, .missing])
        XCTAssertFalse(Self.result.groups.contains(where: \.hasStaleVersion))
    }

    func testLinksCarryScoresAndReasons() throws {
        let sticky = try XCTUnwrap(CorpusFixture.group(Self.result, "uikit-dynamics/zh.txt", line: 1))
        let zh = try XCTUnwrap(sticky.member(for: "uikit-dynamics/zh.txt"))
        XCTAssertEqual(zh.link, .content)
        XCTAssertGreaterThan(try XCTUnwrap(zh.score), 0.8)
        XCTAssertTrue(zh.reasons.contains("code 1.00 (2 of 2 code blocks identical)"), "\(zh.reasons)")
        XCTAssertTrue(zh.reasons.contains { $0.hasPrefix("names") && $0.contains("uifieldbehaviors") }, "\(zh.reasons)")
        XCTAssertEqual(zh.lines, LineSpan(first: 1, last: 262))
    }

    func testComparablePagesAreRelatedToTheClosestGroupsAndNeverMerged() throws {
        let tutorialPaths: Set<String> = ["uikit-dynamics/ru.txt", "uikit-dynamics/hi.txt", "uikit-dynamics/zh.txt"]
        for group in Self.result.topic("uikit-dynamics")!.groups {
            XCTAssertTrue(Set(group.members.map(\.documentPath)).isSubset(of: tutorialPaths), group.id)
        }
        // (comparable page, its section's first line) → the tutorial section (ru.txt line) it is most related to.
        let expectations: [(String, Int, Int)] = [
            ("displaying-animation-in-ios/en.txt", 90, 14),  // "UIKit Dynamics": views falling under gravity → falling square
            ("displaying-animation-in-ios/en.txt", 139, 510),  // custom view controller transitions → custom transition
            ("uidynamicanimator-guide/zh.txt", 59, 14),  // collision behaviour → falling square (collides with the bounds)
            ("uidynamicanimator-guide/zh.txt", 67, 40),  // push behaviour → flick (push on release)
            ("uidynamicanimator-guide/zh.txt", 121, 40),  // push + gravity demo → flick
            ("uidynamicanimator-guide/zh.txt", 26, 249)  // item behaviour (density, resistance, friction) → sticky corners
        ]
        for (path, line, tutorialLine) in expectations {
            let group = try XCTUnwrap(CorpusFixture.group(Self.result, path, line: line))
            let best = try XCTUnwrap(group.related.first { $0.topic == "uikit-dynamics" }, "\(path):\(line)")
            let target = CorpusFixture.group(Self.result, "uikit-dynamics/ru.txt", line: tutorialLine)
            XCTAssertEqual(best.groupID, target?.id, "\(path):\(line)")
            XCTAssertTrue(best.reasons.first?.hasPrefix("api") ?? false)
        }
        // The falling square lists the blog's gravity section among its related reading.
        let falling = try XCTUnwrap(CorpusFixture.group(Self.result, "uikit-dynamics/ru.txt", line: 14))
        XCTAssertTrue(
            falling.related.contains {
                $0.sections.first?.documentPath == "displaying-animation-in-ios/en.txt"
                    && $0.sections.first?.lines.first == 90
            })
        // UIView.animate and property animators are not UIKit Dynamics: nothing related in the tutorial.
        let animate = try XCTUnwrap(CorpusFixture.group(Self.result, "displaying-animation-in-ios/en.txt", line: 7))
        XCTAssertFalse(animate.related.contains { $0.topic == "uikit-dynamics" })
    }

    func testAlignmentIsDeterministic() throws {
        let documents = CorpusFixture.all
        let again = Aligner.align(documents.reversed())
        XCTAssertEqual(again, Self.result)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        XCTAssertEqual(try encoder.encode(Aligner.align(documents)), try encoder.encode(Self.result))
    }
}
