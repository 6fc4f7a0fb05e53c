import DocumentModel
import Ingestion
import XCTest
@testable import SampleAnalysis

final class SampleExtractorTests: XCTestCase {
    func testIdsAreStableAndUniqueAndTheOrderIsDeterministic() {
        let report = CorpusTable.report
        XCTAssertEqual(Set(report.samples.map(\.id)).count, report.samples.count)
        XCTAssertEqual(
            report.samples.first?.id, "displaying-animation-in-ios/en/using-uiview-animate-and-uiviewpropertyanimator/1")
        XCTAssertTrue(report.samples.map(\.id).contains("uikit-dynamics/ru/sticky-corners-uifieldbehaviors/2"))
        XCTAssertTrue(
            report.samples.map(\.id).contains("uikit-dynamics/ru/section-1/2"), "a title with no Latin words: section index")
        let reversed = SampleExtractor.samples(
            in: Array(CorpusTable.documents.reversed().filter { $0.topic != "uikit-dynamics" }))
        let forward = SampleExtractor.samples(in: CorpusTable.documents.filter { $0.topic != "uikit-dynamics" })
        XCTAssertEqual(reversed, forward, "document order does not change the report")
    }

    func testEachPagesTwinsAreTheTwinsOfTheWholeCorpusOnThatPage() {
        let pages = CorpusTable.documents.sorted { $0.path < $1.path }.map { SampleExtractor.page(of: $0) }
        let everyTwin = TwinMatcher.pairs(pages.flatMap(\.samples))
        XCTAssertEqual(SampleExtractor.report(pages: pages).twins, everyTwin)
        for page in pages {
            let ids = Set(page.samples.map(\.id))
            XCTAssertEqual(page.twins, everyTwin.filter { ids.contains($0.swiftID) }, page.samples.first?.documentPath ?? "")
        }
        XCTAssertTrue(pages.contains { !$0.twins.isEmpty }, "some page of the corpus has twins")
    }

    func testSplitPiecesPointAtTheirOwnLinesAndBytes() {
        let page = CorpusTable.uikitDynamics(.ru)
        let source = CorpusTable.source(page.path)
        let remarks = CorpusTable.samples(page).filter { $0.range.firstLine < 14 }
        XCTAssertEqual(remarks.map(\.range), [source.range(lines: 8, 9), source.range(lines: 11, 12)])
        XCTAssertEqual(remarks.map(\.text), [source.text(lines: 8, 9), source.text(lines: 11, 12)])
        XCTAssertEqual(remarks.map(\.position), [1, 2])
    }

    func testALabelThatContradictsTheCodeIsAFinding() {
        // A Markdown fence that says swift around Objective-C.
        let text = "```swift\n[self.dynamicAnimator addBehavior:self.gravity];\n```"
        let source = SourceText(file: "page.md", text: text)
        let hint = CodeHint(raw: "```swift", normalized: "swift", range: source.range(lines: 1, 1))
        let block = Block(kind: .code, text: source.text(lines: 2, 2), range: source.range(lines: 2, 2), codeHint: hint)
        let document = Document(
            path: "page.md", format: .markdown, topic: "t", declaredLanguage: .en, detectedLanguage: .en,
            title: "", sections: [Section(heading: nil, level: 0, blocks: [block])], contentHash: "")
        let report = SampleExtractor.samples(in: [document])
        XCTAssertEqual(report.samples.first?.language.value, .objc)
        XCTAssertEqual(report.samples.first?.hintContradicts, true)
        XCTAssertEqual(
            report.findings.map(\.description),
            ["page.md:1: warning: the label '```swift' says swift, but the code at page.md:2 is objc (objc.message)"])
    }

    func testTheLabelSpeaksForTheFirstPieceOnly() {
        let text = "let a = UIView()\nview.addSubview(a)\n\n[self.view addSubview:a];\n[a removeFromSuperview];"
        let source = SourceText(file: "p.txt", text: "стриж\n" + text)
        let hint = CodeHint(raw: "стриж", normalized: "swift", range: source.range(lines: 1, 1))
        let block = Block(kind: .code, text: source.text(lines: 2, 6), range: source.range(lines: 2, 6), codeHint: hint)
        let document = Document(
            path: "p.txt", format: .plainText, topic: "t", declaredLanguage: .ru, detectedLanguage: .ru,
            title: "", sections: [Section(heading: nil, level: 0, blocks: [block])], contentHash: "")
        let samples = SampleExtractor.samples(of: document)
        XCTAssertEqual(samples.map(\.language.value), [.swift, .objc])
        XCTAssertEqual(samples.map { $0.hint?.raw }, ["стриж", nil])
        XCTAssertEqual(samples.map(\.hintContradicts), [false, false])
    }

    /// A tutorial collection shows the same step in other languages. Their code fires the Swift and C markers (calls
    /// with no `;`, labelled arguments, a trailing `;`): before labels naming such languages decided, two thirds of
    /// indexbench's pages' samples were taken for Swift or Objective-C, and `verify` compiled Lua as Swift.
    func testALabelNamingALanguageNoRuleKnowsDecidesAndKeepsTheBlockWhole() throws {
        let page = """
            # Animations

            ## Moving a box

            ```swift
            UIView.animate(withDuration: 0.3) { box.alpha = 0 }
            ```

            ```java
            View shape = findViewById(R.id.shape);
            shape.animate().translationY(122f).setDuration(430).start();
            ```

            ```lua
            local box = display.newRect(0, 0, 90, 28)
            transition.to(box, { time = 430, y = 122 })

            [self.view addSubview:box];
            ```

            ```php
            $view = new View($name);
            ```

            ```yml
            name: box
            ```

            ```kotlin
            fun animate(view: View) {
                view.animate().translationY(122f)
            }
            ```

            ```text
            let label = UILabel(frame: .zero)
            ```

            """
        let document = try DocumentReader().document(from: Array(page.utf8), path: "t/en.md", topic: "t")
        let report = SampleExtractor.samples(in: [document])
        XCTAssertEqual(
            report.samples.map(\.language.value), [.swift, .java, .lua, .php, .yaml, .kotlin, .swift],
            "labels of languages the rules know (kotlin) and names of no language (text) leave it to the code")
        XCTAssertEqual(
            report.samples.map(\.language.rule),
            [
                "swift.labeled-argument", "hint.label-only", "hint.label-only", "hint.label-only", "hint.label-only",
                "kotlin.fun",
                "swift.let-var"
            ])
        let lua = report.samples[2]
        XCTAssertEqual([lua.range.firstLine, lua.range.lastLine], [15, 18], "one sample: a label-only block is never cut")
        XCTAssertEqual(lua.kind.value, .other)
        XCTAssertEqual(lua.symbols, SampleSymbols(), "no Swift or Objective-C symbols read out of Lua")
        XCTAssertEqual(report.samples.map(\.hintContradicts), [false, false, false, false, false, false, false])
        XCTAssertEqual(report.findings.map(\.description), [])
        // The fence still cannot make Objective-C Swift: the rules know both (testALabelThatContradictsTheCodeIsAFinding).
        XCTAssertEqual(LanguageClassifier.classify("[self.view addSubview:box];", hint: "swift").value, .objc)
        XCTAssertEqual(LanguageClassifier.classify("[self.view addSubview:box];", hint: "c++").value, .cpp)
    }

    func testAPageClassifiedOnSeveralThreadsGivesTheSameSamplesAndFindings() {
        for document in CorpusTable.documents {
            let alone = SampleExtractor.page(of: document, jobs: 1)
            let shared = SampleExtractor.page(of: document, jobs: 3)
            XCTAssertFalse(alone.samples.isEmpty, document.path)
            XCTAssertEqual(shared.samples, alone.samples, document.path)
            XCTAssertEqual(shared.findings, alone.findings, document.path)
        }
    }

    func testTheCorpusFindingsAreExactlyTheRealOnes() {
        let findings = CorpusTable.report.findings.filter { $0.file == "uikit-dynamics/ru.txt" }.map {
            "\($0.line) \($0.category.rawValue)"
        }
        XCTAssertEqual(
            findings,
            [
                "35 undeclared-identifier", "527 twin-call", "527 unknown-method", "605 twin-constant",
                "613 twin-selector", "697 twin-member", "803 twin-expression", "808 twin-constant",
                "1336 twin-member", "1446 twin-expression", "1873 twin-constant", "1888 twin-selector",
                "1914 twin-constant", "1923 twin-constant"
            ])
        XCTAssertEqual(
            CorpusTable.report.findings.filter { $0.file == "uikit-dynamics/hi.txt" }.count, 14, "the same on the Hindi copy")
        XCTAssertEqual(
            CorpusTable.report.findings.filter {
                !$0.file.hasPrefix("uikit-dynamics/ru") && !$0.file.hasPrefix("uikit-dynamics/hi")
            }, [],
            "nothing on the Chinese, English and guide pages")
    }
}
