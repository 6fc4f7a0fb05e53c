import DocumentModel
@testable import Indexing
import XCTest

final class SearchRecordsTests: XCTestCase {
    /// A section's samples read from its page, and its group from the lookup built once, are what asking the
    /// analysis section by section gives, for every section of the shipped corpus: the same samples in the same order
    /// and the same group.
    func testEachSectionsSamplesAndGroupAreTheAnalysisOnes() throws {
        let folder = try ScratchFolder()
        try folder.copyShippedCorpus(to: "corpus")
        let pages = IndexPipeline().ingest(CorpusScanner().scan(root: folder.url.appendingPathComponent("corpus"))).pages
        let analysis = CorpusAnalysis(pages: pages)
        // What reading samples from their page rests on: the report's samples are the pages' lists end to end.
        XCTAssertEqual(analysis.samples.samples, pages.flatMap(\.samples))
        let groups = SearchRecords.GroupLookup(analysis.alignment)
        var grouped = 0
        var withSamples = 0
        for page in pages {
            let document = page.document
            let bySection = SearchRecords.sampleIndices(of: page)
            for index in document.sections.indices {
                let expected = analysis.samples(in: document.path, section: index).map(\.id)
                XCTAssertEqual((bySection[index] ?? []).map { page.samples[$0].id }, expected, "\(document.path)#\(index)")
                if !expected.isEmpty { withSamples += 1 }
                let group = analysis.alignment.group(containing: document.path, section: index)?.id
                XCTAssertEqual(groups.groupID(of: document.path, section: index), group, "\(document.path)#\(index)")
                if group != nil { grouped += 1 }
            }
        }
        XCTAssertGreaterThan(grouped, 20, "the corpus has groups to find")
        XCTAssertGreaterThan(withSamples, 20, "the corpus has sections with samples")
        XCTAssertNil(groups.groupID(of: "nowhere.txt", section: 0))
    }
}
