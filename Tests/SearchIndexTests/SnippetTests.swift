@testable import SearchIndex
import XCTest

final class SnippetTests: XCTestCase {
    func testRenderedWrapsEachHighlight() {
        let snippet = Snippet(text: "let gravity = UIGravityBehavior()", line: 7, highlights: [[4, 11], [14, 31]])
        XCTAssertEqual(snippet.rendered(open: "<mark>", close: "</mark>"),
                       "let <mark>gravity</mark> = <mark>UIGravityBehavior</mark>()")
    }

    func testSnippetPointsAtTheMatchedLineAndCutsLongLines() {
        let analyzer = Analyzer()
        let query = SearchQuery("collision", analyzer: analyzer)
        let builder = SnippetBuilder(analyzer: analyzer, query: query, api: nil)
        let code = SnippetBuilder.Candidate(line: 18, text: "var animator: UIDynamicAnimator!\nvar collision: UICollisionBehavior!")
        let snippet = builder.snippet(heading: nil, prose: [], code: [code], fallbackLine: 14)
        XCTAssertEqual(snippet.line, 19)
        XCTAssertEqual(snippet.rendered(open: "[", close: "]"), "var [collision]: UI[Collision]Behavior!")

        let long = String(repeating: "слово ", count: 100) + "квадратом " + String(repeating: "слово ", count: 100)
        let cut = SnippetBuilder(analyzer: analyzer, query: SearchQuery("квадрат", analyzer: analyzer), api: nil)
            .snippet(heading: nil, prose: [.init(line: 3, text: long)], code: [], fallbackLine: 3)
        XCTAssertLessThanOrEqual(cut.text.utf8.count, SnippetBuilder.maximumBytes + 8)
        XCTAssertTrue(cut.text.hasPrefix("…") && cut.text.hasSuffix("…"))
        XCTAssertTrue(cut.rendered(open: "[", close: "]").contains("[квадратом]"))
    }

    /// A long Hindi line cut at every offset: the excerpt never starts or ends inside a character, so it
    /// never opens with a vowel sign (ी, ा) torn from its consonant.
    func testCutsFallOnCharacterBoundaries() {
        let analyzer = Analyzer()
        let words = ["किताब", "गुरुत्वाकर्षण", "दीवार", "टकराव", "हीं"]
        for shift in 0..<40 {
            var line = ""
            for index in 0..<(60 + shift) { line += words[index % words.count] + " " }
            line += "वर्ग " + line
            let cut = SnippetBuilder(analyzer: analyzer, query: SearchQuery("वर्ग", analyzer: analyzer), api: nil)
                .snippet(heading: nil, prose: [.init(line: 1, text: line)], code: [], fallbackLine: 1)
            XCTAssertTrue(cut.text.hasPrefix("…"), cut.text)
            let body = cut.text.dropFirst().hasSuffix("…") ? String(cut.text.dropFirst().dropLast()) : String(cut.text.dropFirst())
            XCTAssertTrue(line.contains(body), "the excerpt is a piece of the line")
            for character in [body.first, body.last].compactMap({ $0 }) {
                XCTAssertFalse(character.unicodeScalars.first!.properties.generalCategory == .spacingMark
                               || character.unicodeScalars.first!.properties.generalCategory == .nonspacingMark,
                               "excerpt \(shift) starts or ends with a detached mark: \(body.prefix(8))…\(body.suffix(8))")
            }
            XCTAssertTrue(cut.rendered(open: "[", close: "]").contains("[वर्ग]"))
        }
        XCTAssertEqual(SnippetBuilder.boundary("अभी", 6), 3, "inside ी's bytes and at its start both go back to भ")
        XCTAssertEqual(SnippetBuilder.boundary("अभी", 7), 3)
        XCTAssertEqual(SnippetBuilder.boundary("अभी", 9), 9)
        XCTAssertEqual(SnippetBuilder.boundary("ab", 5), 2)
    }

    func testAFragmentThatCannotMatchIsNotChosen() {
        let analyzer = Analyzer()
        let builder = SnippetBuilder(analyzer: analyzer, query: SearchQuery("gravity", analyzer: analyzer), api: nil)
        let snippet = builder.snippet(heading: .init(line: 1, text: "Падающая площадь"),
                                      prose: [.init(line: 3, text: "Давайте нарисуем квадрат")],
                                      code: [.init(line: 5, text: "gravity = UIGravityBehavior(items: [square])")],
                                      fallbackLine: 1)
        XCTAssertEqual(snippet.line, 5)
        XCTAssertEqual(snippet.rendered(open: "[", close: "]"), "[gravity] = UI[Gravity]Behavior(items: [square])")
    }
}
