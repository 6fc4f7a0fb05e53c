import DocumentModel
@testable import Ingestion
import XCTest

/// Reading a page file into a `Document`: format choice, page facts, hashing, and refusals.
final class DocumentReaderTests: XCTestCase {
    var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("reader-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    func write(_ name: String, _ bytes: [UInt8]) -> String {
        let url = folder.appendingPathComponent(name)
        XCTAssertTrue(FileManager.default.createFile(atPath: url.path, contents: Data(bytes)), "cannot write \(url.path)")
        return url.path
    }

    func readError(_ body: () throws -> Document) -> Diagnostic? {
        do {
            _ = try body()
            return nil
        } catch let error as DocumentReadError {
            return error.diagnostic
        } catch {
            XCTFail("unexpected error \(error)")
            return nil
        }
    }

    // MARK: - Formats and page facts

    func testHTMLPageBecomesADocumentWithTitleHashAndPageDeclaredLanguage() throws {
        let path = write("page.html", Array(HTMLParserTests.seedPage.utf8))
        let document = try DocumentReader().read(filePath: path, as: "uikit-dynamics/ru.html", topic: "uikit-dynamics")
        XCTAssertEqual(document.format, .html)
        XCTAssertEqual(document.path, "uikit-dynamics/ru.html")
        XCTAssertEqual(document.title, "Динамика UIKit | Учебник")
        XCTAssertEqual(document.declaredLanguage, .ru)
        XCTAssertEqual(document.topic, "uikit-dynamics")
        XCTAssertEqual(document.contentHash, SHA256.hex(of: Array(HTMLParserTests.seedPage.utf8)))
        XCTAssertEqual(document.sections.flatMap(\.codeBlocks).count, 4)
        XCTAssertTrue(document.allBlocks.allSatisfy { $0.range.file == "uikit-dynamics/ru.html" })
    }

    /// A page saved with a byte-order mark keeps its ranges as offsets into the file, mark included, in every
    /// format: each block's range selects its own text.
    func testRangesCountTheByteOrderMark() throws {
        let pages = [
            ("page.md", "# Заголовок\n\nПривет мир.\n\n```swift\nlet a = 1\n```\n"),
            ("page.txt", "Привет мир.\n\nЭто страница.\n"),
            ("page.html", "<html><body><h1>Заголовок</h1><p>Привет мир.</p><pre>let a = 1</pre></body></html>")
        ]
        for (name, text) in pages {
            let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array(text.utf8)
            let document = try DocumentReader().read(filePath: write(name, bytes), as: name)
            XCTAssertFalse(document.allBlocks.isEmpty, name)
            for block in document.allBlocks {
                let slice = String(decoding: bytes[block.range.byteStart..<block.range.byteEnd], as: UTF8.self)
                XCTAssertTrue(slice.contains(block.text), "\(name): \(block.kind) '\(block.text)' has the range of '\(slice)'")
            }
        }
    }

    func testManifestFactsWinOverWhatThePageSays() throws {
        let document = try DocumentReader().document(
            from: Array(MarkdownParserTests.seedPage.utf8), path: "x/hi.md",
            format: .markdown, topic: "other", declaredLanguage: .hi)
        XCTAssertEqual(document.declaredLanguage, .hi)
        XCTAssertEqual(document.topic, "other")
        XCTAssertEqual(document.title, "Динамика UIKit")
    }

    func testTopicFallsBackToFrontMatterThenToTheFileStem() throws {
        let markdown = try DocumentReader().document(from: Array(MarkdownParserTests.seedPage.utf8), path: "a/ru.md")
        XCTAssertEqual(markdown.topic, "uikit-dynamics")
        let plain = try DocumentReader().document(from: Array("Просто текст\n".utf8), path: "notes/gravity.v2.txt")
        XCTAssertEqual(plain.topic, "gravity.v2")
        XCTAssertEqual(plain.format, .plainText)
    }

    func testFormatComesFromTheExtensionAndFromContentWhenTheExtensionSaysLittle() {
        XCTAssertEqual(FormatDetector.detect(path: "a/ru.HTM", bytes: Array("plain".utf8)), .html)
        XCTAssertEqual(FormatDetector.detect(path: "a/ru.markdown", bytes: Array("<html>".utf8)), .markdown)
        XCTAssertEqual(
            FormatDetector.detect(path: "a/saved.txt", bytes: [0xEF, 0xBB, 0xBF] + Array("\n <!DOCTYPE HTML><html>".utf8)), .html)
        XCTAssertEqual(FormatDetector.detect(path: "a/README", bytes: Array("intro\n\n## Usage\n".utf8)), .markdown)
        XCTAssertEqual(FormatDetector.detect(path: "a/ru.txt", bytes: Array("# not markdown in a .txt\n".utf8)), .plainText)
        XCTAssertEqual(FormatDetector.detect(path: "a/notes", bytes: Array("Динамика UIKit\n".utf8)), .plainText)
        XCTAssertNil(FormatDetector.format(forExtension: "png"))
    }

    // MARK: - Hashing

    func testContentHashIsSHA256() {
        XCTAssertEqual(SHA256.hex(of: []), "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        XCTAssertEqual(SHA256.hex(of: Array("abc".utf8)), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        XCTAssertEqual(
            SHA256.hex(of: Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8)),
            "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        XCTAssertEqual(
            SHA256.hex(of: [UInt8](repeating: 0x61, count: 1_000_000)),
            "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    // MARK: - Refusals

    func testMissingFileDirectoryAndEmptyFileEachGiveOneMessageNamingTheFile() {
        let missing = readError {
            try DocumentReader().read(filePath: folder.appendingPathComponent("gone.txt").path, as: "t/gone.txt")
        }
        XCTAssertEqual(missing?.file, "t/gone.txt")
        XCTAssertTrue(missing?.message.contains("no longer exists") ?? false)
        let directory = readError { try DocumentReader().read(filePath: folder.path, as: "t") }
        XCTAssertEqual(directory?.message, "not a regular file (a folder)")
        let empty = readError { try DocumentReader().read(filePath: write("empty.md", []), as: "t/empty.md") }
        XCTAssertEqual(empty?.description, "t/empty.md: error: the file is empty; nothing to index")
    }

    func testOversizedFileIsRefusedUnreadAndAcceptedUnderARaisedLimit() throws {
        let page = Array(MarkdownParserTests.seedPage.utf8)
        let path = write("big.md", page)
        let small = DocumentReader(options: .init(maxFileBytes: 1024))
        let refusal = readError { try small.read(filePath: path, as: "t/big.md") }
        XCTAssertTrue(refusal?.message.contains("over the 1 KB limit") ?? false, "\(String(describing: refusal))")
        XCTAssertNoThrow(try DocumentReader().read(filePath: path, as: "t/big.md"))
    }
}
