import Alignment
import DocumentModel
import XCTest

/// Aligning with the previous run's topic summaries gives what aligning from nothing gives, and takes a topic from
/// them only when its pages and the weights of its terms are those it was aligned with.
final class AlignerSummaryTests: XCTestCase {
    func keys(_ documents: [Document], changed: Set<String> = []) -> [String: String] {
        Dictionary(uniqueKeysWithValues: Set(documents.map(\.topic)).map { ($0, changed.contains($0) ? "edited" : "first") })
    }

    func align(_ documents: [Document], keys: [String: String], previous: [TopicSummary]) -> (
        result: AlignmentResult, summaries: [TopicSummary], reused: Int
    ) {
        var work = AlignmentWork()
        let byTopic = Dictionary(uniqueKeysWithValues: previous.map { ($0.alignment.topic, $0) })
        let (result, summaries) = Aligner.align(documents, topicKeys: keys, previous: byTopic, work: &work)
        return (result, summaries, work.reusedTopics)
    }

    func testUnchangedTopicsAreReusedAndTheResultIsTheSame() {
        let documents = CorpusFixture.all
        let first = align(documents, keys: keys(documents), previous: [])
        XCTAssertEqual(first.result, Aligner.align(documents), "the same groups as aligning without summaries")
        XCTAssertEqual(first.reused, 0)
        XCTAssertEqual(first.summaries.map(\.alignment.topic), first.result.topics.map(\.topic))
        XCTAssertTrue(first.result.groups.contains { !$0.related.isEmpty }, "related links are made across topics")

        let again = align(documents, keys: keys(documents), previous: first.summaries)
        XCTAssertEqual(again.reused, 3)
        XCTAssertEqual(again.result, first.result)
        XCTAssertEqual(again.summaries, first.summaries, "the next run's summaries are the same")
    }

    func testAnEditedTopicIsAlignedAgainAndTheOthersReused() throws {
        var documents = CorpusFixture.all
        let first = align(documents, keys: keys(documents), previous: [])
        // Cyrillic prose only: no term of the corpus changes, so no weight does.
        let russian = try XCTUnwrap(documents.firstIndex { $0.path == "uikit-dynamics/ru.txt" })
        let section = try XCTUnwrap(documents[russian].sections.firstIndex { $0.blocks.contains { $0.kind == .prose } })
        let block = try XCTUnwrap(documents[russian].sections[section].blocks.firstIndex { $0.kind == .prose })
        documents[russian].sections[section].blocks[block].text += " Это новое предложение без терминов."
        let edited = align(documents, keys: keys(documents, changed: ["uikit-dynamics"]), previous: first.summaries)
        XCTAssertEqual(edited.reused, 2)
        XCTAssertEqual(edited.result, Aligner.align(documents))
        XCTAssertEqual(
            edited.summaries, align(documents, keys: keys(documents, changed: ["uikit-dynamics"]), previous: []).summaries)
    }

    func testAWeightThatChangedMeansAlignedAgain() throws {
        var documents = CorpusFixture.all
        let first = align(documents, keys: keys(documents), previous: [])
        // Sections enough to double N change every weight: no topic may be reused, even the unchanged ones.
        let english = try XCTUnwrap(documents.firstIndex { $0.topic == "displaying-animation-in-ios" })
        let sectionCount = documents.reduce(0) { $0 + $1.sections.count }
        for line in 0..<sectionCount {
            let range = SourceRange(
                file: documents[english].path, firstLine: 900 + 2 * line, lastLine: 901 + 2 * line, byteStart: 0,
                byteEnd: 0)
            documents[english].sections.append(
                Section(
                    heading: Block(kind: .heading, text: "Gravity \(line)", range: range, headingLevel: 2), level: 2,
                    blocks: [Block(kind: .code, text: "let animator = UIDynamicAnimator(referenceView: view)", range: range)]))
        }
        let changed: Set<String> = ["displaying-animation-in-ios"]
        let edited = align(documents, keys: keys(documents, changed: changed), previous: first.summaries)
        XCTAssertEqual(edited.reused, 0)
        XCTAssertEqual(edited.result, Aligner.align(documents))
        // Summaries whose key is not the topic's are never taken, whatever their weights.
        let wrongKeys = align(
            CorpusFixture.all, keys: keys(CorpusFixture.all, changed: ["uikit-dynamics"]), previous: first.summaries)
        XCTAssertEqual(wrongKeys.reused, 2)
        XCTAssertEqual(wrongKeys.result, first.result)
    }

    // MARK: - The related links' digest

    /// Each summary carries the digest of its topic's related links as the run ended, and the digest changes with
    /// every field of a link.
    func testTheDigestCoversEveryFieldOfARelatedLink() throws {
        let documents = CorpusFixture.all
        let first = align(documents, keys: keys(documents), previous: [])
        for (summary, topic) in zip(first.summaries, first.result.topics) {
            XCTAssertEqual(summary.relatedDigest, TopicSummary.relatedDigest(of: topic))
        }
        // The fields the digest mixes are all the fields there are: one added is one to add to the digest.
        let lines = LineSpan(first: 3, last: 9)
        let section = SectionRef(documentPath: "t/en.md", index: 1, heading: "Gravity", level: 2, lines: lines)
        let link = RelatedLink(groupID: "g", topic: "t", sections: [section], score: 0.5, reasons: ["UIGravityBehavior"])
        XCTAssertEqual(Mirror(reflecting: link).children.map(\.label), ["groupID", "topic", "sections", "score", "reasons"])
        XCTAssertEqual(
            Mirror(reflecting: section).children.map(\.label), ["documentPath", "index", "heading", "level", "lines"])
        XCTAssertEqual(Mirror(reflecting: lines).children.map(\.label), ["first", "last"])

        var topic = try XCTUnwrap(first.result.topics.first { !$0.groups.isEmpty })
        topic.groups[0].related = [link]
        let base = TopicSummary.relatedDigest(of: topic)
        var variants: [RelatedLink] = []
        for change in 0..<10 {
            var other = link
            switch change {
            case 0: other.groupID = "h"
            case 1: other.topic = "u"
            case 2: other.score = 0.25
            case 3: other.reasons = ["UIGravityBehavior", "UIView"]
            case 4: other.sections[0].documentPath = "t/ru.md"
            case 5: other.sections[0].index = 2
            case 6: other.sections[0].heading = "Gravity!"
            case 7: other.sections[0].level = 3
            case 8: other.sections[0].lines.first = 4
            default: other.sections[0].lines.last = 10
            }
            variants.append(other)
        }
        for other in variants {
            var changed = topic
            changed.groups[0].related = [other]
            XCTAssertNotEqual(TopicSummary.relatedDigest(of: changed), base, "\(other)")
        }
        var twice = topic
        twice.groups[0].related = [link, link]
        XCTAssertNotEqual(TopicSummary.relatedDigest(of: twice), base)
    }
}
