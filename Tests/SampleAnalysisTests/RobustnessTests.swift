import DocumentModel
import Ingestion
import XCTest
@testable import SampleAnalysis

/// Lenient like the parsers before it: odd code never crashes analysis.
final class RobustnessTests: XCTestCase {
    static let oddInputs: [String] = [
        "", " ", "\n\n", "\t\t", "}", "{", "((((", "]]]]", "[", "[[", "[a", "[a b", "[a b:", "[a b:c", "@", "@selector(",
        "#selector(",
        "func", "func (", "let", "let (", "init(", "for", "for (", "{ [", "{ [weak self", "\"unterminated", "/* open comment",
        "x = ", "= 1", "a.b.c = -", "CGRectMake(", "CGRectGetHeight(", "UIEdgeInsetsMake(1, 2", "- (void)", "- (", "+",
        "@property", "@interface", "@implementation X\n- (void)a {", "case .a:", "default:", "^{", "^(", "→ юникод ✓ 中文",
        "let s = \"\\\"\"", "a ? b : c", "x(y: z, w:)", "[self a:b c:d e:]", "[[X alloc] init", "[[X alloc]", "1./3.",
        "Thread 1: Fatal error", "{\"a\": [1, 2", "[1, 2]", "\r\n\r\n", "class", "extension", "protocol P {",
        String(repeating: "(", count: 500), String(repeating: "[x y:", count: 200), String(repeating: "a.", count: 300)
    ]

    /// A constant nested deeper than the stack holds (each `(` and unary sign was a recursive call, and each
    /// `CGFloat(` a parser of its own) is no constant, and no crash; ordinary nesting still evaluates.
    func testDeeplyNestedConstantsAreNoValueAndDoNotOverflowTheStack() {
        let deep = 200_000
        let nested = String(repeating: "(", count: deep) + "1" + String(repeating: ")", count: deep)
        XCTAssertNil(ConstantValue.evaluate(nested))
        XCTAssertNil(ConstantValue.evaluate(String(repeating: "-", count: deep) + "1"))
        XCTAssertNil(SymbolicValue.evaluate(nested))
        XCTAssertNil(
            SymbolicValue.evaluate(String(repeating: "CGFloat(", count: deep) + "x" + String(repeating: ")", count: deep)))
        XCTAssertEqual(ConstantValue.evaluate("-((((2)))) * (3 + -(-1))")?.number, -8)
        XCTAssertEqual(SymbolicValue.evaluate("CGFloat(CGFloat(view.bounds.width)) / 2")?.names, ["view.bounds.width"])
    }

    func testOddCodeIsAnalysedWithoutCrashing() {
        for (index, text) in Self.oddInputs.enumerated() {
            let source = SourceText(file: "odd.txt", text: text.isEmpty ? " " : text)
            let last = max(1, source.lines.count)
            let block = Block(
                kind: .code, text: source.text(lines: 1, last), range: source.range(lines: 1, last),
                codeHint: CodeHint(raw: "swift", normalized: "swift", range: nil))
            let document = Document(
                path: "odd\(index).txt", format: .plainText, topic: "odd", declaredLanguage: .en,
                detectedLanguage: .en, title: "", sections: [Section(heading: nil, level: 0, blocks: [block, block])],
                contentHash: "")
            let report = SampleExtractor.samples(in: [document, document])
            for sample in report.samples {
                XCTAssertGreaterThanOrEqual(sample.range.lastLine, sample.range.firstLine)
                XCTAssertEqual(sample.fingerprint.count, 64)
            }
        }
    }
}
