@testable import DoctoolCLI
import Foundation
import XCTest

final class AlignCommandTests: XCTestCase {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    func run(_ arguments: [String]) -> (code: Int32, out: String, err: String) {
        let out = BufferOutput(), err = BufferOutput()
        let context = CommandContext(out: out, err: err, workingDirectory: Self.repository, isTerminal: false)
        let code = Doctool.main(arguments, context: context)
        return (code, out.text, err.text)
    }

    func testTextShowsGroupsSideBySideWithRelatedLinksAndCoverage() {
        let (code, out, err) = run(["align", "--topic", "uikit-dynamics"])
        XCTAssertEqual(code, ExitCode.success, err)
        XCTAssertTrue(out.hasPrefix("Topic uikit-dynamics: 3 document(s), 9 group(s); reference uikit-dynamics/ru.txt"), out)
        // The sticky-corners group: one line per language with file:lines (from the working folder, as every
        // command names files) and heading, then how it was linked.
        XCTAssertTrue(out.contains("uikit-dynamics/06  Эффект «Sticky Corners» с использованием UIFieldBehaviors"))
        XCTAssertTrue(out.contains("  zh  corpus/uikit-dynamics/zh.txt:1-262  使用 UIFieldBehaviors 的粘滞角效果\n      content 0."))
        XCTAssertTrue(
            out.contains(
                "related displaying-animation-in-ios/03 corpus/displaying-animation-in-ios/en.txt:90-137 “UIKit Dynamics”"))
        XCTAssertTrue(out.contains("Coverage (uikit-dynamics)"))
        XCTAssertTrue(out.contains("9/9 100%  9/9 100%  1/9 11%"), out)
        XCTAssertFalse(out.contains("Topic displaying-animation-in-ios"), "--topic shows one topic")
    }

    func testJSONHasStableSortedGroupRecords() throws {
        let first = run(["align", "--json"])
        XCTAssertEqual(first.code, ExitCode.success, first.err)
        XCTAssertEqual(run(["align", "--json"]).out, first.out, "same corpus, same bytes")
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(first.out.utf8)) as? [String: Any])
        let topics = try XCTUnwrap(object["topics"] as? [[String: Any]])
        XCTAssertEqual(
            topics.compactMap { $0["topic"] as? String },
            ["displaying-animation-in-ios", "uidynamicanimator-guide", "uikit-dynamics"])
        let groups = try XCTUnwrap(topics[2]["groups"] as? [[String: Any]])
        let ids = groups.compactMap { $0["id"] as? String }
        XCTAssertEqual(ids, ids.sorted())
        let members = try XCTUnwrap(groups[5]["members"] as? [[String: Any]])
        XCTAssertEqual(members.compactMap { $0["language"] as? String }, ["ru", "hi", "zh"])
        XCTAssertNotNil(topics[2]["coverage"] as? [String: Any])
    }

    func testUnknownTopicAndMissingCorpusAreMissingInput() {
        let topic = run(["align", "--topic", "nope"])
        XCTAssertEqual(topic.code, ExitCode.noInput)
        XCTAssertTrue(topic.err.contains("Error: no topic 'nope' in corpus; topics: displaying-animation-in-ios, "), topic.err)
        let corpus = run(["align", "--corpus", "no-such-folder"])
        XCTAssertEqual(corpus.code, ExitCode.noInput)
        XCTAssertEqual(corpus.err, "Error: corpus folder 'no-such-folder' not found; pass --corpus DIR\n")
    }

    func testHelpAndUsage() {
        let help = run(["help", "align"])
        XCTAssertTrue(help.out.contains("USAGE: doctool align [--topic T] [--json] [--corpus DIR]"))
        XCTAssertTrue(run(["--help"]).out.contains("  align "))
        XCTAssertEqual(run(["align", "--frobnicate"]).code, ExitCode.usage)
    }
}
