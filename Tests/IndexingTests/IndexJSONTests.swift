import DocumentModel
import Foundation
@testable import Indexing
import SampleAnalysis
import XCTest

final class IndexJSONTests: XCTestCase {
    private struct Item: Codable {
        var name: String
        var tags: [String]
        var nested: [String: [Int]]
    }

    private struct Holder: Codable {
        var alpha: [Int]
        var items: [Item]
        var zeta: [String: String]
        var note: String
    }

    private func streamed<S: Encodable, E: Encodable & Sendable>(
        _ skeleton: S, key: String, _ elements: [E],
        jobs: Int = 1
    ) throws -> Data {
        let folder = try ScratchFolder()
        let url = folder.url.appendingPathComponent("out.json")
        try IndexJSON.write(skeleton, key: key, elements: elements, to: url, jobs: jobs)
        return try Data(contentsOf: url)
    }

    /// An object spliced from its members' encodings is what encoding the object whole gives: keys in
    /// `.sortedKeys` order (capitals, `_` and digits before lower case, "a10" before "a2"), nested objects and
    /// arrays indented, empty ones and strings holding escaped line feeds as they are, and no members at all.
    func testObjectFromMemberFragmentsIsTheWholeEncoding() throws {
        let item = Item(name: "line one\nline two", tags: [], nested: ["z": [], "a": [1, 2]])
        let members: [String: Data] = try [
            "items": IndexJSON.member([item, item]), "alpha": IndexJSON.member([Int]()),
            "Zeta": IndexJSON.member([String: String]()), "_x": IndexJSON.member(0.5),
            "a10": IndexJSON.member("slash / é"), "quote \" back\\slash": IndexJSON.member(1),
            "a2": IndexJSON.member(Holder(alpha: [3], items: [], zeta: ["k": "v"], note: ""))
        ]
        let whole: [String: JSONValue] = try members.mapValues { try JSONDecoder().decode(JSONValue.self, from: $0) }
        let folder = try ScratchFolder()
        func written(_ members: [String: Data]) throws -> Data {
            let file = folder.url.appendingPathComponent("object.json")
            try IndexJSON.writeObject(members, to: file)
            return try Data(contentsOf: file)
        }
        XCTAssertEqual(
            String(decoding: try written(members), as: UTF8.self),
            String(decoding: try IndexJSON.encode(whole), as: UTF8.self))
        XCTAssertEqual(try written([:]), try IndexJSON.encode([String: JSONValue]()))
    }

    /// Elements encoded on two threads, over several windows of them, come out in order, as one thread writes them.
    func testStreamingOnTwoThreadsGivesTheSameBytes() throws {
        let items = (0..<300).map { Item(name: "item \($0)", tags: ["t\($0 % 7)"], nested: ["n": [$0]]) }
        let whole = Holder(alpha: [1], items: items, zeta: [:], note: "many")
        var skeleton = whole
        skeleton.items = []
        let expected = try IndexJSON.encode(whole)
        XCTAssertEqual(try streamed(skeleton, key: "items", items, jobs: 2), expected)
        XCTAssertEqual(try streamed(skeleton, key: "items", items, jobs: 1), expected)
    }

    /// The streamed file is byte for byte what encoding the whole value gives, with empty arrays and objects
    /// inside the elements and around the array, strings holding escaped newlines and slashes, and no elements.
    func testStreamingOneArrayGivesTheBytesOfTheWholeEncoding() throws {
        let items = [
            Item(name: "a/b", tags: [], nested: [:]),
            Item(name: "line\nbreak \"quoted\"", tags: ["x", "y"], nested: ["k": [], "j": [1, 2]]),
            Item(name: "стриж 迅速", tags: ["तीव्र"], nested: ["z": [3]])
        ]
        for count in 0...items.count {
            let whole = Holder(alpha: [], items: Array(items.prefix(count)), zeta: ["b": "c"], note: "")
            var skeleton = whole
            skeleton.items = []
            XCTAssertEqual(
                String(decoding: try streamed(skeleton, key: "items", whole.items), as: UTF8.self),
                String(decoding: try IndexJSON.encode(whole), as: UTF8.self), "\(count) items")
        }
    }

    /// An element marked large is written into the file as it is encoded, a megabyte at a time, between its own
    /// elements: the file is still the whole value's encoding, beside small elements encoded on two threads.
    func testALargeElementWrittenAsItIsEncodedGivesTheSameBytes() throws {
        struct Lists: Codable {
            var lists: [[String]]
            var note: String
        }
        let line = String(repeating: "strings \"quoted\" / стриж ", count: 4)
        let large = (0..<30_000).map { "\($0) \(line)" }  // over 3 MB encoded: drained several times
        let whole = Lists(lists: [["a"], large, [], ["b", "c"], large.suffix(10)], note: "end")
        XCTAssertGreaterThan(try PrettyJSONEncoder.encode(large).count, 3 << 20)
        let folder = try ScratchFolder()
        let url = folder.url.appendingPathComponent("lists.json")
        for jobs in [1, 2] {
            try IndexJSON.write(
                Lists(lists: [], note: "end"), key: "lists", elements: whole.lists, to: url, jobs: jobs,
                isLarge: { $0.count > 1000 })
            XCTAssertEqual(try Data(contentsOf: url), try IndexJSON.encode(whole), "\(jobs) jobs")
        }
    }

    /// A file of several of the megabytes `elements` reads at a time: elements cut by a read are found whole.
    func testElementsAcrossTheReadsOfALargeFileAreFoundWhole() throws {
        let items = (0..<30_000).map { Item(name: "item \($0)", tags: ["t"], nested: ["k": [$0]]) }
        let bytes = try IndexJSON.encode(Holder(alpha: [], items: items, zeta: [:], note: ""))
        XCTAssertGreaterThan(bytes.count, 2 << 20)
        let folder = try ScratchFolder()
        let source = folder.url.appendingPathComponent("large.json")
        try bytes.write(to: source)
        let found = try XCTUnwrap(IndexJSON.elements(of: "items", inFileAt: source, member: "name"))
        XCTAssertEqual(found.count, items.count)
        for (element, item) in zip(found, items) where element.member != (try IndexJSON.fragment(item.name)) {
            XCTFail("\(item.name) read as \(String(decoding: element.member ?? Data(), as: UTF8.self))")
            break
        }
        XCTAssertEqual(found.last.map { bytes[$0.range.upperBound...].starts(with: Data("\n  ]".utf8)) }, true)
    }

    /// `elements(of:inFileAt:member:)` finds each element of a streamed file where `write` put it, with its member, and
    /// writing again with some runs of those bytes kept gives the file that encoding every element gives.
    func testElementsOfAWrittenFileAreFoundAndKeptRunsGiveTheSameBytes() throws {
        let items = (0..<150).map { index in
            Item(
                name: index % 3 == 0 ? "a, \"b\",\nc" : "item \(index)", tags: index % 2 == 0 ? [] : ["t,"],
                nested: index % 5 == 0 ? [:] : ["k": [index, 2]])
        }
        let whole = Holder(alpha: [4], items: items, zeta: ["z": "w"], note: "n")
        var skeleton = whole
        skeleton.items = []
        let expected = try IndexJSON.encode(whole)
        let folder = try ScratchFolder()
        let source = folder.url.appendingPathComponent("previous.json")
        try expected.write(to: source)
        let found = try XCTUnwrap(IndexJSON.elements(of: "items", inFileAt: source, member: "name"))
        XCTAssertEqual(found.count, items.count)
        for (element, item) in zip(found, items) {
            let lines = String(decoding: expected[element.range], as: UTF8.self).split(
                separator: "\n", omittingEmptySubsequences: false)
            let dedented = lines.map { $0.isEmpty ? "" : String($0.dropFirst(4)) }.joined(separator: "\n")
            XCTAssertEqual(dedented, String(decoding: try IndexJSON.fragment(item), as: UTF8.self))
            XCTAssertEqual(element.member, try IndexJSON.fragment(item.name))
        }
        XCTAssertEqual(IndexJSON.elements(of: "alpha", inFileAt: source, member: "name")?.map(\.member), [nil])
        XCTAssertNil(IndexJSON.elements(of: "missing", inFileAt: source, member: "name"))
        let empty = folder.url.appendingPathComponent("empty.json")
        try IndexJSON.encode(skeleton).write(to: empty)
        XCTAssertEqual(IndexJSON.elements(of: "items", inFileAt: empty, member: "name")?.count, 0)
        // Runs at the start, in the middle and at the end kept; the elements between them encoded.
        let kept: [Int: (count: Int, bytes: Range<Int>)] = Dictionary(
            uniqueKeysWithValues: [(0, 3), (10, 40), (149, 1)].map { first, count in
                (first, (count, found[first].range.lowerBound..<found[first + count - 1].range.upperBound))
            })
        // Nothing kept: a source that does not exist is never opened.
        let plain = folder.url.appendingPathComponent("plain.json")
        let absent = folder.url.appendingPathComponent("absent.json")
        try IndexJSON.write(skeleton, key: "items", elements: items, to: plain, kept: [:], keptFrom: absent)
        XCTAssertEqual(try Data(contentsOf: plain), expected)
        for jobs in [1, 2] {
            let url = folder.url.appendingPathComponent("kept.json")
            try IndexJSON.write(skeleton, key: "items", elements: items, to: url, jobs: jobs, kept: kept, keptFrom: source)
            XCTAssertEqual(try Data(contentsOf: url), expected, "\(jobs) jobs")
        }
    }

    /// The shipped corpus's sample report, as `doctool index` writes it to samples.json.
    func testStreamedSamplesFileIsTheEncodedReport() throws {
        let folder = try ScratchFolder()
        try folder.copyShippedCorpus(to: "corpus")
        let contents = IndexPipeline().ingest(CorpusScanner().scan(root: folder.url.appendingPathComponent("corpus")))
        let report = CorpusAnalysis(documents: contents.documents).samples
        XCTAssertGreaterThan(report.samples.count, 50)
        var skeleton = report
        skeleton.samples = []
        XCTAssertEqual(try streamed(skeleton, key: "samples", report.samples), try IndexJSON.encode(report))
    }

    /// A skeleton whose member is not an empty array at the top level is refused, and nothing is half-written
    /// in its place.
    func testAKeyThatIsNotAnEmptyTopLevelArrayIsRefused() throws {
        let holder = Holder(alpha: [1], items: [], zeta: [:], note: "")
        let folder = try ScratchFolder()
        let url = folder.url.appendingPathComponent("out.json")
        XCTAssertThrowsError(try IndexJSON.write(holder, key: "alpha", elements: [1, 2], to: url))
        XCTAssertThrowsError(try IndexJSON.write(holder, key: "name", elements: [1, 2], to: url))
        XCTAssertFalse(FileManager.default.fileExists(atPath: url.path))
    }
}
