import DocumentModel
import Foundation
@testable import SampleAnalysis
import XCTest

/// A pattern's required literals only skip lines its regex could not match: on the corpus's code lines
/// (comment-free and raw) and on lines written to fire each pattern, every line the bare regex matches holds
/// one of the literals, and each pattern fires here at least once. (The era spellings and the classifier's
/// markers have tests of their own beside their tables.)
final class PatternTests: XCTestCase {
    static let checked: [(name: String, pattern: Pattern)] = [
        ("frameworkPrefixes", SymbolExtractor.frameworkPrefixes), ("swiftBinding", SymbolExtractor.swiftBinding),
        ("plainAssignment", SymbolExtractor.plainAssignment), ("objcTypedBinding", SymbolExtractor.objcTypedBinding),
        ("KindClassifier.objcImport", KindClassifier.objcImport), ("objcTypeDirective", KindClassifier.objcTypeDirective),
        ("KindClassifier.swiftImport", KindClassifier.swiftImport), ("color.dot", ConstantValue.colorPatterns[0]),
        ("color.message", ConstantValue.colorPatterns[1]), ("color.shorthand", ConstantValue.colorPatterns[2])
    ]

    func testRequiredLiteralsAreImpliedByEachPattern() {
        var lines = [
            "let view = UIView(frame: .zero)", "DispatchQueue.main.async {", "let scene = SCNScene()", "var x: Int = 3",
            "self.view.alpha = 0.5;", "UIView *box = [[UIView alloc] init];", "#import <UIKit/UIKit.h>", "#include <stdio.h>",
            "int main(int argc, char *argv[]) {", "@interface Box : NSObject", "@implementation Box", "@testable import Doc",
            "import UIKit", "__weak typeof(self) weakSelf = self;", "UIColor.red", "UIColor.blueColor()", "[UIColor redColor]",
            "[ UIColor  greenColor ]", ".orange"
        ]
        for page in CorpusTable.pages {
            for sample in CorpusTable.samples(page) {
                let prepared = CodeLine.lines(of: sample.text, firstLine: 1)
                lines += prepared.map(\.code) + prepared.map(\.text)
            }
        }
        var fired: [String: Int] = [:]
        for line in lines {
            for (name, pattern) in Self.checked
            where pattern.regex.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)) != nil {
                fired[name, default: 0] += 1
                XCTAssertTrue(pattern.mayMatch(line), "\(name) matches \(line) without its literals")
            }
        }
        for (name, _) in Self.checked { XCTAssertGreaterThan(fired[name] ?? 0, 0, "\(name) must be exercised") }
    }

    /// A text without any required literal is not matched, whatever the regex would say of it.
    func testALineWithoutTheLiteralsIsNotMatched() {
        let pattern = Pattern(#"\w+"#, requiring: ["func"])
        XCTAssertFalse(pattern.matches("let x"))
        XCTAssertNil(pattern.firstGroups("let x"))
        XCTAssertEqual(pattern.allGroups("let x").count, 0)
        XCTAssertEqual(pattern.allGroups("func f").count, 2)
    }
}
