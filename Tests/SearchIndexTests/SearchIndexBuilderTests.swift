import DocumentModel
@testable import SearchIndex
import XCTest

final class SearchIndexBuilderTests: XCTestCase {
    private func bytes(_ url: URL) throws -> Data { try Data(contentsOf: url) }

    private func ids(_ reader: SearchIndexReader, _ query: String) throws -> [String] {
        try reader.search(SearchRequest(query: query, limit: 50)).hits.map(\.section.id)
    }

    // MARK: - Term statistics

    func testTermCountsAreTheSectionsEachTokenOccursIn() throws {
        let fixture = try IndexFixture()
        var documents = try CorpusFixture.documents()
        try SearchIndexBuilder.build(at: fixture.directory, documents: documents)
        func check(_ terms: [String]) throws {
            let database = try SQLiteDatabase(path: fixture.database.path, mode: .readOnly)
            for term in terms {
                let counted = try database.prepare("SELECT sections FROM terms WHERE term = ?").rows([.text(term)]) { $0.int(0) }
                let matching = try database.prepare("SELECT count(*) FROM section_text WHERE section_text MATCH ?")
                    .rows([.text("\"\(term)\"")]) { $0.int(0) }
                XCTAssertEqual(counted, matching, term)
            }
        }
        try check(["uiview", "uipushbehavior", "квадрат", "重力", "behavior"])

        // After an update the counts follow the new text.
        documents[0].contentHash = "changed"
        documents[0].sections[0].heading += " UIPushBehavior"
        try SearchIndexBuilder.build(at: fixture.directory, documents: documents)
        try check(["uipushbehavior"])
    }

    // MARK: - Incremental

    func testReindexingAnUnchangedCorpusWritesNothing() throws {
        let fixture = try IndexFixture()
        let documents = try CorpusFixture.documents()
        let first = try SearchIndexBuilder.build(at: fixture.directory, documents: documents)
        XCTAssertTrue(first.rebuilt)
        XCTAssertEqual(first.added.count, 5)
        let before = try bytes(fixture.database)
        let inode = try FileManager.default.attributesOfItem(atPath: fixture.database.path)[.systemFileNumber] as? Int

        let second = try SearchIndexBuilder.build(at: fixture.directory, documents: documents)
        XCTAssertTrue(second.isNoOp)
        XCTAssertEqual(second.unchanged.count, 5)
        XCTAssertEqual(try bytes(fixture.database), before)
        let after = try FileManager.default.attributesOfItem(atPath: fixture.database.path)[.systemFileNumber] as? Int
        XCTAssertEqual(inode, after, "a no-op build must not replace the file")
    }

    /// A database with a table missing is rebuilt, not reused as unchanged (it answered every search with an error).
    func testADamagedDatabaseIsRebuilt() throws {
        let fixture = try IndexFixture()
        let documents = try CorpusFixture.documents()
        try SearchIndexBuilder.build(at: fixture.directory, documents: documents)
        let database = try SQLiteDatabase(path: fixture.database.path, mode: .readWrite)
        try database.execute("DROP TABLE sections")
        XCTAssertNil(SearchIndexBuilder.storedFingerprints(at: fixture.database))
        // The table list the check walks is the one the schema creates.
        let created = SearchSchema.create.components(separatedBy: "\n").compactMap { line -> String? in
            guard let range = line.range(of: #"CREATE (VIRTUAL )?TABLE \w+"#, options: .regularExpression) else { return nil }
            return line[range].split(separator: " ").last.map(String.init)
        }
        XCTAssertEqual(created, SearchSchema.tables)
        let again = try SearchIndexBuilder.build(at: fixture.directory, documents: documents)
        XCTAssertTrue(again.rebuilt)
        XCTAssertFalse(
            try SearchIndexReader(directory: fixture.directory).search(SearchRequest(query: "UIGravityBehavior")).hits.isEmpty)
    }

    func testAChangedDocumentIsTheOnlyOneReindexed() throws {
        let fixture = try IndexFixture()
        var documents = try CorpusFixture.documents()
        try SearchIndexBuilder.build(at: fixture.directory, documents: documents)

        // The Russian page changes: its falling-square prose gains a word no other page has.
        let index = try XCTUnwrap(documents.firstIndex { $0.path == "uikit-dynamics/ru.txt" })
        documents[index].contentHash = "changed"
        let section = try XCTUnwrap(documents[index].sections.firstIndex { $0.id == "uikit-dynamics/ru.txt#14" })
        documents[index].sections[section].prose[0].text += " Треугольники"
        let report = try SearchIndexBuilder.build(at: fixture.directory, documents: documents)
        XCTAssertEqual(report.updated, ["uikit-dynamics/ru.txt"])
        XCTAssertEqual(report.unchanged.count, 4)
        XCTAssertFalse(report.rebuilt)

        let reader = try SearchIndexReader(directory: fixture.directory)
        XCTAssertEqual(try ids(reader, "треугольник"), ["uikit-dynamics/ru.txt#14"])
        XCTAssertEqual(try reader.sectionCount(), documents.reduce(0) { $0 + $1.sections.count })
        // The other documents are still found as before.
        XCTAssertEqual(try ids(reader, "重力").first, "uidynamicanimator-guide/zh.txt#49")
    }

    /// The index pipeline plans from the previous index, then builds in a folder of its own from a link to
    /// it, following that plan: the update must be the one a build that reads the file itself makes.
    func testABuildFollowingAPlanWritesWhatABuildThatReadsTheFileWrites() throws {
        let reading = try IndexFixture(), following = try IndexFixture()
        var documents = try CorpusFixture.documents()
        try SearchIndexBuilder.build(at: reading.directory, documents: documents)
        try SearchIndexBuilder.build(at: following.directory, documents: documents)
        let index = try XCTUnwrap(documents.firstIndex { $0.path == "uikit-dynamics/ru.txt" })
        documents[index].contentHash = "changed"
        let section = try XCTUnwrap(documents[index].sections.firstIndex { $0.id == "uikit-dynamics/ru.txt#14" })
        documents[index].sections[section].prose[0].text += " Треугольники"
        documents.removeAll { $0.path == "uikit-dynamics/zh.txt" }

        let plan = SearchIndexBuilder.plan(previous: following.database, documents: documents)
        XCTAssertEqual(plan.updated, ["uikit-dynamics/ru.txt"])
        XCTAssertEqual(plan.removed, ["uikit-dynamics/zh.txt"])
        let followed = try SearchIndexBuilder.build(at: following.directory, documents: documents, following: plan)
        let read = try SearchIndexBuilder.build(at: reading.directory, documents: documents)
        XCTAssertEqual(followed, read)
        XCTAssertEqual(try bytes(following.database), try bytes(reading.database))
        XCTAssertEqual(try ids(SearchIndexReader(directory: following.directory), "треугольник").count, 1)
    }

    func testAlignmentChangeAloneReindexesTheDocument() throws {
        let fixture = try IndexFixture()
        var documents = try CorpusFixture.documents()
        try SearchIndexBuilder.build(at: fixture.directory, documents: documents)
        let index = try XCTUnwrap(documents.firstIndex { $0.path == "uikit-dynamics/zh.txt" })
        documents[index].sections[0].groupID = nil
        let report = try SearchIndexBuilder.build(at: fixture.directory, documents: documents)
        XCTAssertEqual(report.updated, ["uikit-dynamics/zh.txt"])
        let reader = try SearchIndexReader(directory: fixture.directory)
        let group = try XCTUnwrap(reader.search(SearchRequest(query: "粘滞")).groups.first)
        XCTAssertNil(group.groupID)
        XCTAssertEqual(group.otherVersions, [])
    }

    func testRemovedDocumentsLeaveTheIndex() throws {
        let fixture = try IndexFixture()
        let documents = try CorpusFixture.documents()
        try SearchIndexBuilder.build(at: fixture.directory, documents: documents)
        let report = try SearchIndexBuilder.build(
            at: fixture.directory,
            documents: documents.filter { $0.language != .zh })
        XCTAssertEqual(report.removed, ["uidynamicanimator-guide/zh.txt", "uikit-dynamics/zh.txt"])
        let reader = try SearchIndexReader(directory: fixture.directory)
        XCTAssertEqual(try ids(reader, "重力"), [])
        XCTAssertFalse(try ids(reader, "квадратом").isEmpty)
    }

    // MARK: - Atomic replace

    func testAFailedBuildLeavesThePreviousIndexAndNoTemporaryFile() throws {
        let fixture = try IndexFixture()
        var documents = try CorpusFixture.documents()
        try SearchIndexBuilder.build(at: fixture.directory, documents: documents)
        let before = try bytes(fixture.database)

        documents[0].contentHash = "changed"
        documents[1].sections.append(documents[0].sections[0])  // a duplicate section id
        XCTAssertThrowsError(try SearchIndexBuilder.build(at: fixture.directory, documents: documents)) { error in
            XCTAssertEqual(error as? SearchIndexError, .duplicateSection(id: documents[0].sections[0].id))
        }
        XCTAssertEqual(try bytes(fixture.database), before)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: fixture.directory.path), [SearchIndexBuilder.fileName])
    }

    func testAnOpenReaderKeepsTheIndexItOpenedWhileANewOneIsRenamedIn() throws {
        let fixture = try IndexFixture()
        let documents = try CorpusFixture.documents()
        try SearchIndexBuilder.build(at: fixture.directory, documents: documents)
        let oldReader = try SearchIndexReader(directory: fixture.directory)
        XCTAssertFalse(try ids(oldReader, "碰撞").isEmpty)

        try SearchIndexBuilder.build(at: fixture.directory, documents: documents.filter { $0.language != .zh })
        XCTAssertFalse(try ids(oldReader, "碰撞").isEmpty, "the old reader still sees a whole old index")
        XCTAssertEqual(try ids(SearchIndexReader(directory: fixture.directory), "碰撞"), [])
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: fixture.directory.path), [SearchIndexBuilder.fileName])
    }

    // MARK: - Determinism

    func testFromScratchBuildsAreByteIdenticalWhateverTheInputOrder() throws {
        let documents = try CorpusFixture.documents()
        let first = try IndexFixture(), second = try IndexFixture()
        try SearchIndexBuilder.build(at: first.directory, documents: documents)
        try SearchIndexBuilder.build(at: second.directory, documents: documents.reversed())
        XCTAssertEqual(try bytes(first.database), try bytes(second.database))
    }

    func testRebuildAfterAnIncrementalUpdateMatchesAFreshBuild() throws {
        var documents = try CorpusFixture.documents()
        let incremental = try IndexFixture(), fresh = try IndexFixture()
        try SearchIndexBuilder.build(at: incremental.directory, documents: documents)
        documents[0].contentHash = "changed"
        documents[0].sections[0].heading += " (2)"
        try SearchIndexBuilder.build(at: incremental.directory, documents: documents)
        try SearchIndexBuilder.build(at: fresh.directory, documents: documents)
        try SearchIndexBuilder.build(at: incremental.directory, documents: documents, rebuild: true)
        XCTAssertEqual(try bytes(incremental.database), try bytes(fresh.database))
    }

    func testAnIndexOfAnotherAnalyzerVersionIsRebuilt() throws {
        let fixture = try IndexFixture()
        let documents = try CorpusFixture.documents()
        try SearchIndexBuilder.build(at: fixture.directory, documents: documents)
        do {
            let database = try SQLiteDatabase(path: fixture.database.path, mode: .readWrite)
            try database.execute("UPDATE meta SET value = '0' WHERE key = 'analyzer'")
        }
        let report = try SearchIndexBuilder.build(at: fixture.directory, documents: documents)
        XCTAssertTrue(report.rebuilt)
        XCTAssertEqual(report.added.count, 5)
    }

    // MARK: - Copying the previous index

    /// The copy an update starts from holds the previous file's bytes and permissions; it never overwrites a file, and
    /// a copy that fails leaves nothing behind.
    func testThePreviousIndexIsCopiedWholeAndAFailedCopyLeavesNothing() throws {
        let fixture = try IndexFixture()
        let source = fixture.directory.appendingPathComponent("source")
        // More than one `sendfile` page and not a multiple of one.
        let content = Data((0..<(3 << 20) + 17).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 >> 9) })
        try content.write(to: source)
        chmod(source.path, 0o640)
        let copy = fixture.directory.appendingPathComponent("copy")
        try SearchIndexBuilder.copyFile(source, to: copy)
        XCTAssertEqual(try bytes(copy), content)
        let attributes = try FileManager.default.attributesOfItem(atPath: copy.path)
        XCTAssertEqual((attributes[.posixPermissions] as? NSNumber)?.intValue, 0o640)
        XCTAssertThrowsError(try SearchIndexBuilder.copyFile(source, to: copy), "an existing file is not overwritten")
        XCTAssertEqual(try bytes(copy), content)
        let missing = fixture.directory.appendingPathComponent("missing")
        let nowhere = fixture.directory.appendingPathComponent("nowhere")
        XCTAssertThrowsError(try SearchIndexBuilder.copyFile(missing, to: nowhere))
        XCTAssertFalse(FileManager.default.fileExists(atPath: nowhere.path))
    }
}
