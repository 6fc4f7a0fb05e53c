import DocumentModel
@testable import Ingestion
import XCTest

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
        XCTAssertEqual(diagnostic?.description,
                       "c/ru.md:2: error: invalid UTF-8 (byte 0xD0 at offset \(Array("Первая строка\nвторая ".utf8).count)); save the file as UTF-8")
    }

    func testValidatorAgreesWithTheStandardLibraryOnTrickySequences() {
        let cases: [[UInt8]] = [
            Array("ascii only, long enough for the fast path".utf8), Array("смешанный text 迅速 तीव्र".utf8),
            [0xC0, 0x80], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xE2, 0x82], [0xF0, 0x9F, 0x98, 0x80],
            [0x41, 0x42, 0x43, 0x44, 0x45, 0x46, 0x47, 0x48, 0xE2, 0x82, 0xAC],
        ]
        for bytes in cases {
            let valid = String(validating: bytes, as: UTF8.self) != nil
            XCTAssertEqual(EncodingCheck.firstInvalidUTF8(in: bytes) == nil, valid, "\(bytes)")
        }
    }

    func testHTMLDeclaringWindows1251IsDecodedWithANoteAtTheMetaLine() throws {
        let cp1251: [UInt8] = [0xC4, 0xE8, 0xED, 0xE0, 0xEC, 0xE8, 0xEA, 0xE0]   // "Динамика"
        let bytes = Array("<html>\n<head><meta charset=\"windows-1251\"></head>\n<body><h1>".utf8) + cp1251
            + Array("</h1></body></html>\n".utf8)
        let document = try DocumentReader().document(from: bytes, path: "c/ru.html")
        XCTAssertEqual(document.title, "Динамика")
        XCTAssertEqual(document.diagnostics.map(\.description), ["c/ru.html:2: note: decoded from windows-1251 as the page declares"])
    }

    func testHTMLDeclaringALegacyCharsetButSavedAsUTF8IsReadAsUTF8WithAWarning() throws {
        let bytes = Array("<meta http-equiv=\"Content-Type\" content=\"text/html; charset=windows-1251\">\n<h1>Динамика</h1>".utf8)
        let document = try DocumentReader().document(from: bytes, path: "c/ru.html")
        XCTAssertEqual(document.title, "Динамика")
        XCTAssertEqual(document.diagnostics.first?.severity, .warning)
        XCTAssertEqual(document.diagnostics.first?.line, 1)
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
}
