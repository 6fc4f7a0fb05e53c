import DocumentModel
import Foundation
import Ingestion
@testable import SampleAnalysis
import XCTest

/// Issue 19, point 4: fragments the code alone cannot decide (valid C and Objective-C) take the page's word.
final class PageContextTests: XCTestCase {
    private func samples(_ page: String, as path: String) throws -> [CodeSample] {
        SampleExtractor.samples(of: try DocumentReader().document(from: Array(page.utf8), path: path, topic: "t"))
    }

    func testALabelDecidesAFragmentValidInCAndObjectiveC() throws {
        let found = try samples("## Lines\n\n### Objective-C\n\n```\nlabel.numberOfLines = 0;\n```\n", as: "t/en.md")
        XCTAssertEqual(found.map(\.language.value), [.objc])
        XCTAssertEqual(found[0].language.rule, "context.label")
        XCTAssertEqual(found[0].language.lines.first, 3, "the label's line decides")
        XCTAssertFalse(found[0].hintContradicts)
        // A Swift label decides code whose only marker is a trailing semicolon, which Swift accepts.
        let swift = try samples("## Lines\n\n### Swift\n\n```\nlabel.numberOfLines = 0;\n```\n", as: "t/en.md")
        XCTAssertEqual(swift.map(\.language.value), [.swift])
        // …but not a C typed declaration, which Swift does not accept: that label is contradicted.
        let typed = try samples("## Lines\n\n### Swift\n\n```\nCGFloat width = 10;\n```\n", as: "t/en.md")
        XCTAssertEqual(typed.map(\.language.value), [.c])
        XCTAssertTrue(typed[0].hintContradicts)
    }

    func testNeighboursThenThePageDecideUnlabelledFragments() throws {
        let neighbours = try samples(
            "## Map\n\n```\n[self.mapView setShowsUserLocation:YES];\n```\n\n```\n_mapView.mapType = MKMapTypeStandard;\n```\n",
            as: "t/en.md")
        XCTAssertEqual(neighbours.map(\.language.value), [.objc, .objc])
        XCTAssertEqual(neighbours[1].language.rule, "context.neighbours")
        let page = try samples(
            "## A\n\n```swift\nlet a = UIView()\n```\n\n## B\n\nThen:\n\n```\nview.tag = 7;\n```\n", as: "t/en.md")
        XCTAssertEqual(page.map(\.language.value), [.swift, .objc])
        XCTAssertEqual(page[1].language.rule, "context.page")
    }

    /// A C page stays C; code with a C-only marker is never re-decided; a C label keeps C.
    func testCCodeStaysC() throws {
        let cPage = try samples(
            "## C\n\n```\n#include <stdio.h>\nint main(void) { printf(\"hi\"); }\n```\n\n```\nx = 1;\n```\n", as: "t/en.md")
        XCTAssertEqual(cPage.map(\.language.value), [.c, .c])
        let labelled = try samples("## C\n\n### Objective-C\n\n```\nprintf(\"%d\", x);\n```\n", as: "t/en.md")
        XCTAssertEqual(labelled.map(\.language.value), [.c])
        let cLabel = try samples("## A\n\n```swift\nlet a = 1\n```\n\nC\n\n```\nx = 1;\n```\n", as: "t/en.md")
        XCTAssertEqual(cLabel.map(\.language.value), [.swift, .c])
    }

    /// The figure the issue asks for: of the code blocks that labelled pages label (by subheading or label line,
    /// in Markdown and HTML; Fixtures/labelled and the Stack Overflow layout page), the share whose language is the
    /// label's. The one block a page labels wrongly is reported as a contradiction instead.
    func testLabelledBlocksOfLabelledPagesGetTheirLabelsLanguage() throws {
        let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        var pages = try FileManager.default.contentsOfDirectory(atPath: here.appendingPathComponent("Fixtures/labelled").path)
            .sorted().map { here.appendingPathComponent("Fixtures/labelled/\($0)") }
        pages.append(here.deletingLastPathComponent().appendingPathComponent("AlignmentTests/Fixtures/uikit-dynamics-en.md"))
        var labelled = 0, agreeing = 0, byContext = 0, contradictions: [String] = []
        for url in pages {
            let name = url.lastPathComponent
            let document = try DocumentReader().document(from: Array(try Data(contentsOf: url)), path: "t/\(name)", topic: "t")
            for sample in SampleExtractor.samples(of: document) {
                guard let hint = sample.hint, let language = CodeLanguage(hint: hint.normalized) else { continue }
                if sample.sectionTitle == "Wrongly labelled" {
                    XCTAssertTrue(sample.hintContradicts, "\(name):\(sample.range.firstLine)")
                    contradictions.append(sample.id)
                    continue
                }
                labelled += 1
                if sample.language.rule.hasPrefix("context.") { byContext += 1 }
                if sample.language.value == language {
                    agreeing += 1
                } else {
                    XCTFail(
                        "\(name):\(sample.range.firstLine): labelled \(hint.raw), read as \(sample.language.value) (\(sample.language.rule))"
                    )
                }
            }
        }
        XCTAssertEqual(contradictions.count, 1)
        XCTAssertGreaterThanOrEqual(labelled, 70)
        XCTAssertGreaterThan(byContext, 0)
        XCTAssertGreaterThanOrEqual(Double(agreeing) / Double(labelled), 0.99, "\(agreeing) of \(labelled)")
        print("labelled blocks with their label's language: \(agreeing) of \(labelled) (\(byContext) decided by the page)")
    }
}
