import DocumentModel
@testable import Ingestion
import XCTest

/// corpus/uikit-dynamics/ru.txt: a Q&A-site topic machine-translated into Russian ("Swift" became "стриж").
final class PlainTextParserRuTests: XCTestCase {
    let path = "uikit-dynamics/ru.txt"

    func testSectionsCodeLabelsAndChrome() throws {
        let expectation = PlainTextSeedExpectation(
            sections: [
                ("", 0),
                ("Динамика UIKit", 1),
                ("Вступление", 2),
                ("замечания", 2),
                ("Падающая площадь", 2),
                ("Флик-взгляд на основе скорости жестов", 2),
                ("Эффект «Sticky Corners» с использованием UIFieldBehaviors", 2),
                ("UIDynamicBehavior Driven Custom Transition", 2),
                ("Переход теней с физикой реального мира с использованием UIDynamicBehaviors", 2),
                ("Изменения динамической анимации карты в границах", 2)
            ],
            code: UIKitDynamicsLayout.code,
            labels: UIKitDynamicsLayout.labels(),
            chrome: [1])
        expectation.check(try PlainTextSeed.parse(path).sections)
    }

    func testLabelsKeepTheirRawText() throws {
        let blocks = try PlainTextSeed.parse(path).sections.flatMap(\.allBlocks)
        let raw = Set(blocks.filter { $0.kind == .codeLabel }.map(\.text))
        XCTAssertEqual(raw, ["стриж", "Objective-C"])
        let hint = try XCTUnwrap(blocks.first { $0.range.firstLine == 46 }?.codeHint)
        XCTAssertEqual(hint.raw, "стриж")
        XCTAssertEqual(hint.range?.firstLine, 44)
    }

    /// The "remarks" section: a Swift fragment, a blank line, an Objective-C fragment, no label: one code block here.
    func testRemarksSwiftAndObjectiveCStayOneBlock() throws {
        let remarks = try XCTUnwrap(try PlainTextSeed.parse(path).sections.first { $0.title == "замечания" })
        XCTAssertEqual(remarks.blocks.count, 1)
        let code = try XCTUnwrap(remarks.blocks.first)
        XCTAssertEqual(code.kind, .code)
        XCTAssertNil(code.codeHint)
        XCTAssertTrue(code.text.hasPrefix("label.frame = CGRect(x: 0.0"))
        XCTAssertTrue(code.text.hasSuffix("[self.dynamicAnimator updateItemUsingCurrentState: self.label];"))
        XCTAssertEqual(code.text.split(separator: "\n", omittingEmptySubsequences: false).count, 5)
    }

    func testProseAndLanguages() throws {
        let blocks = try PlainTextSeed.parse(path).sections.flatMap(\.allBlocks)
        func block(at line: Int) -> Block? { blocks.first { $0.range.firstLine == line } }
        // The English heading inside the Russian page.
        XCTAssertEqual(block(at: 510)?.kind, .heading)
        XCTAssertEqual(block(at: 510)?.language, .en)
        XCTAssertEqual(block(at: 249)?.language, .ru)
        // Prose that ends with a colon, a long line without final period, and the page's last line are prose.
        for line in [16, 42, 590, 1119, 1991] {
            XCTAssertEqual(block(at: line)?.kind, .prose, "line \(line)")
            XCTAssertEqual(block(at: line)?.language, .ru, "line \(line)")
        }
        // Code comments here are English ("// Adjust to change speed of view from flick").
        XCTAssertEqual(block(at: 46)?.language, .en)
        XCTAssertNil(block(at: 8)?.language)
        XCTAssertEqual(blocks.filter { $0.kind == .prose }.map(\.range.firstLine), UIKitDynamicsLayout.prose)
    }
}
