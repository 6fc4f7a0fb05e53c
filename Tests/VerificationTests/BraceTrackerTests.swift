import DocumentModel
@testable import Verification
import XCTest
import TestSupport

final class BraceTrackerTests: XCTestCase {
    func testBracesInStringsAndCommentsDoNotCount() {
        var tracker = BraceTracker()
        let lines = [
            "struct A {", "  let s = \"{\" // {", "  /* { /* { */ } */", "  let t = \"\"\"", "  }", "  \"\"\"",
            "  let r = #\"\\\" { \"#", "}"
        ]
        let before = lines.map { tracker.consume($0) }
        XCTAssertEqual(before, [0, 1, 1, 1, 1, 1, 1, 1])
        XCTAssertEqual(tracker.depth, 0)
    }

    /// The depths are those the assembler's own scanner gave before the lexer (`ReferenceBraceTracker`), on
    /// generated lines without the two forms that scanner misread: raw strings, and `\"""` inside a
    /// multi-line string (an escaped quote, which it took for the closing delimiter).
    func testDepthsMatchTheScannerBeforeTheLexer() {
        let pieces = ["{", "}", "\"", "\\", "\"\"\"", "//", "/*", "*/", "/", "*", "a", " ", "x = ", "(", ")"]
        var generator = SeededGenerator(seed: 7)
        var compared = 0
        while compared < 2_000 {
            var lines: [String] = []
            for _ in 0..<Int.random(in: 1...6, using: &generator) {
                var line = ""
                for _ in 0..<Int.random(in: 0...12, using: &generator) { line += pieces.randomElement(using: &generator)! }
                lines.append(line)
            }
            if lines.contains(where: { $0.contains("\\\"\"\"") }) { continue }
            var tracker = BraceTracker()
            var reference = ReferenceBraceTracker()
            let depths = lines.map { [tracker.consume($0), tracker.depth] }
            let expected = lines.map { [reference.consume($0), reference.depth] }
            XCTAssertEqual(depths, expected, lines.debugDescription)
            compared += 1
        }
    }
}

/// The assembler's brace scanner before the lexer, on `Character`s.
struct ReferenceBraceTracker {
    private(set) var depth = 0
    private var blockCommentDepth = 0
    private var inMultilineString = false

    mutating func consume(_ line: String) -> Int {
        let before = depth
        let characters = Array(line)
        var index = 0
        var inString = false
        while index < characters.count {
            let character = characters[index]
            let next: Character? = index + 1 < characters.count ? characters[index + 1] : nil
            if blockCommentDepth > 0 {
                if character == "*" && next == "/" { blockCommentDepth -= 1; index += 2; continue }
                if character == "/" && next == "*" { blockCommentDepth += 1; index += 2; continue }
                index += 1
                continue
            }
            if inMultilineString {
                if line.dropFirst(index).hasPrefix("\"\"\"") { inMultilineString = false; index += 3; continue }
                index += 1
                continue
            }
            if inString {
                if character == "\\" { index += 2; continue }
                if character == "\"" { inString = false }
                index += 1
                continue
            }
            switch character {
            case "/" where next == "/":
                return before
            case "/" where next == "*":
                blockCommentDepth += 1
                index += 2
                continue
            case "\"":
                if line.dropFirst(index).hasPrefix("\"\"\"") {
                    inMultilineString = true
                    index += 3
                    continue
                }
                inString = true
            case "{":
                depth += 1
            case "}":
                depth = max(0, depth - 1)
            default:
                break
            }
            index += 1
        }
        return before
    }
}
