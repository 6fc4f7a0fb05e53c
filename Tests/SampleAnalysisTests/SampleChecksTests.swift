import XCTest
import DocumentModel
@testable import SampleAnalysis

final class SampleChecksTests: XCTestCase {
    private func sample(_ code: String) -> CodeSample {
        let document = Document(
            path: "t.txt", format: .plainText, topic: "t", declaredLanguage: .en, detectedLanguage: .en,
            title: "", sections: [], contentHash: "")
        let range = SourceRange(
            file: "t.txt", firstLine: 1, lastLine: code.split(separator: "\n").count, byteStart: 0,
            byteEnd: code.utf8.count)
        return SampleExtractor.analyze(
            text: code, range: range, hint: nil, id: "t/1", document: document,
            sectionIndex: 0, sectionTitle: "", position: 1)
    }

    private func unknownMethods(_ code: String) -> [String] {
        let sample = sample(code)
        XCTAssertEqual(sample.language.value, .swift, code)
        return SampleChecks.findings(for: sample).filter { $0.category == .unknownMethod }.map { "\($0.line): \($0.message)" }
    }

    /// A misspelt UIControl.State method on a button is reported at its line, with the method meant.
    func testMisspeltButtonStateMethodIsReported() {
        let findings = unknownMethods(
            """
            let button = UIButton(type: .system)
            button.setTitel("Tap", for: .normal)
            view.addSubview(button)
            """)
        XCTAssertEqual(findings.count, 1)
        XCTAssertTrue(findings.first?.hasPrefix("2: UIButton has no method setTitel") == true, "\(findings)")
        XCTAssertTrue(findings.first?.contains("did you mean setTitle(_:for:)?") == true, "\(findings)")
    }

    /// A block comment between the letters of the type name leaves "UIButton" in the stripped code: the button is
    /// still found, although the text never spells the name out.
    func testButtonDeclaredAcrossABlockCommentIsStillChecked() {
        let findings = unknownMethods(
            """
            let button = UI/* the system button */Button(type: .system)
            button.setTitel("Tap", for: .normal)
            view.addSubview(button)
            """)
        XCTAssertEqual(findings.count, 1, "\(findings)")
    }

    /// Correct calls, and calls on something that is not a button, are not reported.
    func testCorrectCallsAndOtherReceiversAreNotReported() {
        XCTAssertEqual(
            unknownMethods(
                """
                let button = UIButton(type: .system)
                button.setTitle("Tap", for: .normal)
                let label = UILabel()
                label.setTitel("Tap", for: .normal)
                """), [])
    }
}
