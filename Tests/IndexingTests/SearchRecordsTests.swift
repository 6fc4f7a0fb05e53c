import DocumentModel
@testable import Indexing
import XCTest

final class SearchRecordsTests: XCTestCase {
    /// The lookup built once gives, for every section of the shipped corpus, what asking the analysis section by section
    /// gives: the same samples in the same order and the same group.
    func testTheSectionLookupAnswersLikeTheAnalysis() throws {
        let folder = try ScratchFolder()
        try folder.copyShippedCorpus(to: "corpus")
        let documents = IndexPipeline().ingest(CorpusScanner().scan(root: folder.url.appendingPathComponent("corpus"))).documents
        let analysis = CorpusAnalysis(documents: documents)
        let lookup = SearchRecords.SectionLookup(analysis)
        var grouped = 0
        for document in documents {
            for index in document.sections.indices {
                XCTAssertEqual(
                    lookup.samples(in: document.path, section: index).map(\.id),
                    analysis.samples(in: document.path, section: index).map(\.id), "\(document.path)#\(index)")
                let expected = analysis.alignment.group(containing: document.path, section: index)?.id
                XCTAssertEqual(lookup.groupID(of: document.path, section: index), expected, "\(document.path)#\(index)")
                if expected != nil { grouped += 1 }
            }
        }
        XCTAssertGreaterThan(grouped, 20, "the corpus has groups to find")
        XCTAssertEqual(lookup.samples(in: "nowhere.txt", section: 0).count, 0)
    }
}
