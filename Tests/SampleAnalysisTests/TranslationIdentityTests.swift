import DocumentModel
import Ingestion
import XCTest
@testable import SampleAnalysis

final class TranslationIdentityTests: XCTestCase {
    func testTheRussianHindiAndChineseCopiesAreIdentical() {
        let groups = CorpusTable.report.translations
        XCTAssertEqual(groups.count, 25, "every sample of the Russian page has its Hindi copy")
        XCTAssertTrue(groups.allSatisfy(\.identical))
        XCTAssertTrue(groups.allSatisfy { $0.findings.isEmpty })
        let sticky = groups.filter { $0.sampleIDs.count == 3 }
        XCTAssertEqual(
            sticky.map { $0.sampleIDs.map { $0.split(separator: "/")[1] } }, [["ru", "hi", "zh"], ["ru", "hi", "zh"]],
            "the Chinese page's sticky-corners samples match the Russian and Hindi ones by code")
    }

    /// The corpus pages with one line of the Hindi (or Chinese) page replaced.
    /// Only the section under `heading` is kept on every page (the corruption is local; this keeps the test fast).
    private func report(corrupting path: String, line: Int, with replacement: String?, section heading: Int) -> SampleReport {
        let pages = CorpusTable.pages.filter { $0.topic == "uikit-dynamics" }.map { page -> CorpusTable.Page in
            var page = page
            if page.path != "uikit-dynamics/zh.txt" { page.sections = page.sections.filter { $0.headingLine == heading } }
            return page
        }
        let documents = pages.map { page -> Document in
            guard page.path == path else { return CorpusTable.document(page) }
            var lines = CorpusTable.source(page.path).lines.map(\.text)
            if let replacement { lines[line - 1] = replacement } else { lines[line - 1] = "" }
            return CorpusTable.document(page, source: SourceText(file: page.path, text: lines.joined(separator: "\n")))
        }
        return SampleExtractor.samples(in: documents)
    }

    func testATranslatedCommentIsFlaggedWithALineDiff() {
        let report = report(
            corrupting: "uikit-dynamics/hi.txt", line: 48,
            with: "    // फ्लिक से दृश्य की गति बदलने के लिए समायोजित करें", section: 40)
        let findings = report.translations.flatMap(\.findings)
        XCTAssertEqual(findings.count, 1, "\(findings.map { "\($0)\n\($0.diff.joined(separator: "\n"))" })")
        XCTAssertEqual(findings.first?.category, .translationDamage)
        XCTAssertEqual(findings.first?.file, "uikit-dynamics/hi.txt")
        XCTAssertEqual(findings.first?.line, 48)
        XCTAssertEqual(
            findings.first?.diff,
            [
                "- uikit-dynamics/ru.txt:48  // Adjust to change speed of view from flick",
                "+ uikit-dynamics/hi.txt:48  // फ्लिक से दृश्य की गति बदलने के लिए समायोजित करें"
            ])
        // Two copies: one line changed (not two), and no majority to say which copy is the damaged one.
        XCTAssertTrue(findings.first?.message.contains("(1 changed line)") == true, findings.first?.message ?? "")
        XCTAssertTrue(findings.first?.message.contains("no majority of copies says which is right") == true)
    }

    func testAChangedNumberIsFlagged() {
        let report = report(
            corrupting: "uikit-dynamics/hi.txt", line: 1914, with: "        attachmentBehavior.damping = 0.7", section: 1751)
        let finding = report.translations.flatMap(\.findings).first
        XCTAssertEqual(finding?.line, 1914)
        XCTAssertEqual(finding?.diff.count, 2)
        // Russian and Hindi only: the Russian copy is the yardstick, and the message says no majority decides.
        XCTAssertTrue(
            finding?.message.contains("code differs from the ru copy of this sample (1 changed line)") == true,
            finding?.message ?? "")
    }

    func testADroppedLineIsFlaggedAgainstTheMajority() {
        // Three copies of the sticky-corners Swift sample: the Chinese one loses a line; Russian and Hindi agree.
        let report = report(corrupting: "uikit-dynamics/zh.txt", line: 41, with: nil, section: 249)
        let findings = report.translations.flatMap(\.findings)
        XCTAssertEqual(findings.count, 1)
        XCTAssertEqual(findings.first?.file, "uikit-dynamics/zh.txt")
        XCTAssertTrue(findings.first!.message.contains("ru, hi"))
        XCTAssertEqual(findings.first?.diff, ["- uikit-dynamics/ru.txt:287  itemBehavior.resistance = 10"])
    }

    func testTheMajorityDecidesWhichCopyIsDamaged() {
        // The Russian copy is the odd one out: Hindi and Chinese agree, so the Russian copy is reported.
        let report = report(
            corrupting: "uikit-dynamics/ru.txt", line: 286, with: "        itemBehavior.density = 0.02", section: 249)
        let findings = report.translations.flatMap(\.findings)
        XCTAssertEqual(findings.map(\.file), ["uikit-dynamics/ru.txt"])
        XCTAssertEqual(findings.first?.line, 286)
    }

    func testLineDiffAndSimilarity() {
        XCTAssertEqual(LineDiff.similarity("a\nb\nc", "a\nb\nc"), 1)
        XCTAssertEqual(LineDiff.similarity("a\nb", "c\nd"), 0)
        XCTAssertEqual(
            LineDiff.diff(old: "a\nb\nc", oldName: "x", oldFirstLine: 10, new: "a\nB\nc", newName: "y", newFirstLine: 20),
            ["- x:11  b", "+ y:21  B"])
    }

    // MARK: - Cost

    /// A page of `samples` Swift samples, each in its own section; `shared` lines open every sample of every page.
    private func page(_ path: String, topic: String, samples: Int, shared: [String], seed: Int) -> Document {
        var lines: [String] = []
        var sections: [Section] = []
        for k in 0..<samples {
            let code = shared + ["let view\(seed)x\(k) = UIView(frame: .zero)", "view\(seed)x\(k).alpha = 0.\(k + 1)"]
            let first = lines.count + 1
            lines += code + [""]
            let source = SourceText(file: path, text: lines.joined(separator: "\n"))
            let range = source.range(lines: first, first + code.count - 1)
            sections.append(
                Section(heading: nil, level: 0, blocks: [Block(kind: .code, text: code.joined(separator: "\n"), range: range)]))
        }
        return Document(
            path: path, format: .markdown, topic: topic, declaredLanguage: .en, detectedLanguage: .en,
            title: "", sections: sections, contentHash: "")
    }

    private func comparisons(_ documents: [Document]) -> Int {
        let samples = documents.flatMap { SampleExtractor.samples(of: $0) }
        var count = 0
        _ = TranslationIdentity.groups(samples, comparisons: &count)
        return count
    }

    func testCopiesAreComparedOnlyWithinTheirBucketsAndTheCostIsLinearInPages() {
        // A topic of many different pages (forced together): each page is compared with the reference page only,
        // and a sample only with the reference samples it shares a line with (here the shared import).
        func topic(_ pages: Int) -> [Document] {
            (0..<pages).map { page("ios/p\($0).md", topic: "ios", samples: $0 == 0 ? 5 : 4, shared: ["import UIKit"], seed: $0) }
        }
        let small = comparisons(topic(20))
        let large = comparisons(topic(80))
        XCTAssertEqual(small, 19 * 4 * 5, "every sample of every other page against the 5 reference samples sharing its import")
        XCTAssertLessThanOrEqual(Double(large) / Double(small), 5)
        // With no line in common there is nothing to compare.
        let disjoint = (0..<20).map { page("t/p\($0).md", topic: "t", samples: $0 == 0 ? 5 : 4, shared: [], seed: $0) }
        XCTAssertEqual(comparisons(disjoint), 0)
    }
}
