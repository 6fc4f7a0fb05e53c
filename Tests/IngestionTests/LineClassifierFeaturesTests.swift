@testable import Ingestion
import DocumentModel
import XCTest
import TestSupport

/// The facts pass 1 gathers about a line, checked against a plain byte-by-byte reading of the rules as they
/// were specified before CodeLexer read the line's strings and comments (so the move is shown to change nothing).
final class LineClassifierFeaturesTests: XCTestCase {
    // MARK: - Cases a reader can check by eye

    func testWordsBracketsAndSymbols() {
        let features = LineClassifierFeatures("    view.frame = CGRect(x: 0, y: [a[1]], w: 2) {")
        XCTAssertEqual(features.indent, 4)
        XCTAssertEqual(features.wordCount, 9)
        XCTAssertEqual(features.bracketDelta, 1)
        XCTAssertEqual(features.symbolCount, 8)
        XCTAssertEqual(features.commentStart, -1)
    }

    func testStringsDoNotCountAndMayEscapeQuotes() {
        let features = LineClassifierFeatures(#"let s = "a { ( \" ; ]" + f(x)"#)
        XCTAssertEqual(features.bracketDelta, 0)
        XCTAssertEqual(features.symbolCount, 3)  // = ( ), and nothing inside the string
        XCTAssertEqual(features.commentStart, -1)
    }

    func testUnterminatedStringCountsNothingAfterItsQuote() {
        let features = LineClassifierFeatures(#"print("abc (((  {{ "#)
        XCTAssertEqual(features.bracketDelta, 1)
        XCTAssertEqual(features.symbolCount, 1)
    }

    func testCommentStartsAtDoubleSlashButNotInURLsOrStrings() {
        XCTAssertEqual(LineClassifierFeatures("let a = 1 // один").commentStart, 10)
        XCTAssertEqual(LineClassifierFeatures("open(\"http://x\") /* note */").commentStart, 17)
        XCTAssertEqual(LineClassifierFeatures("see https://example.com/a/b").commentStart, -1)
        XCTAssertEqual(LineClassifierFeatures("x = y // z").symbolCount, 1)  // the comment's bytes are not code
    }

    /// An escaped space inside a string does not end the word it stands in.
    func testEscapedSpaceInsideStringKeepsTheWord() {
        XCTAssertEqual(LineClassifierFeatures(#"f("a\ b")"#).wordCount, 1)
        XCTAssertEqual(LineClassifierFeatures("f(\"a\\\tb\") c").wordCount, 2)
        XCTAssertEqual(LineClassifierFeatures(#"f("a\ "#).wordCount, 1)
    }

    func testNativeLettersOnlyInCodeCount() {
        XCTAssertTrue(LineClassifierFeatures("Создаём аниматор UIDynamicAnimator").hasNativeLetters)
        XCTAssertFalse(LineClassifierFeatures("let a = 1 // Создаём").hasNativeLetters)
        XCTAssertFalse(LineClassifierFeatures("label.text = \"Привет\"").hasNativeLetters)
        XCTAssertFalse(LineClassifierFeatures("angle = 90° * k").hasNativeLetters)
    }

    // MARK: - Against the plain reading

    /// Lines made of the bytes the scan treats specially, at every offset from chunk boundaries.
    func testMatchesByteByByteReadingOnGeneratedLines() {
        let pieces: [String] = [
            "a", "bc", " ", "\t", "\"", "\\", "/", "//", "/*", "://", ":", "(", ")", "[", "]", "{", "}",
            ";", "=", "<", ">", "*", "&", "|", "^", ",", ".", "я", "中", "°", "\u{00A0}", "x1", "  ",
            // Bytes the tokenizer's byte path stops at that the classifier's rules read as plain code.
            "'", "#", "@", "$", "`", "@\"", "#\"", "abcdefgh"
        ]
        var random = SeededGenerator(seed: 2024)
        for _ in 0..<20_000 {
            var line = ""
            for _ in 0..<Int(random.next() % 24) { line += pieces[Int(random.next() % UInt64(pieces.count))] }
            let fast = LineClassifierFeatures(line)
            let plain = PlainReading(line)
            XCTAssertEqual(fast.wordCount, plain.words, line.debugDescription)
            XCTAssertEqual(fast.bracketDelta, plain.brackets, line.debugDescription)
            XCTAssertEqual(fast.symbolCount, plain.symbols, line.debugDescription)
            XCTAssertEqual(fast.commentStart, plain.commentStart, line.debugDescription)
            XCTAssertEqual(fast.hasNativeLetters, plain.hasNativeLetters, line.debugDescription)
            if fast.wordCount != plain.words || fast.symbolCount != plain.symbols { return }
        }
    }
}

/// Pass 1's rules read one byte at a time, as they are specified.
private struct PlainReading {
    var words = 0, brackets = 0, symbols = 0, commentStart = -1, hasNativeLetters = false

    init(_ line: String) {
        let features = LineClassifierFeatures(line)  // for the trimmed bounds only
        let bytes = Array(line.utf8)[features.trimmedStart..<features.trimmedEnd].map { $0 }
        var inString = false, inWord = false, nonASCII = false
        var codeEnd = bytes.count
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            let isSpace = byte == 0x20 || byte == 0x09
            if !isSpace && !inWord { words += 1 }
            inWord = !isSpace
            if inString {
                if byte == 0x5C { index += 2; continue }
                if byte == 0x22 { inString = false }
                index += 1
                continue
            }
            switch byte {
            case 0x28, 0x5B, 0x7B: brackets += 1; symbols += 1
            case 0x29, 0x5D, 0x7D: brackets -= 1; symbols += 1
            case 0x3B, 0x3D, 0x3C, 0x3E, 0x2A, 0x26, 0x7C, 0x5E, 0x5C: symbols += 1
            case 0x22: inString = true
            case 0x2F:
                if index + 1 < bytes.count,
                    (bytes[index + 1] == 0x2F && (index == 0 || bytes[index - 1] != 0x3A)) || bytes[index + 1] == 0x2A
                {
                    codeEnd = index
                }
            default: if byte >= 0x80 { nonASCII = true }
            }
            if codeEnd < bytes.count { break }
            index += 1
        }
        while index < bytes.count {
            let isSpace = bytes[index] == 0x20 || bytes[index] == 0x09
            if !isSpace && !inWord { words += 1 }
            inWord = !isSpace
            index += 1
        }
        if codeEnd < bytes.count { commentStart = features.trimmedStart + codeEnd }
        // The code the native-letter check reads: strings' contents and the comment cut out.
        var code: [UInt8] = []
        var quoted = false
        var position = 0
        while position < codeEnd {
            let byte = bytes[position]
            if quoted {
                if byte == 0x5C { position += 2; continue }
                if byte == 0x22 { quoted = false; code.append(byte) }
                position += 1
                continue
            }
            if byte == 0x22 { quoted = true }
            code.append(byte)
            position += 1
        }
        hasNativeLetters = nonASCII && code.withUnsafeBufferPointer(LineClassifierFeatures.containsNativeLetter)
    }
}
