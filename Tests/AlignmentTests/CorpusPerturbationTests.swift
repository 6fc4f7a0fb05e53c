import Alignment
import DocumentModel
import XCTest
import TestSupport

/// The Hindi page perturbed (shuffled, a section dropped, headings replaced, code edited, a section split or
/// merged, a remarks section moved) and aligned with the real Russian and Chinese pages.
final class CorpusPerturbationTests: XCTestCase {
    let russian = CorpusFixture.document("uikit-dynamics/ru.txt")
    let chinese = CorpusFixture.document("uikit-dynamics/zh.txt")
    let cut = CorpusFixture.Cut("uikit-dynamics/hi.txt")
    let hiPath = "uikit-dynamics/hi.txt"
    let ruPath = "uikit-dynamics/ru.txt"

    /// The Russian line each Hindi heading line stands for (the pages are line-parallel).
    static let sectionLines = [2, 4, 6, 14, 40, 249, 510, 1121, 1751]

    func align(_ hindi: Document) -> AlignmentResult {
        Aligner.align([russian, hindi, chinese])
    }

    /// For each Russian section line, the Hindi sections in its group, as their first lines in the perturbed page.
    func hindiLines(_ result: AlignmentResult) -> [Int: [Int]] {
        var lines: [Int: [Int]] = [:]
        for line in Self.sectionLines {
            let group = CorpusFixture.group(result, ruPath, line: line)
            lines[line] = group?.member(for: hiPath)?.sections.map(\.lines.first) ?? []
        }
        return lines
    }

    /// Where the Hindi section that starts at `line` in the original page starts after reordering by `order`.
    func newStart(of line: Int, order: [Int]) -> Int {
        let moved = cut.index(startingAt: line)
        var first = cut.preamble.count + 1
        for index in order {
            if index == moved { return first }
            first += cut.sections[index].count + (cut.sections[index].last?.isEmpty == false ? 1 : 0)
        }
        return -1
    }

    func testShuffledSectionsFindTheirGroups() {
        let titleAndIntro = [cut.index(startingAt: 2), cut.index(startingAt: 4)]
        var generator = SeededGenerator(seed: 7)
        let rest = cut.sections.indices.filter { !titleAndIntro.contains($0) }.shuffled(using: &generator)
        let order = titleAndIntro + rest
        XCTAssertNotEqual(order, Array(cut.sections.indices), "the shuffle must move something")
        let lines = hindiLines(align(cut.document(order: order)))
        for line in Self.sectionLines {
            XCTAssertEqual(lines[line], [newStart(of: line, order: order)], "ru.txt:\(line)")
        }
    }

    func testFullyShuffledPagesNeverGetAWrongMember() {
        // Everything moves, the lead and the title too: sections without code may lose their group (nothing
        // but place tells them apart), but every section with code is found and no group gets a wrong member.
        let codeSections = [6, 14, 40, 249, 510, 1121, 1751]
        for seed in 1...5 as ClosedRange<UInt64> {
            var generator = SeededGenerator(seed: seed)
            let order = Array(cut.sections.indices).shuffled(using: &generator)
            let result = align(cut.document(order: order))
            var original: [Int: Int] = [:]  // new first line → the Russian (= original Hindi) line
            for line in Self.sectionLines { original[newStart(of: line, order: order)] = line }
            for group in result.topic("uikit-dynamics")!.groups {
                guard let russian = group.member(for: ruPath)?.sections.map(\.lines.first),
                    let hindi = group.member(for: hiPath)?.sections.map(\.lines.first)
                else { continue }
                XCTAssertEqual(hindi.map { original[$0] }, russian.map { Optional($0) }, "seed \(seed), \(group.id)")
            }
            let lines = hindiLines(result)
            for line in codeSections {
                XCTAssertEqual(lines[line], [newStart(of: line, order: order)], "seed \(seed), ru.txt:\(line)")
            }
        }
    }

    /// Issue 19, point 2: the English original in the Stack Overflow layout, with subsections, beside the real
    /// Russian page and a Hindi page shuffled, with a section dropped, or with its headings replaced: each example
    /// keeps one group holding the English section (and its subsections) and no wrong member.
    func testTheOriginalWithSubsectionsBesideAPerturbedTranslation() throws {
        let english = StackOverflowLayoutTests.englishWithSubsections
        let headings = [
            6: "Remarks", 14: "Falling Square", 40: "Flick View Based on Gesture Velocity",
            249: "\"Sticky Corners\" Effect Using UIFieldBehaviors", 510: "UIDynamicBehavior Driven Custom Transition",
            1121: "Shade Transition with Real-World Physics Using UIDynamicBehaviors",
            1751: "Map Dynamic Animation Position Changes to Bounds"
        ]
        var pages: [(String, Document)] = []
        for seed in 1...3 as ClosedRange<UInt64> {
            var generator = SeededGenerator(seed: seed)
            pages.append(("shuffled \(seed)", cut.document(order: Array(cut.sections.indices).shuffled(using: &generator))))
        }
        let shade = cut.index(startingAt: 1121)
        pages.append(("dropped", cut.document(order: cut.sections.indices.filter { $0 != shade })))
        pages.append(
            (
                "renamed",
                cut.document { lines in
                    for line in Self.sectionLines.dropFirst(3) { lines[line - 1] = "शीर्षक \(line)" }
                }
            ))
        for (name, hindi) in pages {
            let result = Aligner.align([russian, hindi, chinese, english])
            let topic = try XCTUnwrap(result.topic("uikit-dynamics"))
            for (line, heading) in headings.sorted(by: { $0.key < $1.key }) {
                let group = try XCTUnwrap(CorpusFixture.group(result, ruPath, line: line), "\(name): ru.txt:\(line)")
                XCTAssertEqual(
                    group.member(for: "uikit-dynamics/en.md")?.sections.first?.heading, heading, "\(name): ru.txt:\(line)")
                XCTAssertEqual(group.member(for: ruPath)?.status, .complete, "\(name): ru.txt:\(line)")
            }
            let english = topic.groups.compactMap { $0.member(for: "uikit-dynamics/en.md") }
            XCTAssertEqual(english.flatMap(\.sections).count, 13, "\(name): every English section in one group")
        }
    }

    func testRemarksMovedToTheEndStayWithTheirGroup() {
        let remarks = cut.index(startingAt: 6)
        let order = cut.sections.indices.filter { $0 != remarks } + [remarks]
        let result = align(cut.document(order: order))
        let lines = hindiLines(result)
        for line in Self.sectionLines {
            XCTAssertEqual(lines[line], [newStart(of: line, order: order)], "ru.txt:\(line)")
        }
        // Whichever page is the reference, the other's version of the remarks is the one that moved.
        let members = CorpusFixture.group(result, ruPath, line: 6)?.members ?? []
        XCTAssertTrue(members.contains { $0.reasons.first?.contains("moved") ?? false }, "\(members.map(\.reasons))")
    }

    func testDroppedSectionLeavesAHoleAndNoWrongMember() {
        let falling = cut.index(startingAt: 14)
        let order = cut.sections.indices.filter { $0 != falling }
        let result = align(cut.document(order: order))
        let lines = hindiLines(result)
        XCTAssertEqual(lines[14], [])
        for line in Self.sectionLines where line != 14 {
            XCTAssertEqual(lines[line], [newStart(of: line, order: order)], "ru.txt:\(line)")
        }
        let hindi = result.topic("uikit-dynamics")!.coverage.columns.first { $0.language == .hi }!
        XCTAssertEqual(hindi.covered, 8)
        XCTAssertEqual(result.topic("uikit-dynamics")!.groups.count, 9)
    }

    func testReplacedHeadingsChangeNothing() {
        // Every heading becomes "खंड N" (section N), except one left in English as a careless translator might.
        let hindi = cut.document { lines in
            for (number, line) in Self.sectionLines.enumerated() {
                lines[line - 1] = line == 510 ? "Custom Transition Driven by UIDynamicBehavior" : "खंड \(number + 1)"
            }
        }
        XCTAssertEqual(CorpusFixture.shape(align(hindi), topic: "uikit-dynamics"), CorpusAlignmentTests.expectedGroups)
    }

    func testEditedCodeBlockIsMarkedPossiblyStale() throws {
        let hindi = cut.document { lines in
            let index = lines.firstIndex { $0.contains("itemBehavior.density = 0.01") }!
            lines[index] = lines[index].replacingOccurrences(of: "0.01", with: "0.02")
        }
        let result = align(hindi)
        XCTAssertEqual(CorpusFixture.shape(result, topic: "uikit-dynamics"), CorpusAlignmentTests.expectedGroups)
        let sticky = try XCTUnwrap(CorpusFixture.group(result, ruPath, line: 249))
        XCTAssertEqual(sticky.member(for: hiPath)?.status, .stale)
        XCTAssertEqual(
            sticky.member(for: hiPath)?.statusReason,
            "1 of 2 code blocks differ from the other copies, first at uikit-dynamics/hi.txt:255-358")
        XCTAssertEqual(sticky.member(for: ruPath)?.status, .complete)
        XCTAssertEqual(sticky.member(for: "uikit-dynamics/zh.txt")?.status, .complete)
        XCTAssertEqual(result.groups.filter(\.hasStaleVersion).map(\.id), [sticky.id])
    }

    func testDroppedCodeBlockMakesThePartialVersion() throws {
        // The Objective-C half of the flick example (label on line 128, code to line 247) left untranslated.
        let hindi = cut.document { lines in lines.removeSubrange(127..<248) }
        let result = align(hindi)
        let flick = try XCTUnwrap(CorpusFixture.group(result, ruPath, line: 40))
        XCTAssertEqual(flick.member(for: hiPath)?.sections.map(\.lines.first), [40])
        XCTAssertEqual(flick.member(for: hiPath)?.status, .partial)
        XCTAssertEqual(flick.member(for: hiPath)?.statusReason, "1 of 2 code blocks missing")
        XCTAssertEqual(result.topic("uikit-dynamics")!.groups.count, 9)
    }

    func testSplitSectionKeepsBothHalvesWithTheirCounterpart() throws {
        // A heading inserted before the Objective-C half of the flick example (line 128).
        let hindi = cut.document { lines in
            lines.insert(contentsOf: ["ऑब्जेक्टिव-सी संस्करण", ""], at: 127)
        }
        XCTAssertEqual(hindi.sections.count, CorpusFixture.document(hiPath).sections.count + 1, "fixture: the split must parse")
        let result = align(hindi)
        let flick = result.groups.filter { $0.member(for: ruPath)?.sections.contains { $0.lines.first == 40 } ?? false }
        // The finer Hindi page is now the reference: its two halves are two groups, each holding the Russian section.
        let halves = flick.compactMap { $0.member(for: hiPath) }.flatMap(\.sections).map(\.lines.first).sorted()
        XCTAssertEqual(halves, [40, 128])
        XCTAssertEqual(Set(flick.compactMap { $0.member(for: ruPath)?.link }), [.content, .partOfMerged])
        for line in Self.sectionLines where line != 40 {
            let hindiLine = line > 128 ? line + 2 : line
            XCTAssertEqual(
                CorpusFixture.group(result, ruPath, line: line)?.member(for: hiPath)?.sections.map(\.lines.first),
                [hindiLine], "ru.txt:\(line)")
        }
    }

    func testMergedSectionIsInBothGroups() throws {
        // The sticky-corners heading (line 249) is lost: the flick section runs on into it.
        let hindi = cut.document { lines in
            lines[248] = "यह उदाहरण आगे जारी है, और इसके बाद एक और उदाहरण आता है जो दृश्य को कोनों की ओर खींचता है।"
        }
        let result = align(hindi)
        let flick = try XCTUnwrap(CorpusFixture.group(result, ruPath, line: 40))
        let sticky = try XCTUnwrap(CorpusFixture.group(result, ruPath, line: 249))
        XCTAssertEqual(flick.member(for: hiPath)?.sections.map(\.lines.first), [40])
        XCTAssertEqual(sticky.member(for: hiPath)?.sections.map(\.lines.first), [40])
        XCTAssertEqual(Set([flick, sticky].compactMap { $0.member(for: hiPath)?.link }), [.content, .partOfMerged])
        XCTAssertEqual(sticky.members.map(\.documentPath).sorted(), [hiPath, ruPath, "uikit-dynamics/zh.txt"])
    }

    func testAnEnglishOriginalWithRemarksAtTheEndJoinsEveryGroup() throws {
        // A page never seen: Russian prose replaced by English, headings in English, remarks moved last.
        let ruCut = CorpusFixture.Cut(ruPath)
        var lines = ruCut.preamble
        let remarks = ruCut.index(startingAt: 6)
        for index in ruCut.sections.indices.filter({ $0 != remarks }) + [remarks] {
            var section = ruCut.sections[index]
            for (offset, line) in section.enumerated()
            where line.unicodeScalars.contains(where: { (0x0400...0x04FF).contains($0.value) }) {
                section[offset] = offset == 0 ? "Example \(index)" : "This example shows how it works."
            }
            if section.last?.isEmpty == false { section.append("") }
            lines += section
        }
        let english = CorpusFixture.parse("uikit-dynamics/en.txt", bytes: Array(lines.joined(separator: "\n").utf8))
        let result = Aligner.align([russian, CorpusFixture.document(hiPath), chinese, english])
        for line in Self.sectionLines where line != 2 && line != 4 {
            let group = try XCTUnwrap(CorpusFixture.group(result, ruPath, line: line))
            XCTAssertEqual(group.member(for: "uikit-dynamics/en.txt")?.sections.count, 1, "ru.txt:\(line)")
            XCTAssertEqual(group.member(for: hiPath)?.sections.map(\.lines.first), [line])
        }
        XCTAssertEqual(result.topic("uikit-dynamics")!.groups.count, 9, "\(CorpusFixture.shape(result, topic: "uikit-dynamics"))")
    }
}
