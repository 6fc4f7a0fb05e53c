import XCTest
import DocumentModel
@testable import SampleAnalysis
import TestSupport

final class CodeTextTests: XCTestCase {
    /// `isWord` answers ASCII by ranges: it must agree with its definition (a letter, a number or `_`) on every
    /// ASCII character and on the non-ASCII ones code holds (Cyrillic and Han identifiers, digits of other
    /// scripts, symbols, combining sequences, CRLF as one character).
    func testIsWordIsALetterANumberOrUnderscore() {
        var characters: [Character] = (0...0x7F).map { Character(Unicode.Scalar(UInt8($0))) }
        characters += [
            "é", "ж", "Ж", "中", "ऀ", "क", "١", "٣", "½", "°", "→", "…", "’", "\u{00A0}", "\r\n", "e\u{301}", "🙂", "ｘ", "Ⅻ"
        ]
        // One line holding every character as its code, so none is stripped as a comment or string.
        let line = CodeLine(number: 1, text: String(characters), code: String(characters), braceDepth: 0, parenDepth: 0)
        let text = CodeText([line])
        var checked = 0
        for (offset, character) in text.characters.enumerated() {
            let expected = character == "_" || character.isLetter || character.isNumber
            XCTAssertEqual(text.isWord(offset), expected, "\(character.unicodeScalars.map { String($0.value, radix: 16) })")
            checked += 1
        }
        XCTAssertGreaterThan(checked, 120)
        XCTAssertFalse(text.isWord(-1))
        XCTAssertFalse(text.isWord(text.characters.count))
    }

    /// `word(at:)` is the run of word characters from an offset, whatever mix of ASCII and other letters it holds.
    func testWordIsTheRunOfWordCharacters() {
        let pieces = ["view", "_", "x1", "Гравитация", "重力", "e\u{301}", " ", "(", ".", ":", "\r\n", "9", "é", "ж"]
        var generator = SeededGenerator(seed: 5)
        for _ in 0..<500 {
            let code = (0..<12).map { _ in pieces[Int.random(in: 0..<pieces.count, using: &generator)] }.joined()
            let text = CodeText([CodeLine(number: 1, text: code, code: code, braceDepth: 0, parenDepth: 0)])
            for offset in text.characters.indices {
                let expected = String(text.characters[offset...].prefix { $0 == "_" || $0.isLetter || $0.isNumber })
                XCTAssertEqual(text.word(at: offset), expected)
            }
        }
    }
}
