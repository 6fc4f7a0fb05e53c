import Foundation
import SearchIndex
import XCTest

/// A temporary index folder, removed when the test ends.
final class IndexFixture {
    let directory: URL

    init() throws {
        directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("searchindex-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: directory)
    }

    var database: URL { directory.appendingPathComponent(SearchIndexBuilder.fileName) }

    /// The index built from the whole corpus fixture, and a reader on it.
    static func corpus() throws -> (IndexFixture, SearchIndexReader) {
        let fixture = try IndexFixture()
        try SearchIndexBuilder.build(at: fixture.directory, documents: try CorpusFixture.documents())
        return (fixture, try SearchIndexReader(directory: fixture.directory))
    }
}
