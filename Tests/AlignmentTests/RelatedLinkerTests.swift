@testable import Alignment
import DocumentModel
import TestSupport
import XCTest

final class RelatedLinkerTests: XCTestCase {
    func testComparablePageIsLinkedToTheClosestGroupNeverMerged() throws {
        var tutorial = PageBuilder("tutorial/ru.txt", topic: "tutorial", language: .ru)
        tutorial.section("Гравитация", [.code(Samples.gravity)])
        tutorial.section("Толчок", [.code(Samples.push)])
        tutorial.section("Поля", [.code(Samples.field)])
        var blog = PageBuilder("blog/en.txt", topic: "blog", language: .en)
        blog.section(
            "Views falling under gravity",
            [
                .prose("Apply UIGravityBehavior to the views."),
                .code(
                    """
                    let animator = UIDynamicAnimator(referenceView: view)
                    let gravity = UIGravityBehavior(items: [view1, view2])
                    animator.addBehavior(gravity)
                    """)
            ])
        blog.section("Layout with constraints", [.code("view.translatesAutoresizingMaskIntoConstraints = false")])

        let result = Aligner.align([tutorial.build(), blog.build()])
        let falling = try XCTUnwrap(result.topic("blog")?.groups.first)
        XCTAssertEqual(falling.members.map(\.documentPath), ["blog/en.txt"], "a comparable page is never a group member")
        XCTAssertEqual(falling.related.first?.groupID, "tutorial/01")
        XCTAssertTrue(falling.related.first!.reasons[0].contains("UIGravityBehavior"), falling.related.first!.reasons[0])
        XCTAssertEqual(falling.related.map(\.score), falling.related.map(\.score).sorted(by: >))
        // The link is seen from both sides.
        XCTAssertEqual(result.topic("tutorial")?.groups[0].related.first?.groupID, falling.id)
        // Layout code shares no API with the tutorial: no related link.
        XCTAssertEqual(result.topic("blog")?.groups[1].related, [])
    }

    /// Many groups sharing names from a small pool, so candidates outnumber the links kept and tie on the rounded
    /// score: the links are those of scoring every pair, ranking by rounded score then id and keeping the first
    /// `maxRelated`, and the same on one thread and three (the groups are linked in chunks).
    func testKeptLinksAreTheBestOfEveryPairOnAnyNumberOfThreads() throws {
        let pool = (0..<40).map { "API\($0)" }
        var generator = SeededGenerator(seed: 27)
        let names: [Set<String>] = (0..<160).map { _ in
            var set = Set<String>()
            while set.count < 3 { set.insert(pool[Int.random(in: 0..<pool.count, using: &generator)]) }
            return set
        }
        let sections = names.enumerated().map { index, apiNames in
            AlignableSection(
                documentPath: "topic-\(index)/en.md", topic: "topic-\(index)", language: .en, index: 0, level: 2,
                heading: "Section \(index)", codeFingerprints: ["fp-\(index)"], apiNames: apiNames, numbers: [],
                anchors: [], codeLines: [], lines: LineSpan(first: 1, last: 9), codeLineCount: 9, blockCount: 1,
                position: nil)
        }
        let options = AlignmentOptions()
        let single = Aligner.align(sections: sections, options: options, jobs: 1)
        XCTAssertEqual(Aligner.align(sections: sections, options: options, jobs: 3), single)

        let vectors = APINameVectors(names, weights: TermWeights(names + names.map { _ in [] }))
        let ids = names.indices.map { "topic-\($0)/01" }
        var truncated = 0
        for topic in single.topics {
            let own = try XCTUnwrap(Int(topic.topic.dropFirst("topic-".count)))
            let candidates = names.indices.filter { $0 != own }
                .map { (score: vectors.overlap(own, $0), id: ids[$0]) }
                .filter { $0.score > 0 && $0.score >= options.relatedThreshold }
                .sorted { (Rounding.value($0.score), $1.id) > (Rounding.value($1.score), $0.id) }
            if candidates.count > options.maxRelated { truncated += 1 }
            let expected = candidates.prefix(options.maxRelated)
            let related = try XCTUnwrap(topic.groups.first).related
            XCTAssertEqual(related.map(\.groupID), expected.map(\.id), topic.topic)
            XCTAssertEqual(related.map(\.score), expected.map { Rounding.value($0.score) }, topic.topic)
        }
        XCTAssertGreaterThan(truncated, 100, "most groups have more candidates than links kept")
    }
}
