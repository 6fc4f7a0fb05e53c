@testable import DoctoolCLI
import Foundation
import XCTest

/// Control characters from pages and file names are shown, not obeyed, wherever the CLI writes.
final class TerminalTextTests: XCTestCase {
    func testControlCharactersButLineFeedAndTabAreWrittenAsSwiftEscapes() {
        XCTAssertEqual(TerminalText.escaped("a\u{1B}[31mred\u{1B}[0m"), "a\\u{1B}[31mred\\u{1B}[0m")
        XCTAssertEqual(TerminalText.escaped("\u{1B}]52;c;cm0=\u{07}"), "\\u{1B}]52;c;cm0=\\u{07}")
        XCTAssertEqual(TerminalText.escaped("x\u{9B}2J\u{7F}\u{0}\r"), "x\\u{9B}2J\\u{7F}\\u{00}\\u{0D}")
        XCTAssertEqual(TerminalText.escaped("line\n\tindented"), "line\n\tindented")
        XCTAssertEqual(
            TerminalText.escaped("Динамика 中文 हिन्दी \\u{1B}"), "Динамика 中文 हिन्दी \\u{1B}",
            "text without controls (a backslash included) is left as it is")
    }

    /// The byte-level test that lets most output skip the scalar loop agrees with the rule on every scalar of the BMP.
    func testTheByteTestAgreesWithTheRule() {
        for value in UInt32(0)...0xFFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let text = "a" + String(Character(scalar)) + "b"
            XCTAssertEqual(TerminalText.needsEscaping(text), TerminalText.isEscaped(scalar), "U+\(String(value, radix: 16))")
        }
    }

    /// JSON keeps its value: DEL and C1 (which JSON allows raw in strings) become `\u00XX`.
    func testJSONEscapingKeepsTheValue() throws {
        let value = "a\u{7F}b\u{9B}c\u{85}d Ж"
        let encoded = String(decoding: try JSONEncoder().encode([value]), as: UTF8.self)
        let escaped = TerminalText.jsonEscaped(encoded)
        XCTAssertEqual(escaped, "[\"a\\u007Fb\\u009Bc\\u0085d Ж\"]")
        XCTAssertEqual(try JSONDecoder().decode([String].self, from: Data(escaped.utf8)), [value])
        XCTAssertEqual(TerminalText.escaped(escaped), escaped, "nothing left for the terminal rule")
    }

    /// Doctool's own sequences go out raw, and only through `TerminalControl`.
    func testOwnControlSequencesStayRawAndTextAroundThemIsEscaped() {
        let out = BufferOutput()
        out.write(.clearLine)
        out.write("[1/2] t\u{1B}[2J/en.md")
        XCTAssertEqual(out.text, "\r\u{1B}[K[1/2] t\\u{1B}[2J/en.md")
    }
}

/// A page and a file name full of terminal sequences, through `parse`, `index`, `search`, `samples` and `align` in-process:
/// nothing of them reaches the output raw.
final class HostileTextOutputTests: XCTestCase {
    var folder: URL!

    /// ESC [ 31 m (colour), OSC 8 (a hidden link), OSC 52 (a clipboard write), CSI as one C1 byte, a carriage return
    /// that would overwrite the line, in a page whose file name holds an OSC title sequence.
    static let page = """
        # Falling \u{1B}[31mred\u{1B}[0m square

        The gravity \u{1B}]8;;https://evil.example\u{07}behavior\u{1B}]8;;\u{07} pulls the square \u{1B}]52;c;cm0gLXJmIH4=\u{07} down.
        The gravity here \u{9B}2J clears nothing.\rPASS forged

        ```swift
        let gravity = UIGravityBehavior(items: [square]) // \u{1B}[2J gravity
        ```

        """
    static let fileName = "en\u{1B}]0;pwned\u{07}.md"

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("hostile-text-\(UUID().uuidString)")
        let topic = folder.appendingPathComponent("corpus/falling")
        try FileManager.default.createDirectory(at: topic, withIntermediateDirectories: true)
        try Data(Self.page.utf8).write(to: topic.appendingPathComponent(Self.fileName))
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    func run(_ arguments: [String], terminal: Bool = false, environment: [String: String] = [:]) -> (
        code: Int32, out: String, err: String
    ) {
        let out = BufferOutput(), err = BufferOutput()
        let context = CommandContext(
            out: out, err: err, workingDirectory: folder, isTerminal: terminal, errIsTerminal: terminal,
            environment: environment)
        return (Doctool.main(arguments, context: context), out.text, err.text)
    }

    /// No ESC, BEL, CR or C1 scalar in `text` once doctool's own highlight and line-clearing sequences are taken out.
    func assertNoRawControls(_ text: String, _ what: String, file: StaticString = #filePath, line: UInt = #line) {
        var rest = text
        for own in ["\u{1B}[1;31m", "\u{1B}[0m", "\r\u{1B}[K"] { rest = rest.replacingOccurrences(of: own, with: "") }
        let raw = rest.unicodeScalars.filter { TerminalText.isEscaped($0) }
        XCTAssertEqual(
            raw.map { String($0.value, radix: 16) }, [], "\(what) writes raw control characters", file: file, line: line)
        XCTAssertFalse(rest.utf8.contains(0x1B) || rest.utf8.contains(0x07), what, file: file, line: line)
    }

    func testNoCommandWritesThePageOrFileNameControlsRaw() throws {
        let path = "corpus/falling/" + Self.fileName
        let parsed = run(["parse", path])
        XCTAssertEqual(parsed.code, ExitCode.success, parsed.err)
        XCTAssertTrue(parsed.out.contains("en\\u{1B}]0;pwned\\u{07}.md"), parsed.out)
        XCTAssertTrue(parsed.out.contains("Falling \\u{1B}[31mred\\u{1B}[0m square"), parsed.out)
        let json = run(["parse", path, "--json"])
        XCTAssertEqual(json.code, ExitCode.success, json.err)
        XCTAssertTrue(
            String(
                decoding: try JSONSerialization.data(withJSONObject: JSONSerialization.jsonObject(with: Data(json.out.utf8))),
                as: UTF8.self
            )
            .contains("\\u001b]52;c;"), "the JSON still holds the sequence, escaped, as its value")
        var results: [(String, (code: Int32, out: String, err: String))] = [("parse", parsed), ("parse --json", json)]
        for terminal in [false, true] {
            results.append(("index", run(["index"], terminal: terminal)))
        }
        XCTAssertEqual(results.last?.1.code, ExitCode.success, results.last?.1.err ?? "")
        results.append(("index --json", run(["index", "--json"])))
        results.append(("search", run(["search", "gravity"])))
        let coloured = run(["search", "gravity"], terminal: true)
        XCTAssertTrue(coloured.out.contains("\u{1B}[1;31m"), "matches are still coloured on a terminal: \(coloured.out)")
        XCTAssertTrue(coloured.out.contains("\\u{1B}"), coloured.out)
        results.append(("search on a terminal", coloured))
        results.append(("search --json", run(["search", "gravity", "--json"])))
        results.append(("samples", run(["samples"])))
        results.append(("samples --format github", run(["samples", "--format", "github"])))
        results.append(("samples --json", run(["samples", "--json"])))
        results.append(("align", run(["align"])))
        results.append(("align --json", run(["align", "--json"])))
        for (what, result) in results {
            XCTAssertFalse(result.out.isEmpty, "\(what) printed something")
            assertNoRawControls(result.out, what + " (stdout)")
            assertNoRawControls(result.err, what + " (stderr)")
        }
    }

    /// Colour follows --color, then NO_COLOR and TERM=dumb, then whether stdout is a terminal; a dumb terminal
    /// gets no progress line either.
    func testColourFollowsTheOptionAndTheEnvironment() throws {
        XCTAssertEqual(run(["index"]).code, ExitCode.success)
        let highlight = "\u{1B}[1;31m"
        func coloured(_ arguments: [String], terminal: Bool, _ environment: [String: String] = [:]) -> Bool {
            let result = run(["search", "gravity"] + arguments, terminal: terminal, environment: environment)
            XCTAssertEqual(result.code, ExitCode.success, result.err)
            return result.out.contains(highlight)
        }
        XCTAssertTrue(coloured([], terminal: true))
        XCTAssertFalse(coloured([], terminal: false))
        XCTAssertFalse(coloured([], terminal: true, ["NO_COLOR": "1"]))
        XCTAssertTrue(coloured([], terminal: true, ["NO_COLOR": ""]), "an empty NO_COLOR is unset, by its convention")
        XCTAssertFalse(coloured([], terminal: true, ["TERM": "dumb"]))
        XCTAssertTrue(coloured(["--color", "always"], terminal: false))
        XCTAssertTrue(coloured(["--color=always"], terminal: true, ["NO_COLOR": "1"]), "the command line beats the environment")
        XCTAssertFalse(coloured(["--color", "never"], terminal: true))
        XCTAssertTrue(coloured(["--color", "auto"], terminal: true))
        XCTAssertEqual(run(["search", "gravity", "--color", "sometimes"]).code, ExitCode.usage)

        let progress = run(["index", "--rebuild"], terminal: true)
        XCTAssertTrue(progress.err.contains("\r\u{1B}[K"), "a progress line on a terminal: \(progress.err)")
        let dumb = run(["index", "--rebuild"], terminal: true, environment: ["TERM": "dumb"])
        XCTAssertEqual(dumb.code, ExitCode.success, dumb.err)
        XCTAssertFalse(dumb.err.contains("\u{1B}"), "none on a dumb one: \(dumb.err)")
    }
}
