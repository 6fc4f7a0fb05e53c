@testable import SearchIndex
import XCTest

final class SnippetTests: XCTestCase {
    func testRenderedWrapsEachHighlight() {
        let snippet = Snippet(text: "let gravity = UIGravityBehavior()", line: 7, highlights: [[4, 11], [14, 31]])
        XCTAssertEqual(
            snippet.rendered(open: "<mark>", close: "</mark>"),
            "let <mark>gravity</mark> = <mark>UIGravityBehavior</mark>()")
    }

    func testSnippetPointsAtTheMatchedLineAndCutsLongLines() {
        let analyzer = Analyzer()
        let query = SearchQuery("collision", analyzer: analyzer)
        let builder = SnippetBuilder(analyzer: analyzer, query: query, api: nil)
        let code = SnippetBuilder.Candidate(
            line: 18, text: "var animator: UIDynamicAnimator!\nvar collision: UICollisionBehavior!")
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
            let body =
                cut.text.dropFirst().hasSuffix("…") ? String(cut.text.dropFirst().dropLast()) : String(cut.text.dropFirst())
            XCTAssertTrue(line.contains(body), "the excerpt is a piece of the line")
            for character in [body.first, body.last].compactMap({ $0 }) {
                XCTAssertFalse(
                    character.unicodeScalars.first!.properties.generalCategory == .spacingMark
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
        let snippet = builder.snippet(
            heading: .init(line: 1, text: "Падающая площадь"),
            prose: [.init(line: 3, text: "Давайте нарисуем квадрат")],
            code: [.init(line: 5, text: "gravity = UIGravityBehavior(items: [square])")],
            fallbackLine: 1)
        XCTAssertEqual(snippet.line, 5)
        XCTAssertEqual(snippet.rendered(open: "[", close: "]"), "[gravity] = UI[Gravity]Behavior(items: [square])")
    }
}

/// Snippets that show why a result matched (issue 26): the passage with the most distinct query
/// words, each highlighted.
final class SnippetPassageTests: XCTestCase {
    let analyzer = Analyzer()

    private func snippet(_ query: String, heading: String? = nil, prose: [String] = [], code: [String] = []) -> Snippet {
        let builder = SnippetBuilder(analyzer: analyzer, query: SearchQuery(query, analyzer: analyzer), api: nil)
        var line = 1
        func candidates(_ texts: [String]) -> [SnippetBuilder.Candidate] {
            texts.map { text in
                defer { line += text.split(separator: "\n", omittingEmptySubsequences: false).count + 1 }
                return SnippetBuilder.Candidate(line: line, text: text)
            }
        }
        let headingCandidate = heading.map { SnippetBuilder.Candidate(line: 100, text: $0) }
        let proseCandidates = candidates(prose)
        return builder.snippet(heading: headingCandidate, prose: proseCandidates, code: candidates(code), fallbackLine: 1)
    }

    func testTheLineWithMostQueryWordsWinsAndEveryOneIsHighlighted() {
        // en.txt: "spring animation" — the line naming the spring damping, not the first line with "animation".
        let found = snippet(
            "spring animation",
            prose: [
                "In their most basic form, animations are simple and easy to use.",
                "UIView.animate(withDuration: 0.5) moves it at once.\nA spring animation overshoots, then settles."
            ])
        XCTAssertEqual(found.line, 4)
        XCTAssertEqual(found.rendered(open: "[", close: "]"), "A [spring] [animation] overshoots, then settles.")
    }

    func testACodeMatchShowsTheCodeLine() {
        // zh.txt:51-55, the gravity sample: the query's two words are on the magnitude line.
        let found = snippet(
            "重力大小 magnitude", prose: ["重力行为"],
            code: [
                "UIGravityBehavior *gravity = [[UIGravityBehavior alloc] init];\n// 重力矢量方向 默认为 (0,1)\n"
                    + "gravity.gravityDirection = CGVectorMake(0, 1);\n// 重力大小\ngravity.magnitude = 5;"
            ])
        XCTAssertEqual(found.text, "// 重力大小")
        // Overlapping bigrams (重力, 力大, 大小) join into one highlight.
        XCTAssertEqual(found.rendered(open: "[", close: "]"), "// [重力大小]")
    }

    func testALongLineIsCutAroundItsDensestWindow() {
        // A Russian paragraph longer than a snippet, with the query's words together near its end.
        let filler = String(repeating: "Давайте нарисуем квадрат посередине нашего обзора. ", count: 8)
        let found = snippet(
            "нижней границей экрана", prose: [filler + "остановимся на нижнем крае, коллизирующем с нижней границей экрана."])
        XCTAssertTrue(found.text.hasPrefix("…"), found.text)
        let marked = found.rendered(open: "[", close: "]")
        XCTAssertTrue(marked.contains("[нижней] [границей] [экрана]"), marked)
    }

    func testASectionFoundThroughItsAPIListShowsTheCodeLineNamingIt() {
        // The Objective-C call `addBehavior:` is listed as addBehavior(_:) but written without the label.
        let found = snippet(
            "addBehavior(_:)", heading: "吸引行为 UISnapBehavior",
            code: [
                "UISnapBehavior *snap = [[UISnapBehavior alloc]\n                        initWithItem:view\n"
                    + "                        snapToPoint:CGPointMake(200, 300)];\nsnap.damping = 0.9;//阻尼系数\n[animator addBehavior:snap];"
            ])
        XCTAssertEqual(found.rendered(open: "[", close: "]"), "[animator [addBehavior]:snap];")
    }
}
