import Foundation
import XCTest

@testable import Indexing

/// The cache's packs: the table finds every entry's bytes, a pack is never written into once it is made, and
/// the packs that are mostly dead or small are folded into the next run's.
final class CachePackTests: XCTestCase {
    private func built(
        in folder: URL, previous: URL? = nil, adding: [String: String], keeping: [String: CachePack.Location] = [:]
    ) throws -> (files: [String: URL], entries: [String: CachePack.Location]) {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let builder = PackBuilder(pending: folder, previous: previous)
        for key in adding.keys.sorted() { builder.append(Array(adding[key]!.utf8), key: key) }
        for (key, location) in keeping { builder.keep(key, at: location) }
        let finished = builder.finish()
        XCTAssertNil(finished.note)
        return (finished.files, CachePack.entries(in: folder))
    }

    private func text(_ location: CachePack.Location?, in folder: URL) -> String? {
        location.flatMap { CachePack.read($0, in: folder) }.map { String(decoding: $0, as: UTF8.self) }
    }

    func testTheTableFindsEveryEntryAndDamageFindsNone() throws {
        let folder = try ScratchFolder()
        let first = folder.url.appendingPathComponent("first")
        let made = try built(in: first, adding: ["b": "bee", "a": "ay", "c": "sea"])
        XCTAssertEqual(Set(made.files.keys).subtracting([CachePack.tableName]).count, 1, "one pack")
        XCTAssertEqual(Set(made.entries.values.map(\.pack)).count, 1)
        for (key, value) in ["a": "ay", "b": "bee", "c": "sea"] { XCTAssertEqual(text(made.entries[key], in: first), value) }
        // Entries are appended in the order given (the pipeline gives page order): "b" then "a" would be "beeay".
        let pack = try XCTUnwrap(made.entries["a"]?.pack)
        XCTAssertEqual(try String(contentsOf: first.appendingPathComponent(pack), encoding: .utf8), "aybeesea")

        // A range past the pack's end reads as nothing; so does a table of other bytes.
        XCTAssertNil(CachePack.read(CachePack.Location(pack: pack, offset: 6, length: 10), in: first))
        XCTAssertNil(CachePack.read(CachePack.Location(pack: "missing.pack", offset: 0, length: 1), in: first))
        try Data("doctool pages.table 1\n\u{8}".utf8).write(to: first.appendingPathComponent(CachePack.tableName))
        XCTAssertEqual(CachePack.entries(in: first), [:])
    }

    func testAPackThatCannotBeWrittenIsReportedAndNotListed() throws {
        let folder = try ScratchFolder()
        let first = folder.url.appendingPathComponent("first")
        let made = try built(in: first, adding: ["a": "ay"])
        // The pending folder is a file: the new entries cannot be written, the kept one still can be listed.
        let blocked = folder.url.appendingPathComponent("blocked")
        try Data().write(to: blocked)
        let builder = PackBuilder(pending: blocked, previous: first)
        builder.append(Array("bee".utf8), key: "b")
        builder.append(Array("sea".utf8), key: "c")
        builder.keep("a", at: made.entries["a"]!)
        let finished = builder.finish()
        XCTAssertEqual(finished.files, [:], "no table can be written there either")
        XCTAssertEqual(finished.note?.hasPrefix("cache: the page table not kept"), true, "\(finished.note ?? "")")

        let other = folder.url.appendingPathComponent("other")
        try FileManager.default.createDirectory(at: other, withIntermediateDirectories: true)
        let partial = other.appendingPathComponent(".partial-pages.pack")
        try FileManager.default.createDirectory(at: partial, withIntermediateDirectories: true)  // open fails on it
        let failing = PackBuilder(pending: other, previous: first)
        failing.append(Array("bee".utf8), key: "b")
        failing.append(Array("sea".utf8), key: "c")
        failing.keep("a", at: made.entries["a"]!)
        let kept = failing.finish()
        XCTAssertEqual(kept.note?.hasPrefix("cache: 2 page analyses not kept"), true, "\(kept.note ?? "")")
        XCTAssertEqual(CachePack.entries(in: other).keys.sorted(), ["a"], "the kept entry is still listed")
    }

    func testMostlyDeadOrSmallPacksAreFoldedIntoTheNewOne() {
        XCTAssertEqual(CachePack.absorbed(sizes: ["big": 1000], used: ["big": 600]), [])
        XCTAssertEqual(CachePack.absorbed(sizes: ["big": 1000], used: ["big": 400]), ["big"], "less than half used")
        XCTAssertEqual(
            CachePack.absorbed(sizes: ["big": 1000, "small": 100], used: ["big": 1000, "small": 100]), ["small"],
            "smaller than an eighth of the largest")
        XCTAssertEqual(CachePack.absorbed(sizes: ["big": 1000, "mid": 200], used: ["big": 1000, "mid": 200]), [])
        XCTAssertEqual(CachePack.absorbed(sizes: ["gone": 50], used: [:]), ["gone"], "nothing used")
    }

    func testAKeptEntryStaysInItsPackUnlessThePackIsFolded() throws {
        let folder = try ScratchFolder()
        let first = folder.url.appendingPathComponent("first")
        let made = try built(in: first, adding: ["a": "ay", "b": "bee", "c": "sea"])
        let firstPack = try XCTUnwrap(made.entries["a"]?.pack)

        // Two of three kept: the first pack is linked as it is, the new entry goes into a pack of its own.
        let second = folder.url.appendingPathComponent("second")
        let kept = try built(
            in: second, previous: first, adding: ["d": "dee"], keeping: ["a": made.entries["a"]!, "c": made.entries["c"]!])
        XCTAssertEqual(kept.files[firstPack], first.appendingPathComponent(firstPack))
        XCTAssertEqual(kept.entries["a"], made.entries["a"])
        XCTAssertNil(kept.entries["b"])
        XCTAssertNotEqual(kept.entries["d"]?.pack, firstPack)
        XCTAssertEqual(text(kept.entries["d"], in: second), "dee")
        XCTAssertEqual(
            try String(contentsOf: first.appendingPathComponent(firstPack), encoding: .utf8), "aybeesea", "never written into")

        // One of three kept: less than half used, so its entry is copied and the pack is not linked.
        let third = folder.url.appendingPathComponent("third")
        let folded = try built(in: third, previous: first, adding: ["e": "ee"], keeping: ["c": made.entries["c"]!])
        XCTAssertNil(folded.files[firstPack])
        XCTAssertEqual(Set(folded.files.keys).subtracting([CachePack.tableName]).count, 1)
        XCTAssertEqual(text(folded.entries["c"], in: third), "sea")
        XCTAssertEqual(text(folded.entries["e"], in: third), "ee")
        XCTAssertEqual(folded.entries["c"]?.pack, folded.entries["e"]?.pack)
    }
}
