import Alignment
import DocumentModel
import XCTest

/// Alignment's cost grows with the corpus, not with its square: the comparisons it counts (`AlignmentWork`)
/// at two corpus sizes, four times apart, may grow at most five times. A count, not a time, so the test
/// says the same on a loaded machine; the corpora are sections written directly, so it runs in seconds.
final class AlignmentScaleTests: XCTestCase {
    /// One synthetic section. `cluster` names what it shares with the pages near it (a few API names, a code
    /// line); every section also holds what a whole collection shares (`UIView`, `import UIKit`, `0`).
    func section(
        path: String, topic: String, language: Language, index: Int, count: Int, unique: String,
        cluster: Int
    ) -> AlignableSection {
        let lines = LineSpan(first: index * 10 + 1, last: index * 10 + 9)
        return AlignableSection(
            documentPath: path, topic: topic, language: language, index: index, level: 2, heading: "Section \(unique)",
            codeFingerprints: ["fp-\(unique)"],
            apiNames: ["UIView", "frame", "Cluster\(cluster)Name", "Cluster\(cluster + 1)Name", "Unique\(unique)"],
            numbers: ["0", "\(cluster)"], anchors: ["UIKit", "Anchor\(cluster)"],
            codeLines: ["import UIKit // shared", "let cluster\(cluster) = value", "let unique\(unique) = value"],
            lines: lines, codeLineCount: 9, blockCount: 2, position: Double(index) / Double(max(1, count - 1)))
    }

    /// `topics` topics of one English page of eight sections; every fifth also in Russian, Hindi and Chinese,
    /// the translations carrying the same code (so they align on content).
    func collection(topics: Int) -> [AlignableSection] {
        var sections: [AlignableSection] = []
        for t in 0..<topics {
            let languages: [Language] = t % 5 == 4 ? [.en, .ru, .hi, .zh] : [.en]
            for language in languages {
                for s in 0..<8 {
                    sections.append(
                        section(
                            path: "topic-\(t)/\(language.rawValue).md", topic: "topic-\(t)", language: language,
                            index: s, count: 8, unique: "\(t)-\(s)", cluster: t / 4))
                }
            }
        }
        return sections
    }

    /// One topic of `pages` different English pages (as a manifest could force): nothing is a translation of
    /// anything, every page shares boilerplate with all and names with its neighbours.
    func forcedTopic(pages: Int) -> [AlignableSection] {
        (0..<pages).flatMap { p in
            (0..<6).map { s in
                section(
                    path: "ios/page-\(p).md", topic: "ios", language: .en, index: s, count: 6, unique: "\(p)-\(s)",
                    cluster: p / 3)
            }
        }
    }

    func work(_ sections: [AlignableSection]) -> (AlignmentWork, AlignmentResult) {
        var work = AlignmentWork()
        let result = Aligner.align(sections: sections, work: &work)
        return (work, result)
    }

    func testACollectionOfManyTopicsCostsLinearlyInItsPages() {
        let (small, smallResult) = work(collection(topics: 100))
        let (large, largeResult) = work(collection(topics: 400))
        XCTAssertEqual(smallResult.topics.count, 100)
        XCTAssertEqual(largeResult.topics.count, 400)
        // The translated topics still align section by section, and related links are still found.
        let translated = largeResult.topic("topic-4")!
        XCTAssertEqual(translated.groups.count, 8)
        XCTAssertTrue(translated.groups.allSatisfy { $0.members.count == 4 })
        XCTAssertTrue(largeResult.groups.contains { !$0.related.isEmpty })
        XCTAssertGreaterThan(small.comparisons, 0)
        let growth = Double(large.comparisons) / Double(small.comparisons)
        XCTAssertLessThanOrEqual(growth, 5, "4× the pages cost \(growth)× the comparisons: \(small) → \(large)")
        XCTAssertLessThanOrEqual(
            Double(large.relatedPairs) / Double(small.relatedPairs), 5,
            "related links: \(small.relatedPairs) → \(large.relatedPairs) pairs")
    }

    func testATopicOfManySameLanguagePagesIsNotQuadratic() {
        let (small, _) = work(forcedTopic(pages: 50))
        let (large, result) = work(forcedTopic(pages: 200))
        XCTAssertEqual(result.topics.count, 1)
        XCTAssertEqual(result.topics[0].documents.count, 200)
        XCTAssertEqual(large.documents, 199)
        let growth = Double(large.scoredPairs + large.finishingScores) / Double(small.scoredPairs + small.finishingScores)
        XCTAssertLessThanOrEqual(growth, 5, "4× the pages cost \(growth)× the scores: \(small) → \(large)")
        XCTAssertEqual(result.diagnostics.count, 1, "one warning for the repeated language")
        XCTAssertTrue(result.diagnostics[0].message.contains("holds 200 pages in 'en'"), result.diagnostics[0].message)
    }

    /// A one-page topic (most topics of a collection) has nothing to align its groups with: they are built without
    /// the profile and the index entry a later page would be scored against; a translated topic's groups have them.
    func testAOnePageTopicsGroupsAreNotProfiled() {
        let (single, singleResult) = work(collection(topics: 4))  // four one-page topics
        XCTAssertEqual(singleResult.groups.count, 32)
        XCTAssertEqual(single.profiledGroups, 0)
        let (translated, translatedResult) = work(collection(topics: 5))  // and one in four languages
        XCTAssertEqual(translatedResult.topic("topic-4")?.groups.count, 8)
        XCTAssertEqual(translated.profiledGroups, 8, "the translated topic's eight groups, seeded by its first page")
    }

    func testTheSameSectionsInAnotherOrderGiveTheSameResult() {
        let sections = forcedTopic(pages: 60) + collection(topics: 20)
        XCTAssertEqual(work(sections).1, work(sections.reversed()).1)
    }

    /// Topics aligned on several threads give the result and the counts of one thread.
    func testTwoJobsGiveWhatOneGives() {
        let sections = forcedTopic(pages: 30) + collection(topics: 60)
        var one = AlignmentWork(), two = AlignmentWork()
        let single = Aligner.align(sections: sections, jobs: 1, work: &one)
        let parallel = Aligner.align(sections: sections, jobs: 2, work: &two)
        XCTAssertEqual(single, parallel)
        XCTAssertEqual(one, two)
    }
}
