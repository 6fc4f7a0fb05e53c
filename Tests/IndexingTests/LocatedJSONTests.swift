import Foundation
@testable import Indexing
import XCTest

/// The strict JSON reader behind manifests: the first error's line and column, and what it found.
final class LocatedJSONTests: XCTestCase {
    /// The error for `text`, as `line:column: message`; nil when it parses.
    private func error(_ text: String) -> String? { error(Array(text.utf8)) }

    private func error(_ bytes: [UInt8]) -> String? {
        do {
            _ = try LocatedJSON.parse(bytes)
            return nil
        } catch {
            return "\(error.position.line):\(error.position.column): \(error.message)"
        }
    }

    func testValuesAndKeysCarryTheirLineAndColumn() throws {
        let json = try LocatedJSON.parse(
            Array("{\n  \"language\": \"ru\",\n\t\"source\": {\"seed\": [1, -2.5e3, true, null]}\n}".utf8))
        guard case .object(let members) = json.value else { return XCTFail("not an object") }
        XCTAssertEqual(members.map(\.key), ["language", "source"])
        XCTAssertEqual(members[0].keyPosition, .init(line: 2, column: 3))
        XCTAssertEqual(members[0].value, LocatedJSON(value: .string("ru"), position: .init(line: 2, column: 15)))
        XCTAssertEqual(members[1].keyPosition, .init(line: 3, column: 2), "a tab is one column")
        guard case .object(let inner) = members[1].value.value, case .array(let items) = inner[0].value.value else {
            return XCTFail("no nested array")
        }
        XCTAssertEqual(items.map(\.value), [.number("1"), .number("-2.5e3"), .bool(true), .null])
        XCTAssertEqual(items.map(\.position.column), [22, 25, 33, 39])
    }

    func testUnterminatedStringPointsAtItsOpeningQuote() {
        XCTAssertEqual(
            error("{\n  \"language\": \"ru,\n  \"topic\": \"t\"\n}"),
            "2:15: unterminated string: no closing '\"' on its line (a line break inside a string is written \\n)")
        XCTAssertEqual(error("{\"topic\": \"t"), "1:11: unterminated string: no closing '\"' before the end of the file")
    }

    func testTrailingCommaPointsAtTheComma() {
        XCTAssertEqual(
            error("{\n  \"language\": \"ru\",\n}\n"),
            "2:19: a comma after the last member of the object; JSON allows none before '}'")
        XCTAssertEqual(
            error("{\"a\": [1, 2, ]}"), "1:12: a comma after the last element of the array; JSON allows none before ']'")
    }

    func testMissingColonAndMissingCommaPointAtWhatCameInstead() {
        XCTAssertEqual(error("{\n  \"language\" \"ru\"\n}"), "2:14: expected ':' after the key \"language\", found '\"'")
        XCTAssertEqual(
            error("{\"language\": \"ru\"\n \"topic\": \"t\"}"),
            "2:2: expected ',' or '}' after the value of \"language\", found '\"' (a comma missing before the next key?)")
        XCTAssertEqual(
            error("{\"a\": 1"),
            "1:8: the object opened at line 1, column 1 is not closed: expected ',' or '}', found the end of the file")
    }

    func testADuplicateKeyIsAnErrorAtItsSecondOccurrence() {
        XCTAssertEqual(
            error("{\"language\": \"ru\",\n \"language\": \"hi\"}"),
            "2:2: duplicate key \"language\" (first at line 1, column 2); which value is meant cannot be known")
        XCTAssertNil(error("{\"a\": {\"seed\": 1}, \"b\": {\"seed\": 2}}"), "the same key in two objects is fine")
    }

    func testAByteOrderMarkIsSkippedAndIsNoColumn() {
        XCTAssertNil(error([0xEF, 0xBB, 0xBF] + Array("{\"language\": \"ru\"}".utf8)))
        XCTAssertEqual(
            error([0xEF, 0xBB, 0xBF] + Array("{\"language\": }".utf8)),
            "1:14: expected a value (a string, number, object, array, true, false or null), found '}'")
        XCTAssertEqual(
            error([0xFF, 0xFE, 0x7B, 0x00]), "1:1: the file is UTF-16 (it starts with a UTF-16 byte-order mark); save it as UTF-8"
        )
    }

    func testEmptyAndBlankFiles() {
        XCTAssertEqual(error(""), "1:1: the file is empty; a manifest is a JSON object such as {\"language\": \"ru\"}")
        XCTAssertEqual(error("\n  \n"), "3:1: expected a JSON object, found only whitespace")
    }

    func testColumnsCountCharactersAndLinesEndAtLFCRLFOrCR() {
        XCTAssertEqual(
            error("{\"topic\": \"Динамика\" x}"),
            "1:22: expected ',' or '}' after the value of \"topic\", found 'x' (strings and keys are written in double quotes)")
        XCTAssertEqual(
            error("{\r\n\"a\": 1,\r\n}"), "2:7: a comma after the last member of the object; JSON allows none before '}'")
        XCTAssertEqual(error("{\r\"a\": 1,\r}"), "2:7: a comma after the last member of the object; JSON allows none before '}'")
    }

    func testTheUsualSlipsAreNamed() {
        XCTAssertEqual(
            error("{'language': 'ru'}"),
            "1:2: expected a key in double quotes, found \"'\" (JSON strings use double quotes, not single quotes)")
        XCTAssertEqual(
            error("{language: \"ru\"}"),
            "1:2: expected a key in double quotes, found 'language' (strings and keys are written in double quotes)")
        XCTAssertEqual(
            error("{\"a\": True}"),
            "1:7: expected a value (a string, number, object, array, true, false or null), found 'True' (JSON writes true, false and null in lower case)"
        )
        XCTAssertEqual(error("{// note\n}"), "1:2: expected a key in double quotes, found '/' (JSON has no comments)")
        XCTAssertEqual(
            error("{“language”: 1}"),
            "1:2: expected a key in double quotes, found '“' (a typographic quote; JSON uses straight double quotes \")")
        XCTAssertEqual(
            error("{\"a\": 1} {}"),
            "1:10: more after the JSON value, which ends at line 1, column 9 (a manifest is one object): found '{'")
    }

    func testStringContentIsCheckedStrictly() throws {
        XCTAssertEqual(error("{\"a\": \"x\ty\"}"), "1:9: a tab inside a string; JSON writes it \\t")
        XCTAssertEqual(
            error("{\"a\": \"\\x\"}"),
            "1:8: unknown escape '\\x' in a string (JSON knows \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX)")
        XCTAssertEqual(error("{\"a\": \"\\u12\"}"), "1:8: \\u must be followed by four hex digits")
        XCTAssertEqual(
            error("{\"a\": \"\\uD83D\"}"),
            "1:8: a lone UTF-16 high surrogate \\uD83D (a low surrogate \\uDC00–\\uDFFF must follow)")
        XCTAssertEqual(
            error("{\"a\": \"\\uDE00\"}"), "1:8: a lone UTF-16 low surrogate \\uDE00 (it must follow a high surrogate)")
        XCTAssertEqual(
            error([0x7B, 0x22, 0x61, 0x22, 0x3A, 0x22, 0xC3, 0x28, 0x22, 0x7D]),
            "1:7: the file is not valid UTF-8 here (byte 0xC3)")
        XCTAssertEqual(
            error([0x7B, 0x22, 0x61, 0x22, 0x3A, 0x22, 0xED, 0xA0, 0x80, 0x22, 0x7D]),
            "1:7: the file is not valid UTF-8 here (byte 0xED)",
            "an encoded surrogate is not UTF-8")
        let json = try LocatedJSON.parse(Array("[\"\\u00e9\\uD83D\\uDE00\\n\\/\", \"é😀\"]".utf8))
        XCTAssertEqual(
            json.value,
            .array([
                LocatedJSON(value: .string("é😀\n/"), position: .init(line: 1, column: 2)),
                LocatedJSON(value: .string("é😀"), position: .init(line: 1, column: 28))
            ]))
    }

    func testNumbersFollowTheGrammar() {
        XCTAssertEqual(error("[05]"), "1:2: a number cannot start with 0 followed by more digits (write 5, not 05)")
        XCTAssertEqual(error("[1.]"), "1:4: a '.' in a number must be followed by a digit")
        XCTAssertEqual(error("[1e]"), "1:4: an exponent in a number must have digits")
        XCTAssertEqual(
            error("[-x]"), "1:3: a '-' must be followed by a digit, found 'x' (strings and keys are written in double quotes)")
        XCTAssertEqual(error("[+1]"), "1:2: expected a value (a string, number, object, array, true, false or null), found '+'")
        XCTAssertNil(error("[0, -0, 0.5, 1E+2, 12e-3]"))
    }

    func testDeepNestingIsRefused() {
        XCTAssertNil(error(String(repeating: "[", count: 64) + String(repeating: "]", count: 64)))
        XCTAssertEqual(
            error(String(repeating: "[", count: 65) + String(repeating: "]", count: 65)),
            "1:65: objects and arrays nested deeper than 64 levels")
    }

    /// Where the grammar decides, the verdict is Foundation's. The deliberate differences are tested above: a
    /// byte-order mark is skipped, a repeated key is refused, and so is a trailing comma, which Foundation on Linux
    /// accepts but RFC 8259 and other readers of the same file (Python's json, jq) do not.
    func testVerdictsAgreeWithFoundationOnTheGrammar() {
        let texts = [
            "{}", "[]", "{\"a\": [1, {\"b\": null}]}", " \"s\" ", "1", "{\"a\" 1}", "{\"a\": 01}",
            "{\"a\": .5}", "{\"a\": \"\\q\"}", "{\"a\": \"x\ny\"}", "{a: 1}", "[1] [2]", "[1e5, -0.0, 1E-2]", "{\"a\": tru}",
            "[\"\\uD83D\\uDE00\"]", "{\"a\": 1 \"b\": 2}", "[", "{\"a\":", "\"\\u00zz\""
        ]
        for text in texts {
            let foundation = (try? JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])) != nil
            XCTAssertEqual(error(text) == nil, foundation, text)
        }
    }
}
