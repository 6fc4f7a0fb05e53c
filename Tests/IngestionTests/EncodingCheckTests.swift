import DocumentModel
@testable import Ingestion
import XCTest
import TestSupport

/// Bytes that are not UTF-8 text: each is refused or decoded with one message that names the line.
final class EncodingCheckTests: XCTestCase {
    func refusal(_ bytes: [UInt8], path: String) -> Diagnostic? {
        do {
            _ = try DocumentReader().document(from: bytes, path: path)
            return nil
        } catch {
            return error.diagnostic
        }
    }

    func testBinaryFileIsRefusedWithTheLineOfItsFirstNulByte() {
        let bytes = Array("line one\nline two\n".utf8) + [0x89, 0x50, 0x00, 0x1A]
        let diagnostic = refusal(bytes, path: "c/picture.txt")
        XCTAssertEqual(diagnostic?.severity, .error)
        XCTAssertEqual(diagnostic?.line, 3)
        XCTAssertTrue(diagnostic?.message.hasPrefix("binary file") ?? false)
    }

    func testUTF16IsRefusedWithAFix() {
        let diagnostic = refusal([0xFF, 0xFE, 0x41, 0x00], path: "c/a.txt")
        XCTAssertTrue(diagnostic?.message.contains("save it as UTF-8") ?? false)
    }

    func testInvalidUTF8NamesLineAndOffset() {
        let bytes = Array("Первая строка\nвторая ".utf8) + [0xD0] + Array(" конец\n".utf8)
        let diagnostic = refusal(bytes, path: "c/ru.md")
        XCTAssertEqual(
            diagnostic?.description,
            "c/ru.md:2: error: invalid UTF-8 (byte 0xD0 at offset \(Array("Первая строка\nвторая ".utf8).count)); save the file as UTF-8"
        )
    }

    func testValidatorAgreesWithTheStandardLibraryOnTrickySequences() {
        let cases: [[UInt8]] = [
            Array("ascii only, long enough for the fast path".utf8), Array("смешанный text 迅速 तीव्र".utf8),
            [0xC0, 0x80], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xE2, 0x82], [0xF0, 0x9F, 0x98, 0x80],
            [0x41, 0x42, 0x43, 0x44, 0x45, 0x46, 0x47, 0x48, 0xE2, 0x82, 0xAC]
        ]
        for bytes in cases {
            let valid = String(validating: bytes, as: UTF8.self) != nil
            XCTAssertEqual(EncodingCheck.firstInvalidUTF8(in: bytes) == nil, valid, "\(bytes)")
        }
    }

    func testHTMLDeclaringWindows1251IsDecodedWithANoteAtTheMetaLine() throws {
        let cp1251: [UInt8] = [0xC4, 0xE8, 0xED, 0xE0, 0xEC, 0xE8, 0xEA, 0xE0]  // "Динамика"
        let bytes =
            Array("<html>\n<head><meta charset=\"windows-1251\"></head>\n<body><h1>".utf8) + cp1251
            + Array("</h1></body></html>\n".utf8)
        let document = try DocumentReader().document(from: bytes, path: "c/ru.html")
        XCTAssertEqual(document.title, "Динамика")
        XCTAssertEqual(
            document.diagnostics.map(\.description), ["c/ru.html:2: note: decoded from windows-1251 as the page declares"])
    }

    func testHTMLDeclaringALegacyCharsetButSavedAsUTF8IsReadAsUTF8WithAWarning() throws {
        let bytes = Array(
            "<meta http-equiv=\"Content-Type\" content=\"text/html; charset=windows-1251\">\n<h1>Динамика</h1>".utf8)
        let document = try DocumentReader().document(from: bytes, path: "c/ru.html")
        XCTAssertEqual(document.title, "Динамика")
        XCTAssertEqual(document.diagnostics.first?.severity, .warning)
        XCTAssertEqual(document.diagnostics.first?.line, 1)
    }

    /// Found by fuzzing: a page declaring UTF-32 in ASCII bytes was decoded as UTF-32, its line feeds lost.
    /// A declaration readable as ASCII cannot be in a 16- or 32-bit encoding: read as UTF-8, as browsers do.
    func testHTMLDeclaringAWideCharsetInASCIIIsReadAsUTF8WithAWarning() throws {
        let bytes = Array(
            "<html>\n<head><meta charset=\"utf-32\"></head>\n<body><h1>Динамика</h1>\n<p>Text.</p></body></html>\n".utf8)
        let document = try DocumentReader().document(from: bytes, path: "c/en.html")
        XCTAssertEqual(document.title, "Динамика")
        XCTAssertEqual(document.diagnostics.map(\.severity), [.warning])
        XCTAssertEqual(document.diagnostics.map(\.line), [2])
        XCTAssertTrue(document.diagnostics[0].message.contains("read as UTF-8"), "\(document.diagnostics)")
        XCTAssertEqual(document.allBlocks.map(\.range.firstLine), [3, 4])
        for name in ["utf-16", "UTF-16LE", "utf32", "ucs-2", "UCS_4"] {
            XCTAssertTrue(HTMLCharset.isWide(name.lowercased()), name)
        }
        for name in ["utf-8", "windows-1251", "koi8-r", "shift_jis"] { XCTAssertFalse(HTMLCharset.isWide(name), name) }
    }

    func testHTMLWithUndeclaredLegacyBytesOrAnUnknownCharsetIsRefusedAtTheLine() {
        let undeclared = Array("<html><body>\n<p>".utf8) + [0xCF, 0xF0, 0xE8] + Array("</p>".utf8)
        XCTAssertEqual(refusal(undeclared, path: "c/a.html")?.line, 2)
        XCTAssertTrue(refusal(undeclared, path: "c/a.html")?.message.contains("<meta charset>") ?? false)
        let unknown = Array("<meta charset=\"x-klingon\"><p>".utf8) + [0xCF]
        XCTAssertTrue(refusal(unknown, path: "c/b.html")?.message.contains("x-klingon") ?? false)
    }

    func testAMegabyteLineIsKeptWholeWithAWarningNamingTheLine() throws {
        let long = String(repeating: "очень длинная строка ", count: 30_000)
        let bytes = Array("# Заголовок\n\n\(long)\n".utf8)
        let document = try DocumentReader().document(from: bytes, path: "c/long.md")
        XCTAssertEqual(document.sections.first?.blocks.first?.text.count, long.count - 1)
        XCTAssertEqual(document.diagnostics.map(\.line), [3])
        XCTAssertTrue(document.diagnostics[0].message.contains("MB long"))
    }

    // MARK: - The fast validator against a byte-by-byte reading

    /// Ill-formed sequences, each reported at its first byte: overlong forms, UTF-16 surrogates,
    /// code points above U+10FFFF, bytes that never occur, stray continuation bytes, and leads cut
    /// short by the next character.
    static let illFormed: [[UInt8]] = [
        [0xC0, 0x80], [0xC1, 0xBF], [0xE0, 0x80, 0x80], [0xE0, 0x9F, 0xBF], [0xF0, 0x80, 0x80, 0x80],
        [0xF0, 0x8F, 0xBF, 0xBF], [0xED, 0xA0, 0x80], [0xED, 0xBF, 0xBF], [0xF4, 0x90, 0x80, 0x80],
        [0xF5, 0x80, 0x80, 0x80], [0xF8, 0x88, 0x80, 0x80], [0xFF], [0xFE], [0x80], [0xBF],
        [0xD0, 0x41], [0xE2, 0x82, 0x41], [0xE4, 0xB8, 0xD0, 0x9F], [0xF0, 0x9F, 0x98, 0x41], [0xD0, 0xD0, 0x9F]
    ]

    /// Well-formed characters of every length, at the edges of each length's range.
    static let wellFormed: [[UInt8]] = [
        [0x41], [0x0A], [0x7F], [0xC2, 0x80], [0xDF, 0xBF], [0xD0, 0x9F], [0xE0, 0xA0, 0x80], [0xE0, 0xA4, 0xA4],
        [0xE4, 0xB8, 0xAD], [0xED, 0x9F, 0xBF], [0xEE, 0x80, 0x80], [0xEF, 0xBF, 0xBF], [0xF0, 0x90, 0x80, 0x80],
        [0xF0, 0x9F, 0x98, 0x80], [0xF3, 0xBF, 0xBF, 0xBF], [0xF4, 0x8F, 0xBF, 0xBF]
    ]

    /// Each ill-formed sequence after every length of well-formed text from 0 to 40 bytes (so at
    /// every offset of the 8- and 16-byte blocks, after ASCII and after multi-byte text), followed
    /// by more text: found exactly where it was put.
    func testEveryIllFormedSequenceIsFoundWhereItStands() {
        let prefixes: [[UInt8]] = [
            Array(String(repeating: "a", count: 40).utf8),
            Array("Привет, мир! Динамика UIKit и аниматоры".utf8),
            Array("迅速的动画效果和物理行为迅速的动画效果".utf8)
        ]
        let suffixes: [[UInt8]] = [
            [], Array(" и ещё текст, достаточно длинный для блока".utf8),
            Array(" and some ASCII text after the sequence".utf8)
        ]
        for prefix in prefixes {
            for length in 0...min(40, prefix.count) {
                // Cut the prefix at a character boundary so it stays well formed.
                var cut = length
                while cut > 0, cut < prefix.count, prefix[cut] & 0xC0 == 0x80 { cut -= 1 }
                let head = Array(prefix[..<cut])
                for bad in Self.illFormed {
                    for suffix in suffixes {
                        let bytes = head + bad + suffix
                        XCTAssertEqual(EncodingCheck.firstInvalidUTF8(in: bytes), head.count, "\(bytes)")
                    }
                }
                // A lead cut off by the end of the file.
                for truncated: [UInt8] in [[0xD0], [0xE2, 0x82], [0xF0, 0x9F, 0x98], [0xE0], [0xF4, 0x8F]] {
                    XCTAssertEqual(EncodingCheck.firstInvalidUTF8(in: head + truncated), head.count)
                }
                for good in Self.wellFormed {
                    XCTAssertNil(EncodingCheck.firstInvalidUTF8(in: head + good + suffixes[1]))
                }
            }
        }
    }

    /// Random mixtures of ASCII runs, well-formed characters and ill-formed sequences, checked
    /// against the byte-by-byte reading below and, for validity, against the standard library.
    func testMatchesByteByByteReadingOnGeneratedInputs() {
        var random = SeededGenerator(seed: 0x5EED_0008)
        for _ in 0..<30_000 {
            var bytes: [UInt8] = []
            for _ in 0..<random.below(24) {
                switch random.below(10) {
                case 0..<3: bytes += [UInt8](repeating: 0x61, count: random.below(40))
                case 3..<9: bytes += random.pick(Self.wellFormed)
                default: bytes += random.pick(Self.illFormed)
                }
            }
            if random.below(4) == 0, !bytes.isEmpty { bytes.removeLast(random.below(min(3, bytes.count)) + 1) }
            let expected = Self.firstInvalidByteByByte(bytes)
            XCTAssertEqual(EncodingCheck.firstInvalidUTF8(in: bytes), expected, "\(bytes)")
            XCTAssertEqual(expected == nil, String(validating: bytes, as: UTF8.self) != nil, "\(bytes)")
            if EncodingCheck.firstInvalidUTF8(in: bytes) != expected { return }
        }
    }

    /// Every lead and second byte, completed with the continuation bytes the lead asks for, after
    /// enough text to reach the block check: judged as the reading below judges it.
    func testEveryPairOfBytesAfterText() {
        let head = Array("Текст для блока: 中文 और हिन्दी".utf8)
        for first in 0x80...0xFF {
            let completion: [UInt8] = first >= 0xF0 ? [0x80, 0x80] : first >= 0xE0 ? [0x80] : []
            for second in 0...0xFF {
                let bytes = head + [UInt8(first), UInt8(second)] + completion + Array(" конец строки".utf8)
                let expected = Self.firstInvalidByteByByte(bytes)
                XCTAssertEqual(EncodingCheck.firstInvalidUTF8(in: bytes), expected, "\(first) \(second)")
                if EncodingCheck.firstInvalidUTF8(in: bytes) != expected { return }
            }
        }
    }

    /// The plain reading: decode each sequence to its code point and judge that, as the standard does.
    static func firstInvalidByteByByte(_ bytes: [UInt8]) -> Int? {
        var index = 0
        while index < bytes.count {
            let lead = bytes[index]
            let length: Int, smallest: UInt32
            var value: UInt32
            if lead < 0x80 { index += 1; continue }
            if lead & 0xE0 == 0xC0 {
                length = 2; value = UInt32(lead & 0x1F); smallest = 0x80
            } else if lead & 0xF0 == 0xE0 {
                length = 3; value = UInt32(lead & 0x0F); smallest = 0x800
            } else if lead & 0xF8 == 0xF0 {
                length = 4; value = UInt32(lead & 0x07); smallest = 0x1_0000
            } else {
                return index
            }
            guard index + length <= bytes.count else { return index }
            for offset in 1..<length {
                guard bytes[index + offset] & 0xC0 == 0x80 else { return index }
                value = value << 6 | UInt32(bytes[index + offset] & 0x3F)
            }
            if value < smallest || value > 0x10_FFFF || (0xD800...0xDFFF).contains(value) { return index }
            index += length
        }
        return nil
    }

    // MARK: - Long lines and the other checks against plain readings

    /// Lines of random lengths around small limits: the first long line, its number and its length
    /// are those a line-by-line reading finds.
    func testLongLineMatchesLineByLineReading() {
        var random = SeededGenerator(seed: 0x10_9E5)
        for _ in 0..<20_000 {
            let limit = random.below(12)
            var bytes: [UInt8] = []
            for _ in 0..<random.below(8) {
                bytes += [UInt8](repeating: random.pick([0x61, 0x0D, 0xD0]), count: random.below(limit + 4))
                bytes.append(0x0A)
            }
            if random.below(2) == 0 { bytes += [UInt8](repeating: 0x62, count: random.below(limit + 4)) }
            var expected: Diagnostic?
            for (number, line) in bytes.split(separator: 0x0A, omittingEmptySubsequences: false).enumerated()
            where line.count > limit {
                expected = Diagnostic(
                    .warning, file: "f", line: number + 1,
                    "line \(number + 1) is \(EncodingCheck.formatBytes(line.count)) long (over \(EncodingCheck.formatBytes(limit))); it is kept whole"
                )
                break
            }
            let found = EncodingCheck.longLine(in: bytes, file: "f", limit: limit)
            XCTAssertEqual(found?.description, expected?.description, "limit \(limit): \(bytes)")
            if found?.description != expected?.description { return }
        }
    }

    func testNulByteLineAndASCIIDetection() {
        var random = SeededGenerator(seed: 7)
        for _ in 0..<2_000 {
            var bytes = (0..<random.below(50)).map { _ in random.pick([UInt8(0x61), 0x0A, 0xD0, 0x9F]) }
            XCTAssertEqual(EncodingCheck.isASCII(bytes), bytes.allSatisfy { $0 < 0x80 })
            let at = random.below(bytes.count + 1)
            bytes.insert(0, at: at)
            let line = 1 + bytes[..<at].filter { $0 == 0x0A }.count
            XCTAssertEqual(EncodingCheck.binaryProblem(in: bytes, file: "f")?.line, line)
        }
    }
}
