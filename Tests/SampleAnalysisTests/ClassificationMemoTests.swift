import DocumentModel
import Ingestion
import XCTest

@testable import SampleAnalysis

final class ClassificationMemoTests: XCTestCase {
    /// The shipped corpus's translations show their originals' code lines away from where the originals show it.
    func testReusedClassificationsAreTheClassificationsOfTheirOwnPlace() {
        let memo = ClassificationMemo()
        for document in CorpusTable.documents {
            let alone = SampleExtractor.samples(of: document)
            let shared = SampleExtractor.samples(of: document, memo: memo)
            XCTAssertEqual(shared, alone, document.path)
        }
        XCTAssertGreaterThan(memo.reused, 20, "the translations' samples come from the memo")
    }

    /// A page and its translation: the same code, further down, under longer prose.
    func testTheSameCodeFurtherDownIsClassifiedAsIfItWereNew() throws {
        let code = """
            ```swift
            import UIKit

            class DropViewController: UIViewController {
                let box = UIView(frame: CGRect(x: 10, y: 10, width: 80, height: 80))
                override func viewDidLoad() {
                    super.viewDidLoad()
                    box.alpha = 0.5
                    view.addSubview(box)
                    let tap = UITapGestureRecognizer(target: self, action: #selector(drop(_:)))
                    view.addGestureRecognizer(tap)
                }
            }
            ```

            ```objc
            UIView *box = [[UIView alloc] initWithFrame:CGRectMake(10, 10, 80, 80)];
            box.alpha = 0.5;
            [self.view addSubview:box];
            ```
            """
        let english = "# Drop\n\nA box falls.\n\n\(code)\n"
        let russian = "# Падение\n\nКоробка падает.\n\nЕщё абзац.\n\nИ ещё один, длиннее.\n\n\(code)\n"
        let reader = DocumentReader()
        let first = try reader.document(from: Array(english.utf8), path: "t/en.md", topic: "t")
        let second = try reader.document(from: Array(russian.utf8), path: "t/ru.md", topic: "t")
        let memo = ClassificationMemo()
        let original = SampleExtractor.samples(of: first, memo: memo)
        let translated = SampleExtractor.samples(of: second, memo: memo)
        XCTAssertEqual(memo.reused, original.count, "each translated sample came from the memo")
        XCTAssertEqual(translated, SampleExtractor.samples(of: second), "and is what classifying it gives")
        XCTAssertEqual(original, SampleExtractor.samples(of: first))
        // What makes the check bite: lines in every list a shift must move, and the copy's lines are others.
        let swift = try XCTUnwrap(translated.first)
        XCTAssertNotEqual(swift.range.firstLine, original[0].range.firstLine)
        for (name, lines) in [
            ("calls", swift.symbols.calls.map(\.line)), ("imports", swift.symbols.imports.map(\.line)),
            ("constants", swift.symbols.constants.map(\.line)), ("selectors", swift.symbols.selectors.map(\.line)),
            ("language", swift.language.lines + translated[1].language.lines), ("kind", swift.kind.lines)
        ] {
            XCTAssertFalse(lines.isEmpty, name)
        }
    }

    func testAShiftMovesEveryLineAndNothingElse() {
        let symbols = SampleSymbols(
            frameworkTypes: ["UIView"],
            calls: [SampleCall(base: "addSubview", labels: ["_"], receiver: "view", spelling: "addSubview(_:)", line: 3)],
            declared: ["box"], undeclared: [], imports: [SampleImport(module: "UIKit", isThirdParty: false, line: 1)],
            constants: [SampleConstant(key: "alpha", value: "0.5", number: 0.5, line: 4, source: "box.alpha = 0.5")],
            declaredTypes: [], selectors: [SampleSelector(spelling: "tap:", base: "tap", line: 5)])
        let moved = symbols.shifted(byLines: 10)
        XCTAssertEqual(moved.calls.map(\.line), [13])
        XCTAssertEqual(moved.imports.map(\.line), [11])
        XCTAssertEqual(moved.constants.map(\.line), [14])
        XCTAssertEqual(moved.selectors.map(\.line), [15])
        XCTAssertEqual(moved.shifted(byLines: -10), symbols)
        let decision = Decision(CodeLanguage.swift, rule: "swift.let", reason: "a let", lines: [2, 7])
        XCTAssertEqual(decision.shifted(byLines: 3).lines, [5, 10])
        XCTAssertEqual(decision.shifted(byLines: 3).reason, decision.reason)
    }
}
