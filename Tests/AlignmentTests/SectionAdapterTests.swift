import Alignment
import DocumentModel
import XCTest

final class SectionAdapterTests: XCTestCase {
    func testChromeOnlyLeadIsLeftOutAndSignalsAreFilled() throws {
        var page = PageBuilder("t/ru.txt", topic: "t", language: .ru)
        page.section(nil, [])
        page.section("Толчок", [.prose("Толкнём мяч с силой 12, см. UIPushBehavior."), .code(Samples.push)])
        var document = page.build()
        let chrome = Block(
            kind: .chrome, text: "iOS", range: SourceRange(file: "t/ru.txt", firstLine: 1, lastLine: 1, byteStart: 0, byteEnd: 3))
        document.sections[0] = Section(heading: nil, level: 0, blocks: [chrome])

        let sections = SectionAdapter.sections(of: document)
        XCTAssertEqual(sections.map(\.index), [1])
        let push = try XCTUnwrap(sections.first)
        XCTAssertEqual(push.id, "t/ru.txt#1")
        XCTAssertEqual(push.codeFingerprints, [DefaultCodeSignals.extract(code: Samples.push).fingerprint])
        XCTAssertTrue(push.apiNames.isSuperset(of: ["UIPushBehavior", "pushDirection", "CGVector"]))
        XCTAssertEqual(push.anchors, ["uipushbehavior"])
        XCTAssertTrue(push.numbers.isSuperset(of: ["12", "0.7", "0.2"]))
        XCTAssertEqual(push.codeLineCount, 4)
        XCTAssertEqual(push.topic, "t")
        XCTAssertNil(push.position, "a page of one section says nothing about where it stands")
    }

    func testSectionsReadOnSeveralThreadsAreTheSame() {
        for path in ["uikit-dynamics/ru.txt", "uikit-dynamics/hi.txt", "displaying-animation-in-ios/en.txt"] {
            let document = CorpusFixture.document(path)
            let alone = SectionAdapter.sections(of: document, jobs: 1)
            XCTAssertGreaterThan(alone.count, 1, path)
            XCTAssertEqual(SectionAdapter.sections(of: document, jobs: 3), alone, path)
        }
    }

    /// A page alone in its topic is scored against nothing: its sections leave out only what scoring reads.
    func testSectionsNobodyIsScoredAgainstLeaveOutOnlyTheScoringFeatures() {
        let document = CorpusFixture.document("displaying-animation-in-ios/en.txt")
        let full = SectionAdapter.sections(of: document)
        let unscored = SectionAdapter.sections(of: document, scored: false)
        XCTAssertTrue(full.contains { !$0.numbers.isEmpty && !$0.codeLines.isEmpty })
        XCTAssertTrue(unscored.allSatisfy { $0.numbers.isEmpty && $0.codeLines.isEmpty && $0.codeLineCount == 0 })
        let emptied: [AlignableSection] = full.map { section in
            var section = section
            section.numbers = []
            section.codeLines = []
            section.codeLineCount = 0
            return section
        }
        XCTAssertEqual(unscored, emptied)
    }

    /// The term weights' pass reads only API names and anchors: they must be the sections' own, section for section
    /// (a chrome-only section left out by both).
    func testTermsAreThoseOfTheSections() {
        var documents = CorpusFixture.all
        var page = PageBuilder("t/ru.txt", topic: "t", language: .ru)
        page.section(nil, [])
        page.section("Толчок", [.prose("Толкнём мяч, см. UIPushBehavior."), .code(Samples.push)])
        documents.append(page.build())
        for document in documents {
            let sections = SectionAdapter.sections(of: document)
            let terms = SectionAdapter.terms(of: document, jobs: 2)
            XCTAssertEqual(terms.map(\.apiNames), sections.map(\.apiNames), document.path)
            XCTAssertEqual(terms.map(\.anchors), sections.map(\.anchors), document.path)
        }
    }

    func testPositionsGrowDownThePage() {
        var page = PageBuilder("t/ru.txt", topic: "t", language: .ru)
        page.section("Первый", [.code(Samples.gravity)])
        page.section("Второй", [.code(Samples.collision)])
        page.section("Третий", [.code(Samples.snap)])
        let positions = SectionAdapter.sections(of: page.build()).compactMap(\.position)
        XCTAssertEqual(positions.count, 3)
        XCTAssertEqual(positions, positions.sorted())
        XCTAssertLessThan(positions[0], 0.4)
        XCTAssertGreaterThan(positions[2], 0.7)
    }
}
