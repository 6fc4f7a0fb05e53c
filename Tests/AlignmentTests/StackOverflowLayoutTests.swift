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
            return try DocumentReader().document(
                from: bytes, path: "uikit-dynamics/en.md", format: .markdown,
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
        let withoutEnglish = CorpusFixture.shape(Self.result, topic: "uikit-dynamics").map {
            $0.filter { !$0.hasPrefix("uikit-dynamics/en.md") }
        }
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
        let report = SampleExtractor.report(pages: [PageSamples(samples: samples, findings: [])])
        let objc = samples.filter { $0.language.value == .objc }
        XCTAssertEqual(objc.count, 12)  // eleven under `### Objective-C`, and the remarks block's second half
        let twinned = Set(report.twins.map(\.objcID))
        for sample in objc { XCTAssertTrue(twinned.contains(sample.id), sample.id) }
        let russian = SampleExtractor.samples(of: CorpusFixture.document("uikit-dynamics/ru.txt"))
        let russianReport = SampleExtractor.report(pages: [PageSamples(samples: russian, findings: [])])
        XCTAssertEqual(report.twins.count, russianReport.twins.count)
        XCTAssertEqual(
            Set(samples.map(\.sectionTitle)).sorted(),
            [
                "\"Sticky Corners\" Effect Using UIFieldBehaviors", "Falling Square", "Flick View Based on Gesture Velocity",
                "Map Dynamic Animation Position Changes to Bounds", "Remarks",
                "Shade Transition with Real-World Physics Using UIDynamicBehaviors", "UIDynamicBehavior Driven Custom Transition"
            ])
        XCTAssertTrue(samples.allSatisfy { !$0.id.contains("/swift-") && !$0.id.contains("/objective-") }, "\(samples.map(\.id))")
        XCTAssertEqual(samples.first { $0.range.firstLine == 42 }?.id, "uikit-dynamics/en/flick-view-based-on-gesture-velocity/1")
        // The subheading's language is the hint; the fences' `swift` does not make the Objective-C code a contradiction.
        XCTAssertFalse(objc.contains(where: \.hintContradicts))
    }

    // MARK: - Sections with subsections (issue 19, point 2)

    static func read(_ text: String, as path: String, language: Language) -> Document {
        do {
            return try DocumentReader().document(
                from: Array(text.utf8), path: path, topic: "uikit-dynamics",
                declaredLanguage: language)
        } catch {
            fatalError("\(path) cannot be read: \(error)")
        }
    }

    /// A page rendered back as Markdown or HTML, block by block, with `insert` placing extra lines before the
    /// block at a given source line (a subsection heading, a paragraph).
    static func render(_ document: Document, html: Bool, insert: [Int: String] = [:]) -> String {
        func escaped(_ text: String) -> String {
            text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
                .replacingOccurrences(of: ">", with: "&gt;")
        }
        var out: [String] = html ? ["<html><body>"] : []
        for section in document.sections {
            if let heading = section.heading {
                out.append(
                    html
                        ? "<h\(section.level)>\(escaped(heading.text))</h\(section.level)>"
                        : String(repeating: "#", count: section.level) + " " + heading.text + "\n")
            }
            for block in section.blocks where block.kind != .chrome {
                if let extra = insert[block.range.firstLine] { out.append(extra) }
                switch block.kind {
                case .code: out.append(html ? "<pre><code>\(escaped(block.text))</code></pre>" : "```\n\(block.text)\n```\n")
                default: out.append(html ? "<p>\(escaped(block.text))</p>" : block.text + "\n")
                }
            }
        }
        if html { out.append("</body></html>") }
        return out.joined(separator: "\n") + "\n"
    }

    /// The original with subsections: the shade-transition example divided in three, a prose-only subsection at
    /// a section's end, and a section whose example is all in one subsection.
    static let englishWithSubsections: Document = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
            "Fixtures/uikit-dynamics-en.md")
        var text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
        text = text.replacingOccurrences(
            of: "We only ever want to present the shade", with: "### The Empty Animator\n\nWe only ever want to present the shade"
        )
        text = text.replacingOccurrences(
            of: "Finally, we create ShadeAnimator", with: "### The Shade Animator\n\nFinally, we create ShadeAnimator")
        text = text.replacingOccurrences(
            of: "For more, see the UIKit Dynamics Catalog.", with: "### A Note\n\nFor more, see the UIKit Dynamics Catalog.")
        text = text.replacingOccurrences(
            of: "leave in a physics-based manner when released.\n",
            with: "leave in a physics-based manner when released.\n\n### The Code\n")
        return read(text, as: "uikit-dynamics/en.md", language: .en)
    }()

    /// The original divides its examples into subsections; the translations keep one section each.
    func testSubsectionsOfTheOriginalFoldIntoTheirSectionsGroup() throws {
        let english = Self.englishWithSubsections
        XCTAssertEqual(english.sections.count, 13)
        let topic = try XCTUnwrap(Aligner.align(CorpusFixture.all + [english]).topic("uikit-dynamics"))
        XCTAssertEqual(topic.groups.count, 9)
        let shade = try XCTUnwrap(topic.groups.first { $0.title.hasPrefix("Shade Transition") })
        let member = try XCTUnwrap(shade.member(for: "uikit-dynamics/en.md"))
        XCTAssertEqual(
            member.sections.map(\.heading),
            [
                "Shade Transition with Real-World Physics Using UIDynamicBehaviors",
                "The Empty Animator", "The Shade Animator"
            ])
        XCTAssertEqual(member.status, .complete)
        XCTAssertTrue(member.reasons.contains("split: “The Shade Animator” continues it (a subsection)"), "\(member.reasons)")
        for path in ["uikit-dynamics/ru.txt", "uikit-dynamics/hi.txt"] {
            let translation = try XCTUnwrap(shade.member(for: path))
            XCTAssertEqual(translation.sections.count, 1)
            XCTAssertNotEqual(translation.link, .partOfMerged)
            XCTAssertEqual(translation.status, .complete)
        }
        // The prose-only subsection joins its section's group too.
        let bounds = try XCTUnwrap(topic.groups.first { $0.title.hasPrefix("Map Dynamic") })
        XCTAssertEqual(bounds.member(for: "uikit-dynamics/en.md")?.sections.count, 2)
        let flick = try XCTUnwrap(topic.groups.first { $0.title.hasPrefix("Flick View") })
        XCTAssertEqual(
            flick.member(for: "uikit-dynamics/en.md")?.sections.map(\.heading),
            ["Flick View Based on Gesture Velocity", "The Code"])
        XCTAssertEqual(flick.member(for: "uikit-dynamics/ru.txt")?.status, .complete)
        XCTAssertEqual(topic.coverage.columns.map(\.covered), topic.coverage.columns.map { $0.language == .zh ? 1 : 9 })
    }

    /// The reverse: a partial translation (the falling square not translated yet) whose sections have
    /// subsections, with code and of prose only, against the original and a translation that have none.
    func testSubsectionsOfATranslationJoinItsVersion() throws {
        var hindi = CorpusFixture.document("uikit-dynamics/hi.txt")
        hindi.sections.removeAll { $0.heading?.range.firstLine == 14 }  // the falling square, not translated yet
        var text = Self.render(hindi, html: false, insert: [1237: "### खाली एनिमेटर\n", 1275: "### छाया एनिमेटर\n"])
        // A note of prose at the end of the flick example, as a subsection of its own.
        let sticky = try XCTUnwrap(hindi.sections.first { $0.heading?.range.firstLine == 249 }?.heading?.text)
        text = text.replacingOccurrences(of: "## \(sticky)\n", with: "### एक टिप्पणी\n\nयह उदाहरण आगे बढ़ता है।\n\n## \(sticky)\n")
        let translation = Self.read(text, as: "uikit-dynamics/hi.md", language: .hi)
        let documents = [CorpusFixture.document("uikit-dynamics/ru.txt"), Self.english, translation]
        let topic = try XCTUnwrap(Aligner.align(documents).topic("uikit-dynamics"))
        XCTAssertEqual(
            topic.groups.count, 9,
            topic.groups.map {
                "\($0.title): \($0.members.map { "\($0.documentPath) \($0.sections.map(\.lines.first)) \($0.link)" })"
            }.joined(separator: "\n"))
        let shade = try XCTUnwrap(topic.groups.first { $0.member(for: "uikit-dynamics/en.md")?.lines.first == 1136 })
        let member = try XCTUnwrap(shade.member(for: "uikit-dynamics/hi.md"))
        XCTAssertEqual(member.sections.count, 3)
        XCTAssertEqual(member.link, .partOfSplit)
        XCTAssertEqual(member.status, .complete)
        let flick = try XCTUnwrap(topic.groups.first { $0.member(for: "uikit-dynamics/en.md")?.lines.first == 35 })
        XCTAssertEqual(flick.member(for: "uikit-dynamics/hi.md")?.sections.count, 2, "the prose subsection joins its section")
        let column = try XCTUnwrap(topic.coverage.columns.first { $0.documentPath == "uikit-dynamics/hi.md" })
        XCTAssertEqual(column.covered, 8, "all but the falling square")
        let fallingGroup = try XCTUnwrap(topic.groups.first { $0.member(for: "uikit-dynamics/en.md")?.lines.first == 7 })
        XCTAssertNil(fallingGroup.member(for: "uikit-dynamics/hi.md"))
    }

    /// The original in Markdown, its translations in HTML: the same nine groups.
    func testTheOriginalAlignsWithTranslationsInHTML() throws {
        let russian = Self.read(
            Self.render(CorpusFixture.document("uikit-dynamics/ru.txt"), html: true),
            as: "uikit-dynamics/ru.html", language: .ru)
        let hindi = Self.read(
            Self.render(CorpusFixture.document("uikit-dynamics/hi.txt"), html: true),
            as: "uikit-dynamics/hi.html", language: .hi)
        XCTAssertEqual(russian.format, .html)
        let topic = try XCTUnwrap(Aligner.align([russian, hindi, Self.english]).topic("uikit-dynamics"))
        XCTAssertEqual(topic.groups.count, 9)
        XCTAssertEqual(topic.coverage.columns.map(\.covered), [9, 9, 9])
        for group in topic.groups { XCTAssertEqual(group.members.count, 3, group.title) }
    }
}
