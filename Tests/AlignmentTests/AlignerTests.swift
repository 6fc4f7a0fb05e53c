import Alignment
import DocumentModel
import XCTest

/// The aligner on small synthetic pages: one concern per test (parallel, reordered, missing and extra,
/// split, merged, partial, headings, determinism, injected code signals).
final class AlignerTests: XCTestCase {
    // MARK: - Pages

    /// The reference page: an introduction without code, four examples, remarks at the end.
    func russian() -> Document {
        var page = PageBuilder("demo/ru.txt", language: .ru)
        page.section("Введение", [.prose("Динамика UIKit позволяет моделировать физику.")])
        page.section("Падение под действием гравитации", [.prose("Квадрат падает вниз."), .code(Samples.gravity)])
        page.section(
            "Столкновение с границами",
            [.prose("Добавим UICollisionBehavior."), .code(Samples.collision), .code(Samples.attachment)])
        page.section("Толчок", [.prose("Толкнём мяч с силой 12."), .code(Samples.push)])
        page.section("Замечания", [.prose("Используйте UISnapBehavior для привязки."), .code(Samples.snap)])
        return page.build()
    }

    /// A Hindi page built from `parts` (heading, contents), so each test states exactly what the translation holds.
    func hindi(_ parts: [(String, [PageBuilder.Content])]) -> Document {
        var page = PageBuilder("demo/hi.txt", language: .hi)
        for (heading, contents) in parts { page.section(heading, contents) }
        return page.build()
    }

    let intro: (String, [PageBuilder.Content]) = ("परिचय", [.prose("गतिशीलता भौतिकी का अनुकरण करती है।")])
    let gravity: (String, [PageBuilder.Content]) = ("गुरुत्वाकर्षण से गिरना", [.prose("वर्ग नीचे गिरता है।"), .code(Samples.gravity)])
    let collision: (String, [PageBuilder.Content]) = (
        "सीमाओं से टकराव", [.prose("UICollisionBehavior जोड़ें।"), .code(Samples.collision), .code(Samples.attachment)]
    )
    let push: (String, [PageBuilder.Content]) = ("धक्का", [.prose("गेंद को 12 के बल से धक्का दें।"), .code(Samples.push)])
    let remarks: (String, [PageBuilder.Content]) = ("टिप्पणियों", [.prose("बांधने के लिए UISnapBehavior का उपयोग करें।"), .code(Samples.snap)])

    /// For each group, the section indices of `path` in it (nil when the document has no version).
    func layout(_ result: AlignmentResult, _ path: String, topic: String = "demo") -> [[Int]?] {
        result.topic(topic)!.groups.map { group in group.member(for: path).map { $0.sections.map(\.index) } }
    }

    // MARK: - Tests

    func testFullParallelTranslationGroupsSectionBySection() {
        let result = Aligner.align([russian(), hindi([intro, gravity, collision, push, remarks])])
        let topic = result.topic("demo")!
        XCTAssertEqual(topic.groups.map(\.id), ["demo/01", "demo/02", "demo/03", "demo/04", "demo/05"])
        XCTAssertEqual(layout(result, "demo/ru.txt"), [[0], [1], [2], [3], [4]])
        XCTAssertEqual(layout(result, "demo/hi.txt"), [[0], [1], [2], [3], [4]])
        XCTAssertEqual(topic.groups[0].member(for: "demo/hi.txt")?.link, .order, "the introduction has no code: placed by order")
        XCTAssertEqual(topic.groups[1].member(for: "demo/hi.txt")?.link, .content)
        XCTAssertEqual(topic.groups[1].title, "Падение под действием гравитации")
        XCTAssertTrue(topic.groups[1].member(for: "demo/hi.txt")!.reasons.contains("code 1.00 (1 of 1 code blocks identical)"))
        XCTAssertEqual(topic.documents.filter(\.isReference).map(\.path), ["demo/ru.txt"])
    }

    func testRemarksMovedToTheStartStayInTheirGroup() {
        let result = Aligner.align([russian(), hindi([remarks, intro, gravity, collision, push])])
        XCTAssertEqual(layout(result, "demo/hi.txt"), [[1], [2], [3], [4], [0]])
        let moved = result.topic("demo")!.groups[4].member(for: "demo/hi.txt")!
        XCTAssertTrue(moved.reasons[0].contains("moved"), moved.reasons[0])
    }

    func testASectionMovedTogetherWithItsNeighbourFollowsIt() {
        // The Russian page opens with an introduction and the remarks; the Hindi page puts both at the end.
        var page = PageBuilder("demo/ru.txt", language: .ru)
        page.section("Введение", [.prose("Динамика позволяет моделировать физику.")])
        page.section("Замечания", [.prose("Используйте UISnapBehavior для привязки."), .code(Samples.snap)])
        page.section("Падение", [.code(Samples.gravity)])
        page.section("Столкновение", [.code(Samples.collision), .code(Samples.attachment)])
        page.section("Толчок", [.code(Samples.push)])
        let result = Aligner.align([page.build(), hindi([gravity, collision, push, intro, remarks])])
        XCTAssertEqual(layout(result, "demo/hi.txt"), [[3], [4], [0], [1], [2]])
        XCTAssertEqual(
            result.topic("demo")!.groups[0].member(for: "demo/hi.txt")?.reasons.first,
            "linked by order (next to a linked section in both documents)")
    }

    func testMissingAndExtraSections() {
        let field: (String, [PageBuilder.Content]) = ("चिपचिपे कोने", [.prose("UIFieldBehavior से।"), .code(Samples.field)])
        let result = Aligner.align([russian(), hindi([intro, gravity, collision, field, remarks])])
        let topic = result.topic("demo")!
        XCTAssertEqual(topic.groups.count, 6)
        // The extra section gets its own group right after the group of the section before it.
        XCTAssertEqual(layout(result, "demo/hi.txt"), [[0], [1], [2], [3], nil, [4]])
        XCTAssertEqual(layout(result, "demo/ru.txt"), [[0], [1], [2], nil, [3], [4]])
        XCTAssertEqual(topic.groups[3].members.map(\.link), [.only])
        XCTAssertNil(topic.groups[3].members[0].score)
    }

    func testSplitSectionJoinsOneVersion() {
        let first: (String, [PageBuilder.Content]) = ("टकराव", [.prose("UICollisionBehavior जोड़ें।"), .code(Samples.collision)])
        let second: (String, [PageBuilder.Content]) = ("लगाव", [.prose("फिर UIAttachmentBehavior।"), .code(Samples.attachment)])
        // Without the remarks the Hindi page has less code, so the Russian page stays the reference.
        let result = Aligner.align([russian(), hindi([intro, gravity, first, second, push])])
        XCTAssertEqual(layout(result, "demo/hi.txt"), [[0], [1], [2, 3], [4], nil])
        let member = result.topic("demo")!.groups[2].member(for: "demo/hi.txt")!
        XCTAssertEqual(member.link, .partOfSplit)
        XCTAssertEqual(member.heading, "टकराव + लगाव")
        XCTAssertEqual(member.status, .complete)
    }

    func testMergedSectionCoversBothGroups() {
        let merged: (String, [PageBuilder.Content]) = (
            "गिरना और टकराव",
            [
                .prose("वर्ग गिरता है और UICollisionBehavior।"), .code(Samples.gravity), .code(Samples.collision),
                .code(Samples.attachment)
            ]
        )
        let result = Aligner.align([russian(), hindi([intro, merged, push, remarks])])
        XCTAssertEqual(layout(result, "demo/hi.txt"), [[0], [1], [1], [2], [3]])
        let links = result.topic("demo")!.groups[1...2].map { $0.member(for: "demo/hi.txt")!.link }
        XCTAssertEqual(Set(links), [.content, .partOfMerged])
    }

    func testWithEqualCodeTheFinerPageIsTheReference() {
        let first: (String, [PageBuilder.Content]) = ("टकराव", [.code(Samples.collision)])
        let second: (String, [PageBuilder.Content]) = ("लगाव", [.code(Samples.attachment)])
        let result = Aligner.align([russian(), hindi([intro, gravity, first, second, push, remarks])])
        XCTAssertEqual(result.topic("demo")!.documents.filter(\.isReference).map(\.path), ["demo/hi.txt"])
        XCTAssertEqual(layout(result, "demo/ru.txt"), [[0], [1], [2], [2], [3], [4]])
        let links = result.topic("demo")!.groups[2...3].map { $0.member(for: "demo/ru.txt")!.link }
        XCTAssertEqual(Set(links), [.content, .partOfMerged])
    }

    func testPartialTranslationHoldsOneGroupAndCoverageSaysSo() {
        var chinese = PageBuilder("demo/zh.txt", language: .zh)
        chinese.section("推动", level: 1, [.prose("以 12 的力推球。"), .code(Samples.push)])
        let result = Aligner.align([russian(), hindi([intro, gravity, collision, push, remarks]), chinese.build()])
        XCTAssertEqual(layout(result, "demo/zh.txt"), [nil, nil, nil, [0], nil])
        let zh = result.topic("demo")!.coverage.columns.first { $0.language == .zh }!
        XCTAssertEqual(zh.covered, 1)
        XCTAssertEqual(zh.total, 5)
        XCTAssertEqual(zh.completeness, 0.2)
    }

    func testHeadingsLeftUntranslatedOrReplacedDoNotMatter() {
        let english: [(String, [PageBuilder.Content])] = [
            ("Introduction", intro.1), ("Falling square", gravity.1), ("Section 3", collision.1), ("धक्का", push.1),
            ("Remarks", remarks.1)
        ]
        let result = Aligner.align([russian(), hindi(english)])
        XCTAssertEqual(layout(result, "demo/hi.txt"), [[0], [1], [2], [3], [4]])
    }

    func testEditedCodeIsStillLinkedButMarkedStale() {
        let edited: (String, [PageBuilder.Content]) = (
            "धक्का",
            [
                .prose("गेंद को धक्का दें।"),
                .code(Samples.push.replacingOccurrences(of: "push.magnitude = 12.0", with: "push.magnitude = 20.0"))
            ]
        )
        let result = Aligner.align([russian(), hindi([intro, gravity, collision, edited, remarks])])
        XCTAssertEqual(layout(result, "demo/hi.txt"), [[0], [1], [2], [3], [4]])
        let member = result.topic("demo")!.groups[3].member(for: "demo/hi.txt")!
        XCTAssertEqual(member.status, .stale)
        XCTAssertEqual(
            member.statusReason,
            "1 of 1 code blocks differ from demo/ru.txt, first at demo/hi.txt:\(member.sections[0].lines.first + 4)-\(member.sections[0].lines.first + 7)"
        )
        XCTAssertEqual(result.topic("demo")!.groups[3].member(for: "demo/ru.txt")!.status, .complete)
    }

    func testInjectedCodeSignalsAreUsed() {
        // A classifier that fingerprints only the first line would not see the edit: nothing is stale then.
        let firstLineOnly: CodeSignalExtractor = { block in
            CodeSignals(fingerprint: String(block.text.split(separator: "\n").first ?? ""), apiNames: ["fromClassifier"])
        }
        let edited: (String, [PageBuilder.Content]) = ("धक्का", [.code(Samples.push.replacingOccurrences(of: "12.0", with: "20.0"))])
        let result = Aligner.align([russian(), hindi([intro, gravity, collision, edited, remarks])], signals: firstLineOnly)
        XCTAssertFalse(result.groups.contains(where: \.hasStaleVersion))
        XCTAssertTrue(result.groups[3].members[0].reasons.contains { $0.contains("fromClassifier") })
    }

    func testPrebuiltSectionsAndADocumentWithoutSectionsShowInCoverage() {
        let sections = SectionAdapter.sections(of: russian()) + SectionAdapter.sections(of: hindi([gravity, push]))
        let result = Aligner.align(
            sections: sections,
            documents: [
                ("demo", "demo/ru.txt", .ru), ("demo", "demo/hi.txt", .hi),
                ("demo", "demo/zh.txt", .zh)
            ])
        let coverage = result.topic("demo")!.coverage
        XCTAssertEqual(coverage.columns.map(\.documentPath), ["demo/ru.txt", "demo/hi.txt", "demo/zh.txt"])
        XCTAssertEqual(coverage.columns.map(\.covered), [5, 2, 0])
        XCTAssertEqual(result.group(containing: "demo/hi.txt", section: 1)?.id, "demo/04")
        XCTAssertNil(result.group(containing: "demo/zh.txt", section: 0))
    }

    func testSameInputInAnyOrderGivesTheSameResult() throws {
        let documents = [russian(), hindi([remarks, intro, gravity, collision, push])]
        let first = Aligner.align(documents)
        XCTAssertEqual(first, Aligner.align(documents.reversed()))
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        XCTAssertEqual(try encoder.encode(first), try encoder.encode(Aligner.align(documents)))
    }
}
