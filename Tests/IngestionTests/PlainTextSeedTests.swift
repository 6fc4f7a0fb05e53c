import DocumentModel
import Foundation
@testable import Ingestion
import XCTest

// MARK: - Loading the shipped seeds

/// The five plain-text seeds in corpus/, read from disk and parsed the way the corpus reader does.
enum PlainTextSeed {
    static let corpus = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("corpus")

    static let all = [
        "uikit-dynamics/ru.txt", "uikit-dynamics/hi.txt", "uikit-dynamics/zh.txt",
        "uidynamicanimator-guide/zh.txt", "displaying-animation-in-ios/en.txt"
    ]

    static func bytes(_ path: String) throws -> [UInt8] {
        Array(try Data(contentsOf: corpus.appendingPathComponent(path)))
    }

    static func source(_ path: String) throws -> SourceText {
        SourceText(file: path, utf8: try bytes(path))
    }

    static func parse(_ path: String) throws -> (sections: [Section], diagnostics: [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        let sections = PlainTextParser().parse(try source(path), diagnostics: &diagnostics)
        return (sections, diagnostics)
    }
}

/// What a seed's parse must contain, written down from reading the page (line numbers are the file's).
struct PlainTextSeedExpectation {
    var sections: [(title: String, level: Int)]
    var code: [ClosedRange<Int>]
    /// Label line, what it means, and the first line of the code block it introduces.
    var labels: [(line: Int, normalized: String, codeStarts: Int)]
    var chrome: [Int]
    var media: [Int] = []
    var lists: [ClosedRange<Int>] = []

    /// Asserts the parse matches, block kind by block kind.
    func check(_ sections: [Section], file: StaticString = #filePath, line: UInt = #line) {
        let actualSections = sections.map { "\($0.title) @\($0.level)" }
        XCTAssertEqual(actualSections, self.sections.map { "\($0.title) @\($0.level)" }, "sections", file: file, line: line)
        let blocks = sections.flatMap(\.allBlocks)
        let codeRanges = blocks.filter { $0.kind == .code }.map { $0.range.firstLine...$0.range.lastLine }
        XCTAssertEqual(codeRanges, code, "code blocks", file: file, line: line)
        let labelLines = blocks.filter { $0.kind == .codeLabel }.map(\.range.firstLine)
        XCTAssertEqual(labelLines, labels.map(\.line), "label lines", file: file, line: line)
        let hints = blocks.filter { $0.kind == .code && $0.codeHint != nil }.map {
            "\($0.codeHint!.range!.firstLine)→\($0.range.firstLine) \($0.codeHint!.normalized)"
        }
        XCTAssertEqual(
            hints, labels.map { "\($0.line)→\($0.codeStarts) \($0.normalized)" }, "label attachments", file: file, line: line)
        XCTAssertEqual(
            blocks.filter { $0.kind == .chrome }.map(\.range.firstLine), chrome, "chrome lines", file: file, line: line)
        XCTAssertEqual(blocks.filter { $0.kind == .media }.map(\.range.firstLine), media, "media lines", file: file, line: line)
        XCTAssertEqual(
            blocks.filter { $0.kind == .list }.map { $0.range.firstLine...$0.range.lastLine }, lists, "lists",
            file: file, line: line)
    }
}

/// uikit-dynamics/ru.txt and hi.txt are translations of one page whose code lines are byte-identical
/// (checked with diff: only prose, headings and labels differ), so they share their code layout.
enum UIKitDynamicsLayout {
    static let code: [ClosedRange<Int>] = [
        8...12, 18...38, 46...126, 130...247, 255...358, 362...506, 516...546, 550...586, 594...635, 639...683,
        691...892, 896...1115, 1129...1175, 1179...1233, 1239...1255, 1259...1271, 1277...1513, 1517...1747,
        1759...1763, 1767...1769, 1775...1818, 1822...1863, 1869...1930, 1934...1989
    ]
    /// Swift label lines; each is followed (after one blank line) by an Objective-C label further down.
    static let swiftLabels = [44, 253, 514, 592, 689, 1127, 1237, 1275, 1757, 1773, 1867]
    /// One-line paragraphs (the page has no multi-line paragraphs and no lists).
    static let prose = [
        16, 42, 251, 508, 512, 588, 590, 685, 687, 1117, 1119, 1123, 1125, 1235, 1273, 1749, 1753,
        1755, 1771, 1865, 1991
    ]
    static let objcLabels = [128, 360, 548, 637, 894, 1177, 1257, 1515, 1765, 1820, 1932]

    static func labels() -> [(line: Int, normalized: String, codeStarts: Int)] {
        (swiftLabels.map { ($0, "swift") } + objcLabels.map { ($0, "objc") })
            .sorted { $0.0 < $1.0 }
            .map { (line: $0.0, normalized: $0.1, codeStarts: $0.0 + 2) }
    }
}

// MARK: - Invariants every seed must keep

final class PlainTextSeedTests: XCTestCase {
    /// Code blocks are the page's exact lines, and every range cuts exactly its lines out of the file's bytes.
    func testBlocksKeepExactSourceTextAndByteRanges() throws {
        for path in PlainTextSeed.all {
            let bytes = try PlainTextSeed.bytes(path)
            let source = SourceText(file: path, utf8: bytes)
            let (sections, _) = try PlainTextSeed.parse(path)
            for block in sections.flatMap(\.allBlocks) {
                let range = block.range
                XCTAssertEqual(range.file, path)
                let cut = String(decoding: bytes[range.byteStart..<range.byteEnd], as: UTF8.self)
                XCTAssertEqual(cut, source.text(lines: range.firstLine, range.lastLine), "\(range)")
                if block.kind == .code {
                    XCTAssertEqual(block.text, cut, "code must be byte-exact: \(range)")
                    XCTAssertFalse(block.text.hasPrefix("\n") || block.text.hasSuffix("\n"), "no blank edge lines: \(range)")
                }
            }
        }
    }

    /// Blocks come in page order and never overlap; every non-blank line belongs to exactly one block.
    func testBlocksCoverEveryNonBlankLineOnceInOrder() throws {
        for path in PlainTextSeed.all {
            let source = try PlainTextSeed.source(path)
            let (sections, _) = try PlainTextSeed.parse(path)
            var covered = Set<Int>()
            var previousEnd = 0
            for block in sections.flatMap(\.allBlocks) {
                XCTAssertGreaterThan(block.range.firstLine, previousEnd, "\(block.range)")
                previousEnd = block.range.lastLine
                covered.formUnion(block.range.firstLine...block.range.lastLine)
            }
            for line in source.lines where !line.text.allSatisfy(\.isWhitespace) {
                XCTAssertTrue(covered.contains(line.number), "\(path):\(line.number) belongs to no block")
            }
        }
    }

    /// A section's level matches its heading's, and the lead section (no heading) is level 0.
    func testSectionLevelsMatchHeadings() throws {
        for path in PlainTextSeed.all {
            for section in try PlainTextSeed.parse(path).sections {
                if let heading = section.heading {
                    XCTAssertEqual(heading.kind, .heading)
                    XCTAssertEqual(heading.headingLevel, section.level)
                    XCTAssertTrue((1...3).contains(section.level))
                } else {
                    XCTAssertEqual(section.level, 0)
                }
                XCTAssertFalse(section.blocks.contains { $0.kind == .heading })
            }
        }
    }

    /// The seeds are clean: no diagnostics.
    func testSeedsParseWithoutDiagnostics() throws {
        for path in PlainTextSeed.all {
            XCTAssertEqual(try PlainTextSeed.parse(path).diagnostics, [], path)
        }
    }

    /// Each seed's detected language is the one its manifest (`<lang>.manifest.json` beside it) declares.
    func testDocumentLanguageMatchesManifest() throws {
        for path in PlainTextSeed.all {
            let manifestURL = PlainTextSeed.corpus.appendingPathComponent(
                String(path.dropLast(".txt".count)) + ".manifest.json")
            let manifest = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: manifestURL)) as? [String: Any])
            let declared = try XCTUnwrap((manifest["language"] as? String).flatMap(Language.init(rawValue:)), path)
            XCTAssertEqual(LanguageIdentifier.identifyDocument(try PlainTextSeed.parse(path).sections), declared, path)
        }
    }
}
